import Foundation
import Yams

/// Reads screen files (YAML, or JSON, which is YAML too) into `Screen`s, reporting every
/// problem as a located `Diagnostic`, all of them in one pass.
public enum ScreenLoader {
    /// The largest screen file read, in bytes (10 MB).
    public static let maximumSize = 10 * 1024 * 1024

    /// Reads and parses a screen file; a missing/unreadable file is a Diagnostic with exitCode 66.
    /// Throws `Diagnostics`.
    public static func load(path: String) throws -> Screen {
        let files = FileManager.default
        var isDirectory: ObjCBool = false
        guard files.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw Diagnostics([missing(path, "no such file")])
        }
        if isDirectory.boolValue {
            throw Diagnostics([missing(path, "it is a directory, not a screen file")])
        }
        if let size = (try? files.attributesOfItem(atPath: path))?[.size] as? NSNumber,
           size.intValue > maximumSize {
            throw Diagnostics([tooLarge(size.intValue, file: path)])
        }
        guard let data = files.contents(atPath: path) else {
            throw Diagnostics([missing(path, "it cannot be read")])
        }
        return try parse(data: [UInt8](data), file: path)
    }

    /// Parses the text of a screen file; `file` names it in diagnostics. Throws `Diagnostics`.
    public static func parse(_ text: String, file: String?) throws -> Screen {
        let size = text.utf8.count
        if size > maximumSize { throw Diagnostics([tooLarge(size, file: file)]) }
        if let place = NestingDepth.firstExcess(in: text) {
            throw Diagnostics([Diagnostic(
                file: file, line: place.line, column: place.column,
                message: "nesting deeper than \(NestingDepth.limit) levels: a screen may nest lists and "
                    + "mappings at most \(NestingDepth.limit) deep")])
        }
        let lines = SourceLines(text)
        let root: Node?
        do {
            root = try Yams.compose(yaml: text, .default, .default, .utf8)
        } catch {
            throw Diagnostics([YAMLSyntaxError.diagnostic(for: error, in: text, lines: lines, file: file)])
        }
        var decoder = ScreenDecoder(file: file, lines: lines)
        let screen = decoder.decode(root)
        if let screen, decoder.problems.isEmpty { return screen }
        var problems = sorted(decoder.problems)
        if decoder.truncated {
            problems.append(Diagnostic(file: file, message: "too many problems: stopping after the first "
                                       + "\(ScreenDecoder.problemLimit)"))
        }
        throw Diagnostics(problems)
    }

    /// Parses the bytes of a screen file, which must be UTF-8 text. Throws `Diagnostics`.
    public static func parse(data: [UInt8], file: String?) throws -> Screen {
        if data.count > maximumSize { throw Diagnostics([tooLarge(data.count, file: file)]) }
        if data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]) {
            throw Diagnostics([Diagnostic(file: file, line: 1, column: 1,
                                          message: "the file is UTF-16 text: save it as UTF-8")])
        }
        if let bad = UTF8Check.firstInvalidByte(in: data) {
            let byte = String(data[bad.offset], radix: 16, uppercase: true)
            throw Diagnostics([Diagnostic(
                file: file, line: bad.location.line, column: bad.location.column,
                message: "the file is not UTF-8 text: byte 0x\(byte.count == 1 ? "0" + byte : byte) "
                    + "cannot start or continue a character; save it as UTF-8")])
        }
        return try parse(String(decoding: data, as: UTF8.self), file: file)
    }

    private static func missing(_ path: String, _ reason: String) -> Diagnostic {
        Diagnostic(file: path, message: "cannot read screen file '\(path)': \(reason)", exitCode: 66)
    }

    private static func tooLarge(_ size: Int, file: String?) -> Diagnostic {
        Diagnostic(file: file, message: "the file is too large for a screen: \(size) bytes, "
                   + "more than the \(maximumSize / 1024 / 1024) MB a screen file may have")
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
