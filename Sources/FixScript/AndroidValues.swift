import AXModel

/// Right-hand sides of Android statements, in Kotlin's words (`null`, `R.id.email`,
/// `View.IMPORTANT_FOR_ACCESSIBILITY_NO`, `"${caption.text} setting"`), parsed for the kind of
/// value the attribute takes so a mismatch is reported where it is written.
extension Parser {
    /// A value of the kind `property` takes; messages name it as the learner `spelled` it
    /// (`isEnabled`, `setEnabled`).
    /// `scope` says how a string resource may be read where the value is written.
    mutating func androidValue(for property: ElementProperty, spelled: String? = nil,
                               scope: KotlinScope = .view) throws(Problem) -> Value {
        try checkValid()
        let name = spelled ?? property.name
        // `if (wifi.isChecked) "On" else "Off"`: Kotlin's choice, made when the statement runs.
        if current.isIdentifier("if"), peek(1).isSymbol("("), [.string, .optionalString, .bool].contains(property.kind) {
            return try kotlinChoice(for: property, spelled: spelled, scope: scope)
        }
        switch property.kind {
        case .elementID: return try labelTarget(for: name)
        case .importance: return try importance(for: name)
        case .visibility: return try visibility(for: name)
        case .liveRegion: return try liveRegion(for: name)
        case .string, .optionalString:
            // `getString(R.string.play) + " episode"`: texts joined with Kotlin's `+`.
            let operand = { (parser: inout Parser) throws(Problem) -> Value in
                try parser.kotlinGrouped(for: property, spelled: spelled, scope: scope) { (parser: inout Parser) throws(Problem) in
                    try parser.kotlinTextCaseCalls(on: try parser.androidScalar(for: property.kind, name: name, scope: scope))
                }
            }
            var value = try operand(&self)
            // A View's text read as it is, or with `!!`, is a CharSequence, which Kotlin does not add to.
            if current.isSymbol("+"), case .read(let reference, let property) = value.unwrappedRead {
                throw Problem(.charSequencePlus("\(reference.spelled).\(Dialect.kotlinName(property))"), at: current.location)
            }
            while current.isSymbol("+") {
                advance()
                try checkValid()
                value = .joined(value, try operand(&self))
            }
            return value
        case .bool:
            // `!box.isChecked`, `box.isChecked.not()`: the other Boolean, as Kotlin writes it.
            if current.isSymbol("!") {
                advance()
                try enterNesting()
                defer { nesting -= 1 }
                return .negated(try androidValue(for: property, spelled: spelled, scope: scope))
            }
            var value = try kotlinGrouped(for: property, spelled: spelled, scope: scope) { (parser: inout Parser) throws(Problem) in
                try parser.androidScalar(for: property.kind, name: name, scope: scope)
            }
            while emptyCall("not") {
                advance(); advance(); advance(); advance()
                value = .negated(value)
            }
            return value
        default:
            return try kotlinGrouped(for: property, spelled: spelled, scope: scope) { (parser: inout Parser) throws(Problem) in
                try parser.androidScalar(for: property.kind, name: name, scope: scope)
            }
        }
    }

    /// `(false)`, `("Saved" + suffix)`: a value in parentheses, as Kotlin groups one, or else
    /// the value `plain` reads.
    private mutating func kotlinGrouped(for property: ElementProperty, spelled: String?, scope: KotlinScope,
                                        _ plain: (inout Parser) throws(Problem) -> Value) throws(Problem) -> Value {
        guard current.isSymbol("(") else { return try plain(&self) }
        advance()
        try enterNesting()
        defer { nesting -= 1 }
        let value = try androidValue(for: property, spelled: spelled, scope: scope)
        skipNewlines(before: ")")
        try expectSymbol(")", "')' to close '('")
        return value
    }

