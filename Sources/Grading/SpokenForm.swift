/// The spoken form of an utterance: what two texts a speech synthesizer says alike have in
/// common. One table, documented in `docs/writing-exercises.md` ("Speech is compared as it is
/// heard") and chosen in `docs/decisions.md`:
/// - letter case is ignored (`Dark Theme` = `dark theme`);
/// - `°` is the word "degrees" (`21°` = `21 degrees`);
/// - `%` is the word "percent" (`50%` = `50 percent`);
/// - the minus sign `−` (U+2212) and the en dash `–` (U+2013) before a digit, where a number
///   starts, are the hyphen-minus (`−5` = `–5` = `-5`); between two digits (a range) they stay;
/// - `&` is the word "and" (`Terms & Conditions` = `Terms and Conditions`);
/// - any run of white space is one space.
public enum SpokenForm {
    /// A symbol a synthesizer reads as a word, and that word.
    public static let words: [(symbol: Character, word: String)] = [
        ("°", "degrees"),
        ("%", "percent"),
        ("&", "and"),
    ]

    /// Dashes read as a minus sign when a number follows.
    public static let minusSigns: Set<Character> = ["\u{2212}", "\u{2013}"]

    /// `text` in its spoken form: lower-cased, each symbol of `words` replaced by its word with
    /// a space either side, a minus sign or en dash starting a number made a hyphen-minus, and
    /// white space folded to single spaces with none at either end.
    public static func normalized(_ text: String) -> String {
        if let ascii = asciiNormalized(text) { return ascii }
        let characters = Array(text.lowercased())
        var out = ""
        for (index, character) in characters.enumerated() {
            if let entry = words.first(where: { $0.symbol == character }) {
                out += " \(entry.word) "
            } else if minusSigns.contains(character), startsNumber(at: index, in: characters) {
                out.append("-")
            } else {
                out.append(character)
            }
        }
        return out.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// The spoken form of text that is plain ASCII without a symbol of `words` (most of what is
    /// compared), made byte by byte; nil for anything else, which `normalized` reads as
    /// characters.
    private static func asciiNormalized(_ text: String) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var pendingSpace = false
        for byte in text.utf8 {
            guard byte < 0x80, byte != UInt8(ascii: "%"), byte != UInt8(ascii: "&") else { return nil }
            if byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) {
                pendingSpace = !bytes.isEmpty
                continue
            }
            if pendingSpace { bytes.append(0x20); pendingSpace = false }
            bytes.append(byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// True when a digit follows `index` and no letter or digit comes just before it.
    private static func startsNumber(at index: Int, in characters: [Character]) -> Bool {
        guard index + 1 < characters.count, characters[index + 1].isNumber else { return false }
        guard index > 0 else { return true }
        let before = characters[index - 1]
        return !(before.isLetter || before.isNumber)
    }
}
