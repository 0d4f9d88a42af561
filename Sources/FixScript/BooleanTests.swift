import AXModel

/// A Bool property's value that Swift computes from other values: `cardField.text != nil`,
/// `!(cardField.text ?? "").isEmpty`, `slider.value > 0`, SwiftUI's `.disabled(name.isEmpty)`.
/// A plain literal, another Bool (`offline.isOn`, `cardField.hasText`) or a state variable is read
/// by `scalar(for:)` as before, with its own messages.
extension Parser {
    /// The test a Bool property is given, when one is written (iOS); nil otherwise.
    mutating func booleanTest(for property: ElementProperty) throws(Problem) -> Value? {
        guard platform == .ios, property.kind == .bool, testFollows() else { return nil }
        let start = current
        let value = try logicalExpression(at: start.location)
        // `cardField.text?.isEmpty` alone is a `Bool?`, which a Bool property does not take.
        if case .measured(let inner, .isEmpty, chained: true, let location) = value {
            throw Problem(.measuredOptional(Parser.spelledRead(inner), member: "isEmpty", chained: true), at: location)
        }
        guard Parser.isTest(value) else {
            throw Problem(.testNotBool(property: property.name), at: start.location)
        }
        return value
    }

    /// Values joined with `||` and `&&` (`||` binding looser, both looser than a comparison, as in
    /// Swift), each maybe negated and compared; one plain value when none is joined.
    mutating func logicalExpression(at location: SourceLocation) throws(Problem) -> Value {
        try joined(by: "||", at: location)
    }

    /// Values joined by `symbol`: `||` joins what `&&` joins, and `&&` joins single tests.
    private mutating func joined(by symbol: String, at location: SourceLocation) throws(Problem) -> Value {
        let all = symbol == "&&"
        var value = all ? try comparisonTest(at: location) : try joined(by: "&&", at: location)
        var joins = 0
        defer { nesting -= joins }
        while current.isSymbol(symbol) {
            let token = advance()
            try enterNesting()
            joins += 1
            let next = all ? try comparisonTest(at: location) : try joined(by: "&&", at: location)
            value = .logical(value, next, all: all, token.location)
        }
        return value
    }

    /// One value, negated with `!` (which binds tighter than a comparison and looser than
    /// `.isEmpty`, as Swift's prefix operator), compared with another; `??` and a choice as
    /// inside `\( )`.
    private mutating func comparisonTest(at location: SourceLocation) throws(Problem) -> Value {
        try checkValid()
        var negations = 0
        while current.isSymbol("!") {
            advance()
            try enterNesting()
            negations += 1
        }
        defer { nesting -= negations }
        guard negations > 0 else { return try coalescedOperand(at: current.location) }
        var value = try interpolatedOperand(at: current.location)
        for _ in 0..<negations { value = .negated(value) }
        if let comparison = Parser.comparisonSymbols.first(where: current.isSymbol).flatMap(Condition.Comparison.init) {
            let symbol = advance()
            value = .compared(value, comparison, try arithmeticOperand(at: current.location), symbol.location)
            if let second = Parser.comparisonSymbols.first(where: current.isSymbol) {
                throw Problem(.chainedComparison(symbol.text, second), at: current.location)
            }
        }
        return value
    }

    /// Swift's comparison operators, as the lexer writes them.
    static let comparisonSymbols = ["==", "!=", "<", "<=", ">", ">="]

    /// Whether the value from here to the statement's end (or to the parenthesis that closes a
    /// modifier) holds a comparison, `&&`, `||` or an `isEmpty`, or starts with parentheses: a
    /// test, not a value.
    func testFollows() -> Bool {
        var offset = 0
        while peek(offset).isSymbol("!") { offset += 1 }
        if peek(offset).isSymbol("(") { return true }
        var depth = 0
        for index in 0..<256 {
            let token = peek(index)
            switch token.kind {
            case .end: return false
            case .symbol("("), .symbol("["): depth += 1
            case .symbol(")"), .symbol("]"):
                if depth == 0 { return false }
                depth -= 1
            case .symbol(let symbol) where depth == 0 && (symbol == ";" || symbol == "}" || symbol == ","):
                return false
            case .symbol(let symbol) where Parser.comparisonSymbols.contains(symbol) || symbol == "&&" || symbol == "||":
                return true
            case .identifier("isEmpty") where index > 0 && peek(index - 1).isSymbol("."):
                return true
            default:
                if token.isNewline && depth == 0 { return false }
            }
        }
        return false
    }

    /// Whether a value is a Bool by its shape: a comparison, `isEmpty`, `!`, a choice, a Bool
    /// literal or property, or a state variable (whose kind the screen says when applied).
    static func isTest(_ value: Value) -> Bool {
        switch value {
        case .compared, .measured(_, .isEmpty, chained: false, _), .choice, .state, .constant(.bool), .logical: true
        case .negated(let inner): isTest(inner)
        case .read(_, let property): ElementProperty.named(property)?.kind == .bool
        default: false
        }
    }

    /// `.isEmpty` or `.count` after a value (iOS): Swift's `String.isEmpty` and `String.count`,
    /// or through `?.` on a `String?` (a `Bool?` or an `Int?`: compared, or given a default with
    /// `??`). A `String?` reached without `?.` is refused when applied, where its type is known.
    mutating func measureCall(on value: Value) throws(Problem) -> Value {
        guard platform == .ios else { return value }
        let chained = current.isSymbol("?") && peek(1).isSymbol(".")
        let dot = chained ? 1 : 0
        guard peek(dot).isSymbol("."), let measure = peek(dot + 1).identifier.flatMap(FixScript.TextMeasure.init(rawValue:)) else {
            return value
        }
        if chained { advance() }
        advance()
        let name = advance()
        return .measured(value, measure, chained: chained, name.location)
    }

    /// A read as written, for a message (`cardField.text`); "the text" for anything else.
    static func spelledRead(_ value: Value) -> String {
        if case .read(let reference, let property) = value { return "\(reference.spelled).\(reference.swiftPath(of: property))" }
        if case .state(let name, _) = value { return name }
        return "the text"
    }
}
