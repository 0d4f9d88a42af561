import Hummingbird

/// A refused request: its HTTP status and the message, sent as `{"error": "message"}`.
public struct RoomError: HTTPResponseError, Equatable {
    public let status: HTTPResponse.Status
    public let message: String
    /// Extra response headers (`Retry-After` for 429).
    public var headers: HTTPFields = [:]

    public init(_ status: HTTPResponse.Status, _ message: String, headers: HTTPFields = [:]) {
        self.status = status
        self.message = message
        self.headers = headers
    }

    public func response(from request: Request, context: some RequestContext) throws -> Response {
        var fields = headers
        fields[.contentType] = "application/json; charset=utf-8"
        return Response(status: status, headers: fields,
                        body: ResponseBody(byteBuffer: ByteBuffer(string: JSONText.object(["error": message]))))
    }

    // MARK: The messages, worded once

    static func noRoom(_ code: String) -> RoomError {
        RoomError(.notFound, "no open room with code \(code)")
    }

    static let tooLarge = RoomError(.contentTooLarge, "request body is larger than 16 KiB")
    static let missingSecret = RoomError(.unauthorized,
                                         "missing learner secret: send 'Authorization: Bearer SECRET' as issued at join")
    static let unknownSecret = RoomError(.unauthorized, "unknown learner secret for this room")
    static let missingToken = RoomError(.unauthorized,
                                        "missing facilitator token: send 'Authorization: Bearer TOKEN' or add ?token=TOKEN")
    static let wrongToken = RoomError(.unauthorized, "wrong facilitator token")
    static let learnerOnFacilitatorRoute = RoomError(.forbidden,
                                                     "a learner's secret cannot read the room: use the facilitator token")
    /// 423: the room holds the result for now; the learner's sender keeps it and sends it again.
    static func lessonLocked(_ lesson: String, exercise: String) -> RoomError {
        RoomError(HTTPResponse.Status(code: 423, reasonPhrase: "Locked"), "the lesson '\(lesson)' is not unlocked in this room, so the result for '\(exercise)' "
                  + "waits on your machine and is sent once the facilitator unlocks it")
    }

    /// 423: a result for a room that ended waits in case the facilitator reopens it.
    static func roomEnded(_ code: String) -> RoomError {
        RoomError(HTTPResponse.Status(code: 423, reasonPhrase: "Locked"), "room \(code) has ended, so this result waits on your machine and is sent if the "
                  + "facilitator reopens the room")
    }
    static func rateLimited(_ limit: Int, per who: String) -> RoomError {
        RoomError(.tooManyRequests, "too many requests: at most \(limit) a second per \(who); try again shortly",
                  headers: [.retryAfter: "1"])
    }
}
