/// Escaping for text and attribute values in XML (JUnit reports) and HTML (the facilitator page).
public enum MarkupText {
    /// `text` safe in element content and quoted attributes: `& < > " '` as entities, tab and
    /// line breaks as character references (kept inside attribute values), other control
    /// characters (which XML 1.0 cannot hold) and U+FFFE, U+FFFF left out.
    public static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case "\t", "\n", "\r": out += "&#\(scalar.value);"
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF: continue
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
