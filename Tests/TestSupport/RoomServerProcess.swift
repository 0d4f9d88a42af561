import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A real `axtutor-room serve` on loopback for the end-to-end tests: it binds a free port
/// itself (`--port 0`) and the test reads the port it got from the room it announces.
public final class RoomServerProcess {
    /// The built `axtutor-room`.
    public static let binary: String? = builtExecutable("axtutor-room")

    /// What `serve --json` prints.
    public struct Announcement: Decodable, Sendable {
        public var code: String
        public var learnerURL: String
        public var facilitatorURL: String
        /// Null for a resumed room (the server keeps only the token's hash).
        public var facilitatorToken: String?
    }

    public let announcement: Announcement
    private let child: ChildProcess

    /// Starts the server for the course pack at `course` on the SQLite file `database` and
    /// waits (up to a minute) for its room.
    public init(course: String, database: String, paced: Bool = false, arguments: [String] = []) throws {
        guard let binary = Self.binary else {
            throw ChildProcess.Failure(description: "axtutor-room is not built")
        }
        child = try ChildProcess(binary, ["serve", "--host", "127.0.0.1", "--port", "0",
                                          "--database", "sqlite:" + database, "--course", course, "--json"]
                                         + (paced ? ["--paced"] : []) + arguments)
        let line = try child.waitForOutput(timeout: 60) { $0.contains("\n") }
        announcement = try JSONDecoder().decode(Announcement.self, from: Data(line.utf8))
    }

    /// What the server wrote on standard error so far (its notes).
    public var notes: String { child.stderrSoFar }

    /// `http://127.0.0.1:PORT`.
    public var server: String {
        let url = announcement.learnerURL
        return String(url[..<(url.range(of: "/", options: .backwards)?.lowerBound ?? url.endIndex)])
    }

    /// The port the server bound.
    public var port: Int { URL(string: announcement.learnerURL)?.port ?? 0 }

    /// Stops the server and waits for it.
    /// Stops the server (SIGTERM, as Ctrl-C's SIGINT) and waits for it; what it wrote.
    @discardableResult
    public func stop() -> ChildOutput {
        child.terminate()
    }

    deinit { stop() }

    /// `GET` a facilitator endpoint of a room (this server's own by default), as JSON; with
    /// `json`, `POST` that body instead.
    public func facilitator(_ path: String, room: Announcement? = nil, token: String? = nil,
                            json: String? = nil) async throws -> [String: Any] {
        let room = room ?? announcement
        let url = URL(string: "\(server)/api/rooms/\(room.code)/\(path)")!
        var request = URLRequest(url: url)
        request.setValue("Bearer \(token ?? room.facilitatorToken ?? "")", forHTTPHeaderField: "Authorization")
        if let json {
            request.httpMethod = "POST"
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
            request.httpBody = Data(json.utf8)
        }
        let (data, _) = try await URLSession.shared.data(for: request)
        return (try JSONSerialization.jsonObject(with: data)) as? [String: Any] ?? [:]
    }
}
