import AXModel

/// `if #available(iOS 17, *) { … } else { … }`: how an app that also runs on older systems
/// guards an API new in iOS 17 (`.toggleButton`, `.accessibilityDirectTouch`), as the code shown
/// after a pass advises. The model speaks the newest iOS, so the first block's statements are
/// read as if written alone; the `else` block, for older systems, is not run.
extension Parser {
    /// Reads the check and leaves the first block's statements to be read next, as statements of
    /// the fix; gives no statement of its own.
    mutating func availabilityCheck() throws(Problem) -> [Statement] {
        let start = position
        advance(); advance()
        let example = "#available(iOS 17, *)"
        try expectSymbol("(", "'(iOS 17, *)' after '#available', as in \(example)")
        guard current.isIdentifier("iOS") else {
            throw Problem(.expected("'iOS' and the version that brought the API, as in \(example)", found: current),
                          at: current.location)
        }
        advance()
        guard case .number = current.kind else {
            throw Problem(.expected("the iOS version, as in \(example)", found: current), at: current.location)
        }
        advance()
        guard current.isSymbol(",") else {
            // swiftc: "must handle potential future platforms with '*'".
            throw Problem(.expected("', *)': Swift requires '*' for the platforms not named, as in \(example)", found: current),
                          at: current.location)
        }
        advance()
        try expectSymbol("*", "'*' for the platforms not named, as in \(example)")
        try expectSymbol(")", "')' to close #available(")
        guard current.isSymbol("{") else {
            throw Problem(.expected("'{' and the statements for iOS versions that have the API", found: current), at: current.location)
        }
        let open = position
        guard let close = closingBrace(from: open) else {
            throw Problem(.expected("'}' to close the block", found: tokens[tokens.count - 1]), at: tokens[tokens.count - 1].location)
        }
        // `else { … }`: code for older systems, which the model does not run.
        var end = close + 1
        var next = end
        while tokens[next].isNewline { next += 1 }
        if tokens[next].isIdentifier("else") {
            guard tokens[next + 1].isSymbol("{"), let elseClose = closingBrace(from: next + 1) else {
                throw Problem(.expected("'{' and the statements for older systems after 'else'", found: tokens[next + 1]),
                              at: tokens[next + 1].location)
            }
            end = elseClose + 1
        }
        let newline = Token(kind: .newline, location: tokens[open].location, text: "\n")
        replaceTokens(start..<end, with: [newline] + Array(tokens[(open + 1)..<close]) + [newline])
        position = start
        return []
    }

    /// The index of the `}` that closes the `{` at `open`, past nested braces; nil when the input
    /// ends first.
    private func closingBrace(from open: Int) -> Int? {
        var depth = 0
        for index in open..<tokens.count {
            if tokens[index].kind == .end { return nil }
            if tokens[index].isSymbol("{") { depth += 1 }
            if tokens[index].isSymbol("}") {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }
}
