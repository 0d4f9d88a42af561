import Presentation

/// Escaping for text and attribute values in the facilitator page.
enum HTMLText {
    /// `text` safe in element content and quoted attributes (`MarkupText`).
    static func escape(_ text: String) -> String {
        MarkupText.escape(text)
    }

    /// A form-urlencoded or query value encoded for a URL inside the page.
    static func percentEncode(_ text: String) -> String {
        var out = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"),
                 UInt8(ascii: "."), UInt8(ascii: "~"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return out
    }
}
