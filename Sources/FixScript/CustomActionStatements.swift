import AXModel

/// Custom actions (docs/voiceover.md VO-8.1 to VO-8.3): UIKit's
/// `row.accessibilityCustomActions = [UIAccessibilityCustomAction(name: "Delete") { _ in … }]`
/// and SwiftUI's `row.accessibilityAction(named: "Delete") { … }`, each with the handler the
/// action runs.
extension Parser {
    /// `x.accessibilityCustomActions = [ … ]` (or `nil`): the element's actions, replaced.
    mutating func customActionsAssignment(on target: ElementReference, property: Token,
                                          start: SourceLocation) throws(Problem) -> Statement {
        if target.part != nil { throw Problem(.notAPartProperty(property.text, part: target.swiftSpelled), at: property.location) }
        try checkValid()
        // `?.append(…)`: Swift's optional chaining, which does nothing on a view with no list yet.
        if current.isSymbol("?"), peek(1).isSymbol("."), peek(2).isIdentifier("append"), peek(3).isSymbol("(") {
            advance(); advance(); advance(); advance()
            bodyNames = FixScript.BodyNames()
            skipNewlines()
            let action = try uikitListedAction()
            skipNewlines()
            try expectSymbol(")", "')' to close append(")
            return Statement(target: target, change: .appendCustomAction(action, names: bodyNames), location: start)
        }
        if current.isSymbol("?") || current.isSymbol("!") || current.isSymbol("+=") || current.isSymbol(".") {
            throw Problem(.actionsListWhole, at: current.location)
        }
        guard current.isSymbol("=") else {
            throw Problem(.expected("'= [UIAccessibilityCustomAction(name: \"…\") { _ in … return true }]'", found: current),
                          at: current.location)
        }
        advance()
        bodyNames = FixScript.BodyNames()
        // `(row.accessibilityCustomActions ?? []) + [ … ]`: the list it has, with these added.
        if let appended = try actionsAddedToOwnList(of: target) {
            return Statement(target: target, change: .customActions(appended, replacing: false, names: bodyNames),
                             location: start)
        }
        var actions: [CustomAction] = []
        if current.isIdentifier("nil") {
            advance()
            var cleared = Statement(target: target, change: .customActions([], replacing: true, names: bodyNames), location: start)
            cleared.clearsToNil = true
            return cleared
        } else {
            actions = try arrayLiteral(of: "a list of actions in '[ ]', as in [UIAccessibilityCustomAction(name: \"Delete\") { _ in … }]",
                                       closing: "the list of actions") { (parser: inout Parser) throws(Problem) in
                try parser.uikitListedAction()
            }
        }
        return Statement(target: target, change: .customActions(actions, replacing: true, names: bodyNames),
                         location: start)
    }

    /// `(ID.accessibilityCustomActions ?? []) + [ … ]`, the view's own list with actions added; nil
    /// (nothing read) for any other value. Without the parentheses Swift reads `??` last, so the
    /// list the view has would be kept and the new actions dropped: that is refused with why.
    private mutating func actionsAddedToOwnList(of target: ElementReference) throws(Problem) -> [CustomAction]? {
        let parenthesized = current.isSymbol("(")
        let at = parenthesized ? 1 : 0
        guard peek(at).isIdentifier(target.id) || (peek(at).isIdentifier("self") && peek(at + 2).isIdentifier(target.id)) else {
            return nil
        }
        let offset = peek(at).isIdentifier("self") ? at + 2 : at
        guard peek(offset + 1).isSymbol("."), peek(offset + 2).isIdentifier("accessibilityCustomActions"),
              peek(offset + 3).isSymbol("??"), peek(offset + 4).isSymbol("["), peek(offset + 5).isSymbol("]") else { return nil }
        let start = current
        for _ in 0..<(offset + 6) { advance() }
        if parenthesized {
            try expectSymbol(")", "')' after '?? []'")
        } else {
            throw Problem(.actionsCoalescedWithoutParentheses(target.id), at: start.location)
        }
        try expectSymbol("+", "'+ [UIAccessibilityCustomAction(…)]', the actions to add")
        return try arrayLiteral(of: "a list of actions in '[ ]', as in [UIAccessibilityCustomAction(name: \"Delete\") { _ in … }]",
                                closing: "the list of actions") { (parser: inout Parser) throws(Problem) in
            try parser.uikitListedAction()
        }
    }

