import AXModel

/// Right-hand sides of UIKit assignments, parsed for the kind of value the property takes, so a
/// mismatch is reported where it is written.
extension Parser {
    /// A value of the kind `property` takes.
    mutating func value(for property: ElementProperty) throws(Problem) -> Value {
        try checkValid()
        switch property.kind {
        case .traits:
            return try traitExpression(allowsObjC: true)
        case .containerType, .accessoryType:
            return try enumeration(for: property)
        case .directTouchOptions:
            return try optionList(for: property)
        case .ids:
            return try ids(for: property)
        case .string, .optionalString, .bool, .number, .optionalNumber,
             // Android kinds: no iOS property takes one, so a value is reported as a mismatch.
             .elementID, .wholeNumber, .importance, .role, .visibility, .liveRegion:
            return try coalescing(for: property)
        }
    }

    /// `caption.text ?? "Untitled"`: the other side when the first is nil. Each side may join
    /// texts with `+`, which Swift binds tighter than `??`.
    private mutating func coalescing(for property: ElementProperty) throws(Problem) -> Value {
        let value = try joinedText(for: property)
        guard current.isSymbol("??") else { return value }
        advance()
        try checkValid()
        if current.isNewline || current.kind == .end || current.isSymbol(";") {
            throw Problem(.expected("a default value after '??', such as \"\"", found: current), at: current.location)
        }
        return .coalesced(value, try coalescing(for: property))
    }

    /// `"Rating: " + (title.text ?? "")`: texts joined with `+`, each a `String`, as Swift's `+`
    /// takes (an optional one is refused with the way to unwrap it).
    private mutating func joinedText(for property: ElementProperty) throws(Problem) -> Value {
        var start = current
        var value = try parenthesized(for: property)
        guard property.kind == .string || property.kind == .optionalString else { return value }
        while current.isSymbol("+") {
            try requireText(value, at: start.location)
            advance()
            try checkValid()
            start = current
            let right = try parenthesized(for: property)
            try requireText(right, at: start.location)
            value = .joined(value, right)
        }
        return value
    }

    /// A value in parentheses, as Swift groups one, or a plain value.
    private mutating func parenthesized(for property: ElementProperty) throws(Problem) -> Value {
        // `(cardField.text ?? "").isEmpty`: a test that starts with a group.
        if let test = try booleanTest(for: property) { return test }
        guard current.isSymbol("(") else {
            let value = try scalar(for: property)
            // `title.text!`: the text, which must not be nil (Swift traps on nil).
            if case .read = value, current.isSymbol("!"), platform == .ios {
                let unwrapped = Value.forceUnwrapped(value, advance().location)
                return textCaseCalls(on: unwrapped)
            }
            return value
        }
        // `(slider.value / 100).formatted(.percent)`: a number grouped, then written as text.
        if platform == .ios, property.kind == .string || property.kind == .optionalString,
           let close = closingParenthesis(), peek(close + 1).isSymbol("."), peek(close + 2).isIdentifier("formatted") {
            let open = advance()
            try enterNesting()
            defer { nesting -= 1 }
            let number = try arithmeticOperand(at: open.location)
            try expectSymbol(")", "')' to close '('")
            guard let (style, location) = try formatStyleCall() else { return number }
            return .numberFormatted(number, style, location)
        }
        advance()
        try enterNesting()
        defer { nesting -= 1 }
        let value = try coalescing(for: property)
        try expectSymbol(")", "')' to close '('")
        // `(caption.text ?? "").capitalized`: a method of the grouped text.
        return textCaseCalls(on: value)
    }

    /// A side of `+` must be a `String`: a `String?` (a view's text, a label) or `nil` is refused.
    func requireText(_ value: Value, at location: SourceLocation) throws(Problem) {
        switch value {
        case .constant(.nil_):
            throw Problem(.joinedOptional("nil"), at: location)
        case .read(let reference, let property) where ElementProperty.named(property)?.kind == .optionalString
            && platform == .ios:
            throw Problem(.joinedOptional("\(reference.spelled).\(property)"), at: location)
        default:
            return
        }
    }

    /// Whether a value of kind `found` can be stored in a property of kind `expected`.
    static func accepts(_ expected: ElementProperty.Kind, _ found: ElementProperty.Kind) -> Bool {
        switch expected {
        case .string, .optionalString: return found == .string || found == .optionalString
        case .number, .optionalNumber: return found == .number || found == .optionalNumber
        default: return expected == found
        }
    }

