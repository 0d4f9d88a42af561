import CReadline
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads the learner's lines: through GNU readline (editing, history, Tab completion) when
/// standard input is a terminal, as plain lines otherwise, so that scripts and tests can
/// drive the REPL. Readline is process-wide: use one LineEditor at a time.
public final class LineEditor {
    /// Whether lines come through readline (standard input is a terminal).
    public let isInteractive: Bool
    /// Where history is kept between sessions; nil keeps none.
    public let historyFile: String?
    /// How many lines the history keeps, in memory and on disk.
    public let historyLimit: Int
    /// What SIGQUIT did before this editor took it over (interactive only), given back on deinit.
    private var quitBefore: sigaction?

    /// Sets readline up and loads the history. `completer` gets the text before the cursor
    /// and the word being completed (the text after the last of `wordBreakCharacters`), and
    /// returns the words that may replace it.
    public init(historyFile: String? = nil, historyLimit: Int = 1000,
                interactive: Bool = isatty(0) != 0, wordBreakCharacters: String = " \t\n",
                completer: (@Sendable (_ line: String, _ word: String) -> [String])? = nil) {
        self.isInteractive = interactive
        self.historyFile = historyFile
        self.historyLimit = max(1, historyLimit)
        guard interactive else { return }
        readlineShared.withLock { $0.completer = completer }
        axtutor_rl_configure("axtutor", wordBreakCharacters, attemptCompletion)
        using_history()
        clear_history()
        stifle_history(Int32(clamping: self.historyLimit))
        if let historyFile {
            _ = read_history(historyFile)
        }
        // Ctrl-\ asks to leave at any moment, not only at the prompt: noted now, acted on at the
        // next read, so that a line being handled is finished first and no crash report is drawn.
        quitBefore = Self.install(SIGQUIT, flags: SA_RESTART)
    }

    deinit {
        if var quitBefore { sigaction(SIGQUIT, &quitBefore, nil) }
    }

    /// Reads one line, showing `prompt` when interactive (nothing otherwise). Non-printing
    /// escape sequences in the prompt must be wrapped in "\u{1}" … "\u{2}" for readline.
    public func readLine(prompt: String) -> LineResult {
        guard isInteractive else {
            return Swift.readLine(strippingNewline: true).map(LineResult.line) ?? .endOfInput
        }
        let result = readInteractively(prompt: prompt)
        if case .line(let line) = result { remember(line) }
        return result
    }

    /// Adds `line` to the history (and its file) unless it is blank or repeats the last one.
    public func remember(_ line: String) {
        guard isInteractive, !line.allSatisfy(\.isWhitespace) else { return }
        if let last = axtutor_history_last(), String(cString: last) == line { return }
        add_history(line)
        guard let historyFile else { return }
        let descriptor = open(historyFile, O_WRONLY | O_CREAT | O_CLOEXEC, 0o600)
        if descriptor >= 0 { close(descriptor) }
        // Appending keeps lines another terminal of the same learner wrote meanwhile.
        _ = append_history(1, historyFile)
        _ = history_truncate_file(historyFile, Int32(clamping: historyLimit))
    }

    /// A statement typed over several lines becomes one history entry, recalled whole by Up-arrow:
    /// its lines, remembered one by one as they were read, are replaced in memory (the history
    /// file keeps them as lines).
    public func rememberWhole(_ text: String) {
        guard isInteractive, text.contains("\n") else { return }
        // Recalled whole and run again: the entry is there already.
        if let last = axtutor_history_last(), String(cString: last) == text { return }
        var removed: Substring?
        for line in text.split(separator: "\n").reversed() where !line.allSatisfy(\.isWhitespace) {
            if line == removed { continue }  // a line repeating the one after it was never remembered twice
            guard let last = axtutor_history_last(), String(cString: last) == String(line) else { break }
            axtutor_history_remove_last()
            removed = line
        }
        add_history(text)
    }

