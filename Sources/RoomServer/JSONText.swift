import Foundation
import Presentation

/// Small JSON texts (an error body, the room's announcement, a stored list) through
/// `JSONEncoder`, sorted keys, no escaped slashes.
enum JSONText {
    /// A JSON object of string values, keys sorted.
    static func object(_ fields: [String: String]) -> String {
        encode(fields)
    }

    /// A JSON array of strings.
    static func array(_ list: [String]) -> String {
        encode(list)
    }

    static func encode<Value: Encodable>(_ value: Value) -> String {
        let encoder = JSONOutput.encoder(pretty: false)
        return String(decoding: (try? encoder.encode(value)) ?? Data(), as: UTF8.self)
    }
}
