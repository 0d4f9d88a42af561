import AXModel

/// Names and values in an adjustment body: what a name stands for as Swift resolves it, and the
/// values a body computes (literals, interpolations, `Int( )`, sums, `? :`, `String(format:)`).
extension Parser {
    /// A name in a body, resolved as Swift resolves it inside the element's class.
    mutating func bodyName(writing: Bool = false) throws(Problem) -> (BodyName, SourceLocation) {
        if case .controller(let capture) = bodyOwner { return try controllerName(capture, writing: writing) }
        try checkValid()
        let first = current
        if first.isIdentifier("self") && peek(1).isSymbol(".") {
            advance(); advance()
            if !(peek(1).isSymbol(".") && peek(2).identifier != nil) || valueMethodFollows(at: 1) {
                // `self.archived` is the app's state: a SwiftUI view's, or the view class's own variable.
                if let word = current.identifier, ElementProperty.named(word) == nil, !peek(1).isSymbol(".") {
                    let name = advance()
                    if current.isSymbol("(") { throw Problem(.callInBody(name.text), at: name.location) }
                    return (.variable(name.text), first.location)
                }
                let name = try expectIdentifier("a property name after 'self.'")
                return (try propertyUse("self", try Parser.property(name), at: name.location), first.location)
            }
        }
        let name = try expectIdentifier("a property such as value")
        if current.isSymbol("(") { throw Problem(.callInBody(name.text), at: name.location) }
        if current.isSymbol("."), peek(1).identifier != nil, !valueMethodFollows(at: 0) {
            advance()
            let propertyToken = advance()
            if peek(0).isSymbol("."), Parser.partNames.contains(propertyToken.text) {
                throw Problem(.partInBody, at: propertyToken.location)
            }
            // A name bound to a view (`if let error = self?.emailError`) reads that view's property.
            let id = boundView(name.text) ?? name.text
            bodyNames.elements.append(ElementReference(id: id, location: name.location))
            return (try propertyUse(id, try Parser.property(propertyToken), at: propertyToken.location), first.location)
        }
        if let local = bodyScopes.reversed().lazy.compactMap({ $0[name.text] }).first {
            return (.local(name.text, local), first.location)
        }
        if let property = ElementProperty.named(name.text) {
            return (try propertyUse("self", property, at: name.location), first.location)
        }
        return (.variable(name.text), first.location)
    }

    /// The view a local name was bound to (`if let error = self?.emailError`), if it was.
    func boundView(_ name: String) -> String? {
        bodyScopes.reversed().lazy.compactMap { $0[name] }.first?.view
    }

    /// Whether `.NAME()`, a call with nothing in its brackets, starts `offset` tokens on.
    func emptyCall(_ name: String, at offset: Int = 0) -> Bool {
        peek(offset).isSymbol(".") && peek(offset + 1).isIdentifier(name) && peek(offset + 2).isSymbol("(")
            && peek(offset + 3).isSymbol(")")
    }

    /// `.formatted()` or `.formatted(STYLE)` from the current token (iOS 15): the style, read, and
    /// where `formatted` is written; nil when none follows. A style other than `.number` or
    /// `.percent`, with or without `.precision(.fractionLength(N))`, is refused.
    mutating func formatStyleCall() throws(Problem) -> (style: NumberStyle, location: SourceLocation)? {
        guard platform == .ios, current.isSymbol("."), peek(1).isIdentifier("formatted"), peek(2).isSymbol("(") else { return nil }
        let call = peek(1)
        advance(); advance(); advance()
        if current.isSymbol(")") {
            advance()
            return (.number, call.location)
        }
        guard current.isSymbol("."), let kind = peek(1).identifier, kind == "number" || kind == "percent" else {
            throw Problem(.formatStyle, at: current.location)
        }
        advance(); advance()
        var written = "." + kind
        var fractionLength: Int?
        if current.isSymbol("."), peek(1).isIdentifier("precision") {
            guard peek(2).isSymbol("("), peek(3).isSymbol("."), peek(4).isIdentifier("fractionLength"), peek(5).isSymbol("("),
                  case .number(let digits) = peek(6).kind, digits == digits.rounded(), digits >= 0, digits <= 6,
                  peek(7).isSymbol(")"), peek(8).isSymbol(")") else {
                throw Problem(.formatStyle, at: current.location)
            }
            fractionLength = Int(digits)
            written += ".precision(.fractionLength(\(Int(digits))))"
            for _ in 0..<9 { advance() }
        }
        guard current.isSymbol(")") else { throw Problem(.formatStyle, at: current.location) }
        advance()
        return (NumberStyle(percent: kind == "percent", fractionLength: fractionLength, written: written), call.location)
    }

