import AXModel

/// `if let item = tabBar.items?[2] { item.accessibilityLabel = "Library" }` at the top of a fix:
/// a view, or a part of a control reached through an optional (`tabBar.items?[2]`,
/// `layout.imageForSegment(at: 0)`), bound to a name for one block. The screen's view and its
/// parts are always there, so the block runs; it is read with the view's expression in place of
/// the name, and an `else` block, which would run only without the view, is not.
extension Parser {
    /// Whether `if let NAME = ID…` starts at `position`, NAME bound to an expression that starts
    /// with a name (not a literal, which `if let` refuses).
    func viewBindingAhead() -> Bool {
        current.isIdentifier("if") && peek(1).isIdentifier("let") && peek(2).identifier != nil && peek(3).isSymbol("=")
            && peek(4).identifier != nil
    }

    /// Reads the binding and leaves the block's statements, with the expression in place of the
    /// name, to be read next as statements of the fix; gives no statement of its own.
    mutating func viewBinding() throws(Problem) -> [Statement] {
        let start = position
        advance(); advance()
        let name = advance()
        advance()
        let expressionStart = position
        // The expression runs to the block's `{`, through its parts' brackets and calls.
        var depth = 0
        while !(depth == 0 && current.isSymbol("{")) {
            if current.isNewline || current.kind == .end || depth == 0 && current.isSymbol(",") {
                throw Problem(.expected("'{' and the statements that use '\(name.text)': the tutor reads one view bound "
                                       + "with if let, as in if let item = tabBar.items?[2] { item.accessibilityLabel = \"Library\" }",
                                       found: current), at: current.location)
            }
            if current.isSymbol("(") || current.isSymbol("[") { depth += 1 }
            if current.isSymbol(")") || current.isSymbol("]") { depth -= 1 }
            advance()
        }
        let expression = Array(tokens[expressionStart..<position])
        // A view (an outlet), or a part reached by a subscript or a call; a value read from a view
        // (`caption.text`) may be nil, and then the block would not run.
        guard expression.count == 1 || expression.last.map({ $0.isSymbol("]") || $0.isSymbol(")") }) == true else {
            throw Problem(.bindingNotAView(name.text), at: tokens[expressionStart].location)
        }
        // The name stands for the value inside the optional: `item.x` is `tabBar.items?[2].x`, which
        // the chain's own `?` reaches, and `image.x` is `layout.imageForSegment(at: 0)?.x`.
        let chained = expression.contains { $0.isSymbol("?") }
        let open = position
        let close = try closingBrace(from: open)
        let end = try endPastElse(close, "the statements for when there is none")
        var body: [Token] = []
        for index in (open + 1)..<close {
            let token = tokens[index]
            let member = index > open + 1 && tokens[index - 1].isSymbol(".")
            guard token.isIdentifier(name.text), !member else {
                body.append(token)
                continue
            }
            // The expression written where the name is, placed where the name was for messages.
            let unwrap = !chained && index + 1 < close && tokens[index + 1].isSymbol(".")
                ? [Token(kind: .symbol("?"), location: token.location, text: "?")] : []
            body += (expression + unwrap).map { part in
                var moved = part
                moved.location = token.location
                return moved
            }
        }
        let newline = Token(kind: .newline, location: tokens[open].location, text: "\n")
        replaceTokens(start..<end, with: [newline] + body + [newline])
        position = start
        return []
    }
}
