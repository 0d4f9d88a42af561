import AXModel
import ArgumentParser
import Course
import Foundation
import Presentation
import Tutor
import Progress

/// `axtutor report [--format text|json|csv|junit] [--output FILE]`: the learner's results in
/// the course, per exercise, to hand in or to feed a CI server or an LMS.
struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Report your results in the course: done, checks, hints and time per exercise.",
        discussion: """
            Formats: text (for reading), json, csv (one row per exercise, for a spreadsheet) and \
            junit (JUnit XML: a test suite per lesson, a test case per exercise; done passes, \
            tried fails, not started is skipped), so a team sees onboarding progress in its CI.
            """)

    @Option(help: "text, json, csv or junit.")
    var format: ReportFormat = .text

    @Option(help: ArgumentHelp("Write the report to this file instead of standard output.", valueName: "file"))
    var output: String?

    @OptionGroup var options: CourseOptions

    func run() throws {
        let outline = try options.outline()
        let store = try options.store(course: outline.id)
        let report = LearnerReport(outline: outline, learner: store.learner, progress: try store.allProgress(),
                                   attempts: try store.attempts(), generated: Date())
        let text = format.render(report, style: output == nil ? options.style : TextStyle(plain: true))
        guard let output else {
            try OutputFile.writeToStandardOutput(text)
            return
        }
        try OutputFile(path: output, stateDirectory: try options.stateDirectory()).write(text)
        print("Wrote the \(format.rawValue) report to \(output).")
    }
}

extension ReportFormat: ExpressibleByArgument {}
