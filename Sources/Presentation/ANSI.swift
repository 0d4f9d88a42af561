/// The only place that writes ANSI SGR escape codes (`1` bold, `31` red, …).
public enum ANSI {
    /// `text` drawn in the SGR `codes`, or unchanged when there are none or it is empty.
    public static func paint(_ text: String, _ codes: [String]) -> String {
        codes.isEmpty || text.isEmpty ? text : "\u{1B}[\(codes.joined(separator: ";"))m\(text)\u{1B}[0m"
    }

    /// As `paint`, with the escape codes wrapped in readline's invisible markers (`\u{1}` …
    /// `\u{2}`), so a prompt's width counts only what is drawn.
    public static func paintPrompt(_ text: String, _ codes: [String]) -> String {
        codes.isEmpty || text.isEmpty ? text
            : "\u{1}\u{1B}[\(codes.joined(separator: ";"))m\u{2}\(text)\u{1}\u{1B}[0m\u{2}"
    }
}
