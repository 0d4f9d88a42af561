import ArgumentParser
import Course
import Foundation
import Progress
import Tutor

/// `axtutor check EXERCISE --fix FILE|-`: grades fix statements; exits 0 pass, 1 fail, 65 bad input.
/// A graded fix is recorded as an attempt in the learner's progress, as in the REPL, and sent
/// to the learner's workshop room in the background when they are in one. `--dry-run` grades
/// the same way and records nothing (for authors trying an exercise's answers).
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check", abstract: "Grade fix statements against an exercise.")

    @Argument(help: "The exercise id.")
    var exercise: String

    @Option(help: "The file of fix statements, or - for standard input.")
    var fix: String

    @Flag(help: "Print the result as JSON.")
    var json = false

    @Flag(help: "Grade without recording the attempt in your progress or sending it to a room.")
    var dryRun = false

    @OptionGroup var options: CourseOptions

    func run() throws {
        let course = try options.coursePath()
        let started = Date()
        let input = try FixInput.read(fix)
        let pack = try CourseLoader.load(from: course)
        let output = CheckFrontend.run(exercise: exercise, fix: input.text, fixName: input.name, pack: pack,
                                       json: json, plain: options.isPlain, color: options.useColor,
                                       width: LessonCommand.terminalWidth())
        if !dryRun, output.exitCode == 0 || output.exitCode == 1 {
            do {
                let store = try options.store(for: pack)
                try RoomLink.joinIfAsked(options, store: store)
                try store.record(Attempt.graded(
                    exercise: exercise, inputs: [input.text], passed: output.exitCode == 0,
                    hintsUsed: try store.progress(for: exercise).hintsRevealed, since: started))
                RoomLink.startSending(store, options)
            } catch {
                // The grade stands; that it was not recorded is said after it, and ends the run.
                output.write()
                let status = ErrorPrinter.report(error)
                ErrorPrinter.printError(SessionRenderer.notRecorded)
                Foundation.exit(status)
            }
        }
        output.finish()
    }
}
