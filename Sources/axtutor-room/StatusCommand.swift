import AXModel
import ArgumentParser
import Foundation
import Progress
import RoomServer
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `axtutor-room status`: the facilitator's view of a room in the terminal.
struct StatusCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "status", abstract: "Show who is stuck and which exercises are hardest in a room.")

    @Argument(help: ArgumentHelp("The room: its URL and code, as serve printed them.", valueName: "url/code"))
    var room: String

    @Option(help: ArgumentHelp("The facilitator token (default: $AXTUTOR_ROOM_TOKEN).", valueName: "ftoken"))
    var token: String?

    @Flag(help: "Print the status as the server's JSON.")
    var json = false

    func run() async throws {
        let address: RoomURL
        do {
            address = try RoomURL.parse(room)
        } catch {
            throw ValidationError(error.message)
        }
        guard let token = token ?? ProcessInfo.processInfo.environment["AXTUTOR_ROOM_TOKEN"], !token.isEmpty else {
            throw ValidationError("the facilitator token is needed: pass --token FTOKEN")
        }
        let data = try await Self.fetch(address, token: token)
        if json {
            print(String(decoding: data, as: UTF8.self))
            return
        }
        guard let status = try? JSONDecoder().decode(RoomStatus.self, from: data) else {
            throw Diagnostic(message: "the server at \(address.server) did not answer with a room's status", exitCode: 69)
        }
        print(StatusReport.text(status), terminator: "")
    }

    /// The status JSON, or a diagnostic in words: the server's own message for a refusal.
    static func fetch(_ address: RoomURL, token: String) async throws -> Data {
        guard let url = URL(string: "\(address.server)/api/rooms/\(address.code)/status") else {
            throw Diagnostic(message: "cannot make a URL from \(address.server)", exitCode: 64)
        }
        var request = URLRequest(url: url, timeoutInterval: 10)
        request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        let data: Data, response: URLResponse
        do {
            (data, response) = try await URLSession.shared.data(for: request)
        } catch {
            throw Diagnostic(message: "cannot reach the room server at \(address.server): \(error.localizedDescription)",
                             exitCode: 69)
        }
        let code = (response as? HTTPURLResponse)?.statusCode ?? 0
        guard code == 200 else {
            let message = (try? JSONDecoder().decode([String: String].self, from: data))?["error"]
                ?? "HTTP status \(code)"
            throw Diagnostic(message: "the room server refused: \(message)",
                             exitCode: code == 401 || code == 403 ? 77 : code == 404 ? 66 : 69)
        }
        return data
    }
}
