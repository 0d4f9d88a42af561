import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a finished child process printed and how it ended.
public struct ChildOutput: Sendable {
    public var stdout: String
    public var stderr: String
    /// The exit status, or 128 + the signal's number when a signal ended it (as a shell says).
    public var status: Int32
    /// The signal that ended it, if one did.
    public var signal: Int32?
    /// The processor time it used, user and system, with that of the children it waited for
    /// (`wait4`'s account), in seconds.
    public var cpuSeconds: Double

    public init(stdout: String, stderr: String, status: Int32, signal: Int32? = nil, cpuSeconds: Double = 0) {
        self.stdout = stdout
        self.stderr = stderr
        self.status = status
        self.signal = signal
        self.cpuSeconds = cpuSeconds
    }
}

/// A program a test runs, started with `posix_spawn`: its standard output and error go to
/// files of its own, so neither can fill up and stall it whatever it prints and whenever the
/// test reads them, and a daemon it leaves behind holds no pipe the test waits on; its input
/// comes through a pipe that a thread of its own fills. It starts with the default signal
/// dispositions and no descriptor of the test's but 0, 1 and 2. Every test target runs its
/// children through this one type.
public final class ChildProcess: @unchecked Sendable {
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    public let pid: pid_t
    private let folder: TemporaryFolder
    private let lock = NSLock()
    private var ended: ChildOutput?

    private var stdoutPath: String { folder.file("stdout") }
    private var stderrPath: String { folder.file("stderr") }

    /// Runs `executable` (a path) with `arguments` to its end. `environment` replaces the
    /// test's own when given; `stdin` is written to its standard input, a pipe (else it reads
    /// `/dev/null`).
    public static func run(_ executable: String, _ arguments: [String], environment: [String: String]? = nil,
                           stdin: String? = nil) throws -> ChildOutput {
        try ChildProcess(executable, arguments, environment: environment, stdin: stdin).wait()
    }

