import ArgumentParser
import Course
import Tutor

/// `axtutor progress [--json]`: each exercise, done or not, with attempts and hints used.
struct ProgressCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "progress", abstract: "Show what you have done: each exercise, attempts and hints used.")

    @Flag(help: "Print JSON instead of text.")
    var json = false

    @OptionGroup var options: CourseOptions

    func run() throws {
        let pack = try CourseLoader.load(from: try options.coursePath())
        let progress = try options.store(for: pack).allProgress()
        print(json ? ProgressReport.json(pack, progress: progress)
                   : ProgressReport.text(pack, progress: progress, style: options.style), terminator: "")
    }
}
