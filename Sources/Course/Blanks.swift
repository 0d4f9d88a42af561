import AXModel

/// The `FILL IN: …` markers the `new` scaffolds leave for an author to replace.
public enum Blanks {
    public static let marker = "FILL IN:"

    /// A marker for the blank that asks for `what`.
    public static func blank(_ what: String) -> String { "\(marker) \(what)" }

    /// Reads a course file with `read`, reporting every blank left in `text` before the file's
    /// other problems: a file with blanks never loads. Throws `Diagnostics`.
    static func reading<Value>(_ text: String, file: String, _ read: () throws -> Value) throws -> Value {
        let blanks = find(in: text, file: file)
        do {
            let value = try read()
            if !blanks.isEmpty { throw Diagnostics([]) }
            return value
        } catch let error as Diagnostics {
            throw Diagnostics(blanks + error.items)
        }
    }

    /// One diagnostic for every marker left in `text`, at its line and column (at most
    /// `Diagnostic.problemLimit`, then a note that more were left out).
    public static func find(in text: String, file: String) -> [Diagnostic] {
        guard contains(text.utf8, Array(marker.utf8)) else { return [] }
        var problems: [Diagnostic] = []
        for (index, line) in text.split(omittingEmptySubsequences: false, whereSeparator: SourceLines.isLineBreak).enumerated() {
            guard let range = line.range(of: marker) else { continue }
            guard problems.count < Diagnostic.problemLimit else {
                problems.append(Diagnostic.tooManyProblems(file: file))
                break
            }
            var what = line[range.upperBound...].trimmingSpaces
            if what.hasSuffix("\"") || what.hasSuffix("'") { what.removeLast() }
            let column = line.distance(from: line.startIndex, to: range.lowerBound) + 1
            problems.append(Diagnostic(file: file, line: index + 1, column: column,
                                       message: "blank left to fill in: \(what)"))
        }
        return problems
    }

    /// Whether `bytes` hold `needle`: a plain byte scan, cheaper than Foundation's search on
    /// every file of a pack.
    static func contains(_ bytes: String.UTF8View, _ needle: [UInt8]) -> Bool {
        guard let first = needle.first else { return true }
        var index = bytes.startIndex
        while let found = bytes[index...].firstIndex(of: first) {
            if bytes[found...].starts(with: needle) { return true }
            index = bytes.index(after: found)
        }
        return false
    }
}
