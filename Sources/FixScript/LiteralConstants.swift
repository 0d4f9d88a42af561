import AXModel

/// A constant declared before the statements that read it, as `viewDidLoad` or `onCreate`
/// declares one: Swift's `let message = "Saved"`, Kotlin's `val message = "Saved"`. Only a
/// literal is taken (a string without interpolation or templates, a number, `true`, `false`):
/// the literal is then put in place of the name wherever later statements read it, which
/// means what the compiler means, as a literal is the same when declared and when read. A
/// value read from a view would be read once where it is declared, not where it is used, so it
/// is refused with the way to write it.
extension Parser {
    /// Whether the `let` (`val`) at `position` declares a constant: `let NAME =` or `let NAME:
    /// TYPE =`, its value no value of the kinds other statements declare (`AXCustomContent(…)`,
    /// `UIAccessibilityCustomAction(…)`, Kotlin's `ViewCompat.…` id and `FocusRequester`).
    func constantAhead() -> Bool {
        guard current.isIdentifier(platform == .android ? "val" : "let"), peek(1).identifier != nil else { return false }
        let typed = peek(2).isSymbol(":") && peek(3).identifier != nil
        // `let altText: String? = "…"`: an optional's type, told why it is not read.
        let value = peek(2).isSymbol("=") ? 3 : typed && peek(4).isSymbol("=") ? 5
            : typed && peek(4).isSymbol("?") && peek(5).isSymbol("=") ? 6 : nil
        guard let value else { return false }
        let made = ["AXCustomContent", "UIAccessibilityCustomAction", "ViewCompat", "remember", "FocusRequester"]
        return !(peek(value).identifier.map(made.contains) ?? false)
    }

    /// `let NAME = LITERAL`, `let NAME: TYPE = LITERAL` (Kotlin's `val`), and in Swift more after
    /// commas (`let day = "Thursday", high = 24`): each literal put in place of its name in the
    /// rest of the input. Gives no statement: the code shown has the literal where the name was read.
    mutating func constantDeclaration() throws(Problem) -> [Statement] {
        advance()
        try constantBinding()
        while platform == .ios, current.isSymbol(",") {
            advance()
            try constantBinding()
        }
        return []
    }

    /// One `NAME = LITERAL` of a declaration.
    private mutating func constantBinding() throws(Problem) {
        let kotlin = platform == .android
        let name = try expectIdentifier("the constant's name")
        var declared: Token?
        if current.isSymbol(":") {
            advance()
            declared = advance()
            if current.isSymbol("?") {
                throw Problem(.constantOptional(name.text, type: declared?.text ?? ""), at: current.location)
            }
        }
        try expectSymbol("=", "'=' and the constant's value")
        let value = current
        let ends = peek(1).isNewline || peek(1).isSymbol(";") || peek(1).kind == .end || peek(1).isSymbol("}")
            || platform == .ios && peek(1).isSymbol(",")
        guard let type = Self.literal(value), ends else {
            throw Problem(.constantNotLiteral(name.text, kotlin: kotlin), at: value.location)
        }
        if let declared, !Self.literalFits(type, declared.text, kotlin: kotlin) {
            throw Problem(.constantType(type, declared: declared.text, kotlin: kotlin), at: value.location)
        }
        let literal = Self.typed(value, as: declared?.text)
        if uikitViews.contains(name.text) || swiftUIViews.contains(name.text) || composables.contains(name.text) {
            throw Problem(.constantNamesAView(name.text), at: name.location)
        }
        if literalConstants.contains(name.text) { throw Problem(.redeclaredState(name.text), at: name.location) }
        literalConstants.insert(name.text)
        advance()
        let rest = tokens.index(after: position - 1)..<tokens.count
        var replaced = Array(tokens[rest])
        for problem in Self.substitute(name.text, by: literal, in: &replaced, kotlin: kotlin) { record(problem) }
        tokens.replaceSubrange(rest, with: replaced)
    }

    /// Reads `constants`, declared before this source, as this source's own: each literal put in
    /// place of its name, and the name taken (declared again, it is told so).
    mutating func readEarlierConstants(_ constants: [String: String]) {
        for (name, written) in constants.sorted(by: { $0.key < $1.key }) {
            guard let literal = Lexer.tokenize(written, platform: platform).tokens.first, Self.literal(literal) != nil else { continue }
            literalConstants.insert(name)
            for problem in Self.substitute(name, by: literal, in: &tokens, kotlin: platform == .android) { record(problem) }
        }
    }

    /// The literal constants `source` declares at its top level, each name with its literal as
    /// written (`let message = "Saved"` gives `message: "Saved"`), for the entries after it.
    static func declaredConstants(in source: String, platform: Platform) -> [String: String] {
        let keyword = platform == .android ? "val" : "let"
        // The prompt asks this of every earlier entry: most declare nothing, and need no lexing.
        guard source.contains(keyword) else { return [:] }
        let tokens = Lexer.tokenize(source, platform: platform).tokens
        func tokenAt(_ index: Int) -> Token? { tokens.indices.contains(index) ? tokens[index] : nil }
        var found: [String: String] = [:]
        var index = 0
        var startsStatement = true
        while index < tokens.count {
            let token = tokens[index]
            if startsStatement, token.isIdentifier(keyword) {
                // `let a = "x", b = 2`: each name and its literal, up to the statement's end.
                var at = index + 1
                while let name = tokenAt(at)?.identifier {
                    var value = at + 1
                    if tokenAt(value)?.isSymbol(":") == true { value += 2 }
                    guard tokenAt(value)?.isSymbol("=") == true, let literal = tokenAt(value + 1),
                          Self.literal(literal) != nil else { break }
                    found[name] = typed(literal, as: tokenAt(value - 2)?.isSymbol(":") == true ? tokenAt(value - 1)?.text : nil).text
                    at = value + 2
                    guard tokenAt(at)?.isSymbol(",") == true else { break }
                    at += 1
                }
            }
            startsStatement = token.isNewline || token.isSymbol(";")
            index += 1
        }
        return found
    }