    /// `if (CONDITION) VALUE else VALUE`: the condition a Boolean (a view's `isChecked`, the app's
    /// variable, `!…`), both values of the kind `property` takes; Kotlin's `if` gives a value only
    /// with its `else`.
    private mutating func kotlinChoice(for property: ElementProperty, spelled: String?,
                                       scope: KotlinScope) throws(Problem) -> Value {
        let example = "if (wifi.isChecked) \"On\" else \"Off\""
        try enterNesting()
        defer { nesting -= 1 }
        advance(); advance()
        skipNewlines()
        guard let flag = ElementProperty.named("checked", on: .android) else { throw Problem.reported }
        let condition: Value
        if let test = try kotlinTextTest() { condition = test } else { condition = try androidValue(for: flag, spelled: "if", scope: scope) }
        skipNewlines()
        try expectSymbol(")", "')' after the condition, as in \(example)")
        let (then, otherwise) = try kotlinBranches(example) { (parser: inout Parser) throws(Problem) in
            try parser.androidValue(for: property, spelled: spelled, scope: scope)
        }
        return .choice(condition, then: then, otherwise: otherwise)
    }

    /// `cardNumber.text.length < 16`, `email.text.isEmpty()`, `!email.text.isNotEmpty()` (also
    /// through `text.toString()`): a View's text measured as Kotlin tests it (a TextView's `text`
    /// is never null: "" when empty), its length compared with a number; nil when the condition is
    /// no such test.
    private mutating func kotlinTextTest() throws(Problem) -> Value? {
        let negated = current.isSymbol("!")
        let start = negated ? 1 : 0
        guard peek(start).identifier != nil, peek(start + 1).isSymbol("."), peek(start + 2).isIdentifier("text"),
              peek(start + 3).isSymbol(".") else { return nil }
        var member = start + 4
        if peek(member).isIdentifier("toString"), peek(member + 1).isSymbol("("), peek(member + 2).isSymbol(")"),
           peek(member + 3).isSymbol(".") {
            member += 4
        }
        let measure = peek(member).text
        let call = ["isEmpty", "isNotEmpty", "isNullOrEmpty"].contains(measure) && peek(member + 1).isSymbol("(") && peek(member + 2).isSymbol(")")
        let comparisons = ["==", "!=", "<", "<=", ">", ">="]
        let length = measure == "length" && comparisons.contains(where: peek(member + 1).isSymbol)
        guard call || length, !(negated && length) else { return nil }
        if negated { advance() }
        let id = advance()
        let reference = ElementReference(id: id.text, location: id.location)
        bodyNames.elements.append(reference)
        // Past `.text.` (and `toString().`) to the measure.
        for _ in 0..<(member - start - 1) { advance() }
        let measureToken = advance()
        let read = Value.read(reference, property: "text")
        if call {
            advance(); advance()
            let empty = Value.measured(read, .isEmpty, chained: false, measureToken.location)
            return (measure == "isNotEmpty") != negated ? .negated(empty) : empty
        }
        let symbol = advance()
        guard let comparison = Condition.Comparison(rawValue: symbol.text), case .number(let number) = current.kind else {
            throw Problem(.expected("a number to compare the length with, as in length < 16", found: current), at: current.location)
        }
        advance()
        return .compared(.measured(read, .count, chained: false, measureToken.location), comparison, .constant(.number(number)),
                         symbol.location)
    }

    /// The two values of Kotlin's `if` after its condition, `A else B`, each read by `value`;
    /// the `else` is required, as Kotlin gives a value only with both (`example` shows one).
    mutating func kotlinBranches(_ example: String,
                                 _ read: (inout Parser) throws(Problem) -> Value) throws(Problem) -> (Value, Value) {
        // `{ "Too short" }`: a branch in braces, its value the block's last expression.
        func value(_ parser: inout Parser) throws(Problem) -> Value {
            guard parser.current.isSymbol("{") else { return try read(&parser) }
            parser.advance()
            parser.skipNewlines()
            let inside = try read(&parser)
            parser.skipNewlines()
            try parser.expectSymbol("}", "'}' to close the branch")
            return inside
        }
        skipNewlines()
        let then = try value(&self)
        let beforeElse = position
        skipNewlines()
        guard current.isIdentifier("else") else {
            position = beforeElse
            throw Problem(.expected("'else' and the other value: Kotlin's if gives a value only with both, as in \(example)",
                                    found: current), at: current.location)
        }
        advance()
        skipNewlines()
        return (then, try value(&self))
    }

