import Yams

/// Reads screen files (YAML, or JSON, which is YAML too) into `Screen`s, reporting every
/// problem as a located `Diagnostic`, all of them in one pass.
public enum ScreenLoader {
    /// What a screen file is called in messages about the file itself.
    static let kind = "a screen file"

    /// Reads and parses a screen file; a missing/unreadable file is a Diagnostic with exitCode 66.
    /// A pipe is read too (`<(…)`). Throws `Diagnostics`.
    public static func load(path: String) throws -> Screen {
        let text: String
        do {
            text = try SourceFile.read(atPath: path, name: path, kind: kind, regularOnly: false)
        } catch {
            throw Diagnostics([error])
        }
        return try parse(text, file: path)
    }

    /// Parses the text of a screen file; `file` names it in diagnostics. Throws `Diagnostics`.
    public static func parse(_ text: String, file: String?) throws -> Screen {
        // A byte order mark is no part of the text (libYAML would read it as a character).
        let text = text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
        do {
            try SourceFile.checkSize(of: text, name: file, kind: kind)
        } catch {
            throw Diagnostics([error])
        }
        let lines = SourceLines(text)
        let root: Node?
        do {
            root = try YAMLDocument.compose(text, lines: lines, file: file, what: "a screen")
        } catch {
            // Text that names no screen key is some other file: say so, and quote none of it.
            throw Diagnostics([mentionsScreenKeys(text) ? error : Diagnostic(
                file: file, line: 1, column: 1,
                message: "not a screen: a screen file is YAML or JSON with an 'elements' list",
                showsSource: false)])
        }
        var decoder = ScreenDecoder(file: file, lines: lines)
        let screen = decoder.decode(root)
        if let screen, decoder.problems.isEmpty { return screen }
        var problems = sorted(decoder.problems)
        if decoder.truncated { problems.append(Diagnostic.tooManyProblems(file: file)) }
        throw Diagnostics(problems)
    }

    /// Parses the bytes of a screen file, which must be UTF-8 text. Throws `Diagnostics`.
    public static func parse(data: [UInt8], file: String?) throws -> Screen {
        let text: String
        do {
            text = try SourceFile.decode(data, name: file ?? "<stdin>", kind: kind)
        } catch {
            throw Diagnostics([error])
        }
        return try parse(text, file: file)
    }

    /// Whether `text` holds `element` or `platform` anywhere: a screen being written, however
    /// broken, names one of them.
    private static func mentionsScreenKeys(_ text: String) -> Bool {
        text.utf8.firstRange(of: "element".utf8) != nil || text.utf8.firstRange(of: "platform".utf8) != nil
    }

    /// Problems in source order; the ones at one place keep the order they were found in.
    private static func sorted(_ problems: [Diagnostic]) -> [Diagnostic] {
        problems.enumerated().sorted { a, b in
            let left = (a.element.line ?? 0, a.element.column ?? 0, a.offset)
            let right = (b.element.line ?? 0, b.element.column ?? 0, b.offset)
            return left < right
        }.map(\.element)
    }
}
