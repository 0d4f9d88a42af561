import Foundation
import Progress

/// Drains the outbox: results oldest first, each deleted only once the room has it (200 or
/// 201), kept on a network error (the sender stops there), marked failed on a refusal other
/// than 429, never sent by two senders at once (`SendLock`); a resend after a kill is harmless
/// since the room stores a result once per id.
public enum ResultSender {
    /// The lock file in the state folder.
    public static let lockFileName = "room-send.lock"
    /// How often one result is tried again after 429 before the sender stops for now.
    static let slowDownRetries = 10

    /// What one drain did.
    public struct Report: Equatable, Sendable {
        public var sent = 0
        /// Results the room already had (resent after an interrupted drain).
        public var alreadyStored = 0
        public var refused = 0
        /// Why the drain stopped before the outbox was empty; nil when it emptied it.
        public var stopped: RoomClientError?
    }

    /// Sends every waiting result in the store's file.
    public static func drain(_ store: ProgressStore, stateDirectory: String, timeout: TimeInterval = 5) throws -> Report {
        let lock = try SendLock(path: StateDirectory.joined(stateDirectory, lockFileName))
        defer { withExtendedLifetime(lock) {} }
        var report = Report()
        while true {
            let batch = try store.pendingResults(limit: 50)
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
                    delivery = try deliver(pending, with: client)
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
                case .slowDown:
                    report.stopped = RoomClientError(message: "the room asks to slow down (429); "
                                               + "the rest is sent with the next check", exitCode: 75)
                    return report
                }
            }
        }
    }

    /// Posts one result, waiting a little and trying again while the room says 429.
    private static func deliver(_ pending: PendingResult, with client: RoomClient) throws(RoomClientError) -> RoomClient.Delivery {
        var delivery = try client.post(pending.result, secret: pending.room.secret)
        var tries = 0
        while delivery == .slowDown, tries < slowDownRetries {
            tries += 1
            usleep(UInt32(100_000 * tries))
            delivery = try client.post(pending.result, secret: pending.room.secret)
        }
        return delivery
    }
}
