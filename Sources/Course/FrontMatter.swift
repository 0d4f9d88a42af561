import AXModel

/// A Markdown file split at its front matter: the YAML between the `---` lines and the body.
public struct FrontMatter: Sendable, Equatable {
    /// The YAML text between the fences.
    public var yaml: String
    /// The Markdown after the closing fence.
    public var body: String
    /// How many lines come before the body: add it to a body line to get a file line.
    public var bodyLineOffset: Int

    /// The YAML starts on line 2 of the file.
    public static let yamlLineOffset = 1

    /// Splits `text`; a file that does not start with `---`, or never closes it, is refused.
    public static func split(_ text: String, file: String?) throws(Diagnostic) -> FrontMatter {
        var rest = Substring(text)
        if rest.hasPrefix("\u{FEFF}") { rest = rest.dropFirst() }
        guard let first = nextLine(&rest), first.trimmingTrailingSpaces == "---" else {
            throw Diagnostic(file: file, line: 1, column: 1,
                             message: "missing front matter: the file must start with a '---' line, its YAML keys, and another '---' line")
        }
        let yamlStart = rest.startIndex
        var lineCount = 1
        while true {
            let lineStart = rest.startIndex
            guard let line = nextLine(&rest) else {
                throw Diagnostic(file: file, line: 1, column: 1,
                                 message: "front matter is never closed: add a '---' line after its keys")
            }
            lineCount += 1
            let trimmed = line.trimmingTrailingSpaces
            if trimmed == "---" || trimmed == "..." {
                var yaml = text[yamlStart..<lineStart]
                if let last = yaml.last, SourceLines.isLineBreak(last) { yaml = yaml.dropLast() }
                return FrontMatter(yaml: String(yaml), body: String(rest), bodyLineOffset: lineCount)
            }
        }
    }

    /// Takes the next line off `text` (without its line break); nil at the end.
    private static func nextLine(_ text: inout Substring) -> Substring? {
        guard !text.isEmpty else { return nil }
        guard let newline = text.firstIndex(where: SourceLines.isLineBreak) else {
            defer { text = text[text.endIndex...] }
            return text
        }
        let line = text[..<newline]
        text = text[text.index(after: newline)...]
        return line
    }
}

extension FrontMatter {
    /// Splits `text` and opens its front matter's fields, reported as `what` with `known` keys;
    /// a missing or unclosed block throws `Diagnostics`.
    static func fields(of text: String, file: String, what: String,
                       known: [String]) throws -> (FrontMatter, YAMLFields) {
        let parts: FrontMatter
        do {
            parts = try FrontMatter.split(text, file: file)
        } catch {
            throw Diagnostics([error])
        }
        return (parts, YAMLFields(yaml: parts.yaml, file: file, lineOffset: yamlLineOffset, what: what, known: known))
    }
}
