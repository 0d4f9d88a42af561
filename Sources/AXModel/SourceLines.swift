/// The lines of a source text, split the way libYAML and the statement lexer count them: at
/// `\n`, `\r\n`, a lone `\r`, U+0085, U+2028 and U+2029. Used for turning Yams' marks into
/// character columns and for showing a line under a diagnostic; every reader of source files
/// splits lines this way.
public struct SourceLines: Sendable {
    public let lines: [Substring]
    /// Whether each line is plain ASCII, where a column in scalars is a column in characters.
    private let ascii: [Bool]

    public init(_ text: String) {
        var lines: [Substring] = []
        var ascii: [Bool] = []
        let scalars = text.unicodeScalars
        var start = scalars.startIndex
        var index = start
        var lineIsASCII = true
        while index < scalars.endIndex {
            let scalar = scalars[index]
            if Self.isLineBreak(scalar) {
                lines.append(Substring(scalars[start..<index]))
                ascii.append(lineIsASCII)
                var next = scalars.index(after: index)
                if scalar == "\r", next < scalars.endIndex, scalars[next] == "\n" {
                    next = scalars.index(after: next)
                }
                start = next
                index = next
                lineIsASCII = true
            } else {
                if !scalar.isASCII { lineIsASCII = false }
                index = scalars.index(after: index)
            }
        }
        lines.append(Substring(scalars[start..<scalars.endIndex]))
        ascii.append(lineIsASCII)
        self.lines = lines
        self.ascii = ascii
    }

    /// The text of a 1-based line, without its line break; nil past the end.
    public func line(_ number: Int) -> Substring? {
        guard number >= 1, number <= lines.count else { return nil }
        return lines[number - 1]
    }

    /// The 1-based character column of a 1-based column counted in Unicode scalars (as
    /// libYAML counts), on a 1-based line.
    public func characterColumn(line number: Int, scalarColumn: Int) -> Int {
        guard number >= 1, number <= lines.count, scalarColumn > 1, !ascii[number - 1] else {
            return scalarColumn
        }
        let scalars = lines[number - 1].unicodeScalars
        let wanted = scalarColumn - 1
        let end = scalars.index(scalars.startIndex, offsetBy: wanted, limitedBy: scalars.endIndex)
            ?? scalars.endIndex
        let taken = scalars.distance(from: scalars.startIndex, to: end)
        return String(String.UnicodeScalarView(scalars[..<end])).count + (wanted - taken) + 1
    }

    /// The 1-based line and character column of a character offset from the start of `text`.
    static func location(ofCharacterOffset offset: Int, in text: String) -> SourceLocation {
        var line = 1
        var column = 1
        var seen = 0
        for character in text {
            if seen == offset { break }
            seen += 1
            if isLineBreak(character) {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return SourceLocation(line: line, column: column)
    }
}

extension SourceLines {
    /// Whether a Unicode scalar ends a line (with `\r` before `\n`, the two end one line).
    static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "\n", "\r", "\u{85}", "\u{2028}", "\u{2029}": true
        default: false
        }
    }

    /// Whether a character ends a line (`\r\n` is one character in Swift).
    public static func isLineBreak(_ character: Character) -> Bool {
        character == "\r\n" || character.unicodeScalars.count == 1 && isLineBreak(character.unicodeScalars.first!)
    }

    /// How many bytes of UTF-8 the line break at `index` takes; 0 when none starts there.
    static func lineBreakLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        let byte = bytes[index]
        // Most bytes start no line break: one comparison for them.
        if byte > 0x0D && byte != 0xC2 && byte != 0xE2 { return 0 }
        switch byte {
        case 0x0A: return 1
        case 0x0D: return index + 1 < bytes.endIndex && bytes[index + 1] == 0x0A ? 2 : 1
        case 0xC2: return index + 1 < bytes.endIndex && bytes[index + 1] == 0x85 ? 2 : 0
        case 0xE2:
            return index + 2 < bytes.endIndex && bytes[index + 1] == 0x80
                && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9) ? 3 : 0
        default: return 0
        }
    }

    /// The text of one 1-based line of `text`, found without splitting the rest of it, and
    /// read no further than `limit` bytes into the line (`cut` tells whether it goes on): a
    /// diagnostic's excerpt costs the bytes up to its place, not the whole file.
    public static func line(_ number: Int, in text: String, limit: Int = .max) -> (text: Substring, cut: Bool)? {
        guard number >= 1 else { return nil }
        var text = text
        let found: (start: Int, end: Int, cut: Bool)? = text.withUTF8 { bytes in
            var index = 0
            var current = 1
            var start = 0
            while index < bytes.count {
                let byte = bytes[index]
                if current == number, index - start >= limit {
                    // Cut at the start of a character, not inside one.
                    var end = index
                    while end > start, bytes[end] & 0xC0 == 0x80 { end -= 1 }
                    return (start, end, true)
                }
                // Most bytes start no line break: one comparison for them.
                if byte > 0x0D && byte != 0xC2 && byte != 0xE2 {
                    index += 1
                    continue
                }
                let length = lineBreakLength(bytes, at: index)
                guard length > 0 else {
                    index += 1
                    continue
                }
                if current == number { return (start, index, false) }
                current += 1
                index += length
                start = index
            }
            return current == number ? (start, bytes.count, false) : nil
        }
        guard let found else { return nil }
        let utf8 = text.utf8
        let lower = utf8.index(utf8.startIndex, offsetBy: found.start)
        return (text[lower..<utf8.index(lower, offsetBy: found.end - found.start)], found.cut)
    }
}
