import AXModel

/// The blocks of the Swift read at the top of a fix around its statements (`if #available(…)`,
/// `if let item = …`): where a block closes, and where an `else` block after it ends.
extension Parser {
    /// The index of the `}` that closes the `{` at `open`, past nested braces; a problem when the
    /// input ends first.
    func closingBrace(from open: Int) throws(Problem) -> Int {
        var depth = 0
        for index in open..<tokens.count {
            if tokens[index].kind == .end { break }
            if tokens[index].isSymbol("{") { depth += 1 }
            if tokens[index].isSymbol("}") {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        let end = tokens[tokens.count - 1]
        throw Problem(.expected("'}' to close the block", found: end), at: end.location)
    }

    /// The index just past the block closed at `close` and the `else { … }` block after it, if
    /// there is one: code for when the block does not run, which the model never takes.
    func endPastElse(_ close: Int, _ what: String) throws(Problem) -> Int {
        var next = close + 1
        while tokens[next].isNewline { next += 1 }
        guard tokens[next].isIdentifier("else") else { return close + 1 }
        guard tokens[next + 1].isSymbol("{") else {
            throw Problem(.expected("'{' and \(what) after 'else'", found: tokens[next + 1]), at: tokens[next + 1].location)
        }
        return try closingBrace(from: next + 1) + 1
    }
}
