extension Diagnostic {
    /// The most characters of a source line an excerpt shows: a longer line is cut around the
    /// caret, so what is printed stays small however long the line.
    public static let excerptWidth = 100
    /// How many characters of a cut line are shown before the caret.
    static let excerptLead = 40

    /// The offending source line with a caret under the column, as a compiler shows it:
    /// ```
    ///    3 |     type: UIButon
    ///      |           ^
    /// ```
    /// A line longer than `excerptWidth` is shown as a window around the caret with `…` where
    /// it is cut. nil when the diagnostic has no line, `source` has no such line, or the
    /// diagnostic is about a file whose text is not to be shown; no caret without a column.
    public func excerpt(in source: String) -> String? {
        guard showsSource, let line else { return nil }
        let caret = column.map { max(0, $0 - 1) }
        // Only as much of the line as the excerpt can show is read (four bytes a character,
        // or all of it when its characters are longer).
        let wanted = (caret ?? 0) + Self.excerptWidth + 1
        guard var found = SourceLines.line(line, in: source, limit: wanted * 4) else { return nil }
        if found.cut, found.text.count < wanted, let whole = SourceLines.line(line, in: source) { found = whole }
        let (text, cut) = found
        // The first character shown: the line's start, or some way before the caret.
        var lead = 0
        if let caret, caret > Self.excerptLead, cut || !Self.fits(text) {
            lead = caret - Self.excerptLead
            if text.index(text.startIndex, offsetBy: lead, limitedBy: text.endIndex) == nil {
                lead = max(0, text.count - Self.excerptLead)
            }
        }
        let start = text.index(text.startIndex, offsetBy: lead)
        let opening = lead > 0 ? "…" : ""
        // As many characters as fit the width as printed: a control character is spelled in several.
        var shown = 0
        var end = start
        while end < text.endIndex {
            let width = TerminalText.visible(String(text[end])).count
            if shown + width > Self.excerptWidth - opening.count { break }
            shown += width
            end = text.index(after: end)
        }
        let visible = text[start..<end]
        let closing = visible.endIndex < text.endIndex || cut ? "…" : ""
        let number = String(line)
        let width = max(4, number.count)
        var result = String(repeating: " ", count: width - number.count) + number + " | "
            + opening + TerminalText.visible(visible) + closing
        if let caret {
            // Keep tabs as tabs so the caret lines up however wide the terminal draws them; a
            // control character before the column takes the room of its visible spelling.
            let before = TerminalText.visible(visible.prefix(caret - lead))
            let padding = (opening + before).map { $0 == "\t" ? "\t" : " " }.joined()
            let pastEnd = max(0, caret - lead - visible.prefix(caret - lead).count)
            result += "\n" + String(repeating: " ", count: width) + " | " + padding
                + String(repeating: " ", count: pastEnd) + "^"
        }
        return result
    }

    /// Whether a line is short enough to show whole.
    private static func fits(_ text: Substring) -> Bool {
        text.utf8.count <= excerptWidth || text.prefix(excerptWidth + 1).count <= excerptWidth
    }
}
