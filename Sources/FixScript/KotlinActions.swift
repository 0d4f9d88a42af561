import AXModel

/// Custom actions and announcements on Android Views, as Kotlin writes them:
/// `ViewCompat.addAccessibilityAction(row, "Delete") { _, _ -> …; true }`, whose lambda runs
/// View statements (`status.text = "Deleted"`, `row.visibility = View.GONE`) and
/// `view.announceForAccessibility("Deleted")`, and ends in the Boolean it returns
/// (docs/talkback.md TB-7.2, TB-7.4, TB-7.8).
extension Parser {
    /// `ViewCompat.addAccessibilityAction(VIEW, "LABEL") { _, _ -> … true }`
    mutating func addAccessibilityAction(start: SourceLocation) throws(Problem) -> Statement {
        try expectSymbol("(", "'(view, \"Label\")' after 'addAccessibilityAction'")
        skipNewlines()
        let target = try androidElementReference()
        skipNewlines()
        try expectSymbol(",", "',' and the action's label after the view '\(target.id)'")
        skipNewlines()
        let label = try actionLabel()
        skipNewlines()
        try expectSymbol(")", "')' after the label, then the lambda: { _, _ -> … true }")
        let effects = try kotlinActionLambda(view: target.id)
        return Statement(target: target, change: .customActions([CustomAction(name: label, effects: effects)], replacing: false,
                                                                 names: bodyNames),
                         location: start)
    }

    /// An Android action's label: a string in double quotes, not empty. `inSemantics`: written
    /// inside `semantics { }`, where no composable function may be called.
    mutating func actionLabel(inSemantics: Bool = false) throws(Problem) -> String {
        let labelToken = current
        try checkValid()
        if inSemantics, atResourceCall, current.isIdentifier("stringResource") {
            throw Problem(.resourceInSemantics(current.text), at: current.location)
        }
        guard case .string = current.kind else {
            throw Problem(.expected("the action's label in double quotes, as in \"Delete\""
                                    + (atResourceCall ? " (the tutor keeps an action's label as text: write the resource's text)" : ""),
                                    found: current), at: current.location)
        }
        let label = try literalText(after: "the action's label")
        guard !label.allSatisfy(\.isWhitespace) else { throw Problem(.emptyActionName, at: labelToken.location) }
        return label
    }

    /// `{ _, _ -> statements; true }`: the view and its arguments, the View statements the
    /// action runs, and the Boolean it returns last (Kotlin's lambda returns its last expression).
    private mutating func kotlinActionLambda(view: String) throws(Problem) -> [Effect] {
        let open = current
        try expectSymbol("{", "the lambda, '{ _, _ -> … true }'")
        skipNewlines()
        // `_, _ ->` (or named parameters): AccessibilityViewCommand takes the view and its arguments.
        let parameters = lambdaParameters()
        guard parameters.count == 2, current.isSymbol("->") else {
            throw Problem(.kotlinCommandParameters, at: current.location)
        }
        advance()
        let (effects, result) = try kotlinLambdaBody(opened: open, view: view, alias: parameters[0] == "_" ? nil : parameters[0])
        guard let result else { throw Problem(.kotlinLambdaResult, at: tokens[max(position - 1, 0)].location) }
        return effects + [.returns(result)]
    }

    /// `VIEW.setOnClickListener { … }` (or `{ v -> … }`): Android makes the View clickable, and
    /// a click (TalkBack's double tap) runs the lambda's View statements after what the View
    /// does by itself (docs/talkback.md TB-7.13).
    mutating func setOnClickListener(on target: ElementReference, start: SourceLocation) throws(Problem) -> [Statement] {
        let (effects, _, _) = try listenerLambda("OnClickListener", on: target, example: "'{ … }'")
        return [Statement(target: target, change: .handler(EventHandler(event: "tap", effects: effects), names: bodyNames),
                          location: start)]
    }

