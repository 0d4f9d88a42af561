import Foundation

/// The one JSON encoder configuration: sorted keys and unescaped slashes, so equal values give
/// equal bytes; pretty-printed for people (`--json` reports), compact on the wire.
public enum JSONOutput {
    /// A configured encoder, `pretty` for output a person reads.
    public static func encoder(pretty: Bool) -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = pretty ? [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
                                          : [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    /// `value` as JSON text.
    public static func string(_ value: some Encodable, pretty: Bool) throws -> String {
        String(decoding: try encoder(pretty: pretty).encode(value), as: UTF8.self)
    }
}
