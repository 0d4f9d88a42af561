import AXModel

/// Splits fix-statement source into tokens, reporting bad characters and literals as it goes.
struct Lexer {
    private let characters: [Character]
    private var index = 0
    private var line = 1
    private var column = 1
    private(set) var problems: [Problem] = []
    /// Strings inside interpolations inside strings, bounded so no input exhausts the stack.
    private var interpolationDepth = 0
    private static let maximumInterpolationDepth = 8
    /// Set once a too deeply nested string gave up on its line, so the strings around it are
    /// not also reported as unterminated.
    private var abandonedLine = false
    /// The last line whose length was checked.
    private var checkedLine = 0
    /// The longest line read, in characters: far longer than any statement, so the work and the
    /// messages for one line stay small whatever is pasted.
    static let maximumLineLength = 1_000

    /// Whose literals these are: Swift's (ios) or Kotlin's (android), which differ in quotes
    /// and escapes.
    private let platform: Platform

    init(_ source: String, platform: Platform = .ios) {
        characters = Array(source)
        self.platform = platform
    }

    /// Every token of the source, ending with `.end`, and the problems found on the way.
    static func tokenize(_ source: String, platform: Platform = .ios) -> (tokens: [Token], problems: [Problem]) {
        var lexer = Lexer(source, platform: platform)
        var tokens: [Token] = []
        while true {
            let token = lexer.next()
            tokens.append(token)
            if token.kind == .end { break }
        }
        return (tokens, lexer.problems)
    }

    private static let twoCharacterSymbols: Set<String> = [
        "+=", "-=", "|=", "&=", "^=", "==", "!=", "<=", ">=", "&&", "||", "->", "??",
    ]
    private static let oneCharacterSymbols: Set<Character> = [
        ".", ",", "(", ")", "[", "]", "{", "}", ":", ";", "=", "|", "&", "~", "<", ">", "+", "-",
        "!", "*", "/", "?", "@", "$",
    ]

    private var location: SourceLocation { SourceLocation(line: line, column: column) }

    private func peek(_ offset: Int = 0) -> Character? {
        let position = index + offset
        return position < characters.count ? characters[position] : nil
    }

    private mutating func advance() {
        guard index < characters.count else { return }
        if Lexer.isNewline(characters[index]) {
            line += 1
            column = 1
        } else {
            column += 1
        }
        index += 1
    }

    // ASCII first: Unicode property look-ups are the lexer's main cost otherwise.

    static func isNewline(_ character: Character) -> Bool {
        if let ascii = character.asciiValue { return ascii == 10 || ascii == 13 }
        return SourceLines.isLineBreak(character)
    }

    private static func isSpace(_ character: Character) -> Bool {
        if let ascii = character.asciiValue { return ascii == 32 || ascii == 9 || ascii == 11 || ascii == 12 }
        return character.isWhitespace && !character.isNewline
    }

    private static func isIdentifierStart(_ character: Character) -> Bool {
        if let ascii = character.asciiValue {
            return (ascii >= 65 && ascii <= 90) || (ascii >= 97 && ascii <= 122) || ascii == 95
        }
        return character.isLetter
    }

    private static func isIdentifierContinue(_ character: Character) -> Bool {
        if let ascii = character.asciiValue {
            return (ascii >= 65 && ascii <= 90) || (ascii >= 97 && ascii <= 122) || ascii == 95 || (ascii >= 48 && ascii <= 57)
        }
        return character.isLetter || character.isNumber
    }

    private static func isDigit(_ character: Character) -> Bool {
        guard let ascii = character.asciiValue else { return false }
        return ascii >= 48 && ascii <= 57
    }

