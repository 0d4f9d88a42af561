import ArgumentParser
import Course

/// `axtutor list`: lessons and exercises in course order.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List the course's lessons and exercises in order.")

    @OptionGroup var options: CourseOptions

    func run() throws {
        ListFrontend.run(course: try options.coursePath(), plain: options.plain,
                             color: options.useColor).finish()
    }
}
