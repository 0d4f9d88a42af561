import AXModel

/// The bodies of custom adjustable behaviour (`accessibilityIncrement()`, SwiftUI's adjustable
/// action), compiled to `Effect`s. Names mean what Swift makes of them inside the element's
/// class: a local (`let`, `var`) is the body's own; a property name is the element's
/// (`value`, `self.value`); `stepper.value` is another element's; any other name is one of the
/// app's state variables (`state:` on the screen), which the interpreter checks when the
/// statement is applied. `if`, `guard`, `switch` and `? :` choose as Swift does.
extension Parser {
    /// A local of the body: whether it may change (`var`) and the kind of its first value.
    struct Local {
        var isVariable: Bool
        var kind: ElementProperty.Kind?
        /// The view the name stands for (`if let error = self?.emailError`), read for its properties.
        var view: String?
    }

    /// What a name stands for in a body.
    enum BodyName {
        case property(target: String, ElementProperty)
        case local(String, Local)
        case variable(String)
    }

    /// Steps through `{ … }` opened at `open`: skips newlines and `;`, consumes the closing `}`
    /// and returns false; at the end of input throws `atEnd` (by default: the brace is never
    /// closed); returns true when the next statement starts at `current`.
    mutating func nextInBraces(opened open: Token, atEnd: Problem? = nil) throws(Problem) -> Bool {
        while current.isNewline || current.isSymbol(";") { advance() }
        if current.isSymbol("}") {
            advance()
            return false
        }
        if current.kind == .end { throw atEnd ?? Problem(.unclosedBrace(opened: open.location), at: open.location) }
        return true
    }

    /// `{ statements }`, each bad statement reported and skipped; the braces hold their locals.
    mutating func block() throws(Problem) -> [Effect] {
        let open = current
        try expectSymbol("{", "'{' to start the body")
        bodyScopes.append([:])
        defer { bodyScopes.removeLast() }
        var effects: [Effect] = []
        while try nextInBraces(opened: open) {
            effects += bodyStatementRecovering()
        }
        return effects
    }

    /// The statements of one `case`, up to the next `case`, `default` or `}`, and how many
    /// there were (Swift wants at least one: `break` for none).
    mutating func caseStatements() -> (effects: [Effect], count: Int) {
        bodyScopes.append([:])
        defer { bodyScopes.removeLast() }
        var effects: [Effect] = []
        var count = 0
        while true {
            if current.isNewline || current.isSymbol(";") {
                advance()
                continue
            }
            if current.isSymbol("}") || current.isIdentifier("case") || current.isIdentifier("default") || current.isSymbol("@")
                || current.kind == .end {
                return (effects, count)
            }
            count += 1
            effects += bodyStatementRecovering()
        }
    }

    /// One statement, or nothing when it is bad (reported, and skipped to the next).
    mutating func bodyStatementRecovering() -> [Effect] {
        let statementStart = position
        let namesBefore = bodyNames
        do throws(Problem) {
            let effects = try bodyStatement()
            try endOfStatement(insideBraces: true)
            return effects
        } catch {
            // A refused statement is left out whole: what it named is not checked either.
            bodyNames = namesBefore
            record(error)
            recover(from: statementStart, stopAtClosingBrace: true)
            return []
        }
    }

