import AXModel

/// UIKit's `save.setTitle("Save draft", for: .normal)`: the title a `UIButton` shows in its
/// normal state, which VoiceOver reads as the button's name unless an `accessibilityLabel` is set
/// (docs/voiceover.md VO-5.1). A title for another state (`.disabled`, `.selected`) shows only in
/// that state, which the model does not keep apart: it is refused as not read yet.
extension Parser {
    mutating func setTitleStatement(on target: ElementReference, start: SourceLocation) throws(Problem) -> Statement {
        try expectSymbol("(", "'(' after 'setTitle'")
        try checkValid()
        let title: Value
        if current.isIdentifier("nil") {
            advance()
            title = .constant(.nil_)
        } else {
            guard let property = ElementProperty.named("accessibilityLabel") else {
                throw Problem(.expected("the title in double quotes", found: current), at: current.location)
            }
            title = try value(for: property)
        }
        try expectSymbol(",", "', for: .normal' after the title")
        if current.isIdentifier("forSegmentAt"), peek(1).isSymbol(":") {
            // UISegmentedControl's `setTitle(_:forSegmentAt:)` is real, and changes what the segment shows.
            throw Problem(.segmentTitleChangesTheLook(target.id, segment: peek(2).text), at: current.location)
        }
        try normalState(example: "for: .normal")
        try expectSymbol(")", "')' to close 'setTitle('")
        return Statement(target: target, change: .buttonTitle(title), location: start)
    }

    /// `for: .normal`: the one state the model keeps a title for; another is refused as not read yet.
    private mutating func normalState(example: String) throws(Problem) {
        guard current.isIdentifier("for"), peek(1).isSymbol(":") else {
            throw Problem(.expected("'for:' and the state, as in \(example)", found: current), at: current.location)
        }
        advance(); advance()
        let state = try enumerationCase(type: ["UIControl", "State"], among: Parser.controlStates,
                                        dotted: "a state such as '.normal'", bare: "a state such as 'normal'") {
            .unknownControlState($0.text, suggestion: $1)
        }
        guard state.text == "normal" else { throw Problem(.titleForState(state.text), at: state.location) }
    }

    /// `save.title(for: .normal)` and `save.currentTitle` read as values: a UIButton's title, a
    /// `String?` as UIKit declares both (`reference.accessor` keeps which was written); nil for
    /// any other property name.
    mutating func buttonTitleRead(_ token: Token, of reference: inout ElementReference) throws(Problem) -> ElementProperty? {
        guard let title = ElementProperty.named("title") else { return nil }
        if token.isIdentifier("currentTitle") {
            reference.accessor = "currentTitle"
            return title
        }
        guard token.isIdentifier("title"), current.isSymbol("(") else { return nil }
        advance()
        try normalState(example: "title(for: .normal)")
        try expectSymbol(")", "')' to close 'title(for:'")
        reference.accessor = "title(for:)"
        return title
    }

    /// `UIControl.State`'s cases that a title is set for.
    static let controlStates = ["normal", "highlighted", "disabled", "selected", "focused"]
}
