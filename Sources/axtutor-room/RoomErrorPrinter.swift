import AXModel
import ArgumentParser
import Foundation
import RoomServer

/// Turns the error a command ends with into a line on standard error and an exit status:
/// diagnostics as axtutor renders them, store problems in words, command-line mistakes as
/// swift-argument-parser words them.
enum RoomErrorPrinter {
    static func report(_ error: any Error) -> Int32 {
        switch error {
        case let problem as Diagnostic:
            printError(problem.rendered)
            return problem.exitCode
        case let problems as Diagnostics:
            for problem in problems.items { printError(problem.rendered) }
            return problems.items.map(\.exitCode).max() ?? 65
        case let problem as RoomStoreError:
            printError("error: \(problem.description)")
            return 69
        default:
            let message = AxtutorRoom.fullMessage(for: error)
            let code = AxtutorRoom.exitCode(for: error).rawValue
            if code == 0 {
                if !message.isEmpty { print(message) }
            } else {
                printError(message.isEmpty ? "error: \(error)" : message)
            }
            return code
        }
    }

    /// Writes one line to standard error.
    static func printError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
