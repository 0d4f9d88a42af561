import AXModel

/// A property an app's class computes from other views (`override var accessibilityValue:
/// String? { get { themeSwitch.accessibilityValue } set { } }`): VoiceOver asks for it each time,
/// so it follows what it reads (docs/voiceover.md VO-8.19).
extension Parser {
    /// The properties an extension may compute.
    static let computedProperties = ["accessibilityLabel", "accessibilityValue", "accessibilityHint", "accessibilityTraits",
                                     "isAccessibilityElement"]

    /// The Swift type UIKit declares a computed property with: `String?` for the texts.
    static func computedType(_ property: String) -> String {
        switch property {
        case "accessibilityTraits": "UIAccessibilityTraits"
        case "isAccessibilityElement": "Bool"
        default: "String?"
        }
    }

    /// `var NAME: String? { get { … } set { … } }`, after `override` and at `var`: the getter's
    /// one expression (with or without `return`); the setter, which UIKit's settable property
    /// requires, is the app's and is not run.
    mutating func computedOverride(overrides: Bool) throws(Problem) -> (property: String, value: Value) {
        let keyword = advance()
        let name = try expectIdentifier("the property's name, as in accessibilityValue")
        // `var x = 1`: Swift keeps no stored property in an extension.
        if current.isSymbol("=") { throw Problem(.storedPropertyInExtension(name.text), at: keyword.location) }
        guard Parser.computedProperties.contains(name.text), let property = ElementProperty.named(name.text) else {
            throw Problem(.unknownComputedProperty(name.text, suggestion: NearMiss.suggestion(for: name.text, in: Parser.computedProperties)),
                          at: name.location)
        }
        guard overrides else { throw Problem(.missingPropertyOverride(name.text), at: name.location) }
        // UIKit's types: the texts are `String?`, the traits a `UIAccessibilityTraits`, the flag a `Bool`.
        let wanted = Parser.computedType(name.text)
        let optional = wanted.hasSuffix("?")
        try expectSymbol(":", "': \(wanted)' after '\(name.text)'")
        let type = try expectIdentifier("'\(wanted)'")
        guard type.text == (optional ? String(wanted.dropLast()) : wanted), current.isSymbol("?") == optional else {
            throw Problem(.computedPropertyType(name.text), at: type.location)
        }
        if optional { advance() }
        skipNewlines()
        let open = current
        try expectSymbol("{", "'{ get { … } set { } }' after the type")
        var getter: Value?
        var hasSetter = false
        while try nextInBraces(opened: open) {
            // `{ themeSwitch.accessibilityValue }`: Swift's shorthand getter, a read-only property.
            if getter == nil, !hasSetter, !current.isIdentifier("get"), !current.isIdentifier("set") {
                throw Problem(.readOnlyOverride(name.text), at: current.location)
            }
            let accessor = try expectIdentifier("'get { … }' or 'set { }'")
            switch accessor.text {
            case "get":
                skipNewlines()
                let getOpen = current
                try expectSymbol("{", "'{' after 'get'")
                skipNewlines()
                // `let`, `if`, `switch`, `guard`, a choice or a comparison: a body, folded into the
                // one expression it computes.
                let statementFirst = current.identifier.map { ["let", "var", "if", "switch", "guard"].contains($0) } ?? false
                if statementFirst || choiceInGetter() != nil, Parser.bodyKinds.contains(property.kind) {
                    getter = try getterBody(opened: getOpen, property: property)
                    continue
                }
                if current.isIdentifier("return") { advance() }
                // Traits are no value a body computes (it reads texts, numbers and Booleans).
                if let word = current.identifier, ["let", "var", "if", "switch", "guard"].contains(word) {
                    throw Problem(.getterNotOneValue(word), at: current.location)
                }
                if let choice = choiceInGetter() { throw Problem(.getterNotOneValue(choice.text), at: choice.location) }
                ownProperties = true
                computing = name.text
                defer { ownProperties = false; computing = nil }
                getter = try value(for: property)
                skipNewlines()
                guard current.isSymbol("}") else {
                    throw Problem(.expected("'}': the getter is one expression here", found: current), at: current.location)
                }
                advance()
            case "set":
                // `set { }` or `set(newValue) { … }`: the app's code, kept as it is.
                hasSetter = true
                if current.isSymbol("(") {
                    advance()
                    _ = try expectIdentifier("the new value's name, as in set(newValue)")
                    try expectSymbol(")", "')' after the new value's name")
                }
                skipNewlines()
                let brace = current
                try expectSymbol("{", "'{ }' after 'set'")
                var depth = 1
                while depth > 0 {
                    try checkValid()
                    if current.kind == .end { throw Problem(.unclosedBrace(opened: brace.location), at: brace.location) }
                    if current.isSymbol("{") { depth += 1 }
                    if current.isSymbol("}") { depth -= 1 }
                    advance()
                }
            default:
                throw Problem(.expected("'get { … }' or 'set { }'", found: accessor), at: accessor.location)
            }
        }
        guard let getter else { throw Problem(.expected("'get { … }' inside the property", found: open), at: open.location) }
        // Overriding a settable property with a read-only one does not compile.
        guard hasSetter else { throw Problem(.readOnlyOverride(name.text), at: name.location) }
        return (name.text, getter)
    }

