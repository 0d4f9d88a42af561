import AXModel

/// The bodies of custom adjustable behaviour (`accessibilityIncrement()`, SwiftUI's adjustable
/// action), compiled to `Effect`s. Inside a body, bare names belong to the element being extended: a property
/// name is that property, a name starting with `max`/`min` its `maximumValue`/`minimumValue`, and
/// any other name (the learner's own `rating`) its numeric `value`.
extension Parser {
    /// Steps through `{ … }` opened at `open`: skips newlines and `;`, consumes the closing `}`
    /// and returns false; at the end of input throws `atEnd` (by default: the brace is never
    /// closed); returns true when the next statement starts at `current`.
    mutating func nextInBraces(opened open: Token, atEnd: Problem? = nil) throws(Problem) -> Bool {
        while current.isNewline || current.isSymbol(";") { advance() }
        if current.isSymbol("}") {
            advance()
            return false
        }
        if current.kind == .end { throw atEnd ?? Problem(.unclosedBrace(opened: open.location), at: open.location) }
        return true
    }

    /// `{ statements }`, each bad statement reported and skipped.
    mutating func block(for element: ElementReference) throws(Problem) -> [Effect] {
        let open = current
        try expectSymbol("{", "'{' to start the body")
        var effects: [Effect] = []
        while try nextInBraces(opened: open) {
            let statementStart = position
            do throws(Problem) {
                effects += try bodyStatement(for: element)
                try endOfStatement(insideBraces: true)
            } catch {
                record(error)
                recover(from: statementStart, stopAtClosingBrace: true)
            }
        }
        return effects
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
        // `self` marks the learner's own variable: it has no UIKit type (an `Int` in their code).
        return ("self", property, first.location)
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
                throw Problem(.arithmeticOnNonNumber(operatorToken.text, property: property.name, takes: property.kind.rawValue),
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
        case .identifier("String") where peek(1).isSymbol("("):
            try refuseStringInitializer()
            return (.string(""), .string, token.location)
        case .identifier("Int") where peek(1).isSymbol("("):
            // `Int(stepper.value)`: Swift's whole number, so "\(Int(value))" says 3, not 3.0.
            advance(); advance()
            let (inner, kind, location) = try operand(for: element)
            guard kind == .number || kind == .optionalNumber else {
                throw Problem(.expected("a number inside Int( ), such as Int(value)", found: token), at: location)
            }
            try expectSymbol(")", "')' to end Int( )")
            return (.wholeNumber(inner), .number, token.location)
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
}
