import AXModel

/// Custom content (docs/voiceover.md VO-8.4 to VO-8.6): SwiftUI's
/// `dog.accessibilityCustomContent("Age", "3 years", importance: .high)`, one piece a modifier,
/// and UIKit's `dog.accessibilityCustomContent = [AXCustomContent(label: "Age", value: "3 years")]`,
/// the whole list, on a view whose class conforms to `AXCustomContentProvider`.
extension Parser {
    /// `.accessibilityCustomContent("Age", "3 years")`, with `importance: .high` for a piece read at once.
    mutating func swiftUICustomContent(_ modifier: Token) throws(Problem) -> Change {
        try expectSymbol("(", "'(\"Label\", \"Value\")' after 'accessibilityCustomContent'")
        skipNewlines()
        let label: String
        if current.isIdentifier("AccessibilityCustomContentKey"), peek(1).isSymbol("(") {
            // `AccessibilityCustomContentKey("Weight")` (or with `id: "weight"`): a key by its label.
            advance(); advance()
            label = try contentLabel()
            if current.isSymbol(","), peek(1).isIdentifier("id"), peek(2).isSymbol(":") {
                advance(); advance(); advance()
                _ = try literalText(after: "id:")
            }
            try expectSymbol(")", "')' to close AccessibilityCustomContentKey(")
        } else {
            label = try contentLabel()
        }
        skipNewlines()
        try expectSymbol(",", "', \"Value\"' after the label: the value it labels")
        skipNewlines()
        let value = try spokenText(allowsText: true, what: "the value in double quotes, as in \"3 years\"")
        skipNewlines()
        var high = false
        if current.isSymbol(",") {
            advance()
            skipNewlines()
            guard current.isIdentifier("importance"), peek(1).isSymbol(":") else {
                throw Problem(.expected("'importance: .high'", found: current), at: current.location)
            }
            advance(); advance()
            high = try importance()
            skipNewlines()
        }
        try expectSymbol(")", "')' to close accessibilityCustomContent(")
        return .customContent([.made(CustomContent(label: label, value: value, isHighImportance: high))], replacing: false)
    }

    /// `x.accessibilityCustomContent = [AXCustomContent(label: "Age", value: "3 years"), …]` (or `[]`).
    mutating func customContentAssignment(on target: ElementReference, property: Token,
                                          start: SourceLocation) throws(Problem) -> Statement {
        if target.part != nil { throw Problem(.notAPartProperty(property.text, part: target.swiftSpelled), at: property.location) }
        try checkValid()
        // `.append(AXCustomContent(…))`: one more piece (the property is an implicitly unwrapped array).
        if current.isSymbol("."), peek(1).isIdentifier("append"), peek(2).isSymbol("(") {
            advance(); advance(); advance()
            skipNewlines()
            let piece = try uikitPiece()
            skipNewlines()
            try expectSymbol(")", "')' to close append(")
            return Statement(target: target, change: .customContent([piece], replacing: false), location: start)
        }
        // `[1].importance = .high`: a listed piece's importance (the piece is a class instance).
        if current.isSymbol("["), case .number = peek(1).kind, peek(2).isSymbol("]"), peek(3).isSymbol("."),
           peek(4).isIdentifier("importance") {
            advance()
            let indexToken = advance()
            guard let index = Int(indexToken.text) else {
                throw Problem(.expected("a whole number, the piece's place in the list from 0", found: indexToken),
                              at: indexToken.location)
            }
            advance(); advance(); advance()
            try expectSymbol("=", "'= .high' after 'importance'")
            return Statement(target: target, change: .pieceImportance(.index(index), high: try importance(), at: indexToken.location),
                             location: start)
        }
        // `.last?.importance = .high`: Swift's optional first or last piece (nothing when there is none).
        if current.isSymbol("."), peek(1).isIdentifier("first") || peek(1).isIdentifier("last"), peek(2).isSymbol("?"),
           peek(3).isSymbol("."), peek(4).isIdentifier("importance") {
            advance()
            let which = advance()
            advance(); advance(); advance()
            try expectSymbol("=", "'= .high' after 'importance'")
            return Statement(target: target, change: .pieceImportance(which.text == "first" ? .first : .last, high: try importance(),
                                                                      at: which.location), location: start)
        }
        // `+= [AXCustomContent(…)]`: more pieces after those listed (the array is implicitly unwrapped).
        if current.isSymbol("+=") {
            advance()
            let pieces = try arrayLiteral(of: "a list in '[ ]', as in [AXCustomContent(label: \"Age\", value: \"3 years\")]",
                                          closing: "the list") { (parser: inout Parser) throws(Problem) in try parser.uikitPiece() }
            return Statement(target: target, change: .customContent(pieces, replacing: false), location: start)
        }
        guard current.isSymbol("=") else {
            throw Problem(.expected("'= [AXCustomContent(label: \"…\", value: \"…\")]', '.append(AXCustomContent(…))' or "
                                    + "'[0].importance = .high'", found: current),
                          at: current.location)
        }
        advance()
        let pieces = try arrayLiteral(of: "a list in '[ ]', as in [AXCustomContent(label: \"Age\", value: \"3 years\")]",
                                      closing: "the list") { (parser: inout Parser) throws(Problem) in try parser.uikitPiece() }
        return Statement(target: target, change: .customContent(pieces, replacing: true), location: start)
    }