    /// Skips spaces and comments (not newlines).
    private mutating func skipTrivia() {
        while let character = peek() {
            if Lexer.isSpace(character) {
                advance()
            } else if character == "/" && peek(1) == "/" {
                while let c = peek(), !Lexer.isNewline(c) { advance() }
            } else if character == "/" && peek(1) == "*" {
                let start = location
                advance(); advance()
                var closed = false
                while let c = peek() {
                    if c == "*" && peek(1) == "/" {
                        advance(); advance()
                        closed = true
                        break
                    }
                    advance()
                }
                if !closed { problems.append(Problem(.unterminatedComment, at: start)) }
            } else {
                return
            }
        }
    }

    /// The next token.
    mutating func next() -> Token {
        if line != checkedLine {
            checkedLine = line
            if let skipped = skipOverlongLine() { return skipped }
        }
        skipTrivia()
        let start = location
        guard let character = peek() else { return Token(kind: .end, location: start, text: "") }
        if Lexer.isNewline(character) {
            advance()
            return Token(kind: .newline, location: start, text: "\n")
        }
        if Lexer.isIdentifierStart(character) {
            var name = ""
            while let c = peek(), Lexer.isIdentifierContinue(c) {
                name.append(c)
                advance()
            }
            return Token(kind: .identifier(name), location: start, text: name)
        }
        if character == "#", platform == .ios, let next = peek(1), Lexer.isIdentifierStart(next) {
            // Swift's `#selector`, `#available`: one word, which the statements read as a name.
            var name = ""
            advance()
            while let c = peek(), Lexer.isIdentifierContinue(c) {
                name.append(c)
                advance()
            }
            return Token(kind: .identifier("#" + name), location: start, text: "#" + name)
        }
        if character == "$", platform == .android, let next = peek(1), Lexer.isDigit(next) {
            // `$0`: Swift's shorthand argument, which Kotlin calls `it`.
            advance()
            while let c = peek(), Lexer.isDigit(c) { advance() }
            problems.append(Problem(.swiftShorthandArgument, at: start))
            return Token(kind: .invalid, location: start, text: "$")
        }
        if character == "\\", platform == .ios, peek(1) == "." {
            // `\.accessibilityLabel`: a Swift key path's backslash.
            advance()
            return Token(kind: .symbol("\\"), location: start, text: "\\")
        }
        if Lexer.isDigit(character) { return number(start) }
        if character == "\"" { return string(start) }
        if character == "'" {
            let startIndex = index
            advance()
            while let c = peek(), !Lexer.isNewline(c) {
                advance()
                if c == "'" { break }
            }
            problems.append(Problem(platform == .android ? .kotlinChar(String(text(from: startIndex).dropFirst().prefix { $0 != "'" }))
                                                          : .singleQuotes, at: start))
            return Token(kind: .invalid, location: start, text: text(from: startIndex))
        }
        if character == "“" || character == "”" || character == "‘" || character == "’" {
            // A string pasted from an article: skip to its closing quote so it is reported once.
            let startIndex = index
            let closing: Character = character == "“" || character == "”" ? "”" : "’"
            advance()
            while let c = peek(), !Lexer.isNewline(c) {
                advance()
                if c == closing { break }
            }
            problems.append(Problem(.curlyQuote(String(character)), at: start))
            return Token(kind: .invalid, location: start, text: text(from: startIndex))
        }
        if let second = peek(1), Lexer.twoCharacterSymbols.contains(String(character) + String(second)) {
            advance(); advance()
            let text = String(character) + String(second)
            return Token(kind: .symbol(text), location: start, text: text)
        }
        advance()
        if Lexer.oneCharacterSymbols.contains(character) {
            return Token(kind: .symbol(String(character)), location: start, text: String(character))
        }
        problems.append(Problem(.unexpectedCharacter(String(character)), at: start))
        return Token(kind: .invalid, location: start, text: String(character))
    }

