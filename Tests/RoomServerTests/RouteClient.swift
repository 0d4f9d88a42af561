import Foundation
import Hummingbird
import HummingbirdTesting
import NIOCore
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

/// Requests to a room server through Hummingbird's test client.
struct RouteClient {
    let client: any TestClientProtocol

    func send(_ method: HTTPRequest.Method, _ path: String, bearer: String? = nil, body: String? = nil,
              contentType: String = "application/json") async throws -> Answer {
        var headers: HTTPFields = [:]
        if let bearer { headers[.authorization] = "Bearer \(bearer)" }
        if body != nil { headers[.contentType] = contentType }
        return try await client.execute(uri: path, method: method, headers: headers,
                                        body: body.map { ByteBuffer(string: $0) }) { response in
            Answer(status: Int(response.status.code), headers: response.headers,
                   body: String(buffer: response.body))
        }
    }

    /// Joins `name` and returns the learner's secret.
    func join(_ code: RoomCode, _ name: String) async throws -> String {
        let answer = try await send(.post, "/api/rooms/\(code)/learners", body: #"{"name": "\#(name)"}"#)
        return answer.json["secret"] as? String ?? ""
    }

    /// A result body.
    static func result(id: String = UUID().uuidString, exercise: String = "traits/button/01-icon",
                       passed: Bool = false, attempts: Int = 1) -> String {
        """
        {"id": "\(id)", "exercise": "\(exercise)", "passed": \(passed), "attempts": \(attempts),
         "hintsUsed": 0, "seconds": 30, "at": "2026-11-22T09:41:00Z"}
        """
    }
}

/// Scenarios that need two servers on one database.
enum RouteScenario {
    /// A learner joins through one server; the other server takes their result and shows it.
    static func joinOnOneServerReadOnTheOther(_ first: RoomAPI, _ second: RoomAPI) async throws {
        let (room, token) = try await first.openRoom(paced: true, hours: 1)
        let one = Application(router: first.router())
        let two = Application(router: second.router())
        let secret = try await one.test(.router) { client in
            try await RouteClient(client: client).join(room.code, "Ada")
        }
        try await two.test(.router) { client in
            let client = RouteClient(client: client)
            let posted = try await client.send(.post, "/api/rooms/\(room.code)/results", bearer: secret,
                                               body: RouteClient.result(passed: true, attempts: 2))
            #expect(posted.status == 201)
            let unlocked = try await client.send(.post, "/api/rooms/\(room.code)/unlock", bearer: token, body: "{}")
            #expect(unlocked.body == #"{"unlocked":["traits/button","traits/header"]}"#)
        }
        try await one.test(.router) { client in
            let status = try await RouteClient(client: client).send(.get, "/api/rooms/\(room.code)/status",
                                                                      bearer: token)
            let decoded = try JSONDecoder().decode(RoomStatus.self, from: Data(status.body.utf8))
            #expect(decoded.learners.map(\.name) == ["Ada"])
            #expect(decoded.learners.first?.results["traits/button/01-icon"]?.passed == true)
            #expect(decoded.unlocked == ["traits/button", "traits/header"])
        }
    }
}