    /// Strings, numbers, booleans and nil, or another element's property of the same kind.
    private mutating func scalar(for property: ElementProperty) throws(Problem) -> Value {
        if let test = try booleanTest(for: property) { return test }
        let token = current
        switch token.kind {
        case .string(let parts):
            guard property.kind == .string || property.kind == .optionalString else {
                throw Problem(.typeMismatch(property: property.name, expected: property.kind, found: "a string",
                                            suggestion: Parser.literalSuggestion(forString: parts, kind: property.kind)),
                              at: token.location)
            }
            advance()
            return try stringValue(parts)
        case .number(let number):
            guard property.kind == .number || property.kind == .optionalNumber else {
                throw Problem(.typeMismatch(property: property.name, expected: property.kind, found: "a number",
                                            suggestion: property.kind == .optionalString || property.kind == .string
                                                ? "\"\(token.text)\"" : nil),
                              at: token.location)
            }
            advance()
            return .constant(.number(number))
        case .symbol("[") where platform == .ios && (property.kind == .string || property.kind == .optionalString):
            return try joinedList(for: property)
        case .symbol("-") where property.kind == .number || property.kind == .optionalNumber:
            return .constant(.number(try numberLiteral(after: "'='")))
        case .symbol("!") where property.kind == .bool:
            // `themeSwitch.isOn = !offline.isOn`: the other Bool.
            advance()
            try enterNesting()
            defer { nesting -= 1 }
            return .negated(try scalar(for: property))
        case .identifier("true"), .identifier("false"):
            guard property.kind == .bool else {
                throw Problem(.typeMismatch(property: property.name, expected: property.kind, found: "a Boolean",
                                            suggestion: property.kind == .optionalString ? "\"\(token.text)\"" : nil),
                              at: token.location)
            }
            advance()
            return .constant(.bool(token.text == "true"))
        case .identifier("nil"):
            guard property.kind == .optionalString || property.kind == .optionalNumber else {
                throw Problem(.typeMismatch(property: property.name, expected: property.kind, found: "nil", suggestion: nil),
                              at: token.location)
            }
            advance()
            return .constant(.nil_)
        case .identifier("YES"), .identifier("NO"):
            throw Problem(.objcBoolean(token.text), at: token.location)
        case .identifier(let word) where property.kind == .bool && !peek(1).isSymbol(".") && !peek(1).isSymbol("(")
            && Parser.booleanWords[word.lowercased()] == nil && NearMiss.suggestion(for: word, in: ["true", "false"]) == nil:
            // `send.disabled(!accepted)`, `box.isEnabled = accepted`: a Bool the app keeps, which the
            // screen declares under `state:` (checked when applied, where the screen is known).
            advance()
            return .state(word, token.location)
        case .identifier(let word) where property.kind == .bool && !peek(1).isSymbol(".")
            && (Parser.booleanWords[word.lowercased()] ?? NearMiss.suggestion(for: word, in: ["true", "false"])) != nil:
            // `YES`-like words, and misspellings (`flase`).
            let suggestion = Parser.booleanWords[word.lowercased()] ?? NearMiss.suggestion(for: word, in: ["true", "false"])
            throw Problem(.expected("true or false", found: token, suggestion: suggestion), at: token.location)
        case .identifier("NSLocalizedString") where property.kind == .string || property.kind == .optionalString:
            return try localizedString()
        case .identifier("String") where peek(1).isSymbol("(") && peek(2).isIdentifier("localized") && peek(3).isSymbol(":")
            && (property.kind == .string || property.kind == .optionalString):
            // `String(localized: "Amount due")`: the text itself, as the app's own language shows it.
            advance(); advance(); advance(); advance()
            let text = try literalText(after: "String(localized:")
            try expectSymbol(")", "')' to close String(localized:")
            return .localized(.constant(.string(text)), comment: nil, call: .stringLocalized)
        case .identifier("String") where peek(1).isSymbol("(") && peek(2).isIdentifier("format")
            && (property.kind == .string || property.kind == .optionalString):
            return try formattedString()
        case .identifier("String") where peek(1).isSymbol("(") && (property.kind == .string || property.kind == .optionalString):
            return try describedString()
        case .identifier("Int") where peek(1).isSymbol("(") && (property.kind == .string || property.kind == .optionalString):
            // Swift does not turn an Int into text on its own; `Int(x).description` is its text.
            let written = writtenOperand()
            let start = position
            let number = try interpolatedOperand(at: token.location)
            if current.isSymbol("."), peek(1).isIdentifier("description") {
                advance(); advance()
                return .described(number, token.location)
            }
            position = start
            throw Problem(.typeMismatch(property: property.name, expected: property.kind, found: "an Int",
                                        suggestion: written.map { "String(\($0))" }),
                          at: token.location)
        case .symbol("@"):
            if case .string = peek(1).kind { throw Problem(.objcString, at: token.location) }
            throw Problem(.expected(property.kind.rawValue, found: token), at: token.location)
        case .identifier:
            return try propertyRead(expecting: property.kind, for: property.name)
        default:
            throw Problem(.expected(property.kind.rawValue, found: token), at: token.location)
        }
    }

