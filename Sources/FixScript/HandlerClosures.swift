import AXModel

/// Closures the app runs when something happens, written in the app's view controller: the
/// handler of a `UIAccessibilityCustomAction`. Inside one, `self` is the view controller, so the
/// views and the state are reached as Swift reaches them from an escaping closure: through
/// `self` (`self.caption.text`), bare after `[self]` or `guard let self`, and through `self?.`
/// after `[weak self]`.
extension Parser {
    /// Who `self` is in a body.
    enum BodyOwner: Equatable {
        /// An extension of the view's class: `self` is the view, its properties are bare.
        case view
        /// A closure in the view controller, capturing it as written.
        case controller(Capture)
    }

    /// How a closure captures the view controller.
    enum Capture: Equatable {
        /// No capture list: `self.` is required (Swift: "reference to property in closure requires
        /// explicit use of 'self'").
        case explicit
        /// `[self]`, `[unowned self]`, or after `guard let self`: the names may be bare (SE-0269;
        /// swiftlang/swift at 00d8774032cf700de6934fc5f976f75426b4d4a0,
        /// `test/expr/closure/closures.swift`: `doStuff({ [unowned self] in method() })` compiles).
        case implicit
        /// `[weak self]`: `self` is optional, so a change goes through `self?.`.
        case weak
        /// After `guard let strongSelf = self`: the view controller is reached through that name.
        case alias(String)

        /// How a view controller's property is reached under this capture: `self?.`, `NAME.`, `self.`.
        var through: String {
            switch self {
            case .weak: "self?."
            case .alias(let alias): alias + "."
            default: "self."
            }
        }
    }

    /// `{ [capture] _ in … return true }`: a handler that says whether it succeeded. A body of
    /// one `true` or `false` is its result, as in Swift.
    mutating func boolHandler() throws(Problem) -> [Effect] {
        try handler(returnsBool: true)
    }

    /// `{ [capture] _ in … }`: a handler given one argument (the action), returning a `Bool`
    /// on every path when `returnsBool`, else nothing.
    mutating func handler(returnsBool: Bool) throws(Problem) -> [Effect] {
        let open = current
        try expectSymbol("{", returnsBool ? "'{ _ in … return true }', the handler that runs when the action is chosen"
                                          : "'{ _ in … }', the code that runs on the event")
        skipNewlines()
        // The capture as written, for the code shown (`[weak self]` is told apart by what follows).
        var written = ClosureCapture.weakUnwrapped
        if current.isSymbol("[") {
            written = peek(1).isIdentifier("weak") ? .weakChained : peek(1).isIdentifier("unowned") ? .unowned : .strong
        }
        let capture = try captureList()
        handlerCapture = written
        skipNewlines()
        try checkValid()
        try handlerParameter(returnsBool: returnsBool)
        skipNewlines()
        if returnsBool, current.isIdentifier("true") || current.isIdentifier("false"),
           peek(1).isSymbol("}") || peekPastNewlines().isSymbol("}") {
            let result = advance().text == "true"
            skipNewlines()
            try expectSymbol("}", "'}' to close the handler")
            return [.returns(result)]
        }
        let saved = (bodyOwner, self.returnsBool, unwrappedSelf)
        bodyOwner = .controller(capture)
        self.returnsBool = returnsBool
        unwrappedSelf = false
        bodyScopes.append([:])
        defer {
            if written == .weakChained, unwrappedSelf { written = .weakUnwrapped }
            handlerCapture = written
            (bodyOwner, self.returnsBool, unwrappedSelf) = saved
            bodyScopes.removeLast()
        }
        var effects: [Effect] = []
        let problemsBefore = problems.count
        while try nextInBraces(opened: open) {
            effects += bodyStatementRecovering()
        }
        // A refused statement may have been the return: only a body read whole is missing one.
        guard !returnsBool || Parser.alwaysReturns(effects) || problems.count > problemsBefore else {
            throw Problem(.missingHandlerReturn(inMethod: false), at: tokens[max(position - 1, 0)].location)
        }
        return effects
    }