    /// When the line ahead is longer than `maximumLineLength`, reports it at its start and
    /// skips it whole, as one invalid token; nil for a line of a usual length.
    private mutating func skipOverlongLine() -> Token? {
        var end = index
        while end < characters.count, !Lexer.isNewline(characters[end]) {
            end += 1
            if end - index > Lexer.maximumLineLength { break }
        }
        guard end - index > Lexer.maximumLineLength else { return nil }
        let start = location
        problems.append(Problem(.lineTooLong(Lexer.maximumLineLength), at: start))
        while let character = peek(), !Lexer.isNewline(character) { advance() }
        return Token(kind: .invalid, location: start, text: "")
    }

    private mutating func number(_ start: SourceLocation) -> Token {
        var text = ""
        while let c = peek(), Lexer.isDigit(c) || c == "_" {
            text.append(c)
            advance()
        }
        if peek() == ".", let after = peek(1), Lexer.isDigit(after) {
            text.append(".")
            advance()
            while let c = peek(), Lexer.isDigit(c) || c == "_" {
                text.append(c)
                advance()
            }
        }
        // An exponent, as both languages write one: `1e3`, `2.5E-2` (a Double).
        if let e = peek(), e == "e" || e == "E" {
            let signed = peek(1) == "+" || peek(1) == "-"
            if let digit = peek(signed ? 2 : 1), Lexer.isDigit(digit) {
                for _ in 0..<(signed ? 2 : 1) {
                    text.append(peek() ?? "e")
                    advance()
                }
                while let c = peek(), Lexer.isDigit(c) || c == "_" {
                    text.append(c)
                    advance()
                }
            }
        }
        let digits = text.filter { $0 != "_" }
        guard let value = Double(digits), value.isFinite else {
            problems.append(Problem(.badNumber(text), at: start))
            return Token(kind: .invalid, location: start, text: text)
        }
        return Token(kind: .number(value), location: start, text: text)
    }

    /// A string literal from its opening quote; an unterminated one is reported at its start.
    private mutating func string(_ start: SourceLocation) -> Token {
        let startIndex = index
        advance()
        var parts: [StringPart] = []
        var current = ""
        var valid = true
        while true {
            guard let character = peek(), !Lexer.isNewline(character) else {
                problems.append(Problem(.unterminatedString, at: start))
                return Token(kind: .invalid, location: start, text: text(from: startIndex))
            }
            if character == "\"" {
                advance()
                break
            }
            // Kotlin's `${if (saved) "Saved" else "Not saved"}`: a template's expression may hold
            // strings of its own; it is kept as written, for the template reader.
            if platform == .android, character == "$", peek(1) == "{" {
                current += kotlinTemplateSource()
                continue
            }
            if character != "\\" {
                current.append(character)
                advance()
                continue
            }
            let escapeStart = location
            advance()
            guard let escaped = peek(), !Lexer.isNewline(escaped) else { continue }
            switch escaped {
            case "n": current.append("\n"); advance()
            case "t": current.append("\t"); advance()
            case "r": current.append("\r"); advance()
            case "0" where platform == .ios: current.append("\0"); advance()
            case "b" where platform == .android: current.append("\u{8}"); advance()
            case "\"": current.append("\""); advance()
            case "'": current.append("'"); advance()
            case "\\": current.append("\\"); advance()
            case "$" where platform == .android:
                // Kotlin's `\$` is a dollar sign that starts no template: it ends its piece of
                // text, so the template reader never sees it next to what follows.
                parts.append(.text(current + "$"))
                current = ""
                advance()
            case "u" where platform == .android:
                advance()
                if let scalar = kotlinUnicodeEscape() {
                    current.append(Character(scalar))
                } else {
                    problems.append(Problem(.badKotlinUnicodeEscape, at: escapeStart))
                    valid = false
                }
            case "u":
                advance()
                if let scalar = unicodeEscape() {
                    current.append(Character(scalar))
                } else {
                    problems.append(Problem(.badUnicodeEscape, at: escapeStart))
                    valid = false
                }
            case "(":
                advance()
                if !current.isEmpty { parts.append(.text(current)) }
                current = ""
                guard interpolationDepth < Lexer.maximumInterpolationDepth else {
                    problems.append(Problem(.tooDeeplyNested, at: escapeStart))
                    abandonedLine = true
                    while let c = peek(), !Lexer.isNewline(c) { advance() }
                    return Token(kind: .invalid, location: start, text: text(from: startIndex))
                }
                interpolationDepth += 1
                let inner = interpolation()
                interpolationDepth -= 1
                guard let inner else {
                    if !abandonedLine { problems.append(Problem(.unterminatedString, at: start)) }
                    if interpolationDepth == 0 { abandonedLine = false }
                    return Token(kind: .invalid, location: start, text: text(from: startIndex))
                }
                parts.append(.interpolation(inner, escapeStart))
            default:
                problems.append(Problem(platform == .android ? .badKotlinEscape(String(escaped)) : .badEscape(String(escaped)),
                                        at: escapeStart))
                advance()
                valid = false
            }
        }
        if !current.isEmpty || parts.isEmpty { parts.append(.text(current)) }
        let source = text(from: startIndex)
        return Token(kind: valid ? .string(parts) : .invalid, location: start, text: source)
    }

