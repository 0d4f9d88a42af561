import Foundation

/// Runs blocking work (a child process waited on for seconds) on a thread of its own and
/// awaits it, so that it holds none of the few threads Swift's concurrency shares among the
/// tests: a test blocked there for seconds would starve the others' tasks, and their timeouts
/// would fire though nothing was slow.
public func offThePool<Result: Sendable>(_ work: @escaping @Sendable () throws -> Result) async throws -> Result {
    try await withCheckedThrowingContinuation { continuation in
        Thread.detachNewThread {
            continuation.resume(with: Swift.Result { try work() })
        }
    }
}