    /// `VIEW.setOnCheckedChangeListener { buttonView, isChecked -> … }`: a CompoundButton's code
    /// when its checked state changes, which TalkBack's double tap does before it (the model's
    /// `valueChanged` event, run after the flip). The lambda's two parameters are the button and
    /// its new state: the second is read as `VIEW.isChecked`, the same value then.
    mutating func setOnCheckedChangeListener(on target: ElementReference, start: SourceLocation) throws(Problem) -> [Statement] {
        let (parenthesis, open, parameters) = try listenerOpening("OnCheckedChangeListener", of: "CompoundButton", on: target,
                                                                  example: "as in { _, isChecked -> … }")
        guard parameters.count == 2, current.isSymbol("->") else {
            throw Problem(.checkedChangeParameters, at: current.location)
        }
        advance()
        // The state's name, up to the lambda's closing brace, is the view's `isChecked`.
        if parameters[1] != "_" {
            var index = position
            var depth = 0
            var written: [Token] = []
            while tokens[index].kind != .end, depth > 0 || !tokens[index].isSymbol("}") {
                let token = tokens[index]
                if token.isSymbol("{") { depth += 1 }
                if token.isSymbol("}") { depth -= 1 }
                if token.isIdentifier(parameters[1]) && !tokens[max(index - 1, 0)].isSymbol(".") {
                    written += [Token(kind: .identifier(target.id), location: token.location, text: target.id),
                                Token(kind: .symbol("."), location: token.location, text: "."),
                                Token(kind: .identifier("isChecked"), location: token.location, text: "isChecked")]
                } else {
                    written.append(token)
                }
                index += 1
            }
            replaceTokens(position..<index, with: written)
        }
        let alias = parameters[0] == "_" ? nil : parameters[0]
        let (effects, _) = try kotlinLambdaBody(opened: open, view: target.id, alias: alias)
        if parenthesis != nil {
            skipNewlines()
            try expectSymbol(")", "')' to close setOnCheckedChangeListener(")
        }
        return [Statement(target: target, change: .handler(EventHandler(event: "valueChanged", effects: effects), names: bodyNames),
                          location: start)]
    }

    /// `VIEW.setOnLongClickListener { … true }` (or `{ v -> … true }`): Android makes the View
    /// long-clickable, and a long click (TalkBack's double tap and hold) runs the lambda, which
    /// returns whether it handled the click, as `OnLongClickListener.onLongClick` does
    /// (docs/talkback.md TB-7.15).
    mutating func setOnLongClickListener(on target: ElementReference, start: SourceLocation) throws(Problem) -> [Statement] {
        let (effects, result, end) = try listenerLambda("OnLongClickListener", on: target, example: "'{ … true }'")
        guard let result else { throw Problem(.kotlinLambdaResult, at: end) }
        return [Statement(target: target, change: .set(property: "longClickable", value: .constant(.bool(true))), location: start),
                Statement(target: target, change: .handler(EventHandler(event: "longClick", effects: effects + [.returns(result)]),
                                                           names: bodyNames),
                          location: start)]
    }

    /// A View listener's lambda as Kotlin passes it: `{ … }`, `({ … })` or `(View.LISTENER { … })`,
    /// its one parameter the View (`{ v -> … }`, or `it` when it is not named); its statements and
    /// the Boolean it ends in, if any, and where its closing brace is.
    private mutating func listenerLambda(_ listener: String, on target: ElementReference, example: String) throws(Problem)
        -> (effects: [Effect], result: Bool?, end: SourceLocation) {
        let (parenthesis, open, parameters) = try listenerOpening(listener, of: "View", on: target, example: example)
        var alias: String? = "it"
        if !parameters.isEmpty {
            guard parameters.count == 1, current.isSymbol("->") else {
                throw Problem(.kotlinClickParameters, at: current.location)
            }
            advance()
            alias = parameters[0] == "_" ? nil : parameters[0]
        }
        let (effects, result) = try kotlinLambdaBody(opened: open, view: target.id, alias: alias)
        let end = tokens[max(position - 1, 0)].location
        if parenthesis != nil {
            skipNewlines()
            try expectSymbol(")", "')' to close set\(listener)(")
        }
        return (effects, result, end)
    }

