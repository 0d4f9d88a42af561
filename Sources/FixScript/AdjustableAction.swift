import AXModel

/// SwiftUI's `.accessibilityAdjustableAction { direction in switch direction { … } }`.
extension Parser {
    /// `{ direction in switch direction { case .increment: … case .decrement: … default: break } }`
    mutating func adjustableAction(on target: ElementReference, name: Token) throws(Problem) -> ([Effect]?, [Effect]?) {
        skipNewlines()
        bodyNames = FixScript.BodyNames()
        inSwiftUIAction = true
        defer { inSwiftUIAction = false }
        let open = current
        try expectSymbol("{", "'{ direction in … }' after 'accessibilityAdjustableAction'")
        skipNewlines()
        let parameter = try expectIdentifier("a parameter name such as 'direction in'")
        guard current.isIdentifier("in") else {
            throw Problem(.expected("'in' after '\(parameter.text)'", found: current), at: current.location)
        }
        advance()
        skipNewlines()
        // `if direction == .increment { … } else { … }`: the two directions as a choice.
        if current.isIdentifier("if") {
            let (increment, decrement) = try directionChoice(parameter)
            try closeAction(opened: open)
            return (increment, decrement)
        }
        guard current.isIdentifier("switch") else {
            throw Problem(.expected("'switch \(parameter.text) { … }' or 'if \(parameter.text) == .increment { … }'", found: current),
                          at: current.location)
        }
        advance()
        let subject = try expectIdentifier("'\(parameter.text)' after 'switch'")
        guard subject.text == parameter.text else {
            throw Problem(.switchOnOther(subject.text, parameter: parameter.text), at: subject.location)
        }
        skipNewlines()
        let switchOpen = current
        try expectSymbol("{", "'{' after 'switch \(parameter.text)'")
        var cases: [String: [Effect]] = [:]
        var fallback: [Effect]?
        while try nextInBraces(opened: switchOpen) {
            try checkValid()
            if current.isSymbol("@") && peek(1).isIdentifier("unknown") { advance(); advance() }
            if current.isIdentifier("default") {
                advance()
                try expectSymbol(":", "':' after 'default'")
                fallback = caseStatements().effects
            } else if current.isIdentifier("case") {
                advance()
                var directions: [String] = []
                repeat {
                    if current.isSymbol(",") { advance() }
                    if current.isIdentifier("AccessibilityAdjustmentDirection") { advance() }
                    let dot = current
                    try expectSymbol(".", "'.increment' or '.decrement'")
                    let direction = try expectIdentifier("'increment' or 'decrement'")
                    guard direction.text == "increment" || direction.text == "decrement" else {
                        throw Problem(.unknownDirection(direction.text,
                                                        suggestion: NearMiss.suggestion(for: direction.text, in: ["increment", "decrement"])),
                                      at: dot.location)
                    }
                    directions.append(direction.text)
                } while current.isSymbol(",")
                try expectSymbol(":", "':' after the case")
                let effects = caseStatements().effects
                for direction in directions { cases[direction] = effects }
            } else {
                throw Problem(.expected("'case .increment:', 'case .decrement:' or 'default:'", found: current),
                              at: current.location)
            }
        }
        // Swift: a switch over the direction handles both, or has a default.
        if fallback == nil, let missing = ["increment", "decrement"].first(where: { cases[$0] == nil }) {
            throw Problem(.nonExhaustiveDirections(missing), at: switchOpen.location)
        }
        try closeAction(opened: open)
        return (cases["increment"] ?? fallback ?? [], cases["decrement"] ?? fallback ?? [])
    }

    /// The `}` that closes the action's closure.
    private mutating func closeAction(opened open: Token) throws(Problem) {
        skipNewlines()
        try checkValid()
        guard current.isSymbol("}") else {
            if current.kind == .end { throw Problem(.unclosedBrace(opened: open.location), at: open.location) }
            throw Problem(.expected("'}' to close the action", found: current), at: current.location)
        }
        advance()
    }

    /// `if direction == .increment { … } else { … }` (or `!=`, or `else if direction == .decrement`):
    /// the code for each direction; one the choice leaves out does nothing.
    private mutating func directionChoice(_ parameter: Token) throws(Problem) -> ([Effect], [Effect]) {
        advance()
        let first = try directionTest(parameter)
        let firstEffects = try directionBlock()
        var otherEffects: [Effect] = []
        skipNewlines()
        // `else { … }`, `else if direction == .decrement { … }`, or, as the lessons write it, a
        // second `if direction == .decrement { … }` after the first.
        let otherBranch = current.isIdentifier("else") || current.isIdentifier("if") && peek(1).isIdentifier(parameter.text)
        if current.isIdentifier("else") { advance() }
        if otherBranch, current.isIdentifier("if") {
            advance()
            let location = current.location
            let second = try directionTest(parameter)
            guard second != first else { throw Problem(.duplicateDirection(second), at: location) }
        }
        if otherBranch { otherEffects = try directionBlock() }
        return first == "increment" ? (firstEffects, otherEffects) : (otherEffects, firstEffects)
    }

    /// `direction == .increment` or `direction != .decrement`: the direction whose code follows.
    private mutating func directionTest(_ parameter: Token) throws(Problem) -> String {
        let subject = try expectIdentifier("'\(parameter.text)' after 'if'")
        guard subject.text == parameter.text else {
            throw Problem(.switchOnOther(subject.text, parameter: parameter.text), at: subject.location)
        }
        guard current.isSymbol("==") || current.isSymbol("!=") else {
            throw Problem(.expected("'==' or '!=' and a direction, as in \(parameter.text) == .increment", found: current),
                          at: current.location)
        }
        let equal = advance().text == "=="
        if current.isIdentifier("AccessibilityAdjustmentDirection") { advance() }
        let dot = current
        try expectSymbol(".", "'.increment' or '.decrement'")
        let direction = try expectIdentifier("'increment' or 'decrement'")
        guard direction.text == "increment" || direction.text == "decrement" else {
            throw Problem(.unknownDirection(direction.text, suggestion: NearMiss.suggestion(for: direction.text, in: ["increment", "decrement"])),
                          at: dot.location)
        }
        return equal == (direction.text == "increment") ? "increment" : "decrement"
    }

    /// `{ … }` after a direction's test: its statements.
    private mutating func directionBlock() throws(Problem) -> [Effect] {
        skipNewlines()
        let open = current
        try expectSymbol("{", "'{ … }', the code for that direction")
        var effects: [Effect] = []
        while try nextInBraces(opened: open) {
            effects += bodyStatementRecovering()
        }
        return effects
    }
}
