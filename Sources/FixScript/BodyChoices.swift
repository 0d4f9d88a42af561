import AXModel

/// Choosing in an adjustment body, lowered to `Effect.branch`: `if`/`else`, `guard`, `switch`
/// (a chain of branches tried in order) and conditions with `,`, `&&`, `||` and `!`.
extension Parser {
    /// `if A, B { … } else if C { … } else { … }`
    mutating func ifStatement() throws(Problem) -> [Effect] {
        advance()
        try enterNesting()
        defer { nesting -= 1 }
        if case .controller(.weak) = bodyOwner, let name = selfUnwrappedByIfLet() { return try ifLetSelf(name) }
        if atOptionalBinding { return try ifLetStatement() }
        let conditions = try conditions()
        skipNewlines()
        let then = try block()
        return [Parser.branch(conditions, then: then, otherwise: try elseBranch())]
    }

    /// The name `if let self {` (Swift 5.7), `if let self = self {` or `if let strongSelf = self {`
    /// gives the view controller after `[weak self]`, at the token after `if`; nil for any other `if`.
    func selfUnwrappedByIfLet() -> String? {
        guard current.isIdentifier("let"), let name = peek(1).identifier else { return nil }
        if name == "self", peek(2).isSymbol("{") { return name }
        guard peek(2).isSymbol("="), peek(3).isIdentifier("self"), peek(4).isSymbol("{") else { return nil }
        return name
    }

    /// The braces of `if let self { … }`: the view controller is on screen, so the model's self is
    /// never nil and they always run, the names bare (or through the name given) inside them; an
    /// `else` (self gone) never runs, and is read for its problems only.
    private mutating func ifLetSelf(_ name: String) throws(Problem) -> [Effect] {
        advance(); advance()
        if current.isSymbol("=") { advance(); advance() }
        skipNewlines()
        let outer = bodyOwner
        bodyOwner = name == "self" ? .controller(.implicit) : .controller(.alias(name))
        let then: [Effect]
        do throws(Problem) {
            then = try block()
        } catch {
            bodyOwner = outer
            throw error
        }
        bodyOwner = outer
        _ = try elseBranch()
        return then
    }

    /// `else { … }` or `else if …` after an `if`'s braces; nothing when none follows.
    mutating func elseBranch() throws(Problem) -> [Effect] {
        guard peekPastNewlines().isIdentifier("else") else { return [] }
        skipNewlines()
        advance()
        skipNewlines()
        return current.isIdentifier("if") ? try ifStatement() : try block()
    }

    /// One choice: a plain branch for conditions that must all hold, else one over alternatives.
    static func branch(_ alternatives: [[Condition]], then: [Effect], otherwise: [Effect]) -> Effect {
        alternatives.count == 1 ? .branch(when: alternatives[0], then: then, otherwise: otherwise)
            : .branchAny(when: alternatives, then: then, otherwise: otherwise)
    }

    /// `switch rating { case 1: … case 2, 3: … case 4...5: … default: … }`, as a chain of
    /// branches tried in order.
    mutating func switchStatement() throws(Problem) -> [Effect] {
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
            } else if label.isIdentifier("case"), peek(1).isIdentifier("let") && peek(2).identifier != nil || peek(1).isIdentifier("_") {
                // `case let n where n > 0:`, `case _ where …:`: the value bound to a name (or not),
                // then a condition on it.
                advance()
                var name: String?
                if current.isIdentifier("let") {
                    advance()
                    name = advance().text
                } else {
                    advance()
                }
                bodyScopes.append(name.map { [$0: Local(isVariable: false, kind: nil)] } ?? [:])
                var alternatives: [[Condition]] = [[]]
                if current.isIdentifier("where") {
                    advance()
                    alternatives = try conditions()
                }
                try expectSymbol(":", "':' after the case")
                let (effects, count) = caseStatements()
                bodyScopes.removeLast()
                guard count > 0 else { throw Problem(.emptyCase, at: label.location) }
                let bound = name.map { name in alternatives.map { $0.map { $0.replacing(.variable(name), with: subject) } } } ?? alternatives
                cases.append((bound, (name.map { [Effect.declare($0, subject)] } ?? []) + effects))
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
        // Swift: a switch must handle every value; over a Bool, `case true` and `case false` do.
        let matched = Set(cases.flatMap(\.patterns).compactMap { conditions -> Bool? in
            guard conditions.count == 1, conditions[0].comparison == .equal, case .bool(let flag) = conditions[0].right else {
                return nil
            }
            return flag
        })
        guard var fallback = fallback ?? (matched.count == 2 ? [] : nil) else {
            throw Problem(.switchWithoutDefault, at: keyword.location)
        }
        // Both Bools handled without a default: the last case is what is left, an `else`.
        if matched.count == 2, cases.count > 1, cases[cases.count - 1].patterns.count == 1, fallback.isEmpty {
            fallback = cases.removeLast().body
        }
        var chain = fallback
        for (patterns, body) in cases.reversed() {
            for conditions in patterns.reversed() {
                chain = [.branch(when: conditions, then: body, otherwise: chain)]
            }
        }
        // Over a Bool the chain is an if/else, and shown as one.
        return matched.count == 2 ? chain : [.switched(over: subject, chain)]
    }