    /// A piece in a list or `append(…)`: `AXCustomContent(…)`, or a constant made before (`age`).
    private mutating func uikitPiece() throws(Problem) -> ContentPiece {
        if let name = current.identifier, name != "AXCustomContent", !peek(1).isSymbol("(") {
            let token = advance()
            return .named(token.text, token.location)
        }
        return .made(try uikitContent())
    }

    /// `let age = AXCustomContent(label: "Age", value: "3 years")`: a piece made as a constant, to
    /// set its importance before (or after) a view lists it.
    mutating func contentDeclaration() throws(Problem) -> Statement {
        let start = advance()
        let name = try expectIdentifier("the constant's name, as in age")
        if current.isSymbol(":") {
            advance()
            let type = try expectIdentifier("'AXCustomContent'")
            guard type.text == "AXCustomContent" else {
                throw Problem(.expected("'AXCustomContent'", found: type), at: type.location)
            }
        }
        try expectSymbol("=", "'= AXCustomContent(label: \"…\", value: \"…\")' after '\(name.text)'")
        let piece = try uikitContent()
        return Statement(target: ElementReference(id: name.text, location: name.location),
                         change: .declareContent(name.text, piece), location: start.location)
    }

    /// `age.importance = .high`: the importance of a piece made as a constant.
    mutating func contentImportanceStatement() throws(Problem) -> Statement {
        let name = advance()
        advance(); advance()
        try expectSymbol("=", "'= .high' after 'importance'")
        let high = try importance()
        return Statement(target: ElementReference(id: name.text, location: name.location),
                         change: .contentImportance(name.text, high: high), location: name.location)
    }

    /// `AXCustomContent(label: "Age", value: "3 years")`
    mutating func uikitContent() throws(Problem) -> CustomContent {
        guard current.isIdentifier("AXCustomContent"), peek(1).isSymbol("(") else {
            throw Problem(.expected("AXCustomContent(label: \"…\", value: \"…\")", found: current), at: current.location)
        }
        advance(); advance()
        skipNewlines()  // the arguments may go on over lines
        guard current.isIdentifier("label"), peek(1).isSymbol(":") else {
            throw Problem(.expected("'label:'", found: current), at: current.location)
        }
        advance(); advance()
        let label = try contentLabel()
        skipNewlines(before: ",")
        try expectSymbol(",", "', value: \"…\"' after the label")
        skipNewlines()
        guard current.isIdentifier("value"), peek(1).isSymbol(":") else {
            throw Problem(.expected("'value:'", found: current), at: current.location)
        }
        advance(); advance()
        let value = try spokenText(allowsText: false, what: "the value in double quotes, as in \"3 years\"")
        skipNewlines(before: ")")
        try expectSymbol(")", "')' to close AXCustomContent(: its importance is a property, set after it is made")
        return CustomContent(label: label, value: value)
    }

    /// A piece's label: a text the reader can say, not empty.
    private mutating func contentLabel() throws(Problem) -> String {
        let token = current
        let label = try spokenText(allowsText: true, what: "the label in double quotes, as in \"Age\"")
        guard !label.allSatisfy(\.isWhitespace) else { throw Problem(.emptyContentLabel, at: token.location) }
        return label
    }

    /// `.high`, `.default` (also `AXCustomContent.Importance.high`): whether the piece is read at once.
    private mutating func importance() throws(Problem) -> Bool {
        let word = try enumerationCase(type: ["AXCustomContent", "Importance"], among: ["high", "default"],
                                       dotted: "'.high' or '.default'", bare: "'high' or 'default'") {
            .expected("'.high' or '.default'", found: $0, suggestion: $1)
        }
        return word.text == "high"
    }
}