    /// `NSLocalizedString("Dark Theme", comment: "…")`: the text itself, as the app's own
    /// language would show it.
    mutating func localizedString() throws(Problem) -> Value {
        advance()
        try expectSymbol("(", "'(' after 'NSLocalizedString'")
        try checkValid()
        guard case .string(let parts) = current.kind else {
            throw Problem(.expected("a string in double quotes", found: current), at: current.location)
        }
        advance()
        let value = try stringValue(parts)
        // The comment, for the translators, has no default: Swift refuses the call without it.
        try expectSymbol(",", "', comment: \"…\"' (NSLocalizedString's comment has no default)")
        let label = try expectIdentifier("'comment:'")
        guard label.text == "comment" else { throw Problem(.expected("'comment:'", found: label), at: label.location) }
        try expectSymbol(":", "':' after 'comment'")
        let comment = try literalText(after: "comment:")
        try expectSymbol(")", "')' to close 'NSLocalizedString('")
        return .localized(value, comment: comment, call: .nsLocalizedString)
    }

    /// `String(format: "%.1f times", speed.value)`: Foundation's formatting, for the specifiers
    /// `FormatString` runs, each argument a value as an interpolation takes it.
    mutating func formattedString() throws(Problem) -> Value {
        let start = current
        let (text, format) = try formatHead()
        var arguments: [Value] = []
        var locations: [SourceLocation] = []
        while current.isSymbol(",") {
            advance()
            locations.append(current.location)
            arguments.append(try interpolatedOperand(at: current.location))
        }
        try expectSymbol(")", "')' to end String(format:)")
        guard arguments.count == format.specifiers.count else {
            throw Problem(.formatArgumentCount(specifiers: format.specifiers.count, arguments: arguments.count), at: start.location)
        }
        return .formatted(text, arguments, locations)
    }

    /// `String(format: "…"`, up to the format's end: its text and its specifiers. Refuses a
    /// `String( )` that is no format, a format with interpolations and a specifier not run.
    mutating func formatHead() throws(Problem) -> (String, FormatString) {
        let start = advance()
        advance()
        guard current.isIdentifier("format"), peek(1).isSymbol(":") else {
            throw Problem(.stringInitializer, at: start.location)
        }
        advance()
        advance()
        try checkValid()
        let formatToken = current
        guard case .string(let parts) = formatToken.kind else {
            throw Problem(.expected("a format string such as \"%.1f times\"", found: formatToken), at: formatToken.location)
        }
        var text = ""
        for part in parts {
            guard case .text(let piece) = part else { throw Problem(.interpolatedFormat, at: formatToken.location) }
            text += piece
        }
        advance()
        do { return (text, try FormatString(text)) } catch {
            throw Problem(.unsupportedFormat(error.written), at: formatToken.location)
        }
    }

    /// Words learners write for a Boolean, with the Swift literal they mean.
    static let booleanWords = ["true": "true", "yes": "true", "on": "true", "false": "false", "no": "false",
                               "off": "false"]

    /// `"yes"` for a Boolean suggests `true`, `"3"` for a number suggests `3`.
    static func literalSuggestion(forString parts: [StringPart], kind: ElementProperty.Kind) -> String? {
        guard parts.count == 1, case .text(let text) = parts[0] else { return nil }
        switch kind {
        case .bool:
            switch text.lowercased() {
            case "yes", "true", "on", "1": return "true"
            case "no", "false", "off", "0": return "false"
            default: return nil
            }
        case .number, .optionalNumber:
            return Double(text) == nil ? nil : text
        default:
            return nil
        }
    }

    /// `slider.value.formatted()` where text goes: the number as Foundation writes it (iOS 15), a
    /// String; nil when no `.formatted()` follows a number read.
    mutating func formattedNumber(_ read: Value, expected: ElementProperty.Kind) throws(Problem) -> Value? {
        guard platform == .ios, expected == .string || expected == .optionalString, current.isSymbol("."),
              peek(1).isIdentifier("formatted"), case .read(_, let property) = read,
              ElementProperty.named(property)?.kind == .number, let (style, location) = try formatStyleCall() else { return nil }
        return .numberFormatted(read, style, location)
    }

