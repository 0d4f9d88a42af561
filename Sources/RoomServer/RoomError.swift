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
    static func lessonLocked(_ lesson: String, exercise: String) -> RoomError {
        RoomError(.forbidden, "the facilitator has not unlocked the lesson '\(lesson)' yet, "
                  + "so a result for '\(exercise)' does not count in this room")
    }
        static func rateLimited(_ limit: Int, per who: String) -> RoomError {
        RoomError(.tooManyRequests, "too many requests: at most \(limit) a second per \(who); try again shortly",
                  headers: [.retryAfter: "1"])
    }
}
