/// Text from a file made safe to print on a terminal: every character that would drive the
/// terminal instead of being drawn (C0 and C1 controls, DEL, a carriage return not followed by
/// a line feed) and every bidirectional embedding, override and isolate (which reorder what
/// is drawn after them) is spelled out as Swift writes it in a string literal, `\u{1B}`.
/// Line feeds and tabs are kept. The one function every terminal output edge uses.
public enum TerminalText {
    /// `text` with the characters above spelled visibly: `"\u{1B}]0;x\u{07}"` prints as
    /// `\u{1B}]0;x\u{07}`, `"\u{202E}abc"` as `\u{202E}abc`.
    public static func visible<Text: StringProtocol>(_ text: Text) -> String {
        let scalars = text.unicodeScalars
        guard scalars.contains(where: isHidden) else { return String(text) }
        var result = String.UnicodeScalarView()
        var index = scalars.startIndex
        while index != scalars.endIndex {
            let scalar = scalars[index]
            let next = scalars.index(after: index)
            if isHidden(scalar), !(scalar == "\r" && next != scalars.endIndex && scalars[next] == "\n") {
                result.append(contentsOf: spelled(scalar).unicodeScalars)
            } else {
                result.append(scalar)
            }
            index = next
        }
        return String(result)
    }

    /// JSON text (already encoded) with the same characters escaped as JSON writes them,
    /// `\u202e`: the encoder escapes C0 controls itself but leaves DEL, C1 controls and
    /// bidirectional controls as they are. The document means the same; only its spelling changes.
    public static func json(_ encoded: String) -> String {
        guard encoded.unicodeScalars.contains(where: isHidden) else { return encoded }
        var result = String.UnicodeScalarView()
        for scalar in encoded.unicodeScalars {
            if isHidden(scalar) {
                let hex = String(scalar.value, radix: 16)
                result.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// The explicit bidirectional formatting characters that change the order of what follows
    /// them: embeddings and overrides (U+202A–U+202E) and isolates (U+2066–U+2069), Unicode
    /// Standard Annex #9, section 2.
    public static func isBidirectionalControl(_ scalar: Unicode.Scalar) -> Bool {
        (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
    }

    /// Whether the scalar is spelled out: a control character other than tab and line feed
    /// (carriage returns are judged with what follows them), or a bidirectional control.
    static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A: false
        case 0x00...0x1F, 0x7F...0x9F: true
        default: isBidirectionalControl(scalar)
        }
    }

    /// `\u{1B}`: upper-case hexadecimal, at least two digits, as Swift's `debugDescription`.
    static func spelled(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "\\u{" + (hex.count < 2 ? "0" : "") + hex + "}"
    }
}