    /// A Kotlin `${ … }` template as written, from its `$` to its matching `}` (consumed), past
    /// the braces and strings inside it; at a line's end, what was read (the template reader
    /// says it is never closed).
    private mutating func kotlinTemplateSource() -> String {
        let line = characters[index...].prefix { !Lexer.isNewline($0) }
        let length = Lexer.kotlinTemplateLength(line) ?? line.count
        for _ in 0..<length { advance() }
        return String(line.prefix(length))
    }

    /// How many characters the Kotlin template starting `text` (its `$`) takes, through the `}`
    /// that closes its `${`, past the braces and the strings inside it
    /// (`${if (saved) "Saved" else "Not saved"}`); nil when it is never closed.
    static func kotlinTemplateLength(_ text: some Collection<Character>) -> Int? {
        var depth = 0, inString = false, escaped = false
        for (offset, character) in text.enumerated() where offset > 0 {
            if inString {
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
                continue
            }
            switch character {
            case "\"": inString = true
            case "{": depth += 1
            case "}":
                depth -= 1
                if depth == 0 { return offset + 1 }
            default: break
            }
        }
        return nil
    }

    /// Kotlin's four hex digits after `\u` (`\u00E9`); nil when they are not four hex digits
    /// naming a character (the digits read are consumed).
    private mutating func kotlinUnicodeEscape() -> Unicode.Scalar? {
        var hex = ""
        while hex.count < 4, let c = peek(), c.isHexDigit { hex.append(c); advance() }
        guard hex.count == 4, let value = UInt32(hex, radix: 16) else { return nil }
        return Unicode.Scalar(value)
    }

    /// `{1F600}` after `\u`; nil (nothing consumed past the braces) when malformed.
    private mutating func unicodeEscape() -> Unicode.Scalar? {
        guard peek() == "{" else { return nil }
        advance()
        var hex = ""
        while let c = peek(), c.isHexDigit, hex.count < 9 {
            hex.append(c)
            advance()
        }
        guard peek() == "}" else { return nil }
        advance()
        guard (1...8).contains(hex.count), let value = UInt32(hex, radix: 16) else { return nil }
        return Unicode.Scalar(value)
    }

    /// The tokens of a `\( … )` interpolation up to its closing parenthesis (consumed);
    /// nil when the line or the source ends first.
    private mutating func interpolation() -> [Token]? {
        var tokens: [Token] = []
        var depth = 0
        while true {
            let token = next()
            switch token.kind {
            case .end, .newline: return nil
            case .symbol("("): depth += 1
            case .symbol(")"):
                if depth == 0 { return tokens }
                depth -= 1
            default: break
            }
            tokens.append(token)
        }
    }

    private func text(from start: Int) -> String {
        String(characters[start..<min(index, characters.count)])
    }
}
