import Foundation
import RoomProtocol

/// A room as stored: its code, course, the facilitator token's hash, its lifetime and pace.
public struct RoomRecord: Sendable, Equatable {
    public var code: RoomCode
    public var course: String
    public var facilitatorHash: String
    public var created: Date
    public var expires: Date
    public var paced: Bool
    /// Lesson ids unlocked so far, in the order they were unlocked (paced rooms only).
    public var unlocked: [String]
    /// False once the facilitator closed the room to new learners (those in it go on).
    public var joinsOpen: Bool

    public init(code: RoomCode, course: String, facilitatorHash: String, created: Date, expires: Date,
                paced: Bool, unlocked: [String], joinsOpen: Bool = true) {
        self.code = code
        self.course = course
        self.facilitatorHash = facilitatorHash
        self.created = created
        self.expires = expires
        self.paced = paced
        self.unlocked = unlocked
        self.joinsOpen = joinsOpen
    }

    /// Whether learners may still join and post at `now`.
    public func isOpen(at now: Date) -> Bool {
        now < expires
    }
}

/// A learner who joined a room: an id, the name shown to the facilitator, the secret's hash.
public struct LearnerRecord: Sendable, Equatable {
    public var id: String
    public var room: RoomCode
    public var name: String
    public var secretHash: String
    public var joined: Date
    /// True once the facilitator removed the learner: their secret is refused in words.
    public var removed: Bool
    /// Until when the facilitator lets the learner rejoin under their name; nil when not.
    public var rejoinUntil: Date?

    public init(id: String, room: RoomCode, name: String, secretHash: String, joined: Date, removed: Bool = false,
                rejoinUntil: Date? = nil) {
        self.id = id
        self.room = room
        self.name = name
        self.secretHash = secretHash
        self.joined = joined
        self.removed = removed
        self.rejoinUntil = rejoinUntil
    }
}

/// One graded check a learner reported: the unit the room's status is computed from.
public struct ResultRecord: Sendable, Equatable {
    /// The learner's own id for this result (a UUID), which makes reposting harmless.
    public var id: String
    public var learner: String
    public var exercise: String
    public var passed: Bool
    public var attempts: Int
    public var hintsUsed: Int
    public var seconds: Int
    /// When the learner checked, by the learner's clock.
    public var at: Date
    /// The statements, only when the learner chose to share them.
    public var statements: [String]?

    public init(id: String, learner: String, exercise: String, passed: Bool, attempts: Int, hintsUsed: Int,
                seconds: Int, at: Date, statements: [String]? = nil) {
        self.id = id
        self.learner = learner
        self.exercise = exercise
        self.passed = passed
        self.attempts = attempts
        self.hintsUsed = hintsUsed
        self.seconds = seconds
        self.at = at
        self.statements = statements
    }
}