    /// One pattern of a `case`: a literal (`1`, `"Good"`), or a range (`1...3`, `1..<4`), open on
    /// one side too (`5...`, `...0`, `..<1`).
    mutating func pattern(matching subject: Expression) throws(Problem) -> [Condition] {
        try checkValid()
        let token = current
        // `...0`, `..<1`: everything up to a number.
        if current.isSymbol("."), peek(1).isSymbol("."), peek(2).isSymbol(".") || peek(2).isSymbol("<") {
            advance(); advance()
            let closed = advance().isSymbol(".")
            let (high, _, _) = try literal()
            guard high.literalNumber != nil else { throw Problem(.expected("a number after the range's dots", found: token), at: token.location) }
            return [Condition(left: subject, comparison: closed ? .lessOrEqual : .less, right: high)]
        }
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
        // `5...`: every number from 5 on.
        if closed, current.isSymbol(":") || current.isSymbol(",") {
            guard low.literalNumber != nil else { throw Problem(.expected("a number before the range's dots", found: token), at: token.location) }
            return [Condition(left: subject, comparison: .greaterOrEqual, right: low)]
        }
        let (high, _, _) = try literal()
        guard low.literalNumber != nil, high.literalNumber != nil else {
            throw Problem(.expected("numbers on both sides of a range", found: token), at: token.location)
        }
        return [Condition(left: subject, comparison: .greaterOrEqual, right: low),
                Condition(left: subject, comparison: closed ? .lessOrEqual : .less, right: high)]
    }

    /// A number, a string without interpolation, true or false: what a `case` matches.
    mutating func literal() throws(Problem) -> (Expression, ElementProperty.Kind?, SourceLocation) {
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
    mutating func conditions() throws(Problem) -> [[Condition]] {
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
    mutating func disjunction() throws(Problem) -> [[Condition]] {
        var alternatives = [try conjunction()]
        while current.isSymbol("||") {
            advance()
            alternatives.append(try conjunction())
            if alternatives.count > Parser.maximumAlternatives { throw Problem(.tooDeeplyNested, at: current.location) }
        }
        return alternatives
    }

    mutating func conjunction() throws(Problem) -> [Condition] {
        var conditions = [try condition()]
        while current.isSymbol("&&") {
            advance()
            conditions.append(try condition())
        }
        return conditions
    }

    /// `rating < 5`, or a true/false value alone (`isOn`, `!isOn`).
    mutating func condition() throws(Problem) -> Condition {
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

    func isVariable(_ expression: Expression) -> Bool {
        if case .variable = expression { true } else { false }
    }

    /// A state variable used alone as a condition must be a `Bool`: its last use says so.
    mutating func requireBool(_ expression: Expression) {
        guard case .variable(let name) = expression, let last = bodyNames.variables.indices.last,
              bodyNames.variables[last].name == name else { return }
        bodyNames.variables[last].kind = .bool
    }
}
