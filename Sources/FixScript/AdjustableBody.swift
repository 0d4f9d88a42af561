import AXModel

/// The bodies of custom adjustable behaviour (`accessibilityIncrement()`, SwiftUI's adjustable
/// action), compiled to `Effect`s. Names mean what Swift makes of them inside the element's
/// class: a local (`let`, `var`) is the body's own; a property name is the element's
/// (`value`, `self.value`); `stepper.value` is another element's; any other name is one of the
/// app's state variables (`state:` on the screen), which the interpreter checks when the
/// statement is applied. `if`, `guard`, `switch` and `? :` choose as Swift does.
extension Parser {
    /// A local of the body: whether it may change (`var`) and the kind of its first value.
    struct Local {
        var isVariable: Bool
        var kind: ElementProperty.Kind?
    }

    /// What a name stands for in a body.
    private enum BodyName {
        case property(target: String, ElementProperty)
        case local(String, Local)
        case variable(String)
    }

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

    /// `{ statements }`, each bad statement reported and skipped; the braces hold their locals.
    mutating func block() throws(Problem) -> [Effect] {
        let open = current
        try expectSymbol("{", "'{' to start the body")
        bodyScopes.append([:])
        defer { bodyScopes.removeLast() }
        var effects: [Effect] = []
        while try nextInBraces(opened: open) {
            effects += bodyStatementRecovering()
        }
        return effects
    }

    /// The statements of one `case`, up to the next `case`, `default` or `}`, and how many
    /// there were (Swift wants at least one: `break` for none).
    mutating func caseStatements() -> (effects: [Effect], count: Int) {
        bodyScopes.append([:])
        defer { bodyScopes.removeLast() }
        var effects: [Effect] = []
        var count = 0
        while true {
            if current.isNewline || current.isSymbol(";") {
                advance()
                continue
            }
            if current.isSymbol("}") || current.isIdentifier("case") || current.isIdentifier("default") || current.isSymbol("@")
                || current.kind == .end {
                return (effects, count)
            }
            count += 1
            effects += bodyStatementRecovering()
        }
    }

    /// One statement, or nothing when it is bad (reported, and skipped to the next).
    private mutating func bodyStatementRecovering() -> [Effect] {
        let statementStart = position
        let namesBefore = bodyNames
        do throws(Problem) {
            let effects = try bodyStatement()
            try endOfStatement(insideBraces: true)
            return effects
        } catch {
            // A refused statement is left out whole: what it named is not checked either.
            bodyNames = namesBefore
            record(error)
            recover(from: statementStart, stopAtClosingBrace: true)
            return []
        }
    }

    /// One statement inside a body.
    mutating func bodyStatement() throws(Problem) -> [Effect] {
        try checkValid()
        let token = current
        switch token.identifier {
        case "guard":
            advance()
            let conditions = try conditions()
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
            return [Parser.branch(conditions, then: [], otherwise: [.stop])]  // Effect.stopUnless
        case "if":
            return [try ifStatement()]
        case "switch":
            return try switchStatement()
        case "return":
            advance()
            let next = peekPastNewlines()
            guard next.isSymbol("}") || next.isIdentifier("case") || next.isIdentifier("default") || next.isSymbol("@") else {
                throw Problem(.codeAfterReturn, at: token.location)
            }
            return [.stop]
        case "break":
            advance()
            return []
        case "sendActions":
            return [try sendActions(target: "self", at: token)]
        case "let", "var":
            return [try localDeclaration()]
        case "super":
            throw Problem(.superInBody, at: token.location)
        case nil:
            throw Problem(.expectedStatement(found: token), at: token.location)
        default:
            // `stepper.sendActions(for: .valueChanged)`, `self.sendActions(…)`: another control's.
            if peek(1).isSymbol("."), peek(2).isIdentifier("sendActions"), peek(3).isSymbol("(") {
                advance(); advance()
                if token.text != "self" {
                    bodyNames.elements.append(ElementReference(id: token.text, location: token.location))
                }
                return [try sendActions(target: token.text, at: current)]
            }
            return [try bodyAssignment()]
        }
    }