    /// The handler's one parameter and `in`, as Swift may write them: `_ in`, `action in`,
    /// `(action) in`, `(_: UIAccessibilityCustomAction) -> Bool in`; the result type, when
    /// written, is the handler's (`Bool`, or nothing for a UIAction's).
    private mutating func handlerParameter(returnsBool: Bool) throws(Problem) {
        let start = current
        let parenthesized = current.isSymbol("(")
        if parenthesized { advance() }
        guard let name = current.identifier, name != "in" else {
            throw Problem(.handlerParameter(returnsBool: returnsBool), at: start.location)
        }
        advance()
        if current.isSymbol(":") {
            advance()
            _ = try expectIdentifier("the parameter's type, such as \(returnsBool ? "UIAccessibilityCustomAction" : "UIAction")")
        }
        if parenthesized { try expectSymbol(")", "')' after the handler's parameter") }
        if current.isSymbol("->") || (current.isSymbol("-") && peek(1).isSymbol(">")) {
            if current.isSymbol("-") { advance() }
            advance()
            let result = current
            let written = (current.isSymbol("(") && peek(1).isSymbol(")")) ? "()" : current.identifier
            guard let written, returnsBool ? written == "Bool" : (written == "Void" || written == "()") else {
                throw Problem(.expected(returnsBool ? "'Bool', the handler's result" : "'Void', or no result type",
                                        found: result), at: result.location)
            }
            advance()
            if written == "()" { advance() }
        }
        guard current.isIdentifier("in") else {
            throw Problem(.handlerParameter(returnsBool: returnsBool), at: start.location)
        }
        advance()
    }

    /// `DispatchQueue.main.async { … }` or `.asyncAfter(deadline: …) { … }` in a handler or a
    /// SwiftUI action: the block runs once the code has returned (the delay is not modelled).
    /// In the view controller the block is another escaping closure, which captures `self` as
    /// its own capture list says.
    mutating func mainQueueBlock() throws(Problem) -> [Effect] {
        let start = current
        for _ in 0..<4 { advance() }  // DispatchQueue . main .
        let method = try expectIdentifier("'async' or 'asyncAfter' after 'DispatchQueue.main.'")
        guard method.text == "async" || method.text == "asyncAfter" else {
            throw Problem(.expected("'async { … }' or 'asyncAfter(deadline: …) { … }'", found: method), at: method.location)
        }
        if bodyOwner == .view, !inSwiftUIAction {
            throw Problem(.mainQueueInView, at: start.location)
        }
        var deadline: String?
        // `execute: { … }`: the block given by its label inside the parentheses, as Swift allows.
        var executeLabel = false
        if method.text == "asyncAfter" {
            // `(deadline: .now() + 0.5)`: kept as written for the code shown, brackets balanced.
            let open = current
            try expectSymbol("(", "'(deadline: .now() + 0.5)' after 'asyncAfter'")
            guard current.isIdentifier("deadline"), peek(1).isSymbol(":") else {
                throw Problem(.expected("'deadline:' and when to run the block", found: current), at: current.location)
            }
            advance(); advance()
            let first = position
            var depth = 0
            var offset = 0
            while peek(offset).kind != .end {
                let token = peek(offset)
                if depth == 0, token.isSymbol(","), peek(offset + 1).isIdentifier("execute"), peek(offset + 2).isSymbol(":") { break }
                if depth == 0, token.isSymbol(")") { break }
                if token.isSymbol("(") || token.isSymbol("[") || token.isSymbol("{") { depth += 1 }
                if token.isSymbol(")") || token.isSymbol("]") || token.isSymbol("}") { depth -= 1 }
                offset += 1
            }
            if peek(offset).isSymbol(",") {
                deadline = Parser.written(tokens[first..<(first + offset)])
                for _ in 0..<(offset + 3) { advance() }
                executeLabel = true
            } else {
                try skipToClose(depth: 1, opened: open, "')' to close 'asyncAfter('")
                deadline = Parser.written(tokens[first..<(position - 1)])
            }
        } else if current.isSymbol("("), peek(1).isIdentifier("execute"), peek(2).isSymbol(":") {
            advance(); advance(); advance()
            executeLabel = true
        } else if current.isSymbol("(") {
            throw Problem(.expected("'{ … }', the block to run", found: current), at: current.location)
        }
        skipNewlines()
        let open = current
        try expectSymbol("{", "'{ … }', the block to run")
        skipNewlines()
        let saved = bodyOwner
        defer { bodyOwner = saved }
        if case .controller(let outer) = bodyOwner {
            var capture = try captureList()
            if capture != .explicit || current.isIdentifier("in") {
                guard current.isIdentifier("in") else {
                    throw Problem(.expected("'in' after the capture list", found: current), at: current.location)
                }
                advance()
            }
            // With no list of its own, the block sees the `self` of the closure it is in: still
            // optional after that one's `[weak self]`.
            if capture == .explicit, outer == .weak { capture = .weak }
            bodyOwner = .controller(capture)
        }
        bodyScopes.append([:])
        defer { bodyScopes.removeLast() }
        var effects: [Effect] = []
        while try nextInBraces(opened: open) {
            effects += bodyStatementRecovering()
        }
        if executeLabel {
            skipNewlines()
            try expectSymbol(")", "')' to close the call after its block")
        }
        return [.later(effects, deadline: deadline)]
    }

