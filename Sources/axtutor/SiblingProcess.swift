import AXModel
import Foundation
import Synchronization

/// One run of the sibling `axtutor-room`, started with `posix_spawn` in a process group of its
/// own (Ctrl-C in the tutor does not reach it), standard input from /dev/null and, on Linux,
/// no other descriptor of the tutor's. A thread of its own blocks in `waitpid` for it, so it is reaped
/// the moment it ends, whether the tutor waits for it or not: none is left defunct, and
/// nothing polls.
final class SiblingProcess: Sendable {
    /// Where the sibling's standard output and error go.
    enum Output {
        /// Both to axtutor's standard error.
        case standardError
        /// Both to /dev/null.
        case none
    }

    let pid: pid_t
    private let status = Mutex<Int32?>(nil)
    private let ended = DispatchSemaphore(value: 0)

    /// Starts `path` with `arguments`; throws when it cannot be started.
    init(_ path: String, _ arguments: [String], output: Output) throws {
        fflush(nil)
        let pid = try Self.spawn(path, arguments, output: output)
        self.pid = pid
        Thread { [self] in
            var raw: Int32 = 0
            while waitpid(pid, &raw, 0) < 0 && errno == EINTR {}
            // WIFEXITED / WEXITSTATUS by hand: the macros are not imported.
            status.withLock { $0 = raw & 0x7f == 0 ? (raw >> 8) & 0xff : 128 + (raw & 0x7f) }
            ended.signal()
        }.start()
    }

    /// The exit status (128 + the signal's number when a signal ended it), or nil while it runs.
    var exitStatus: Int32? { status.withLock { $0 } }

    /// Waits for the end, `seconds` at most (nil: for as long as it takes); the exit status,
    /// or nil when it still runs.
    @discardableResult
    func wait(upTo seconds: TimeInterval? = nil) -> Int32? {
        if let done = exitStatus { return done }
        if let seconds {
            guard ended.wait(timeout: .now() + seconds) == .success else { return nil }
        } else {
            ended.wait()
        }
        ended.signal()   // for the next waiter
        return exitStatus
    }

    private static func spawn(_ path: String, _ arguments: [String], output: Output) throws -> pid_t {
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t? = nil   // an opaque pointer on Darwin
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        switch output {
        case .standardError:
            posix_spawn_file_actions_adddup2(&actions, 2, 1)
        case .none:
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        }
        #if canImport(Darwin)
        var attributes: posix_spawnattr_t? = nil
        #else
        var attributes = posix_spawnattr_t()
        closeFromThree(&actions)
        #endif
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        posix_spawnattr_setpgroup(&attributes, 0)
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        // The environment as Foundation reads it: `environ` is not declared on Darwin.
        let environment = ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + environment).forEach { free($0) } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, path, &actions, &attributes, argv, environment)
        guard result == 0 else {
            throw Diagnostic(message: "cannot start \(path): \(String(cString: strerror(result)))", exitCode: 71)
        }
        return pid
    }

    #if !canImport(Darwin)
    /// Closes every descriptor from 3 up in the child, so that a sender still running after the
    /// tutor has ended holds none of its files or pipes open: glibc's `closefrom` action (2.34
    /// and later, looked up at run time since Swift's Glibc module does not declare it), else
    /// one close action per descriptor open now.
    private static func closeFromThree(_ actions: inout posix_spawn_file_actions_t) {
        typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
        if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np") {
            _ = unsafeBitCast(symbol, to: CloseFrom.self)(&actions, 3)
            return
        }
        let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        for descriptor in open.compactMap(Int32.init) where descriptor > 2 {
            posix_spawn_file_actions_addclose(&actions, descriptor)
        }
    }
    #endif
}