    /// `sendActions(for: .EVENT)` at `call` (the current token): a control's method, which the
    /// class must have.
    private mutating func sendActions(target: String, at call: Token) throws(Problem) -> Effect {
        advance()
        if inSwiftUIAction { throw Problem(.propertyInSwiftUIAction("sendActions"), at: call.location) }
        bodyNames.properties.append(PropertyUse(target: target, property: "sendActions", location: call.location, writes: false))
        try expectSymbol("(", "'(' after 'sendActions'")
        guard current.isIdentifier("for"), peek(1).isSymbol(":"), peek(2).isSymbol("."), peek(3).identifier != nil,
              peek(4).isSymbol(")") else {
            throw Problem(.expected("'for: .valueChanged' inside sendActions( )", found: current), at: current.location)
        }
        advance(); advance(); advance()
        let event = advance().text
        advance()
        return .sendActions(target: target, event: event)
    }

    // MARK: Choosing

    /// `if A, B { … } else if C { … } else { … }`
    private mutating func ifStatement() throws(Problem) -> Effect {
        advance()
        try enterNesting()
        defer { nesting -= 1 }
        let conditions = try conditions()
        skipNewlines()
        let then = try block()
        var otherwise: [Effect] = []
        if peekPastNewlines().isIdentifier("else") {
            skipNewlines()
            advance()
            skipNewlines()
            otherwise = current.isIdentifier("if") ? [try ifStatement()] : try block()
        }
        return Parser.branch(conditions, then: then, otherwise: otherwise)
    }

    /// One choice: a plain branch for conditions that must all hold, else one over alternatives.
    static func branch(_ alternatives: [[Condition]], then: [Effect], otherwise: [Effect]) -> Effect {
        alternatives.count == 1 ? .branch(when: alternatives[0], then: then, otherwise: otherwise)
            : .branchAny(when: alternatives, then: then, otherwise: otherwise)
    }

    /// `switch rating { case 1: … case 2, 3: … case 4...5: … default: … }`, as a chain of
    /// branches tried in order.
    private mutating func switchStatement() throws(Problem) -> [Effect] {
        let keyword = advance()
        try enterNesting()
        defer { nesting -= 1 }
        let (subject, _, _) = try value(expecting: nil)
        skipNewlines()
        let open = current
        try expectSymbol("{", "'{' after the value the switch chooses by")
        var cases: [(patterns: [[Condition]], body: [Effect])] = []
        var fallback: [Effect]?
        while try nextInBraces(opened: open) {
            try checkValid()
            let label = current
            if label.isIdentifier("default") {
                advance()
                try expectSymbol(":", "':' after 'default'")
                let (effects, count) = caseStatements()
                guard count > 0 else { throw Problem(.emptyCase, at: label.location) }
                fallback = effects
            } else if label.isIdentifier("case") {
                advance()
                var patterns: [[Condition]] = []
                repeat {
                    if current.isSymbol(",") { advance() }
                    patterns.append(try pattern(matching: subject))
                } while current.isSymbol(",")
                try expectSymbol(":", "':' after the case")
                let (effects, count) = caseStatements()
                guard count > 0 else { throw Problem(.emptyCase, at: label.location) }
                cases.append((patterns, effects))
            } else {
                throw Problem(.expected("'case …:' or 'default:'", found: label), at: label.location)
            }
        }
        // Swift: a switch over numbers or text must handle every value.
        guard let fallback else { throw Problem(.switchWithoutDefault, at: keyword.location) }
        var chain = fallback
        for (patterns, body) in cases.reversed() {
            for conditions in patterns.reversed() {
                chain = [.branch(when: conditions, then: body, otherwise: chain)]
            }
        }
        return chain
    }

