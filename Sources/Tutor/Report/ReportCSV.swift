import AXModel

/// `axtutor report --format csv`: RFC 4180, a header row, then one row per exercise. Control
/// characters in a field are spelled visibly, as on the terminal (the CSV is read by people, in
/// a spreadsheet or printed with `cat`).
enum ReportCSV {
    static let header = ["exercise", "lesson", "title", "status", "done", "attempts", "failed_attempts",
                         "practice", "hints_used", "seconds"]

    static func render(_ report: LearnerReport) -> String {
        var lines = [header.joined(separator: ",")]
        for row in report.rows {
            lines.append([row.exercise, row.lesson, row.title, row.status, row.done ? "true" : "false",
                          String(row.attempts), String(row.failedAttempts), String(row.practice), String(row.hintsUsed),
                          String(row.seconds)].map(field).joined(separator: ","))
        }
        return lines.joined(separator: "\r\n") + "\r\n"
    }

    /// A field quoted when it holds a comma, quote or line break; quotes doubled.
    static func field(_ text: String) -> String {
        let text = TerminalText.visible(text)
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
