/// A Composable's text that reads the app's state (`text: "$count in basket"` on a screen that
/// declares `count`): Compose composes it again when the state changes, so the text is kept as an
/// expression over the variables, and its first value is the text with theirs.
enum ComposeStateText {
    /// The expression for `text`, or nil when it names no declared variable (a `$` before
    /// anything else is a dollar sign).
    static func binding(_ text: String, state: [String: StateVariable]) -> Expression? {
        var parts: [Expression] = []
        var literal = ""
        var rest = Substring(text)
        while let first = rest.first {
            if first == "$", let name = variableName(after: rest.dropFirst(), state: state) {
                if !literal.isEmpty { parts.append(.string(literal)) }
                literal = ""
                parts.append(.variable(name.name))
                rest = rest.dropFirst(1 + name.length)
                continue
            }
            literal.append(first)
            rest = rest.dropFirst()
        }
        if !literal.isEmpty { parts.append(.string(literal)) }
        return parts.contains { if case .variable = $0 { true } else { false } } ? .interpolation(parts) : nil
    }

    /// The text with each variable's first value written as Kotlin writes it (`2`, `2.5`, `true`).
    static func firstText(of expression: Expression, state: [String: StateVariable]) -> String {
        guard case .interpolation(let parts) = expression else { return "" }
        return parts.map { part in
            switch part {
            case .string(let text): text
            case .variable(let name):
                state[name].map { SwiftDescription.interpolated($0.value, as: $0.swiftType) } ?? ""
            default: ""
            }
        }.joined()
    }

    /// `count` or `{count}` after a `$`, when the screen declares it; `length` counts the braces.
    private static func variableName(after text: Substring, state: [String: StateVariable]) -> (name: String, length: Int)? {
        if text.first == "{", let close = text.firstIndex(of: "}") {
            let name = String(text[text.index(after: text.startIndex)..<close])
            return state[name] != nil ? (name, name.count + 2) : nil
        }
        let name = String(text.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        return state[name] != nil ? (name, name.count) : nil
    }
}