    /// `other.property` (or `self.other.property`) of a kind `expected` accepts.
    mutating func propertyRead(expecting expected: ElementProperty.Kind, for name: String) throws(Problem) -> Value {
        let start = current
        if let own = try ownPropertyRead() {
            if let formatted = try formattedNumber(own, expected: expected) { return formatted }
            if case .read(_, let property) = own, let kind = ElementProperty.named(property)?.kind,
               !Parser.accepts(expected, kind) {
                throw Problem(.typeMismatch(property: name, expected: expected, found: "\(property), which is \(kind.rawValue)",
                                            suggestion: nil),
                              at: start.location)
            }
            return own
        }
        try refuseStringInitializer(expecting: expected, for: name)
        var reference = try elementReference()
        guard current.isSymbol(".") else {
            // `true ? a : b`: a literal is no element; a choice between values is not read here.
            if ["true", "false", "nil"].contains(start.text) {
                throw Problem(.expected(expected.rawValue, found: start), at: start.location)
            }
            // `isPlaying ? "Playing" : "Paused"`: a Bool the app keeps (the screen's `state:`,
            // checked when applied) chooses, as a view's Bool does below.
            if current.isSymbol("?"), reference.part == nil, let target = ElementProperty.named(name) {
                return try choice(on: .state(start.text, start.location), for: target)
            }
            // `A golden retriever`: several words on the line, which are text without its quotes.
            var words = [start.text]
            while let word = peek(words.count - 1).identifier, peek(words.count - 1).location.line == start.location.line {
                words.append(word)
            }
            if words.count > 1, expected == .string || expected == .optionalString {
                throw Problem(.unquotedWords(words.joined(separator: " "), expected: expected), at: start.location)
            }
            throw Problem(.bareNameAsValue(start.text, expected: expected), at: start.location)
        }
        advance()
        // `cell.textLabel?.text`: a cell's text, as UIKit reaches it (a `String?`).
        if current.isIdentifier("textLabel"), peek(1).isSymbol("?"), peek(2).isSymbol("."), peek(3).isIdentifier("text") {
            reference.accessor = "textLabel"
            advance(); advance(); advance()
        }
        let propertyToken = try expectIdentifier("a property name after '\(reference.spelled).'")
        let property: ElementProperty
        if let title = try buttonTitleRead(propertyToken, of: &reference) {
            property = title
        } else {
            property = try Parser.property(propertyToken)
        }
        // `wifi.isOn ? "On" : "Off"`: Swift's choice, made when the statement runs.
        if property.kind == .bool, expected != .bool, current.isSymbol("?") {
            guard let target = ElementProperty.named(name) else {
                throw Problem(.choiceInStatement("\(reference.spelled).\(property.name)"), at: current.location)
            }
            return try choice(on: .read(reference, property: property.name), for: target)
        }
        if let formatted = try formattedNumber(.read(reference, property: property.name), expected: expected) { return formatted }
        guard Parser.accepts(expected, property.kind) else {
            throw Problem(.typeMismatch(property: name, expected: expected,
                                        found: "\(reference.spelled).\(property.name), which is \(property.kind.rawValue)",
                                        suggestion: nil),
                          at: start.location)
        }
        if reference.part != nil && !Parser.partProperties.contains(property.name) {
            throw Problem(.notAPartProperty(property.name, part: reference.swiftSpelled), at: propertyToken.location)
        }
        return textCaseCalls(on: .read(reference, property: property.name))
    }

    /// `condition ? a : b` from the `?`, both values of the kind `target` takes.
    private mutating func choice(on condition: Value, for target: ElementProperty) throws(Problem) -> Value {
        advance()
        try enterNesting()
        defer { nesting -= 1 }
        let then = try value(for: target)
        let written = if case .state(let name, _) = condition { name } else { Parser.spelledRead(condition) }
        try expectSymbol(":", "':' and the value when \(written) is false")
        let otherwise = try value(for: target)
        return .choice(condition, then: then, otherwise: otherwise)
    }

