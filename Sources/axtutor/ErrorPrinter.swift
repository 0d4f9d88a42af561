import AXModel
import ArgumentParser
import Foundation

/// Turns any error a command ends with into terminal text and an exit status: located
/// problems (`Diagnostic`, `Diagnostics`) as their rendered lines on stderr, command-line
/// mistakes, help and version as swift-argument-parser words them.
enum ErrorPrinter {
    /// Prints the error and returns the exit status to end with: a diagnostic's own (65 bad
    /// data, 66 missing input), the highest of several, or the parser's (64 usage, 0 help).
    static func report(_ error: any Error) -> Int32 {
        switch error {
        case let problem as Diagnostic:
            printError(problem.rendered)
            return problem.exitCode
        case let problems as Diagnostics:
            for problem in problems.items { printError(problem.rendered) }
            return problems.items.map(\.exitCode).max() ?? 65
        default:
            let message = Axtutor.fullMessage(for: error)
            let code = Axtutor.exitCode(for: error).rawValue
            if code == 0 {
                if !message.isEmpty { print(message) }
            } else {
                printError(message)
            }
            return code
        }
    }

    /// Writes one line to standard error.
    static func printError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
