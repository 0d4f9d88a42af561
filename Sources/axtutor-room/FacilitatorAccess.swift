import AXModel
import ArgumentParser
import Foundation
import Progress
import RoomClient

/// The room and the facilitator's token that `status` and `export` ask with, and how a refusal
/// becomes an exit status.
struct FacilitatorAccess: ParsableArguments {
    @Argument(help: ArgumentHelp("The room's address, as serve printed it for learners (http://HOST:PORT/CODE), "
                                 + "or the facilitator page's.", valueName: "address"))
    var room: String

    @Option(help: ArgumentHelp("The facilitator token (default: $AXTUTOR_ROOM_TOKEN).", valueName: "ftoken"))
    var token: String?

    @Option(help: "Seconds to wait for the room, connecting included (more than 0, at most 3600).")
    var timeout: Double = 10

    /// The room's address, and the token from `--token` or the environment.
    private func resolved() throws -> (address: RoomURL, token: String) {
        let address: RoomURL
        do {
            address = try RoomURL.parse(room)
        } catch {
            throw ValidationError(error.message)
        }
        guard let token = token ?? ProcessInfo.processInfo.environment["AXTUTOR_ROOM_TOKEN"], !token.isEmpty else {
            throw ValidationError("the facilitator token is needed: pass --token FTOKEN")
        }
        return (address, token)
    }

    /// What `ask` fetches from the room and the server it asked, or a diagnostic in words: the
    /// room's own message for a refusal, 77 for a wrong token, 66 for a room that is not there,
    /// 69 when the room does not answer in time.
    func fetch(_ ask: (RoomClient, String) throws(RoomClientError) -> Data) throws -> (data: Data, server: String) {
        let (address, token) = try resolved()
        do {
            return (try ask(RoomClient(address: address, timeout: timeout), token), address.server)
        } catch {
            throw Diagnostic(message: error.message, exitCode: Self.exitCode(error))
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
