import Foundation
import RoomProtocol

/// A room as a learner names it, `http://HOST:PORT/K7Q2-9XMD`: the server's address and the
/// room code, the code checked and written the way the room shows it.
public struct RoomURL: Equatable, Sendable {
    /// The server, without the code and without a final slash: `http://127.0.0.1:8080`.
    public var server: String
    /// The code as shown: upper case, a dash after the fourth character.
    public var code: String

    public init(server: String, code: String) {
        self.server = server
        self.code = code
    }

    /// `server/code`, the form learners are given.
    public var text: String { server + "/" + code }

    /// Reads `URL/CODE`; the code is accepted in any case, with or without its dash.
    public static func parse(_ text: String) throws(ProgressError) -> RoomURL {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("http://") || trimmed.hasPrefix("https://") else {
            throw ProgressError.badRoomURL(text, "it must start with http:// or https://, "
                                       + "like http://127.0.0.1:8080/K7Q2-9XMD")
        }
        // The facilitator page's address may carry its `?token=…`: only the path matters here.
        var path = trimmed.prefix { $0 != "?" && $0 != "#" }
        while path.hasSuffix("/") { path = path.dropLast() }
        guard let slash = path.lastIndex(of: "/"), path[..<slash].count > "https://".count - 1,
              !path[..<slash].hasSuffix("/") else {
            throw ProgressError.badRoomURL(text, "it must end with the room code, like http://127.0.0.1:8080/K7Q2-9XMD")
        }
        guard let code = RoomCode(String(path[path.index(after: slash)...]))?.description else {
            throw ProgressError.badRoomURL(text, "'\(path[path.index(after: slash)...])' is not a room code: "
                                       + "a code is 8 letters and digits, like K7Q2-9XMD")
        }
        var server = path[..<slash]
        if server.hasSuffix("/rooms") { server = server.dropLast("/rooms".count) }   // the facilitator page's form
        return RoomURL(server: String(server), code: code)
    }
}