    /// The type of a literal token, as Swift and Kotlin infer it: `String`, `Bool`, a whole
    /// number `Int`, a number with a point `Double`; nil for anything else (a string with
    /// interpolation or templates is computed, not a literal).
    static func literal(_ token: Token) -> String? {
        switch token.kind {
        case .string(let parts):
            guard parts.allSatisfy({ if case .text(let text) = $0 { !text.contains("$") } else { false } }) else { return nil }
            return "String"
        case .number: return token.text.contains(".") || token.text.contains("e") ? "Double" : "Int"
        case .identifier("true"), .identifier("false"): return "Bool"
        default: return nil
        }
    }

    /// A literal as a template writes it: a string's text, a number or a Boolean as written.
    private static func written(_ literal: Token) -> String {
        if case .string(let parts) = literal.kind {
            return parts.map { if case .text(let text) = $0 { text } else { "" } }.joined()
        }
        return literal.text
    }

    /// Kotlin string text with each `$name` and `${name}` template replaced by `value`; an
    /// escaped dollar (`\$`) and a longer name (`$names`) are left as they are.
    static func templates(of name: String, in text: String, replacedBy value: String) -> String {
        var result = ""
        var rest = Substring(text)
        while let dollar = rest.firstIndex(of: "$") {
            result += rest[..<dollar]
            let after = rest[rest.index(after: dollar)...]
            let escaped = result.hasSuffix("\\")
            if !escaped, after.hasPrefix("{" + name + "}") {
                result += value
                rest = after.dropFirst(name.count + 2)
            } else if !escaped, after.hasPrefix(name),
                      !(after.dropFirst(name.count).first.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false) {
                result += value
                rest = after.dropFirst(name.count)
            } else {
                result += "$"
                rest = after
            }
        }
        return result + rest
    }

    /// Whether a literal of `type` may be declared as `declared`: Swift's whole literal may be any
    /// number type (`let speed: Float = 1`), Kotlin's only a whole one (`val count: Long = 3`;
    /// `val speed: Double = 1` does not compile), and a literal with a point a floating type
    /// (Kotlin's `Float` needs the `f` suffix, which the tutor does not read).
    static func literalFits(_ type: String, _ declared: String, kotlin: Bool) -> Bool {
        switch type {
        case "Int": (kotlin ? ["Int", "Long"] : ["Int", "Double", "Float", "CGFloat"]).contains(declared)
        case "Double": (kotlin ? ["Double"] : ["Double", "Float", "CGFloat"]).contains(declared)
        default: type == declared
        }
    }

    /// The literal as the declared type holds it: a whole literal declared `Double`, `Float` or
    /// `CGFloat` is that floating type, written with its point where it is read (`let size:
    /// Double = 3` reads `3.0`, as `"\(size)"` writes it).
    static func typed(_ literal: Token, as declared: String?) -> Token {
        guard let declared, ["Double", "Float", "CGFloat"].contains(declared), self.literal(literal) == "Int" else { return literal }
        var pointed = literal
        pointed.text += ".0"
        return pointed
    }

    /// `tokens` with each read of `name` replaced by `literal`, inside string interpolations too;
    /// a member (`.name`), an argument label (`(name:`) and a name declared again are other
    /// names. Assigning to the name is refused, as the compilers refuse it: the problem is given,
    /// and the name made a token already reported, so the statement it is in is skipped.
    static func substitute(_ name: String, by literal: Token, in tokens: inout [Token], kotlin: Bool) -> [Problem] {
        var problems: [Problem] = []
        for index in tokens.indices {
            if case .string(let parts) = tokens[index].kind {
                var inside: [StringPart] = []
                for part in parts {
                    switch part {
                    case .interpolation(var interpolated, let location):
                        problems += substitute(name, by: literal, in: &interpolated, kotlin: kotlin)
                        inside.append(.interpolation(interpolated, location))
                    case .text(let text) where kotlin:
                        // Kotlin's `$name` and `${name}`, kept as written for the template reader.
                        inside.append(.text(templates(of: name, in: text, replacedBy: written(literal))))
                    case .text:
                        inside.append(part)
                    }
                }
                tokens[index].kind = .string(inside)
                continue
            }
            guard tokens[index].isIdentifier(name) else { continue }
            let before = index > 0 ? tokens[index - 1] : nil
            let after = index + 1 < tokens.count ? tokens[index + 1] : nil
            // A member, and a name declared again (told where it is read).
            if before.map({ $0.isSymbol(".") || ["let", "var", "val"].contains(where: $0.isIdentifier) }) ?? false {
                continue
            }
            if after?.isSymbol(":") == true, before.map({ $0.isSymbol("(") || $0.isSymbol(",") }) ?? false { continue }
            if let after, ["=", "+=", "-=", "++", "--"].contains(where: after.isSymbol) {
                problems.append(Problem(.assignToConstant(name, kotlin: kotlin), at: after.location))
                tokens[index].kind = .invalid
                continue
            }
            var copy = literal
            copy.location = tokens[index].location
            tokens[index] = copy
        }
        return problems
    }
}
