import AXModel

/// Loops over a list of views, as Swift and Kotlin write them: `for view in [a, b] { … }`,
/// `[a, b].forEach { $0.… }`, Kotlin's `listOf(a, b).forEach { it.… }` and
/// `for (view in listOf(a, b)) { … }`. A loop is read as its body written once for each view,
/// the loop's name standing for that view (at the name's own place, for messages); Swift types
/// the list by the views' common class, which applying checks (`Statement.listedViews`).
extension Parser {
    /// One copy of a loop's body: the tokens it spans, the views the loop's list names, where
    /// this copy's view is listed, and each place the loop's name stands for it (`at`, placed
    /// so that the member after it is one column past its id) with where its member and the name
    /// itself are written.
    struct LoopCopy {
        var tokens: Range<Int>
        var views: [String]
        var listed: SourceLocation
        var uses: [(at: SourceLocation, member: SourceLocation, name: SourceLocation)]

        /// A statement's view, when the loop's name stands for it: pointed at in the list, its
        /// member where the name is written.
        func relocated(_ reference: ElementReference) -> ElementReference {
            guard let use = uses.first(where: { $0.at == reference.location }) else { return reference }
            var moved = reference
            moved.memberLocation = use.member
            moved.location = listed
            return moved
        }

        /// Where a statement that starts with the loop's name starts: at the name, as written.
        func written(_ location: SourceLocation) -> SourceLocation {
            uses.first(where: { $0.at == location })?.name ?? location
        }
    }

    /// The most views a list may name, and the most tokens a loop may become once written out.
    static let maximumLoopViews = 64
    static let maximumLoopTokens = 20_000

    /// How a loop was read: written out, or not, because it goes over SwiftUI views or
    /// composables (values a body builds, which a loop cannot change), or over something else
    /// (numbers, a nested loop, a body too long once written out).
    enum LoopReading { case expanded, declarative, unread }

    /// Replaces the loop at the current token with a new line and its body once per view
    /// (`expanded`); anything else leaves the tokens as they are.
    mutating func expandViewLoop() -> LoopReading {
        guard let loop = viewLoop(at: position) else { return .unread }
        if loop.views.contains(where: { swiftUIViews.contains($0.text) || composables.contains($0.text) }) { return .declarative }
        let body = Array(tokens[loop.body])
        if body.contains(where: { $0.isIdentifier("for") || $0.isIdentifier("forEach") }) { return .unread }
        guard body.count * loop.views.count <= Parser.maximumLoopTokens else { return .unread }
        let newline = Token(kind: .newline, location: current.location, text: "\n")
        var written = [newline]
        var copies: [LoopCopy] = []
        for (number, view) in loop.views.enumerated() {
            let start = position + written.count
            var uses: [(at: SourceLocation, member: SourceLocation, name: SourceLocation)] = []
            var index = 0
            while index < body.count {
                let token = body[index]
                // `$0` is two tokens (`$`, `0`); a name or Kotlin's `it` is one.
                let shorthand = loop.variable == "$0" && token.isSymbol("$") && index + 1 < body.count
                    && body[index + 1].text == "0"
                if shorthand || (loop.variable != "$0" && token.isIdentifier(loop.variable)) {
                    let member = SourceLocation(line: token.location.line, column: token.location.column + loop.variable.count + 1)
                    let at = SourceLocation(line: member.line, column: max(1, member.column - view.text.count - 1))
                    uses.append((at, member, token.location))
                    written.append(Token(kind: .identifier(view.text), location: at, text: view.text))
                    index += shorthand ? 2 : 1
                    continue
                }
                // Swift's `"\(field.accessibilityLabel ?? ""), required"`: the variable inside an interpolation.
                if platform == .ios, case .string = token.kind {
                    written.append(Self.renamingInInterpolations(token, variable: loop.variable, to: view))
                    index += 1
                    continue
                }
                // Kotlin's `"${it.text} (required)"`: the variable inside a string's templates.
                if platform == .android, case .string(let parts) = token.kind, loop.variable != "$0" {
                    var renamed = token
                    renamed.kind = .string(parts.map { part in
                        guard case .text(let text) = part else { return part }
                        return .text(Parser.renamingTemplateVariable(loop.variable, to: view.text, in: text))
                    })
                    renamed.text = Parser.renamingTemplateVariable(loop.variable, to: view.text, in: token.text)
                    written.append(renamed)
                    index += 1
                    continue
                }
                written.append(token)
                index += 1
            }
            // `for (button, name) in [(play, "Play"), …]`: the second name is this view's literal, or
            // the view paired with it (`(toggle, caption)`), read where the name is.
            if let paired = loop.paired {
                var copy = Array(written[(start - position)...])
                for problem in Self.substitute(paired.name, by: paired.literals[number], in: &copy, kotlin: false) { record(problem) }
                written.replaceSubrange((start - position)..., with: copy)
            }
            written.append(newline)
            copies.append(LoopCopy(tokens: start..<(position + written.count), views: loop.views.map(\.text),
                                   listed: view.location, uses: uses))
        }
        replaceTokens(position..<loop.end, with: written)
        loopCopies += copies
        return .expanded
    }