    /// A listener's start as Kotlin passes it to its setter: `{`, `({` or `(OWNER.LISTENER {`, then the
    /// lambda's parameter names (left for the caller to check); the `(` when one is open, the `{`.
    private mutating func listenerOpening(_ listener: String, of owner: String, on target: ElementReference,
                                          example: String) throws(Problem) -> (parenthesis: Token?, open: Token, parameters: [String]) {
        var parenthesis: Token?
        if current.isSymbol("(") {
            parenthesis = advance()
            skipNewlines()
            if current.isIdentifier("new") || (current.identifier != nil && peek(1).isSymbol("->")) {
                throw Problem(.javaListener(target.id), at: current.location)
            }
            if current.isIdentifier(owner), peek(1).isSymbol("."), peek(2).isIdentifier(listener) { advance(); advance() }
            if current.isIdentifier(listener) { advance() }
        }
        let open = current
        guard current.isSymbol("{") else {
            throw Problem(.expected("the listener as a lambda, \(example)", found: current), at: current.location)
        }
        advance()
        skipNewlines()
        return (parenthesis, open, lambdaParameters())
    }

    /// `a, b ->`: a lambda's parameter names, up to its arrow (left for the caller to check); a
    /// parameter may give its type, as Kotlin allows (`v: View ->`, `args: AccessibilityViewCommand.CommandArguments? ->`).
    private mutating func lambdaParameters() -> [String] {
        var parameters: [String] = []
        while current.identifier != nil {
            // The type after `:`, dotted names and a `?`, when it is followed by `,` or `->`.
            var past = 1
            if peek(1).isSymbol(":"), peek(2).identifier != nil {
                past = 3
                while peek(past).isSymbol("."), peek(past + 1).identifier != nil { past += 2 }
                if peek(past).isSymbol("?") { past += 1 }
            }
            guard peek(past).isSymbol(",") || peek(past).isSymbol("->") else { break }
            parameters.append(current.text)
            for _ in 0..<past { advance() }
            if current.isSymbol(",") { advance(); skipNewlines() }
        }
        return parameters
    }

    /// The statements of a Kotlin lambda up to its closing brace, and the Boolean it ends in, if
    /// any (Kotlin's lambda returns its last expression). `alias` names the View the lambda is
    /// given, which stands for `view`.
    private mutating func kotlinLambdaBody(opened open: Token, view: String, alias: String?) throws(Problem)
        -> (effects: [Effect], result: Bool?) {
        bodyNames = FixScript.BodyNames()
        var effects: [Effect] = []
        var result: Bool?
        while try nextInBraces(opened: open) {
            try checkValid()
            result = nil
            if current.isIdentifier("true") || current.isIdentifier("false") {
                result = advance().text == "true"
                try endOfStatement(insideBraces: true)
                continue
            }
            // `return@addAccessibilityAction true`: Kotlin's return from the lambda, by its label.
            if current.isIdentifier("return"), peek(1).isSymbol("@"),
               peek(2).isIdentifier("addAccessibilityAction") || peek(2).isIdentifier("AccessibilityViewCommand")
                || peek(2).isIdentifier("setOnLongClickListener"),
               peek(3).isIdentifier("true") || peek(3).isIdentifier("false") {
                advance(); advance(); advance()
                result = advance().text == "true"
                try endOfStatement(insideBraces: true)
                continue
            }
            let statementStart = position
            do throws(Problem) {
                lambdaView = alias
                lambdaTarget = view
                defer { lambdaView = nil; lambdaTarget = nil }
                for effect in try kotlinBodyStatement() {
                    // `ViewCompat.setStateDescription(it, …)` names the view as `it.stateDescription = …` does.
                    var spelling: Spelling?
                    var change = effect
                    if case .spelled(let written, let inner) = effect, inner.count == 1 { (spelling, change) = (written, inner[0]) }
                    guard let alias, case .set(alias, let property, let value) = change else {
                        effects.append(effect)
                        continue
                    }
                    // The lambda is given a View: a CheckBox's or a TextView's own property needs the view's name.
                    guard Parser.viewAttributes.contains(property) else {
                        throw Problem(.notOnClickedView(alias: alias, property: Dialect.kotlinName(property), view: view),
                                      at: tokens[statementStart].location)
                    }
                    let set = Effect.set(target: view, property: property, to: value)
                    effects.append(spelling.map { .spelled($0, [set]) } ?? set)
                }
                try endOfStatement(insideBraces: true)
            } catch {
                // `subscribe()`, `viewModel.subscribe(email.text.toString())`: the app's own call,
                // kept as written and not run, as a Compose click keeps it.
                if let call = appCallStatement(from: statementStart, problemAt: error.location) {
                    effects.append(call)
                    continue
                }
                record(error)
                recover(from: statementStart, stopAtClosingBrace: true)
                result = false  // reported; the missing result is not reported again
            }
        }
        return (effects, result)
    }

