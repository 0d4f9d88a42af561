import Foundation
import TestSupport

/// The real `axtutor` running in a detached tmux session of its own (its own server socket),
/// driven by keys and read back from the screen, for end-to-end runs of the REPL.
final class TerminalSession {
    struct TimedOut: Error, CustomStringConvertible {
        var waitingFor: String
        var screen: String
        var description: String { "timed out waiting for \(waitingFor.debugDescription); the screen:\n\(screen)" }
    }

    /// The server's socket, a file of the run's own that the session removes when it ends (tmux
    /// leaves its socket behind after `kill-server`).
    let socket = FileManager.default.temporaryDirectory
        .appendingPathComponent("axtutor-e2e-\(UUID().uuidString.prefix(8)).sock").path
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
        try? FileManager.default.removeItem(atPath: socket)
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

    /// Runs tmux to its end and returns what it printed (the server it starts outlives the
    /// command; its output goes to files, so nothing waits on it).
    @discardableResult
    private func tmux(_ arguments: [String]) throws -> String {
        try ChildProcess.run("/usr/bin/tmux", ["-S", socket, "-f", "/dev/null"] + arguments).stdout
    }

    static var available: Bool {
        FileManager.default.isExecutableFile(atPath: "/usr/bin/tmux")
    }

    private static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