    /// In a getter, `self.NAME` or a bare `NAME` that is a view property: a read of the extended
    /// view (`self`, which each extended element stands for when the value is computed); nil
    /// anywhere else, or for another name.
    /// A ternary's `?` (or a comparison's `==`) in the getter that starts here, before its `}`.
    func choiceInGetter() -> Token? {
        var depth = 0
        for offset in 0..<512 {
            let token = peek(offset)
            if token.kind == .end { return nil }
            if token.isSymbol("(") || token.isSymbol("[") || token.isSymbol("{") { depth += 1 }
            if token.isSymbol(")") || token.isSymbol("]") { depth -= 1 }
            if token.isSymbol("}") {
                if depth == 0 { return nil }
                depth -= 1
            }
            if depth == 0, token.isSymbol("?") && !peek(offset + 1).isSymbol(".") && !peek(offset + 1).isSymbol("[") || ["==", "!=", "<", ">", "<=", ">="].contains(where: token.isSymbol) {
                return token
            }
        }
        return nil
    }

    mutating func ownPropertyRead() throws(Problem) -> Value? {
        guard ownProperties else { return nil }
        // `super.accessibilityTraits`: what the class's superclass gives, before this override.
        let viaSuper = current.isIdentifier("super") && peek(1).isSymbol(".")
        let offset = viaSuper || (current.isIdentifier("self") && peek(1).isSymbol(".")) ? 2 : 0
        let name = peek(offset)
        let traitMethodFollows = name.text == "accessibilityTraits" && peek(offset + 1).isSymbol(".")
            && ["union", "intersection", "subtracting", "symmetricDifference"].contains(peek(offset + 2).text)
        guard name.identifier != nil, ElementProperty.named(name.text) != nil,
              !peek(offset + 1).isSymbol(".") || valueMethodFollows(at: offset + 1) || traitMethodFollows else {
            return nil
        }
        // The property read from its own getter calls that getter again, without end.
        if !viaSuper, name.text == computing { throw Problem(.getterReadsItself(name.text), at: name.location) }
        for _ in 0...offset { advance() }
        let property = try Parser.property(name)
        return .read(ElementReference(id: "self", location: name.location, accessor: viaSuper ? "super" : nil), property: property.name)
    }
}

