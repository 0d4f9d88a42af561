import Foundation

/// A room as a learner names it, `http://HOST:PORT/K7Q2-9XMD`: the server's address and the
/// room code, the code checked and written the way the room shows it.
public struct RoomURL: Equatable, Sendable {
    /// The server, without the code and without a final slash: `http://127.0.0.1:8080`.
    public var server: String
    /// The code as shown: upper case, a dash after the fourth character.
    public var code: String

    /// The 32 characters of Crockford's base32 (no I, L, O or U).
    static let alphabet = Set("0123456789ABCDEFGHJKMNPQRSTVWXYZ")

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
        guard let code = normalizedCode(String(path[path.index(after: slash)...])) else {
            throw ProgressError.badRoomURL(text, "'\(path[path.index(after: slash)...])' is not a room code: "
                                       + "a code is 8 letters and digits, like K7Q2-9XMD")
        }
        var server = path[..<slash]
        if server.hasSuffix("/rooms") { server = server.dropLast("/rooms".count) }   // the facilitator page's form
        return RoomURL(server: String(server), code: code)
    }

    /// `K7Q2-9XMD` from any spelling of it (`k7q29xmd`, `K7Q2-9XMD`, and, as Crockford intends,
    /// O read as 0 and I or L as 1); nil when it is not a code. The one reading of a code, for
    /// learners and the room server alike.
    public static func normalizedCode(_ text: String) -> String? {
        guard text.utf8.count <= 16, text.filter({ $0 == "-" }).count <= 1 else { return nil }
        let letters = text.uppercased().filter { $0 != "-" }.map { character -> Character in
            switch character {
            case "O": "0"
            case "I", "L": "1"
            default: character
            }
        }
        guard letters.count == 8, letters.allSatisfy(alphabet.contains) else { return nil }
        return String(letters.prefix(4)) + "-" + String(letters.suffix(4))
    }
}
