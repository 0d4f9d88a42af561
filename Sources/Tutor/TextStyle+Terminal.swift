import AXModel
import Presentation

/// Drawing with a `TextStyle` on the terminal. Text handed to `paint` and `wrap` may come from
/// a file: its control characters are spelled visibly.
extension TextStyle {
    /// `text` in the SGR style `code` (`1` bold, `32` green, …) when colour is on.
    func paint(_ text: String, _ code: String) -> String {
        let text = TerminalText.visible(text)
        return color ? ANSI.paint(text, [code]) : text
    }

    /// `text` cut into lines of at most `width` characters at spaces, each starting with
    /// `indent`; following lines start with `hanging` (default: `indent`). A word longer than
    /// the room gets a line of its own; existing line breaks are kept.
    func wrap(_ text: String, indent: String = "", hanging: String? = nil) -> [String] {
        var result: [String] = []
        var prefix = indent
        for paragraph in TerminalText.visible(text).split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            for word in paragraph.split(separator: " ") {
                if !line.isEmpty, prefix.count + line.count + 1 + word.count > width {
                    result.append(prefix + line)
                    prefix = hanging ?? indent
                    line = ""
                }
                line += (line.isEmpty ? "" : " ") + word
            }
            result.append(prefix + line)
            prefix = hanging ?? indent
        }
        return result
    }
}
