import AXModel
import ArgumentParser
import Foundation
import Progress
import RoomClient

/// `axtutor-room export`: the room's results as a file to take home, CSV or JSON, also after
/// the room expired.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Save every learner's results in a room as CSV or JSON (also after the room expired).")

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case csv, json
    }

    @Argument(help: ArgumentHelp("The room: its URL and code, as serve printed them.", valueName: "url/code"))
    var room: String

    @Option(help: ArgumentHelp("The facilitator token (default: $AXTUTOR_ROOM_TOKEN).", valueName: "ftoken"))
    var token: String?

    @Option(help: "csv (a spreadsheet's, RFC 4180) or json.")
    var format: Format = .csv

    @Option(help: ArgumentHelp("The file to write (default: standard output).", valueName: "file"))
    var output: String?

    @Option(help: "Seconds to wait for the room, connecting included (more than 0, at most 3600).")
    var timeout: Double = 10

    func run() throws {
        let address: RoomURL
        do {
            address = try RoomURL.parse(room)
        } catch {
            throw ValidationError(error.message)
        }
        guard let token = token ?? ProcessInfo.processInfo.environment["AXTUTOR_ROOM_TOKEN"], !token.isEmpty else {
            throw ValidationError("the facilitator token is needed: pass --token FTOKEN")
        }
        let data: Data
        do {
            data = try RoomClient(address: address, timeout: timeout).export(token: token, format: format.rawValue)
        } catch {
            throw Diagnostic(message: error.message, exitCode: StatusCommand.exitCode(error))
        }
        guard let output else {
            FileHandle.standardOutput.write(data)
            return
        }
        do {
            try data.write(to: URL(fileURLWithPath: output), options: .atomic)
        } catch {
            throw Diagnostic(message: "cannot write '\(output)': \(error.localizedDescription)", exitCode: 73)
        }
    }
}
