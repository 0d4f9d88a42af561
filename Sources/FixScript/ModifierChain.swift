import AXModel

/// The one reader of a modifier chain, SwiftUI's (`x.accessibilityLabel("…").accessibilityHidden(true)`)
/// and Compose's (`Modifier.semantics { … }.clickable { … }`); each dialect says what one modifier
/// means.
extension Parser {
    /// The modifiers from `first` (a name already read, its call next) to the end of the chain,
    /// including those continued on lines that start with `.`; `modifier` reads one modifier's
    /// call and gives its statements. A wrong modifier is reported and the chain read on past its
    /// call, so every problem of a line comes at once; a misspelt one is also read as the
    /// modifier it nearly spells, so a wrong argument of it is told too.
    mutating func chain(from first: Token,
                        _ modifier: (inout Parser, Token) throws(Problem) -> [Statement]) throws(Problem) -> [Statement] {
        var statements: [Statement] = []
        var name = first
        var failed = false
        while true {
            let afterName = position
            do throws(Problem) {
                statements += try modifier(&self, name)
            } catch {
                guard let end = callEnd(from: afterName) else { throw error }
                record(error)
                failed = true
                if case .unknownModifier(_, let suggestion?) = error.kind {
                    var near = name
                    near.kind = .identifier(suggestion)
                    near.text = suggestion
                    position = afterName
                    do throws(Problem) { _ = try modifier(&self, near) } catch { record(error) }
                }
                position = end
            }
            if current.isNewline && peekPastNewlines().isSymbol(".") { skipNewlines() }
            guard current.isSymbol(".") else {
                if failed { throw Problem.reported }
                return statements
            }
            advance()
            name = try expectIdentifier("a modifier name after '.'")
            guard current.isSymbol("(") || current.isSymbol("{") else {
                throw Problem(.expected("'(' after '\(name.text)'", found: current), at: current.location)
            }
        }
    }

    /// The token after a modifier's call whose arguments start at `start`: its `( … )`, then a
    /// trailing `{ … }`; nil when the input ends first.
    func callEnd(from start: Int) -> Int? {
        var index = start
        for (open, close) in [("(", ")"), ("{", "}")] where index < tokens.count && tokens[index].isSymbol(open) {
            var depth = 0
            while index < tokens.count {
                let token = tokens[index]
                if token.kind == .end { return nil }
                if token.isSymbol(open) { depth += 1 }
                if token.isSymbol(close) {
                    depth -= 1
                    if depth == 0 { break }
                }
                index += 1
            }
            guard index < tokens.count else { return nil }
            index += 1
        }
        return index == start ? nil : index
    }
}
