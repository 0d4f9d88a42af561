import AXModel

/// SwiftUI's `Button("Sign in") { … }` written again with the app's action: the view is the
/// SwiftUI `Button` that shows that title on the screen, found when applied. Its action closure
/// is what a tap and VoiceOver's double tap run (Apple's documentation of `Button`: "the action
/// to perform when the user triggers the button"), read as a `.onTapGesture` closure is.
/// Also `Button("Sign in", action: { … })`, `Button(action: { … }) { Text("Sign in") }` and
/// `Button { … } label: { Text("Sign in") }`; a `role:` is read past. A label that names a view
/// of the screen (`Button(action: addToCart) { cartTile }`, the app's own view property) wraps that
/// view in a new Button where it stands.
extension Parser {
    mutating func swiftUIButtonStatement() throws(Problem) -> [Statement] {
        let name = advance()
        var title: ButtonLabel?
        var action: [Effect]?
        var names = FixScript.BodyNames()
        func readAction(_ parser: inout Parser) throws(Problem) {
            action = try parser.swiftUIClosure()
            names = parser.bodyNames
        }
        if current.isSymbol("(") {
            advance()
            skipNewlines()
            var first = true
            while !current.isSymbol(")") {
                if !first {
                    try expectSymbol(",", "',' or ')' in 'Button('")
                    skipNewlines()
                }
                try checkValid()
                if first, case .string = current.kind {
                    let (text, location) = try buttonTitle()
                    title = .title(text, location)
                } else if current.isIdentifier("label"), peek(1).isSymbol(":") {
                    advance(); advance()
                    title = try buttonLabel()
                } else if current.isIdentifier("action"), peek(1).isSymbol(":") {
                    advance(); advance()
                    if let function = current.identifier, !current.isIdentifier("self"),
                       peek(1).isSymbol(")") || peek(1).isSymbol(",") {
                        // `action: pay`: the app's own function, called on a tap, kept and not run.
                        advance()
                        action = [.appCall("\(function)()")]
                    } else {
                        try readAction(&self)
                    }
                } else if current.isIdentifier("role"), peek(1).isSymbol(":") {
                    advance(); advance()
                    try expectSymbol(".", "'.destructive' or '.cancel' after 'role:'")
                    _ = try expectIdentifier("'destructive' or 'cancel'")
                } else {
                    throw Problem(.expected("the button's title in double quotes, 'action: { … }', 'label: { … }' or 'role: …'",
                                            found: current),
                                  at: current.location)
                }
                first = false
                skipNewlines()
            }
            advance()
        }
        // Trailing closures: the action first unless given, then the label (`label:` when both trail).
        if current.isSymbol("{") {
            if action == nil {
                try readAction(&self)
            } else if title == nil {
                title = try buttonLabel()
            }
        }
        if current.isIdentifier("label"), peek(1).isSymbol(":") {
            advance(); advance()
            title = try buttonLabel()
        }
        guard let action else {
            throw Problem(.expected("the button's action, as in Button(\"Sign in\") { … }", found: current),
                          at: current.location)
        }
        let text: String, location: SourceLocation
        switch title {
        case nil:
            throw Problem(.expected("the button's title, as in Button(\"Sign in\") { … } or a label { Text(\"Sign in\") }",
                                    found: current), at: current.location)
        case .view(let view)?:
            // The app's own view, now the label of a Button made where it stands.
            let target = ElementReference(id: view.text, location: view.location)
            let button = Statement(target: target, change: .madeButton(EventHandler(event: "tap", effects: action), names: names),
                                   location: name.location, swiftUI: true)
            return [button] + (try modifiersAfterView(on: target, tappable: view.text))
        case .title(let shown, let place)?:
            (text, location) = (shown, place)
        case .image(let image, let place)?:
            let target = ElementReference(id: "", location: place, accessor: "imageLabel", shownText: image)
            let button = Statement(target: target, change: .handler(EventHandler(event: "tap", effects: action), names: names),
                                   location: name.location, swiftUI: true)
            return [button] + (try modifiersAfterView(on: target, tappable: image))
        }
        let target = ElementReference(id: "", location: location, shownText: text)
        let button = Statement(target: target, change: .handler(EventHandler(event: "tap", effects: action), names: names),
                               location: name.location, swiftUI: true)
        // `Button("Add address") { … }.accessibilityHint("…")`: the button's modifiers, as the body
        // writes them; a tap gesture there competes with the action, and is refused.
        return [button] + (try modifiersAfterView(on: target, tappable: text))
    }

    /// The modifiers after a SwiftUI view written again (`Toggle(…)`, `Link(…)`, `Button(…) { … }`),
    /// on its line or on the lines below that start with `.`; none is fine. On a view that acts by
    /// itself (`tappable`: its title), a tap gesture competes with its action and is refused.
    mutating func modifiersAfterView(on target: ElementReference, tappable: String? = nil) throws(Problem) -> [Statement] {
        if current.isNewline && peekPastNewlines().isSymbol(".") { skipNewlines() }
        guard current.isSymbol("."), peek(1).identifier != nil else { return [] }
        advance()
        let first = advance()
        if let tappable, first.isIdentifier("onTapGesture") {
            throw Problem(.tapGestureOnButton(tappable, title: tappable), at: first.location)
        }
        return try modifierChain(on: target, first: first, start: first.location)
    }

