import Foundation
import Presentation
import Progress
import RoomProtocol

/// The learner's calls to a room (join, post a result, ask the pace), as the protocol in
/// docs/room-api.md words them.
public struct RoomClient: Sendable {
    public let address: RoomURL
    private let http: RoomHTTP

    /// What joining gives: the learner's id and secret, and the room's course.
    public struct Joined: Decodable, Equatable, Sendable {
        public var learner: String
        public var secret: String
        public var course: String
        /// True when the facilitator let this name back in: the results sent before stay its own.
        public var rejoined: Bool?
    }

    /// How the room took a result.
    public enum Delivery: Equatable, Sendable {
        /// 201: stored now.
        case stored
        /// 200: a result with this id was already stored (a resend).
        case alreadyStored
        /// 429: too many results at once; try again shortly.
        case slowDown
        /// 423: the room holds it for now (its lesson is not unlocked, the room has ended); the
        /// reason in its words. It is sent again later.
        case held(String)
        /// Another 4xx: the room will never take it; the reason in its words.
        case refused(String)
    }

    public init(address: RoomURL, timeout: TimeInterval = 5) {
        self.address = address
        http = RoomHTTP(server: address.server, timeout: timeout)
    }

    private var base: String { "/api/rooms/\(address.code)" }

    /// `POST /api/rooms/CODE/learners`: joins under `name`.
    public func join(name: String) throws(RoomClientError) -> Joined {
        let body = Self.encode(["name": name])
        let reply = try http.send("POST", base + "/learners", json: body)
        guard reply.status == 201 || reply.status == 200 else {
            throw RoomClientError.refused(status: reply.status, message: reply.errorMessage)
        }
        guard let joined = try? JSONDecoder().decode(Joined.self, from: reply.body) else {
            throw RoomClientError(message: "the room's answer to joining is not the JSON expected", exitCode: 65)
        }
        return joined
    }

    /// `POST /api/rooms/CODE/results`: one result; a 5xx or no answer throws.
    public func post(_ result: OutboxResult, secret: String) throws(RoomClientError) -> Delivery {
        let reply = try http.send("POST", base + "/results", secret: secret, json: Self.encode(ResultMessage(result)))
        switch reply.status {
        case 201: return .stored
        case 200: return .alreadyStored
        case 429: return .slowDown
        case 423: return .held(reply.errorMessage)
        case 400..<500: return .refused(reply.errorMessage)
        default: throw RoomClientError.refused(status: reply.status, message: reply.errorMessage)
        }
    }

    /// `GET /api/rooms/CODE/pace`: the lessons the room lets its learners take.
    public func pace(secret: String) throws(RoomClientError) -> RoomPace {
        let reply = try http.send("GET", base + "/pace", secret: secret)
        guard reply.status == 200 else { throw RoomClientError.refused(status: reply.status, message: reply.errorMessage) }
        guard let pace = try? JSONDecoder().decode(RoomPace.self, from: reply.body) else {
            throw RoomClientError(message: "the room's pace is not the JSON expected", exitCode: 65)
        }
        return pace
    }

    /// `GET /api/rooms/CODE/status` with the facilitator's token: the status JSON as sent. A
    /// refusal carries its HTTP status and the room's words (`errorMessage`).
    public func status(token: String) throws(RoomClientError) -> Data {
        let reply = try http.send("GET", base + "/status", secret: token)
        guard reply.status == 200 else { throw RoomClientError.refused(status: reply.status, message: reply.errorMessage) }
        return reply.body
    }

    /// `GET /api/rooms/CODE/export?format=FORMAT` with the facilitator's token: the room's
    /// results as sent (CSV or JSON), also after the room expired.
    public func export(token: String, format: String) throws(RoomClientError) -> Data {
        let reply = try http.send("GET", base + "/export?format=" + format, secret: token)
        guard reply.status == 200 else { throw RoomClientError.refused(status: reply.status, message: reply.errorMessage) }
        return reply.body
    }

    static func encode(_ value: some Encodable) -> Data {
        let encoder = JSONOutput.encoder(pretty: false)
        return (try? encoder.encode(value)) ?? Data("{}".utf8)
    }
}