    /// Strings, whole numbers, true/false and null, or another view's attribute of the same kind.
    mutating func androidScalar(for kind: ElementProperty.Kind, name: String,
                                        scope: KotlinScope) throws(Problem) -> Value {
        let token = current
        let takesText = kind == .string || kind == .optionalString
        func mismatch(_ found: String, suggestion: String? = nil) -> Problem {
            Problem(.androidTypeMismatch(property: name, expected: kind, found: found, suggestion: suggestion),
                    at: token.location)
        }
        switch token.kind {
        case .string(let parts):
            guard takesText else {
                throw mismatch("a string", suggestion: Parser.literalSuggestion(forString: parts,
                                                                               kind: kind == .wholeNumber ? .number : kind))
            }
            advance()
            return try kotlinString(parts, token)
        case .number(let number):
            guard kind == .wholeNumber else {
                let flag = kind == .bool && (number == 0 || number == 1) ? (number == 1 ? "true" : "false") : nil
                throw mismatch("a number", suggestion: takesText ? "\"\(token.text)\"" : flag)
            }
            guard number == number.rounded() else { throw mismatch(token.text) }
            advance()
            return .constant(.number(number))
        case .symbol("-") where kind == .wholeNumber:
            let number = try numberLiteral(after: "'-'")
            guard number == number.rounded() else { throw mismatch(PropertyValue.format(number)) }
            return .constant(.number(number))
        case .identifier("true"), .identifier("false"):
            guard kind == .bool else { throw mismatch("a Boolean", suggestion: takesText ? "\"\(token.text)\"" : nil) }
            advance()
            return .constant(.bool(token.text == "true"))
        case .identifier("null"):
            guard kind == .optionalString else { throw mismatch("null") }
            advance()
            return .constant(.nil_)
        case .identifier("nil"):
            guard kind == .optionalString else { throw mismatch("nil") }
            throw Problem(.swiftNil, at: token.location)
        case .identifier("YES"), .identifier("NO"):
            throw Problem(.objcBoolean(token.text), at: token.location)
        case .identifier(let word) where kind == .bool && !peek(1).isSymbol(".")
            && (Parser.booleanWords[word.lowercased()] ?? NearMiss.suggestion(for: word, in: ["true", "false"])) != nil:
            // `YES`-like words, and misspellings (`ture`), as on iOS.
            throw Problem(.expected("true or false", found: token,
                                    suggestion: Parser.booleanWords[word.lowercased()]
                                        ?? NearMiss.suggestion(for: word, in: ["true", "false"])),
                          at: token.location)
        case .identifier("if"), .identifier("when"):
            // `if (saved) "Saved" else "Not saved"`: a Kotlin expression over the app's state.
            throw Problem(.conditionalValue(token.text), at: token.location)
        case .identifier("listOf") where takesText && peek(1).isSymbol("("),
             .identifier("listOfNotNull") where takesText && peek(1).isSymbol("("):
            return try kotlinJoinedList(for: kind, name: name, scope: scope)
        case .identifier where atResourceCall:
            guard takesText else { throw mismatch("a string resource's text") }
            return try stringResource(in: scope)
        case .identifier("R") where peek(1).isSymbol("."):
            let spelled = (0..<5).map { peek($0).text }.joined()
            guard takesText else { throw mismatch(spelled) }
            throw Problem(.resourceIDAsText(spelled, read: scope == .view ? "getString(\(spelled))"
                                                : "stringResource(\(spelled))"),
                          at: token.location)
        case .identifier(let word) where !peek(1).isSymbol(".") && !peek(1).isSymbol("?") && scopeReceiver != nil
            && ElementProperty.named(word, on: .android) != nil && Dialect.androidName(word) != nil:
            // `with(box) { contentDescription = text }`: the receiver's own attribute.
            advance()
            guard let receiver = scopeReceiver, let property = ElementProperty.named(word, on: .android) else { throw Problem.reported }
            guard Parser.accepts(kind, property.kind) else { throw mismatch("\(word), which is \(property.kind.kotlinWords)") }
            return .read(receiver, property: property.name)
        case .identifier(let word) where takesText && emptyCall("toString", at: 1):
            // `count.toString()`: the app's variable as Kotlin writes it as text.
            for _ in 0..<5 { advance() }
            return .described(.state(word, token.location), token.location)
        case .identifier(let word) where !peek(1).isSymbol(".") && !peek(1).isSymbol("?"):
            // A variable of the app's (`state:` on the screen); checked when applied, where the
            // screen says whether there is one.
            advance()
            return .state(word, token.location)
        case .identifier:
            return try androidPropertyRead(expecting: kind, for: name)
        default:
            throw Problem(.expected(kind.kotlinWords, found: token), at: token.location)
        }
    }

