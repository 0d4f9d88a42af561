import AXModel

/// One lexical unit of a fix statement, with where it starts in the source.
struct Token: Sendable, Equatable {
    /// What kind of unit a token is.
    enum Kind: Sendable, Equatable {
        case identifier(String)
        case number(Double)
        case string([StringPart])
        /// Punctuation and operators: `.`, `=`, `|=`, `(`, …
        case symbol(String)
        case newline
        /// A character or literal the lexer already reported; the parser skips the statement.
        case invalid
        case end

        var isString: Bool {
            if case .string = self { return true }
            return false
        }
    }

    var kind: Kind
    var location: SourceLocation
    /// The source text of the token, for messages.
    var text: String

    var identifier: String? {
        if case .identifier(let name) = kind { return name }
        return nil
    }

    func isSymbol(_ symbol: String) -> Bool {
        if case .symbol(let s) = kind { return s == symbol }
        return false
    }

    func isIdentifier(_ name: String) -> Bool { identifier == name }

    var isNewline: Bool { kind == .newline }
}

/// A piece of a string literal: plain text, or a `\( … )` interpolation already split into tokens.
enum StringPart: Sendable, Equatable {
    case text(String)
    case interpolation([Token], SourceLocation)
}
