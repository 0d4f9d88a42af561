import Foundation

/// The part of Foundation's `String(format:)` a fix may use, checked before it runs: `%d`,
/// `%i` and `%ld` take an `Int`, `%f` and `%.2f` a `Double` or `Float` (so do `%g` and `%.3g`,
/// which drop trailing zeros and keep that many significant digits), `%@` a `String`, and
/// `%%` is a percent sign. Anything else is refused where it is written, because Foundation
/// reads the arguments blindly: `%d` given a `Double` prints a wrong number, and `%s` or `%n`
/// read memory the call never passed.
public struct FormatString: Sendable, Equatable {
    public enum Specifier: Sendable, Equatable {
        case integer
        /// Decimal places; nil for `%f`'s six.
        case decimal(places: Int?)
        /// `%g`: significant digits (six unless written), trailing zeros dropped.
        case general(digits: Int?)
        case text

        /// The specifier as a format writes it (`%.1f` as `%.Nf` with its places).
        public var written: String {
            switch self {
            case .integer: "%d"
            case .decimal(let places): places.map { "%.\($0)f" } ?? "%f"
            case .general(let digits): digits.map { "%.\($0)g" } ?? "%g"
            case .text: "%@"
            }
        }

        /// What the specifier takes, for messages.
        public var takes: String {
            switch self {
            case .integer: "an Int"
            case .decimal, .general: "a Double or Float"
            case .text: "a String"
            }
        }
    }

    enum Piece: Sendable, Equatable {
        case text(String)
        case specifier(Specifier)
    }

    let pieces: [Piece]

    /// The specifiers in order: one argument each.
    public var specifiers: [Specifier] {
        pieces.compactMap { if case .specifier(let specifier) = $0 { specifier } else { nil } }
    }

    /// Reads a format; throws the offending specifier as written (`%s`, `%5d`, a lone `%`).
    public init(_ format: String) throws(Unsupported) {
        var pieces: [Piece] = []
        var text = ""
        var characters = Substring(format)
        while let character = characters.popFirst() {
            guard character == "%" else {
                text.append(character)
                continue
            }
            if characters.first == "%" {
                characters.removeFirst()
                text.append("%")
                continue
            }
            let specifier: Specifier
            let rest = characters
            if characters.hasPrefix("ld") {
                characters.removeFirst(2)
                specifier = .integer
            } else if let first = characters.first, "di".contains(first) {
                characters.removeFirst()
                specifier = .integer
            } else if characters.first == "@" {
                characters.removeFirst()
                specifier = .text
            } else if characters.first == "f" {
                characters.removeFirst()
                specifier = .decimal(places: nil)
            } else if characters.first == "g" {
                characters.removeFirst()
                specifier = .general(digits: nil)
            } else if characters.first == ".", let digit = characters.dropFirst().first, let places = digit.wholeNumberValue,
                      let kind = characters.dropFirst(2).first, kind == "f" || kind == "g" {
                characters.removeFirst(3)
                specifier = kind == "f" ? .decimal(places: places) : .general(digits: places)
            } else {
                throw Unsupported(written: "%" + String(rest.prefix(while: { !$0.isWhitespace }).prefix(4)))
            }
            if !text.isEmpty { pieces.append(.text(text)) }
            text = ""
            pieces.append(.specifier(specifier))
        }
        if !text.isEmpty { pieces.append(.text(text)) }
        self.pieces = pieces
    }

    /// The text with each specifier replaced by its value, in order (checked to match before).
    public func format(_ values: [PropertyValue]) -> String {
        var remaining = values[...]
        return pieces.map { piece in
            switch piece {
            case .text(let text): return text
            case .specifier(let specifier):
                let value = remaining.popFirst() ?? .nil_
                switch (specifier, value) {
                case (.integer, .number(let number)): return SwiftDescription.wholeNumber(number).map(String.init) ?? ""
                case (.decimal(let places), .number(let number)):
                    return String(format: "%.\(places ?? 6)f", number)
                case (.general(let digits), .number(let number)):
                    return String(format: "%.\(digits ?? 6)g", number)
                default: return value.text ?? ""
                }
            }
        }.joined()
    }

    /// A specifier the tutor does not run.
    public struct Unsupported: Error, Sendable, Equatable {
        public var written: String
    }
}