    /// How many tokens on the `)` that closes the `(` at the current token is; nil when none does.
    func closingParenthesis() -> Int? {
        var depth = 0
        var offset = 0
        while peek(offset).kind != .end, offset < 4096 {
            if peek(offset).isSymbol("(") { depth += 1 }
            if peek(offset).isSymbol(")") { depth -= 1 }
            if depth == 0 { return offset }
            offset += 1
        }
        return nil
    }

    /// Whether `.rounded()` or Kotlin's `.not()` or `.toString()` starts `offset` tokens on: a
    /// method of the value read before it, not a property of an element.
    func valueMethodFollows(at offset: Int) -> Bool {
        peek(offset).isSymbol(".") && ["rounded", "formatted", "not", "toString"].contains(peek(offset + 1).text)
            && peek(offset + 2).isSymbol("(")
    }

    /// A property of the extended view (`self`) or another element, recorded for the check
    /// that its class declares it (a read; an assignment marks it written).
    mutating func propertyUse(_ target: String, _ property: ElementProperty,
                              at location: SourceLocation) throws(Problem) -> BodyName {
        // SwiftUI views are values: an action changes the state they are computed from.
        if inSwiftUIAction { throw Problem(.propertyInSwiftUIAction(property.name), at: location) }
        bodyNames.properties.append(PropertyUse(target: target, property: property.name, location: location, writes: false))
        return .property(target: target, property)
    }

    static let bodyKinds: [ElementProperty.Kind] = [.string, .optionalString, .bool, .number, .optionalNumber]

    /// A value: an operand, or a choice between two (`rating == 1 ? "star" : "stars"`).
    mutating func value(expecting expected: ElementProperty.Kind?) throws(Problem)
        -> (Expression, ElementProperty.Kind?, SourceLocation) {
        let usesBefore = bodyNames.variables.count
        var (first, kind, location) = try term(expecting: expected)
        try checkValid()
        // `value + 1`, `rating - step`: numbers, left to right; `"\(rating)" + " stars"`: texts.
        while current.isSymbol("+") || current.isSymbol("-"),
              kind == nil || kind == .number || kind == .optionalNumber || kind == .string || kind == .optionalString {
            let sign = advance()
            let usesBeforeRight = bodyNames.variables.count
            let (right, rightKind, rightLocation) = try term(expecting: kind == .string || kind == .optionalString ? .string : .number)
            if [kind, rightKind].contains(where: { $0 == .string || $0 == .optionalString }) {
                // Swift's `+` joins two Strings: neither side may be optional, and `-` is no text operator.
                guard sign.text == "+" else {
                    throw Problem(.typeMismatch(property: "-", expected: .number, found: "text", suggestion: nil), at: sign.location)
                }
                for (side, sideKind, sideLocation) in [(first, kind, location), (right, rightKind, rightLocation)]
                where sideKind == .optionalString {
                    throw Problem(.joinedOptional(Parser.spelled(side)), at: sideLocation)
                }
                if let other = [kind, rightKind].compactMap({ $0 }).first(where: { $0 != .string }) {
                    throw Problem(.typeMismatch(property: "+", expected: .string, found: other.rawValue,
                                                suggestion: nil), at: rightKind == other ? rightLocation : location)
                }
                // A state variable joined as it is (not inside `String( )`) must be text itself.
                if case .variable = first, usesBefore < usesBeforeRight { bodyNames.variables[usesBefore].kind = .string }
                if case .variable = right, usesBeforeRight < bodyNames.variables.count {
                    bodyNames.variables[usesBeforeRight].kind = .string
                }
                first = .joined(first, right)
                kind = .string
                continue
            }
            guard rightKind == nil || rightKind == .number else {
                throw Problem(.typeMismatch(property: sign.text, expected: .number, found: rightKind?.rawValue ?? "text",
                                            suggestion: nil), at: rightLocation)
            }
            for index in usesBefore..<bodyNames.variables.count { bodyNames.variables[index].kind = .number }
            bodyNames.numberPairs.append(FixScript.NumberPair(left: first, right: right, operation: sign.text, location: sign.location))
            first = .sum(first, right, negated: sign.text == "-")
            kind = .number
        }
        // `caption.text ?? "Saved"`: a String? given a value for nil, which makes it a String.
        // (On a value that is not optional Swift only warns that the right side is never used.)
        while current.isSymbol("??") {
            advance()
            let (fallback, fallbackKind, _) = try operand(expecting: expected)
            first = .coalesced(first, fallback)
            kind = fallbackKind ?? kind.map { $0 == .optionalString ? .string : $0 == .optionalNumber ? .number : $0 }
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
            throw Problem(.choiceOfTwoTypes(thenKind.rawValue, otherwiseKind.rawValue), at: otherwiseLocation)
        }
        return (.conditional(when: conditions, then, otherwise), thenKind ?? otherwiseKind, location)
    }

