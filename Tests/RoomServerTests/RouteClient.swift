import Foundation
import Hummingbird
import Logging
import NIOConcurrencyHelpers
import NIOCore
import NIOEmbedded
import RoomProtocol
import Testing
@testable import RoomServer

/// One answer of the server: status, headers and body as text.
struct Answer: Sendable {
    var status: Int
    var headers: HTTPFields
    var body: String

    /// The `error` field of a refusal.
    var error: String? {
        (try? JSONDecoder().decode([String: String].self, from: Data(body.utf8)))?["error"]
    }

    /// The body as a JSON object.
    var json: [String: Any] {
        (try? JSONSerialization.jsonObject(with: Data(body.utf8))) as? [String: Any] ?? [:]
    }
}

/// Requests handed straight to a room server's router, as Hummingbird's server hands them on
/// (no socket); the whole response body is collected, an event stream's once it ends.
struct RouteClient: Sendable {
    let responder: RouterResponder<RoomRequestContext>

    init(_ api: RoomAPI) {
        responder = api.router().buildResponder()
    }

    func send(_ method: HTTPRequest.Method, _ path: String, bearer: String? = nil, body: String? = nil,
              contentType: String = "application/json", cookie: String? = nil) async throws -> Answer {
        var headers: HTTPFields = [:]
        if let bearer { headers[.authorization] = "Bearer \(bearer)" }
        if let cookie { headers[.cookie] = cookie }
        if let body {
            headers[.contentType] = contentType
            headers[.contentLength] = String(body.utf8.count)
        }
        let request = Request(head: HTTPRequest(method: method, scheme: "http", authority: "localhost", path: path,
                                                headerFields: headers),
                              body: RequestBody(buffer: ByteBuffer(string: body ?? "")))
        let context = RoomRequestContext(source: ApplicationRequestContextSource(channel: NIOAsyncTestingChannel(),
                                                                                 logger: Self.logger))
        // As Hummingbird's server does, an error no middleware answered is a 500.
        let response = (try? await responder.respond(to: request, context: context))
            ?? Response(status: .internalServerError)
        let collected = CollectedBody()
        try await response.body.write(collected)
        return Answer(status: Int(response.status.code), headers: response.headers,
                      body: String(buffer: collected.buffer.withLockedValue { $0 }))
    }

    private static let logger = Logger(label: "axtutor.room.test")

    /// The facilitator's page as a browser opens the address the server printed: the token in
    /// the address answers with a cookie and a redirect, followed with the cookie. Returns the
    /// page and the cookie (`name=value`) for the page's forms.
    func page(_ code: RoomCode, token: String) async throws -> (page: Answer, cookie: String) {
        let first = try await send(.get, "/rooms/\(code)?token=\(token)")
        #expect(first.status == 303)
        #expect(first.headers[.location] == "/rooms/\(code)")
        let cookie = String(first.headers[.setCookie]?.split(separator: ";").first ?? "")
        return (try await send(.get, "/rooms/\(code)", cookie: cookie), cookie)
    }

    /// Joins `name` and returns the learner's secret.
    func join(_ code: RoomCode, _ name: String) async throws -> String {
        let answer = try await send(.post, "/api/rooms/\(code)/learners", body: #"{"name": "\#(name)"}"#)
        return answer.json["secret"] as? String ?? ""
    }

    /// A result body.
    /// A result body, checked `at` now unless told (the room refuses a time far from its clock).
    static func result(id: String = UUID().uuidString, exercise: String = "traits/button/01-icon",
                       passed: Bool = false, attempts: Int = 1, at: String = now()) -> String {
        """
        {"id": "\(id)", "exercise": "\(exercise)", "passed": \(passed), "attempts": \(attempts),
         "hintsUsed": 0, "seconds": 30, "at": "\(at)"}
        """
    }

    /// Now, or `offset` seconds from now, as a result's `at` writes it.
    static func now(_ offset: TimeInterval = 0) -> String {
        ISO8601DateFormatter().string(from: Date().addingTimeInterval(offset))
    }
}

/// Scenarios that need two servers on one database.
enum RouteScenario {
    /// A learner joins through one server; the other server takes their result and shows it.
    static func joinOnOneServerReadOnTheOther(_ first: RoomAPI, _ second: RoomAPI) async throws {
        let (room, token) = try await first.openRoom(paced: true, hours: 1)
        let one = RouteClient(first)
        let two = RouteClient(second)
        let secret = try await one.join(room.code, "Ada")
        let posted = try await two.send(.post, "/api/rooms/\(room.code)/results", bearer: secret,
                                        body: RouteClient.result(passed: true, attempts: 2))
        #expect(posted.status == 201)
        let unlocked = try await two.send(.post, "/api/rooms/\(room.code)/unlock", bearer: token, body: "{}")
        #expect(unlocked.body == #"{"unlocked":["traits/button","traits/header"]}"#)
        let status = try await one.send(.get, "/api/rooms/\(room.code)/status", bearer: token)
        let decoded = try JSONDecoder().decode(RoomStatus.self, from: Data(status.body.utf8))
        #expect(decoded.learners.map(\.name) == ["Ada"])
        #expect(decoded.learners.first?.results["traits/button/01-icon"]?.passed == true)
        #expect(decoded.unlocked == ["traits/button", "traits/header"])
    }
}

/// A response body kept in memory as the router writes it.
final class CollectedBody: ResponseBodyWriter, Sendable {
    let buffer = NIOLockedValueBox(ByteBuffer())

    func write(_ part: ByteBuffer) async throws {
        _ = buffer.withLockedValue { $0.writeImmutableBuffer(part) }
    }

    func finish(_ trailingHeaders: HTTPFields?) async throws {}
}
