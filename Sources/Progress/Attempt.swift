import Foundation

/// One try at an exercise: what the learner typed, when, how long it took, and whether it passed.
public struct Attempt: Equatable, Sendable {
    /// The row id the store gave this attempt; nil until it is recorded.
    public var id: Int64?
    public var exercise: String
    public var time: Date
    /// The fix statements submitted, one per line as typed.
    public var statements: [String]
    public var passed: Bool
    /// How many hints had been revealed when this attempt was made.
    public var hintsUsed: Int
    /// Seconds from the exercise being shown (or the previous attempt) to this one.
    public var duration: TimeInterval

    public init(id: Int64? = nil, exercise: String, time: Date, statements: [String], passed: Bool,
                hintsUsed: Int, duration: TimeInterval) {
        self.id = id
        self.exercise = exercise
        self.time = time
        self.statements = statements
        self.passed = passed
        self.hintsUsed = hintsUsed
        self.duration = duration
    }
}