    /// The statement at `start` as the app's own call, when it is one call and nothing else:
    /// `name(…)` or `receiver.name(…)`, refused as a statement at the name or its `(` (a known
    /// call whose argument is wrong keeps its own message). A receiver is checked when the screen
    /// is known: a View of the screen has no method the tutor does not read (`emailField.requestFocs()`).
    private mutating func appCallStatement(from start: Int, problemAt problem: SourceLocation) -> Effect? {
        let end = position
        position = start
        let length = memberCallLength() ?? (current.identifier != nil && peek(1).isSymbol("(") ? 1 : nil)
        guard let length, let first = current.identifier, first.first?.isLowercase == true else {
            position = end
            return nil
        }
        let receiver = length > 1 ? ElementReference(id: first, location: current.location) : nil
        let method = peek(length - 1)
        guard problem == method.location || problem == peek(length).location else {
            position = end
            return nil
        }
        for _ in 0..<length { advance() }
        let paren = advance()
        do throws(Problem) {
            try skipToClose(depth: 1, opened: paren, "')' to close the call")
            guard current.isNewline || current.isSymbol(";") || current.isSymbol("}") else { throw Problem.reported }
        } catch {
            position = end
            return nil
        }
        if let receiver { bodyNames.callReceivers.append(.init(receiver: receiver, method: method.text)) }
        return .appCall(Parser.sourceText(tokens[start..<position]))
    }

    /// The attributes every `View` has (the ones the lambda's View parameter takes); `text`,
    /// `isChecked`, `progress`, … belong to a subclass.
    static let viewAttributes: Set<String> = [
        "contentDescription", "importantForAccessibility", "visibility", "screenReaderFocusable", "accessibilityHeading",
        "stateDescription", "enabled", "selected", "clickable", "focusable", "labelFor", "accessibilityLiveRegion",
        "accessibilityPaneTitle",
    ]

    /// AccessibilityEvent's event types a View sends, for near misses.
    static let accessibilityEventTypes = ["TYPE_VIEW_CLICKED", "TYPE_VIEW_LONG_CLICKED", "TYPE_VIEW_SELECTED", "TYPE_VIEW_FOCUSED",
                                          "TYPE_VIEW_TEXT_CHANGED", "TYPE_VIEW_SCROLLED", "TYPE_VIEW_ACCESSIBILITY_FOCUSED",
                                          "TYPE_WINDOW_STATE_CHANGED", "TYPE_WINDOW_CONTENT_CHANGED", "TYPE_ANNOUNCEMENT"]