    /// One pattern of a `case`: a literal (`1`, `"Good"`), or a range (`1...3`, `1..<4`).
    private mutating func pattern(matching subject: Expression) throws(Problem) -> [Condition] {
        try checkValid()
        let token = current
        let (low, _, _) = try literal()
        guard current.isSymbol("."), peek(1).isSymbol(".") else {
            return [Condition(left: subject, comparison: .equal, right: low)]
        }
        advance(); advance()
        let closed = current.isSymbol(".")
        guard closed || current.isSymbol("<") else {
            throw Problem(.expected("'...' or '..<' in a range", found: current), at: current.location)
        }
        advance()
        let (high, _, _) = try literal()
        guard case .number = low, case .number = high else {
            throw Problem(.expected("numbers on both sides of a range", found: token), at: token.location)
        }
        return [Condition(left: subject, comparison: .greaterOrEqual, right: low),
                Condition(left: subject, comparison: closed ? .lessOrEqual : .less, right: high)]
    }

    /// A number, a string without interpolation, true or false: what a `case` matches.
    private mutating func literal() throws(Problem) -> (Expression, ElementProperty.Kind?, SourceLocation) {
        let token = current
        switch token.kind {
        case .number, .symbol("-"), .identifier("true"), .identifier("false"):
            return try operand(expecting: nil)
        case .string(let parts) where parts.allSatisfy({ if case .text = $0 { true } else { false } }):
            return try operand(expecting: nil)
        default:
            throw Problem(.expected("a number or a string after 'case'", found: token), at: token.location)
        }
    }

    /// `A < B, C && D || E`: Swift's `,` and `&&` (each must hold) and `||` (either side), as
    /// alternatives of which one must hold whole. At most `maximumAlternatives`, so no condition
    /// grows without bound.
    private mutating func conditions() throws(Problem) -> [[Condition]] {
        let start = current
        var alternatives = try disjunction()
        while current.isSymbol(",") {
            advance()
            let next = try disjunction()
            alternatives = alternatives.flatMap { first in next.map { first + $0 } }
            if alternatives.count > Parser.maximumAlternatives { throw Problem(.tooDeeplyNested, at: start.location) }
        }
        return alternatives
    }

    static let maximumAlternatives = 16

    /// `A && B || C`: `&&` binds tighter, as in Swift.
    private mutating func disjunction() throws(Problem) -> [[Condition]] {
        var alternatives = [try conjunction()]
        while current.isSymbol("||") {
            advance()
            alternatives.append(try conjunction())
            if alternatives.count > Parser.maximumAlternatives { throw Problem(.tooDeeplyNested, at: current.location) }
        }
        return alternatives
    }

    private mutating func conjunction() throws(Problem) -> [Condition] {
        var conditions = [try condition()]
        while current.isSymbol("&&") {
            advance()
            conditions.append(try condition())
        }
        return conditions
    }

    /// `rating < 5`, or a true/false value alone (`isOn`, `!isOn`).
    private mutating func condition() throws(Problem) -> Condition {
        if current.isSymbol("!") {
            advance()
            let (inner, kind, location) = try operand(expecting: .bool)
            guard kind == nil || kind == .bool else {
                throw Problem(.typeMismatch(property: "!", expected: .bool, found: kind?.rawValue ?? "text", suggestion: nil),
                              at: location)
            }
            return Condition(left: inner, comparison: .equal, right: .bool(false))
        }
        let (left, kind, _) = try operand(expecting: nil)
        try checkValid()
        guard case .symbol(let symbol) = current.kind, let comparison = Condition.Comparison(rawValue: symbol) else {
            if kind == .bool || isVariable(left) {
                requireBool(left)
                return Condition(left: left, comparison: .equal, right: .bool(true))
            }
            throw Problem(.expected("a comparison such as '<' or '>='", found: current), at: current.location)
        }
        advance()
        let (right, _, _) = try operand(expecting: nil)
        return Condition(left: left, comparison: comparison, right: right)
    }

    private func isVariable(_ expression: Expression) -> Bool {
        if case .variable = expression { true } else { false }
    }