    /// One statement inside a body.
    mutating func bodyStatement() throws(Problem) -> [Effect] {
        try checkValid()
        let token = current
        switch token.identifier {
        case "guard" where peek(1).isIdentifier("let") && peek(2).identifier != nil
            && (peek(2).isIdentifier("self") || (peek(3).isSymbol("=") && peek(4).isIdentifier("self")
                                                 && !peek(5).isSymbol("?") && !peek(5).isSymbol("."))):
            return try unwrapSelf()
        case "guard" where peek(1).isIdentifier("let") || peek(1).isIdentifier("var"):
            advance()
            return try guardLetStatement()
        case "guard":
            advance()
            let conditions = try conditions()
            let exit = try guardElse(after: "the guard's condition")
            return [Parser.branch(conditions, then: [], otherwise: exit)]  // Effect.stopUnless
        case "if":
            return try ifStatement()
        case "switch":
            return try switchStatement()
        case "return" where returning != nil:
            // A getter's `return VALUE`: the property's value, and nothing after it runs.
            guard let property = returning else { return [] }
            advance()
            let written = writtenOperand()
            let (value, kind, location) = try self.value(expecting: property.kind)
            try refuseArithmetic()
            if let kind, !Parser.accepts(property.kind, kind) {
                let number = kind == .number || kind == .optionalNumber
                throw Problem(.typeMismatch(property: property.name, expected: property.kind, found: kind.rawValue,
                                            suggestion: number ? written.map { "String(\($0))" } : nil),
                              at: location)
            }
            return [.set(target: "self", property: property.name, to: value), .stop]
        case "return":
            return [try returnStatement()]
        case "UIAccessibility" where peek(1).isSymbol("."):
            return try postedNotification()
        case "AccessibilityNotification" where peek(1).isSymbol("."):
            return try swiftUINotification()
        case "break":
            advance()
            return []
        case "DispatchQueue" where peek(1).isSymbol(".") && peek(2).isIdentifier("main") && peek(3).isSymbol("."):
            return try mainQueueBlock()
        case "sendActions":
            return [try sendActions(target: "self", at: token)]
        case "setValue" where peek(1).isSymbol("("):
            return [try setValueAnimated(at: token)]
        case "let", "var":
            return [try localDeclaration()]
        case "super":
            throw Problem(.superInBody, at: token.location)
        case nil:
            throw Problem(.expectedStatement(found: token), at: token.location)
        case _ where peek(1).isSymbol(".") && peek(2).isIdentifier("toggle") && peek(3).isSymbol("(") && peek(4).isSymbol(")"),
             _ where peek(1).isSymbol(".") && peek(2).identifier != nil && peek(3).isSymbol(".") && peek(4).isIdentifier("toggle")
                 && peek(5).isSymbol("(") && peek(6).isSymbol(")"):
            // `isPlaying.toggle()`, `self.isOn.toggle()`, `themeSwitch.isOn.toggle()`: Swift's way to
            // flip a Bool; the name is read alone.
            let count = peek(2).isIdentifier("toggle") ? 1 : 3
            var alone = Parser(tokens: Array(tokens[position..<(position + count)])
                                   + [Token(kind: .end, location: current.location, text: "")])
            alone.bodyScopes = bodyScopes
            alone.bodyOwner = bodyOwner
            alone.inSwiftUIAction = inSwiftUIAction
            let (name, location) = try alone.bodyName(writing: true)
            bodyNames.properties += alone.bodyNames.properties
            for _ in 0..<(count + 4) { advance() }
            switch name {
            case .local(let local, let declaration):
                guard declaration.isVariable else { throw Problem(.assignToLet(local), at: location) }
                return [.setVariable(local, to: Parser.negation(of: .variable(local)))]
            case .variable(let variable):
                bodyNames.variables.append(VariableUse(name: variable, location: location, kind: .bool, changedByAmount: false))
                return [.setVariable(variable, to: Parser.negation(of: .variable(variable)))]
            case .property(let target, let property):
                guard property.kind == .bool else {
                    throw Problem(.typeMismatch(property: property.name, expected: .bool, found: property.kind.rawValue, suggestion: nil),
                                  at: location)
                }
                if let last = bodyNames.properties.indices.last { bodyNames.properties[last].writes = true }
                return [.set(target: target, property: property.name, to: Parser.negation(of: .property(target: target, property: property.name)))]
            }
        case let name? where peek(1).isSymbol("(") && !Parser.callsReadAsValues.contains(name):
            return [try appCall(token)]
        case "self" where bodyOwner == .view && peek(1).isSymbol(".") && peek(2).identifier != nil && peek(3).isSymbol("("):
            // `self.removeFromSuperview()`, `self.close()` in an extension of a view: the view's own
            // method, as the bare call is.
            advance(); advance()
            return [try appCall(current)]
        case let name? where peek(1).isSymbol("{") && !Parser.swiftKeywords.contains(name):
            // `withAnimation { … }`: a function given a closure, whose code the tutor would have to run.
            throw Problem(.callInBody(name), at: token.location)
        default:
            // `themeSwitch.setOn(true, animated: true)`: UISwitch's method for its state.
            if peek(1).isSymbol("."), peek(2).isIdentifier("setOn"), peek(3).isSymbol("(") {
                return [try setOn(target: token)]
            }
            if let removal = try removalStatement() { return [removal] }
            if let call = try controllerCall() { return [call] }
            // `model.nextPage()`, `store.archive(item)` in a SwiftUI action: a method of the app's
            // own model (no view of the screen: SwiftUI's views are values), kept and not run.
            if inSwiftUIAction, token.text != "self", !swiftUIViews.contains(token.text), let length = memberCallLength() {
                let start = position
                for _ in 0..<length { advance() }
                let open = advance()
                try skipToClose(depth: 1, opened: open, "')' to close the call")
                if current.isSymbol("{") { throw Problem(.callInBody(token.text), at: token.location) }
                return [.appCall(Parser.sourceText(tokens[start..<position]))]
            }
            // `volumeSlider.accessibilityIncrement()`: the control's own step, passed on; real Swift,
            // which the model does not run yet: the learner is told the change it makes.
            if token.text != "self", peek(1).isSymbol("."), let method = peek(2).identifier,
               Parser.adjustmentFunctions.contains(method), peek(3).isSymbol("(") {
                throw Problem(.forwardedAdjustment(token.text, method: method), at: peek(2).location)
            }
            // `stepper.sendActions(for: .valueChanged)`, `self.sendActions(…)`: another control's.
            if peek(1).isSymbol("."), peek(2).isIdentifier("sendActions"), peek(3).isSymbol("(") {
                advance(); advance()
                if token.text != "self" {
                    bodyNames.elements.append(ElementReference(id: token.text, location: token.location))
                }
                return [try sendActions(target: token.text, at: current)]
            }
            return [try bodyAssignment()]
        }
    }

