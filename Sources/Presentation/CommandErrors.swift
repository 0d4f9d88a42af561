import AXModel
import ArgumentParser
import Foundation

/// Ends a command on any error: problems through `DiagnosticPrinter`; command-line mistakes,
/// help and version as swift-argument-parser words them for `Command`.
public enum CommandErrors {
    /// Prints the error and returns the exit status to end with: the problems' own (65 bad
    /// data, 66 missing input), or the parser's (64 usage, 0 help).
    public static func report<Command: ParsableCommand>(_ error: any Error, for command: Command.Type) -> Int32 {
        if let status = DiagnosticPrinter.report(error) { return status }
        let message = Command.fullMessage(for: error)
        let code = Command.exitCode(for: error).rawValue
        if code == 0 {
            if !message.isEmpty { print(message) }
        } else {
            printError(message.isEmpty ? "error: \(error)" : message)
        }
        return code
    }

    /// Writes one line to standard error, its control characters spelled visibly.
    public static func printError(_ line: String) {
        FileHandle.standardError.write(Data((TerminalText.visible(line) + "\n").utf8))
    }
}
