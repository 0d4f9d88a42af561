/// The lines of a source text, split the way YAML counts them (`\n`, `\r\n` or a lone `\r`),
/// for turning Yams' marks into character columns and for showing a line under a diagnostic.
struct SourceLines: Sendable {
    let lines: [Substring]
    /// Whether each line is plain ASCII, where a column in scalars is a column in characters.
    private let ascii: [Bool]

    init(_ text: String) {
        var lines: [Substring] = []
        var ascii: [Bool] = []
        let scalars = text.unicodeScalars
        var start = scalars.startIndex
        var index = start
        var lineIsASCII = true
        while index < scalars.endIndex {
            let scalar = scalars[index]
            if scalar == "\n" || scalar == "\r" {
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
    func line(_ number: Int) -> Substring? {
        guard number >= 1, number <= lines.count else { return nil }
        return lines[number - 1]
    }

    /// The 1-based character column of a 1-based column counted in Unicode scalars (as
    /// libYAML counts), on a 1-based line.
    func characterColumn(line number: Int, scalarColumn: Int) -> Int {
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
            if character == "\n" || character == "\r" || character == "\r\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return SourceLocation(line: line, column: column)
    }
}
