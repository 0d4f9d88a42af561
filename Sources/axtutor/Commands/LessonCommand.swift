import ArgumentParser
import Course
import Foundation

/// `axtutor lesson ID`: one lesson, rendered for the terminal.
struct LessonCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lesson", abstract: "Show a lesson, such as controls/switch.")

    @Argument(help: "The lesson id: <area>/<slug>.")
    var id: String

    @Option(help: "Wrap to this many columns (default: the terminal's width, or 80).")
    var width: Int?

    @OptionGroup var options: CourseOptions

    func run() throws {
        LessonFrontend.run(id: id, course: try options.coursePath(), width: width ?? Self.terminalWidth(),
                               plain: options.isPlain, color: options.useColor).finish()
    }

    /// The terminal's width, else `COLUMNS`, else 80; at most 100 for readable lines.
    static func terminalWidth() -> Int {
        var size = winsize()
        if isatty(STDOUT_FILENO) == 1, ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
            return min(100, Int(size.ws_col))
        }
        if let columns = ProcessInfo.processInfo.environment["COLUMNS"].flatMap(Int.init), columns > 0 {
            return min(100, columns)
        }
        return 80
    }
}
