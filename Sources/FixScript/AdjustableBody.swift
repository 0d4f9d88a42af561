import AXModel

/// Custom adjustable behaviour: `extension rating { override func accessibilityIncrement() { … } }`
/// and SwiftUI's `.accessibilityAdjustableAction { direction in switch direction { … } }`, compiled
/// to `Effect`s. Inside a body, bare names belong to the element being extended: a property
/// name is that property, a name starting with `max`/`min` its `maximumValue`/`minimumValue`, and
/// any other name (the learner's own `rating`) its numeric `value`.
extension Parser {
    static let adjustmentFunctions = ["accessibilityIncrement", "accessibilityDecrement"]
    static let bodyKeywords: Set<String> = ["guard", "return", "break", "if", "let", "var", "sendActions", "case",
                                            "default", "switch", "for", "while", "self", "super"]

    /// `extension ID { [override] func accessibilityIncrement() { … } … }`
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
        namedElements = []
        while true {
            if current.isNewline || current.isSymbol(";") {
                advance()
                continue
            }
            if current.isSymbol("}") {
                advance()
                break
            }
            if current.kind == .end {
                throw hadProblem ? Problem.reported : Problem(.unclosedBrace(opened: open.location), at: open.location)
            }
            let statementStart = position
            do throws(Problem) {
                while let word = current.identifier, ["override", "public", "open", "internal"].contains(word) { advance() }
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
                try expectSymbol("(", "'()' after '\(name.text)'")
                try expectSymbol(")", "')': accessibilityIncrement takes no arguments")
                skipNewlines()
                let effects = try block(for: target)
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
                                                                   elements: namedElements),
                         location: start)
    }

    /// `{ statements }`, each bad statement reported and skipped.
    mutating func block(for element: ElementReference) throws(Problem) -> [Effect] {
        let open = current
        try expectSymbol("{", "'{' to start the body")
        var effects: [Effect] = []
        while true {
            if current.isNewline || current.isSymbol(";") {
                advance()
                continue
            }
            if current.isSymbol("}") {
                advance()
                return effects
            }
            if current.kind == .end { throw Problem(.unclosedBrace(opened: open.location), at: open.location) }
            let statementStart = position
            do throws(Problem) {
                effects += try bodyStatement(for: element)
                try endOfStatement(insideBraces: true)
            } catch {
                record(error)
                recover(from: statementStart, stopAtClosingBrace: true)
            }
        }
    }

    /// One statement inside an increment or decrement body.
    mutating func bodyStatement(for element: ElementReference) throws(Problem) -> [Effect] {
        try checkValid()
        let token = current
        switch token.identifier {
        case "guard":
            advance()
            var conditions = [try condition(for: element)]
            while current.isSymbol(",") || current.isSymbol("&&") {
                advance()
                conditions.append(try condition(for: element))
            }
            guard current.isIdentifier("else") else {
                throw Problem(.expected("'else { return }' after the guard's condition", found: current), at: current.location)
            }
            advance()
            try expectSymbol("{", "'{ return }' after 'else'")
            skipNewlines()
            guard current.isIdentifier("return") else {
                throw Problem(.expected("'return' inside the guard's else", found: current), at: current.location)
            }
            advance()
            skipNewlines()
            try expectSymbol("}", "'}' after 'return'")
            return conditions.map(Effect.stopUnless)
        case "return":
            advance()
            let next = peekPastNewlines()
            guard next.isSymbol("}") || next.isIdentifier("case") || next.isIdentifier("default") || next.isSymbol("@") else {
                throw Problem(.codeAfterReturn, at: token.location)
            }
            return []
        case "break":
            advance()
            return []
        case "sendActions":
            advance()
            try skipArguments(of: token)
            return []
        case "if":
            throw Problem(.ifInBody, at: token.location)
        case "let", "var":
            throw Problem(.variableInBody, at: token.location)
        case "super":
            throw Problem(.superInBody, at: token.location)
        case nil:
            throw Problem(.expectedStatement(found: token), at: token.location)
        default:
            return [try bodyAssignment(for: element)]
        }
    }

    /// `( … )` skipped whole, for calls that change nothing VoiceOver hears.
    private mutating func skipArguments(of call: Token) throws(Problem) {
        try expectSymbol("(", "'(' after '\(call.text)'")
        var depth = 1
        while depth > 0 {
            try checkValid()
            if current.kind == .end || current.isNewline {
                throw Problem(.expected("')' to close '\(call.text)('", found: current), at: current.location)
            }
            if current.isSymbol("(") { depth += 1 }
            if current.isSymbol(")") { depth -= 1 }
            advance()
        }
    }

    /// A property named inside a body: `self.value`, `stepper.value`, or a bare name.
    private mutating func bodyPath(for element: ElementReference) throws(Problem) -> (target: String, property: ElementProperty, location: SourceLocation) {
        try checkValid()
        let first = current
        if first.isIdentifier("self") && peek(1).isSymbol(".") {
            advance(); advance()
            if !(peek(1).isSymbol(".") && peek(2).identifier != nil) {
                let name = try expectIdentifier("a property name after 'self.'")
                return (element.id, try Parser.property(name), first.location)
            }
        }
        let name = try expectIdentifier("a property such as value")
        if current.isSymbol("(") { throw Problem(.callInBody(name.text), at: name.location) }
        if current.isSymbol("."), peek(1).identifier != nil {
            advance()
            let propertyToken = advance()
            if peek(0).isSymbol("."), Parser.partNames.contains(propertyToken.text) {
                throw Problem(.partInBody, at: propertyToken.location)
            }
            namedElements.append(ElementReference(id: name.text, location: name.location))
            return (name.text, try Parser.property(propertyToken), first.location)
        }
        if let property = ElementProperty.named(name.text) { return (element.id, property, first.location) }
        if let suggestion = Parser.suggestProperty(name.text) {
            throw Problem(.unknownProperty(name.text, suggestion: suggestion), at: name.location)
        }
        let lowered = name.text.lowercased()
        let standIn = lowered.hasPrefix("max") ? "maximumValue" : lowered.hasPrefix("min") ? "minimumValue" : "value"
        guard let property = ElementProperty.named(standIn) else {
            throw Problem(.unknownProperty(name.text, suggestion: nil), at: name.location)
        }
        return (element.id, property, first.location)
    }

    /// `value += 1`, `rating = rating + 1`, `accessibilityValue = "\(rating) of 5"`.
    private mutating func bodyAssignment(for element: ElementReference) throws(Problem) -> Effect {
        let (target, property, location) = try bodyPath(for: element)
        guard Parser.bodyKinds.contains(property.kind) else {
            throw Problem(.propertyNotInBody(property.name), at: location)
        }
        try checkValid()
        let operatorToken = current
        let isNumber = property.kind == .number || property.kind == .optionalNumber
        switch operatorToken.kind {
        case .symbol("+="), .symbol("-="):
            guard isNumber else {
                throw Problem(.arithmeticOnNonNumber(operatorToken.text, property: property.name, kind: property.kind),
                              at: operatorToken.location)
            }
            advance()
            let amount = try numberLiteral(after: "'\(operatorToken.text)'")
            return .add(target: target, property: property.name, amount: operatorToken.text == "+=" ? amount : -amount)
        case .symbol("="):
            advance()
            let (expression, kind, valueLocation) = try operand(for: element)
            if isNumber, case .property(target, property.name) = expression,
               current.isSymbol("+") || current.isSymbol("-") {
                let sign = advance().text == "+" ? 1.0 : -1.0
                return .add(target: target, property: property.name, amount: sign * (try numberLiteral(after: "'+'")))
            }
            if current.isSymbol("+") || current.isSymbol("-") || current.isSymbol("*") || current.isSymbol("/") {
                throw Problem(.arithmeticInBody, at: current.location)
            }
            guard let kind, Parser.accepts(property.kind, kind) else {
                throw Problem(.typeMismatch(property: property.name, expected: property.kind,
                                            found: kind?.rawValue ?? "text", suggestion: nil),
                              at: valueLocation)
            }
            return .set(target: target, property: property.name, to: expression)
        case .symbol("=="):
            throw Problem(.comparisonInsteadOfAssignment, at: operatorToken.location)
        default:
            throw Problem(.expected("'=', '+=' or '-=' after '\(property.name)'", found: operatorToken), at: operatorToken.location)
        }
    }

    static let bodyKinds: [ElementProperty.Kind] = [.string, .optionalString, .bool, .number, .optionalNumber]

    /// A value inside a body, with its kind (`nil` kind: text from an interpolation, a string).
    private mutating func operand(for element: ElementReference) throws(Problem) -> (Expression, ElementProperty.Kind?, SourceLocation) {
        try checkValid()
        let token = current
        switch token.kind {
        case .number, .symbol("-"):
            return (.number(try numberLiteral(after: "'='")), .number, token.location)
        case .string(let parts):
            advance()
            return (try bodyString(parts, for: element), .string, token.location)
        case .identifier("true"), .identifier("false"):
            advance()
            return (.bool(token.text == "true"), .bool, token.location)
        case .identifier("nil"):
            throw Problem(.nilInBody, at: token.location)
        case .identifier:
            let (target, property, location) = try bodyPath(for: element)
            return (.property(target: target, property: property.name), property.kind, location)
        default:
            throw Problem(.expected("a value", found: token), at: token.location)
        }
    }

    /// A string literal in a body; interpolations may use bare names.
    private mutating func bodyString(_ parts: [StringPart], for element: ElementReference) throws(Problem) -> Expression {
        var expressions: [Expression] = []
        for part in parts {
            switch part {
            case .text(let text):
                expressions.append(.string(text))
            case .interpolation(let tokens, let location):
                var inner = Parser(tokens: tokens)
                guard inner.current.kind != .end else { throw Problem(.emptyInterpolation, at: location) }
                let (expression, _, _) = try inner.operand(for: element)
                namedElements += inner.namedElements
                try inner.checkValid()
                guard inner.current.kind == .end else {
                    throw Problem(.expected("')' to end the interpolation", found: inner.current), at: inner.current.location)
                }
                expressions.append(expression)
            }
        }
        if expressions.count == 1, case .string = expressions[0] { return expressions[0] }
        return .interpolation(expressions)
    }

    /// `rating < 5`, for `guard`.
    private mutating func condition(for element: ElementReference) throws(Problem) -> Condition {
        let (left, _, _) = try operand(for: element)
        try checkValid()
        guard case .symbol(let symbol) = current.kind, let comparison = Condition.Comparison(rawValue: symbol) else {
            throw Problem(.expected("a comparison such as '<' or '>='", found: current), at: current.location)
        }
        advance()
        let (right, _, _) = try operand(for: element)
        return Condition(left: left, comparison: comparison, right: right)
    }

    /// `{ direction in switch direction { case .increment: … case .decrement: … default: break } }`
    mutating func adjustableAction(on target: ElementReference, name: Token) throws(Problem) -> ([Effect]?, [Effect]?) {
        skipNewlines()
        namedElements = []
        let open = current
        try expectSymbol("{", "'{ direction in … }' after 'accessibilityAdjustableAction'")
        skipNewlines()
        let parameter = try expectIdentifier("a parameter name such as 'direction in'")
        guard current.isIdentifier("in") else {
            throw Problem(.expected("'in' after '\(parameter.text)'", found: current), at: current.location)
        }
        advance()
        skipNewlines()
        guard current.isIdentifier("switch") else {
            throw Problem(.expected("'switch \(parameter.text) { … }'", found: current), at: current.location)
        }
        advance()
        let subject = try expectIdentifier("'\(parameter.text)' after 'switch'")
        guard subject.text == parameter.text else {
            throw Problem(.switchOnOther(subject.text, parameter: parameter.text), at: subject.location)
        }
        skipNewlines()
        let switchOpen = current
        try expectSymbol("{", "'{' after 'switch \(parameter.text)'")
        var cases: [String: [Effect]] = [:]
        var fallback: [Effect]?
        while true {
            if current.isNewline || current.isSymbol(";") {
                advance()
                continue
            }
            if current.isSymbol("}") {
                advance()
                break
            }
            if current.kind == .end { throw Problem(.unclosedBrace(opened: switchOpen.location), at: switchOpen.location) }
            try checkValid()
            if current.isSymbol("@") && peek(1).isIdentifier("unknown") { advance(); advance() }
            if current.isIdentifier("default") {
                advance()
                try expectSymbol(":", "':' after 'default'")
                fallback = try caseBody(for: target)
            } else if current.isIdentifier("case") {
                advance()
                var directions: [String] = []
                repeat {
                    if current.isSymbol(",") { advance() }
                    if current.isIdentifier("AccessibilityAdjustmentDirection") { advance() }
                    let dot = current
                    try expectSymbol(".", "'.increment' or '.decrement'")
                    let direction = try expectIdentifier("'increment' or 'decrement'")
                    guard direction.text == "increment" || direction.text == "decrement" else {
                        throw Problem(.unknownDirection(direction.text,
                                                        suggestion: NearMiss.suggestion(for: direction.text, in: ["increment", "decrement"])),
                                      at: dot.location)
                    }
                    directions.append(direction.text)
                } while current.isSymbol(",")
                try expectSymbol(":", "':' after the case")
                let effects = try caseBody(for: target)
                for direction in directions { cases[direction] = effects }
            } else {
                throw Problem(.expected("'case .increment:', 'case .decrement:' or 'default:'", found: current),
                              at: current.location)
            }
        }
        skipNewlines()
        try checkValid()
        guard current.isSymbol("}") else {
            if current.kind == .end { throw Problem(.unclosedBrace(opened: open.location), at: open.location) }
            throw Problem(.expected("'}' to close the action", found: current), at: current.location)
        }
        advance()
        return (cases["increment"] ?? fallback, cases["decrement"] ?? fallback)
    }

    /// The statements of one `case`, up to the next `case`, `default` or `}`.
    private mutating func caseBody(for element: ElementReference) throws(Problem) -> [Effect] {
        var effects: [Effect] = []
        while true {
            if current.isNewline || current.isSymbol(";") {
                advance()
                continue
            }
            if current.isSymbol("}") || current.isIdentifier("case") || current.isIdentifier("default") || current.isSymbol("@")
                || current.kind == .end {
                return effects
            }
            let statementStart = position
            do throws(Problem) {
                effects += try bodyStatement(for: element)
                try endOfStatement(insideBraces: true)
            } catch {
                record(error)
                recover(from: statementStart, stopAtClosingBrace: true)
            }
        }
    }
}