    /// A string literal; interpolations read other elements' properties.
    mutating func stringValue(_ parts: [StringPart]) throws(Problem) -> Value {
        var values: [Value] = []
        for part in parts {
            switch part {
            case .text(let text):
                values.append(.constant(.string(text)))
            case .interpolation(let tokens, let location):
                var inner = Parser(tokens: tokens)
                inner.ownProperties = ownProperties
                let value = try inner.interpolatedValue(at: location)
                values.append(value)
            }
        }
        if values.count == 1, case .constant = values[0] { return values[0] }
        return .interpolation(values)
    }

    /// `String(Int(stepper.value))`: a value as text (`String(format:)` and `String(localized:)`
    /// are read elsewhere).
    mutating func describedString() throws(Problem) -> Value {
        let start = advance()
        advance()
        if current.isIdentifier("describing") || current.isIdentifier("localized"), peek(1).isSymbol(":") {
            throw Problem(.stringInitializer, at: start.location)
        }
        let inner = try coalescedOperand(at: current.location)
        try expectSymbol(")", "')' to end String( )")
        return .described(inner, start.location)
    }

    /// A name, a property read or a call as written from the current token (`stepper.value`,
    /// `Int(slider.value)`) up to the statement's end, for a suggestion; nil when it holds more
    /// than names, numbers, dots and parentheses.
    func writtenOperand() -> String? {
        var depth = 0
        var text = ""
        for offset in 0..<64 {
            let token = peek(offset)
            switch token.kind {
            case .identifier, .number: text += token.text
            case .symbol("("): depth += 1; text += "("
            case .symbol(")") where depth > 0: depth -= 1; text += ")"
            case .symbol(let symbol) where symbol == "." || symbol == "!": text += symbol
            default:
                // Only a whole value: `Int(x) + 2` is not `Int(x)`.
                let ends = token.isNewline || token.kind == .end || token.isSymbol(";") || token.isSymbol("}")
                return depth == 0 && ends && !text.isEmpty ? text : nil
            }
        }
        return nil
    }

    /// `String(…)` where no text goes: a type mismatch, as Swift says.
    mutating func refuseStringInitializer(expecting expected: ElementProperty.Kind, for name: String) throws(Problem) {
        guard current.isIdentifier("String"), peek(1).isSymbol("(") else { return }
        throw Problem(.typeMismatch(property: name, expected: expected, found: "a String", suggestion: nil),
                      at: current.location)
    }

    /// A number literal as text writes it: a whole number written with a point (`3.0`) is a
    /// `Double` and keeps its point; any other number is the number.
    static func writtenNumber(_ token: Token) -> Value {
        guard case .number(let number) = token.kind else { return .constant(.nil_) }
        let pointed = token.text.contains(".") || token.text.lowercased().contains("e")
        return pointed && number == number.rounded() ? .pointLiteral(number) : .constant(.number(number))
    }

    /// The inside of `\( … )` in a statement: a literal, another element's property, or Swift's
    /// ways to write one as text: `caption.text ?? ""`, `caption.text!`, `Int(stepper.value)`.
    private mutating func interpolatedValue(at location: SourceLocation) throws(Problem) -> Value {
        let start = current
        let value = try coalescedOperand(at: location)
        if value == .constant(.nil_) { throw Problem(.nilInterpolated, at: start.location) }
        try checkValid()
        guard current.kind == .end else {
            throw Problem(.expected("')' to end the interpolation", found: current), at: current.location)
        }
        return value
    }

    /// An operand inside `\( … )` or `String( )`, with its default after `??` (which binds
    /// looser than `+` and `-`, as in Swift).
    mutating func coalescedOperand(at location: SourceLocation) throws(Problem) -> Value {
        // `\(!isMuted ? "on" : "off")`: a choice whose condition is negated.
        if current.isSymbol("!"), peek(1).identifier != nil {
            advance()
            let condition = try arithmeticOperand(at: location)
            guard current.isSymbol("?") else {
                throw Problem(.expected("'?' and the two choices after '!…' inside '\\( )'", found: current), at: current.location)
            }
            return try choice(on: .negated(condition), at: location)
        }
        var value = try arithmeticOperand(at: location)
        // `unread == 1`: a comparison, binding looser than `+` and tighter than `? :`, as in Swift.
        if let comparison = ["==", "!=", "<", "<=", ">", ">="].first(where: current.isSymbol).flatMap(Condition.Comparison.init) {
            let symbol = advance()
            value = .compared(value, comparison, try arithmeticOperand(at: location), symbol.location)
            if ["==", "!=", "<", "<=", ">", ">="].contains(where: current.isSymbol) {
                throw Problem(.chainedComparison(symbol.text, current.text), at: current.location)
            }
        }
        if current.isSymbol("?") { return try choice(on: value, at: location) }
        if case .compared = value { return value }
        guard current.isSymbol("??") else { return value }
        advance()
        guard current.kind != .end, !current.isSymbol(")") else {
            throw Problem(.expected("a default value after '??', such as \"\"", found: current), at: current.location)
        }
        return .coalesced(value, try arithmeticOperand(at: location))
    }