    /// `value * 100`, `count / 2`: operands multiplied and divided left to right, binding tighter
    /// than `+` and `-`, as in Swift; their types are checked when applied, as a sum's are.
    mutating func term(expecting expected: ElementProperty.Kind?) throws(Problem) -> (Expression, ElementProperty.Kind?, SourceLocation) {
        let usesBefore = bodyNames.variables.count
        var (first, kind, location) = try operand(expecting: expected)
        while platform == .ios, current.isSymbol("*") || current.isSymbol("/"), kind == nil || kind == .number {
            let sign = advance()
            let (right, rightKind, rightLocation) = try operand(expecting: .number)
            guard rightKind == nil || rightKind == .number else {
                throw Problem(.typeMismatch(property: sign.text, expected: .number, found: rightKind?.rawValue ?? "text",
                                            suggestion: nil), at: rightLocation)
            }
            // An Int divided by a literal 0 traps in the app.
            if sign.text == "/", right == .number(0), first.isWrittenAsInt {
                throw Problem(.divisionByZero, at: sign.location)
            }
            for index in usesBefore..<bodyNames.variables.count { bodyNames.variables[index].kind = .number }
            bodyNames.numberPairs.append(FixScript.NumberPair(left: first, right: right, operation: sign.text, location: sign.location))
            first = .product(first, right, divided: sign.text == "/")
            kind = .number
        }
        return (first, kind, location)
    }