    /// `other.attribute` of a kind `expected` accepts (`isChecked` and the other spellings too).
    mutating func androidPropertyRead(expecting expected: ElementProperty.Kind, for name: String) throws(Problem) -> Value {
        let start = current
        let reference = try androidElementReference()
        guard current.isSymbol(".") else {
            throw Problem(.bareNameAsAttributeValue(start.text, expected: expected), at: start.location)
        }
        advance()
        let propertyToken = try expectIdentifier("an attribute name after '\(reference.id).'")
        let property = try Parser.androidProperty(propertyToken, on: nil)
        // `!!`, `?.toString()`, `?:`: Kotlin's null handling, which makes the text fit either kind.
        if expected == .string || expected == .optionalString, [.string, .optionalString].contains(property.kind),
           (current.isSymbol("!") && peek(1).isSymbol("!")) || current.isSymbol("?") {
            return try kotlinNullHandling(on: .read(reference, property: property.name), expected: expected, for: name)
        }
        // `seekBar.progress.toString()`: the attribute as Kotlin writes it as text.
        if expected == .string || expected == .optionalString, emptyCall("toString") {
            for _ in 0..<4 { advance() }
            return .described(.read(reference, property: property.name), start.location)
        }
        guard Parser.accepts(expected, property.kind) else {
            throw Problem(.androidTypeMismatch(property: name, expected: expected,
                                               found: "\(reference.id).\(propertyToken.text), which is "
                                                   + property.kind.kotlinWords,
                                               suggestion: nil),
                          at: start.location)
        }
        return .read(reference, property: property.name)
    }

    /// A view's text as Kotlin reads it, a `CharSequence` that may be null: `x.text.toString()`
    /// (a null is "null"), `x.contentDescription!!` (a null throws), `x.contentDescription?.toString()`
    /// (a null stays null), and a default after any of them with `?:`.
    private mutating func kotlinNullHandling(on read: Value, expected: ElementProperty.Kind, for name: String) throws(Problem) -> Value {
        var value = read
        if current.isSymbol("!"), peek(1).isSymbol("!") {
            value = .forceUnwrapped(value, current.location)
            advance(); advance()
        }
        if emptyCall("toString") {
            let location = peek(1).location
            for _ in 0..<4 { advance() }
            value = .described(value, location)
        } else if current.isSymbol("?"), peek(1).isSymbol("."), peek(2).isIdentifier("toString"), peek(3).isSymbol("("),
                  peek(4).isSymbol(")") {
            // The same text, or null: the model keeps a view's text as a String already.
            for _ in 0..<5 { advance() }
        }
        guard current.isSymbol("?"), peek(1).isSymbol(":") else { return value }
        advance(); advance()
        try checkValid()
        return .coalesced(value, try androidScalar(for: expected, name: name, scope: .view))
    }

    /// A Kotlin string literal: `${view.attribute}` templates read other views; Swift's `\( )`
    /// is reported with Kotlin's spelling.
    mutating func kotlinString(_ parts: [StringPart], _ literal: Token) throws(Problem) -> Value {
        var values: [Value] = []
        var templates = Parser.templateColumns(in: literal.text, from: literal.location.column)[...]
        for part in parts {
            switch part {
            case .interpolation(let tokens, let location):
                // Said back in Kotlin's spelling: `$count` for a name, `${caption.text}` for more.
                let inside = tokens.filter { $0.kind != .end }.map(\.text).joined()
                let kotlin = inside.isEmpty ? "${caption.text}"
                    : tokens.filter({ $0.kind != .end }).count == 1 && tokens[0].identifier != nil ? "$" + inside : "${" + inside + "}"
                throw Problem(.swiftInterpolation(kotlin: kotlin), at: location)
            case .text(let text):
                values += try templateParts(text, at: literal.location, templates: &templates)
            }
        }
        if values.isEmpty { return .constant(.string("")) }
        if values.count == 1, case .constant = values[0] { return values[0] }
        return .interpolation(values)
    }