    /// One statement of an action's lambda: `VIEW.announceForAccessibility(TEXT)`, or a View
    /// attribute statement, whose value is a literal, another view's attribute or a template.
    private mutating func kotlinBodyStatement() throws(Problem) -> [Effect] {
        // `binding.basketCount.…`: view binding's view, the one the screen names.
        if current.isIdentifier("binding"), peek(1).isSymbol("."), peek(2).identifier != nil, peek(3).isSymbol(".") {
            advance(); advance()
        }
        if let name = current.identifier, peek(1).isIdentifier("in") || (name == "let" && peek(1).identifier != nil) {
            throw Problem(.swiftInKotlin(name), at: current.location)
        }
        // `if (isChecked) { … } else { … }`: Kotlin's if statement, on a Boolean.
        if current.isIdentifier("if"), peek(1).isSymbol("(") { return [try kotlinIfStatement()] }
        // Kotlin's lambda has no bare `return` (kotlinc: "'return' is not allowed here").
        if current.isIdentifier("return"), !peek(1).isSymbol("@") { throw Problem(.kotlinBareReturn, at: current.location) }
        // `return@setOnClickListener`: the click's code stops here.
        if current.isIdentifier("return"), peek(1).isSymbol("@"), peek(2).isIdentifier("setOnClickListener") {
            advance(); advance(); advance()
            return [.stop]
        }
        // `view.performAccessibilityAction(AccessibilityNodeInfo.ACTION_ACCESSIBILITY_FOCUS, null)`
        // gives the view accessibility focus, which TalkBack reads (TB-7.11).
        if current.identifier != nil, peek(1).isSymbol("."), peek(2).isIdentifier("performAccessibilityAction") {
            let view = advance()
            advance(); advance()
            let id = view.text == lambdaView ? "self" : view.text
            if view.text != lambdaView { bodyNames.elements.append(ElementReference(id: view.text, location: view.location)) }
            try expectSymbol("(", "'(AccessibilityNodeInfo.ACTION_ACCESSIBILITY_FOCUS, null)' after 'performAccessibilityAction'")
            if current.isIdentifier("AccessibilityNodeInfo") || current.isIdentifier("AccessibilityNodeInfoCompat"),
               peek(1).isSymbol(".") { advance(); advance() }
            let action = try expectIdentifier("AccessibilityNodeInfo.ACTION_ACCESSIBILITY_FOCUS")
            guard action.text == "ACTION_ACCESSIBILITY_FOCUS" else {
                throw Problem(.accessibilityActionNotModelled(action.text), at: action.location)
            }
            try expectSymbol(",", "', null': the action takes no arguments")
            guard current.isIdentifier("null") else {
                throw Problem(.expected("null, as ACTION_ACCESSIBILITY_FOCUS takes no arguments", found: current), at: current.location)
            }
            advance()
            try expectSymbol(")", "')' after 'null'")
            return [.accessibilityFocus(id)]
        }
        // `view.requestFocus()` and `view.sendAccessibilityEvent(AccessibilityEvent.TYPE_VIEW_FOCUSED)`
        // move TalkBack's focus to the view (TB-7.11).
        if current.identifier != nil, peek(1).isSymbol("."),
           peek(2).isIdentifier("requestFocus") || peek(2).isIdentifier("sendAccessibilityEvent") {
            let view = advance()
            advance()
            let method = advance()
            let id = view.text == lambdaView ? "self" : view.text
            if view.text != lambdaView { bodyNames.elements.append(ElementReference(id: view.text, location: view.location)) }
            try expectSymbol("(", "'(' after '\(method.text)'")
            if method.text == "requestFocus" {
                try expectSymbol(")", "')': requestFocus() takes no arguments here")
                return [.requestFocus(id)]
            }
            if current.isIdentifier("AccessibilityEvent"), peek(1).isSymbol(".") { advance(); advance() }
            let event = try expectIdentifier("AccessibilityEvent.TYPE_VIEW_FOCUSED")
            guard event.text == "TYPE_VIEW_FOCUSED" else {
                guard Parser.accessibilityEventTypes.contains(event.text) else {
                    throw Problem(.expected("an AccessibilityEvent type, such as TYPE_VIEW_FOCUSED", found: event,
                                            suggestion: NearMiss.suggestion(for: event.text, in: Parser.accessibilityEventTypes)),
                                  at: event.location)
                }
                throw Problem(.accessibilityEventType(event.text), at: event.location)
            }
            try expectSymbol(")", "')' after the event type")
            return [.moveFocus(to: id, screenChanged: false)]
        }
        // `box.toggle()`: a CompoundButton flips its checked state; a Boolean variable has no toggle().
        if let view = current.identifier, emptyCall("toggle", at: 1) {
            let viewToken = current
            bodyNames.toggleCalls.append(ElementReference(id: view, location: peek(2).location))
            for _ in 0..<5 { advance() }
            let id = view == lambdaView ? "self" : view
            if view != lambdaView {
                bodyNames.elements.append(ElementReference(id: view, location: viewToken.location))
                bodyNames.properties.append(PropertyUse(target: view, property: "checked", location: viewToken.location, writes: true))
            }
            return [.set(target: id, property: "checked", to: Parser.negation(of: .property(target: id, property: "checked")))]
        }
        // `count += 1`, `count++`, `saved = true`, `label = "$count items"`: the app's variables (`state:`).
        if current.identifier != lambdaView, atVariableChange() {
            // `stateDescription = null`: the lambda's `this` is the Activity, not the view.
            if let name = current.identifier, let attribute = Dialect.androidName(name) {
                let kotlin = Dialect.kotlinName(attribute)
                var spellings = [lambdaTarget.map { "'\($0).\(kotlin)'" } ?? "'VIEW.\(kotlin)'"]
                if let parameter = lambdaView, Parser.viewAttributes.contains(attribute) {
                    spellings.append("'\(parameter).\(kotlin)' (the clicked View)")
                }
                throw Problem(.attributeWithoutView(name, spellings: spellings), at: current.location)
            }
            return [try kotlinVariableChange()]
        }
        if current.identifier != nil, peek(1).isSymbol("."), peek(2).isIdentifier("announceForAccessibility") {
            let view = advance()
            advance(); advance()
            if view.text != lambdaView { bodyNames.elements.append(ElementReference(id: view.text, location: view.location)) }
            // The view the lambda is given is named as its statements name it.
            let id = view.text == lambdaView ? lambdaTarget ?? "self" : view.text
            return [.spelled(.announcedBy(id), [try announcement(by: view)])]
        }
        let statements = try androidStatement()
        return try statements.map { statement throws(Problem) -> Effect in
            if statement.target.id != lambdaView { bodyNames.elements.append(statement.target) }
            guard case .set(let property, let value) = statement.change, !statement.compose else {
                throw Problem(.notInKotlinAction, at: statement.location)
            }
            noteVariables(in: value, for: ElementProperty.named(property, on: .android)?.kind)
            // Checked against the view's class when applied (a TextView has no isChecked).
            if statement.target.id != lambdaView {
                bodyNames.properties.append(PropertyUse(target: statement.target.id, property: property,
                                                        location: statement.target.location, writes: true))
            }
            let set = Effect.set(target: statement.target.id, property: property, to: try Parser.expression(value, at: statement.location))
            return statement.throughViewCompat ? .spelled(.viewCompat, [set]) : set
        }
    }