    /// A state variable used alone as a condition must be a `Bool`: its last use says so.
    private mutating func requireBool(_ expression: Expression) {
        guard case .variable(let name) = expression, let last = bodyNames.variables.indices.last,
              bodyNames.variables[last].name == name else { return }
        bodyNames.variables[last].kind = .bool
    }

    // MARK: Locals and assignments

    /// `let servings = Int(stepper.value)`, `var word: String = "star"`.
    private mutating func localDeclaration() throws(Problem) -> Effect {
        let keyword = advance()
        let name = try expectIdentifier("a name after '\(keyword.text)'")
        var declared: ElementProperty.Kind?
        if current.isSymbol(":") {
            advance()
            let type = try expectIdentifier("a type such as Int or String after ':'")
            guard let kind = Parser.localTypes[type.text] else {
                throw Problem(.unsupportedLocalType(type.text), at: type.location)
            }
            declared = kind
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
        bodyScopes[bodyScopes.count - 1][name.text] = Local(isVariable: keyword.text == "var", kind: declared ?? kind)
        return .declare(name.text, expression)
    }

    /// The types a local may be declared with.
    private static let localTypes: [String: ElementProperty.Kind] = [
        "Int": .number, "Double": .number, "Float": .number, "String": .string, "Bool": .bool,
    ]

    /// `value += 1`, `rating = rating + 1`, `accessibilityValue = "\(rating) of 5"`.
    private mutating func bodyAssignment() throws(Problem) -> Effect {
        let (name, location) = try bodyName()
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

    private mutating func propertyAssignment(target: String, property: ElementProperty,
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
            let amount = try numberLiteral(after: "'\(operatorToken.text)'")
            return .add(target: target, property: property.name, amount: operatorToken.text == "+=" ? amount : -amount)
        case .symbol("="):
            advance()
            let (expression, kind, valueLocation) = try value(expecting: property.kind)
            // `value = value + 1` is `value += 1`: kept in the control's range, as UIKit keeps it.
            if isNumber, case .sum(.property(target, property.name), .number(let amount), let negated) = expression {
                return .add(target: target, property: property.name, amount: negated ? -amount : amount)
            }
            try refuseArithmetic()
            if let kind, !Parser.accepts(property.kind, kind) {
                throw Problem(.typeMismatch(property: property.name, expected: property.kind, found: kind.rawValue,
                                            suggestion: nil),
                              at: valueLocation)
            }
            return .set(target: target, property: property.name, to: expression)
        case .symbol("=="):
            throw Problem(.comparisonInsteadOfAssignment, at: operatorToken.location)
        default:
            throw Problem(.expected("'=', '+=' or '-=' after '\(property.name)'", found: operatorToken), at: operatorToken.location)
        }
    }

    /// `rating += 1`, `rating = rating - 1`, `word = "stars"`: a local or a state variable.
    private mutating func variableAssignment(_ name: String, kind: ElementProperty.Kind?, at location: SourceLocation,
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
            let amount = try numberLiteral(after: "'\(operatorToken.text)'")
            if isState { bodyNames.variables.append(VariableUse(name: name, location: location, kind: .number, changedByAmount: true)) }
            return .addToVariable(name, amount: operatorToken.text == "+=" ? amount : -amount)
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
            if isState { bodyNames.variables.append(VariableUse(name: name, location: location, kind: valueKind, changedByAmount: false)) }
            return .setVariable(name, to: expression)
        case .symbol("=="):
            throw Problem(.comparisonInsteadOfAssignment, at: operatorToken.location)
        default:
            throw Problem(.expected("'=', '+=' or '-=' after '\(name)'", found: operatorToken), at: operatorToken.location)
        }
    }

    private func refuseArithmetic() throws(Problem) {
        if current.isSymbol("+") || current.isSymbol("-") || current.isSymbol("*") || current.isSymbol("/") {
            throw Problem(.arithmeticInBody, at: current.location)
        }
    }

    // MARK: Names and values

