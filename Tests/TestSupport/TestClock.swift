import Foundation

/// A clock that moves only when the test moves it: `sleep` waits until `advance(by:)` passes
/// its deadline, and `waitUntilSleeping` waits until code under test sleeps on it. Code timed
/// by a clock is then tested step by step, with no real waiting and no race with the machine's
/// load.
public final class TestClock: Clock, @unchecked Sendable {
    /// A point on the test clock: the time advanced since it started.
    public struct Instant: InstantProtocol {
        public var offset: Duration

        public init(offset: Duration) { self.offset = offset }

        public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }

        public func duration(to other: Instant) -> Duration { other.offset - offset }

        public static func < (left: Instant, right: Instant) -> Bool { left.offset < right.offset }
    }

    private struct Sleeper {
        var id: UUID
        var deadline: Instant
        var continuation: CheckedContinuation<Void, any Error>
    }

    private let lock = NSLock()
    private var current = Instant(offset: .zero)
    private var sleepers: [Sleeper] = []
    private var watchers: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []

    public init() {}

    public var now: Instant { lock.withLock { current } }

    public var minimumResolution: Duration { .zero }

    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        let id = UUID()
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                lock.lock()
                if Task.isCancelled {
                    lock.unlock()
                    continuation.resume(throwing: CancellationError())
                } else if deadline <= current {
                    lock.unlock()
                    continuation.resume()
                } else {
                    sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
                    let woken = takeWatchers()
                    lock.unlock()
                    woken.forEach { $0.resume() }
                }
            }
        } onCancel: {
            let cancelled: Sleeper? = lock.withLock {
                guard let index = sleepers.firstIndex(where: { $0.id == id }) else { return nil }
                return sleepers.remove(at: index)
            }
            cancelled?.continuation.resume(throwing: CancellationError())
        }
    }

    /// Moves the time on by `duration` and wakes, in deadline order, every sleeper it reaches.
    public func advance(by duration: Duration) {
        let due: [Sleeper] = lock.withLock {
            current = current.advanced(by: duration)
            let due = sleepers.filter { $0.deadline <= current }.sorted { $0.deadline < $1.deadline }
            sleepers.removeAll { $0.deadline <= current }
            return due
        }
        due.forEach { $0.continuation.resume() }
    }

    /// Returns once at least `count` tasks sleep on the clock (a woken sleeper no longer counts).
    public func waitUntilSleeping(_ count: Int = 1) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            lock.lock()
            if sleepers.count >= count {
                lock.unlock()
                continuation.resume()
            } else {
                watchers.append((count, continuation))
                lock.unlock()
            }
        }
    }

    /// The watchers whose count the sleepers now reach, taken off the list (under the lock).
    private func takeWatchers() -> [CheckedContinuation<Void, Never>] {
        let reached = watchers.filter { $0.count <= sleepers.count }.map(\.continuation)
        watchers.removeAll { $0.count <= sleepers.count }
        return reached
    }
}
