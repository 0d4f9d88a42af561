import AXModel
import Course
import Foundation
import Hummingbird
import Logging
import NIOCore
import Presentation
import RoomProtocol

/// The room server's behaviour: opening rooms, and every route of the protocol
/// (docs/room-api.md) on one store and one course. Holds no room state of its own beyond the
/// rate limiters.
public struct RoomAPI: Sendable {
    public let store: any RoomStore
    public let course: CourseOutline
    public let limits: RoomLimits
    let learnerLimiter: RateLimiter
    let addressLimiter: RateLimiter
    let clock: @Sendable () -> Date
    /// Seconds on a monotonic clock, for the rate limiters.
    let uptime: @Sendable () -> TimeInterval
    /// The clock the event stream keeps time by: when it polls, sends a keep-alive and ends.
    let streamClock: any Clock<Duration>
    let logger: Logger

    /// `clock` tells the time rooms expire by and results are timed with; `uptime` drives the
    /// rate limiters; `streamClock` times the event stream (tests pass fixed or stepped ones).
    public init(store: any RoomStore, course: CourseOutline, limits: RoomLimits = .standard,
                clock: @escaping @Sendable () -> Date = { Date() },
                uptime: @escaping @Sendable () -> TimeInterval = { ProcessInfo.processInfo.systemUptime },
                streamClock: any Clock<Duration> = ContinuousClock()) {
        self.store = store
        self.course = course
        self.limits = limits
        self.clock = clock
        self.uptime = uptime
        self.streamClock = streamClock
        learnerLimiter = RateLimiter(perSecond: limits.learnerPerSecond)
        addressLimiter = RateLimiter(perSecond: limits.addressPerSecond, burst: limits.addressPerSecond * 2)
        logger = Logger(label: "axtutor.room")
    }

    /// A new room for the course, open for `hours`; returns it with its facilitator token
    /// (the only time the token exists outside the facilitator's hands).
    public func openRoom(paced: Bool, hours: Double) async throws -> (room: RoomRecord, token: String) {
        let token = Secret.random()
        let now = clock()
        for _ in 0..<5 {
            let code = RoomCode.random()
            guard try await store.room(code) == nil else { continue }
            let room = RoomRecord(code: code, course: course.id, facilitatorHash: Secret.hash(token), created: now,
                                  expires: now.addingTimeInterval(hours * 3600), paced: paced,
                                  unlocked: paced ? Array(course.lessonIDs.prefix(1)) : [])
            try await store.createRoom(room)
            return (room, token)
        }
        throw RoomStoreError("could not find an unused room code")
    }

    /// The room `code` of this database, to serve again after a restart (open or ended: an
    /// ended room's page, results and downloads are served, and it can be extended). Fails in
    /// words for a code the database does not have or a room of another course.
    public func resumeRoom(_ code: RoomCode) async throws -> RoomRecord {
        guard let room = try await store.room(code) else {
            throw Diagnostic(message: "no room \(code) in this database: --resume serves a room this database "
                                 + "already has (see --database and --state)", exitCode: 66)
        }
        guard room.course == course.id else {
            throw Diagnostic(message: "room \(code) runs the course '\(room.course)', and this server has '\(course.id)': "
                                 + "start it with that course (--course DIR)", exitCode: 65)
        }
        return room
    }

    /// The other rooms of this course still open in the database, newest first.
    public func otherOpenRooms(than code: RoomCode) async throws -> [RoomCode] {
        try await store.openRooms(course: course.id, now: clock()).filter { $0 != code }
    }

    /// The router with every route, the error middleware and the per-address rate limit.
    public func router() -> Router<RoomRequestContext> {
        let router = Router(context: RoomRequestContext.self)
        router.add(middleware: RoomErrorMiddleware(logger: logger))
        router.add(middleware: AddressRateMiddleware(limiter: addressLimiter, perSecond: limits.addressPerSecond,
                                                   uptime: uptime))
        addLearnerRoutes(to: router)
        addFacilitatorRoutes(to: router)
        addExportRoutes(to: router)
        RouteMethods.addNotAllowed(to: router)
        return router
    }

    /// The open room named by the path's `code`, or 404.
    func openRoom(_ context: RoomRequestContext) async throws -> RoomRecord {
        let room = try await storedRoom(context, notFound: RoomError.noRoom)
        guard room.isOpen(at: clock()) else { throw RoomError.noRoom(room.code.description) }
        return room
    }

    /// The bearer token of the `Authorization` header.
    static func bearer(_ request: Request) -> String? {
        guard let header = request.headers[.authorization] else { return nil }
        let parts = header.split(separator: " ", maxSplits: 1)
        guard parts.count == 2, parts[0].lowercased() == "bearer" else { return nil }
        let token = parts[1].trimmingCharacters(in: .whitespaces)
        return token.isEmpty ? nil : token
    }

    /// The request body, at most `limits.bodyBytes` (413 beyond).
    func body(_ request: Request) async throws -> Data {
        if let length = request.headers[.contentLength].flatMap({ Int($0) }), length > limits.bodyBytes {
            throw RoomError.tooLarge
        }
        do {
            let buffer = try await request.body.collect(upTo: limits.bodyBytes)
            return Data(buffer.readableBytesView)
        } catch is NIOTooManyBytesError {
            throw RoomError.tooLarge
        } catch let error as HTTPError where error.status == .contentTooLarge {
            throw RoomError.tooLarge
        }
    }

    /// The request's JSON body decoded as `T`, holding only the `allowed` keys. The body must
    /// say it is JSON (`Content-Type: application/json`), which a form on another site cannot
    /// send without the browser asking this server first: 415 otherwise.
    func jsonBody<T: Decodable>(_ type: T.Type, _ request: Request, allowed: [String]) async throws -> T {
        let mediaType = request.headers[.contentType]?.split(separator: ";").first
            .map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        guard mediaType == "application/json" else {
            throw RoomError(.unsupportedMediaType, "send the body as JSON, with the header 'Content-Type: application/json'")
        }
        return try StrictJSON.decode(type, from: try await body(request), allowed: allowed)
    }

    /// A JSON response.
    static func json(_ value: some Encodable, status: HTTPResponse.Status = .ok) throws -> Response {
        let encoder = JSONOutput.encoder(pretty: false)
        let data = try encoder.encode(value)
        return Response(status: status,
                        headers: [.contentType: "application/json; charset=utf-8", .cacheControl: "no-store"],
                        body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
    }

    /// The room's status now.
    func status(of room: RoomRecord) async throws -> RoomStatus {
        async let learners = store.learners(room: room.code)
        async let results = store.results(room: room.code)
        return RoomStatus.compute(room: room, course: course, learners: try await learners,
                                  results: try await results, now: clock())
    }

    /// "— did you mean 'x'" for a near miss among `candidates`, or nothing.
    static func nearMiss(_ text: String, in candidates: [String]) -> String {
        NearMiss.suggestion(for: text, in: candidates).map { " — did you mean '\($0)'?" } ?? ""
    }
}