    /// `isRunning ? "running" : "paused"` inside `\( )`: Swift's choice, on a Boolean (checked when
    /// applied), its two sides of one type.
    private mutating func choice(on condition: Value, at location: SourceLocation) throws(Problem) -> Value {
        advance()
        try enterNesting()
        defer { nesting -= 1 }
        let then = try coalescedOperand(at: location)
        try expectSymbol(":", "':' and the value when the condition is false")
        let otherwise = try coalescedOperand(at: location)
        return .choice(condition, then: then, otherwise: otherwise)
    }

    /// `unread + 1`, `slider.value - 0.5`: operands added and subtracted left to right (their
    /// types are checked when applied, where the screen says them).
    mutating func arithmeticOperand(at location: SourceLocation) throws(Problem) -> Value {
        var value = try productOperand(at: location)
        while current.isSymbol("+") || current.isSymbol("-") {
            let operation = advance()
            value = .sum(value, try productOperand(at: location), negated: operation.text == "-", operation.location)
        }
        return value
    }

    /// `slider.value * 100`, `count / 2`: operands multiplied and divided left to right, binding
    /// tighter than `+` and `-`, as in Swift (types checked when applied).
    private mutating func productOperand(at location: SourceLocation) throws(Problem) -> Value {
        var value = try interpolatedOperand(at: location)
        while platform == .ios, current.isSymbol("*") || current.isSymbol("/") {
            let operation = advance()
            value = .product(value, try interpolatedOperand(at: location), divided: operation.text == "/", operation.location)
        }
        return value
    }

    /// One operand inside `\( … )`, with a trailing `!`.
    mutating func interpolatedOperand(at location: SourceLocation) throws(Problem) -> Value {
        try checkValid()
        let token = current
        var value: Value
        switch token.kind {
        case .end:
            throw Problem(.emptyInterpolation, at: location)
        case .string(let parts):
            advance()
            value = try stringValue(parts)
        case .number:
            value = Self.writtenNumber(advance())
        case .symbol("(") where platform == .ios:
            // `(cardField.text ?? "").isEmpty`: a value grouped, as Swift groups it.
            advance()
            try enterNesting()
            defer { nesting -= 1 }
            value = try logicalExpression(at: location)
            try expectSymbol(")", "')' to close '('")
        case .identifier("String") where peek(1).isSymbol("(") && peek(2).isIdentifier("format"):
            value = try formattedString()
        case .identifier("String") where peek(1).isSymbol("("):
            value = try describedString()
        case .identifier("Int") where peek(1).isSymbol("("):
            advance(); advance()
            let inner = try arithmeticOperand(at: location)
            try expectSymbol(")", "')' to end Int( )")
            value = .wholeNumber(inner, token.location)
        case .identifier("true"), .identifier("false"):
            // `\(true)` writes "true"; a comparison's `== true` reads the Bool.
            advance()
            value = .constant(.bool(token.text == "true"))
        case .identifier("nil") where platform == .ios:
            // Only compared (`caption.text == nil`): Swift cannot write a bare nil as text.
            advance()
            value = .constant(.nil_)
        case .identifier("round") where peek(1).isSymbol("(") && platform == .ios:
            // Foundation's `round(x)`: `x.rounded()`.
            advance(); advance()
            let inner = try interpolatedOperand(at: location)
            try expectSymbol(")", "')' to end round( )")
            value = .rounded(inner)
        case .identifier:
            if let own = try ownPropertyRead() {
                value = own
                break
            }
            var reference = try elementReference()
            // `name.isEmpty`: a String the app keeps (checked when applied), tested.
            let stateTested = platform == .ios && reference.part == nil && current.isSymbol(".")
                && (peek(1).isIdentifier("isEmpty") || peek(1).isIdentifier("formatted") && peek(2).isSymbol("("))
            guard current.isSymbol("."), !stateTested else {
                // A state variable of the screen (checked when applied), or a bare element id.
                guard reference.part == nil else {
                    throw Problem(.bareNameInInterpolation(reference.id), at: token.location)
                }
                value = .state(reference.id, token.location)
                break
            }
            advance()
            // `cell.textLabel?.text`: a cell's text, as UIKit reaches it (a `String?`), as outside `\( )`.
            if current.isIdentifier("textLabel"), peek(1).isSymbol("?"), peek(2).isSymbol("."), peek(3).isIdentifier("text") {
                reference.accessor = "textLabel"
                advance(); advance(); advance()
            }
            let name = try expectIdentifier("a property name")
            let property: ElementProperty
            if let title = try buttonTitleRead(name, of: &reference) { property = title } else { property = try Parser.property(name) }
            value = textCaseCalls(on: .read(reference, property: property.name))
        default:
            throw Problem(.expected("a property such as caption.text inside '\\( )'", found: token), at: token.location)
        }
        while platform == .ios, emptyCall("rounded") {
            advance(); advance(); advance(); advance()
            value = .rounded(value)
        }
        if let (style, location) = try formatStyleCall() {
            value = .numberFormatted(value, style, location)
        }
        if current.isSymbol("!") {
            value = .forceUnwrapped(value, current.location)
            advance()
            value = textCaseCalls(on: value)
        }
        return try measureCall(on: value)
    }

