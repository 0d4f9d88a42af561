import Foundation
import Progress
import RoomProtocol

extension ResultMessage {
    /// The message for a result waiting in the outbox.
    public init(_ result: OutboxResult) {
        self.init(id: result.uuid, exercise: result.exercise, passed: result.passed, attempts: result.attempts,
                  hintsUsed: result.hintsUsed, seconds: result.seconds,
                  at: ISO8601DateFormatter().string(from: result.at), statements: result.statements)
    }
}
