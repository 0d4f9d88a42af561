import ArgumentParser
import Foundation
import Presentation

/// The `axtutor` command: its subcommands, and the one place a run ends in an error.
@main
struct Axtutor: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "axtutor",
        abstract: "Learn how screen readers speak your UI.",
        subcommands: [LearnCommand.self, ListCommand.self, LessonCommand.self, CheckCommand.self,
                      ProgressCommand.self, ReportCommand.self, ResetCommand.self, VerifyCommand.self, NewCommand.self, ImportCommand.self, Speak.self,
                      AuditCommand.self, RoomCommand.self],
        defaultSubcommand: LearnCommand.self)

    /// Parses the command line and runs the command; any error is printed by `CommandErrors`
    /// and becomes the exit status.
    static func main() {
        do {
            var command = try parseAsRoot(GlobalArguments.reorder(Array(CommandLine.arguments.dropFirst()),
                                                                  subcommands: subcommandNames()))
            try command.run()
        } catch {
            Foundation.exit(CommandErrors.report(error, for: Axtutor.self))
        }
    }

    /// Each subcommand's name, with its own subcommands' names.
    static func subcommandNames() -> [String: Set<String>] {
        Dictionary(configuration.subcommands.map { command in
            (command._commandName, Set(command.configuration.subcommands.map { $0._commandName }))
        }, uniquingKeysWith: { first, _ in first })
    }
}
