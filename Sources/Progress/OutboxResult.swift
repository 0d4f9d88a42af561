import Foundation

/// One check's result waiting in the outbox to be sent to the room: what the room is told,
/// never more (statements only when the learner agreed).
public struct OutboxResult: Equatable, Sendable {
    /// The result's id: the room stores a result once per id, so a resend is harmless.
    public var uuid: String
    /// The room code it is for.
    public var code: String
    public var exercise: String
    public var passed: Bool
    /// Checks so far on the exercise, this one included.
    public var attempts: Int
    public var hintsUsed: Int
    /// Seconds spent on the exercise so far.
    public var seconds: Int
    public var at: Date
    /// The statements checked, when the learner agreed to share them.
    public var statements: [String]?
    /// Why the room refused it, once it did; a failed result is kept but not sent again.
    public var failed: String?
    /// Why the room holds it for now (a lesson not unlocked yet, a room that ended): it is
    /// sent again with each later send, until the room takes or refuses it.
    public var held: String?

    public init(uuid: String, code: String, exercise: String, passed: Bool, attempts: Int, hintsUsed: Int,
                seconds: Int, at: Date, statements: [String]? = nil, failed: String? = nil, held: String? = nil) {
        self.uuid = uuid
        self.code = code
        self.exercise = exercise
        self.passed = passed
        self.attempts = attempts
        self.hintsUsed = hintsUsed
        self.seconds = seconds
        self.at = at
        self.statements = statements
        self.failed = failed
        self.held = held
    }
}

/// A result to send with the room it goes to (its address and the learner's secret).
public struct PendingResult: Equatable, Sendable {
    public var result: OutboxResult
    public var room: RoomMembership
}

/// How many results wait to be sent, which the room holds for now and which it refused, for
/// `axtutor progress`.
public struct OutboxSummary: Equatable, Sendable {
    /// Results not sent yet, the held ones included.
    public var waiting: Int
    /// The refused results, oldest first.
    public var failed: [OutboxResult]
    /// The results the room holds for now, oldest first.
    public var held: [OutboxResult]

    public init(waiting: Int = 0, failed: [OutboxResult] = [], held: [OutboxResult] = []) {
        self.waiting = waiting
        self.failed = failed
        self.held = held
    }
}
