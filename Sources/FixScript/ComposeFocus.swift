import AXModel

/// Compose's way to move focus (docs/talkback.md TB-7.12): a requester declared
/// `val errorFocus = remember { FocusRequester() }`, attached to a node with
/// `Modifier.focusRequester(errorFocus)`, and `errorFocus.requestFocus()` in the code a click runs
/// (`Modifier.clickable { … }`).
extension Parser {
    /// `val NAME = remember { FocusRequester() }`, or `= FocusRequester()`, with an optional
    /// `: FocusRequester`. Any other `val` is Kotlin the tutor does not run.
    mutating func focusRequesterDeclaration() throws(Problem) -> Statement {
        let start = current
        advance()
        let name = try expectIdentifier("the requester's name after 'val', as in errorFocus")
        if current.isSymbol(":") {
            advance()
            let type = try expectIdentifier("'FocusRequester'")
            guard type.text == "FocusRequester" else { throw Problem(.kotlinKeyword("val"), at: start.location) }
        }
        try expectSymbol("=", "'= remember { FocusRequester() }' after '\(name.text)'")
        let remembered = current.isIdentifier("remember")
        if remembered {
            advance()
            try expectSymbol("{", "'{ FocusRequester() }' after 'remember'")
            skipNewlines()
        }
        guard current.isIdentifier("FocusRequester"), peek(1).isSymbol("("), peek(2).isSymbol(")") else {
            throw Problem(.kotlinKeyword("val"), at: start.location)
        }
        advance(); advance(); advance()
        if remembered {
            skipNewlines()
            try expectSymbol("}", "'}' to close 'remember {'")
        }
        return Statement(target: ElementReference(id: name.text, location: name.location),
                         change: .declareFocusRequester(name.text), location: start.location)
    }

    /// `focusRequester(NAME)`: the node the requester gives input focus to.
    mutating func focusRequesterModifier() throws(Problem) -> Change {
        try expectSymbol("(", "'(errorFocus)' after 'focusRequester': the requester declared with remember { FocusRequester() }")
        let name = try expectIdentifier("the requester's name, as in focusRequester(errorFocus)")
        try expectSymbol(")", "')' to close focusRequester(")
        // Whether a focus target follows in the chain is known once the chain is read.
        return .focusRequester(name.text, targetAfter: false)
    }

    /// A click's lambda: `NAME.requestFocus()` moves input focus through a requester, and
    /// `count++`, `saved = !saved` change the app's variables (`state:`), which Compose reads
    /// again; any other statement is the app's own code (`onPlay()`), kept and not run.
    mutating func composeClickLambda() throws(Problem) -> [Effect] {
        var parameter: String?
        return try composeClickLambda(parameter: &parameter)
    }

    /// A lambda that takes one value (`onValueChange`): `parameter` comes in as Kotlin's
    /// implicit name (`it`) and goes out as the name the lambda gives it (`{ on -> … }`).
    mutating func composeClickLambda(parameter: inout String?) throws(Problem) -> [Effect] {
        let open = current
        try expectSymbol("{", "'{' to start the click's code")
        if parameter != nil, current.isNewline || current.identifier != nil {
            let start = position
            skipNewlines()
            if let name = current.identifier, peek(1).isSymbol("->") {
                parameter = name
                advance(); advance()
            } else {
                position = start
            }
        }
        var effects: [Effect] = []
        while try nextInBraces(opened: open) {
            let start = position
            if current.identifier != nil, peek(1).isSymbol("."), peek(2).isIdentifier("requestFocus"), !peek(3).isSymbol("(") {
                // Kotlin does not run a function named without its call.
                throw Problem(.expected("'()' to call requestFocus, as in \(current.text).requestFocus()", found: peek(3)),
                              at: peek(3).location)
            }
            if let name = current.identifier, peek(1).isSymbol("."), peek(2).isIdentifier("requestFocus"),
               peek(3).isSymbol("("), peek(4).isSymbol(")") {
                bodyNames.focusRequesters.append(ElementReference(id: name, location: current.location))
                for _ in 0..<5 { advance() }
                if current.isNewline || current.isSymbol(";") || current.isSymbol("}") {
                    effects.append(.requestFocusThrough(name))
                    continue
                }
            }
            if let name = current.identifier, peek(1).isSymbol("."), peek(2).identifier != nil,
               peek(3).isSymbol("=") || peek(3).isSymbol("+=") || peek(3).isSymbol("-=") {
                // `basketCount.text = …`, `viewModel.total = 3`: checked against the screen's nodes
                // when applied (a node is refused; an object of the app's is its own code, kept).
                bodyNames.memberAssignments.append(ElementReference(id: name, location: current.location))
                recover(from: start, stopAtClosingBrace: true)
                effects.append(.appCall(Parser.sourceText(tokens[start..<position]).trimmingCharacters(in: .whitespacesAndNewlines)))
                continue
            }
            if let name = current.identifier, emptyCall("toggle", at: 1) {
                bodyNames.toggleCalls.append(ElementReference(id: name, location: peek(2).location))
            }
            if current.identifier != nil, peek(1).isSymbol("."), peek(2).isIdentifier("announceForAccessibility") {
                // `view.announceForAccessibility("Added")`: the View that holds the composition
                // (`val view = LocalView.current`) speaks the text (TB-7.8); a node is no View.
                let view = advance()
                advance(); advance()
                bodyNames.announcingViews.append(ElementReference(id: view.text, location: view.location))
                effects.append(try announcement(by: view, scope: .composable))
                try endOfStatement(insideBraces: true)
                continue
            }
            if atVariableChange() {
                effects.append(try kotlinVariableChange())
                try endOfStatement(insideBraces: true)
                continue
            }
            // The app's own code (`startRecording()`, `viewModel.save()`): kept as written, not run.
            // Only a call is: `saved := it` is no Kotlin, and is told where it stops being a call.
            let length = memberCallLength() ?? (current.identifier != nil && peek(1).isSymbol("(") ? 1 : nil)
            guard let length else {
                let found = current.identifier != nil ? peek(1) : current
                throw Problem(.expected("the app's call, such as onSave(), or a variable set with '=', as in saved = it",
                                        found: found), at: found.location)
            }
            for _ in 0..<length { advance() }
            let paren = advance()
            try skipToClose(depth: 1, opened: paren, "')' to close the call")
            try endOfStatement(insideBraces: true)
            effects.append(.appCall(Parser.sourceText(tokens[start..<position]).trimmingCharacters(in: .whitespacesAndNewlines)))
        }
        return effects
    }
}