    /// `[ITEM, ITEM, …]` (a trailing comma allowed, lines between items): Swift's array literal,
    /// each item read by `item`. `expected` says what the `[` opens; `closing` names it for `]`.
    mutating func arrayLiteral<Item>(of expected: String, closing: String,
                                     _ item: (inout Parser) throws(Problem) -> Item) throws(Problem) -> [Item] {
        let open = current
        try expectSymbol("[", expected)
        try enterNesting()
        defer { nesting -= 1 }
        skipNewlines()
        var items: [Item] = []
        while !current.isSymbol("]") {
            if current.kind == .end { throw Problem(.unclosedBrace(opened: open.location), at: open.location) }
            items.append(try item(&self))
            skipNewlines()
            guard current.isSymbol(",") else { break }
            advance()
            skipNewlines()
        }
        try expectSymbol("]", "']' to close \(closing)")
        return items
    }

    /// `UIAccessibilityCustomAction(name: "Delete") { _ in … }`, or with `actionHandler:`.
    /// `let share = UIAccessibilityCustomAction(name: "Share") { _ in … }`: an action made once, for
    /// the lists that name it.
    mutating func actionDeclaration() throws(Problem) -> Statement {
        advance()
        let name = advance()
        advance()
        bodyNames = FixScript.BodyNames()
        let action = try uikitCustomAction()
        return Statement(target: ElementReference(id: name.text, location: name.location),
                         change: .declareAction(name.text, action, names: bodyNames), location: name.location)
    }

    /// An item of a list of actions: made there, or a constant the fix made (`share`).
    mutating func uikitListedAction() throws(Problem) -> CustomAction {
        try checkValid()
        if let name = current.identifier, name != "UIAccessibilityCustomAction", !peek(1).isSymbol("("), !peek(1).isSymbol(".") {
            advance()
            return CustomAction(name: name, constant: name)
        }
        return try uikitCustomAction()
    }

    mutating func uikitCustomAction() throws(Problem) -> CustomAction {
        try checkValid()
        let type = current
        guard type.isIdentifier("UIAccessibilityCustomAction"), peek(1).isSymbol("(") else {
            throw Problem(.expected("UIAccessibilityCustomAction(name: \"Delete\") { _ in … return true }", found: type),
                          at: type.location)
        }
        advance(); advance()
        // The arguments may go on over lines, as Xcode lays a long call out.
        skipNewlines()
        // `attributedName: NSAttributedString(string: "Favourite")` (iOS 13): VoiceOver says the
        // string; its attributes change how, not what.
        let attributed = current.isIdentifier("attributedName") && peek(1).isSymbol(":")
        guard current.isIdentifier("name") && peek(1).isSymbol(":") || attributed else {
            throw Problem(.expected("'name:' and the action's name", found: current), at: current.location)
        }
        advance(); advance()
        skipNewlines()
        let name = attributed ? try attributedActionName() : try actionName()
        skipNewlines(before: ",", ")")
        // `image: UIImage(systemName: "trash")` (iOS 14): shown where the actions are listed as
        // pictures (Switch Control); VoiceOver says the name. Kept as written, for the code shown.
        var image: String?
        if current.isSymbol(","), peekPastNewlines(from: 1).isIdentifier("image") {
            advance()
            skipNewlines()
            let label = advance()
            try expectSymbol(":", "':' after 'image'")
            skipNewlines()
            let start = position
            try skipArgument(of: label)
            image = Parser.sourceText(tokens[start..<position]).trimmingCharacters(in: .whitespacesAndNewlines)
        }
        if current.isSymbol(",") {
            advance()
            skipNewlines()
            if current.isIdentifier("target") || current.isIdentifier("selector") {
                throw Problem(.selectorAction, at: current.location)
            }
            guard current.isIdentifier("actionHandler"), peek(1).isSymbol(":") else {
                throw Problem(.expected("'actionHandler:' and the handler", found: current), at: current.location)
            }
            advance(); advance()
            skipNewlines()
            let effects = try boolHandler()
            skipNewlines()
            try expectSymbol(")", "')' to close UIAccessibilityCustomAction(")
            return CustomAction(name: name, effects: effects, image: image, capture: handlerCapture)
        }
        try expectSymbol(")", "')' after the name, then the handler: { _ in … return true }")
        guard current.isSymbol("{") else {
            throw Problem(.expected("the handler, '{ _ in … return true }'", found: current), at: current.location)
        }
        let effects = try boolHandler()
        return CustomAction(name: name, effects: effects, image: image, capture: handlerCapture)
    }

