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
        let close = try closingBrace(from: open)
        // `else { … }`: code for older systems, which the model does not run.
        let end = try endPastElse(close, "the statements for older systems")
        let newline = Token(kind: .newline, location: tokens[open].location, text: "\n")
        replaceTokens(start..<end, with: [newline] + Array(tokens[(open + 1)..<close]) + [newline])
        position = start
        return []
    }
}