    /// `self?.row.removeFromSuperview()` (or `self.row`, `row` where Swift allows it): the view
    /// leaves the screen, as a deleted row does; nil when the statement is something else.
    private mutating func removalStatement() throws(Problem) -> Effect? {
        var offset = 0
        var throughSelf = false
        if current.isIdentifier("self") {
            if peek(1).isSymbol("?"), peek(2).isSymbol(".") { offset = 3 } else if peek(1).isSymbol(".") { offset = 2 } else { return nil }
            throughSelf = true
        } else if case .controller(.alias(let alias)) = bodyOwner, current.isIdentifier(alias), peek(1).isSymbol(".") {
            offset = 2
            throughSelf = true
        }
        let view = peek(offset)
        guard view.identifier != nil, peek(offset + 1).isSymbol("."), peek(offset + 2).isIdentifier("removeFromSuperview"),
              peek(offset + 3).isSymbol("("), peek(offset + 4).isSymbol(")") else { return nil }
        if case .controller(let capture) = bodyOwner, !throughSelf, capture != .implicit {
            throw Problem(.implicitSelf(view.text, through: capture.through), at: view.location)
        }
        for _ in 0..<(offset + 5) { advance() }
        bodyNames.elements.append(ElementReference(id: view.text, location: view.location))
        return .removeFromSuperview(target: view.text)
    }