    /// A SwiftUI view made again up to its first labelled argument (`Toggle(`, `Link(`): its name,
    /// and its title when the first argument is one in double quotes, then the `,` (`then` says
    /// what is expected there).
    mutating func titledViewOpening(_ view: String, then: String) throws(Problem) -> (Token, (String, SourceLocation)?) {
        let start = advance()
        try expectSymbol("(", "'(' after '\(view)'")
        skipNewlines()
        try checkValid()
        guard case .string = current.kind else { return (start, nil) }
        let title = try buttonTitle()
        try expectSymbol(",", then)
        skipNewlines()
        return (start, title)
    }

    /// `{ Text("Agree") }` after a view's arguments: the title its label shows (`what`: the
    /// view's name, for the messages), the rest of the label read past.
    mutating func textLabel(of what: String) throws(Problem) -> (String, SourceLocation) {
        let open = advance()
        skipNewlines()
        guard current.isIdentifier("Text"), peek(1).isSymbol("(") else {
            throw Problem(.expected("Text(\"…\") in the \(what)'s label: the tutor finds the view by the words it shows",
                                    found: current), at: current.location)
        }
        advance(); advance()
        let title = try buttonTitle("text")
        try skipToClose(depth: 2, opened: open, "'}' to close the \(what)'s label")
        return title
    }

    /// SwiftUI's `Text("Shipping")` written again with its modifiers, as the view's body writes it:
    /// the `Text` on the screen that shows that text, found when applied. Modifiers that only
    /// change its look (`.font(.headline)`) are read past, as in any chain.
    mutating func swiftUITextStatement() throws(Problem) -> [Statement] {
        let start = advance()
        advance()
        try checkValid()
        let (text, location) = try buttonTitle("text")
        try expectSymbol(")", "')' to close 'Text('")
        if current.isNewline && peekPastNewlines().isSymbol(".") { skipNewlines() }
        guard current.isSymbol("."), let name = peek(1).identifier.map({ _ in peek(1) }) else {
            throw Problem(.textWithoutModifier(text), at: start.location)
        }
        advance(); advance()
        guard current.isSymbol("(") || current.isSymbol("{") else {
            throw Problem(.expected("'(' after '\(name.text)'", found: current), at: current.location)
        }
        let target = ElementReference(id: "", location: location, shownText: text, shownView: .Text)
        return try modifierChain(on: target, first: name, start: start.location)
    }

    /// A button's title (`what`: its title, or Compose's text) in double quotes, without
    /// interpolation: the tutor finds the button by it.
    mutating func buttonTitle(_ what: String = "title") throws(Problem) -> (String, SourceLocation) {
        let literal = current
        guard case .string(let parts) = literal.kind, parts.count <= 1, case .text(let text)? = parts.first ?? .text("") else {
            throw Problem(.expected("the button's \(what) in double quotes", found: literal), at: literal.location)
        }
        advance()
        return (text, literal.location)
    }

    /// What a `Button`'s label closure holds: a title the tutor finds the button by, or one view
    /// of the screen the Button is made around.
    enum ButtonLabel {
        case title(String, SourceLocation)
        case view(Token)
        /// `{ Image(systemName: "square.and.arrow.up") }`: an icon-only button, found by its image.
        case image(String, SourceLocation)
    }

    /// `{ Text("Sign in") }` or `{ Label("Sign in", systemImage: "…") }`: the title the label shows,
    /// the rest of the label read past; `{ cartTile }`: a view of the screen, on its own.
    private mutating func buttonLabel() throws(Problem) -> ButtonLabel {
        let open = current
        try expectSymbol("{", "the button's label, as in { Text(\"Sign in\") }")
        skipNewlines()
        if let view = current.identifier.map({ _ in current }), !current.isIdentifier("Text"), !current.isIdentifier("Label"),
           peekPastNewlines(from: 1).isSymbol("}") {
            advance()
            skipNewlines()
            advance()
            return .view(view)
        }
        // `Image(systemName: "gear")` or `Image("gear")`: a button that shows only an image.
        if current.isIdentifier("Image"), peek(1).isSymbol("(") {
            advance(); advance()
            if current.isIdentifier("systemName"), peek(1).isSymbol(":") { advance(); advance() }
            let (image, location) = try buttonTitle("image's name")
            try skipToClose(depth: 2, opened: open, "'}' to close the button's label")
            return .image(image, location)
        }
        guard current.isIdentifier("Text") || current.isIdentifier("Label"), peek(1).isSymbol("(") else {
            throw Problem(.expected("Text(\"…\") first in the button's label, an Image, or a view of the screen on its own "
                                    + "({ cartTile })", found: current), at: current.location)
        }
        advance(); advance()
        let (text, location) = try buttonTitle()
        try skipToClose(depth: 2, opened: open, "'}' to close the button's label")
        return .title(text, location)
    }
}