    /// An enumeration case: `.list` or `UIAccessibilityContainerType.list` for a container type,
    /// `.disclosureIndicator` or `UITableViewCell.AccessoryType.disclosureIndicator` for an
    /// accessory type; or another element's property of the same kind.
    private mutating func enumeration(for property: ElementProperty) throws(Problem) -> Value {
        let kind = property.kind
        let cases = kind.cases ?? []
        let example = "." + (cases.dropFirst().first ?? "")
        for typeName in Self.enumerationTypeNames[kind] ?? [] where current.isIdentifier(typeName[0]) {
            let path = typeName.dropFirst()
            guard path.enumerated().allSatisfy({ peek(2 * $0.offset + 1).isSymbol(".") && peek(2 * $0.offset + 2).isIdentifier($0.element) }),
                  peek(2 * path.count + 1).isSymbol(".") else { continue }
            for _ in 0...(2 * path.count) { advance() }
            break
        }
        guard current.isSymbol(".") else {
            if let word = current.identifier, cases.contains(word), !peek(1).isSymbol(".") {
                throw Problem(.missingDot(word), at: current.location)
            }
            if current.identifier != nil, current.identifier != "nil" {
                return try propertyRead(expecting: kind, for: property.name)
            }
            // `"semanticGroup"`: the case the text names (or nearly names), with its dot.
            var suggestion = example
            if case .string(let parts) = current.kind, parts.count == 1, case .text(let text) = parts[0],
               let named = cases.first(where: { $0.lowercased() == text.lowercased() }) ?? NearMiss.suggestion(for: text, in: cases) {
                suggestion = "." + named
            }
            throw Problem(.typeMismatch(property: property.name, expected: kind,
                                        found: Parser.describe(current), suggestion: suggestion),
                          at: current.location)
        }
        let dot = advance()
        let name = try expectIdentifier("\(kind.rawValue) such as \(example)")
        guard let value = kind.value(ofCase: name.text) else {
            throw Problem(.unknownCase(name.text, kind: kind, suggestion: NearMiss.suggestion(for: name.text, in: cases)),
                          at: dot.location)
        }
        return .constant(value)
    }

    /// The Swift type names a learner may write before an enumeration case, split at dots.
    private static let enumerationTypeNames: [ElementProperty.Kind: [[String]]] = [
        .containerType: [["UIAccessibilityContainerType"]],
        .accessoryType: [["UITableViewCell", "AccessoryType"], ["UITableViewCellAccessoryType"]],
        .directTouchOptions: [["UIAccessibility", "DirectTouchOptions"], ["AccessibilityDirectTouchOptions"]],
    ]

    /// An option set: one option (`.silentOnTouch`) or a list of them (`[]`,
    /// `[.silentOnTouch, .requiresActivation]`), as Swift writes an `OptionSet`.
    mutating func optionList(for property: ElementProperty, swiftUI: Bool = false) throws(Problem) -> Value {
        try checkOptionSetType(swiftUI: swiftUI)
        guard current.isSymbol("[") else { return try enumeration(for: property) }
        advance()
        var options: Set<DirectTouchOption> = []
        skipNewlines()
        while !current.isSymbol("]") {
            let start = current
            try checkOptionSetType(swiftUI: swiftUI)
            guard case .constant(.directTouchOptions(let one)) = try enumeration(for: property) else {
                throw Problem(.typeMismatch(property: property.name, expected: property.kind,
                                            found: Parser.describe(start), suggestion: "." + DirectTouchOption.silentOnTouch.rawValue),
                              at: start.location)
            }
            options.formUnion(one)
            // A list may go on on the next line, at its ',' or its ']'.
            skipNewlines(before: ",", "]")
            guard current.isSymbol(",") else { break }
            advance()
            skipNewlines()
        }
        try expectSymbol("]", "']' to close the list of options")
        return .constant(.directTouchOptions(options))
    }

