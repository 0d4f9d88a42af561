import CReadline
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// What readline's C callbacks share with `LineEditor`: C function pointers cannot capture
/// context, so they read these lock-guarded globals.
struct ReadlineShared: Sendable {
    /// Asked for candidates with the text before the cursor and the word being completed.
    var completer: (@Sendable (_ line: String, _ word: String) -> [String])?
    /// Candidates of the completion in progress, handed out one by one to readline.
    var candidates: [String] = []
    var nextCandidate = 0
    /// Set by the line handler: the line read (nil for end of input), or nothing yet.
    var finished: String?? = .none
}

let readlineShared = Mutex(ReadlineShared())

/// The self-pipe the signal handler writes a signal's number to, so that the poll loop wakes.
let signalPipe: (read: Int32, write: Int32) = {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return (-1, -1) }
    for end in ends {
        _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
        _ = fcntl(end, F_SETFD, FD_CLOEXEC)
    }
    return (ends[0], ends[1])
}()

/// The signal handler: only async-signal-safe work, one byte into the pipe.
func noteSignal(_ signal: Int32) {
    let saved = errno
    var byte = UInt8(truncatingIfNeeded: signal)
    _ = write(signalPipe.write, &byte, 1)
    errno = saved
}

/// readline's line handler (callback interface): keeps the line for the poll loop. It removes
/// itself at once, as the manual's example does; otherwise readline prompts again.
func lineHandler(_ line: UnsafeMutablePointer<CChar>?) {
    rl_callback_handler_remove()
    let text = line.map { String(cString: $0) }
    free(line)
    readlineShared.withLock { $0.finished = .some(text) }
}

/// readline's attempted-completion function: asks the Swift completer, never falls back
/// to file names, appends nothing after a match.
func attemptCompletion(_ text: UnsafePointer<CChar>?, _ start: Int32, _ end: Int32)
    -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
    axtutor_rl_completion_settings()
    guard let text, let buffer = axtutor_rl_line_buffer(),
          let completer = readlineShared.withLock({ $0.completer }) else { return nil }
    let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(buffer).assumingMemoryBound(to: UInt8.self),
                                    count: Int(max(0, end)))
    let line = String(decoding: bytes, as: UTF8.self)
    let candidates = completer(line, String(cString: text))
    if candidates.isEmpty { return nil }
    readlineShared.withLock {
        $0.candidates = candidates
        $0.nextCandidate = 0
    }
    return rl_completion_matches(text, nextCandidate)
}

/// readline's generator: the next stored candidate (malloc'd, readline frees it), or NULL.
func nextCandidate(_ text: UnsafePointer<CChar>?, _ state: Int32) -> UnsafeMutablePointer<CChar>? {
    readlineShared.withLock { shared in
        if state == 0 { shared.nextCandidate = 0 }
        guard shared.nextCandidate < shared.candidates.count else { return nil }
        defer { shared.nextCandidate += 1 }
        return strdup(shared.candidates[shared.nextCandidate])
    }
}
