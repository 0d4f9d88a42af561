import AXModel
import Foundation
import Presentation

/// `axtutor report --format junit`: JUnit XML as CI servers read it — a test suite per
/// lesson, a test case per exercise; done passes, tried is a failure, not started is skipped.
enum ReportJUnit {
    static func render(_ report: LearnerReport) -> String {
        let failed = report.rows.filter { !$0.done && $0.attempts > 0 }.count
        let skipped = report.rows.filter { !$0.done && $0.attempts == 0 }.count
        var out = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
                   "<testsuites name=\"\(xml(report.title))\" tests=\"\(report.rows.count)\" failures=\"\(failed)\" "
                   + "errors=\"0\" skipped=\"\(skipped)\" time=\"\(report.totalSeconds)\" "
                   + "timestamp=\"\(ReportFormat.timestamp(report.generated))\">"]
        var lessons: [String] = []
        for row in report.rows where !lessons.contains(row.lesson) { lessons.append(row.lesson) }
        for lesson in lessons {
            let rows = report.rows.filter { $0.lesson == lesson }
            out.append("  <testsuite name=\"\(xml(lesson))\" tests=\"\(rows.count)\" "
                       + "failures=\"\(rows.filter { !$0.done && $0.attempts > 0 }.count)\" errors=\"0\" "
                       + "skipped=\"\(rows.filter { !$0.done && $0.attempts == 0 }.count)\" "
                       + "time=\"\(rows.map(\.seconds).reduce(0, +))\">")
            out.append("    <properties>")
            out.append("      <property name=\"course\" value=\"\(xml(report.course))\"/>")
            out.append("      <property name=\"learner\" value=\"\(xml(report.learner))\"/>")
            out.append("    </properties>")
            for row in rows { out += testCase(row, course: report.course) }
            out.append("  </testsuite>")
        }
        out.append("</testsuites>")
        return out.joined(separator: "\n") + "\n"
    }

    private static func testCase(_ row: LearnerReport.Row, course: String) -> [String] {
        let open = "    <testcase name=\"\(xml(row.exercise))\" classname=\"\(xml(course + "." + row.lesson.replacingOccurrences(of: "/", with: ".")))\" "
            + "time=\"\(row.seconds)\""
        let summary = "\(row.attempts) \(row.attempts == 1 ? "check" : "checks"), "
            + "\(row.hintsUsed) \(row.hintsUsed == 1 ? "hint" : "hints"): \(row.title)"
        if row.done {
            return [open + ">", "      <system-out>\(xml("done after " + summary))</system-out>", "    </testcase>"]
        }
        if row.attempts == 0 {
            return [open + ">", "      <skipped message=\"not started\"/>", "    </testcase>"]
        }
        return [open + ">",
                "      <failure message=\"not passed yet\" type=\"not passed\">\(xml(summary))</failure>",
                "    </testcase>"]
    }

    /// Text made safe for XML content and attribute values, with control and bidirectional
    /// characters spelled visibly, as on the terminal.
    static func xml(_ text: String) -> String {
        MarkupText.escape(TerminalText.visible(text))
    }
}