    /// `self?.engine.play(.kick)`, `self.pay()` (`strongSelf.pay()` after `guard let strongSelf =
    /// self`): the view controller's own code, called through `self` as the closure captures it,
    /// kept as written and not run; nil when the statement is no such call (a view's property
    /// changed, a view's method).
    private mutating func controllerCall() throws(Problem) -> Effect? {
        guard case .controller(let capture) = bodyOwner else { return nil }
        let offset: Int
        if current.isIdentifier("self"), peek(1).isSymbol("?"), peek(2).isSymbol(".") {
            offset = 3
        } else if current.isIdentifier("self") || capture == .alias(current.text), peek(1).isSymbol(".") {
            offset = 2
        } else {
            return nil
        }
        guard let name = peek(offset).identifier, !uikitViews.contains(name), ElementProperty.named(name) == nil else { return nil }
        var length = offset + 1
        while peek(length).isSymbol("."), peek(length + 1).identifier != nil { length += 2 }
        guard peek(length).isSymbol("(") else { return nil }
        if offset == 3, capture != .weak { throw Problem(.selfNotOptional, at: peek(1).location) }
        if offset == 2, capture == .weak, current.isIdentifier("self") {
            throw Problem(.weakSelfNeedsUnwrap(returnsBool: returnsBool), at: peek(1).location)
        }
        let start = position
        for _ in 0..<length { advance() }
        let open = advance()
        try skipToClose(depth: 1, opened: open, "')' to close the call")
        if current.isSymbol("{") { throw Problem(.callInBody(name), at: tokens[start + offset].location) }
        // Kept as `self.…`: the code shown unwraps `self` first, whatever the capture was.
        return .appCall("self." + Parser.sourceText(tokens[(start + offset)..<position]))
    }

    /// How many tokens `a.b.method` takes before its `(`, when a call through at least one `.`
    /// starts here; nil otherwise.
    func memberCallLength() -> Int? {
        guard current.identifier != nil else { return nil }
        var length = 1
        while peek(length).isSymbol("."), peek(length + 1).identifier != nil { length += 2 }
        return length > 1 && peek(length).isSymbol("(") ? length : nil
    }

    /// Calls a body does not take as statements: math, whose result a statement throws away,
    /// and the old C function Swift renamed (each told by its own message).
    static let callsReadAsValues = mathCalls.union(["min", "max", "UIAccessibilityPostNotification"])

    /// Math a body does not compute, told so where it is written.
    static let mathCalls: Set<String> = ["floor", "ceil", "abs", "sqrt", "pow", "trunc"]

    /// `pay()`, `openURL(termsURL)`: the app's own function, called by name; kept as written and not
    /// run. A name that nearly spells a call the tutor reads (`sendAction`) is told instead.
    private mutating func appCall(_ name: Token) throws(Problem) -> Effect {
        if let known = NearMiss.suggestion(for: name.text, in: ["sendActions", "setValue"]) {
            throw Problem(.nearlyAKnownCall(name.text, suggestion: known), at: name.location)
        }
        if bodyOwner == .view {
            // `dismiss(animated: true)` in `extension FormatPopover`: UIView declares no such method.
            if ["dismiss", "present", "performSegue", "show", "showDetailViewController"].contains(name.text) {
                throw Problem(.controllerMethodInView(name.text), at: name.location)
            }
            // `removeFromSuperview()`: the view itself leaves the screen, as `self.removeFromSuperview()` does.
            if name.text == "removeFromSuperview", peek(1).isSymbol("("), peek(2).isSymbol(")") {
                advance(); advance(); advance()
                return .removeFromSuperview(target: "self")
            }
        }
        let start = position
        advance()
        try skipToClose(depth: 1, opened: advance(), "')' to close '\(name.text)('")
        if current.isSymbol("{") {
            // `withAnimation { … }`: a closure after the call holds code the tutor would have to run.
            throw Problem(.callInBody(name.text), at: name.location)
        }
        let call = Parser.sourceText(tokens[start..<position])
        // `[self] _ in pay()`: the controller's method, called bare as the capture allows; the code
        // shown unwraps `self` first, whatever the capture was, and calls it through `self`.
        if case .controller(.implicit) = bodyOwner { return .appCall("self." + call) }
        return .appCall(call)
    }

    /// Tokens written back as source, spaced as they were on their line.
    static func sourceText(_ tokens: ArraySlice<Token>) -> String {
        var text = ""
        var previous: Token?
        for token in tokens {
            if let previous, previous.location.line != token.location.line
                || token.location.column > previous.location.column + previous.text.count {
                text += " "
            }
            text += token.text
            previous = token
        }
        return text
    }