    /// The name an action is said by: a string, `NSLocalizedString("…", comment: "…")` or, in
    /// SwiftUI, `Text("…")`.
    /// `NSAttributedString(string: "Favourite", attributes: […])`: the action's name.
    private mutating func attributedActionName() throws(Problem) -> String {
        guard current.isIdentifier("NSAttributedString"), peek(1).isSymbol("("), peek(2).isIdentifier("string"),
              peek(3).isSymbol(":") else {
            throw Problem(.expected("NSAttributedString(string: \"…\") after 'attributedName:'", found: current),
                          at: current.location)
        }
        for _ in 0..<4 { advance() }
        let name = try actionName()
        try attributedStringEnd()
        return name
    }

    /// What follows the string in `NSAttributedString(string: "…", attributes: […])`, up to its
    /// `)`: the attributes, which change how VoiceOver speaks, not what, are read past.
    /// The attributes as written (`[.accessibilitySpeechQueueAnnouncement: true]`), nil without any.
    @discardableResult
    mutating func attributedStringEnd() throws(Problem) -> String? {
        var attributes: String?
        if current.isSymbol(",") {
            advance()
            skipNewlines()
            guard current.isIdentifier("attributes"), peek(1).isSymbol(":") else {
                throw Problem(.expected("'attributes:' or ')' in NSAttributedString(string:)", found: current), at: current.location)
            }
            advance(); advance()
            let bracket = current
            let start = position
            try expectSymbol("[", "'[' and the attributes")
            try skipToClose(depth: 1, opened: bracket, "']' to close the attributes")
            attributes = Parser.sourceText(tokens[start..<position])
        }
        try expectSymbol(")", "')' to close NSAttributedString(")
        return attributes
    }

    mutating func actionName(allowsText: Bool = false) throws(Problem) -> String {
        let token = current
        let name = try spokenText(allowsText: allowsText, what: "the action's name in double quotes, as in \"Delete\"")
        guard !name.allSatisfy(\.isWhitespace) else { throw Problem(.emptyActionName, at: token.location) }
        return name
    }

    /// A text the reader says, written as a literal: a string, `NSLocalizedString("…", comment:
    /// "…")`, `String(localized: "…")` or, in SwiftUI, `Text("…")`; `what` names it in the error.
    mutating func spokenText(allowsText: Bool, what: String) throws(Problem) -> String {
        try checkValid()
        let token = current
        var value: Value?
        if case .string(let parts) = token.kind {
            advance()
            value = try stringValue(parts)
        } else if token.isIdentifier("NSLocalizedString") {
            value = try localizedString()
        } else if token.isIdentifier("String"), peek(1).isSymbol("("), peek(2).isIdentifier("localized") {
            advance(); advance(); advance()
            try expectSymbol(":", "':' after 'localized'")
            value = .constant(.string(try literalText(after: "String(localized:")))
            try expectSymbol(")", "')' to close String(localized:")
        } else if allowsText, token.isIdentifier("Text"), peek(1).isSymbol("(") {
            advance(); advance()
            let text = try spokenText(allowsText: false, what: what)
            try expectSymbol(")", "')' to close 'Text('")
            return text
        }
        if case .localized(let key, _, _)? = value { value = key }
        guard case .constant(.string(let text))? = value else {
            // `"\(age) years"`: Swift compiles it; the model keeps this text as the words it says.
            if token.kind.isString { throw Problem(.interpolatedSpokenText(what), at: token.location) }
            throw Problem(.expected(what, found: token), at: token.location)
        }
        return text
    }

