import AXModel

/// The `FILL IN: …` markers the `new` scaffolds leave for an author to replace.
public enum Blanks {
    public static let marker = "FILL IN:"

    /// A marker for the blank that asks for `what`.
    public static func blank(_ what: String) -> String { "\(marker) \(what)" }

    /// One diagnostic for every marker left in `text`, at its line and column.
    public static func find(in text: String, file: String) -> [Diagnostic] {
        guard text.contains(marker) else { return [] }
        var problems: [Diagnostic] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard let range = line.range(of: marker) else { continue }
            var what = line[range.upperBound...].trimmingSpaces
            if what.hasSuffix("\"") || what.hasSuffix("'") { what.removeLast() }
            let column = line.distance(from: line.startIndex, to: range.lowerBound) + 1
            problems.append(Diagnostic(file: file, line: index + 1, column: column,
                                       message: "blank left to fill in: \(what)"))
        }
        return problems
    }
}
