import AXModel
import Presentation
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
