import Foundation
import TestSupport
import Testing

/// One tmux server on a private socket, running one command in a pseudo-terminal.
private struct TmuxSession {
    let tmux: String
    let socket = "axtutor-test-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"

    /// Runs one tmux command and returns what it printed (the server that `new-session`
    /// forks keeps running; its output goes to files, so nothing waits on it).
    @discardableResult
    func run(_ arguments: [String], printing: Bool = false) throws -> String {
        let output = try ChildProcess.run(tmux, ["-L", socket, "-f", "/dev/null"] + arguments)
        return printing ? output.stdout : ""
    }

    func start(_ command: String) throws {
        try run(["new-session", "-d", "-s", "t", "-x", "100", "-y", "30", command])
    }

    func type(_ text: String) throws { try run(["send-keys", "-t", "t", "-l", text]) }
    func press(_ keys: String...) throws { try run(["send-keys", "-t", "t"] + keys) }
    func screen() throws -> String { try run(["capture-pane", "-t", "t", "-p"], printing: true) }

    /// Waits (up to 5 s) until the screen shows `text` (`count` times); returns the screen either way.
    @discardableResult
    func waitFor(count: Int = 1, _ text: String) throws -> String {
        let deadline = Date().addingTimeInterval(5)
        var current = try screen()
        while current.components(separatedBy: text).count - 1 < count && Date() < deadline {
            usleep(30_000)
            current = try screen()
        }
        return current
    }

