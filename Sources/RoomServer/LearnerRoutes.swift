import Course
import Foundation
import Hummingbird
import RoomProtocol

/// The learner's endpoints: join, post a result, read the pace.
extension RoomAPI {
    /// `POST /api/rooms/{code}/learners` body.
    struct JoinRequest: Decodable {
        var name: String
    }

    /// The answer to a join: the learner's id and secret (shown once) and the course id;
    /// `rejoined` when the facilitator let a learner who lost their progress back in.
    struct JoinResponse: Encodable {
        var learner: String
        var secret: String
        var course: String
        var rejoined = false
    }

    /// The answer to a pace request.
    struct PaceResponse: Encodable {
        var paced: Bool
        var unlocked: [String]
    }

    func addLearnerRoutes(to router: Router<RoomRequestContext>) {
        router.post("/api/rooms/:code/learners") { request, context in
            try await join(request, context)
        }
        router.post("/api/rooms/:code/results") { request, context in
            try await postResult(request, context)
        }
        router.get("/api/rooms/:code/pace") { request, context in
            let room = try await openRoom(context)
            _ = try await learner(request, in: room)
            return try Self.json(PaceResponse(paced: room.paced, unlocked: unlocked(room)))
        }
    }

    /// The lessons open to learners, in course order.
    func unlocked(_ room: RoomRecord) -> [String] {
        room.paced ? course.lessonIDs.filter(room.unlocked.contains) : course.lessonIDs
    }

