/// A room's join code: 8 Crockford base32 characters, shown as `XXXX-XXXX`.
public struct RoomCode: Hashable, Sendable, CustomStringConvertible {
    /// Crockford's base32 alphabet: digits and capitals without I, L, O and U.
    public static let alphabet: [Character] = Array("0123456789ABCDEFGHJKMNPQRSTVWXYZ")

    /// The 8 characters without the dash, upper case.
    public let value: String

    /// A fresh code with 40 random bits.
    public static func random() -> RoomCode {
        var generator = SystemRandomNumberGenerator()
        let bits = generator.next() & ((1 << 40) - 1)
        let characters = (0..<8).reversed().map { index in
            alphabet[Int((bits >> (UInt64(index) * 5)) & 31)]
        }
        return RoomCode(checked: String(characters))
    }

    private init(checked value: String) {
        self.value = value
    }

    /// Reads a code as a person typed it, the one reading of a code for learners and the room
    /// server alike: any case, with or without the dash, and, as Crockford intends, O read as 0,
    /// I and L as 1. Nil when it is not 8 characters of the alphabet.
    public init?(_ text: String) {
        guard text.utf8.count <= 16, text.filter({ $0 == "-" }).count <= 1 else { return nil }
        let letters = text.uppercased().filter { $0 != "-" }.map { character -> Character in
            switch character {
            case "O": "0"
            case "I", "L": "1"
            default: character
            }
        }
        guard letters.count == 8, letters.allSatisfy(Self.alphabet.contains) else { return nil }
        self.value = String(letters)
    }

    /// The code as shown to people: `K7Q2-9XMD`.
    public var description: String {
        "\(value.prefix(4))-\(value.suffix(4))"
    }
}
