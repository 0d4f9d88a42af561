import AXModel
import Foundation
import Presentation

/// `axtutor report --format json`: `{"course", "title", "learner", "generated", "done",
/// "total", "seconds", "exercises": [{"id", "lesson", "title", "status", "done", "attempts",
/// "failedAttempts", "practice", "hintsUsed", "seconds"}]}`; `practice` counts the checks after
/// the first pass, which are neither attempts nor failures.
enum ReportJSON {
    static func render(_ report: LearnerReport) -> String {
        let document = Document(
            course: report.course, title: report.title, learner: report.learner,
            generated: ReportFormat.timestamp(report.generated), done: report.doneCount, total: report.rows.count,
            seconds: report.totalSeconds,
            exercises: report.rows.map {
                Exercise(id: $0.exercise, lesson: $0.lesson, title: $0.title, status: $0.status, done: $0.done,
                         attempts: $0.attempts, failedAttempts: $0.failedAttempts, practice: $0.practice,
                         hintsUsed: $0.hintsUsed,
                         seconds: $0.seconds)
            })
        let encoder = JSONOutput.encoder(pretty: true)
        return TerminalText.json(String(decoding: (try? encoder.encode(document)) ?? Data(), as: UTF8.self)) + "\n"
    }

    private struct Document: Encodable {
        var course, title, learner, generated: String
        var done, total, seconds: Int
        var exercises: [Exercise]
    }

    private struct Exercise: Encodable {
        var id, lesson, title, status: String
        var done: Bool
        var attempts, failedAttempts, practice, hintsUsed, seconds: Int
    }
}
