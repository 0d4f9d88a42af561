import ArgumentParser
import Course

/// `axtutor verify`: proves every file of a pack loads and every exercise works.
struct VerifyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Check a course pack: every file parses, every broken screen fails, every solution passes.")

    @OptionGroup var options: CourseOptions

    func run() throws {
        VerifyFrontend.run(course: try options.coursePath()).finish()
    }
}
