import ArgumentParser
import Course
import Tutor

/// `axtutor progress [--json]`: each exercise, done or not, with attempts and hints used; in a
/// workshop room, the room and the results waiting to be sent or refused.
struct ProgressCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "progress", abstract: "Show what you have done: each exercise, attempts and hints used.")

    @Flag(help: "Print JSON instead of text.")
    var json = false

    @OptionGroup var options: CourseOptions

    func run() throws {
        let pack = try CourseLoader.load(from: try options.coursePath())
        let store = try options.store(for: pack)
        let progress = try store.allProgress()
        let room = try store.currentRoom()
        let outbox = try store.outboxSummary()
        if json {
            print(ProgressReport.json(pack, progress: progress, room: room, outbox: outbox), terminator: "")
        } else {
            print(ProgressReport.text(pack, progress: progress, style: options.style)
                  + RoomStatusReport.text(room, outbox: outbox, style: options.style), terminator: "")
        }
    }
}