    /// The source columns of a Kotlin string literal's templates (the `$` of `$name` and `${`), in
    /// order, from its source text starting at `column`: an escape (`\$`, `\n`) is two characters
    /// there and one in the string's text, so templates are placed by the source, not the text.
    static func templateColumns(in source: String, from column: Int) -> [Int] {
        var columns: [Int] = []
        let characters = Array(source)
        var index = 1
        while index < characters.count {
            if characters[index] == "\\" {
                index += 2
                continue
            }
            if characters[index] == "$", index + 1 < characters.count,
               characters[index + 1].isLetter || characters[index + 1] == "_" || characters[index + 1] == "{" {
                columns.append(column + index)
            }
            index += 1
        }
        return columns
    }

    /// The text and `${…}` templates of one piece of a string literal (its opening quote at
    /// `location`); `templates` are the source columns of the literal's templates not read yet.
    private func templateParts(_ text: String, at location: SourceLocation,
                               templates: inout ArraySlice<Int>) throws(Problem) -> [Value] {
        var values: [Value] = []
        var literal = ""
        var characters = Substring(text)
        /// Where the template starting at `offset` into the text sits in the source, `shift`
        /// characters on from its `$`.
        func place(_ offset: Int, shift: Int = 0) -> SourceLocation {
            let column = templates.popFirst() ?? location.column + 1 + offset
            return SourceLocation(line: location.line, column: column + shift)
        }
        while let first = characters.first {
            let offset = text.count - characters.count
            if first == "$", let next = characters.dropFirst().first, next.isLetter || next == "_" {
                // `$count`: a variable of the app's (`state:`), checked when applied.
                let name = String(characters.dropFirst().prefix { $0.isLetter || $0.isNumber || $0 == "_" })
                if !literal.isEmpty { values.append(.constant(.string(literal))) }
                literal = ""
                values.append(.state(name, place(offset)))
                characters = characters.dropFirst(name.count + 1)
                continue
            }
            guard first == "$", characters.dropFirst().first == "{" else {
                literal.append(first)
                characters = characters.dropFirst()
                continue
            }
            guard let length = Lexer.kotlinTemplateLength(characters) else { throw Problem(.unclosedTemplate, at: location) }
            let close = characters.index(characters.startIndex, offsetBy: length - 1)
            let inner = String(characters[characters.index(characters.startIndex, offsetBy: 2)..<close])
            if !literal.isEmpty { values.append(.constant(.string(literal))) }
            literal = ""
            // The template's own tokens, placed where they stand in the source.
            let start = place(offset, shift: 2)
            let tokens = Lexer.tokenize(inner, platform: .android).tokens.map { token in
                var placed = token
                placed.location = SourceLocation(line: start.line, column: start.column + token.location.column - 1)
                return placed
            }
            var parser = Parser(tokens: tokens)
            parser.platform = .android
            // `${count}`, `${caption.text}`, `${count + 1}`: operands added and subtracted.
            var value = try parser.templateOperand()
            while parser.current.isSymbol("+") || parser.current.isSymbol("-") {
                let operation = parser.advance()
                value = .sum(value, try parser.templateOperand(), negated: operation.text == "-", operation.location)
            }
            guard parser.current.kind == .end else {
                throw Problem(.expected("'}' to end the template", found: parser.current), at: parser.current.location)
            }
            values.append(value)
            characters = characters[characters.index(after: close)...]
        }
        if !literal.isEmpty { values.append(.constant(.string(literal))) }
        return values
    }

    /// One operand of a `${ }` template: a whole number, a variable of the app's (`count`, as
    /// `$count`), a view's attribute (`caption.text`), or Kotlin's choice between two texts
    /// (`${if (saved) "Saved" else "Not saved"}`).
    private mutating func templateOperand() throws(Problem) -> Value {
        if current.isIdentifier("if"), peek(1).isSymbol("("), let text = ElementProperty.named("contentDescription", on: .android) {
            return try androidValue(for: text, spelled: "${if …}")
        }
        if case .number = current.kind { return Self.writtenNumber(advance()) }
        guard current.identifier != nil else {
            throw Problem(.expected("a view's attribute such as caption.text inside '${ }'", found: current), at: current.location)
        }
        // `"${getString(R.string.play)} now"`: a string resource's text (Compose's own call in a composable).
        if atResourceCall { return try stringResource(in: current.isIdentifier("stringResource") ? .composable : .view) }
        if !peek(1).isSymbol(".") {
            let name = advance()
            return .state(name.text, name.location)
        }
        let reference = try androidElementReference()
        try expectSymbol(".", "'.' and an attribute after '\(reference.id)' inside '${ }'")
        let property = try Parser.androidProperty(try expectIdentifier("an attribute name"), on: nil)
        return .read(reference, property: property.name)
    }