    /// A name in a body, resolved as Swift resolves it inside the element's class.
    private mutating func bodyName() throws(Problem) -> (BodyName, SourceLocation) {
        try checkValid()
        let first = current
        if first.isIdentifier("self") && peek(1).isSymbol(".") {
            advance(); advance()
            if !(peek(1).isSymbol(".") && peek(2).identifier != nil) {
                let name = try expectIdentifier("a property name after 'self.'")
                return (try propertyUse("self", try Parser.property(name), at: name.location), first.location)
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
            bodyNames.elements.append(ElementReference(id: name.text, location: name.location))
            return (try propertyUse(name.text, try Parser.property(propertyToken), at: propertyToken.location), first.location)
        }
        if let local = bodyScopes.reversed().lazy.compactMap({ $0[name.text] }).first {
            return (.local(name.text, local), first.location)
        }
        if let property = ElementProperty.named(name.text) {
            return (try propertyUse("self", property, at: name.location), first.location)
        }
        return (.variable(name.text), first.location)
    }

    /// A property of the extended view (`self`) or another element, recorded for the check
    /// that its class declares it (a read; an assignment marks it written).
    private mutating func propertyUse(_ target: String, _ property: ElementProperty,
                                      at location: SourceLocation) throws(Problem) -> BodyName {
        // SwiftUI views are values: an action changes the state they are computed from.
        if inSwiftUIAction { throw Problem(.propertyInSwiftUIAction(property.name), at: location) }
        bodyNames.properties.append(PropertyUse(target: target, property: property.name, location: location, writes: false))
        return .property(target: target, property)
    }

    static let bodyKinds: [ElementProperty.Kind] = [.string, .optionalString, .bool, .number, .optionalNumber]

    /// A value: an operand, or a choice between two (`rating == 1 ? "star" : "stars"`).
    private mutating func value(expecting expected: ElementProperty.Kind?) throws(Problem)
        -> (Expression, ElementProperty.Kind?, SourceLocation) {
        let usesBefore = bodyNames.variables.count
        var (first, kind, location) = try operand(expecting: expected)
        try checkValid()
        // `value + 1`, `rating - step`: numbers, left to right.
        while current.isSymbol("+") || current.isSymbol("-"), kind == nil || kind == .number || kind == .optionalNumber {
            let sign = advance()
            let (right, rightKind, rightLocation) = try operand(expecting: .number)
            guard rightKind == nil || rightKind == .number else {
                throw Problem(.typeMismatch(property: sign.text, expected: .number, found: rightKind?.rawValue ?? "text",
                                            suggestion: nil), at: rightLocation)
            }
            for index in usesBefore..<bodyNames.variables.count { bodyNames.variables[index].kind = .number }
            first = .sum(first, right, negated: sign.text == "-")
            kind = .number
        }
        var conditions: [Condition]
        if case .symbol(let symbol) = current.kind, let comparison = Condition.Comparison(rawValue: symbol) {
            // The operand is compared, not stored: any kind will do.
            for index in usesBefore..<bodyNames.variables.count { bodyNames.variables[index].kind = nil }
            advance()
            let (right, _, _) = try operand(expecting: nil)
            conditions = [Condition(left: first, comparison: comparison, right: right)]
            try checkValid()
            // `isSelected = rating > 3`: a comparison is a Bool.
            guard current.isSymbol("?") else {
                return (.conditional(when: conditions, .bool(true), .bool(false)), .bool, location)
            }
        } else if current.isSymbol("?"), kind == .bool || isVariable(first) {
            requireBool(first)
            conditions = [Condition(left: first, comparison: .equal, right: .bool(true))]
        } else {
            return (first, kind, location)
        }
        advance()
        try enterNesting()
        defer { nesting -= 1 }
        let (then, thenKind, _) = try value(expecting: expected)
        try checkValid()
        guard current.isSymbol(":") else {
            throw Problem(.expected("':' and the value when the condition is false", found: current), at: current.location)
        }
        advance()
        let (otherwise, otherwiseKind, otherwiseLocation) = try value(expecting: expected)
        if let thenKind, let otherwiseKind, thenKind != otherwiseKind, !Parser.accepts(thenKind, otherwiseKind) {
            throw Problem(.typeMismatch(property: "the other side of ':'", expected: thenKind, found: otherwiseKind.rawValue,
                                        suggestion: nil),
                          at: otherwiseLocation)
        }
        return (.conditional(when: conditions, then, otherwise), thenKind ?? otherwiseKind, location)
    }

    /// One value inside a body, with its kind (nil: a state variable, whose kind the screen
    /// decides). A state variable read here is recorded with the kind the place `expected`.
    private mutating func operand(expecting expected: ElementProperty.Kind?) throws(Problem)
        -> (Expression, ElementProperty.Kind?, SourceLocation) {
        try checkValid()
        let token = current
        switch token.kind {
        case .number, .symbol("-"):
            return (.number(try numberLiteral(after: "'='")), .number, token.location)
        case .string(let parts):
            advance()
            return (try bodyString(parts), .string, token.location)
        case .identifier("true"), .identifier("false"):
            advance()
            return (.bool(token.text == "true"), .bool, token.location)
        case .identifier("nil"):
            throw Problem(.nilInBody, at: token.location)
        case .identifier("String") where peek(1).isSymbol("("):
            return try formatted()
        case .identifier("Int") where peek(1).isSymbol("("):
            // `Int(stepper.value)`: Swift's whole number, so "\(Int(value))" says 3, not 3.0.
            advance(); advance()
            let (inner, kind, location) = try operand(expecting: .number)
            guard kind == nil || kind == .number || kind == .optionalNumber else {
                throw Problem(.expected("a number inside Int( ), such as Int(value)", found: token), at: location)
            }
            try expectSymbol(")", "')' to end Int( )")
            return (.wholeNumber(inner), .number, token.location)
        case .identifier:
            let (name, location) = try bodyName()
            switch name {
            case .property(let target, let property):
                return (.property(target: target, property: property.name), property.kind, location)
            case .local(let local, let declaration):
                return (.variable(local), declaration.kind, location)
            case .variable(let variable):
                bodyNames.variables.append(VariableUse(name: variable, location: location, kind: expected, changedByAmount: false))
                return (.variable(variable), nil, location)
            }
        default:
            throw Problem(.expected("a value", found: token), at: token.location)
        }
    }

    /// `String(format: "%d of 5", rating)`: Foundation's formatting, for the specifiers
    /// `FormatString` runs; the arguments' types are checked when the screen is known.
    private mutating func formatted() throws(Problem) -> (Expression, ElementProperty.Kind?, SourceLocation) {
        let start = current
        let (text, format) = try formatHead()
        var arguments: [Expression] = []
        var locations: [SourceLocation] = []
        while current.isSymbol(",") {
            advance()
            let (argument, _, location) = try value(expecting: nil)
            arguments.append(argument)
            locations.append(location)
        }
        try expectSymbol(")", "')' to end String(format:)")
        guard arguments.count == format.specifiers.count else {
            throw Problem(.formatArgumentCount(specifiers: format.specifiers.count, arguments: arguments.count), at: start.location)
        }
        bodyNames.formats.append(FormatUse(specifiers: format.specifiers, arguments: arguments, locations: locations))
        return (.formatted(text, arguments), .string, start.location)
    }

    /// A string literal in a body; interpolations may use the body's names.
    private mutating func bodyString(_ parts: [StringPart]) throws(Problem) -> Expression {
        var expressions: [Expression] = []
        for part in parts {
            switch part {
            case .text(let text):
                expressions.append(.string(text))
            case .interpolation(let tokens, let location):
                var inner = Parser(tokens: tokens)
                inner.bodyScopes = bodyScopes
                inner.nesting = nesting
                guard inner.current.kind != .end else { throw Problem(.emptyInterpolation, at: location) }
                let (expression, _, _) = try inner.value(expecting: nil)
                bodyNames.elements += inner.bodyNames.elements
                bodyNames.variables += inner.bodyNames.variables
                bodyNames.formats += inner.bodyNames.formats
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
}