/// A getter that computes its value with locals and choices, read as a body and folded into the
/// one expression it returns: `let copies = Int(value); return copies == 1 ? "1 copy" : "\(copies)
/// copies"` is that ternary with `Int(value)` in place of `copies`, which VoiceOver's every read
/// computes again (docs/voiceover.md VO-8.19).
extension Parser {
    /// The getter's statements up to its `}` (opened at `open`): `let` and `var`, `if`, `guard`,
    /// `switch` and `return`, or one expression, as Swift's implicit return has it.
    mutating func getterBody(opened open: Token, property: ElementProperty) throws(Problem) -> Value {
        let saved = (bodyNames, returning, bodyOwner, computing)
        bodyNames = FixScript.BodyNames()
        returning = property
        bodyOwner = .view
        computing = property.name
        bodyScopes.append([:])
        defer {
            bodyScopes.removeLast()
            (returning, bodyOwner, computing) = (saved.1, saved.2, saved.3)
        }
        var effects: [Effect] = []
        let statementFirst = current.identifier.map { ["let", "var", "if", "switch", "guard", "return"].contains($0) } ?? false
        if statementFirst {
            while try nextInBraces(opened: open) {
                effects += try bodyStatement()
                try endOfStatement(insideBraces: true)
            }
        } else {
            // `get { value == 1 ? "1 copy" : "\(Int(value)) copies" }`: one expression, returned.
            let (value, kind, location) = try self.value(expecting: property.kind)
            if let kind, !Parser.accepts(property.kind, kind) {
                throw Problem(.typeMismatch(property: property.name, expected: property.kind, found: kind.rawValue, suggestion: nil),
                              at: location)
            }
            skipNewlines()
            try expectSymbol("}", "'}' to end the getter")
            effects = [.set(target: "self", property: property.name, to: value), .stop]
        }
        let names = bodyNames
        bodyNames = saved.0
        guard let folded = try Parser.folded(effects[...], returning: property.name, locals: [], at: open.location) else {
            throw Problem(.getterWithoutReturn(Parser.computedType(property.name)), at: open.location)
        }
        return .getter(folded, body: effects, names: names)
    }

    /// The expression effects return, their locals put in place of their names; nil when they
    /// end without a `return`. A getter only computes: anything else is refused.
    static func folded(_ effects: ArraySlice<Effect>, returning property: String, locals: [(String, Expression)],
                       at location: SourceLocation) throws(Problem) -> Expression? {
        func closed(_ expression: Expression) -> Expression {
            locals.reversed().reduce(expression) { $0.replacing(variable: $1.0, with: $1.1) }
        }
        func closed(_ conditions: [Condition]) -> [Condition] {
            conditions.map { condition in locals.reversed().reduce(condition) { $0.replacing(variable: $1.0, with: $1.1) } }
        }
        guard let first = effects.first else { return nil }
        let rest = effects.dropFirst()
        switch first {
        case .declare(let name, let value):
            return try folded(rest, returning: property, locals: locals + [(name, closed(value))], at: location)
        case .set("self", property, let value):
            return closed(value)
        case .stop:
            return nil
        case .branch(let conditions, let then, let otherwise):
            let chosen = try folded(ArraySlice(then) + rest, returning: property, locals: locals, at: location)
            let other = try folded(ArraySlice(otherwise) + rest, returning: property, locals: locals, at: location)
            guard let chosen, let other else { return nil }
            return .conditional(when: closed(conditions), chosen, other)
        case .branchAny(let alternatives, let then, let otherwise):
            // `if a || b { … }`: each alternative tried in turn, as Swift's `||` does.
            guard let chosen = try folded(ArraySlice(then) + rest, returning: property, locals: locals, at: location),
                  let other = try folded(ArraySlice(otherwise) + rest, returning: property, locals: locals, at: location)
            else { return nil }
            return alternatives.reversed().reduce(other) { .conditional(when: closed($1), chosen, $0) }
        case .switched(_, let branches):
            return try folded(ArraySlice(branches) + rest, returning: property, locals: locals, at: location)
        default:
            throw Problem(.getterStatement, at: location)
        }
    }
}
