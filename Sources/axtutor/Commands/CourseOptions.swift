import AXModel
import ArgumentParser
import Course
import Foundation
import Presentation
import Progress
import Tutor

/// The options every command shares, declared once: which pack, where progress is kept, and
/// how to print. Every subcommand (and `axtutor` alone, which is `learn`) takes them; the
/// room's are `RoomOptions`, taken only by the commands that send results.
struct CourseOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The course pack folder (default: $AXTUTOR_COURSE, the pack this folder is in, "
                               + "the installed pack, or this repository's)."))
    var course: String?

    @Option(help: ArgumentHelp("The folder for progress and line history (default: $AXTUTOR_STATE, "
                               + "$XDG_STATE_HOME/axtutor or ~/.local/state/axtutor).", valueName: "dir"))
    var state: String?

    @Flag(help: "No colour, no redraws, words instead of symbols: for screen readers (automatic when TERM=dumb).")
    var plain = false

    @Option(help: "Colour: auto, always or never (NO_COLOR also turns it off).")
    var color: ColorChoice = .auto

    /// The pack folder to use. `authoring`: the command writes into it, so only a pack named
    /// by `--course`, `AXTUTOR_COURSE` or the current folder will do (`CourseLocator`).
    func coursePath(authoring: Bool = false) throws -> String {
        try CourseLocator.locate(option: course, environment: ProcessInfo.processInfo.environment,
                                 executable: Self.executablePath(),
                                 currentDirectory: FileManager.default.currentDirectoryPath, authoring: authoring)
    }

    /// `--plain`, or a terminal that says it can do nothing more (`TERM=dumb`).
    var isPlain: Bool {
        plain || ProcessInfo.processInfo.environment["TERM"] == "dumb"
    }

    /// How the tutor draws: the terminal's width, plain or colour.
    var style: TextStyle {
        TextStyle(width: LessonCommand.terminalWidth(), plain: isPlain, color: useColor)
    }

    /// The state folder, created when missing.
    func stateDirectory() throws -> String {
        try StateDirectory.prepare(flag: state, environment: ProcessInfo.processInfo.environment)
    }

    /// The pack's outline, from the state folder's cache while its files are unchanged
    /// (`OutlineCache`): what `list` and `report` need, without parsing every file.
    func outline() throws -> CourseOutline {
        try OutlineCache(directory: try stateDirectory(), executable: Self.executablePath())
            .outline(of: try coursePath())
    }

    /// The learner's progress in `pack`.
    func store(for pack: CoursePack) throws -> ProgressStore {
        try store(course: pack.manifest.id)
    }

    /// The learner's progress in the course with this id.
    func store(course: String) throws -> ProgressStore {
        try ProgressStore.open(at: try stateDirectory(),
                               learner: LearnerName.resolve(environment: ProcessInfo.processInfo.environment),
                               course: course)
    }

    /// Whether to draw ANSI colour on standard output.
    var useColor: Bool {
        color.useColor(plain: isPlain, environment: ProcessInfo.processInfo.environment,
                       isTerminal: isatty(STDOUT_FILENO) == 1)
    }

    /// The running binary, links followed (`/proc/self/exe` on Linux).
    static func executablePath() -> String {
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            return path
        }
        return Bundle.main.executablePath ?? CommandLine.arguments.first ?? "axtutor"
    }
}

extension ColorChoice: ExpressibleByArgument {}
