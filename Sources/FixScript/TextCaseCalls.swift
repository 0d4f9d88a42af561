import AXModel

/// `caption.text?.uppercased()`, `title.lowercased()`, `(name ?? "").capitalized`: Swift's and
/// Foundation's ways to change a text's letters, after the value they change (iOS only: Kotlin
/// writes `uppercase()` and has no `capitalized`).
extension Parser {
    /// The methods that follow `value`, each applied in turn; `value` when none does.
    mutating func textCaseCalls(on value: Value) -> Value {
        guard platform == .ios else { return value }
        var value = value
        while true {
            let chained = current.isSymbol("?") && peek(1).isSymbol(".")
            let offset = chained ? 1 : 0
            guard peek(offset).isSymbol("."), let name = peek(offset + 1).identifier else { return value }
            let textCase: TextCase
            switch name {
            case "uppercased" where isEmptyCall(at: offset + 2): textCase = .uppercased
            case "lowercased" where isEmptyCall(at: offset + 2): textCase = .lowercased
            case "capitalized" where !peek(offset + 2).isSymbol("("): textCase = .capitalized
            default: return value
            }
            for _ in 0..<(offset + 1) { advance() }
            let method = advance()
            if textCase != .capitalized { advance(); advance() }
            value = .cased(value, textCase, chained: chained, method.location)
        }
    }

    private func isEmptyCall(at offset: Int) -> Bool {
        peek(offset).isSymbol("(") && peek(offset + 1).isSymbol(")")
    }
}