    /// The view an id attribute names (`labelFor`, `accessibilityTraversalBefore`): an `Int` in
    /// Kotlin, so `R.id.email` or `email.id`, or `View.NO_ID` for none. The view itself
    /// (`email`) and `null` do not compile and are refused with the id's spelling.
    private mutating func labelTarget(for name: String) throws(Problem) -> Value {
        let token = current
        if token.isIdentifier("R") && peek(1).isSymbol(".") && peek(2).isIdentifier("id") && peek(3).isSymbol(".") {
            advance(); advance(); advance(); advance()
            let id = try expectIdentifier("an element id after 'R.id.'")
            return .elements([ElementReference(id: id.text, location: id.location)])
        }
        if token.isIdentifier("View") && peek(1).isSymbol(".") && peek(2).isIdentifier("NO_ID") {
            for _ in 0..<3 { advance() }
            return .constant(.nil_)
        }
        if token.isIdentifier("null") { throw Problem(.nullViewID(name), at: token.location) }
        if token.isIdentifier("nil") { throw Problem(.swiftNil, at: token.location) }
        if case .string(let parts) = token.kind {
            let text: String? = if parts.count == 1, case .text(let text) = parts[0] { text } else { nil }
            throw Problem(.quotedViewID(name, text: token.text, id: text.map { "R.id." + $0 }), at: token.location)
        }
        guard token.identifier != nil else {
            throw Problem(.expected("an element id such as R.id.email", found: token), at: token.location)
        }
        // `binding.email.id`: view binding's view, then its id.
        if ["binding", "this"].contains(token.text), peek(1).isSymbol("."), peek(2).identifier != nil, peek(3).isSymbol("."),
           peek(4).isIdentifier("id") || peek(4).isIdentifier("getId") {
            advance(); advance()
        }
        // `email.getId()`: Java's getter of the same id.
        if current.identifier != nil, peek(1).isSymbol("."), peek(2).isIdentifier("getId"), peek(3).isSymbol("("), peek(4).isSymbol(")") {
            let reference = try androidElementReference()
            for _ in 0..<4 { advance() }
            return .elements([reference])
        }
        if peek(1).isSymbol(".") && !(peek(2).isIdentifier("id") && !peek(3).isSymbol(".")) {
            return try androidPropertyRead(expecting: .elementID, for: name)
        }
        var reference = try androidElementReference()
        guard current.isSymbol(".") else { throw Problem(.viewAsID(name, view: reference.id), at: token.location) }
        advance(); advance()
        // `email.id`, shown as written: with view binding, `R.id.…` is the layout's own id,
        // often spelled otherwise (`email_field`).
        reference.accessor = "id"
        return .elements([reference])
    }

    /// `yes`, `no`, `noHideDescendants`, `auto`, or `View.IMPORTANT_FOR_ACCESSIBILITY_NO` and the
    /// other constants (also on `ViewCompat`, or bare).
    /// A View constant written bare (`GONE`, `IMPORTANT_FOR_ACCESSIBILITY_NO`) compiles only inside
    /// a View subclass or with its own import: in an Activity's code, where a fix goes (a scope
    /// function's receiver included: Kotlin does not reach a Java class's statics through it),
    /// Kotlin reaches it through its class.
    func requireQualified(_ token: Token, _ qualified: Bool) throws(Problem) {
        guard !qualified, let word = token.identifier else { return }
        throw Problem(.unqualifiedViewConstant(word), at: token.location)
    }