    /// One value inside a body, with its kind (nil: a state variable, whose kind the screen
    /// decides), and the `.rounded()` Swift's floating-point numbers have after it (Kotlin's
    /// Booleans: `.not()`).
    mutating func operand(expecting expected: ElementProperty.Kind?) throws(Problem)
        -> (Expression, ElementProperty.Kind?, SourceLocation) {
        var (value, kind, location) = try primaryOperand(expecting: expected)
        // `emailError.text!`: the optional's value (an app traps when it is nil); a value that is
        // no optional is refused, as swiftc refuses it.
        if platform == .ios, current.isSymbol("!"), !peek(1).isSymbol("=") {
            guard kind == .optionalString || kind == .optionalNumber else {
                throw Problem(.forceUnwrapNonOptional(Parser.spelled(value), type: .untyped), at: current.location)
            }
            advance()
            value = .unwrapped(value)
            kind = kind == .optionalString ? .string : .number
        }
        // `count.toString()`: Kotlin's text of any value.
        while platform == .android, emptyCall("toString") {
            advance(); advance(); advance(); advance()
            // Any variable has a text: its kind is the screen's to say.
            if case .variable = value, let last = bodyNames.variables.indices.last { bodyNames.variables[last].kind = nil }
            value = .described(value)
            kind = .string
        }
        // `saved.not()`: Kotlin's Boolean.not(), the other Boolean, as `!saved` is.
        while platform == .android, emptyCall("not") {
            guard kind == nil || kind == .bool else {
                throw Problem(.typeMismatch(property: "not()", expected: .bool, found: kind?.rawValue ?? "", suggestion: nil),
                              at: location)
            }
            advance(); advance(); advance(); advance()
            if case .variable = value, let last = bodyNames.variables.indices.last { bodyNames.variables[last].kind = .bool }
            value = Parser.negation(of: value)
            kind = .bool
        }
        while platform == .ios, emptyCall("rounded") {
            let call = peek(1)
            // An Int is whole already: Swift gives it no `rounded()`.
            if case .wholeNumber = value { throw Problem(.noRoundedOnInt, at: call.location) }
            guard kind == nil || kind == .number else {
                throw Problem(.typeMismatch(property: "rounded()", expected: .number, found: kind?.rawValue ?? "", suggestion: nil),
                              at: location)
            }
            advance(); advance(); advance(); advance()
            if case .variable = value, let last = bodyNames.variables.indices.last { bodyNames.variables[last].kind = .number }
            bodyNames.roundedNumbers.append(FixScript.RoundedNumber(value: value, location: call.location))
            value = .rounded(value)
            kind = .number
        }
        // `value.formatted()`, `.formatted(.percent)`: a number as Foundation's style writes it (iOS 15).
        if platform == .ios, current.isSymbol("."), peek(1).isIdentifier("formatted"), peek(2).isSymbol("(") {
            guard kind == nil || kind == .number else {
                throw Problem(.typeMismatch(property: "formatted()", expected: .number, found: kind?.rawValue ?? "", suggestion: nil),
                              at: location)
            }
            guard let (style, _) = try formatStyleCall() else { return (value, kind, location) }
            if case .variable = value, let last = bodyNames.variables.indices.last { bodyNames.variables[last].kind = .number }
            value = .numberFormatted(value, style)
            kind = .string
        }
        // `(text ?? "").isEmpty`: Swift's `String.isEmpty`, a Bool; a `String?` has none of its own.
        if platform == .ios, current.isSymbol("?"), peek(1).isSymbol("."), peek(2).isIdentifier("isEmpty") {
            throw Problem(.measuredOptional(Parser.spelled(value), member: "isEmpty", chained: true), at: peek(2).location)
        }
        if platform == .ios, current.isSymbol("."), peek(1).isIdentifier("isEmpty") {
            if kind == .optionalString {
                throw Problem(.measuredOptional(Parser.spelled(value), member: "isEmpty", chained: false), at: peek(1).location)
            }
            guard kind == nil || kind == .string else {
                throw Problem(.typeMismatch(property: "isEmpty", expected: .string, found: kind?.rawValue ?? "", suggestion: nil),
                              at: peek(1).location)
            }
            advance(); advance()
            if case .variable = value, let last = bodyNames.variables.indices.last { bodyNames.variables[last].kind = .string }
            value = .isEmpty(value)
            kind = .bool
        }
        return (value, kind, location)
    }

