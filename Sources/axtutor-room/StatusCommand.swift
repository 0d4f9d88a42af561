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

    @OptionGroup var access: FacilitatorAccess

    @Flag(help: "Print the status as the server's JSON.")
    var json = false

    func run() throws {
        let (data, server) = try access.fetch { client, token throws(RoomClientError) in try client.status(token: token) }
        if json {
            print(String(decoding: data, as: UTF8.self))
            return
        }
        guard let status = try? JSONDecoder().decode(RoomStatus.self, from: data) else {
            throw Diagnostic(message: "the server at \(server) did not answer with a room's status", exitCode: 69)
        }
        print(StatusReport.text(status), terminator: "")
    }
}