    /// SwiftUI's `.accessibilityAction(named: "Delete") { … }`: one more action, whose closure
    /// changes the app's state (views are values).
    mutating func swiftUICustomAction(_ modifier: Token) throws(Problem) -> Change {
        // `.accessibilityAction { … }`: the default action, which a double tap performs.
        if current.isSymbol("{") {
            let effects = try swiftUIClosure()
            // `.accessibilityAction { … } label: { Text("Delete") }` (iOS 15): a named action, its
            // name the label's text.
            if current.isIdentifier("label"), peek(1).isSymbol(":") {
                advance(); advance()
                let open = current
                try expectSymbol("{", "'{ Text(\"…\") }', the action's label")
                skipNewlines()
                let name = try actionName(allowsText: true)
                skipNewlines()
                guard current.isSymbol("}") else { throw Problem(.unclosedBrace(opened: open.location), at: current.location) }
                advance()
                return .customActions([CustomAction(name: name, effects: effects)], replacing: false, names: bodyNames)
            }
            return .handler(EventHandler(event: "activate", effects: effects), names: bodyNames)
        }
        try expectSymbol("(", "'(named: \"…\")' after 'accessibilityAction'")
        try checkValid()
        // `.accessibilityAction(.magicTap) { … }`: the gesture's own action, not a named one.
        if current.isSymbol("."), let kind = peek(1).identifier, peek(2).isSymbol(")") || peek(2).isSymbol(","),
           let answered = EventHandler.answered.first(where: { $0.swiftUIKind == kind }) {
            advance(); advance()
            return .handler(EventHandler(event: answered.event, effects: try actionClosure(after: "the kind")), names: bodyNames)
        }
        guard current.isIdentifier("named"), peek(1).isSymbol(":") else {
            throw Problem(.unnamedSwiftUIAction, at: current.location)
        }
        advance(); advance()
        let name = try actionName(allowsText: true)
        return .customActions([CustomAction(name: name, effects: try actionClosure(after: "the name"))], replacing: false,
                              names: bodyNames)
    }

    /// The action's closure after the modifier's first argument: trailing, `) { … }`, or the
    /// unlabelled second argument, `, { … })`, as SwiftUI's signature allows both.
    private mutating func actionClosure(after what: String) throws(Problem) -> [Effect] {
        if current.isSymbol(",") {
            advance()
            skipNewlines()
            let effects = try swiftUIClosure()
            skipNewlines()
            try expectSymbol(")", "')' after the action's closure")
            return effects
        }
        try expectSymbol(")", "')' after \(what), then the action: { … }")
        return try swiftUIClosure()
    }

    /// `.accessibilityActions { Button("Delete") { … } … }` (iOS 16): one action a button, in order.
    mutating func swiftUIActionButtons() throws(Problem) -> Change {
        let open = current
        try expectSymbol("{", "'{ Button(\"Delete\") { … } }' after 'accessibilityActions'")
        var actions: [CustomAction] = []
        var names = FixScript.BodyNames()
        while try nextInBraces(opened: open) {
            try checkValid()
            guard current.isIdentifier("Button"), peek(1).isSymbol("(") else {
                throw Problem(.expected("Button(\"Name\") { … }, one for each action", found: current), at: current.location)
            }
            advance(); advance()
            let name = try actionName(allowsText: true)
            let effects: [Effect]
            if current.isSymbol(",") {
                advance()
                skipNewlines()
                guard current.isIdentifier("action"), peek(1).isSymbol(":") else {
                    throw Problem(.expected("'action:' and the closure", found: current), at: current.location)
                }
                advance(); advance()
                effects = try swiftUIClosure()
                try expectSymbol(")", "')' to close Button(")
            } else {
                try expectSymbol(")", "')' after the name, then the action: { … }")
                effects = try swiftUIClosure()
            }
            names.elements += bodyNames.elements
            names.variables += bodyNames.variables
            names.formats += bodyNames.formats
            names.properties += bodyNames.properties
            actions.append(CustomAction(name: name, effects: effects))
        }
        bodyNames = names
        return .customActions(actions, replacing: false, names: names)
    }

    /// `{ … }` of a SwiftUI action or gesture: no parameters, and only the app's state changes
    /// (views are values); what it names is left in `bodyNames`.
    mutating func swiftUIClosure() throws(Problem) -> [Effect] {
        guard current.isSymbol("{") else {
            throw Problem(.expected("the code in braces, '{ … }'", found: current), at: current.location)
        }
        try refuseClosureParameters()
        bodyNames = FixScript.BodyNames()
        inSwiftUIAction = true
        defer { inSwiftUIAction = false }
        return try block()
    }

    /// A SwiftUI action's closure takes no argument and captures nothing: a view is a value.
    mutating func refuseClosureParameters() throws(Problem) {
        guard current.isSymbol("{") else { return }
        var offset = 1
        while peek(offset).isNewline { offset += 1 }
        let first = peek(offset)
        if first.isSymbol("[") { throw Problem(.captureInSwiftUI, at: first.location) }
        if first.identifier != nil, peek(offset + 1).isIdentifier("in") { throw Problem(.swiftUIClosureTakesNothing, at: first.location) }
    }
}