    /// `if (CONDITION) STATEMENT`, `if (CONDITION) { … } else { … }`, `else if`: the condition a
    /// Boolean (a view's `isChecked`, the listener's state, the app's variable, `!…`), read when
    /// the lambda runs.
    private mutating func kotlinIfStatement() throws(Problem) -> Effect {
        let keyword = advance()
        advance()
        skipNewlines()
        guard let flag = ElementProperty.named("checked", on: .android) else { throw Problem.reported }
        let value = try androidValue(for: flag, spelled: "if")
        noteVariables(in: value, for: .bool)
        skipNewlines()
        try expectSymbol(")", "')' after the condition, as in if (box.isChecked) { … }")
        let condition = Condition(left: try Parser.expression(value, at: keyword.location), comparison: .equal, right: .bool(true))
        let then = try kotlinBranchBody()
        let beforeElse = position
        skipNewlines()
        guard current.isIdentifier("else") else {
            position = beforeElse
            return .branch(when: [condition], then: then, otherwise: [])
        }
        advance()
        return .branch(when: [condition], then: then, otherwise: try kotlinBranchBody())
    }

    /// The statements an `if` or `else` runs: a block in braces, or one statement.
    private mutating func kotlinBranchBody() throws(Problem) -> [Effect] {
        skipNewlines()
        guard current.isSymbol("{") else { return try kotlinBodyStatement() }
        let open = advance()
        try enterNesting()
        defer { nesting -= 1 }
        var effects: [Effect] = []
        while try nextInBraces(opened: open) {
            effects += try kotlinBodyStatement()
            try endOfStatement(insideBraces: true)
        }
        return effects
    }

    /// `("Deleted")` after `VIEW.announceForAccessibility`: the text TalkBack speaks (TB-7.8).
    mutating func announcement(by view: Token, scope: KotlinScope = .view) throws(Problem) -> Effect {
        try expectSymbol("(", "'(\"…\")' after 'announceForAccessibility'")
        guard let property = ElementProperty.named("contentDescription", on: .android) else { throw Problem.reported }
        let text = try androidValue(for: property, spelled: "announceForAccessibility", scope: scope)
        try expectSymbol(")", "')' after the text")
        return .announce(try Parser.expression(text, at: view.location))
    }