    /// Tokens written back as Swift spaces them: a space around a binary operator and after a
    /// comma, none around `.` and brackets (`.now() + 0.5`).
    static func written(_ tokens: ArraySlice<Token>) -> String {
        let spaced: Set<String> = ["+", "-", "*", "/"]
        var text = ""
        var previous: Token?
        for token in tokens where !token.isNewline {
            if let previous, spaced.contains(token.text) || spaced.contains(previous.text) || previous.isSymbol(",") {
                text += " "
            }
            text += token.text
            previous = token
        }
        return text
    }

    /// `[weak self]`, `[unowned self]`, `[self]`, or nothing.
    private mutating func captureList() throws(Problem) -> Capture {
        guard current.isSymbol("[") else { return .explicit }
        advance()
        try checkValid()
        var capture = Capture.implicit
        if current.isIdentifier("weak") || current.isIdentifier("unowned") {
            capture = advance().text == "weak" ? .weak : .implicit
        }
        guard current.isIdentifier("self") else {
            throw Problem(.expected("'self' in the capture list, as in [weak self]", found: current), at: current.location)
        }
        advance()
        try expectSymbol("]", "']' to close the capture list")
        return capture
    }

    /// Whether every way through the effects ends in a `return` with a value.
    static func alwaysReturns(_ effects: [Effect]) -> Bool {
        switch effects.last {
        case .returns?: true
        case .branch(_, let then, let otherwise)?, .branchAny(_, let then, let otherwise)?:
            alwaysReturns(then) && alwaysReturns(otherwise)
        case .switched(_, let branches)?: alwaysReturns(branches)
        default: false
        }
    }

    /// `return` in a body: with a `Bool` in a handler that returns one, bare elsewhere; the
    /// body's (or the case's) end must follow.
    mutating func returnStatement() throws(Problem) -> Effect {
        let keyword = advance()
        var effect = Effect.stop
        if returnsBool, current.isIdentifier("super"), peek(1).isSymbol("."),
           peek(2).isIdentifier("accessibilityPerformMagicTap") || peek(2).isIdentifier("accessibilityPerformEscape"),
           peek(3).isSymbol("("), peek(4).isSymbol(")") {
            // `return super.accessibilityPerformMagicTap()`: UIKit's own answer, NSObject's, is
            // false: the gesture goes on to the next view up, as `return false` sends it.
            for _ in 0..<5 { advance() }
            effect = .returns(false)
        } else if returnsBool {
            try checkValid()
            guard current.isIdentifier("true") || current.isIdentifier("false") else {
                throw Problem(.missingReturnValue, at: keyword.location)
            }
            effect = .returns(advance().text == "true")
        } else if !current.isNewline, !current.isSymbol("}"), !current.isSymbol(";"), current.kind != .end,
                  !current.isIdentifier("case"), !current.isIdentifier("default") {
            throw Problem(.returnsNothing, at: current.location)
        }
        // `return true;`: a semicolon may end it, as any statement.
        var offset = 0
        while peek(offset).isSymbol(";") || peek(offset).isNewline { offset += 1 }
        let next = peek(offset)
        guard next.isSymbol("}") || next.isIdentifier("case") || next.isIdentifier("default") || next.isSymbol("@") else {
            throw Problem(.codeAfterReturn, at: keyword.location)
        }
        return effect
    }

