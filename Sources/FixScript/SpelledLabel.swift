import AXModel

/// A label spelled out character by character (docs/voiceover.md VO-1.21): UIKit's
/// `x.accessibilityAttributedLabel = NSAttributedString(string: "K7QX2M", attributes:
/// [.accessibilitySpeechSpellOut: true])` and SwiftUI's `.speechSpellsOutCharacters()`, on the
/// view or on the `Text` of its `.accessibilityLabel`.
extension Parser {
    /// The attribute key VoiceOver reads to spell a label out.
    static let spellOutKey = "accessibilitySpeechSpellOut"

    /// `x.accessibilityAttributedLabel = NSAttributedString(string: …, attributes: […])`, read
    /// from the `=`.
    mutating func attributedLabelAssignment(on target: ElementReference, property: Token,
                                            start: SourceLocation) throws(Problem) -> Statement {
        if target.part != nil {
            throw Problem(.notAPartProperty(property.text, part: target.swiftSpelled), at: property.location)
        }
        try expectSymbol("=", "'=' after 'accessibilityAttributedLabel'")
        try checkValid()
        let example = "an NSAttributedString, as in NSAttributedString(string: \"K7QX2M\", attributes: "
            + "[.\(Parser.spellOutKey): true])"
        guard current.isIdentifier("NSAttributedString") || current.isIdentifier("NSMutableAttributedString"),
              peek(1).isSymbol("(") else {
            throw Problem(.expected(example, found: current), at: current.location)
        }
        advance(); advance()
        try checkValid()
        guard current.isIdentifier("string"), peek(1).isSymbol(":") else {
            throw Problem(.expected("'string:' and the label's text", found: current), at: current.location)
        }
        advance(); advance()
        guard let labelProperty = ElementProperty.named("accessibilityLabel") else { throw Problem.reported }
        let label = try value(for: labelProperty)
        var spellOut = false
        if current.isSymbol(",") {
            advance()
            try checkValid()
            guard current.isIdentifier("attributes"), peek(1).isSymbol(":") else {
                throw Problem(.expected("'attributes:' and the speech attributes, as in attributes: "
                                        + "[.\(Parser.spellOutKey): true]", found: current), at: current.location)
            }
            advance(); advance()
            spellOut = try speechAttributes()
        }
        try expectSymbol(")", "')' to close 'NSAttributedString('")
        return Statement(target: target, change: .spellOut(spellOut, label: label), location: start)
    }

    /// `[.accessibilitySpeechSpellOut: true]` (the key also as `NSAttributedString.Key.…`), or
    /// `[:]`: whether the label is spelled out.
    private mutating func speechAttributes() throws(Problem) -> Bool {
        try expectSymbol("[", "'[' to open the attributes, as in [.\(Parser.spellOutKey): true]")
        try checkValid()
        if current.isSymbol(":") && peek(1).isSymbol("]") {
            advance(); advance()
            return false
        }
        if current.isIdentifier("NSAttributedString"), peek(1).isSymbol("."), peek(2).isIdentifier("Key") {
            advance(); advance(); advance()
        }
        try expectSymbol(".", "'.\(Parser.spellOutKey)', the attribute VoiceOver reads to spell a label out")
        let key = try expectIdentifier("'\(Parser.spellOutKey)'")
        guard key.text == Parser.spellOutKey else {
            let near = NearMiss.suggestion(for: key.text, in: [Parser.spellOutKey])
            throw Problem(.expected("'\(Parser.spellOutKey)'" + (near == nil ? ", the one speech attribute the tutor reads" : ""),
                                    found: key), at: key.location)
        }
        try expectSymbol(":", "':' and true or false after '\(Parser.spellOutKey)'")
        try checkValid()
        // The dictionary holds `Any`: a number is an NSNumber too, read as true unless it is 0.
        if case .number = current.kind, let number = Double(advance().text) {
            try expectSymbol("]", "']' to close the attributes")
            return number != 0
        }
        guard current.isIdentifier("true") || current.isIdentifier("false") else {
            throw Problem(.typeMismatch(property: Parser.spellOutKey, expected: .bool, found: Parser.describe(current),
                                        suggestion: nil), at: current.location)
        }
        let on = advance().text == "true"
        try expectSymbol("]", "']' to close the attributes")
        return on
    }

    /// SwiftUI's `.speechSpellsOutCharacters()`, or with `true` or `false`, read from its name.
    mutating func spellsOutArgument(_ name: Token) throws(Problem) -> Bool {
        try expectSymbol("(", "'(' after '\(name.text)'")
        try checkValid()
        if current.isSymbol(")") {
            advance()
            return true
        }
        guard current.isIdentifier("true") || current.isIdentifier("false") else {
            throw Problem(.typeMismatch(property: name.text, expected: .bool, found: Parser.describe(current), suggestion: nil),
                          at: current.location)
        }
        let on = advance().text == "true"
        try expectSymbol(")", "')' to close '\(name.text)('")
        return on
    }
}
