import AXModel
import Presentation

/// `axtutor report` for people: one line per exercise and the totals in words; the course's
/// title and the learner's name with their control characters spelled visibly.
enum ReportText {
    static func render(_ report: LearnerReport, style: TextStyle) -> String {
        let idWidth = max(8, report.rows.map(\.exercise.count).max() ?? 0)
        var out = [style.paint(report.title, "1"), "Learner: " + TerminalText.visible(report.learner), "",
                   "exercise".padding(idWidth) + "  status       checks  practice  hints  time"]
        for row in report.rows {
            out.append(row.exercise.padding(idWidth) + "  " + row.status.padding(11) + "  "
                       + String(row.attempts).padding(6) + "  " + String(row.practice).padding(8) + "  "
                       + String(row.hintsUsed).padding(5) + "  "
                       + (row.attempts == 0 ? "-" : ReportFormat.duration(row.seconds)))
        }
        let checks = report.rows.map(\.attempts).reduce(0, +)
        let practice = report.rows.map(\.practice).reduce(0, +)
        let hints = report.rows.map(\.hintsUsed).reduce(0, +)
        out += ["", "\(report.doneCount) of \(report.rows.count) exercises done, "
                + "\(checks) \(checks == 1 ? "check" : "checks")"
                + (practice == 0 ? "" : " and \(practice) practice \(practice == 1 ? "check" : "checks") after a pass")
                + ", \(hints) \(hints == 1 ? "hint" : "hints"), "
                + "\(ReportFormat.duration(report.totalSeconds)) in all",
                "(time runs from opening an exercise to its last check; reading after a pass is not counted)"]
        return out.joined(separator: "\n") + "\n"
    }
}