    private mutating func importance(for name: String) throws(Problem) -> Value {
        let cases = ImportantForAccessibility.allCases.map(\.rawValue)
        var qualified = false
        if (current.isIdentifier("View") || current.isIdentifier("ViewCompat")) && peek(1).isSymbol(".")
            && peek(2).identifier?.hasPrefix("IMPORTANT_") == true {
            advance(); advance()
            qualified = true
        }
        let token = current
        switch token.kind {
        // `IMPORTANT_FOR_ACCESIBILITY_NO`: a misspelt constant is told the nearest one.
        case .identifier(let word) where word.hasPrefix("IMPORTANT_"):
            try requireQualified(token, qualified)
            advance()
            let suffix = String(word.dropFirst(Parser.importanceConstantPrefix.count))
            guard word.hasPrefix(Parser.importanceConstantPrefix), let value = Parser.importanceConstants[suffix] else {
                let names = Parser.importanceConstants.keys.sorted().map { Parser.importanceConstantPrefix + $0 }
                throw Problem(.unknownImportance(word, suggestion: NearMiss.suggestion(for: word, in: names)),
                              at: token.location)
            }
            return .constant(.string(value.rawValue))
        case .identifier(let word) where !peek(1).isSymbol("."):
            // `no` is the layout XML's value; Kotlin names the View constant.
            if let importance = ImportantForAccessibility(rawValue: word) {
                throw Problem(.xmlImportance(word, constant: Parser.importanceConstant(importance)), at: token.location)
            }
            if word == "true" || word == "false" {
                throw Problem(.androidTypeMismatch(property: name, expected: .importance, found: "a Boolean",
                                                   suggestion: Parser.importanceConstant(word == "true" ? .yes : .no)),
                              at: token.location)
            }
            throw Problem(.unknownImportance(word, suggestion: NearMiss.suggestion(for: word, in: cases)
                                                .flatMap(ImportantForAccessibility.init(rawValue:)).map(Parser.importanceConstant)),
                          at: token.location)
        case .identifier:
            return try androidPropertyRead(expecting: .importance, for: name)
        case .number(let number):
            // The constants are Ints and `= 4` compiles, but Android's lint refuses a bare value
            // where an @IntDef constant is declared (WrongConstant), as for visibility and live regions.
            throw Problem(.androidTypeMismatch(property: name, expected: .importance, found: "a number",
                                               suggestion: Parser.importanceValues[number].map(Parser.importanceConstant)),
                          at: token.location)
        case .string(let parts):
            let word: String? = if parts.count == 1, case .text(let text) = parts[0] { text } else { nil }
            throw Problem(.androidTypeMismatch(property: name, expected: .importance, found: "a string",
                                               suggestion: word.flatMap { NearMiss.suggestion(for: $0, in: cases) }
                                                   .flatMap(ImportantForAccessibility.init(rawValue:))
                                                   .map(Parser.importanceConstant)),
                          at: token.location)
        default:
            try checkValid()
            throw Problem(.expected("an importance such as View.IMPORTANT_FOR_ACCESSIBILITY_NO", found: token), at: token.location)
        }
    }

    /// `View.VISIBLE`, `View.INVISIBLE` or `View.GONE` (the `View.` may be left out, as after
    /// Kotlin's `import android.view.View.GONE`); another view's `visibility` too.
    private mutating func visibility(for name: String) throws(Problem) -> Value {
        let constants = AndroidVisibility.allCases.map { "View." + $0.rawValue.uppercased() }
        if current.isIdentifier("View") && peek(1).isSymbol(".") && peek(2).identifier != nil {
            advance(); advance()
            let token = advance()
            guard let value = AndroidVisibility(rawValue: token.text.lowercased()), token.text == token.text.uppercased() else {
                throw Problem(.unknownVisibility("View." + token.text,
                                                 suggestion: NearMiss.suggestion(for: "View." + token.text, in: constants)),
                              at: token.location)
            }
            return .constant(.string(value.rawValue))
        }
        let token = current
        switch token.kind {
        case .identifier(let word) where !peek(1).isSymbol("."):
            if word == "true" || word == "false" {
                throw Problem(.androidTypeMismatch(property: name, expected: .visibility, found: "a Boolean",
                                                   suggestion: word == "true" ? "View.VISIBLE" : "View.GONE"),
                              at: token.location)
            }
            guard let value = AndroidVisibility(rawValue: word.lowercased()), word == word.uppercased() else {
                throw Problem(.unknownVisibility(word, suggestion: NearMiss.suggestion(for: "View." + word.uppercased(),
                                                                                      in: constants)),
                              at: token.location)
            }
            try requireQualified(token, false)
            advance()
            return .constant(.string(value.rawValue))
        case .identifier:
            return try androidPropertyRead(expecting: .visibility, for: name)
        case .number(let number):
            // `setVisibility(8)` compiles, but the constant says what it means.
            let byValue: [Double: String] = [0: "View.VISIBLE", 4: "View.INVISIBLE", 8: "View.GONE"]
            throw Problem(.androidTypeMismatch(property: name, expected: .visibility, found: "a number",
                                               suggestion: byValue[number]),
                          at: token.location)
        case .string(let parts):
            let word: String? = if parts.count == 1, case .text(let text) = parts[0] { text } else { nil }
            throw Problem(.androidTypeMismatch(property: name, expected: .visibility, found: "a string",
                                               suggestion: word.flatMap {
                                                   NearMiss.suggestion(for: "View." + $0.uppercased(), in: constants)
                                               }),
                          at: token.location)
        default:
            try checkValid()
            throw Problem(.expected("a visibility such as View.GONE", found: token), at: token.location)
        }
    }

