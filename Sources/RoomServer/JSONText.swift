import Foundation

/// Small JSON texts written by hand where a Codable type would be overkill.
enum JSONText {
    /// A JSON object of string values, keys sorted.
    static func object(_ fields: [String: String]) -> String {
        let members = fields.keys.sorted().map { "\(string($0)):\(string(fields[$0] ?? ""))" }
        return "{" + members.joined(separator: ",") + "}"
    }

    /// A JSON string literal.
    static func string(_ text: String) -> String {
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
}
