import Foundation

/// An exclusive lock on a file in the state folder (`flock`), so that two senders started at
/// once take turns instead of posting the same rows side by side. The lock goes with the
/// process, so a killed sender never leaves it held.
final class SendLock {
    private let descriptor: Int32

    /// Waits for the lock on `path`, creating the file when missing.
    init(path: String) throws(RoomClientError) {
        descriptor = open(path, O_CREAT | O_RDWR | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw RoomClientError(message: "\(path): cannot open the sender's lock: \(String(cString: strerror(errno)))",
                            exitCode: 74)
        }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else {
                let reason = String(cString: strerror(errno))
                close(descriptor)
                throw RoomClientError(message: "\(path): cannot take the sender's lock: \(reason)", exitCode: 74)
            }
        }
    }

    deinit {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
