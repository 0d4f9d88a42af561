/// What one call to `LineEditor.readLine(prompt:)` got from the learner.
public enum LineResult: Equatable, Sendable {
    /// A line, without its newline.
    case line(String)
    /// Ctrl-C: the line being typed was abandoned; the session goes on.
    case interrupted
    /// Ctrl-D on an empty line, or the end of piped input: the session ends.
    case endOfInput
    /// Ctrl-\ (SIGQUIT) at the prompt or while the last line was handled: the line being
    /// typed was abandoned and the session ends (interactive only).
    case quit
}