    /// UIKit's `UIAccessibility.DirectTouchOptions` and SwiftUI's `AccessibilityDirectTouchOptions`
    /// are two types: an option written with the other's name does not compile.
    private func checkOptionSetType(swiftUI: Bool) throws(Problem) {
        let other = swiftUI ? "UIAccessibility" : "AccessibilityDirectTouchOptions"
        guard current.isIdentifier(other) else { return }
        let written = swiftUI ? "UIAccessibility.DirectTouchOptions" : other
        throw Problem(.optionSetOfOtherFramework(written: written, swiftUI: swiftUI), at: current.location)
    }

    /// `[a, b]` (ids, `self.` tolerated) or `nil`.
    private mutating func ids(for property: ElementProperty) throws(Problem) -> Value {
        if current.isIdentifier("nil") {
            advance()
            return .constant(.nil_)
        }
        guard current.isSymbol("[") else {
            throw Problem(.typeMismatch(property: property.name, expected: .ids, found: Parser.describe(current),
                                        suggestion: nil),
                          at: current.location)
        }
        advance()
        let ids = try listItems(in: "the list of ids") { (parser: inout Parser) throws(Problem) -> ElementReference in
            try parser.checkValid()
            if parser.current.isIdentifier("self") && parser.peek(1).isSymbol(".") {
                parser.advance(); parser.advance()
            }
            if case .string = parser.current.kind {
                throw Problem(.quotedId(parser.current.text), at: parser.current.location)
            }
            let id = try parser.expectIdentifier("an element id")
            return ElementReference(id: id.text, location: id.location)
        }
        return .elements(ids)
    }

    /// The items of a `[a, b]` list whose `[` is consumed, up to and including its `]` (or the
    /// `closing` symbol of another list, Kotlin's `listOf(a, b)`); `what` names the list in the
    /// message for a missing comma.
    mutating func listItems<Item>(in what: String, closing: String = "]",
                                  _ item: (inout Parser) throws(Problem) -> Item) throws(Problem) -> [Item] {
        var items: [Item] = []
        var failed = false
        skipNewlines()
        while !current.isSymbol(closing) {
            let start = position
            do throws(Problem) {
                items.append(try item(&self))
            } catch {
                // One wrong item is reported and the rest of the list still read, so every
                // problem of the line comes at once.
                guard let end = itemEnd(from: start, closing: closing) else { throw error }
                record(error)
                failed = true
                position = end
            }
            skipNewlines()
            if current.isSymbol(",") {
                advance()
                skipNewlines()
            } else if !current.isSymbol(closing) {
                try checkValid()
                throw Problem(.expected("',' or '\(closing)' in \(what)", found: current), at: current.location)
            }
        }
        advance()
        if failed { throw Problem.reported }
        return items
    }

    /// Where the list item that starts at token `start` ends: the `,` or `closing` after it
    /// outside any bracket it opens; nil when the line ends first.
    private func itemEnd(from start: Int, closing: String) -> Int? {
        var depth = 0
        for index in start..<tokens.count {
            let token = tokens[index]
            if token.kind == .end || (depth == 0 && token.isNewline) { return nil }
            if depth == 0 && (token.isSymbol(",") || token.isSymbol(closing)) { return index }
            if token.isSymbol("(") || token.isSymbol("[") || token.isSymbol("{") {
                depth += 1
            } else if token.isSymbol(")") || token.isSymbol("}") || token.isSymbol("]") {
                depth -= 1
                if depth < 0 { return nil }
            }
        }
        return nil
    }

    /// How a token is named in a message: `the string "yes"`, `'='`, `the end of the line`.
    static func describe(_ token: Token) -> String {
        switch token.kind {
        case .identifier(let name): return "'\(name)'"
        case .number: return "the number \(token.text)"
        case .string: return "the string \(token.text)"
        case .symbol(let symbol): return "'\(symbol)'"
        case .newline: return "the end of the line"
        case .invalid: return "'\(token.text)'"
        case .end: return "the end of the input"
        }
    }
}
