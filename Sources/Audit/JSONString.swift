/// JSON string literals written by hand, so that objects keep their keys in the documented
/// order (`JSONEncoder` does not promise one).
public enum JSONString {
    /// The text as a JSON string literal: quotes, backslashes and control characters escaped.
    public static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// Objects of (key, value) pairs, one to a line, in an indented array; `[]` when empty.
    public static func array(_ objects: [[(key: String, value: String)]]) -> String {
        guard !objects.isEmpty else { return "[]\n" }
        let written = objects.map { pairs in
            "  {\n" + pairs.map { "    \(quoted($0.key)): \(quoted($0.value))" }.joined(separator: ",\n") + "\n  }"
        }
        return "[\n" + written.joined(separator: ",\n") + "\n]\n"
    }
}
