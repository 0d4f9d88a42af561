import AXModel

/// `caption.text?.uppercased()`, `title.lowercased()`, `(name ?? "").capitalized`: Swift's and
/// Foundation's ways to change a text's letters, after the value they change; Kotlin's
/// `uppercase()` and `lowercase()` (`kotlinTextCaseCalls`).
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

    /// Kotlin's `"play".uppercase()`, `getString(R.string.play).lowercase()`,
    /// `caption.text.toString().uppercase()`: String methods (Kotlin 1.5), so a view's text, a
    /// `CharSequence`, is made a String first. `toUpperCase()`, `toLowerCase()` and `capitalize()`
    /// are refused: deprecated since Kotlin 1.5, errors since 2.1 (kotlinlang.org's API pages).
    mutating func kotlinTextCaseCalls(on value: Value) throws(Problem) -> Value {
        var value = value
        while current.isSymbol("."), let name = peek(1).identifier {
            let rootLocale = ["uppercase", "lowercase"].contains(name) ? try isRootLocaleCall(name, at: 2) : false
            let textCase: TextCase
            switch name {
            case "uppercase" where isEmptyCall(at: 2) || rootLocale: textCase = .uppercased
            case "lowercase" where isEmptyCall(at: 2) || rootLocale: textCase = .lowercased
            case "toUpperCase", "toLowerCase", "capitalize":
                throw Problem(.removedKotlinTextCase(name), at: peek(1).location)
            // `removeSuffix(" button")`, `trim()`: a String method the tutor does not run.
            case _ where peek(2).isSymbol("("):
                throw Problem(.unreadKotlinTextMethod(name), at: peek(1).location)
            default: return value
            }
            if case .read(let reference, let property) = value {
                let read = "\(reference.id).\(FixScript.kotlinName(property))"
                throw Problem(.textCaseOnCharSequence(read, method: name + "()"), at: peek(1).location)
            }
            advance()
            let method = advance()
            advance()
            if current.isIdentifier("Locale") { advance(); advance(); advance() }
            advance()
            value = .cased(value, textCase, chained: false, method.location)
        }
        return value
    }

    /// `uppercase(Locale.ROOT)`: the invariant locale, which `uppercase()` uses too (kotlinlang.org's
    /// `String.uppercase()`: "using the rules of the invariant locale"), so the same call. Another
    /// locale follows its language's rules (Turkish's dotted i), which the model does not have.
    private func isRootLocaleCall(_ name: String, at offset: Int) throws(Problem) -> Bool {
        guard peek(offset).isSymbol("("), peek(offset + 1).isIdentifier("Locale"), peek(offset + 2).isSymbol("."),
              let locale = peek(offset + 3).identifier else { return false }
        if locale == "ROOT" && peek(offset + 4).isSymbol(")") { return true }
        var end = offset + 3, depth = 0
        while end < offset + 16, depth > 0 || !peek(end).isSymbol(")"), peek(end).kind != .end {
            if peek(end).isSymbol("(") { depth += 1 }
            if peek(end).isSymbol(")") { depth -= 1 }
            end += 1
        }
        let written = (offset + 1..<end).map { peek($0).text }.joined()
        throw Problem(.kotlinTextCaseLocale(name, locale: written), at: peek(offset + 1).location)
    }

    private func isEmptyCall(at offset: Int) -> Bool {
        peek(offset).isSymbol("(") && peek(offset + 1).isSymbol(")")
    }
}