    /// Starts `executable` and returns at once; `wait()`, `terminate()` or the end of the
    /// object end it.
    public init(_ executable: String, _ arguments: [String], environment: [String: String]? = nil,
                stdin: String? = nil) throws {
        folder = try TemporaryFolder()
        var input: [Int32] = [-1, -1]
        if stdin != nil {
            // Neither end may leak into a child started meanwhile (one through this type
            // closes them anyway).
            let made = pipe(&input)
            for end in input where made == 0 { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
            guard made == 0 else {
                folder.remove()
                throw Failure(description: "cannot make a pipe: \(String(cString: strerror(errno)))")
            }
        }
        do {
            pid = try Self.spawn(executable, arguments, environment: environment, stdin: input[0],
                                 stdout: folder.file("stdout"), stderr: folder.file("stderr"))
        } catch {
            input.filter { $0 >= 0 }.forEach { close($0) }
            folder.remove()
            throw error
        }
        if let stdin {
            close(input[0])
            Self.feed(Data(stdin.utf8), to: input[1])
        }
    }

    /// Writes `data` to `descriptor` and closes it, on a thread of its own that blocks SIGPIPE:
    /// a child that exits without reading all of it ends the write with EPIPE, not the tests.
    private static func feed(_ data: Data, to descriptor: Int32) {
        Thread {
            var pipeSignal = sigset_t()
            sigemptyset(&pipeSignal)
            sigaddset(&pipeSignal, SIGPIPE)
            pthread_sigmask(SIG_BLOCK, &pipeSignal, nil)
            data.withUnsafeBytes { buffer in
                var offset = 0
                while offset < buffer.count {
                    let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                    if written < 0 && errno == EINTR { continue }
                    guard written > 0 else { break }
                    offset += written
                }
            }
            close(descriptor)
        }.start()
    }

    deinit {
        if ended == nil {
            kill(pid, SIGKILL)
            _ = reap(blocking: true)
        }
        folder.remove()
    }

    /// What it has printed on standard output so far.
    public var stdoutSoFar: String { Self.read(stdoutPath) }

    /// What it has printed on standard error so far.
    public var stderrSoFar: String { Self.read(stderrPath) }

    /// Whether it is still running.
    public var isRunning: Bool { reap(blocking: false) == nil }

    /// Waits until its standard output satisfies `done` (polling), and returns that output;
    /// throws when it ends first or `timeout` seconds pass.
    @discardableResult
    public func waitForOutput(timeout: TimeInterval = 30, until done: (String) -> Bool) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            let text = stdoutSoFar
            if done(text) { return text }
            if let output = reap(blocking: false) {
                throw Failure(description: "the program ended (status \(output.status)) before printing what "
                              + "was awaited; it printed:\n\(output.stdout)\(output.stderr)")
            }
            if Date() >= deadline {
                throw Failure(description: "timed out after \(timeout) s; it printed:\n\(text)\(stderrSoFar)")
            }
            usleep(10_000)
        }
    }

    /// Waits for it to end and returns what it printed.
    @discardableResult
    public func wait() -> ChildOutput {
        reap(blocking: true)!
    }

    /// Sends `signal` (SIGTERM unless told) if it still runs, and waits for it to end.
    @discardableResult
    public func terminate(_ signal: Int32 = SIGTERM) -> ChildOutput {
        if isRunning { kill(pid, signal) }
        return wait()
    }

    /// Collects its exit once: nil while it runs (when not `blocking`).
    private func reap(blocking: Bool) -> ChildOutput? {
        lock.lock()
        defer { lock.unlock() }
        if let ended { return ended }
        var status: Int32 = 0
        var usage = rusage()
        var result: pid_t
        repeat {
            result = wait4(pid, &status, blocking ? 0 : WNOHANG, &usage)
        } while result == -1 && errno == EINTR
        guard result == pid else { return nil }
        let signal = status & 0x7F
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1_000_000 }
        let output = ChildOutput(stdout: Self.read(stdoutPath), stderr: Self.read(stderrPath),
                                 status: signal == 0 ? (status >> 8) & 0xFF : 128 + signal,
                                 signal: signal == 0 ? nil : signal,
                                 cpuSeconds: seconds(usage.ru_utime) + seconds(usage.ru_stime))
        ended = output
        return output
    }

    private static func read(_ path: String) -> String {
        String(decoding: (try? Data(contentsOf: URL(fileURLWithPath: path))) ?? Data(), as: UTF8.self)
    }

    /// `posix_spawn` with standard input from `stdin` (a descriptor, or `/dev/null` when
    /// negative), output and error into files, and every other descriptor closed.
    private static func spawn(_ executable: String, _ arguments: [String], environment: [String: String]?,
                              stdin: Int32, stdout: String, stderr: String) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if stdin >= 0 {
            posix_spawn_file_actions_adddup2(&actions, stdin, 0)
        } else {
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        }
        posix_spawn_file_actions_addopen(&actions, 1, stdout, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, stderr, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var flags = Int32(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK)
        #if canImport(Darwin)
        flags |= Int32(POSIX_SPAWN_CLOEXEC_DEFAULT)
        #else
        closeTheRest(&actions)
        #endif
        posix_spawnattr_setflags(&attributes, Int16(flags))
        // The test runner may ignore or block signals; a child starts as from a shell (a
        // terminal's Ctrl-C must reach the tutor, a closed pipe must end a writer).
        var defaults = sigset_t(), none = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE, SIGALRM, SIGUSR1, SIGUSR2] {
            sigaddset(&defaults, signal)
        }
        sigemptyset(&none)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &none)

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        var spawned: Int32 = 0
        let envp = environment.map { $0.map { strdup("\($0.key)=\($0.value)") } + [nil] }
        defer { envp?.forEach { free($0) } }
        // A program copied just now (`copyExecutable`) may still be open for writing in a child
        // another test forked before that child's exec closed it: ETXTBSY, gone in milliseconds.
        for attempt in 0..<50 {
            spawned = envp.map { posix_spawn(&pid, executable, &actions, &attributes, argv, $0) }
                ?? posix_spawn(&pid, executable, &actions, &attributes, argv, environ)
            guard spawned == ETXTBSY, attempt < 49 else { break }
            usleep(10_000)
        }
        guard spawned == 0 else {
            throw Failure(description: "cannot start \(executable): \(String(cString: strerror(spawned)))")
        }
        return pid
    }

    #if !canImport(Darwin)
    /// Closes every descriptor from 3 up in the child: glibc's `closefrom` action (2.34 and
    /// later, looked up at run time since Swift's Glibc module does not declare it), else one
    /// close action per descriptor the test has open now.
    private static func closeTheRest(_ actions: inout posix_spawn_file_actions_t) {
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

extension ChildProcess {
    /// Runs one of the package's programs to its end in the test's environment, without colour
    /// and with a state folder of its own (`AXTUTOR_STATE`, made for the run and removed after
    /// it): no run reads or writes the tester's progress or another run's. A test that keeps
    /// state across runs passes `--state`.
    public static func runWithOwnState(_ executable: String, _ arguments: [String],
                                       stdin: String? = nil) throws -> ChildOutput {
        let state = try TemporaryFolder()
        defer { state.remove() }
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        environment["AXTUTOR_STATE"] = state.path
        return try run(executable, arguments, environment: environment, stdin: stdin)
    }
}
