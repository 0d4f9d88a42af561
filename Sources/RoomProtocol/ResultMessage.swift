import Foundation

/// A graded check as it travels to a room (`POST /api/rooms/CODE/results`): the one JSON shape
/// the learner's sender writes and the room server reads.
public struct ResultMessage: Codable, Equatable, Sendable {
    /// The learner's own id for the result (a UUID), which makes reposting harmless.
    public var id: String
    public var exercise: String
    public var passed: Bool
    public var attempts: Int
    public var hintsUsed: Int
    public var seconds: Int
    /// When the learner checked, ISO 8601.
    public var at: String
    /// The statements, only when the learner chose to share them (the key is left out otherwise).
    public var statements: [String]?

    enum CodingKeys: String, CodingKey, CaseIterable {
        case id, exercise, passed, attempts, hintsUsed, seconds, at, statements
    }

    /// Every key a message may carry: the room refuses any other.
    public static let keys = CodingKeys.allCases.map(\.rawValue)

    public init(id: String, exercise: String, passed: Bool, attempts: Int, hintsUsed: Int, seconds: Int,
                at: String, statements: [String]? = nil) {
        self.id = id
        self.exercise = exercise
        self.passed = passed
        self.attempts = attempts
        self.hintsUsed = hintsUsed
        self.seconds = seconds
        self.at = at
        self.statements = statements
    }
}
