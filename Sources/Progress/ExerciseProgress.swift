import Foundation

/// What one learner has done on one exercise, summed up from the attempts, hints and completion.
public struct ExerciseProgress: Equatable, Sendable {
    public var exercise: String
    /// Checks up to the first pass, that one included.
    public var attempts: Int
    public var failedAttempts: Int
    /// Checks after the first pass: practice, counted apart so they are never failures.
    public var practice: Int
    /// The highest hint level revealed (0: none).
    public var hintsRevealed: Int
    /// When the exercise was first completed; nil while it is not.
    public var completedAt: Date?
    public var lastAttemptAt: Date?

    public var isCompleted: Bool { completedAt != nil }

    public init(exercise: String, attempts: Int = 0, failedAttempts: Int = 0, practice: Int = 0,
                hintsRevealed: Int = 0, completedAt: Date? = nil, lastAttemptAt: Date? = nil) {
        self.exercise = exercise
        self.attempts = attempts
        self.failedAttempts = failedAttempts
        self.practice = practice
        self.hintsRevealed = hintsRevealed
        self.completedAt = completedAt
        self.lastAttemptAt = lastAttemptAt
    }
}
