/// Text written as a string literal in code the tutor shows or writes, one escaping rule per
/// language, so a label holding a quote, a backslash, a line break or a dollar sign is still
/// code that compiles and means the same text.
public enum CodeLiteral {
    /// `"Say \"hi\""`: a Swift string literal (The Swift Programming Language, "Special
    /// Characters in String Literals": `\0 \\ \t \n \r \" \'` and `\u{n}`).
    public static func swift(_ text: String) -> String {
        "\"" + swiftEscaped(text) + "\""
    }

    /// The inside of a Swift string literal, for text written between other parts of one.
    public static func swiftEscaped(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                out += "\\u{\(String(scalar.value, radix: 16))}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// `"Costs \$5"`: a Kotlin string literal (Kotlin's "Strings" reference: `\t \b \n \r \' \"
    /// \\ \$` and `\uFFFF`; an unescaped `$` starts a template).
    public static func kotlin(_ text: String) -> String {
        "\"" + kotlinEscaped(text) + "\""
    }

    /// The inside of a Kotlin string literal.
    public static func kotlinEscaped(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "$": out += "\\$"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            case "\u{8}": out += "\\b"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
