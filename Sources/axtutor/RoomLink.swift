import AXModel
import Foundation
import Progress
import Synchronization

/// axtutor's side of a workshop room, without any networking of its own: it runs the sibling
/// `axtutor-room` to join (waited on, once), to ask the pace (waited on, briefly) and to send
/// results (started in the background after each check, never waited on).
enum RoomLink {
    /// The sibling executable's name, installed beside `axtutor`.
    static let siblingName = "axtutor-room"

    /// Senders started and not yet reaped, so that a long REPL leaves no zombies behind.
    private static let started = Mutex<[pid_t]>([])

    /// `axtutor-room` beside the running binary.
    static func siblingPath() -> String {
        StateDirectory.joined((CourseOptions.executablePath() as NSString).deletingLastPathComponent, siblingName)
    }

    /// The sibling, or an error in words when it is not installed.
    static func sibling() throws -> String {
        let path = siblingPath()
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw Diagnostic(message: "workshop rooms need \(siblingName), and it is not beside axtutor (\(path)): "
                             + "install both with 'make install'", exitCode: 69)
        }
        return path
    }

    /// Joins the room `--room`/`AXTUTOR_ROOM` names, unless the store is already in it; the
    /// sibling prints "Joined room K7Q2-9XMD as Ada." (on standard error here, so that JSON
    /// output stays clean). A refusal ends the run with the sibling's status and words.
    static func joinIfAsked(_ options: CourseOptions, store: ProgressStore) throws {
        guard let text = options.roomAddress else { return }
        let address = try RoomURL.parse(text)
        if let room = try store.currentRoom(), room.code == address.code, room.url == address.server { return }
        guard let name = options.roomName else {
            throw Diagnostic(message: "joining room \(address.code) needs your name: pass --name NAME "
                             + "(or set AXTUTOR_NAME)", exitCode: 64)
        }
        var arguments = ["join", address.text, "--name", name] + storeArguments(store, options)
        if options.shareStatements { arguments.append("--share-statements") }
        let status = try run(try sibling(), arguments, output: .standardError, wait: true)
        if status != 0 { throw SiblingFailed(status: status) }
    }

    /// Starts `axtutor-room send` in the background when the learner is in a room; a missing
    /// sibling is not an error here (the results wait, and `axtutor progress` counts them).
    static func startSending(_ store: ProgressStore, _ options: CourseOptions) {
        guard (try? store.currentRoom()) != nil else { return }
        reap()
        let path = siblingPath()
        guard FileManager.default.isExecutableFile(atPath: path) else { return }
        guard let directory = try? options.stateDirectory() else { return }
        if let pid = try? spawn(path, ["send", "--quiet", "--state", directory], output: .none) {
            started.withLock { $0.append(pid) }
        }
    }

    /// Asks the room for its pace through the sibling (it keeps the answer in the store) and
    /// returns the pace kept: the room's now, or the last known when it cannot be reached.
    static func refreshPace(_ store: ProgressStore, _ options: CourseOptions) -> RoomPace? {
        guard let room = try? store.currentRoom() else { return nil }
        let path = siblingPath()
        if FileManager.default.isExecutableFile(atPath: path) {
            _ = try? run(path, ["pace"] + storeArguments(store, options), output: .none, wait: true)
        }
        return (try? store.currentRoom())?.pace ?? room.pace
    }

    private static func storeArguments(_ store: ProgressStore, _ options: CourseOptions) -> [String] {
        ["--state", (try? options.stateDirectory()) ?? "", "--learner", store.learner, "--course-id", store.course]
    }

    /// Where the sibling's standard output and error go.
    enum Output {
        /// Both to axtutor's standard error.
        case standardError
        /// Both to /dev/null.
        case none
    }

    /// Runs the sibling and returns its exit status (when waited on).
    private static func run(_ path: String, _ arguments: [String], output: Output, wait: Bool) throws -> Int32 {
        fflush(nil)
        let pid = try spawn(path, arguments, output: output)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        // WIFEXITED / WEXITSTATUS by hand: the macros are not imported.
        return status & 0x7f == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    }

    /// posix_spawn with standard input from /dev/null, in a process group of its own (Ctrl-C
    /// in the tutor does not reach a sender).
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

    /// Collects the senders that have finished.
    private static func reap() {
        started.withLock { pids in
            pids.removeAll { pid in
                var status: Int32 = 0
                return waitpid(pid, &status, WNOHANG) != 0
            }
        }
    }
}

/// The sibling ended with an error it has already printed: axtutor ends with its status.
struct SiblingFailed: DiagnosticConvertible {
    var status: Int32
    /// The sibling has said what went wrong itself.
    var diagnostics: [Diagnostic] { [] }
    var exitCode: Int32 { status }
}
