import Crypto
import Course
import Foundation
import HTTPTypes
import Hummingbird

/// The facilitator's endpoints: the page, the status, the event stream, and unlocking lessons
/// and locking them again.
extension RoomAPI {
    /// `POST /api/rooms/{code}/unlock` body.
    struct UnlockRequest: Decodable {
        var lesson: String?
    }

    /// `POST /api/rooms/{code}/lock` body: the lesson to lock again.
    struct LockRequest: Decodable {
        var lesson: String
    }

    struct UnlockResponse: Encodable {
        var unlocked: [String]
    }

    func addFacilitatorRoutes(to router: Router<RoomRequestContext>) {
        router.get("/rooms/:code") { request, context in
            let room = try await openRoom(context)
            let token = try await facilitator(request, in: room, queryAllowed: true)
            let host = request.head.authority
            let learnerURL = host.flatMap { Self.isHostName($0) ? "http://\($0)/\(room.code)" : nil }
            let html = FacilitatorPage.render(try await status(of: room), token: token, learnerURL: learnerURL)
            return Response(status: .ok, headers: Self.pageHeaders,
                            body: ResponseBody(byteBuffer: ByteBuffer(string: html)))
        }
        router.post("/rooms/:code/unlock") { request, context in
            let room = try await openRoom(context)
            let body = try await self.body(request)
            let form = FormFields(String(decoding: body, as: UTF8.self))
            let token = try await facilitator(request, in: room, queryAllowed: true, formToken: form["token"])
            let lesson = form["lesson"].flatMap { $0.isEmpty ? nil : $0 }
            _ = try await unlock(lesson, in: room)
            let location = "/rooms/\(room.code)?token=\(HTMLText.percentEncode(token))"
            return Response(status: .seeOther, headers: [.location: location, .cacheControl: "no-store"])
        }
        router.post("/rooms/:code/lock") { request, context in
            let room = try await openRoom(context)
            let body = try await self.body(request)
            let form = FormFields(String(decoding: body, as: UTF8.self))
            let token = try await facilitator(request, in: room, queryAllowed: true, formToken: form["token"])
            _ = try await lock(form["lesson"] ?? "", in: room)
            let location = "/rooms/\(room.code)?token=\(HTMLText.percentEncode(token))"
            return Response(status: .seeOther, headers: [.location: location, .cacheControl: "no-store"])
        }
        router.get("/api/rooms/:code/status") { request, context in
            let room = try await openRoom(context)
            _ = try await facilitator(request, in: room, queryAllowed: false)
            return try Self.json(try await status(of: room))
        }
        router.get("/api/rooms/:code/events") { request, context in
            let room = try await openRoom(context)
            // EventSource cannot send headers, so the stream takes ?token= as the page does.
            _ = try await facilitator(request, in: room, queryAllowed: true)
            return eventStream(room.code)
        }
        router.post("/api/rooms/:code/unlock") { request, context in
            let room = try await openRoom(context)
            _ = try await facilitator(request, in: room, queryAllowed: false)
            let body = try StrictJSON.decode(UnlockRequest.self, from: try await self.body(request),
                                             allowed: ["lesson"])
            return try Self.json(UnlockResponse(unlocked: try await unlock(body.lesson, in: room)))
        }
        router.post("/api/rooms/:code/lock") { request, context in
            let room = try await openRoom(context)
            _ = try await facilitator(request, in: room, queryAllowed: false)
            let body = try StrictJSON.decode(LockRequest.self, from: try await self.body(request), allowed: ["lesson"])
            return try Self.json(UnlockResponse(unlocked: try await lock(body.lesson, in: room)))
        }
    }

    /// The page's headers: HTML, never cached, the token in its URL never sent on as a referrer.
    static let pageHeaders: HTTPFields = [
        .contentType: "text/html; charset=utf-8",
        .cacheControl: "no-store",
        HTTPField.Name("Referrer-Policy")!: "no-referrer",
        HTTPField.Name("X-Content-Type-Options")!: "nosniff",
        .contentSecurityPolicy: "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; "
            + "connect-src 'self'; form-action 'self'; frame-ancestors 'none'",
    ]