    /// `SWITCH.setOn(STATE, animated: FLAG)`: sets `isOn` as an assignment would (the animation
    /// is not heard); `setOn` is UISwitch's, which the screen checks when applied.
    private mutating func setOn(target token: Token) throws(Problem) -> Effect {
        for _ in 0..<4 { advance() }
        let (state, kind, location) = try value(expecting: .bool)
        guard kind == nil || kind == .bool else {
            throw Problem(.typeMismatch(property: "setOn", expected: .bool, found: kind?.rawValue ?? "", suggestion: nil), at: location)
        }
        try expectSymbol(",", "', animated: true' after the new state")
        guard current.isIdentifier("animated") else {
            throw Problem(.expected("'animated:'", found: current), at: current.location)
        }
        advance()
        try expectSymbol(":", "':' after 'animated'")
        _ = try value(expecting: .bool)
        try expectSymbol(")", "')' to close 'setOn('")
        let target = token.text == "self" ? "self" : token.text
        if target != "self" { bodyNames.elements.append(ElementReference(id: target, location: token.location)) }
        bodyNames.properties.append(PropertyUse(target: target, property: "isOn", location: token.location, writes: true))
        return .set(target: target, property: "isOn", to: state)
    }

    /// `else { return }` (with a `Bool` in a handler that returns one, a value in a getter) ending
    /// a `guard`.
    mutating func guardElse(after what: String) throws(Problem) -> [Effect] {
        let written = returnsBool ? "return false" : "return"
        guard current.isIdentifier("else") else {
            throw Problem(.expected("'else { \(written) }' after \(what)", found: current), at: current.location)
        }
        advance()
        try expectSymbol("{", "'{ \(written) }' after 'else'")
        skipNewlines()
        guard current.isIdentifier("return") else {
            throw Problem(.expected("'return' inside the guard's else", found: current), at: current.location)
        }
        let exit = returning != nil ? try bodyStatement() : [try returnStatement()]
        skipNewlines()
        try expectSymbol("}", "'}' after 'return'")
        return exit
    }

    /// `sendActions(for: .EVENT)` at `call` (the current token): a control's method, which the
    /// class must have.
    /// UISlider's `setValue(value + 1, animated: true)`: the value set, as `value = …` sets it.
    mutating func setValueAnimated(at call: Token) throws(Problem) -> Effect {
        advance()
        if inSwiftUIAction { throw Problem(.propertyInSwiftUIAction("setValue"), at: call.location) }
        bodyNames.properties.append(PropertyUse(target: "self", property: "setValue", location: call.location, writes: false))
        try expectSymbol("(", "'(' after 'setValue'")
        let (value, kind, location) = try value(expecting: .number)
        if let kind, kind != .number, kind != .optionalNumber {
            throw Problem(.typeMismatch(property: "setValue", expected: .number, found: kind.rawValue, suggestion: nil), at: location)
        }
        try expectSymbol(",", "', animated: true' after the value")
        guard current.isIdentifier("animated"), peek(1).isSymbol(":") else {
            throw Problem(.expected("'animated: true' or 'animated: false'", found: current), at: current.location)
        }
        advance(); advance()
        guard current.isIdentifier("true") || current.isIdentifier("false") else {
            throw Problem(.expected("true or false after 'animated:'", found: current), at: current.location)
        }
        advance()
        try expectSymbol(")", "')' to close setValue(")
        bodyNames.properties.append(PropertyUse(target: "self", property: "value", location: call.location, writes: true))
        return .set(target: "self", property: "value", to: value)
    }

    mutating func sendActions(target: String, at call: Token) throws(Problem) -> Effect {
        advance()
        if inSwiftUIAction { throw Problem(.propertyInSwiftUIAction("sendActions"), at: call.location) }
        bodyNames.properties.append(PropertyUse(target: target, property: "sendActions", location: call.location, writes: false))
        try expectSymbol("(", "'(' after 'sendActions'")
        guard current.isIdentifier("for"), peek(1).isSymbol(":"), peek(2).isSymbol("."), peek(3).identifier != nil,
              peek(4).isSymbol(")") else {
            throw Problem(.expected("'for: .valueChanged' inside sendActions( )", found: current), at: current.location)
        }
        advance(); advance(); advance()
        let event = advance().text
        advance()
        return .sendActions(target: target, event: event)
    }
}