    /// A Swift string with the loop's variable (a name, or `$0`) renamed to the view inside its
    /// interpolations, nested ones too.
    static func renamingInInterpolations(_ token: Token, variable: String, to view: Token) -> Token {
        guard case .string(let parts) = token.kind else { return token }
        var renamed = token
        renamed.kind = .string(parts.map { part in
            guard case .interpolation(let tokens, let location) = part else { return part }
            var inside: [Token] = []
            var index = 0
            while index < tokens.count {
                let token = tokens[index]
                let shorthand = variable == "$0" && token.isSymbol("$") && index + 1 < tokens.count && tokens[index + 1].text == "0"
                let named = variable != "$0" && token.isIdentifier(variable)
                    && !(index > 0 && tokens[index - 1].isSymbol("."))
                if shorthand || named {
                    var id = view
                    id.location = token.location
                    inside.append(id)
                    index += shorthand ? 2 : 1
                    continue
                }
                inside.append(renamingInInterpolations(token, variable: variable, to: view))
                index += 1
            }
            return .interpolation(inside, location)
        })
        return renamed
    }

    /// A Kotlin string's text with the loop's variable renamed where a template reads it
    /// (`$it`, `${it.text}`), and nowhere else.
    static func renamingTemplateVariable(_ variable: String, to view: String, in text: String) -> String {
        var result = ""
        var rest = Substring(text)
        while let dollar = rest.firstIndex(of: "$") {
            result += rest[..<dollar]
            rest = rest[dollar...]
            // An escaped dollar (`\$`) starts no template.
            if result.hasSuffix("\\") {
                result += "$"
                rest = rest.dropFirst()
                continue
            }
            let opening = ["${", "$"].first { opening in
                rest.hasPrefix(opening + variable)
                    && rest.dropFirst(opening.count + variable.count).first.map { $0.isLetter || $0.isNumber || $0 == "_" } != true
            }
            if let opening {
                result += opening + view
                rest = rest.dropFirst(opening.count + variable.count)
            } else {
                result += "$"
                rest = rest.dropFirst()
            }
        }
        return result + rest
    }

    /// Replaces tokens not yet read, moving the loop copies written out so far that follow them
    /// (or hold them) by the change in length.
    mutating func replaceTokens(_ range: Range<Int>, with replacement: [Token]) {
        tokens.replaceSubrange(range, with: replacement)
        let shift = replacement.count - range.count
        loopCopies = loopCopies.map { copy in
            guard copy.tokens.upperBound > range.lowerBound else { return copy }
            var moved = copy
            let lower = copy.tokens.lowerBound > range.lowerBound ? copy.tokens.lowerBound + shift : copy.tokens.lowerBound
            moved.tokens = lower..<(copy.tokens.upperBound + shift)
            return moved
        }
    }