    /// Checks the facilitator token (the header, or `?token=` / a form field where allowed) and
    /// returns it: 401 when missing or wrong, 403 when it is one of the room's learner secrets.
    func facilitator(_ request: Request, in room: RoomRecord, queryAllowed: Bool,
                     formToken: String? = nil) async throws -> String {
        let query = queryAllowed ? request.uri.queryParameters.get("token").map { String($0) } : nil
        guard let token = Self.bearer(request) ?? formToken ?? query, !token.isEmpty else {
            throw RoomError.missingToken
        }
        let hash = Secret.hash(token)
        if Self.constantTimeEqual(hash, room.facilitatorHash) { return token }
        if try await store.learner(room: room.code, secretHash: hash) != nil {
            throw RoomError.learnerOnFacilitatorRoute
        }
        throw RoomError.wrongToken
    }

    /// Whether a Host header is a plain `name[:port]` (or `[v6]:port`) worth showing.
    static func isHostName(_ host: String) -> Bool {
        !host.isEmpty && host.count <= 255
            && host.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || $0.properties.numericType != nil
                || ".-:[]_".unicodeScalars.contains($0)) }
    }

    /// Compares two hashes in time that does not depend on where they differ.
    static func constantTimeEqual(_ lhs: String, _ rhs: String) -> Bool {
        let left = Array(lhs.utf8), right = Array(rhs.utf8)
        guard left.count == right.count else { return false }
        return zip(left, right).reduce(UInt8(0)) { $0 | ($1.0 ^ $1.1) } == 0
    }

    /// Unlocks `lesson` (the next locked one when nil) and returns the unlocked lessons.
    func unlock(_ lesson: String?, in room: RoomRecord) async throws -> [String] {
        guard room.paced else {
            throw RoomError(.conflict, "this room is not paced: every lesson is already open")
        }
        let target: String
        if let lesson {
            guard course.lessonIDs.contains(lesson) else {
                throw RoomError(.unprocessableContent,
                                "no lesson '\(lesson)' in course '\(course.id)'" + Self.nearMiss(lesson, in: course.lessonIDs))
            }
            target = lesson
        } else {
            guard let next = course.lessonIDs.first(where: { !room.unlocked.contains($0) }) else {
                throw RoomError(.conflict, "every lesson is already unlocked")
            }
            target = next
        }
        var unlocked = room.unlocked
        if !unlocked.contains(target) {
            unlocked.append(target)
            try await store.setUnlocked(unlocked, room: room.code)
        }
        return course.lessonIDs.filter(unlocked.contains)
    }
}

extension RoomAPI {
    /// Locks `lesson` again and returns the unlocked lessons: learners are not offered it, and
    /// the room refuses their results for it, until it is unlocked again. Locking a lesson that
    /// is locked changes nothing.
    func lock(_ lesson: String, in room: RoomRecord) async throws -> [String] {
        guard room.paced else {
            throw RoomError(.conflict, "this room is not paced: every lesson stays open")
        }
        guard course.lessonIDs.contains(lesson) else {
            throw RoomError(.unprocessableContent,
                            "no lesson '\(lesson)' in course '\(course.id)'" + Self.nearMiss(lesson, in: course.lessonIDs))
        }
        let unlocked = room.unlocked.filter { $0 != lesson }
        if unlocked != room.unlocked { try await store.setUnlocked(unlocked, room: room.code) }
        return course.lessonIDs.filter(unlocked.contains)
    }
}

/// The fields of an `application/x-www-form-urlencoded` body.
struct FormFields {
    private var fields: [String: String] = [:]

    init(_ text: String) {
        for pair in text.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard let name = Self.decode(parts[0]) else { continue }
            fields[name] = parts.count > 1 ? Self.decode(parts[1]) ?? "" : ""
        }
    }

    subscript(name: String) -> String? { fields[name] }

    private static func decode(_ text: Substring) -> String? {
        text.replacingOccurrences(of: "+", with: " ").removingPercentEncoding
    }
}
