import AXModel
import ArgumentParser
import Foundation
import Progress
import RoomClient
import RoomServer

/// `axtutor-room status`: the facilitator's view of a room in the terminal.
struct StatusCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "status", abstract: "Show who is stuck and which exercises are hardest in a room.")

    @Argument(help: ArgumentHelp("The room: its URL and code, as serve printed them.", valueName: "url/code"))
    var room: String

    @Option(help: ArgumentHelp("The facilitator token (default: $AXTUTOR_ROOM_TOKEN).", valueName: "ftoken"))
    var token: String?

    @Option(help: "Seconds to wait for the room, connecting included (more than 0, at most 3600).")
    var timeout: Double = 10

    @Flag(help: "Print the status as the server's JSON.")
    var json = false

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
        let data = try Self.fetch(address, token: token, timeout: timeout)
        if json {
            print(String(decoding: data, as: UTF8.self))
            return
        }
        guard let status = try? JSONDecoder().decode(RoomStatus.self, from: data) else {
            throw Diagnostic(message: "the server at \(address.server) did not answer with a room's status", exitCode: 69)
        }
        print(StatusReport.text(status), terminator: "")
    }

    /// The status JSON, or a diagnostic in words: the room's own message for a refusal, 77 for
    /// a wrong token, 66 for a room that is not there, 69 when the room does not answer in time.
    static func fetch(_ address: RoomURL, token: String, timeout: TimeInterval) throws -> Data {
        do {
            return try RoomClient(address: address, timeout: timeout).status(token: token)
        } catch {
            throw Diagnostic(message: error.message, exitCode: exitCode(error))
        }
    }

    /// 77 for a wrong token, 66 for a room that is not there, 69 for another refusal or no
    /// answer in time; the client's own code when the room was never asked.
    static func exitCode(_ error: RoomClientError) -> Int32 {
        switch error.status {
        case 401, 403: 77
        case 404: 66
        case .some: 69
        case nil: error.exitCode
        }
    }
}
