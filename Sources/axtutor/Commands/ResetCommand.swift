import AXModel
import ArgumentParser
import Course
import Foundation

/// `axtutor reset EXERCISE | --all [--yes]`: forgets recorded progress after a y/N question;
/// without a terminal to ask on, only with `--yes`.
struct ResetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reset", abstract: "Forget your progress on one exercise, or with --all on the whole course.")

    @Argument(help: "The exercise id.")
    var exercise: String?

    @Flag(help: "Forget everything in this course, welcome and current exercise included.")
    var all = false

    @Flag(help: "Do not ask: for scripts.")
    var yes = false

    @OptionGroup var options: CourseOptions

    func validate() throws {
        guard (exercise == nil) != !all else {
            throw ValidationError("name one exercise, or pass --all")
        }
    }

    func run() throws {
        let pack = try CourseLoader.load(from: try options.coursePath())
        if let exercise, pack.exercise(exercise) == nil {
            throw Diagnostic(message: "no exercise '\(exercise)' in this course",
                             suggestion: NearMiss.suggestion(for: exercise, in: pack.exercises.map(\.id)), exitCode: 66)
        }
        let what = TerminalText.visible(exercise.map { "your progress on \($0)" } ?? "all your progress in \(pack.manifest.title)")
        if !yes {
            guard isatty(STDIN_FILENO) == 1 else {
                throw Diagnostic(message: "reset asks before it forgets anything, and there is no terminal to ask on: "
                                 + "pass --yes to reset without asking", exitCode: 64)
            }
            print("Forget \(what)? This cannot be undone. [y/N] ", terminator: "")
            fflush(nil)
            let answer = (readLine() ?? "").lowercased().split(whereSeparator: \.isWhitespace).joined()
            guard answer == "y" || answer == "yes" else {
                print("nothing was reset")
                return
            }
        }
        let store = try options.store(for: pack)
        if let exercise {
            try store.reset(exercise: exercise)
        } else {
            try store.resetAll()
        }
        print("forgot \(what)")
    }
}
