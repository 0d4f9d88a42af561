import ArgumentParser
import Course
import Foundation

/// The options every course command shares: which pack, and how to print.
struct CourseOptions: ParsableArguments {
    @Option(help: "The course pack folder (default: $AXTUTOR_COURSE, the installed pack, or this repository's).")
    var course: String?

    @Flag(help: "No colour, no redraws, words instead of symbols: for screen readers.")
    var plain = false

    @Option(help: "Colour: auto, always or never (NO_COLOR also turns it off).")
    var color: ColorChoice = .auto

    /// The pack folder to use.
    func coursePath() throws -> String {
        try CourseLocator.locate(option: course, environment: ProcessInfo.processInfo.environment,
                                 executable: Self.executablePath())
    }

    /// Whether to draw ANSI colour on standard output.
    var useColor: Bool {
        switch color {
        case .always: true
        case .never: false
        case .auto: ProcessInfo.processInfo.environment["NO_COLOR"] == nil && isatty(STDOUT_FILENO) == 1
        }
    }

    /// The running binary, links followed (`/proc/self/exe` on Linux).
    static func executablePath() -> String {
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            return path
        }
        return Bundle.main.executablePath ?? CommandLine.arguments.first ?? "axtutor"
    }
}

/// `--color auto|always|never`.
enum ColorChoice: String, ExpressibleByArgument, CaseIterable {
    case auto, always, never
}

extension CommandOutput {
    /// Prints the text and the errors, then ends with the output's exit status. The errors are
    /// already rendered, so a failing status exits here (C `exit` flushes standard output)
    /// rather than through `ErrorPrinter`, which would add an empty line for a bare `ExitCode`.
    func finish() {
        // Problems first and the summary last, as a compiler prints them; standard output is
        // flushed so the two streams keep that order when they share a pipe.
        if !errors.isEmpty { FileHandle.standardError.write(Data(errors.utf8)) }
        if !text.isEmpty {
            print(text, terminator: "")
            fflush(nil)
        }
        if exitCode != 0 {
            Foundation.exit(exitCode)
        }
    }
}