    /// Whether the next tokens change a variable: `NAME =` (unless `plainAssignment` is false),
    /// `NAME +=`, `NAME -=`, `NAME++` or `NAME--`.
    func atVariableChange(plainAssignment: Bool = true) -> Bool {
        guard let name = current.identifier, !Parser.kotlinKeywords.contains(name) else { return false }
        return (plainAssignment && peek(1).isSymbol("=")) || peek(1).isSymbol("+=") || peek(1).isSymbol("-=")
            || (peek(1).isSymbol("+") && peek(2).isSymbol("+")) || (peek(1).isSymbol("-") && peek(2).isSymbol("-"))
    }

    /// `NAME = value`, `NAME += 1`, `NAME++`: a variable of the app's, which the screen declares.
    mutating func kotlinVariableChange() throws(Problem) -> Effect {
        let name = advance()
        if (current.isSymbol("+") || current.isSymbol("-")) && peek(1).isSymbol(current.text) {
            let step: Double = current.isSymbol("+") ? 1 : -1
            advance(); advance()
            bodyNames.variables.append(VariableUse(name: name.text, location: name.location, kind: .number, changedByAmount: true))
            return .addToVariable(name.text, amount: step)
        }
        // Text and templates are Kotlin's; the rest (numbers, Booleans, `!saved`, `count + 1`) reads as in Swift.
        if current.isSymbol("="), case .string(let parts) = peek(1).kind {
            advance()
            let literal = advance()
            let value = try kotlinString(parts, literal)
            noteVariables(in: value, for: nil)
            bodyNames.variables.append(VariableUse(name: name.text, location: name.location, kind: .string, changedByAmount: false,
                                                   assigned: true))
            return .setVariable(name.text, to: try Parser.expression(value, at: literal.location))
        }
        return try variableAssignment(name.text, kind: nil, at: name.location, isState: true)
    }

    /// Records the app's variables a value reads, for the screen to check when the code is applied.
    private mutating func noteVariables(in value: Value, for kind: ElementProperty.Kind?) {
        switch value {
        case .state(let name, let location):
            bodyNames.variables.append(VariableUse(name: name, location: location, kind: kind, changedByAmount: false))
        case .interpolation(let parts):
            for part in parts { noteVariables(in: part, for: nil) }
        case .resource(let resource):
            for argument in resource.arguments { noteVariables(in: argument, for: nil) }
        case .described(let inner, _):
            noteVariables(in: inner, for: nil)
        case .negated(let inner):
            noteVariables(in: inner, for: kind)
        case .joined(let left, let right):
            noteVariables(in: left, for: kind)
            noteVariables(in: right, for: kind)
        default:
            break
        }
    }

    /// A statement's value as a body's expression: literals, another view's attribute, templates.
    static func expression(_ value: Value, at location: SourceLocation) throws(Problem) -> Expression {
        switch value {
        case .constant(.nil_): return .nil_
        case .constant(.string(let text)): return .string(text)
        case .constant(.number(let number)): return .number(number)
        case .pointLiteral(let number): return .pointLiteral(number)
        case .constant(.bool(let flag)): return .bool(flag)
        case .read(let reference, let property): return .property(target: reference.id, property: property)
        case .state(let name, _): return .variable(name)
        case .negated(let inner): return Parser.negation(of: try expression(inner, at: location))
        case .described(let inner, _): return .described(try expression(inner, at: location))
        case .coalesced(let inner, let fallback): return .coalesced(try expression(inner, at: location), try expression(fallback, at: location))
        case .forceUnwrapped(let inner, _): return .unwrapped(try expression(inner, at: location))
        case .joined(let left, let right): return .joined(try expression(left, at: location), try expression(right, at: location))
        case .sum(let left, let right, let negated, _):
            return .sum(try expression(left, at: location), try expression(right, at: location), negated: negated)
        case .interpolation(let parts):
            var expressions: [Expression] = []
            for part in parts { expressions.append(try expression(part, at: location)) }
            return .interpolation(expressions)
        case .choice(let condition, let then, let otherwise):
            // Kotlin's `if (…) a else b`, chosen when the lambda runs.
            return .conditional(when: [Condition(left: try expression(condition, at: location), comparison: .equal, right: .bool(true))],
                                try expression(then, at: location), try expression(otherwise, at: location))
        default: throw Problem(.notInKotlinAction, at: location)
        }
    }
}
