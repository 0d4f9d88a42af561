import Foundation
import Progress

/// Drains the outbox: results oldest first, each deleted only once the room has it (200 or
/// 201), kept on a network error (the sender stops there), kept with the room's reason when it
/// holds a result for now (423: a lesson not unlocked yet, a room that ended), marked failed on
/// another refusal other than 429, never sent by two senders at once (`SendLock`); a resend after a kill is harmless
/// since the room stores a result once per id. No request waits longer than `timeout`, and a
/// silent room stops the drain at its first request.
public enum ResultSender {
    /// The lock file in the state folder.
    public static let lockFileName = "room-send.lock"
    /// How often one result is tried again after 429 before the sender stops for now.
    static let slowDownRetries = 10
    /// The pause before the first retry after 429; each next pause is one more of these.
    static let slowDownPause: TimeInterval = 0.1

    /// What one drain did.
    public struct Report: Equatable, Sendable {
        public var sent = 0
        /// Results the room already had (resent after an interrupted drain).
        public var alreadyStored = 0
        public var refused = 0
        /// Results the room holds for now: kept, and sent again later.
        public var held = 0
        /// Why the drain stopped before the outbox was empty; nil when it emptied it.
        public var stopped: RoomClientError?
    }

    /// Sends every waiting result in the store's file.
    public static func drain(_ store: ProgressStore, stateDirectory: String, timeout: TimeInterval = 5) throws -> Report {
        let lock = try SendLock(path: StateDirectory.joined(stateDirectory, lockFileName), timeout: timeout)
        defer { withExtendedLifetime(lock) {} }
        var report = Report()
        // The results held in this drain stay waiting: each is tried once per drain.
        var heldNow: Set<String> = []
        while true {
            let batch = try store.pendingResults(limit: 50 + heldNow.count).filter { !heldNow.contains($0.result.uuid) }
            if batch.isEmpty { return report }
            for pending in batch {
                guard let address = try? RoomURL.parse(pending.room.url + "/" + pending.room.code) else {
                    try store.markFailed(pending.result.uuid, reason: "the room address '\(pending.room.url)' is not usable")
                    report.refused += 1
                    continue
                }
                let client = RoomClient(address: address, timeout: timeout)
                let delivery: RoomClient.Delivery
                do {
                    delivery = try deliver(pending, with: client, timeout: timeout)
                } catch {
                    report.stopped = error
                    return report
                }
                switch delivery {
                case .stored:
                    try store.removeResult(pending.result.uuid)
                    report.sent += 1
                case .alreadyStored:
                    try store.removeResult(pending.result.uuid)
                    report.alreadyStored += 1
                case .refused(let reason):
                    try store.markFailed(pending.result.uuid, reason: reason)
                    report.refused += 1
                case .held(let reason):
                    try store.markHeld(pending.result.uuid, reason: reason)
                    heldNow.insert(pending.result.uuid)
                    report.held += 1
                case .slowDown:
                    report.stopped = RoomClientError(message: "the room asks to slow down (429); "
                                               + "the rest is sent with the next check", exitCode: 75)
                    return report
                }
            }
        }
    }

    /// Posts one result; while the room says 429, pauses (a little longer each time) and tries
    /// again, at most `slowDownRetries` times and only while the pause ends within `timeout`
    /// seconds of the first try, so that a busy room holds one result for a bounded time.
    private static func deliver(_ pending: PendingResult, with client: RoomClient,
                                timeout: TimeInterval) throws(RoomClientError) -> RoomClient.Delivery {
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(timeout)
        var delivery = try client.post(pending.result, secret: pending.room.secret)
        var tries = 0
        while delivery == .slowDown, tries < slowDownRetries {
            tries += 1
            let pause = slowDownPause * Double(tries)
            guard clock.now + .seconds(pause) <= deadline else { break }
            Thread.sleep(forTimeInterval: pause)
            delivery = try client.post(pending.result, secret: pending.room.secret)
        }
        return delivery
    }
}
