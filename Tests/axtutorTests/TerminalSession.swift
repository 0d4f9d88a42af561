import Foundation

/// The real `axtutor` running in a detached tmux session of its own (its own server socket),
/// driven by keys and read back from the screen, for end-to-end runs of the REPL.
final class TerminalSession {
    struct TimedOut: Error, CustomStringConvertible {
        var waitingFor: String
        var screen: String
        var description: String { "timed out waiting for \(waitingFor.debugDescription); the screen:\n\(screen)" }
    }

    let socket = "axtutor-e2e-\(UUID().uuidString.prefix(8))"
    let name = "repl"

    /// Starts `arguments` (the binary first) in an 100x50 terminal.
    init(_ arguments: [String], environment: [String: String]) throws {
        let assignments = environment.map { "\($0.key)=\(Self.quoted($0.value))" }.joined(separator: " ")
        let command = "exec env \(assignments) " + arguments.map(Self.quoted).joined(separator: " ")
        try tmux(["new-session", "-d", "-s", name, "-x", "100", "-y", "50", command])
        try tmux(["set-option", "-t", name, "remain-on-exit", "on"])
    }

    deinit {
        _ = try? tmux(["kill-server"])
    }

    /// Types text literally (no Enter).
    func type(_ text: String) throws { try tmux(["send-keys", "-t", name, "-l", text]) }

    /// Presses keys by tmux's names: `Enter`, `Tab`, `C-c`, `C-d`.
    func press(_ keys: String...) throws { try tmux(["send-keys", "-t", name] + keys) }

    /// Types a line and presses Enter.
    func enter(_ line: String) throws {
        try type(line)
        try press("Enter")
    }

    /// The screen and its scrollback, as text.
    func screen() throws -> String {
        try tmux(["capture-pane", "-p", "-J", "-S", "-2000", "-t", name])
    }

    /// The process id of the program in the pane.
    func pid() throws -> Int32 {
        Int32(try tmux(["display-message", "-p", "-t", name, "#{pane_pid}"])
            .trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1
    }

    /// Waits until `text` is on screen `count` times (polling), returning the screen.
    @discardableResult
    func waitFor(_ text: String, count: Int = 1, timeout: TimeInterval = 10) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        var last = ""
        while Date() < deadline {
            last = try screen()
            if last.components(separatedBy: text).count - 1 >= count { return last }
            usleep(20_000)
        }
        throw TimedOut(waitingFor: text, screen: last)
    }

    /// Runs tmux with posix_spawn and waitpid (its output through a file): the server it
    /// starts outlives the command, which a pipe or Foundation's Process would wait on.
    @discardableResult
    private func tmux(_ arguments: [String]) throws -> String {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("\(socket)-\(UUID().uuidString)").path
        defer { unlink(output) }
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t? = nil
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let all = ["/usr/bin/tmux", "-L", socket, "-f", "/dev/null"] + arguments
        var argv: [UnsafeMutablePointer<CChar>?] = all.map { strdup($0) } + [nil]
        var environment = ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + environment).forEach { free($0) } }
        // The test runner may ignore or block SIGINT; the terminal's Ctrl-C must reach the tutor.
        #if canImport(Darwin)
        var attributes: posix_spawnattr_t? = nil
        #else
        var attributes = posix_spawnattr_t()
        #endif
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t(), none = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE] { sigaddset(&defaults, signal) }
        sigemptyset(&none)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        var pid: pid_t = 0
        guard posix_spawn(&pid, "/usr/bin/tmux", &actions, &attributes, &argv, &environment) == 0 else {
            throw TimedOut(waitingFor: "tmux to start", screen: "")
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
    }

    static var available: Bool {
        FileManager.default.isExecutableFile(atPath: "/usr/bin/tmux")
    }

    private static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