    /// `guard let self else { return false }` (or `guard let self = self`, or `guard let
    /// strongSelf = self`), with more conditions after a comma: after `[weak self]`, the view
    /// controller unwrapped. The rest of the handler reaches its views and state by bare names
    /// (or through the name it was given).
    mutating func unwrapSelf() throws(Problem) -> [Effect] {
        let keyword = advance()
        advance()  // let
        let name = try expectIdentifier("a name for the unwrapped view controller, such as 'self'")
        guard case .controller(.weak) = bodyOwner else { throw Problem(.selfNotOptional, at: keyword.location) }
        if current.isSymbol("=") {
            advance()
            guard current.isIdentifier("self") else {
                throw Problem(.expected("'self' after 'guard let \(name.text) ='", found: current), at: current.location)
            }
            advance()
        } else if name.text != "self" {
            throw Problem(.expected("'= self' after 'guard let \(name.text)'", found: current), at: current.location)
        }
        unwrappedSelf = true
        // Swift: `self` is unwrapped from here, so the names may be bare (or through the new name).
        if name.text == "self" { bodyOwner = .controller(.implicit) } else { bodyOwner = .controller(.alias(name.text)) }
        // `guard let self, let message = emailError.text, !emailError.isHidden else { return }`:
        // bindings and conditions after it, read as a guard's own.
        var clauses = BindingClauses()
        if current.isSymbol(",") {
            advance()
            let depth = bodyScopes.count
            bodyScopes.append([:])
            clauses = try bindingClauses()
            bodyScopes.removeLast(bodyScopes.count - depth)
        }
        let exit = try guardElse(after: "'guard let \(name.text)'")
        for binding in clauses.bindings { declare(binding) }
        // The view controller is on screen: the model's self is never nil, so only the
        // conditions after it can send the handler out.
        return clauses.alternatives == [[]] ? clauses.declarations
            : [Parser.branch(clauses.alternatives, then: [], otherwise: exit)] + clauses.declarations
    }

    /// A name in a handler's body, resolved as Swift resolves it in the view controller: a
    /// local, a view's property (`self.caption.text`) or a state variable (`self.count`).
    mutating func controllerName(_ capture: Capture, writing: Bool) throws(Problem) -> (BodyName, SourceLocation) {
        try checkValid()
        let first = current
        var throughSelf = false
        if case .alias(let alias) = capture, first.isIdentifier(alias), peek(1).isSymbol(".") {
            advance(); advance()
            throughSelf = true
        } else if first.isIdentifier("self") {
            if capture == .weak, peek(1).isSymbol("!"), peek(2).isSymbol(".") {
                // `self!.caption`: forced, which stops the app if the controller is gone; the
                // model's is always there.
                advance(); advance(); advance()
                throughSelf = true
            } else if peek(1).isSymbol("?") && peek(2).isSymbol(".") {
                guard capture == .weak else { throw Problem(.selfNotOptional, at: peek(1).location) }
                // `self?.emailError.isHidden == false`: an optional compared with `==` or `!=`, which
                // Swift allows (nil is equal to no value the model has: its controller is never nil).
                let compared = [4, 6].contains { peek($0).isSymbol("==") || peek($0).isSymbol("!=") }
                guard writing || readsThroughOptionalSelf || compared else {
                    throw Problem(.readThroughWeakSelf(returnsBool: returnsBool), at: first.location)
                }
                advance(); advance(); advance()
                throughSelf = true
            } else if peek(1).isSymbol(".") {
                if capture == .weak { throw Problem(.weakSelfNeedsUnwrap(returnsBool: returnsBool), at: peek(1).location) }
                advance(); advance()
                throughSelf = true
            }
        }
        var name = try expectIdentifier("a view or a state variable after 'self.'")
        if current.isSymbol("(") { throw Problem(.callInBody(name.text), at: name.location) }
        if !throughSelf, let local = bodyScopes.reversed().lazy.compactMap({ $0[name.text] }).first {
            // A name bound to a view (`if let error = self?.emailError`) reads that view's properties.
            guard let view = local.view else { return (.local(name.text, local), first.location) }
            guard current.isSymbol("."), peek(1).identifier != nil else {
                throw Problem(.viewAsValue(name.text, view: view), at: name.location)
            }
            name.kind = .identifier(view)
            name.text = view
            throughSelf = true
        }
        let isMember = current.isSymbol(".") && peek(1).identifier != nil
        // `UIPasteboard.general.string = …`: a type of the SDK's or the app's, not the controller's.
        if !throughSelf, name.text.first?.isUppercase == true {
            throw Problem(.typeInBody(name.text), at: name.location)
        }
        if ElementProperty.named(name.text) != nil, !isMember {
            throw Problem(.controllerProperty(name.text), at: name.location)
        }
        if !throughSelf, capture != .implicit {
            throw Problem(.implicitSelf(name.text, through: capture.through), at: name.location)
        }
        guard isMember else { return (.variable(name.text), first.location) }
        advance()
        let propertyToken = advance()
        if current.isSymbol("."), Parser.partNames.contains(propertyToken.text) {
            throw Problem(.partInBody, at: propertyToken.location)
        }
        bodyNames.elements.append(ElementReference(id: name.text, location: name.location))
        return (try propertyUse(name.text, try Parser.property(propertyToken), at: propertyToken.location), first.location)
    }
}
