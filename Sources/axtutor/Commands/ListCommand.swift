import ArgumentParser
import Course
import Tutor

/// `axtutor list`: lessons and exercises in course order, each with the learner's status.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List the course's lessons and exercises, each done, tried or not started.")

    @OptionGroup var options: CourseOptions

    func run() throws {
        let pack = try CourseLoader.load(from: try options.coursePath())
        let store = try options.store(for: pack)
        print(ProgressReport.list(pack, progress: try store.allProgress(), current: try store.current(),
                                  style: options.style), terminator: "")
    }
}
