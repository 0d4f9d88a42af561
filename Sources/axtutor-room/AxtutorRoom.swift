import ArgumentParser
import Foundation
import RoomClient
import Presentation

/// The `axtutor-room` command: the workshop room server and the commands that talk to it.
/// Kept apart from `axtutor` so that the tutor starts fast and carries no networking.
@main
struct AxtutorRoom: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "axtutor-room",
        abstract: "Run a workshop room: learners report their checks, the facilitator sees who is stuck.",
        subcommands: [ServeCommand.self, StatusCommand.self, ExportCommand.self, JoinCommand.self, SendCommand.self, PaceCommand.self])

    /// Parses the command line and runs the command; any error is printed by
    /// `CommandErrors` and becomes the exit status.
    static func main() async {
        do {
            var command = try parseAsRoot()
            if var command = command as? any AsyncParsableCommand {
                try await command.run()
            } else {
                try command.run()
            }
        } catch {
            Foundation.exit(CommandErrors.report(error, for: AxtutorRoom.self))
        }
    }
}
