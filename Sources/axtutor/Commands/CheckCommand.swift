import ArgumentParser
import Course
import Foundation
import Progress
import Tutor
import Presentation

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

    @OptionGroup var room: RoomOptions

    func run() throws {
        let course = try options.coursePath()
        let started = Date()
        let input = try FixInput.read(fix)
        // The exercise first: an unknown one is the error, and nothing is said of the fix.
        let (found, outline) = try Self.find(exercise, course: course, options: options, cached: !dryRun)
        // A fix with nothing in it grades the screen as it is: said, so an empty file is no surprise.
        if found != nil, let note = input.noStatementsNote, !json {
            FileHandle.standardError.write(Data((note + "\n").utf8))
        }
        let output = CheckFrontend.grade(found, id: exercise, courseIDs: outline.exercises.map(\.id),
                                         fix: input.text, fixName: input.name,
                                         json: json, plain: options.isPlain, color: options.useColor,
                                         width: LessonCommand.terminalWidth())
        if !dryRun, output.exitCode == 0 || output.exitCode == 1 {
            do {
                let store = try options.store(course: outline.id)
                try RoomLink.joinIfAsked(room, options, store: store)
                try store.record(Attempt.graded(
                    exercise: exercise, inputs: [input.text], passed: output.exitCode == 0,
                    hintsUsed: try store.progress(for: exercise).hintsRevealed, since: started))
                RoomLink.startSending(store, options)
            } catch {
                // The grade stands; that it was not recorded is said after it, and ends the run.
                output.write()
                let status = CommandErrors.report(error, for: Axtutor.self)
                CommandErrors.printError(SessionRenderer.notRecorded)
                Foundation.exit(status)
            }
        }
        output.finish()
    }

    /// The exercise and the course's outline. While the outline cache vouches that no file of
    /// the pack changed since it last loaded whole, only the exercise's own file is read (`list`'s
    /// cache, `OutlineCache`); otherwise the whole pack is loaded, with every check. Not
    /// `cached` (a dry run, which leaves the state folder alone), or without a state folder,
    /// the whole pack is loaded.
    static func find(_ id: String, course: String, options: CourseOptions,
                     cached: Bool) throws -> (exercise: Exercise?, outline: CourseOutline) {
        if cached, (try? options.stateDirectory()) != nil {
            let outline = try options.outline()
            guard let entry = outline.exercise(id) else { return (nil, outline) }
            if let exercise = try CourseLoader.exercise(entry, in: course) { return (exercise, outline) }
        }
        let pack = try CourseLoader.load(from: course)
        return (pack.exercise(id), CourseOutline(pack))
    }
}
