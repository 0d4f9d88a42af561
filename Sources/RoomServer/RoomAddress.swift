import Foundation

/// A room as a person gives it: `http://host:port/CODE` (also the page's `/rooms/CODE` URL),
/// split into the server's base URL and the code.
public struct RoomAddress: Sendable, Equatable {
    /// `http://host:port`, without a trailing slash.
    public var server: String
    public var code: RoomCode

    public init(server: String, code: RoomCode) {
        self.server = server
        self.code = code
    }

    /// Reads `URL/CODE`; nil when it is not an http(s) URL ending in a room code.
    public init?(_ text: String) {
        guard var components = URLComponents(string: text), let scheme = components.scheme?.lowercased(),
              scheme == "http" || scheme == "https", components.host?.isEmpty == false else { return nil }
        var parts = components.path.split(separator: "/").map(String.init)
        guard let last = parts.popLast(), let code = RoomCode(last) else { return nil }
        if parts.last == "rooms" { parts.removeLast() }
        components.path = parts.isEmpty ? "" : "/" + parts.joined(separator: "/")
        components.query = nil
        components.fragment = nil
        guard let server = components.string else { return nil }
        self.init(server: server, code: code)
    }
}
