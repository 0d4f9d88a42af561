import AXModel

/// Swift's optional binding in a body: `if let text = caption.text { … }` and `guard let text =
/// self?.caption.text else { return }`. The binding holds when the value is not nil, and the name
/// stands for the value without its `?` (`Expression.unwrapped`): inside the `if`'s braces, or
/// after the `guard`. Several bindings and conditions may follow one another after commas, each
/// reading the names bound before it (`guard let error = self?.emailError, let text = error.text
/// else { return }`). A view of the view controller bound through `self?.` (`if let error =
/// self?.emailError`) is that view under another name: a view is never nil while its controller
/// is there.
extension Parser {
    /// A binding read after `if` or `guard`: the name, the optional value and the name's kind.
    struct Binding {
        var name: Token
        var value: Expression
        var kind: ElementProperty.Kind?
        var isVariable: Bool
        /// The view the name stands for, when the value is a view of the view controller.
        var view: String?

        /// The binding's test, `value != nil`; none for a view.
        var holds: Condition? { view == nil ? Condition(left: value, comparison: .notEqual, right: .nil_) : nil }

        /// What running the binding does: the name declared with the value it unwraps.
        var declaration: [Effect] { view == nil ? [.declare(name.text, .unwrapped(value))] : [] }
    }

    /// The clauses after `if` or `guard` that start with a binding: the bindings, in order, and
    /// the alternatives of conditions that must hold (each binding's test among them), with every
    /// bound name read as the value it unwraps, as the test runs before any name is declared.
    struct BindingClauses {
        var bindings: [Binding] = []
        var alternatives: [[Condition]] = [[]]

        /// `condition` with each bound name read as its value, the latest binding first (it may
        /// read an earlier one).
        func reading(_ condition: Condition) -> Condition {
            bindings.reversed().reduce(condition) { condition, binding in
                binding.view != nil ? condition
                    : condition.replacing(variable: binding.name.text, with: .unwrapped(binding.value))
            }
        }

        var declarations: [Effect] { bindings.flatMap(\.declaration) }
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
        // `self?.emailError` whose name is read for its properties later (`error.text`): a view.
        if throughSelf, peek(2).isSymbol("."), let view = peek(3).identifier, !peek(4).isSymbol("."),
           !peek(4).isSymbol("("), readsMembers(of: name.text, from: position + 4) {
            let viewToken = peek(3)
            for _ in 0..<4 { advance() }
            bodyNames.elements.append(ElementReference(id: view, location: viewToken.location))
            return Binding(name: name, value: .variable(view), kind: nil, isVariable: keyword.text == "var", view: view)
        }
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

    /// Whether `NAME.member` or `argument: NAME` is written anywhere from token `start` on: what
    /// makes a bound name a view rather than a value (the app's values have no view properties,
    /// and a view is what a notification moves focus to).
    func readsMembers(of name: String, from start: Int) -> Bool {
        guard start + 2 < tokens.count else { return false }
        for index in start..<(tokens.count - 2) where tokens[index].isIdentifier(name) {
            if tokens[index + 1].isSymbol("."), tokens[index + 2].identifier != nil,
               index == 0 || !tokens[index - 1].isSymbol(".") { return true }
            // `argument: story`: a notification's argument, the view focus moves to.
            if index >= 2, tokens[index - 1].isSymbol(":"), tokens[index - 2].isIdentifier("argument") { return true }
        }
        return false
    }

    /// The name of `binding` declared in the innermost scope.
    mutating func declare(_ binding: Binding) {
        if bodyScopes.isEmpty { bodyScopes.append([:]) }
        bodyScopes[bodyScopes.count - 1][binding.name.text] = Local(isVariable: binding.isVariable, kind: binding.kind,
                                                                     view: binding.view)
    }

    /// `let A = X, let B = A.y, A.count > 0, …`: bindings and conditions after commas, in order,
    /// each binding declared in the innermost scope as it is read.
    mutating func bindingClauses() throws(Problem) -> BindingClauses {
        var clauses = BindingClauses()
        let start = current
        var first = true
        repeat {
            if !first { advance() }  // the ','
            first = false
            if atOptionalBinding {
                let binding = try optionalBinding()
                if let holds = binding.holds {
                    let test = clauses.reading(holds)
                    clauses.alternatives = clauses.alternatives.map { $0 + [test] }
                }
                clauses.bindings.append(binding)
                declare(binding)
            } else {
                let next = try disjunction().map { $0.map(clauses.reading) }
                clauses.alternatives = clauses.alternatives.flatMap { first in next.map { first + $0 } }
                if clauses.alternatives.count > Parser.maximumAlternatives { throw Problem(.tooDeeplyNested, at: start.location) }
            }
        } while current.isSymbol(",")
        return clauses
    }

    /// `if let NAME = VALUE, … { … } else { … }`, after `if`.
    mutating func ifLetStatement() throws(Problem) -> [Effect] {
        let depth = bodyScopes.count
        defer { bodyScopes.removeLast(bodyScopes.count - depth) }
        bodyScopes.append([:])
        let clauses = try bindingClauses()
        skipNewlines()
        let then = try block()
        bodyScopes.removeLast()
        let otherwise = try elseBranch()
        // Only views bound, which are never nil: the braces always run.
        guard clauses.alternatives != [[]] else { return clauses.declarations + then }
        return [Parser.branch(clauses.alternatives, then: clauses.declarations + then, otherwise: otherwise)]
    }

    /// `guard let NAME = VALUE, … else { return }`, after `guard`: the names are declared for the
    /// rest of the body.
    mutating func guardLetStatement() throws(Problem) -> [Effect] {
        let depth = bodyScopes.count
        let start = position
        bodyScopes.append([:])
        let clauses: BindingClauses
        do throws(Problem) {
            clauses = try bindingClauses()
        } catch {
            bodyScopes.removeLast(bodyScopes.count - depth)
            // The names the guard meant to bind are the body's still, so the lines after it are
            // not told they are unknown as well.
            var index = start
            while index + 2 < tokens.count, index <= position {
                if tokens[index].isIdentifier("let") || tokens[index].isIdentifier("var"), let name = tokens[index + 1].identifier,
                   tokens[index + 2].isSymbol("=") {
                    if bodyScopes.isEmpty { bodyScopes.append([:]) }
                    bodyScopes[bodyScopes.count - 1][name] = Local(isVariable: false, kind: nil)
                }
                index += 1
            }
            throw error
        }
        bodyScopes.removeLast(bodyScopes.count - depth)
        let names = clauses.bindings.map(\.name.text).joined(separator: ", ")
        let exit = try guardElse(after: "'guard let \(names) = …'")
        for binding in clauses.bindings { declare(binding) }
        guard clauses.alternatives != [[]] else { return clauses.declarations }  // only views: it never exits
        return [Parser.branch(clauses.alternatives, then: [], otherwise: exit)] + clauses.declarations
    }
}