    /// The pane's process: the shell, until it `exec`s its last command.
    func paneProcess() throws -> pid_t? {
        pid_t(try run(["display-message", "-p", "-t", "t", "#{pane_pid}"], printing: true)
            .trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// The processes `parent` started (Linux's /proc children list).
    func children(of parent: pid_t) -> [pid_t] {
        let list = try? String(contentsOfFile: "/proc/\(parent)/task/\(parent)/children", encoding: .utf8)
        return list?.split(separator: " ").compactMap { pid_t($0) } ?? []
    }

    /// The program under test, started by the pane's shell.
    func programID() throws -> pid_t? {
        try paneProcess().flatMap { children(of: $0).first }
    }

    /// Ends the pane's processes, then the server. (kill-server alone relies on SIGHUP, which
    /// may be ignored where the tests run, leaving the server waiting on its pane.)
    func kill() {
        let socketPath = (try? run(["display-message", "-p", "#{socket_path}"], printing: true))?
            .trimmingCharacters(in: .whitespacesAndNewlines)
        defer { if let socketPath, !socketPath.isEmpty { unlink(socketPath) } }
        if let pane = try? paneProcess() {
            for child in children(of: pane) { sendSignal(child, SIGKILL) }
            sendSignal(pane, SIGKILL)
        }
        _ = try? run(["kill-server"])
    }
}

/// Sends `number` to the process `id` (a free function: `TmuxSession.kill()` hides the C one).
private func sendSignal(_ id: pid_t, _ number: Int32) {
    kill(id, number)
}

/// readline for real: Tab, Ctrl-C, Ctrl-D, signals and history, driven through tmux.
@Suite(.serialized) struct TerminalTests {
    static let tmux = onPath("tmux")

    /// A shell line that runs the demo and reports whether the terminal settings came back.
    /// The shell traps SIGINT: Ctrl-C reaches the whole foreground group, and sh would
    /// otherwise end once the demo does, taking the pane with it.
    private func command(_ demo: String, history: String, setUp: String = "") -> String {
        "sh -c '\(setUp)trap : INT; before=$(stty -g); env INPUTRC=/dev/null \(demo) \(history); status=$?; "
            + "[ \"$before\" = \"$(stty -g)\" ] && echo terminal restored; echo exit status $status; exec sleep 30'"
    }

    private func line(_ screen: String, _ text: String) -> Bool {
        screen.split(separator: "\n").contains { $0.trimmingCharacters(in: .whitespaces) == text }
    }

    /// Runs `body` on the demo at its first prompt, in a fresh session with a history file of its
    /// own; `running` wraps the demo's path (an `env` before it), `setUp` goes before it in the shell.
    private func withDemo(running: (String) -> String = { $0 }, setUp: String = "",
                          _ body: (TmuxSession) throws -> Void) throws {
        let demo = try #require(builtExecutable("lineeditor-demo"), "lineeditor-demo is not built")
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let session = TmuxSession(tmux: try #require(Self.tmux))
        defer { session.kill() }
        try session.start(command(running(demo), history: folder.file("history"), setUp: setUp))
        try session.waitFor("demo>")
        try body(session)
    }

    @Test(.enabled(if: tmux != nil, "tmux is not installed: the pseudo-terminal tests are skipped"))
    func tabCompletesCtrlCKeepsTheSessionCtrlDLeavesAndHistoryPersists() throws {
        let demo = try #require(builtExecutable("lineeditor-demo"), "lineeditor-demo is not built")
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let history = folder.file("history")
        let session = TmuxSession(tmux: try #require(Self.tmux))
        defer { session.kill() }

        try session.start(command(demo, history: history))
        #expect(try session.waitFor("demo>").contains("demo>"))
        try session.type("themeS")
        try session.press("Tab")
        #expect(line(try session.waitFor("themeSwitch"), "demo> themeSwitch"))
        try session.type(".accessibilityTraits.insert(.bu")
        try session.press("Tab")
        try session.type(")")
        try session.press("Enter")
        #expect(line(try session.waitFor("got:"), "got: themeSwitch.accessibilityTraits.insert(.button)"))

        try session.type("half typed")
        try session.press("C-c")
        #expect(line(try session.waitFor("interrupted"), "interrupted"))
        try session.type("hint")
        try session.press("Enter")
        #expect(line(try session.waitFor("got: hint"), "got: hint"))
        try session.type("history-marker")
        try session.press("Enter")
        try session.waitFor("got: history-marker")
        try session.press("C-d")
        let end = try session.waitFor("exit status")
        #expect(line(end, "bye"))
        #expect(line(end, "terminal restored"))
        #expect(line(end, "exit status 0"))
        #expect(!end.contains("got: half typed"))
        #expect(try String(contentsOfFile: history, encoding: .utf8)
                == "themeSwitch.accessibilityTraits.insert(.button)\nhint\nhistory-marker\n")
        session.kill()

        let second = TmuxSession(tmux: try #require(Self.tmux))
        defer { second.kill() }
        try second.start(command(demo, history: history))
        try second.waitFor("demo>")
        try second.press("Up")
        try second.press("Enter")
        #expect(line(try second.waitFor("got:"), "got: history-marker"))
        try second.type("quit")
        try second.press("Enter")
        #expect(line(try second.waitFor("exit status"), "exit status 0"))
    }

    /// A statement typed over several lines is one history entry: Up-arrow recalls it whole
    /// (a learner's recalled only its last line).
    @Test(.enabled(if: tmux != nil, "tmux is not installed: the pseudo-terminal tests are skipped"))
    func upArrowRecallsABlockWhole() throws {
        try withDemo { session in
            for typed in ["row {", "x", "}"] {
                try session.type(typed)
                try session.press("Enter")
            }
            try session.waitFor("got block: row { x }")
            try session.press("Up")
            try session.press("Enter")
            let screen = try session.waitFor(count: 2, "got block: row { x }")
            #expect(screen.components(separatedBy: "got block: row { x }").count == 3, "recalled whole and run again")
            try session.type("quit")
            try session.press("Enter")
            #expect(line(try session.waitFor("exit status"), "exit status 0"))
        }
    }

    @Test(.enabled(if: tmux != nil, "tmux is not installed: the pseudo-terminal tests are skipped"))
    func sigtermWhileReadingGivesTheTerminalBack() throws {
        try withDemo { session in
            try session.type("half typed")
            try session.waitFor("half typed")
            let program = try #require(try session.programID(), "cannot find the demo's process id")
            kill(program, SIGTERM)
            let end = try session.waitFor("exit status")
            #expect(line(end, "terminal restored"))
            #expect(line(end, "exit status 143"))
        }
    }

    @Test(.enabled(if: tmux != nil, "tmux is not installed: the pseudo-terminal tests are skipped"))
    func aSignalTheCallerIgnoresStaysIgnored() throws {
        try withDemo(setUp: "trap \"\" TERM; ") { session in
            let program = try #require(try session.programID(), "cannot find the demo's process id")
            kill(program, SIGTERM)
            try session.type("hint")
            try session.press("Enter")
            #expect(line(try session.waitFor("got: hint"), "got: hint"))
            try session.press("C-d")
            #expect(line(try session.waitFor("exit status"), "exit status 0"))
        }
    }

    /// The runtime's crash reporter answers SIGQUIT with a backtrace unless told otherwise;
    /// the demo runs with it switched on, so that the test does not depend on the environment.
    @Test(.enabled(if: tmux != nil, "tmux is not installed: the pseudo-terminal tests are skipped"))
    func ctrlBackslashEndsTheSessionWithoutACrashReport() throws {
        try withDemo(running: { "env SWIFT_BACKTRACE=enable=yes,interactive=no \($0)" }, setUp: "trap : QUIT; ") { session in
            try session.type("half typed")
            try session.waitFor("half typed")
            try session.press("C-\\")
            let end = try session.waitFor("exit status")
            #expect(line(end, "quit"))
            #expect(line(end, "terminal restored"))
            #expect(line(end, "exit status 0"))
            #expect(!end.contains("crashed") && !end.contains("Backtrace") && !end.contains("got: half typed"))
        }
    }

    /// Ctrl-Z hands the terminal back to a job-control shell; `fg` brings the prompt and the
    /// half-typed line back, and typing goes on where it stopped.
    @Test(.enabled(if: tmux != nil && onPath("bash") != nil, "tmux or bash is missing: the job-control test is skipped"))
    func ctrlZThenFgRedrawsThePromptAndTheLine() throws {
        let demo = try #require(builtExecutable("lineeditor-demo"), "lineeditor-demo is not built")
        let bash = try #require(onPath("bash"))
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let session = TmuxSession(tmux: try #require(Self.tmux))
        defer { session.kill() }
        try session.start("env PS1='shell$ ' INPUTRC=/dev/null \(bash) --norc --noprofile -i")
        try session.waitFor("shell$")
        try session.type("\(demo) \(folder.file("history"))")
        try session.press("Enter")
        try session.waitFor("demo>")
        try session.type("half")
        try session.waitFor("demo> half")
        try session.press("C-z")
        try session.waitFor("Stopped")
        try session.type("fg")
        try session.press("Enter")
        let resumed = try session.waitFor(count: 2, "demo> half")
        #expect(resumed.components(separatedBy: "demo> half").count == 3, "the prompt was not redrawn:\n\(resumed)")
        try session.type(" typed")
        try session.press("Enter")
        let got = try session.waitFor("got:")
        #expect(line(got, "got: half typed"))
        #expect(!line(got, "typed"), "the terminal echoed the keys itself: readline's settings were not restored")
        try session.press("C-d")
        try session.waitFor("bye")
    }
}