    private func readInteractively(prompt: String) -> LineResult {
        // Ctrl-\ while the last line was being handled: leave before prompting again.
        if drainSignalPipe().contains(SIGQUIT) { return .quit }
        let previous = installSignalHandlers()
        defer { restoreSignalHandlers(previous) }
        readlineShared.withLock { $0.finished = .none }
        rl_callback_handler_install(prompt, lineHandler)
        while true {
            var descriptors = [pollfd(fd: 0, events: Int16(POLLIN), revents: 0),
                               pollfd(fd: signalPipe.read, events: Int16(POLLIN), revents: 0)]
            if poll(&descriptors, 2, -1) < 0 {
                if errno == EINTR { continue }
                abandonLine()
                return .endOfInput
            }
            for signal in drainSignalPipe() {
                switch signal {
                case SIGWINCH:
                    rl_resize_terminal()
                case SIGINT:
                    abandonLine()
                    return .interrupted
                case SIGQUIT:
                    abandonLine()
                    return .quit
                case SIGTSTP:
                    suspend(restoring: previous)
                default:
                    // SIGTERM, SIGHUP: leave the terminal as it was found, then let the
                    // signal do what it did before this line was being read.
                    abandonLine()
                    restoreSignalHandlers(previous)
                    raise(signal)
                    return .endOfInput
                }
            }
            if descriptors[0].revents != 0 {
                rl_callback_read_char()
                if let finished = readlineShared.withLock({ $0.finished }) {
                    return finished.map(LineResult.line) ?? .endOfInput
                }
            }
        }
    }

    /// Drops the half-typed line and gives the terminal back, as readline's manual asks of
    /// an application handling signals itself.
    private func abandonLine() {
        rl_free_line_state()
        rl_callback_sigcleanup()
        rl_cleanup_after_signal()
        rl_callback_handler_remove()
        axtutor_rl_newline()
    }

    /// Ctrl-Z: gives the terminal back as it was, stops as the signal asks (until the shell's
    /// `fg`), then takes the terminal again and redraws the prompt with the line being typed.
    private func suspend(restoring previous: [Int32: sigaction]) {
        // SIGTTOU is blocked while the terminal is given back, as readline does: a shell may
        // already have taken the terminal (it saw a wrapper around us stop first), and
        // touching it from the background would otherwise stop us there, then again below.
        var ttou = sigset_t(), mask = sigset_t()
        sigemptyset(&ttou)
        sigaddset(&ttou, SIGTTOU)
        pthread_sigmask(SIG_BLOCK, &ttou, &mask)
        rl_cleanup_after_signal()
        pthread_sigmask(SIG_SETMASK, &mask, nil)
        if var before = previous[SIGTSTP] {
            sigaction(SIGTSTP, &before, nil)
            raise(SIGTSTP)
            _ = Self.install(SIGTSTP)
        }
        rl_reset_after_signal()
        rl_forced_update_display()
    }

    private static let handledSignals = [SIGINT, SIGTERM, SIGHUP, SIGWINCH, SIGTSTP]

    private func installSignalHandlers() -> [Int32: sigaction] {
        var previous: [Int32: sigaction] = [:]
        for signal in Self.handledSignals {
            previous[signal] = Self.install(signal)
        }
        return previous
    }

    /// Points `signal` at the self-pipe and returns what it did before; nil when that cannot
    /// be done. A signal the caller ignores (nohup, a background job) stays ignored.
    private static func install(_ signal: Int32, flags: Int32 = 0) -> sigaction? {
        _ = signalPipe   // create the pipe before any handler may need it
        var action = sigaction()
        setHandler(&action, noteSignal)
        sigemptyset(&action.sa_mask)
        action.sa_flags = flags
        var old = sigaction()
        guard sigaction(signal, &action, &old) == 0 else { return nil }
        if isIgnored(old) { sigaction(signal, &old, nil) }
        return old
    }

    private func restoreSignalHandlers(_ previous: [Int32: sigaction]) {
        for (signal, action) in previous {
            var action = action
            sigaction(signal, &action, nil)
        }
    }

    /// Empties the self-pipe and returns the signals it held, oldest first.
    @discardableResult
    private func drainSignalPipe() -> [Int32] {
        var signals: [Int32] = []
        var byte: UInt8 = 0
        while read(signalPipe.read, &byte, 1) == 1 { signals.append(Int32(byte)) }
        return signals
    }
}

// The handler field of `struct sigaction` is a union whose name differs between the C libraries.

private func setHandler(_ action: inout sigaction, _ handler: @convention(c) (Int32) -> Void) {
    #if canImport(Darwin)
    action.__sigaction_u.__sa_handler = handler
    #else
    action.__sigaction_handler.sa_handler = handler
    #endif
}

private func isIgnored(_ action: sigaction) -> Bool {
    #if canImport(Darwin)
    let handler = action.__sigaction_u.__sa_handler
    #else
    let handler = action.__sigaction_handler.sa_handler
    #endif
    return handler.map { unsafeBitCast($0, to: Int.self) == 1 } ?? false   // SIG_IGN
}
