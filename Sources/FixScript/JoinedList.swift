import AXModel

// `[title.text, duration.text].compactMap { $0 }.joined(separator: ", ")`: UIKit's usual way to
// build one element's label from the texts of its parts.

extension Parser {
    /// A Swift array of texts joined into one (`[` is current): `[a, b].joined(separator: s)`,
    /// whose items must be `String`s; `.compactMap { $0 }` first drops the nil ones of `String?`
    /// items; `[view, view].compactMap(\.accessibilityLabel)` (or `{ $0.text }`) reads a property
    /// of each view. The separator defaults to "" as Swift's does.
    mutating func joinedList(for property: ElementProperty) throws(Problem) -> Value {
        let mapped = mappedProperty(afterListFrom: position)
        advance()
        if current.isSymbol("]") {
            throw Problem(.expected("a text in the list, as in [title.text, detail.text]", found: current), at: current.location)
        }
        try enterNesting()
        defer { nesting -= 1 }
        let items: [Value]
        if let mapped {
            items = try listItems(in: "the list of views") { (parser: inout Parser) throws(Problem) -> Value in
                try parser.checkValid()
                if parser.current.isIdentifier("self"), parser.peek(1).isSymbol(".") { parser.advance(); parser.advance() }
                if case .string = parser.current.kind {
                    throw Problem(.expected("a view, whose .\(mapped) compactMap reads", found: parser.current),
                                  at: parser.current.location)
                }
                let id = try parser.expectIdentifier("a view")
                return .read(ElementReference(id: id.text, location: id.location), property: mapped)
            }
        } else {
            // Anything a text property takes, `caption.text ?? ""` included.
            items = try listItems(in: "the list of texts") { (parser: inout Parser) throws(Problem) -> Value in
                try parser.value(for: property)
            }
        }
        let compacted = try compactMap(mapped: mapped != nil)
        guard current.isSymbol("."), peek(1).isIdentifier("joined") else {
            throw Problem(.expected(".joined(separator: \", \") after the list: an array is not a text", found: current),
                          at: current.location)
        }
        advance()
        let joined = advance()
        try expectSymbol("(", "'(' after 'joined'")
        var separator = Value.constant(.string(""))
        if !current.isSymbol(")") {
            guard current.isIdentifier("separator"), peek(1).isSymbol(":") else {
                throw Problem(.expected("'separator:' (joined(separator: \", \"))", found: current), at: current.location)
            }
            advance(); advance()
            try checkValid()
            let start = current
            separator = try value(for: property)
            if case .constant(.nil_) = separator {
                throw Problem(.expected("a String after 'separator:', such as \", \"", found: start), at: start.location)
            }
            if case .read(let reference, let name) = separator, ElementProperty.named(name)?.kind == .optionalString {
                throw Problem(.typeMismatch(property: "separator", expected: .string,
                                            found: "'\(reference.spelled).\(name)', a String? (unwrap it: ?? \"\")",
                                            suggestion: nil),
                              at: start.location)
            }
        }
        try expectSymbol(")", "')' to close 'joined('")
        return .list(items, separator: separator, compacted: compacted, joined.location)
    }


    /// The property `.compactMap(\.accessibilityLabel)` or `.compactMap { $0.text }` reads of
    /// each view, looked for past the list that starts at `start`; nil when the items are texts.
    private func mappedProperty(afterListFrom start: Int) -> String? {
        var index = start
        var depth = 0
        repeat {
            let token = tokens[min(index, tokens.count - 1)]
            if token.kind == .end || token.isNewline && depth == 0 { return nil }
            if token.isSymbol("[") || token.isSymbol("(") || token.isSymbol("{") { depth += 1 }
            if token.isSymbol("]") || token.isSymbol(")") || token.isSymbol("}") { depth -= 1 }
            index += 1
        } while depth > 0 && index < tokens.count
        func token(_ offset: Int) -> Token { tokens[min(index + offset, tokens.count - 1)] }
        guard token(0).isSymbol("."), token(1).isIdentifier("compactMap") else { return nil }
        if token(2).isSymbol("("), token(3).isSymbol("\\"), token(4).isSymbol("."), let name = token(5).identifier {
            return name
        }
        if token(2).isSymbol("{"), token(3).isSymbol("$"), token(4).kind == .number(0), token(5).isSymbol("."),
           let name = token(6).identifier {
            return name
        }
        return nil
    }

    /// `.compactMap { $0 }` (items that are texts) or the mapping `mappedProperty` found;
    /// whether the list had one.
    private mutating func compactMap(mapped: Bool) throws(Problem) -> Bool {
        guard current.isSymbol("."), peek(1).isIdentifier("compactMap") else { return false }
        advance(); advance()
        if current.isSymbol("(") {
            guard mapped else {
                throw Problem(.expected("'{ $0 }' for a list of texts (compactMap(\\.accessibilityLabel) reads views)",
                                        found: current),
                              at: current.location)
            }
            // `(\.accessibilityLabel)`: read by mappedProperty.
            advance(); advance(); advance(); advance()
            try expectSymbol(")", "')' to close 'compactMap('")
            return true
        }
        try expectSymbol("{", "'{ $0 }' after 'compactMap'")
        try expectSymbol("$", "'$0' in compactMap { $0 }")
        guard current.kind == .number(0) else {
            throw Problem(.expected("'$0' in compactMap { $0 }", found: current), at: current.location)
        }
        advance()
        if mapped { advance(); advance() }
        try expectSymbol("}", "'}' to close 'compactMap {'")
        return true
    }
}

extension Parser {
    /// Kotlin's `listOf(title.text, "new").joinToString(", ")` (`listOf` is current): the texts
    /// joined with the separator, `", "` when none is given as Kotlin's default; `listOfNotNull`
    /// drops the null ones first, where `listOf` writes a null as "null".
    mutating func kotlinJoinedList(for kind: ElementProperty.Kind, name: String, scope: KotlinScope) throws(Problem) -> Value {
        let compacted = advance().text == "listOfNotNull"
        advance()
        try enterNesting()
        defer { nesting -= 1 }
        let items = try listItems(in: "the list", closing: ")") { (parser: inout Parser) throws(Problem) -> Value in
            try parser.androidScalar(for: kind, name: name, scope: scope)
        }
        guard !items.isEmpty else {
            throw Problem(.expected("a text in the list, as in listOf(title.text, date.text)", found: tokens[position - 1]),
                          at: tokens[position - 1].location)
        }
        guard current.isSymbol("."), peek(1).isIdentifier("joinToString") else {
            throw Problem(.expected(".joinToString(\", \") after the list: a list is not a text", found: current),
                          at: current.location)
        }
        advance()
        let joined = advance()
        try expectSymbol("(", "'(' after 'joinToString'")
        var separator = Value.constant(.string(", "))
        if !current.isSymbol(")") {
            if current.isIdentifier("separator"), peek(1).isSymbol("=") { advance(); advance() }
            let start = current
            separator = try androidScalar(for: .optionalString, name: "separator", scope: scope)
            if case .constant(.nil_) = separator {
                throw Problem(.expected("a String for the separator, such as \", \"", found: start), at: start.location)
            }
        }
        try expectSymbol(")", "')' to close 'joinToString('")
        return .list(items, separator: separator, compacted: compacted, joined.location)
    }
}
