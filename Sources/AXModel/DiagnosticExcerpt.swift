extension Diagnostic {
    /// The offending source line with a caret under the column, as a compiler shows it:
    /// ```
    ///    3 |     type: UIButon
    ///      |           ^
    /// ```
    /// nil when the diagnostic has no line or `source` has no such line; no caret without a column.
    public func excerpt(in source: String) -> String? {
        guard let line, let text = SourceLines(source).line(line) else { return nil }
        let number = String(line)
        let width = max(4, number.count)
        var result = String(repeating: " ", count: width - number.count) + number + " | " + TerminalText.visible(text)
        if let column, column >= 1 {
            // Keep tabs as tabs so the caret lines up however wide the terminal draws them;
            // a control character before the column takes the room of its visible spelling.
            let before = TerminalText.visible(text.prefix(column - 1)).map { $0 == "\t" ? "\t" : " " }.joined()
            let pastEnd = max(0, column - 1 - text.count)
            result += "\n" + String(repeating: " ", count: width) + " | " + before
                + String(repeating: " ", count: pastEnd) + "^"
        }
        return result
    }
}