    /// The views listed by the loop that starts at `start`, its variable, its body's token range
    /// and the index just past its closing brace.
    private func viewLoop(at start: Int) -> ViewLoop? {
        var index = start
        var variable: String?
        let list: (views: [Token], next: Int)
        if token(at: index).isIdentifier("for"), platform == .ios, token(at: index + 1).isSymbol("(") {
            // Swift's `for (view, text) in [(a, "A"), (b, "B")] {` or `in zip([a, b], ["A", "B"]) {`.
            guard let first = token(at: index + 2).identifier, token(at: index + 3).isSymbol(","),
                  let second = token(at: index + 4).identifier, token(at: index + 5).isSymbol(")"),
                  token(at: index + 6).isIdentifier("in") else { return nil }
            // `for (index, view) in [a, b].enumerated() {`: the first name is the view's offset, an Int.
            if let listed = listedViews(at: index + 7), token(at: listed.next).isSymbol("."),
               token(at: listed.next + 1).isIdentifier("enumerated"), token(at: listed.next + 2).isSymbol("("),
               token(at: listed.next + 3).isSymbol(")"), let body = loopBody(from: listed.next + 4) {
                let offsets = listed.views.indices.map { Token(kind: .number(Double($0)), location: listed.views[$0].location, text: String($0)) }
                return ViewLoop(views: listed.views, variable: second, paired: (first, offsets), body: body.range, end: body.end)
            }
            guard let pairs = listedPairs(at: index + 7) else { return nil }
            guard let body = loopBody(from: pairs.next) else { return nil }
            return ViewLoop(views: pairs.views, variable: first, paired: (second, pairs.literals), body: body.range, end: body.end)
        }
        if token(at: index).isIdentifier("for") {
            // Swift's `for NAME in LIST {`, Kotlin's `for (NAME in LIST) {`.
            let kotlin = platform == .android
            if kotlin {
                guard token(at: index + 1).isSymbol("(") else { return nil }
                index += 1
            }
            guard let name = token(at: index + 1).identifier, token(at: index + 2).isIdentifier("in"),
                  let listed = listedViews(at: index + 3) else { return nil }
            variable = name
            index = listed.next
            if kotlin {
                guard token(at: index).isSymbol(")") else { return nil }
                index += 1
            }
            list = (listed.views, index)
        } else {
            // `LIST.forEach {`, the closure's argument named (`view in`, Kotlin's `view ->`) or not.
            guard let listed = listedViews(at: index), token(at: listed.next).isSymbol("."),
                  token(at: listed.next + 1).isIdentifier("forEach") else { return nil }
            list = (listed.views, listed.next + 2)
        }
        index = list.next
        // Kotlin's `for (v in listOf(a, b)) v.contentDescription = null`: one statement, to the line's end.
        if platform == .android, variable != nil, !token(at: index).isNewline, !token(at: index).isSymbol("{") {
            var end = index
            var depth = 0
            while token(at: end).kind != .end {
                let token = token(at: end)
                if token.isSymbol("{") || token.isSymbol("(") || token.isSymbol("[") { depth += 1 }
                if token.isSymbol("}") || token.isSymbol(")") || token.isSymbol("]") {
                    if depth == 0 { break }
                    depth -= 1
                }
                if depth == 0, token.isNewline || token.isSymbol(";") { break }
                end += 1
            }
            guard end > index, let variable else { return nil }
            return ViewLoop(views: list.views, variable: variable, paired: nil, body: index..<end, end: end)
        }
        while token(at: index).isNewline { index += 1 }
        guard token(at: index).isSymbol("{") else { return nil }
        let closure = variable == nil
        if closure { variable = loopClosureName(at: index + 1) ?? (platform == .android ? "it" : "$0") }
        guard let body = loopBody(from: index, closure: closure), let variable else { return nil }
        return ViewLoop(views: list.views, variable: variable, paired: nil, body: body.range, end: body.end)
    }

    /// A loop read from its tokens: the views listed, the name standing for each, the second
    /// name of a pair loop with each view's literal, its body's token range and the index just
    /// past its closing brace.
    struct ViewLoop {
        var views: [Token]
        var variable: String
        var paired: (name: String, literals: [Token])?
        var body: Range<Int>
        var end: Int
    }

    /// The body from the `{` at `start` (after new lines) up to the brace that closes it, and
    /// the index past that brace; a `closure`'s named argument (`view in`) is not in the body.
    private func loopBody(from start: Int, closure: Bool = false) -> (range: Range<Int>, end: Int)? {
        var index = start
        while token(at: index).isNewline { index += 1 }
        guard token(at: index).isSymbol("{") else { return nil }
        index += 1
        if closure, loopClosureName(at: index) != nil { index += 2 }
        var depth = 0
        var end = index
        while true {
            let token = token(at: end)
            if token.kind == .end { return nil }
            if token.isSymbol("{") || token.isSymbol("(") || token.isSymbol("[") { depth += 1 }
            if token.isSymbol("}") || token.isSymbol(")") || token.isSymbol("]") {
                if depth == 0 { break }
                depth -= 1
            }
            end += 1
        }
        guard token(at: end).isSymbol("}") else { return nil }
        return (index..<end, end + 1)
    }

    /// A closure's named argument at `index` (`view in`, Kotlin's `view ->`), nil when none.
    private func loopClosureName(at index: Int) -> String? {
        guard let name = token(at: index).identifier else { return nil }
        let named = token(at: index + 1).isIdentifier("in") && platform == .ios || token(at: index + 1).isSymbol("->") && platform == .android
        return named ? name : nil
    }

