import AXModel

/// The app's own code for an event, added by the fix: UIKit's `button.addAction(UIAction { _ in
/// … }, for: .touchUpInside)` and SwiftUI's `.onTapGesture { … }`. A double tap sends a
/// control's tap (and a switch's value change); an adjustment sends a value change.
extension Parser {
    /// The control events a handler may be added for, and what sends each in the model: a tap
    /// the first three, a value change the fourth; `editingChanged` (a text field's text typed)
    /// is taken as the app's code and never sent, as the model types nothing.
    static let controlEvents = ["touchUpInside", "touchDown", "primaryActionTriggered", "valueChanged", "editingChanged"]

    /// `x.addAction(UIAction { _ in … }, for: .touchUpInside)`
    mutating func addActionStatement(on target: ElementReference, method: Token, start: SourceLocation) throws(Problem) -> Statement {
        if target.part != nil { throw Problem(.modifierOnPart(target.spelled, pickerOption: isPickerOption(target)), at: method.location) }
        try expectSymbol("(", "'(UIAction { _ in … }, for: .touchUpInside)' after 'addAction'")
        skipNewlines()
        try checkValid()
        // `.init { _ in … }`: the parameter's type, UIAction, left for Swift to infer.
        if current.isSymbol("."), peek(1).isIdentifier("init") {
            advance()
        } else if !current.isIdentifier("UIAction") {
            throw Problem(.expected("UIAction { _ in … }", found: current), at: current.location)
        }
        advance()
        bodyNames = FixScript.BodyNames()
        var effects: [Effect]?
        var title: String?
        if current.isSymbol("(") {
            advance()
            skipNewlines()
            // `UIAction(title: "Save") { _ in … }`: a title (the action's, shown in a menu, not
            // the button's name) before the handler, which may follow as a trailing closure.
            if current.isIdentifier("title"), peek(1).isSymbol(":") {
                advance(); advance()
                title = try literalText(after: "title:")
                skipNewlines()
                if current.isSymbol(",") {
                    advance()
                    skipNewlines()
                }
            }
            if !current.isSymbol(")") {
                guard current.isIdentifier("handler"), peek(1).isSymbol(":") else {
                    throw Problem(.expected("'handler:' and the closure, or UIAction { _ in … }", found: current), at: current.location)
                }
                advance(); advance()
                skipNewlines()
                effects = try handler(returnsBool: false)
                skipNewlines()
            }
            try expectSymbol(")", "')' to close UIAction(")
        }
        if effects == nil {
            guard current.isSymbol("{") else {
                throw Problem(.expected("the action's closure, as in UIAction(title: \"Save\") { _ in … }", found: current),
                              at: current.location)
            }
            effects = try handler(returnsBool: false)
        }
        skipNewlines()
        try expectSymbol(",", "', for: .touchUpInside', the event the code runs on")
        skipNewlines()
        guard current.isIdentifier("for"), peek(1).isSymbol(":") else {
            throw Problem(.expected("'for:' and the event, as in for: .touchUpInside", found: current), at: current.location)
        }
        advance(); advance()
        let event = try enumerationCase(type: ["UIControl", "Event"], among: Parser.controlEvents,
                                        dotted: "an event such as '.touchUpInside'", bare: "an event such as 'touchUpInside'") {
            .unknownControlEvent($0.text, suggestion: $1)
        }
        skipNewlines()
        try expectSymbol(")", "')' to close addAction(")
        return Statement(target: target, change: .handler(EventHandler(event: event.text, effects: effects ?? [], actionTitle: title,
                                                                       capture: handlerCapture),
                                                        names: bodyNames),
                         location: start)
    }

    /// SwiftUI's `.onTapGesture { … }`: a tap on the view (VoiceOver's double tap) runs it; the
    /// closure changes the app's state.
    mutating func tapGesture(_ modifier: Token) throws(Problem) -> Change {
        if current.isSymbol("(") {
            advance()
            guard current.isSymbol(")") else {
                throw Problem(.expected("'{ … }': the tutor models a single tap, .onTapGesture { … }", found: current),
                              at: current.location)
            }
            advance()
        }
        return .handler(EventHandler(event: "tap", effects: try swiftUIClosure()), names: bodyNames)
    }
}
