import ArgumentParser
import Course
import Foundation

/// `axtutor check EXERCISE --fix FILE|-`: grades fix statements; exits 0 pass, 1 fail, 65 bad input.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check", abstract: "Grade fix statements against an exercise.")

    @Argument(help: "The exercise id.")
    var exercise: String

    @Option(help: "The file of fix statements, or - for standard input.")
    var fix: String

    @Flag(help: "Print the result as JSON.")
    var json = false

    @OptionGroup var options: CourseOptions

    func run() throws {
        let course = try options.coursePath()
        let input = try FixInput.read(fix)
        CheckFrontend.run(exercise: exercise, fix: input.text, fixName: input.name, course: course,
                          json: json, plain: options.plain, color: options.useColor).finish()
    }
}
