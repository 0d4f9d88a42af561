import AXModel

/// Locals and assignments in an adjustment body: `let`/`var`, a property of the view or another
/// element (`value += 1`), a local or a state variable (`rating = rating + 1`).
extension Parser {
    /// `let servings = Int(stepper.value)`, `var word: String = "star"`.
    mutating func localDeclaration() throws(Problem) -> Effect {
        let keyword = advance()
        let name = try expectIdentifier("a name after '\(keyword.text)'")
        var declared: ElementProperty.Kind?
        var typeName: String?
        if current.isSymbol(":") {
            advance()
            let type = try expectIdentifier("a type such as Int or String after ':'")
            guard let kind = Parser.localTypes[type.text] else {
                throw Problem(.unsupportedLocalType(type.text), at: type.location)
            }
            declared = kind
            typeName = type.text
        }
        guard current.isSymbol("=") else {
            throw Problem(.expected("'=' and a first value, as in '\(keyword.text) \(name.text) = …'", found: current),
                          at: current.location)
        }
        advance()
        let (expression, kind, location) = try value(expecting: declared)
        if let declared, let kind, !Parser.accepts(declared, kind) {
            throw Problem(.typeMismatch(property: name.text, expected: declared, found: kind.rawValue, suggestion: nil),
                          at: location)
        }
        if bodyScopes.isEmpty { bodyScopes.append([:]) }
        bodyScopes[bodyScopes.count - 1][name.text] = Local(isVariable: keyword.text == "var", kind: declared ?? kind)
        // `let step: Double = 10`: a literal given a floating type is that type, where it is read
        // and in the code shown (`Double(10)`); an Int or a literal of its own type stays as written.
        var value = expression
        if let typeName, typeName == "Double" || typeName == "Float", expression.literalNumber != nil {
            value = .converted(to: typeName, expression)
        }
        bodyNames.localValues[name.text] = value
        return .declare(name.text, value)
    }

    /// The types a local may be declared with.
    static let localTypes: [String: ElementProperty.Kind] = [
        "Int": .number, "Double": .number, "Float": .number, "String": .string, "Bool": .bool,
    ]

    /// `value += 1`, `rating = rating + 1`, `accessibilityValue = "\(rating) of 5"`.
    mutating func bodyAssignment() throws(Problem) -> Effect {
        let (name, location) = try bodyName(writing: true)
        switch name {
        case .property(let target, let property):
            if let last = bodyNames.properties.indices.last { bodyNames.properties[last].writes = true }
            return try propertyAssignment(target: target, property: property, at: location)
        case .local(let local, let declaration):
            guard declaration.isVariable else { throw Problem(.assignToLet(local), at: location) }
            return try variableAssignment(local, kind: declaration.kind, at: location, isState: false)
        case .variable(let variable):
            return try variableAssignment(variable, kind: nil, at: location, isState: true)
        }
    }

