import AXModel

/// Material's `Button(onClick = { … }) { Text("Skip to results") }` written again with the app's
/// click: the node is the button that shows that text on the screen (a `Composable` with the
/// button role), found when applied. `onClick` runs as `Modifier.clickable`'s lambda does,
/// `enabled = false` disables it, and `modifier = Modifier…` is read as the node's modifier chain.
extension Parser {
    /// Material's button composables, each a clickable node with the button role around its content.
    static let composeButtons = ["Button", "TextButton", "OutlinedButton", "ElevatedButton", "FilledTonalButton"]

    mutating func composeButtonStatement() throws(Problem) -> [Statement] {
        let name = advance()
        let arguments = try buttonArguments(of: name)
        let (text, textLocation) = try buttonContent(of: name)
        let target = ElementReference(id: "", location: textLocation, shownText: text)
        return try arguments.statements(on: target, at: name.location) + modifierArgument(at: arguments.modifierStart, on: target)
    }

    /// What a Material button's arguments say: its click, `enabled = …`, and where its
    /// `modifier = …` starts (read once the node is known).
    struct ButtonArguments {
        var click: Change
        var enabled: Change?
        var modifierStart: Int?

        func statements(on target: ElementReference, at location: SourceLocation) -> [Statement] {
            [click, enabled].compactMap { $0 }.map { Statement(target: target, change: $0, location: location, compose: true) }
        }
    }

    /// A Material button's `( … )`, from its `(`: `onClick = { … }`, which Kotlin requires, runs
    /// as `Modifier.clickable`'s lambda does; the arguments that only change its look are read past.
    mutating func buttonArguments(of name: Token) throws(Problem) -> ButtonArguments {
        try expectSymbol("(", "'(onClick = { … })' after '\(name.text)'")
        bodyNames = FixScript.BodyNames()
        var effects: [Effect]?
        var enabled: Change?
        var modifierStart: Int?
        let labels = ["onClick", "modifier", "enabled", "shape", "colors", "elevation", "border", "contentPadding",
                      "interactionSource"]
        var first = true
        while let label = try argumentLabel(of: name, among: labels, first: first) {
            first = false
            switch label.text {
            case "onClick" where current.isSymbol("{"): effects = try composeClickLambda()
            case "onClick" where current.identifier != nil && (peek(1).isSymbol(",") || peek(1).isSymbol(")")):
                // `onClick = onAttach`: a function of the app's passed as the click, which the tutor keeps and does not run.
                effects = [.appCall(advance().text + "()")]
            case "enabled": enabled = try enabledArgument()
            case "modifier":
                modifierStart = position
                try skipArgument(of: name)
            default: try skipArgument(of: name)
            }
        }
        guard let effects else {
            throw Problem(.buttonWithoutClick(name.text), at: name.location)
        }
        return ButtonArguments(click: .handler(EventHandler(event: "tap", effects: effects), names: bodyNames),
                               enabled: enabled, modifierStart: modifierStart)
    }

    /// A composable's `modifier = Modifier…` argument, skipped where it was written and read here
    /// as the node's modifier chain, once the node it belongs to is known; none when `start` is nil.
    mutating func modifierArgument(at start: Int?, on target: ElementReference) throws(Problem) -> [Statement] {
        guard let start else { return [] }
        let end = position
        position = start
        defer { position = end }
        // `modifier = …` is the composable's whole modifier, as `x.modifier = …` is.
        return [Statement(target: target, change: .replaceModifier, location: target.location, compose: true)]
            + (try composeChain(on: target, first: nil))
    }

