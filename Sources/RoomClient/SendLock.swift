import Foundation

/// An exclusive lock on a file in the state folder (`flock`), so that two senders started at
/// once take turns instead of posting the same rows side by side. The lock goes with the
/// process, so a killed sender never leaves it held.
final class SendLock {
    private let descriptor: Int32
    /// How long a sender sleeps between two looks at a lock another sender holds.
    static let pollInterval: TimeInterval = 0.05

    /// Takes the lock on `path`, creating the file when missing; waits for another sender to
    /// let go of it for `timeout` seconds at most (looking again every `pollInterval`), then
    /// gives up with exit status 75: the rows wait for that sender or the next one.
    init(path: String, timeout: TimeInterval) throws(RoomClientError) {
        descriptor = open(path, O_CREAT | O_RDWR | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw RoomClientError(message: "\(path): cannot open the sender's lock: \(String(cString: strerror(errno)))",
                            exitCode: 74)
        }
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(timeout)
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            let reason = errno
            if reason == EINTR { continue }
            guard reason == EWOULDBLOCK else {
                close(descriptor)
                throw RoomClientError(message: "\(path): cannot take the sender's lock: \(String(cString: strerror(reason)))",
                                      exitCode: 74)
            }
            guard clock.now + .seconds(Self.pollInterval) <= deadline else {
                close(descriptor)
                throw RoomClientError(message: "another sender is still sending from this state folder (waited "
                                      + "\(RoomHTTP.seconds(timeout))); the results go with it or with the next check",
                                      exitCode: 75)
            }
            Thread.sleep(forTimeInterval: Self.pollInterval)
        }
    }

    deinit {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
