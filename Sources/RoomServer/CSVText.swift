/// CSV as RFC 4180 writes it: CRLF line ends, a field with a comma, a double quote or a line
/// break in double quotes with its quotes doubled.
enum CSVText {
    /// The lines of `rows`, each ended by CRLF.
    static func document(_ rows: [[String]]) -> String {
        rows.map { $0.map(field).joined(separator: ",") + "\r\n" }.joined()
    }

    /// One field, quoted when it must be.
    static func field(_ text: String) -> String {
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }) else {
            return text
        }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// Text a person typed, defused for spreadsheets: one starting with `=`, `+`, `-` or `@`
    /// would be read as a formula, so it gets a leading `'`.
    static func defused(_ text: String) -> String {
        guard let first = text.first, "=+-@".contains(first) else { return text }
        return "'" + text
    }
}

extension RoomExport {
    /// The export as CSV: a header line, then one line per row; learner names defused.
    public var csv: String {
        let header = ["learner", "exercise", "passed", "checks", "hints", "seconds", "first_check", "last_check"]
        let lines = results.map { row in
            [CSVText.defused(row.learner), row.exercise, row.passed ? "true" : "false", String(row.checks),
             String(row.hints), String(row.seconds), row.firstCheck, row.lastCheck]
        }
        return CSVText.document([header] + lines)
    }
}