    /// Compose's `Text("Upload complete", modifier = Modifier.semantics { … })` (or `text = "…"`)
    /// written again with its modifier: the node is the one that shows that text, found when
    /// applied; the other arguments (`style`, `color`, …) only change its look.
    mutating func composeTextStatement() throws(Problem) -> [Statement] {
        let name = advance()
        try expectSymbol("(", "'(\"…\", modifier = Modifier…)' after 'Text'")
        skipNewlines()
        var text: (String, SourceLocation)?
        var modifierStart: Int?
        var first = true
        func readText(_ parser: inout Parser) throws(Problem) {
            guard case .string = parser.current.kind else {
                throw Problem(.composeTextNotLiteral, at: parser.current.location)
            }
            text = try parser.buttonTitle("text")
        }
        if !current.isSymbol(")"), !(current.identifier != nil && peek(1).isSymbol("=")) {
            try readText(&self)
            first = false
            // `Text("Method", Modifier.semantics { … })`: Material's `Text(text, modifier, …)` takes
            // its modifier second, by position too.
            skipNewlines()
            if current.isSymbol(","), peekPastNewlines(from: 1).isIdentifier("Modifier") {
                advance()
                skipNewlines()
                modifierStart = position
                try skipArgument(of: name)
            }
        }
        let labels = ["text", "modifier", "color", "fontSize", "fontStyle", "fontWeight", "fontFamily", "letterSpacing",
                      "textDecoration", "textAlign", "lineHeight", "overflow", "softWrap", "maxLines", "minLines", "style"]
        while let label = try argumentLabel(of: name, among: labels, first: first) {
            first = false
            switch label.text {
            case "text": try readText(&self)
            case "modifier":
                modifierStart = position
                try skipArgument(of: name)
            default: try skipArgument(of: name)
            }
        }
        guard let (shown, location) = text else { throw Problem(.composeTextNotLiteral, at: name.location) }
        guard let modifierStart else { throw Problem(.composeTextWithoutModifier(shown), at: name.location) }
        let target = ElementReference(id: "", location: location, shownText: shown, shownView: .Composable)
        // Each is the Text's: the code shown after a pass is the Text as typed, from its first line.
        return Parser.located(try modifierArgument(at: modifierStart, on: target), at: name.location)
    }

    /// A composable written again: each of its statements starts where the composable does, so the
    /// code shown after a pass is the composable as typed, from its first line.
    static func located(_ statements: [Statement], at location: SourceLocation) -> [Statement] {
        statements.map { statement in
            var statement = statement
            statement.location = location
            return statement
        }
    }

    /// The content lambda, `{ Text("Skip to results") }` (or `Text(text = "…")`), whose text names
    /// the button; what follows the `Text` (an `Icon`, a `Spacer`) is read past.
    private mutating func buttonContent(of name: Token) throws(Problem) -> (String, SourceLocation) {
        let open = current
        guard current.isSymbol("{") else {
            throw Problem(.expected("the button's content after ')', as in { Text(\"Save\") }", found: current),
                          at: current.location)
        }
        advance()
        skipNewlines()
        guard current.isIdentifier("Text"), peek(1).isSymbol("(") else {
            let iconOnly = current.isIdentifier("Icon")
                ? "; a button that shows only an icon is an IconButton: IconButton(onClick = { … }) { Icon(…) }" : ""
            throw Problem(.expected("Text(\"…\") first in the button's content: the tutor finds the button by its text" + iconOnly,
                                    found: current), at: current.location)
        }
        advance(); advance()
        if current.isIdentifier("text"), peek(1).isSymbol("=") { advance(); advance() }
        try checkValid()
        let (text, location) = try buttonTitle("text")
        try expectSymbol(")", "')' to close 'Text('")
        // The rest of the content, brackets balanced, to its closing brace.
        try skipToClose(depth: 1, opened: open, "'}' to close the content of '\(name.text)'")
        return (text, location)
    }

    /// Reads past the rest of a view's content, `depth` brackets deep, brackets balanced, to the
    /// close of the one opened at `open`; fails with `closing` when the input ends first.
    mutating func skipToClose(depth: Int, opened open: Token, _ closing: String) throws(Problem) {
        var depth = depth
        while depth > 0 {
            try checkValid()
            if current.kind == .end { throw Problem(.expected(closing, found: current), at: open.location) }
            if current.isSymbol("(") || current.isSymbol("{") || current.isSymbol("[") { depth += 1 }
            if current.isSymbol(")") || current.isSymbol("}") || current.isSymbol("]") { depth -= 1 }
            advance()
        }
    }
}