    /// `[(a, "A"), (b, "B")]` or `zip([a, b], ["A", "B"])` from `start`: each view's id token and
    /// the literal paired with it, and the index past the list.
    private func listedPairs(at start: Int) -> (views: [Token], literals: [Token], next: Int)? {
        var index = start
        if token(at: index).isIdentifier("zip"), token(at: index + 1).isSymbol("("),
           let views = listedViews(at: index + 2), token(at: views.next).isSymbol(","),
           let literals = listedLiterals(at: views.next + 1), token(at: literals.next).isSymbol(")"),
           views.views.count == literals.literals.count {
            return (views.views, literals.literals, literals.next + 1)
        }
        guard token(at: index).isSymbol("[") else { return nil }
        index += 1
        var views: [Token] = []
        var literals: [Token] = []
        while views.count <= Parser.maximumLoopViews {
            while token(at: index).isNewline { index += 1 }
            if token(at: index).isSymbol("]"), !views.isEmpty { return (views, literals, index + 1) }
            guard token(at: index).isSymbol("(") else { return nil }
            index += 1
            if token(at: index).isIdentifier("self"), token(at: index + 1).isSymbol(".") { index += 2 }
            guard token(at: index).identifier != nil, token(at: index + 1).isSymbol(","),
                  let (second, past) = pairedItem(at: index + 2), token(at: past).isSymbol(")"),
                  let next = nextItem(after: past + 1, closing: "]") else { return nil }
            views.append(token(at: index))
            literals.append(second)
            index = next
        }
        return nil
    }

    /// A pair's second item at `index`: a literal, or a view's name (`self.` before it skipped),
    /// and the index past it.
    private func pairedItem(at index: Int) -> (Token, Int)? {
        var index = index
        if token(at: index).isIdentifier("self"), token(at: index + 1).isSymbol("."), token(at: index + 2).identifier != nil {
            index += 2
        }
        guard Self.literal(token(at: index)) != nil || Self.isViewName(token(at: index)) else { return nil }
        return (token(at: index), index + 1)
    }

    /// Where the next item of a list starts, after one that ends at `index`: past its `,`, or at
    /// `closing`; nil for anything else.
    private func nextItem(after index: Int, closing: String) -> Int? {
        var index = index
        while token(at: index).isNewline { index += 1 }
        if token(at: index).isSymbol(",") { return index + 1 }
        return token(at: index).isSymbol(closing) ? index : nil
    }

    /// A name that may be a view's id: not a literal, not a keyword of the code.
    static func isViewName(_ token: Token) -> Bool {
        guard let name = token.identifier else { return false }
        return !["true", "false", "nil", "self"].contains(name)
    }

    /// `["A", "B"]` or `[caption, detail]`: literals or views listed, and the index past the list.
    private func listedLiterals(at start: Int) -> (literals: [Token], next: Int)? {
        guard token(at: start).isSymbol("[") else { return nil }
        var index = start + 1
        var literals: [Token] = []
        while literals.count <= Parser.maximumLoopViews {
            while token(at: index).isNewline { index += 1 }
            if token(at: index).isSymbol("]"), !literals.isEmpty { return (literals, index + 1) }
            guard let (item, past) = pairedItem(at: index), let next = nextItem(after: past, closing: "]") else { return nil }
            literals.append(item)
            index = next
        }
        return nil
    }

    /// `[a, b]`, Kotlin's `listOf(a, b)` (or `arrayOf`, `setOf`, `mutableListOf`) from `start`:
    /// the views' id tokens (`binding.a`, `self.a` and `this.a` name `a`) and the index past it.
    private func listedViews(at start: Int) -> (views: [Token], next: Int)? {
        var index = start
        let closing: String
        if token(at: index).isSymbol("[") && platform == .ios {
            closing = "]"
            index += 1
        } else if platform == .android, ["listOf", "arrayOf", "setOf", "mutableListOf"].contains(token(at: index).text),
                  token(at: index + 1).isSymbol("(") {
            closing = ")"
            index += 2
        } else {
            return nil
        }
        var views: [Token] = []
        while views.count <= Parser.maximumLoopViews {
            while token(at: index).isNewline { index += 1 }
            if token(at: index).isSymbol(closing), !views.isEmpty { return (views, index + 1) }
            if ["binding", "self", "this"].contains(token(at: index).text), token(at: index + 1).isSymbol("."),
               token(at: index + 2).identifier != nil {
                index += 2
            }
            guard token(at: index).identifier != nil else { return nil }
            views.append(token(at: index))
            index += 1
            while token(at: index).isNewline { index += 1 }
            if token(at: index).isSymbol(",") {
                index += 1
            } else if !token(at: index).isSymbol(closing) {
                return nil
            }
        }
        return nil
    }

    private func token(at index: Int) -> Token { tokens[min(index, tokens.count - 1)] }
}
