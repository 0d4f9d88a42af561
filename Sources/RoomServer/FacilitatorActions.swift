import Foundation
import Hummingbird

/// What a facilitator can do to a room, from the page's forms or as JSON calls
/// (docs/room-api.md): pace the lessons, end or extend the room, close it to new learners,
/// remove a learner, and let one who lost their progress rejoin under their name.
enum FacilitatorAction: String, CaseIterable, Sendable {
    case unlock, lock, end, extend, joins, remove, rejoin

    /// The keys its JSON body may hold.
    var keys: [String] {
        switch self {
        case .unlock, .lock: ["lesson"]
        case .end: []
        case .extend: ["hours"]
        case .joins: ["open"]
        case .remove, .rejoin: ["name"]
        }
    }

    /// Its request from the page's form fields.
    func request(_ form: FormFields) throws(RoomError) -> ActionRequest {
        var request = ActionRequest()
        request.lesson = form["lesson"].flatMap { $0.isEmpty ? nil : $0 }
        request.name = form["name"]
        if let hours = form["hours"] {
            guard let value = Double(hours.trimmingCharacters(in: .whitespaces)) else {
                throw RoomError(.badRequest, "the hours to extend by must be a number, such as 1 or 0.5")
            }
            request.hours = value
        }
        request.open = form["open"].map { $0 == "true" }
        return request
    }
}

/// The body of an action: each action reads its own fields.
struct ActionRequest: Decodable, Sendable {
    var lesson: String?
    var hours: Double?
    var open: Bool?
    var name: String?
}

/// The answer to an action: the room's state it changed.
struct ActionAnswer: Encodable, Sendable {
    var unlocked: [String]?
    /// When the room ends (ISO 8601, UTC).
    var expires: String?
    var joinsOpen: Bool?
    var removed: String?
    var rejoin: String?
    /// Until when the learner named in `rejoin` may join again under that name.
    var rejoinUntil: String?
}

extension RoomAPI {
    /// Does `action` to `room`; refuses in words what cannot be done (409 on a room that ended,
    /// 400 for a missing field, 422 for a lesson or learner the room does not have).
    func perform(_ action: FacilitatorAction, with request: ActionRequest, in room: RoomRecord) async throws -> ActionAnswer {
        let now = clock()
        switch action {
        case .unlock:
            try requireOpen(room, now: now)
            return ActionAnswer(unlocked: try await unlock(request.lesson, in: room))
        case .lock:
            try requireOpen(room, now: now)
            return ActionAnswer(unlocked: try await lock(try Self.field(request.lesson, "lesson"), in: room))
        case .end:
            try requireOpen(room, now: now)
            try await store.setExpires(now, room: room.code)
            return ActionAnswer(expires: Self.iso(now))
        case .extend:
            let hours = try Self.field(request.hours, "hours")
            guard hours > 0, hours <= RoomLimits.longestRoomHours else {
                throw RoomError(.unprocessableContent,
                                "field 'hours' must be more than 0 and at most \(Int(RoomLimits.longestRoomHours))")
            }
            let expires = max(room.expires, now).addingTimeInterval(hours * 3600)
            guard expires.timeIntervalSince(now) <= RoomLimits.longestRoomHours * 3600 else {
                throw RoomError(.unprocessableContent,
                                "a room stays open at most \(Int(RoomLimits.longestRoomHours)) hours from now; "
                                    + "it is open until \(StatusWords.time(room.expires)) already")
            }
            try await store.setExpires(expires, room: room.code)
            return ActionAnswer(expires: Self.iso(expires))
        case .joins:
            try requireOpen(room, now: now)
            let open = try Self.field(request.open, "open")
            try await store.setJoinsOpen(open, room: room.code)
            return ActionAnswer(joinsOpen: open)
        case .remove:
            let typed = try Self.field(request.name, "name")
            // The learner's name as they joined with it, whatever the case it was typed in.
            let name = try await store.learners(room: room.code)
                .first { RoomSchema.nameKey($0.name) == RoomSchema.nameKey(typed) }?.name ?? typed
            guard try await store.removeLearner(named: name, room: room.code, at: now) else {
                throw try await noLearner(typed, in: room)
            }
            return ActionAnswer(removed: name)
        case .rejoin:
            try requireOpen(room, now: now)
            let name = try Self.field(request.name, "name")
            let until = now.addingTimeInterval(limits.rejoinWindow)
            guard try await store.allowRejoin(named: name, room: room.code, until: until) else {
                throw try await noLearner(name, in: room)
            }
            return ActionAnswer(rejoin: name, rejoinUntil: Self.iso(until))
        }
    }

    /// 409 when the room has ended: only its end, its learners and its results can change.
    private func requireOpen(_ room: RoomRecord, now: Date) throws(RoomError) {
        guard !room.isOpen(at: now) else { return }
        throw RoomError(.conflict, "room \(room.code) ended at \(StatusWords.time(room.expires)): extend it first")
    }

    private func noLearner(_ name: String, in room: RoomRecord) async throws -> RoomError {
        let names = try await store.learners(room: room.code).map(\.name)
        return RoomError(.unprocessableContent, "no learner named '\(name.prefix(40))' in this room" + Self.nearMiss(name, in: names))
    }

    /// A field an action needs, or 400 naming it.
    static func field<T>(_ value: T?, _ name: String) throws(RoomError) -> T {
        guard let value else { throw RoomError(.badRequest, "missing field '\(name)'") }
        return value
    }

    /// A time as the protocol writes it: ISO 8601 in UTC.
    static func iso(_ date: Date) -> String {
        ISO8601DateFormatter().string(from: date)
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
