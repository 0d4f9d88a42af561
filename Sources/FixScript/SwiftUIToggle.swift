import AXModel

/// SwiftUI's `Toggle("Agree", isOn: $accepted)` written again, as the view's body writes it: the
/// `Toggle` on the screen with that title, found when applied, bound to a Bool the screen
/// declares under `state:`. A double tap flips the switch and sets the Bool (Apple's
/// documentation of `Toggle`: "a binding to a property that determines whether the toggle is on
/// or off"). Also `Toggle(isOn: $accepted) { Text("Agree") }`. Its modifiers follow it.
extension Parser {
    mutating func swiftUIToggleStatement() throws(Problem) -> [Statement] {
        var (_, title) = try titledViewOpening("Toggle", then: "',' and 'isOn: $…' after the toggle's title")
        guard current.isIdentifier("isOn"), peek(1).isSymbol(":") else {
            throw Problem(.expected("'isOn: $' and the Bool the toggle shows, as in Toggle(\"Agree\", isOn: $accepted)",
                                    found: current), at: current.location)
        }
        advance(); advance()
        try checkValid()
        if current.isSymbol("."), peek(1).isIdentifier("constant") { throw Problem(.constantToggle, at: current.location) }
        guard current.isSymbol("$") else { throw Problem(.toggleBindingNeedsDollar, at: current.location) }
        advance()
        let name = try expectIdentifier("the Bool's name after '$'")
        skipNewlines()
        try expectSymbol(")", "')' to close 'Toggle('")
        // `Toggle(isOn: $accepted) { Text("Agree") }`: the title in the label.
        if title == nil, current.isSymbol("{") { title = try textLabel(of: "toggle") }
        guard let (text, location) = title else {
            throw Problem(.expected("the toggle's title, as in Toggle(\"Agree\", isOn: $accepted)", found: current),
                          at: current.location)
        }
        let target = ElementReference(id: "", location: location, shownText: text, shownView: .Toggle)
        let toggle = Statement(target: target, change: .bindOn(name.text), location: name.location, swiftUI: true)
        return [toggle] + (try modifiersAfterView(on: target))
    }
}
