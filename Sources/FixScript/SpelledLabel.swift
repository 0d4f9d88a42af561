import AXModel

/// A label spelled out character by character (docs/voiceover.md VO-1.21): UIKit's
/// `x.accessibilityAttributedLabel = NSAttributedString(string: "K7QX2M", attributes:
/// [.accessibilitySpeechSpellOut: true])` and SwiftUI's `.speechSpellsOutCharacters()`, on the
/// view or on the `Text` of its `.accessibilityLabel`.
extension Parser {
    /// The attribute key VoiceOver reads to spell a label out.
    static let spellOutKey = "accessibilitySpeechSpellOut"

    /// The attributed forms of the texts VoiceOver reads, and the plain property each sets.
    static let attributedProperties = ["accessibilityAttributedLabel": "accessibilityLabel",
                                       "accessibilityAttributedValue": "accessibilityValue",
                                       "accessibilityAttributedHint": "accessibilityHint"]

    /// `x.accessibilityAttributedLabel = NSAttributedString(string: …, attributes: […])` (or the
    /// value's or hint's), read from the `=`.
    mutating func attributedTextAssignment(on target: ElementReference, property: Token,
                                            start: SourceLocation) throws(Problem) -> Statement {
        let plain = Parser.attributedProperties[property.text] ?? "accessibilityLabel"
        if target.part != nil {
            throw Problem(.notAPartProperty(property.text, part: target.swiftSpelled), at: property.location)
        }
        try expectSymbol("=", "'=' after '\(property.text)'")
        try checkValid()
        let example = "an NSAttributedString, as in NSAttributedString(string: \"K7QX2M\", attributes: "
            + "[.\(Parser.spellOutKey): true])"
        guard current.isIdentifier("NSAttributedString") || current.isIdentifier("NSMutableAttributedString"),
              peek(1).isSymbol("(") else {
            throw Problem(.expected(example, found: current), at: current.location)
        }
        advance(); advance()
        // Swift lets a call's arguments go on over lines, as the REPL does until the brackets close.
        skipNewlines()
        try checkValid()
        guard current.isIdentifier("string"), peek(1).isSymbol(":") else {
            throw Problem(.expected("'string:' and the label's text", found: current), at: current.location)
        }
        advance(); advance()
        skipNewlines()
        guard let textProperty = ElementProperty.named(plain) else { throw Problem.reported }
        let label = try value(for: textProperty)
        var spellOut = false
        skipNewlines(before: ",", ")")
        if current.isSymbol(",") {
            advance()
            skipNewlines()
            try checkValid()
            guard current.isIdentifier("attributes"), peek(1).isSymbol(":") else {
                throw Problem(.expected("'attributes:' and the speech attributes, as in attributes: "
                                        + "[.\(Parser.spellOutKey): true]", found: current), at: current.location)
            }
            advance(); advance()
            skipNewlines()
            spellOut = try speechAttributes()
        }
        skipNewlines(before: ")")
        try expectSymbol(")", "')' to close 'NSAttributedString('")
        guard plain == "accessibilityLabel" else {
            // Only a label is spelled out here; a value or hint without the attribute is its text.
            if spellOut { throw Problem(.spelledOutNotLabel(property.text), at: property.location) }
            return Statement(target: target, change: .set(property: plain, value: label), location: start)
        }
        return Statement(target: target, change: .spellOut(spellOut, label: label), location: start)
    }

    /// `[.accessibilitySpeechSpellOut: true]` (the key also as `NSAttributedString.Key.…`), or
    /// `[:]`: whether the label is spelled out. Other attributes (a font, a colour) say nothing to
    /// VoiceOver and are passed over.
    private mutating func speechAttributes() throws(Problem) -> Bool {
        try expectSymbol("[", "'[' to open the attributes, as in [.\(Parser.spellOutKey): true]")
        skipNewlines()
        try checkValid()
        if current.isSymbol(":") && peek(1).isSymbol("]") {
            advance(); advance()
            return false
        }
        var spellOut = false
        var misspelt = false
        while true {
            if try speechAttribute(&spellOut, misspelt: &misspelt) { break }
        }
        // A misspelt key was told and its value read as the key's: both problems come at once.
        if misspelt { throw Problem.reported }
        return spellOut
    }

