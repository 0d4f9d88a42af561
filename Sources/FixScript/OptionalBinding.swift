import AXModel

/// Swift's optional binding in a body: `if let text = caption.text { … }` and `guard let text =
/// self?.caption.text else { return }`. The binding holds when the value is not nil, and the name
/// stands for the value without its `?` (`Expression.unwrapped`): inside the `if`'s braces, or
/// after the `guard`. Conditions after a comma may read the name.
extension Parser {
    /// A binding read after `if` or `guard`: the name, the optional value and the name's kind.
    struct Binding {
        var name: Token
        var value: Expression
        var kind: ElementProperty.Kind?
        var isVariable: Bool

        /// The binding's test, `value != nil`.
        var holds: Condition { Condition(left: value, comparison: .notEqual, right: .nil_) }

        /// `condition` with the name read as the value it binds.
        func reading(_ condition: Condition) -> Condition {
            condition.replacing(variable: name.text, with: .unwrapped(value))
        }
    }

    /// Whether `let NAME =` (or `var`) starts here.
    var atOptionalBinding: Bool {
        (current.isIdentifier("let") || current.isIdentifier("var")) && peek(1).identifier != nil && peek(2).isSymbol("=")
    }

    /// `let NAME = VALUE`, where VALUE is optional: a property that may be nil (`caption.text`), or
    /// anything read through `self?.` after `[weak self]`.
    mutating func optionalBinding() throws(Problem) -> Binding {
        let keyword = advance()
        let name = try expectIdentifier("a name after '\(keyword.text)'")
        try expectSymbol("=", "'=' and an optional value, as in 'if let text = caption.text'")
        let throughSelf = bodyOwner == .controller(.weak) && current.isIdentifier("self") && peek(1).isSymbol("?")
        readsThroughOptionalSelf = throughSelf
        defer { readsThroughOptionalSelf = false }
        let (value, kind, location) = try value(expecting: nil)
        guard throughSelf || kind == .optionalString || kind == .optionalNumber else {
            throw Problem(.bindingNotOptional(kind), at: location)
        }
        let unwrapped: ElementProperty.Kind? = switch kind {
        case .optionalString?: .string
        case .optionalNumber?: .number
        default: kind
        }
        return Binding(name: name, value: value, kind: unwrapped, isVariable: keyword.text == "var")
    }

    /// The name of `binding` declared in the innermost scope.
    mutating func declare(_ binding: Binding) {
        if bodyScopes.isEmpty { bodyScopes.append([:]) }
        bodyScopes[bodyScopes.count - 1][binding.name.text] = Local(isVariable: binding.isVariable, kind: binding.kind)
    }

    /// `if let NAME = VALUE, … { … } else { … }`, after `if`.
    mutating func ifLetStatement() throws(Problem) -> Effect {
        let binding = try optionalBinding()
        let depth = bodyScopes.count
        defer { bodyScopes.removeLast(bodyScopes.count - depth) }
        bodyScopes.append([:])
        declare(binding)
        var alternatives: [[Condition]] = [[]]
        if current.isSymbol(",") {
            advance()
            alternatives = try conditions().map { $0.map(binding.reading) }
        }
        skipNewlines()
        let then = try block()
        bodyScopes.removeLast()
        return Parser.branch(alternatives.map { [binding.holds] + $0 },
                             then: [.declare(binding.name.text, .unwrapped(binding.value))] + then, otherwise: try elseBranch())
    }

    /// `guard let NAME = VALUE, … else { return }`, after `guard`: the name is declared for the
    /// rest of the body.
    mutating func guardLetStatement() throws(Problem) -> [Effect] {
        let binding = try optionalBinding()
        var alternatives: [[Condition]] = [[]]
        if current.isSymbol(",") {
            advance()
            let depth = bodyScopes.count
            defer { bodyScopes.removeLast(bodyScopes.count - depth) }
            bodyScopes.append([:])
            declare(binding)
            alternatives = try conditions().map { $0.map(binding.reading) }
        }
        let exit = try guardElse(after: "'guard let \(binding.name.text) = …'")
        declare(binding)
        return [Parser.branch(alternatives.map { [binding.holds] + $0 }, then: [], otherwise: [exit]),
                .declare(binding.name.text, .unwrapped(binding.value))]
    }
}
