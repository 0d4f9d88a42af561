import AXModel

/// SwiftUI's way to move VoiceOver's focus (docs/voiceover.md VO-8.12): a Bool declared
/// `@AccessibilityFocusState var isErrorFocused: Bool`, a view marked
/// `.accessibilityFocused($isErrorFocused)`, and code that sets `isErrorFocused = true`.
extension Parser {
    /// `@AccessibilityFocusState private var NAME: Bool`
    mutating func focusStateDeclaration() throws(Problem) -> Statement {
        let at = advance()
        let wrapper = try expectIdentifier("a property wrapper after '@', as in @AccessibilityFocusState")
        guard wrapper.text == "AccessibilityFocusState" else {
            throw Problem(.unknownPropertyWrapper(wrapper.text), at: wrapper.location)
        }
        while let word = current.identifier, ["private", "fileprivate", "internal"].contains(word) { advance() }
        guard current.isIdentifier("var") else {
            throw Problem(.expected("'var': a property wrapper's value changes", found: current), at: current.location)
        }
        advance()
        let name = try expectIdentifier("the state's name, as in isErrorFocused")
        if current.isSymbol("=") { throw Problem(.focusStateValue, at: current.location) }
        try expectSymbol(":", "': Bool' after '\(name.text)': a focus state is a Bool here")
        let type = try expectIdentifier("'Bool'")
        guard type.text == "Bool" else { throw Problem(.focusStateType(type.text), at: type.location) }
        if current.isSymbol("=") { throw Problem(.focusStateValue, at: current.location) }
        return Statement(target: ElementReference(id: name.text, location: name.location), change: .declareFocusState(name.text),
                         location: at.location)
    }

    /// `.accessibilityFocused($NAME)`: the view VoiceOver's focus goes to when NAME becomes true.
    mutating func focusBinding(_ modifier: Token) throws(Problem) -> Change {
        try expectSymbol("(", "'($isFocused)' after 'accessibilityFocused'")
        guard current.isSymbol("$") else { throw Problem(.focusBindingNeedsDollar, at: current.location) }
        advance()
        let name = try expectIdentifier("the focus state's name after '$'")
        if current.isSymbol(",") { throw Problem(.focusStateEquals, at: current.location) }
        try expectSymbol(")", "')' to close accessibilityFocused(")
        return .focusBinding(name.text)
    }
}