    /// One `key: value` pair of the attributes; true after the closing `]`. A key that nearly
    /// spells the spell-out key is recorded (`misspelt`) and its value read as that key's.
    private mutating func speechAttribute(_ spellOut: inout Bool, misspelt: inout Bool) throws(Problem) -> Bool {
        skipNewlines()
        try checkValid()
        // A trailing comma, as Swift allows in a dictionary literal.
        if current.isSymbol("]") {
            advance()
            return true
        }
        // Another attribute, such as `.font: UIFont.systemFont(ofSize: 17)`: skipped whole.
        let keyOffset = current.isIdentifier("NSAttributedString") ? 4 : 1
        if let key = peek(keyOffset).identifier, key != Parser.spellOutKey,
           NearMiss.suggestion(for: key, in: [Parser.spellOutKey]) == nil {
            var depth = 0
            while current.kind != .end {
                if depth == 0, current.isSymbol(",") { advance(); return false }
                if depth == 0, current.isSymbol("]") { advance(); return true }
                if current.isSymbol("(") || current.isSymbol("[") { depth += 1 }
                if current.isSymbol(")") || current.isSymbol("]") { depth -= 1 }
                advance()
            }
            throw Problem(.expected("']' to close the attributes", found: current), at: current.location)
        }
        if current.isIdentifier("NSAttributedString"), peek(1).isSymbol("."), peek(2).isIdentifier("Key") {
            advance(); advance(); advance()
        }
        try expectSymbol(".", "'.\(Parser.spellOutKey)', the attribute VoiceOver reads to spell a label out")
        let key = try expectIdentifier("'\(Parser.spellOutKey)'")
        if key.text != Parser.spellOutKey {
            let near = NearMiss.suggestion(for: key.text, in: [Parser.spellOutKey])
            let problem = Problem(.expected("'\(Parser.spellOutKey)'" + (near == nil ? ", the one speech attribute the tutor reads" : ""),
                                            found: key), at: key.location)
            guard near != nil else { throw problem }
            record(problem)
            misspelt = true
        }
        try expectSymbol(":", "':' and true or false after '\(Parser.spellOutKey)'")
        try checkValid()
        // `NSNumber(value: true)`: the documented value type, written out.
        if current.isIdentifier("NSNumber"), peek(1).isSymbol("("), peek(2).isIdentifier("value"), peek(3).isSymbol(":"),
           peek(4).isIdentifier("true") || peek(4).isIdentifier("false") || Double(peek(4).text) != nil, peek(5).isSymbol(")") {
            advance(); advance(); advance(); advance()
            let written = advance().text
            spellOut = written == "true" || Double(written).map { $0 != 0 } == true
            advance()
            return try endOfAttribute()
        }
        // The dictionary holds `Any`: a number is an NSNumber too, read as true unless it is 0.
        if case .number = current.kind, let number = Double(advance().text) {
            spellOut = number != 0
            return try endOfAttribute()
        }
        guard current.isIdentifier("true") || current.isIdentifier("false") else {
            throw Problem(.typeMismatch(property: Parser.spellOutKey, expected: .bool, found: Parser.describe(current),
                                        suggestion: nil), at: current.location)
        }
        spellOut = advance().text == "true"
        return try endOfAttribute()
    }

    /// After one attribute's value: `,` and another (false), or the closing `]` (true).
    private mutating func endOfAttribute() throws(Problem) -> Bool {
        skipNewlines(before: ",", "]")
        if current.isSymbol(",") {
            advance()
            return false
        }
        try expectSymbol("]", "']' to close the attributes")
        return true
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