    /// `View.ACCESSIBILITY_LIVE_REGION_POLITE` (also on `ViewCompat`, or bare), `_ASSERTIVE`,
    /// `_NONE`; another view's `accessibilityLiveRegion` too.
    private mutating func liveRegion(for name: String) throws(Problem) -> Value {
        let prefix = "ACCESSIBILITY_LIVE_REGION_"
        let constants = AndroidLiveRegion.allCases.map { "View." + prefix + $0.rawValue.uppercased() }
        var qualified = false
        if (current.isIdentifier("View") || current.isIdentifier("ViewCompat")) && peek(1).isSymbol(".")
            && peek(2).identifier?.hasPrefix(prefix) == true {
            advance(); advance()
            qualified = true
        }
        // `LiveRegionMode.Polite`: Compose's, which a View does not take.
        if current.isIdentifier("LiveRegionMode"), peek(1).isSymbol("."), let mode = peek(2).identifier {
            let constant = "View." + prefix + mode.uppercased()
            throw Problem(.unknownLiveRegion("LiveRegionMode." + mode, suggestion: constants.contains(constant) ? constant : nil),
                          at: current.location)
        }
        let token = current
        if case .identifier(let word) = token.kind, word.hasPrefix(prefix) {
            try requireQualified(token, qualified)
            advance()
            guard let mode = AndroidLiveRegion(rawValue: String(word.dropFirst(prefix.count)).lowercased()),
                  word == word.uppercased() else {
                throw Problem(.unknownLiveRegion(word, suggestion: NearMiss.suggestion(for: "View." + word, in: constants)),
                              at: token.location)
            }
            return .constant(.string(mode.rawValue))
        }
        if case .identifier = token.kind, peek(1).isSymbol(".") {
            return try androidPropertyRead(expecting: .liveRegion, for: name)
        }
        if case .number(let number) = token.kind {
            // `setAccessibilityLiveRegion(2)` compiles, but the constant says what it means.
            let byValue: [Double: String] = [0: "NONE", 1: "POLITE", 2: "ASSERTIVE"]
            throw Problem(.androidTypeMismatch(property: name, expected: .liveRegion, found: "a number",
                                               suggestion: byValue[number].map { "View." + prefix + $0 }),
                          at: token.location)
        }
        try checkValid()
        throw Problem(.expected("a live region mode such as View.ACCESSIBILITY_LIVE_REGION_POLITE", found: token),
                      at: token.location)
    }

    static let importanceConstantPrefix = "IMPORTANT_FOR_ACCESSIBILITY_"
    /// The `View.IMPORTANT_FOR_ACCESSIBILITY_…` constants by their ending.
    static let importanceConstants: [String: ImportantForAccessibility] = [
        "YES": .yes, "NO": .no, "NO_HIDE_DESCENDANTS": .noHideDescendants, "AUTO": .auto,
    ]
    /// The constants' values (`View.IMPORTANT_FOR_ACCESSIBILITY_NO` is 2).
    static let importanceValues: [Double: ImportantForAccessibility] = [0: .auto, 1: .yes, 2: .no, 4: .noHideDescendants]

    /// `View.IMPORTANT_FOR_ACCESSIBILITY_NO` for `.no`.
    static func importanceConstant(_ importance: ImportantForAccessibility) -> String {
        let suffix = importanceConstants.first { $0.value == importance }?.key ?? "AUTO"
        return "View." + importanceConstantPrefix + suffix
    }
}
