import AXModel

/// `extension rating { override func accessibilityIncrement() { … } }`: the UIKit way to give an
/// element adjustable behaviour, one or both directions at a time.
extension Parser {
    static let adjustmentFunctions = ["accessibilityIncrement", "accessibilityDecrement"]

    /// `extension ID { override func accessibilityIncrement() { … } … }`
    mutating func extensionStatement() throws(Problem) -> Statement {
        let start = advance().location
        let idToken = try expectIdentifier("an element id after 'extension'")
        let target = ElementReference(id: idToken.text, location: idToken.location)
        skipNewlines()
        let open = current
        try expectSymbol("{", "'{' after 'extension \(target.id)'")
        var increment: [Effect]?
        var decrement: [Effect]?
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
                guard current.isIdentifier("func") else {
                    throw Problem(.expectedFunction(found: current, element: target.id), at: current.location)
                }
                advance()
                let name = try expectIdentifier("accessibilityIncrement or accessibilityDecrement")
                guard Parser.adjustmentFunctions.contains(name.text) else {
                    throw Problem(.unknownFunction(name.text, suggestion: NearMiss.suggestion(for: name.text, in: Parser.adjustmentFunctions)),
                                  at: name.location)
                }
                // Swift refuses a method that replaces an inherited one without `override`
                // ("overriding declaration requires an 'override' keyword").
                guard overrides else { throw Problem(.missingOverride(name.text), at: name.location) }
                try expectSymbol("(", "'()' after '\(name.text)'")
                try expectSymbol(")", "')': accessibilityIncrement takes no arguments")
                skipNewlines()
                let effects = try block()
                if name.text == "accessibilityIncrement" { increment = effects } else { decrement = effects }
                try endOfStatement(insideBraces: true)
            } catch {
                record(error)
                hadProblem = true
                recover(from: statementStart, stopAtClosingBrace: true)
            }
        }
        guard increment != nil || decrement != nil else {
            throw hadProblem ? Problem.reported : Problem(.emptyExtension(target.id), at: start)
        }
        return Statement(target: target, change: .adjustment(increment: increment, decrement: decrement, addsAdjustableTrait: false,
                                                                   names: bodyNames),
                         location: start)
    }
}