    mutating func propertyAssignment(target: String, property: ElementProperty,
                                     at location: SourceLocation) throws(Problem) -> Effect {
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
            let negated = operatorToken.text == "-="
            let (amount, location) = try changeAmount(after: operatorToken)
            if let literal = amount.literalNumber {
                return .add(target: target, property: property.name, amount: negated ? -literal : literal)
            }
            // `value += stepValue`: Swift's `value = value + stepValue`; a control keeps its range.
            let read = Expression.property(target: target, property: property.name)
            bodyNames.numberPairs.append(FixScript.NumberPair(left: read, right: amount, operation: operatorToken.text, location: location))
            return .set(target: target, property: property.name, to: .sum(read, amount, negated: negated))
        case .symbol("="):
            advance()
            let written = writtenOperand()
            let (expression, kind, valueLocation) = try value(expecting: property.kind)
            // `value = value + 1` is `value += 1`: kept in the control's range, as UIKit keeps it.
            if isNumber, case .sum(.property(target, property.name), .number(let amount), let negated) = expression {
                return .add(target: target, property: property.name, amount: negated ? -amount : amount)
            }
            try refuseArithmetic()
            if let kind, !Parser.accepts(property.kind, kind) {
                // Swift does not turn a number into text on its own: `String(Int(stepper.value))`.
                let text = property.kind == .string || property.kind == .optionalString
                let number = kind == .number || kind == .optionalNumber
                throw Problem(.typeMismatch(property: property.name, expected: property.kind, found: kind.rawValue,
                                            suggestion: text && number ? written.map { "String(\($0))" } : nil),
                              at: valueLocation)
            }
            if isNumber {
                bodyNames.numberPairs.append(FixScript.NumberPair(left: .property(target: target, property: property.name),
                                                                  right: expression, operation: "=", location: valueLocation))
            }
            return .set(target: target, property: property.name, to: expression)
        case .symbol("=="):
            throw Problem(.comparisonInsteadOfAssignment, at: operatorToken.location)
        case .symbol("+") where peek(1).isSymbol("+"), .symbol("-") where peek(1).isSymbol("-"):
            throw Problem(.incrementOperator(operatorToken.text, name: property.name), at: operatorToken.location)
        default:
            throw Problem(.expected("'=', '+=' or '-=' after '\(property.name)'", found: operatorToken), at: operatorToken.location)
        }
    }

    /// `rating += 1`, `rating = rating - 1`, `word = "stars"`: a local or a state variable.
    mutating func variableAssignment(_ name: String, kind: ElementProperty.Kind?, at location: SourceLocation,
                                     isState: Bool) throws(Problem) -> Effect {
        try checkValid()
        let operatorToken = current
        switch operatorToken.kind {
        case .symbol("+="), .symbol("-="):
            if let kind, kind != .number {
                throw Problem(.arithmeticOnNonNumber(operatorToken.text, property: name, takes: kind.rawValue),
                              at: operatorToken.location)
            }
            advance()
            let negated = operatorToken.text == "-="
            let (amount, amountLocation) = try changeAmount(after: operatorToken)
            if isState { bodyNames.variables.append(VariableUse(name: name, location: location, kind: .number, changedByAmount: true)) }
            bodyNames.numberPairs.append(FixScript.NumberPair(left: .variable(name), right: amount, operation: operatorToken.text,
                                                              location: amountLocation))
            if let literal = amount.literalNumber { return .addToVariable(name, amount: negated ? -literal : literal) }
            return .setVariable(name, to: .sum(.variable(name), amount, negated: negated))
        case .symbol("="):
            advance()
            let (expression, valueKind, valueLocation) = try value(expecting: kind)
            if case .sum(.variable(name), .number(let amount), let negated) = expression {
                if isState { bodyNames.variables.append(VariableUse(name: name, location: location, kind: .number, changedByAmount: true)) }
                return .addToVariable(name, amount: negated ? -amount : amount)
            }
            try refuseArithmetic()
            if let kind, let valueKind, !Parser.accepts(kind, valueKind) {
                throw Problem(.typeMismatch(property: name, expected: kind, found: valueKind.rawValue, suggestion: nil),
                              at: valueLocation)
            }
            if isState {
                bodyNames.variables.append(VariableUse(name: name, location: location, kind: valueKind, changedByAmount: false,
                                                       assigned: true))
            }
            if valueKind == nil || valueKind == .number {
                bodyNames.numberPairs.append(FixScript.NumberPair(left: .variable(name), right: expression, operation: "=",
                                                                  location: valueLocation))
            }
            return .setVariable(name, to: expression)
        case .symbol("=="):
            throw Problem(.comparisonInsteadOfAssignment, at: operatorToken.location)
        case .symbol("+") where peek(1).isSymbol("+"), .symbol("-") where peek(1).isSymbol("-"):
            throw Problem(.incrementOperator(operatorToken.text, name: name), at: operatorToken.location)
        default:
            throw Problem(.expected("'=', '+=' or '-=' after '\(name)'", found: operatorToken), at: operatorToken.location)
        }
    }

    /// The number after `+=` or `-=`: a literal, or any number Swift adds (`stepper.stepValue`).
    mutating func changeAmount(after operatorToken: Token) throws(Problem) -> (Expression, SourceLocation) {
        let (amount, kind, location) = try value(expecting: .number)
        guard kind == nil || kind == .number else {
            throw Problem(.typeMismatch(property: operatorToken.text, expected: .number, found: kind?.rawValue ?? "", suggestion: nil),
                          at: location)
        }
        return (amount, location)
    }

    func refuseArithmetic() throws(Problem) {
        if current.isSymbol("+") || current.isSymbol("-") || current.isSymbol("*") || current.isSymbol("/") {
            throw Problem(.arithmeticInBody, at: current.location)
        }
    }
}
