import ArgumentParser
import Course
import Tutor

/// `axtutor list`: lessons and exercises in course order, each with the learner's status.
/// The outline comes from `OutlineCache` while the pack's files are unchanged.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List the course's lessons and exercises, each done, tried or not started.")

    @OptionGroup var options: CourseOptions

    func run() throws {
        let outline = try options.outline()
        let store = try options.store(course: outline.id)
        print(ProgressReport.list(outline, progress: try store.allProgress(), current: try store.current(),
                                  pace: (try? store.currentRoom())?.pace,
                                  style: options.style), terminator: "")
    }
}