    func join(_ request: Request, _ context: RoomRequestContext) async throws -> Response {
        let room = try await openRoom(context)
        let body = try await jsonBody(JoinRequest.self, request, allowed: ["name"])
        let name = body.name.trimmingCharacters(in: .whitespaces)
        guard (1...40).contains(name.count),
              !name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control
                  || $0.properties.generalCategory == .format || $0 == "\u{2028}" || $0 == "\u{2029}" }) else {
            throw RoomError(.badRequest, name.isEmpty ? "name must have 1 to 40 characters besides spaces"
                            : "name must be 1 to 40 characters, without control characters")
        }
        let secret = Secret.random()
        // A learner the facilitator let rejoin gets a new secret for the row they had.
        func rejoined() async throws -> Response? {
            guard let learner = try await store.rejoin(named: name, room: room.code, secretHash: Secret.hash(secret),
                                                       now: clock()) else { return nil }
            return try Self.json(JoinResponse(learner: learner.id, secret: secret, course: course.id, rejoined: true))
        }
        guard room.joinsOpen else {
            if let response = try await rejoined() { return response }
            throw RoomError(.forbidden, "the facilitator has closed this room to new learners")
        }
        let learner = LearnerRecord(id: UUID().uuidString.lowercased(), room: room.code, name: name,
                                    secretHash: Secret.hash(secret), joined: clock())
        switch try await store.addLearner(learner, cap: limits.learnersPerRoom) {
        case .added:
            break
        case .nameTaken:
            if let response = try await rejoined() { return response }
            throw RoomError(.conflict, "the name '\(name)' is taken in this room; if it is yours and you lost your "
                            + "progress, ask the facilitator to let you rejoin, then join again")
        case .roomFull:
            throw RoomError(.forbidden, "the room is full: it takes at most \(limits.learnersPerRoom) learners")
        }
        return try Self.json(JoinResponse(learner: learner.id, secret: secret, course: course.id), status: .created)
    }

    /// The learner whose secret the request carries, within the per-learner rate limit.
    func learner(_ request: Request, in room: RoomRecord) async throws -> LearnerRecord {
        guard let secret = Self.bearer(request) else { throw RoomError.missingSecret }
        let hash = Secret.hash(secret)
        guard await learnerLimiter.allow(hash, now: uptime()) else {
            throw RoomError.rateLimited(limits.learnerPerSecond, per: "learner")
        }
        guard let learner = try await store.learner(room: room.code, secretHash: hash) else {
            throw RoomError.unknownSecret
        }
        guard !learner.removed else {
            throw RoomError(.forbidden, "the facilitator removed you from this room: nothing more is recorded")
        }
        return learner
    }

    func postResult(_ request: Request, _ context: RoomRequestContext) async throws -> Response {
        // A room that ended may be reopened (extended): its learners' results wait for it.
        let room = try await storedRoom(context, notFound: RoomError.noRoom)
        guard room.isOpen(at: clock()) else {
            _ = try await learner(request, in: room)
            throw RoomError.roomEnded(room.code.description)
        }
        let learner = try await learner(request, in: room)
        let body = try await jsonBody(ResultMessage.self, request, allowed: ResultMessage.keys)
        let result = try validate(body, learner: learner)
        try requireUnlocked(result.exercise, in: room)
        switch try await store.addResult(result, room: room.code, received: clock()) {
        case .stored:
            return try Self.json(["result": result.id], status: .created)
        case .alreadyStored:
            return try Self.json(["result": result.id], status: .ok)
        case .takenByAnotherLearner:
            throw RoomError(.conflict, "result id \(result.id) was already sent by another learner")
        }
    }

    /// In a paced room, a result counts only for an exercise of an unlocked lesson: the pace is
    /// the room's rule, whichever program sent the result (the tutor, or `axtutor check`).
    func requireUnlocked(_ exercise: String, in room: RoomRecord) throws(RoomError) {
        guard room.paced, let lesson = course.exercise(exercise)?.lesson, !room.unlocked.contains(lesson) else { return }
        throw RoomError.lessonLocked(lesson, exercise: exercise)
    }

    /// The stored form of a posted result, or a 400/422 naming the field that does not fit.
    func validate(_ body: ResultMessage, learner: LearnerRecord) throws(RoomError) -> ResultRecord {
        guard let id = UUID(uuidString: body.id) else {
            throw RoomError(.badRequest, "field 'id' must be a UUID")
        }
        func check(_ value: Int, _ field: String, _ range: ClosedRange<Int>) throws(RoomError) {
            guard range.contains(value) else {
                throw RoomError(.badRequest,
                                "field '\(field)' must be from \(range.lowerBound) to \(range.upperBound)")
            }
        }
        try check(body.attempts, "attempts", 1...100_000)
        try check(body.hintsUsed, "hintsUsed", 0...1_000)
        try check(body.seconds, "seconds", 0...31 * 86_400)
        let formatter = ISO8601DateFormatter()
        guard let at = formatter.date(from: body.at) ?? Self.fractionalDate(body.at) else {
            throw RoomError(.badRequest, "field 'at' must be a time like 2026-11-22T09:41:00Z")
        }
        if let statements = body.statements, statements.count > 100 || statements.contains(where: { $0.count > 1_000 }) {
            throw RoomError(.badRequest, "field 'statements' may hold at most 100 statements of 1000 characters")
        }
        guard course.exercise(body.exercise) != nil else {
            throw RoomError(.unprocessableContent,
                            "no exercise '\(body.exercise)' in course '\(course.id)'"
                                + Self.nearMiss(body.exercise, in: course.exercises.map(\.id)))
        }
        try checkTime(at, learner: learner)
        return ResultRecord(id: id.uuidString.lowercased(), learner: learner.id, exercise: body.exercise,
                            passed: body.passed, attempts: body.attempts, hintsUsed: body.hintsUsed,
                            seconds: body.seconds, at: at, statements: body.statements)
    }

    /// A result is timed by the clock of the machine that checked it, and the room's status
    /// (who is stuck, for how long) trusts that time: it must fall between the learner's
    /// join and now, give or take `limits.clockSkew`. A result sent late (the learner was
    /// offline) is fine; one from a clock set hours wrong is refused in words.
    func checkTime(_ at: Date, learner: LearnerRecord) throws(RoomError) {
        let now = clock()
        let skew = limits.clockSkew
        if at > now.addingTimeInterval(skew) {
            throw RoomError(.unprocessableContent,
                            "field 'at' is \(Self.minutes(at.timeIntervalSince(now))) ahead of the room's clock "
                                + "(\(StatusWords.time(now))): set the date and time of the machine that checked")
        }
        if at < learner.joined.addingTimeInterval(-skew) {
            throw RoomError(.unprocessableContent,
                            "field 'at' is \(Self.minutes(learner.joined.timeIntervalSince(at))) before you "
                                + "joined this room (\(StatusWords.time(learner.joined))): set the date and time of the "
                                + "machine that checked")
        }
    }

    /// A difference of clocks in words, to the minute.
    static func minutes(_ seconds: TimeInterval) -> String {
        StatusWords.duration((seconds / 60).rounded() * 60)
    }

    /// An ISO 8601 time with fractional seconds.
    static func fractionalDate(_ text: String) -> Date? {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter.date(from: text)
    }
}