    /// One value inside a body, with its kind (nil: a state variable, whose kind the screen
    /// decides). A state variable read here is recorded with the kind the place `expected`.
    mutating func primaryOperand(expecting expected: ElementProperty.Kind?) throws(Problem)
        -> (Expression, ElementProperty.Kind?, SourceLocation) {
        try checkValid()
        let token = current
        switch token.kind {
        case .number, .symbol("-"):
            let written = token.isSymbol("-") ? peek(1).text : token.text
            return (Expression.literal(try numberLiteral(after: "'='"), written: written), .number, token.location)
        case .string(let parts):
            advance()
            return (try bodyString(parts), .string, token.location)
        case .symbol("("):
            // `(value + 1)`: a value grouped, as Swift groups it; a number's method after it
            // (`(value / 10).formatted(.percent)`) makes it a number whatever the body's value is.
            let method = platform == .ios && closingParenthesis().map { valueMethodFollows(at: $0 + 1) } == true
            advance()
            try enterNesting()
            defer { nesting -= 1 }
            let (inner, kind, _) = try value(expecting: method ? .number : expected)
            try expectSymbol(")", "')' to close '('")
            return (inner, kind, token.location)
        case .identifier("true"), .identifier("false"):
            advance()
            return (.bool(token.text == "true"), .bool, token.location)
        case .identifier("nil") where returning != nil && (expected == .optionalString || expected == .optionalNumber):
            // A getter of a `String?` may return nil: no label, no value.
            advance()
            return (.nil_, expected, token.location)
        case .identifier("nil"):
            throw Problem(.nilInBody, at: token.location)
        case .symbol("!"):
            // `!isPlaying`: the other Bool.
            advance()
            let (inner, kind, location) = try operand(expecting: .bool)
            guard kind == nil || kind == .bool else {
                throw Problem(.typeMismatch(property: "!", expected: .bool, found: kind?.rawValue ?? "", suggestion: nil), at: location)
            }
            return (Parser.negation(of: inner), .bool, token.location)
        case .identifier("String") where peek(1).isSymbol("(") && peek(2).isIdentifier("localized"):
            // `String(localized: "Saved")`: the text itself, as the app's own language shows it.
            advance(); advance(); advance()
            try expectSymbol(":", "':' after 'localized'")
            let text = try literalText(after: "String(localized:")
            try expectSymbol(")", "')' to close String(localized:")
            return (.localized(text, comment: nil), .string, token.location)
        case .identifier("NSAttributedString") where peek(1).isSymbol("(") && peek(2).isIdentifier("string") && peek(3).isSymbol(":"):
            // `let announcement = NSAttributedString(string: "Saved", attributes: […])`: its string
            // is what VoiceOver speaks; the attributes are kept for the code shown.
            for _ in 0..<4 { advance() }
            try enterNesting()
            defer { nesting -= 1 }
            let (text, kind, location) = try value(expecting: .string)
            if let kind, kind != .string {
                throw Problem(.typeMismatch(property: "string:", expected: .string, found: kind.rawValue, suggestion: nil), at: location)
            }
            return (.attributed(text, attributes: try attributedStringEnd()), .string, token.location)
        case .identifier("NSLocalizedString") where peek(1).isSymbol("("):
            guard case .localized(.constant(.string(let text)), let comment, _) = try localizedString() else {
                throw Problem(.expected("a plain string in NSLocalizedString( )", found: token), at: token.location)
            }
            return (.localized(text, comment: comment ?? ""), .string, token.location)
        case .identifier("max") where peek(1).isSymbol("("), .identifier("min") where peek(1).isSymbol("("):
            // `max(0, unread - 1)`: the larger (or smaller) of two numbers.
            advance(); advance()
            try enterNesting()
            defer { nesting -= 1 }
            let (first, firstKind, firstLocation) = try value(expecting: .number)
            try expectSymbol(",", "',' and a second number")
            let (second, secondKind, secondLocation) = try value(expecting: .number)
            try expectSymbol(")", "')' to close \(token.text)(")
            for (kind, location) in [(firstKind, firstLocation), (secondKind, secondLocation)]
            where kind != nil && kind != .number && kind != .optionalNumber {
                throw Problem(.typeMismatch(property: token.text, expected: .number, found: kind?.rawValue ?? "", suggestion: nil),
                              at: location)
            }
            bodyNames.numberPairs.append(FixScript.NumberPair(left: first, right: second, operation: token.text,
                                                              location: token.location))
            return (.extreme(largest: token.text == "max", first, second), .number, token.location)
        case .identifier("String") where peek(1).isSymbol("(") && peek(2).isIdentifier("format"):
            return try formatted()
        case .identifier("String") where peek(1).isSymbol("(") && !peek(3).isSymbol(":"):
            // `String(Int(value))`: the value as text; an optional does not compile.
            advance(); advance()
            let (inner, kind, _) = try operand(expecting: nil)
            if kind == .optionalString || kind == .optionalNumber {
                let spelled = if case .property(let target, let property) = inner { "\(target).\(property)" } else { "the value" }
                throw Problem(.describedOptional(spelled), at: token.location)
            }
            try expectSymbol(")", "')' to end String( )")
            return (.described(inner), .string, token.location)
        case .identifier("String") where peek(1).isSymbol("("):
            return try formatted()
        case .identifier("Float") where peek(1).isSymbol("(") && !peek(3).isSymbol(":"),
             .identifier("Double") where peek(1).isSymbol("(") && !peek(3).isSymbol(":"):
            // `Float(Int(value) + 1)`: a number as the type the other side needs.
            advance(); advance()
            let (inner, kind, location) = try value(expecting: .number)
            guard kind == nil || kind == .number else {
                throw Problem(.expected("a number inside \(token.text)( )", found: token), at: location)
            }
            try expectSymbol(")", "')' to end \(token.text)( )")
            return (.converted(to: token.text, inner), .number, token.location)
        case .identifier("round") where peek(1).isSymbol("(") && platform == .ios:
            // Foundation's `round(x)`: `x.rounded()`, for a Float or a Double.
            advance(); advance()
            let (inner, kind, location) = try value(expecting: .number)
            guard kind == nil || kind == .number else {
                throw Problem(.typeMismatch(property: "round( )", expected: .number, found: kind?.rawValue ?? "", suggestion: nil),
                              at: location)
            }
            try expectSymbol(")", "')' to end round( )")
            if case .wholeNumber = inner { throw Problem(.noRoundedOnInt, at: location) }
            bodyNames.roundedNumbers.append(FixScript.RoundedNumber(value: inner, location: location))
            return (.rounded(inner), .number, token.location)
        case .identifier("Int") where peek(1).isSymbol("("):
            // `Int(stepper.value)`: Swift's whole number, so "\(Int(value))" says 3, not 3.0.
            advance(); advance()
            let (inner, kind, location) = try operand(expecting: .number)
            guard kind == nil || kind == .number || kind == .optionalNumber else {
                throw Problem(.expected("a number inside Int( ), such as Int(value)", found: token), at: location)
            }
            try expectSymbol(")", "')' to end Int( )")
            // `Int(value).description`: the number's text, as String(Int(value)) writes it.
            if current.isSymbol("."), peek(1).isIdentifier("description") {
                advance(); advance()
                return (.described(.wholeNumber(inner)), .string, token.location)
            }
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
    mutating func formatted() throws(Problem) -> (Expression, ElementProperty.Kind?, SourceLocation) {
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

    /// How a value is written, for a message: `caption.text`, or "the value".
    static func spelled(_ expression: Expression) -> String {
        if case .property(let target, let property) = expression { return "\(target).\(property)" }
        if case .variable(let name) = expression { return name }
        return "the value"
    }

    /// `!value`, as a choice: false when the value is true, else true.
    static func negation(of value: Expression) -> Expression {
        .conditional(when: [Condition(left: value, comparison: .equal, right: .bool(true))], .bool(false), .bool(true))
    }

    /// A string literal without interpolation, as a localized text takes.
    mutating func literalText(after what: String) throws(Problem) -> String {
        try checkValid()
        guard case .string(let parts) = current.kind, parts.allSatisfy({ if case .text = $0 { true } else { false } }) else {
            // An interpolated string is a string, but not one a localized text's key can be read from here.
            if current.kind.isString {
                throw Problem(.interpolatedLocalizedKey(what), at: current.location)
            }
            throw Problem(.expected("a string in double quotes after '\(what)'", found: current), at: current.location)
        }
        advance()
        return parts.map { if case .text(let text) = $0 { text } else { "" } }.joined()
    }

    /// A string literal in a body; interpolations may use the body's names.
    mutating func bodyString(_ parts: [StringPart]) throws(Problem) -> Expression {
        var expressions: [Expression] = []
        for part in parts {
            switch part {
            case .text(let text):
                expressions.append(.string(text))
            case .interpolation(let tokens, let location):
                var inner = Parser(tokens: tokens)
                inner.bodyScopes = bodyScopes
                inner.nesting = nesting
                inner.bodyOwner = bodyOwner
                inner.inSwiftUIAction = inSwiftUIAction
                guard inner.current.kind != .end else { throw Problem(.emptyInterpolation, at: location) }
                let (expression, _, _) = try inner.value(expecting: nil)
                bodyNames.elements += inner.bodyNames.elements
                bodyNames.variables += inner.bodyNames.variables
                bodyNames.formats += inner.bodyNames.formats
                bodyNames.properties += inner.bodyNames.properties
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
