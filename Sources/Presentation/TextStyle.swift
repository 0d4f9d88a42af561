/// How the tutor draws text: the width to wrap to, and colour and symbols, or plain words
/// (no colour, no cursor movement, no box drawing) for screen readers and pipes.
public struct TextStyle: Sendable, Equatable {
    public var width: Int
    /// Words instead of symbols, and no colour.
    public var plain: Bool
    /// ANSI colour (never when `plain`).
    public var color: Bool

    public init(width: Int = 80, plain: Bool = false, color: Bool = true) {
        self.width = max(20, width)
        self.plain = plain
        self.color = color && !plain
    }

    /// A list bullet: a word-free dash when plain, a dot otherwise.
    public var bullet: String { plain ? "- " : "• " }
}
