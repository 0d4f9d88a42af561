import AXModel
import Foundation

/// What a command prints, on standard output and standard error, and the status it exits with.
public struct CommandOutput: Sendable, Equatable {
    public var text: String
    public var errors: String
    public var exitCode: Int32

    public init(text: String = "", errors: String = "", exitCode: Int32 = 0) {
        self.text = text
        self.errors = errors
        self.exitCode = exitCode
    }

    /// Problems as the one printer shows them, each followed by its source line and a caret
    /// when its file can be read; exits with the highest status they ask for (73 cannot
    /// create, 66 missing input, 65 bad data). `sources`: texts in memory by file name.
    public static func failure(_ problems: [Diagnostic], text: String = "",
                               sources: [String: String] = [:]) -> CommandOutput {
        var printer = DiagnosticPrinter(sources: sources)
        return CommandOutput(text: text, errors: printer.text(problems), exitCode: problems.map(\.exitCode).max() ?? 1)
    }
}

extension CommandOutput {
    /// Prints the text and the errors, then ends with the output's exit status. The errors are
    /// already rendered, so a failing status exits here (C `exit` flushes standard output)
    /// rather than through `CommandErrors`, which would add an empty line for a bare `ExitCode`.
    public func finish() {
        write()
        if exitCode != 0 {
            Foundation.exit(exitCode)
        }
    }

    /// Prints the errors, then the text, without ending the run.
    public func write() {
        // Problems first and the summary last, as a compiler prints them; standard output is
        // flushed so the two streams keep that order when they share a pipe.
        if !errors.isEmpty { FileHandle.standardError.write(Data(TerminalText.visible(errors).utf8)) }
        if !text.isEmpty {
            print(text, terminator: "")
            fflush(nil)
        }
    }
}
