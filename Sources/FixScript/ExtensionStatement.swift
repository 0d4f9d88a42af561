import AXModel

/// `extension rating { override func accessibilityIncrement() { … } }`: the UIKit way to give an
/// element adjustable behaviour, one or both directions at a time.
extension Parser {
    static let adjustmentFunctions = ["accessibilityIncrement", "accessibilityDecrement"]
    /// The methods that answer a gesture and return whether they handled it, by the event they stand for.
    static let gestureFunctions = Dictionary(uniqueKeysWithValues: EventHandler.answered.map { ($0.method, $0.event) })
    static let extensionFunctions = adjustmentFunctions + gestureFunctions.keys.sorted()

    /// `extension ID { override func accessibilityIncrement() { … } … }`, and the methods that
    /// answer a double tap, the magic tap and escape (`override func accessibilityActivate() -> Bool`).
    mutating func extensionStatement() throws(Problem) -> [Statement] {
        let start = advance().location
        let idToken = try expectIdentifier("an element id after 'extension'")
        let target = ElementReference(id: idToken.text, location: idToken.location)
        skipNewlines()
        let open = current
        try expectSymbol("{", "'{' after 'extension \(target.id)'")
        var increment: [Effect]?
        var decrement: [Effect]?
        var handlers: [EventHandler] = []
        var computed: [(property: String, value: Value)] = []
        var hadProblem = false
        bodyNames = FixScript.BodyNames()
        while try nextInBraces(opened: open,
                                atEnd: hadProblem ? Problem.reported : nil) {
            let statementStart = position
            do throws(Problem) {
                var overrides = false
                while let word = current.identifier, ["override", "public", "open", "internal"].contains(word) {
                    if word == "override" { overrides = true }
                    advance()
                }
                try checkValid()
                if current.isIdentifier("var") {
                    computed.append(try computedOverride(overrides: overrides))
                    try endOfStatement(insideBraces: true)
                    continue
                }
                guard current.isIdentifier("func") else {
                    throw Problem(.expectedFunction(found: current, element: target.id), at: current.location)
                }
                advance()
                let name = try expectIdentifier("accessibilityIncrement or accessibilityDecrement")
                guard Parser.extensionFunctions.contains(name.text) else {
                    throw Problem(.unknownFunction(name.text, suggestion: NearMiss.suggestion(for: name.text, in: Parser.extensionFunctions)),
                                  at: name.location)
                }
                // Swift refuses a method that replaces an inherited one without `override`
                // ("overriding declaration requires an 'override' keyword").
                guard overrides else { throw Problem(.missingOverride(name.text), at: name.location) }
                try expectSymbol("(", "'()' after '\(name.text)'")
                try expectSymbol(")", "')': \(name.text) takes no arguments")
                if let event = Parser.gestureFunctions[name.text] {
                    handlers.append(EventHandler(event: event, effects: try booleanMethodBody(name)))
                } else {
                    skipNewlines()
                    let effects = try block()
                    if name.text == "accessibilityIncrement" { increment = effects } else { decrement = effects }
                }
                try endOfStatement(insideBraces: true)
            } catch {
                record(error)
                hadProblem = true
                recover(from: statementStart, stopAtClosingBrace: true)
            }
        }
        guard increment != nil || decrement != nil || !handlers.isEmpty || !computed.isEmpty else {
            throw hadProblem ? Problem.reported : Problem(.emptyExtension(target.id), at: start)
        }
        var statements = handlers.map {
            Statement(target: target, change: .handler($0, names: bodyNames), location: start, isExtension: true)
        }
        statements += computed.map {
            Statement(target: target, change: .computed(property: $0.property, value: $0.value),
                      location: start, isExtension: true)
        }
        if increment != nil || decrement != nil {
            statements.insert(Statement(target: target, change: .adjustment(increment: increment, decrement: decrement,
                                                                            addsAdjustableTrait: false, names: bodyNames),
                                        location: start, isExtension: true), at: 0)
        }
        return statements
    }

    /// `-> Bool { … }`: the body of a method that says whether it handled the gesture, ending in
    /// `return true` or `return false` on every path.
    private mutating func booleanMethodBody(_ name: Token) throws(Problem) -> [Effect] {
        guard current.isSymbol("->"), peek(1).isIdentifier("Bool") else {
            throw Problem(.missingBoolResult(name.text), at: current.location)
        }
        advance(); advance()
        skipNewlines()
        // `-> Bool { false }`: a body of one expression is its result.
        if current.isSymbol("{"), peek(1).isIdentifier("true") || peek(1).isIdentifier("false"), peek(2).isSymbol("}") {
            advance()
            let result = advance().text == "true"
            advance()
            return [.returns(result)]
        }
        let saved = returnsBool
        returnsBool = true
        defer { returnsBool = saved }
        let problemsBefore = problems.count
        let effects = try block()
        guard Parser.alwaysReturns(effects) || problems.count > problemsBefore else {
            throw Problem(.missingHandlerReturn(inMethod: true), at: tokens[max(position - 1, 0)].location)
        }
        return effects
    }
}
