import Foundation

/// Decodes a request body that must be one JSON object with only known keys, wording each
/// problem for a 400.
enum StrictJSON {
    /// The body decoded as `T`; `allowed` lists the keys the object may hold.
    static func decode<T: Decodable>(_ type: T.Type, from data: Data, allowed: [String]) throws(RoomError) -> T {
        let parsed: Any
        do {
            parsed = try JSONSerialization.jsonObject(with: data, options: [])
        } catch {
            throw RoomError(.badRequest, "request body is not valid JSON")
        }
        guard let object = parsed as? [String: Any] else {
            throw RoomError(.badRequest, "request body must be a JSON object")
        }
        for key in object.keys.sorted() where !allowed.contains(key) {
            let expected = allowed.map { "'\($0)'" }.joined(separator: ", ")
            throw RoomError(.badRequest, "unknown field '\(key)'; expected only \(expected)")
        }
        do {
            return try JSONDecoder().decode(T.self, from: data)
        } catch let DecodingError.keyNotFound(key, _) {
            throw RoomError(.badRequest, "missing field '\(key.stringValue)'")
        } catch let DecodingError.typeMismatch(expected, context) {
            throw RoomError(.badRequest, "field '\(field(context))' must be \(words(for: expected))")
        } catch let DecodingError.valueNotFound(expected, context) {
            throw RoomError(.badRequest, "field '\(field(context))' must be \(words(for: expected)), not null")
        } catch let DecodingError.dataCorrupted(context) {
            throw RoomError(.badRequest, "field '\(field(context))' has a value that does not fit")
        } catch {
            throw RoomError(.badRequest, "request body does not fit: \(error)")
        }
    }

    /// The top-level field a decoding error is about.
    private static func field(_ context: DecodingError.Context) -> String {
        context.codingPath.first?.stringValue ?? "?"
    }

    private static func words(for type: Any.Type) -> String {
        switch type {
        case is Bool.Type: "true or false"
        case is Int.Type: "a whole number"
        case is Double.Type: "a number"
        case is String.Type: "a string"
        case is [String].Type: "a list of strings"
        default: "of another type"
        }
    }
}
