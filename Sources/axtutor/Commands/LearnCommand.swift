import ArgumentParser
import Course

/// `axtutor learn [EXERCISE]` (and `axtutor` alone): the tutor's REPL, at the exercise named,
/// else where the learner left off, else at the next one not done.
struct LearnCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "learn", abstract: "Start or resume the tutor (the default command).")

    @Argument(help: "The exercise to start on (default: the current one, or the next not done).")
    var exercise: String?

    @OptionGroup var options: CourseOptions

    @OptionGroup var room: RoomOptions

    func run() throws {
        let pack = try CourseLoader.load(from: try options.coursePath())
        let store = try options.store(for: pack)
        try RoomLink.joinIfAsked(room, options, store: store)
        var repl = try Repl(pack: pack, store: store, stateDirectory: try options.stateDirectory(),
                            style: options.style, requested: exercise, options: options)
        repl.run()
    }
}
