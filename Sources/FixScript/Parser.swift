import AXModel

/// A hand-written recursive-descent parser over the tokens of a fix script. It reads statement
/// after statement, records a problem for each bad one and carries on with the next.
struct Parser {
    var tokens: [Token]
    var position = 0
    private(set) var problems: [Problem] = []
    /// How deep brackets and operators nest right now, bounded so no input exhausts the stack.
    var nesting = 0
    /// Set by a `Text(…).speechSpellsOutCharacters(…)` just read, for the modifier it is in.
    var textSpellsOut: Bool?
    /// The screen's Compose nodes, when known: a View attribute on one is told the modifier
    /// to write at once, before the attribute's own spelling is looked at.
    var composables: Set<String> = []
    /// The constants declared so far (`let message = "Saved"`), each put in place of its name
    /// in the rest of the input (LiteralConstants.swift).
    var literalConstants: Set<String> = []
    /// The screen's SwiftUI views, when known: a UIKit method to override on one is told the
    /// SwiftUI modifier at once.
    var swiftUIViews: Set<String> = []
    /// The UIKit views of the screen, when it is known: a call on one is a method, not a modifier.
    var uikitViews: Set<String> = []
    /// Inside `with(view) { … }` or `view.apply { … }`: the view a bare attribute name reads.
    var scopeReceiver: ElementReference?
    /// What the adjustment bodies being read name, for checking against the screen.
    var bodyNames = FixScript.BodyNames()
    /// True inside SwiftUI's `.accessibilityAdjustableAction { … }`, where views are values and
    /// only the app's state can change.
    var inSwiftUIAction = false
    /// The locals in scope in the body being read, innermost braces last.
    var bodyScopes: [[String: Local]] = []
    /// Who `self` is in the body being read: the view (an extension) or the view controller
    /// (a handler's closure).
    var bodyOwner: BodyOwner = .view
    /// True in a handler that returns whether it succeeded (`UIAccessibilityCustomAction`'s):
    /// every `return` carries a `Bool` and the body ends in one.
    var returnsBool = false
    /// True while reading an announcement's whole argument, which may be read through `self?.`
    /// (`argument: self?.emailError.text`: an optional `Any?`, nil announcing nothing).
    var readsThroughOptionalSelf = false
    /// In a Kotlin action's lambda, the name its first parameter gives the view (`view`).
    var lambdaView: String?
    /// The id of the view whose lambda is being read.
    var lambdaTarget: String?
    /// Whether the handler being read unwrapped `self` (`guard let self`), and how the last
    /// handler read captured the view controller, for the code shown.
    var unwrappedSelf = false
    var handlerCapture = ClosureCapture.weakUnwrapped
    /// True in a computed property's getter (`extension CLASS { override var … { get { … } } }`):
    /// `self.NAME` and a bare view property (`value`) are the extended view's own, as Swift looks
    /// up a member first.
    var ownProperties = false
    /// The property whose getter is being read, which may read `super`'s but not its own.
    var computing: String?
    /// In a getter read as a body (`let`, `if`, `switch`, `return`), the property it returns:
    /// each `return` gives its value.
    var returning: ElementProperty?
    /// The screen's platform, which picks the dialect: UIKit and SwiftUI for ios, View
    /// attributes and Compose semantics for android.
    var platform: Platform = .ios
    static let maximumNesting = 64

    /// Enters one more level of nesting; fails past `maximumNesting`.
    mutating func enterNesting() throws(Problem) {
        nesting += 1
        if nesting > Parser.maximumNesting { throw Problem(.tooDeeplyNested, at: current.location) }
    }

    init(tokens: [Token]) {
        var tokens = tokens
        if tokens.last?.kind != .end {
            tokens.append(Token(kind: .end, location: tokens.last?.location ?? SourceLocation(line: 1, column: 1), text: ""))
        }
        self.tokens = tokens
    }

    /// Every statement of the source and every problem found (lexical ones included), reading
    /// no further than needed for the first `Diagnostic.problemLimit` problems in source order;
    /// `complete` is false when it stopped before the end.
    /// `constants`: literal constants declared before this source (an earlier entry of the REPL),
    /// each name with its literal as written (`"Saved"`), read in this source as its literal.
    static func parse(_ source: String, platform: Platform = .ios, composables: Set<String> = [],
                      swiftUIViews: Set<String> = [], uikitViews: Set<String> = [], constants: [String: String] = [:])
        -> (statements: [Statement], problems: [Problem], complete: Bool, failedTargets: [ElementReference]) {
        let (tokens, lexProblems) = Lexer.tokenize(source, platform: platform)
        var parser = Parser(tokens: tokens)
        parser.platform = platform
        parser.composables = composables
        parser.swiftUIViews = swiftUIViews
        parser.uikitViews = uikitViews
        parser.readEarlierConstants(constants)
        if lexProblems.count >= Diagnostic.problemLimit {
            // The lexer found enough already: statements after its last one kept need no reading.
            let places = lexProblems.map { ($0.location.line, $0.location.column) }.sorted { $0 < $1 }
            let last = places[Diagnostic.problemLimit - 1]
            parser.stopAfter = SourceLocation(line: last.0, column: last.1)
        }
        let statements = parser.statements()
        return (statements, lexProblems + parser.problems,
                parser.complete && lexProblems.count <= Diagnostic.problemLimit, parser.failedTargets)
    }

    /// The element the statement being read names, once read: if the statement fails, its
    /// element is still checked against the screen, so every problem of the line is told at once.
    var readTarget: ElementReference?
    /// The elements named by statements that failed to parse (`readTarget`s).
    private(set) var failedTargets: [ElementReference] = []

    /// The copies of loops' bodies written out so far (ViewLoops.swift), for the statements read in them.
    var loopCopies: [LoopCopy] = []

    /// Where reading stops: statements that start after it are not read.
    var stopAfter: SourceLocation?
    /// False once reading stopped before the end, past the problem limit.
    private(set) var complete = true

    /// Whether another statement may be read from the current token.
    private mutating func keepsReading() -> Bool {
        let place = current.location
        if problems.count >= Diagnostic.problemLimit
            || stopAfter.map({ (place.line, place.column) > ($0.line, $0.column) }) == true {
            complete = false
            return false
        }
        return true
    }

    // MARK: Tokens

    var current: Token { tokens[min(position, tokens.count - 1)] }

    func peek(_ offset: Int) -> Token { tokens[min(position + offset, tokens.count - 1)] }

    @discardableResult
    mutating func advance() -> Token {
        let token = current
        if position < tokens.count - 1 { position += 1 }
        return token
    }

    mutating func skipNewlines() {
        while current.isNewline { advance() }
    }

    /// Skips newlines when what follows them is one of `symbols`: a call's arguments, or its
    /// closing bracket, on the next line, as Swift lets a call go on.
    mutating func skipNewlines(before symbols: String...) {
        if current.isNewline, symbols.contains(where: { peekPastNewlines().isSymbol($0) }) { skipNewlines() }
    }

    /// The next token after any newlines, without moving.
    func peekPastNewlines(from start: Int = 0) -> Token {
        var offset = start
        while peek(offset).isNewline { offset += 1 }
        return peek(offset)
    }

    /// Fails quietly when the current token is one the lexer already reported.
    func checkValid() throws(Problem) {
        if current.kind == .invalid { throw Problem.reported }
    }

    mutating func expectSymbol(_ symbol: String, _ what: String? = nil) throws(Problem) {
        try checkValid()
        // `Icon(…, contentDescription: "Share")`: Swift's label, where Kotlin names an argument with `=`.
        if platform == .android, symbol == "," || symbol == ")", current.isSymbol(":"), position > 0,
           let name = tokens[position - 1].identifier, !peek(1).isSymbol(":") {
            throw Problem(.kotlinArgumentColon(name), at: current.location)
        }
        guard current.isSymbol(symbol) else {
            throw Problem(.expected(what ?? "'\(symbol)'", found: current), at: current.location)
        }
        advance()
    }

    mutating func expectIdentifier(_ what: String) throws(Problem) -> Token {
        try checkValid()
        guard current.identifier != nil else {
            throw Problem(.expected(what, found: current), at: current.location)
        }
        return advance()
    }

    mutating func record(_ problem: Problem) {
        if problem.kind != .alreadyReported { problems.append(problem) }
    }

    // MARK: Statements

    mutating func statements() -> [Statement] {
        var result: [Statement] = []
        while current.kind != .end {
            if current.isNewline || current.isSymbol(";") {
                advance()
                continue
            }
            guard keepsReading() else { break }
            let start = position
            readTarget = nil
            do throws(Problem) {
                var parsed = try statement()
                // Objective-C's trait constants (`UIAccessibilityTraitButton`), for the Swift shown back.
                let objC = tokens[start..<position].compactMap(\.identifier)
                    .filter { $0.hasPrefix("UIAccessibilityTrait") && $0 != "UIAccessibilityTraits" }
                if !objC.isEmpty { for index in parsed.indices { parsed[index].objCConstants = objC } }
                // A statement of a loop's body keeps the loop's list, whose class Swift types it by.
                if let copy = loopCopies.last(where: { $0.tokens.contains(start) }) {
                    for index in parsed.indices {
                        parsed[index].listedViews = copy.views
                        parsed[index].target = copy.relocated(parsed[index].target)
                        parsed[index].location = copy.written(parsed[index].location)
                    }
                }
                // Swift has had no such constants since iOS 12's SDK: the line is Objective-C, which
                // ends a statement with ';' (a line without one compiles in neither language).
                if let constant = objC.first, platform == .ios, !current.isSymbol(";") {
                    try checkValid()
                    throw Problem(.objcWithoutSemicolon(constant, swift: TraitName.objc(constant).map { "." + $0.swift }),
                                  at: current.location)
                }
                result += parsed
                try endOfStatement()
            } catch {
                record(error)
                if let readTarget {
                    failedTargets.append(loopCopies.last(where: { $0.tokens.contains(start) })?.relocated(readTarget) ?? readTarget)
                }
                recover(from: start, stopAtClosingBrace: false)
            }
        }
        return result
    }

    /// After a statement: a new line, `;`, or the end (or the `}` closing a body).
    mutating func endOfStatement(insideBraces: Bool = false) throws(Problem) {
        try checkValid()
        if current.isNewline || current.isSymbol(";") || current.kind == .end { return }
        if insideBraces && current.isSymbol("}") { return }
        // `count + " in basket"`: text joined with `+`, which the statements write as one literal.
        if current.isSymbol("+"), tokens[..<position].last.map({ if case .string = $0.kind { true } else { false } }) == true
            || peek(1).kind.isString {
            throw Problem(.joinedText(kotlin: platform == .android), at: current.location)
        }
        // `stepper.value = 3 + 1`: Swift computes it; a statement here takes the result.
        if ["+", "-", "*", "/"].contains(where: current.isSymbol),
           tokens[..<position].last.map({ if case .number = $0.kind { true } else { false } }) == true {
            throw Problem(.arithmeticInStatement(current.text), at: current.location)
        }
        throw Problem(.expectedEndOfStatement(found: current), at: current.location)
    }

    /// Skips the statement that started at token `start` to the start of the next: a new line
    /// or `;` outside brackets, or the `}` (not consumed) closing the enclosing body.
    mutating func recover(from start: Int, stopAtClosingBrace: Bool) {
        position = start
        var depth = 0
        while current.kind != .end {
            let token = current
            // A chain goes on over the lines that start with `.` (SwiftUI's, or a Compose node's written
            // as SwiftUI writes it): they belong to the statement skipped, and read alone they would
            // only say they lack their view.
            if depth == 0, token.isNewline, peekPastNewlines().isSymbol(".") {
                advance()
                continue
            }
            if depth == 0 && (token.isNewline || token.isSymbol(";")) { return }
            if token.isSymbol("(") || token.isSymbol("[") || token.isSymbol("{") {
                depth += 1
            } else if token.isSymbol(")") || token.isSymbol("]") || token.isSymbol("}") {
                if depth == 0 {
                    if stopAtClosingBrace && token.isSymbol("}") { return }
                } else {
                    depth -= 1
                }
            }
            advance()
        }
    }

    /// One statement (a SwiftUI chain gives several).
    mutating func statement() throws(Problem) -> [Statement] {
        try checkValid()
        if platform == .android { return try androidStatement() }
        let start = current
        if let word = start.identifier, Dialect.androidStatementWords.contains(word) {
            if peek(1).isSymbol("."), let method = peek(2).identifier, let kind = Dialect.wrongDialect(method, on: .ios) {
                throw Problem(kind, at: peek(2).location)
            }
            throw Problem(.androidOnlyStatement(word), at: start.location)
        }
        switch start.identifier {
        case "_" where peek(1).isSymbol("=") && peek(2).identifier != nil && peek(3).isSymbol("."):
            // `_ = balance.accessibilityTraits.remove(.header)`: the removed member's result discarded.
            advance(); advance()
            return try statement()
        case "extension" where !peek(1).isSymbol("."):
            return try extensionStatement()
        case "ib" where peek(1).identifier != nil:
            return [try interfaceBuilderStatement()]
        case "override" where peek(1).isIdentifier("fun"), "val" where peek(1).identifier != nil,
             "fun" where peek(1).identifier != nil:
            // Kotlin's words in a Swift fix.
            throw Problem(.kotlinInSwift(start.text == "override" ? "fun" : start.text), at: start.location)
        case "override" where peek(1).isIdentifier("var"):
            throw Problem(.functionNeedsExtension(property: true), at: start.location)
        case "override" where !peek(1).isSymbol("."), "func" where !peek(1).isSymbol("."):
            throw Problem(.functionNeedsExtension(property: false), at: start.location)
        case "UIAccessibility" where peek(1).isSymbol("."), "AccessibilityNotification" where peek(1).isSymbol("."):
            throw Problem(.postOutsideHandler(swiftUI: start.text == "AccessibilityNotification"), at: start.location)
        case "let" where peek(1).identifier != nil && (peek(2).isSymbol("=") || peek(2).isSymbol(":"))
                && (peek(3).isIdentifier("AXCustomContent") || peek(4).isIdentifier("AXCustomContent")),
             "var" where peek(1).identifier != nil && (peek(2).isSymbol("=") || peek(2).isSymbol(":"))
                && (peek(3).isIdentifier("AXCustomContent") || peek(4).isIdentifier("AXCustomContent")):
            return [try contentDeclaration()]
        case .some where peek(1).isSymbol(".") && peek(2).isIdentifier("importance") && peek(3).isSymbol("="):
            return [try contentImportanceStatement()]
        case "Image" where peek(1).isSymbol("("):
            return try decorativeImageStatement()
        case "Button" where peek(1).isSymbol("(") || peek(1).isSymbol("{"):
            return try swiftUIButtonStatement()
        case "Text" where peek(1).isSymbol("("):
            return try swiftUITextStatement()
        case "Toggle" where peek(1).isSymbol("("):
            return try swiftUIToggleStatement()
        case "Link" where peek(1).isSymbol("("):
            return try swiftUILinkStatement()
        case let word? where (peek(1).isSymbol("(") || peek(1).isSymbol("{")) && Parser.viewsNotMadeAgain.contains(word):
            // `NavigationLink("Settings") { … }`: a SwiftUI view the tutor does not make again.
            throw Problem(.viewNotMadeAgain(word), at: start.location)
        case "import" where peek(1).identifier != nil:
            // `import UIKit` pasted with the code: nothing to do.
            advance(); advance()
            return []
        case "let" where peek(1).identifier != nil && peek(2).isSymbol("=") && peek(3).isIdentifier("UIAccessibilityCustomAction"),
             "var" where peek(1).identifier != nil && peek(2).isSymbol("=") && peek(3).isIdentifier("UIAccessibilityCustomAction"):
            // An action made as a constant, which a view's list names.
            return [try actionDeclaration()]
        case "for" where !peek(1).isSymbol("."):
            // `for cell in [a, b] { … }`: a loop over views, read as its body once for each view.
            let reading = expandViewLoop()
            if reading == .expanded { return [] }
            throw Problem(.loopOverViews(example: swiftLoopExample(declarative: reading == .declarative),
                                         declarative: reading == .declarative), at: start.location)
        case "class" where peek(1).identifier != nil, "struct" where peek(1).identifier != nil:
            // `class SpeedSlider: UISlider { … }`: the app's own type, declared once in the app.
            throw Problem(.typeDeclaration(peek(1).text), at: start.location)
        case let word? where Parser.declarationModifiers.contains(word) && typeDeclarationAhead() != nil:
            // `final class PlayerView: UIView {`, `private struct Row: View {`: the same, with its modifiers.
            throw Problem(.typeDeclaration(typeDeclarationAhead() ?? word), at: start.location)
        case "let" where constantAhead():
            return try constantDeclaration()
        case "if" where peek(1).isIdentifier("#available"):
            return try availabilityCheck()
        case "if" where viewBindingAhead():
            return try viewBinding()
        case let word? where Parser.swiftKeywords.contains(word) && !peek(1).isSymbol("."):
            throw Problem(.keywordAtTop(word), at: start.location)
        case nil where start.isSymbol("[") && listForEachFollows():
            // `[a, b].forEach { $0.… }`: the same loop, as Swift writes it with a closure.
            let reading = expandViewLoop()
            if reading == .expanded { return [] }
            throw Problem(.loopOverViews(example: swiftLoopExample(declarative: reading == .declarative),
                                         declarative: reading == .declarative), at: start.location)
        case nil where start.isSymbol("@") && peek(1).identifier != nil && peek(1).identifier != "unknown":
            return [try focusStateDeclaration()]
        case nil where start.isSymbol(".") && peek(1).identifier.map(Parser.modifiers.contains) == true:
            // `.accessibilityHidden(true)` pasted from a view builder: the view it modifies is missing.
            throw Problem(.modifierNeedsView(peek(1).text), at: start.location)
        case nil where start.isSymbol("[") && objcMessage() != nil:
            // `[row setAccessibilityLabel:@"…"]`: Objective-C's message, said with Swift's dot syntax.
            throw Problem(.objcMessage(objcMessage() ?? ""), at: start.location)
        case nil:
            throw Problem(.expectedStatement(found: start), at: start.location)
        case let name? where ElementProperty.named(name) != nil
            && (Parser.assignmentSymbols.contains(peek(1).text)
                || (peek(1).isSymbol(".") && Parser.traitMethods.contains(peek(2).text))):
            throw Problem(.propertyNeedsElement(name), at: start.location)
        default:
            return try memberStatement()
        }
    }

    /// SwiftUI's views that a fix does not make again: the screen's other SwiftUI types, and
    /// common views the screen format has no type for.
    static let viewsNotMadeAgain: Set<String> = Set(ElementType.allCases.filter { $0.framework == .swiftUI }.map(\.name))
        .subtracting(["Button", "Text", "Toggle", "Image"])
        .union(["NavigationLink", "NavigationView", "ScrollView", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Grid",
                "DatePicker", "ProgressView", "Menu", "Stepper", "TabView", "ShareLink", "Gauge", "ColorPicker", "ForEach"])

    /// SwiftUI's `Image(decorative: "wave")`, the view made again without a label, and
    /// `Image(systemName: "trash")` with its modifiers; `Image("wave")` is told what to write.
    mutating func decorativeImageStatement() throws(Problem) -> [Statement] {
        let start = advance()
        advance()
        try checkValid()
        // `Image("IMG_2041", label: Text("…"))`: the image made again with the label SwiftUI reads
        // for it (Apple's documentation of `Image(_:bundle:label:)`).
        if case .string = current.kind, peek(1).isSymbol(","), peek(2).isIdentifier("label"), peek(3).isSymbol(":") {
            return try labelledImageStatement(start: start)
        }
        // `Image(systemName: "trash").accessibilityHidden(true)`: the SF Symbol written again with
        // its modifiers, found when applied by the symbol it shows.
        if current.isIdentifier("systemName"), peek(1).isSymbol(":") {
            advance(); advance()
            let (symbol, location) = try buttonTitle("symbol name")
            try expectSymbol(")", "')' to close 'Image(systemName:'")
            let target = ElementReference(id: "", location: location, accessor: "systemName", shownText: symbol, shownView: .Image)
            let modifiers = try modifiersAfterView(on: target)
            guard !modifiers.isEmpty else { throw Problem(.symbolWithoutModifier(symbol), at: start.location) }
            return Parser.located(modifiers, at: start.location)
        }
        // `Image("IMG_2041").accessibilityLabel("…")`: an asset's image written again with its
        // modifiers, found when applied by the asset it shows, as an SF Symbol is.
        if case .string = current.kind, peek(1).isSymbol(")") {
            let (asset, location) = try buttonTitle("asset name")
            advance()
            let target = ElementReference(id: "", location: location, accessor: "asset", shownText: asset, shownView: .Image)
            let modifiers = try modifiersAfterView(on: target)
            guard !modifiers.isEmpty else { throw Problem(.imageNotDecorative, at: location) }
            return Parser.located(modifiers, at: start.location)
        }
        guard current.isIdentifier("decorative"), peek(1).isSymbol(":") else {
            throw Problem(.imageNotDecorative, at: current.location)
        }
        advance(); advance()
        try checkValid()
        let assetToken = current
        guard case .string(let parts) = assetToken.kind, parts.count <= 1,
              case .text(let asset)? = parts.first ?? .text("") else {
            throw Problem(.expected("the image's asset name in double quotes, as in Image(decorative: \"wave\")",
                                    found: assetToken), at: assetToken.location)
        }
        advance()
        try expectSymbol(")", "')' to close 'Image(decorative:'")
        let made = Statement(target: ElementReference(id: asset, location: assetToken.location), change: .decorativeImage(asset),
                             location: start.location, swiftUI: true)
        // `Image(decorative: "wave").resizable()`: its modifiers, on the image found by its asset.
        let image = ElementReference(id: "", location: assetToken.location, accessor: "asset", shownText: asset, shownView: .Image)
        return [made] + Parser.located(try modifiersAfterView(on: image), at: start.location)
    }

    /// `Image("asset", label: Text("…"))` and its modifiers: the SwiftUI image of that asset,
    /// found when applied, labelled as a modifier would label it.
    private mutating func labelledImageStatement(start: Token) throws(Problem) -> [Statement] {
        let (asset, location) = try buttonTitle("asset name")
        advance(); advance(); advance()
        try checkValid()
        guard current.isIdentifier("Text"), peek(1).isSymbol("(") else {
            throw Problem(.expected("Text(\"…\"), the image's label", found: current), at: current.location)
        }
        guard let property = ElementProperty.named("accessibilityLabel") else { throw Problem.reported }
        let label = try swiftUIText(for: property)
        try expectSymbol(")", "')' to close 'Image('")
        let target = ElementReference(id: "", location: location, accessor: "label", shownText: asset, shownView: .Image)
        let labelled = Statement(target: target, change: .set(property: "accessibilityLabel", value: label),
                                 location: start.location, swiftUI: true)
        return [labelled] + (try modifiersAfterView(on: target))
    }

    /// `loopExample()` for Swift: over SwiftUI views only a modifier (`title.accessibilityHidden(true)`),
    /// not a UIKit assignment a SwiftUI view does not take.
    func swiftLoopExample(declarative: Bool) -> String? {
        guard let example = loopExample() else { return nil }
        return declarative && example.contains(" = ") ? nil : example
    }

    /// The first name in the first `[ … ]` or `( … )` list ahead (`track1` in `for c in [track1,
    /// track2]`), for a message's example; nil when there is none.
    func firstListedView() -> String? {
        for offset in 0..<32 {
            let token = peek(offset)
            if token.kind == .end || token.isSymbol("{") { return nil }
            // `[a, b]`, Kotlin's `listOf(a, b)`: a list of views (a tuple `(i, name)` is none).
            let listed = token.isSymbol("[")
                || (token.isSymbol("(") && ["listOf", "arrayOf", "setOf", "mutableListOf"].contains(peek(offset - 1).text) && offset > 0)
            if listed, let name = peek(offset + 1).identifier { return name }
        }
        return nil
    }

    /// The loop's first statement written for its first view (`track1.accessibilityTraits.insert(.button)`
    /// for `for cell in [track1, track2] { cell.accessibilityTraits.insert(.button) }`), for a
    /// message's example; nil when it cannot be read so simply.
    func loopExample() -> String? {
        guard let view = firstListedView() else { return nil }
        var offset = 0
        while !peek(offset).isSymbol("{") {
            if peek(offset).kind == .end || offset > 64 { return nil }
            offset += 1
        }
        offset += 1
        // The names the loop gives each view: `for cell in`, Kotlin's `for (cell in`, `it`, `$0`.
        var variables: Set<String> = ["it", "$0", "0"]
        if let loopVariable = (0..<3).lazy.map({ self.peek($0) }).first(where: { $0.identifier != nil && $0.text != "for" }),
           peek(0).isIdentifier("for") {
            variables.insert(loopVariable.text)
        }
        // Past `cell in` / `v ->`: the body's first statement, on the loop's variable.
        if peek(offset).identifier != nil, peek(offset + 1).isIdentifier("in") || peek(offset + 1).isSymbol("->") {
            variables.insert(peek(offset).text)
            offset += 2
        }
        // `$0`, Swift's first closure argument, however the lexer splits it.
        if peek(offset).isSymbol("$") || peek(offset).text == "$" { offset += 1 }
        guard peek(offset + 1).isSymbol("."), peek(offset).kind != .end, variables.contains(peek(offset).text) else { return nil }
        var words = [view]
        offset += 1
        var depth = 0
        while depth > 0 || !peek(offset).isSymbol("}") && !peek(offset).isNewline && !peek(offset).isSymbol(";") {
            let token = peek(offset)
            if token.kind == .end || words.count > 24 { return nil }
            if token.isSymbol("{") || token.isSymbol("(") { depth += 1 }
            if token.isSymbol("}") || token.isSymbol(")") { depth -= 1 }
            let spaced = ["=": " = ", ",": ", ", "{": " { ", "}": " }"]
            words.append(token.kind == .symbol(token.text) ? spaced[token.text] ?? token.text : token.text)
            offset += 1
        }
        return words.joined()
    }

    /// Whether `[a, b].forEach` starts here.
    func listForEachFollows() -> Bool {
        var offset = 1
        while peek(offset).identifier != nil, peek(offset + 1).isSymbol(",") || peek(offset + 1).isSymbol("]") {
            if peek(offset + 1).isSymbol("]") { return peek(offset + 2).isSymbol(".") && peek(offset + 3).isIdentifier("forEach") }
            offset += 2
        }
        return false
    }

    /// Objective-C's `[row setAccessibilityLabel:…]` (or `[self.row …]`) at the current `[`, as
    /// Swift writes it: `row.accessibilityLabel = …`; nil when it is no message.
    func objcMessage() -> String? {
        var receiver: [String] = []
        var offset = 1
        while let name = peek(offset).identifier {
            receiver.append(name)
            guard peek(offset + 1).isSymbol(".") else { break }
            offset += 2
        }
        guard !receiver.isEmpty, let message = peek(offset + 1).identifier else { return nil }
        let path = receiver.first == "self" && receiver.count > 1 ? receiver.dropFirst().joined(separator: ".")
            : receiver.joined(separator: ".")
        guard message.hasPrefix("set"), message.count > 3, peek(offset + 2).isSymbol(":") else { return "\(path).\(message)" }
        let property = message.dropFirst(3)
        return "\(path).\(property.prefix(1).lowercased() + property.dropFirst()) = …"
    }

    /// `x.property = …`, `x.accessibilityTraits.insert(…)`, `x.modifier(…).modifier(…)`.
    mutating func memberStatement() throws(Problem) -> [Statement] {
        let start = current.location
        let target = try elementReference()
        readTarget = target
        if current.isSymbol(":") && peek(1).isIdentifier("Modifier"), let kind = Dialect.wrongDialect("modifier", on: .ios) {
            throw Problem(kind, at: peek(1).location)
        }
        // SwiftUI writes a view's modifiers on the lines below it, each starting with `.`.
        if current.isNewline && peekPastNewlines().isSymbol(".") { skipNewlines() }
        try expectSymbol(".", "'.' and a property after '\(target.spelled)'")
        let member = try expectIdentifier("a property name after '\(target.spelled).'")
        if swiftUIViews.contains(target.id), Parser.extensionFunctions.contains(member.text) {
            throw Problem(.overrideOnSwiftUIView(member.text, id: target.id), at: member.location)
        }
        if member.isIdentifier("accessibilityCustomActions") {
            return [try customActionsAssignment(on: target, property: member, start: start)]
        }
        if member.isIdentifier("accessibilityCustomContent"), !current.isSymbol("(") {
            return [try customContentAssignment(on: target, property: member, start: start)]
        }
        if Parser.attributedProperties[member.text] != nil, !current.isSymbol("(") {
            return [try attributedTextAssignment(on: target, property: member, start: start)]
        }
        if member.isIdentifier("addTarget"), current.isSymbol("(") {
            // `addTarget(self, action: #selector(save), for: .touchUpInside)`: the method is the app's.
            throw Problem(.targetSelector, at: member.location)
        }
        if member.isIdentifier("addAction"), current.isSymbol("(") {
            return [try addActionStatement(on: target, method: member, start: start)]
        }
        if member.isIdentifier("setEnabled"), current.isSymbol("("), platform == .ios, target.part == nil {
            return [try setEnabledStatement(on: target, start: member.location)]
        }
        if member.isIdentifier("setTitle"), current.isSymbol("("), platform == .ios {
            return [try setTitleStatement(on: target, start: member.location)]
        }
        if member.isIdentifier("setValue"), current.isSymbol("("), platform == .ios {
            // `slider.setValue(0.5, animated: false)`: UISlider's setter of `value` (checked for the
            // class when applied, as `value` is).
            advance()
            guard let property = ElementProperty.named("value") else { throw Problem.reported }
            let value = try self.value(for: property)
            try expectSymbol(",", "', animated: false' after the value: UISlider's setValue(_:animated:)")
            guard current.isIdentifier("animated"), peek(1).isSymbol(":") else {
                throw Problem(.expected("'animated:' and true or false", found: current), at: current.location)
            }
            advance(); advance()
            try checkValid()
            guard current.isIdentifier("true") || current.isIdentifier("false") else {
                throw Problem(.expected("true or false", found: current), at: current.location)
            }
            advance()
            try expectSymbol(")", "')' to close setValue(")
            return [Statement(target: target, change: .set(property: "value", value: value), location: start)]
        }
        if ["accessibilityIncrement", "accessibilityDecrement", "accessibilityActivate"].contains(member.text),
           current.isSymbol("("), peek(1).isSymbol(")") {
            // Calling the method runs it once, as the set-up runs; VoiceOver calls it on each swipe or tap.
            throw Problem(.accessibilityMethodCalled(member.text, element: target.spelled), at: member.location)
        }
        if member.isIdentifier("removeFromSuperview"), current.isSymbol("(") {
            throw Problem(.removedFromSuperview(target.spelled), at: member.location)
        }
        if member.isIdentifier("badgeValue"), target.part != nil, current.isSymbol("=") {
            // `tabBar.items?[1].badgeValue = "3"`: UITabBarItem's badge, which VoiceOver reads (VO-5.14).
            advance()
            try checkValid()
            let value: Value
            if current.isIdentifier("nil") {
                advance()
                value = .constant(.nil_)
            } else if case .string(let parts) = current.kind {
                advance()
                value = try stringValue(parts)
            } else {
                throw Problem(.expected("the badge's text in double quotes, or nil", found: current), at: current.location)
            }
            return [Statement(target: target, change: .set(property: "badgeValue", value: value), location: start)]
        }
        if current.isSymbol("(") || current.isSymbol("{") {
            return try modifierChain(on: target, first: member, start: start)
        }
        // Real UIKit pasted with the fix, which VoiceOver does not read: taken as written, so the
        // block it came in is not refused whole (a learner's `textColor` line was).
        if Parser.appearanceProperties.contains(member.text), current.isSymbol("="),
           target.part == nil {
            advance()
            let valueStart = position
            var depth = 0
            while current.kind != .end, depth > 0 || !(current.isNewline || current.isSymbol(";") || current.isSymbol("}")) {
                if current.isSymbol("(") || current.isSymbol("[") || current.isSymbol("{") { depth += 1 }
                if current.isSymbol(")") || current.isSymbol("]") || current.isSymbol("}") { depth -= 1 }
                advance()
            }
            guard position > valueStart else { throw Problem(.expected("a value after '='", found: current), at: current.location) }
            // A bracket left open would take every line after it into the value.
            guard depth <= 0 else { throw Problem(.expected("')' or ']' to close the value", found: current), at: current.location) }
            let value = Parser.sourceText(tokens[valueStart..<position]).trimmingCharacters(in: .whitespaces)
            return [Statement(target: target, change: .appearance("\(member.text) = \(value)"), location: start)]
        }
        return [Statement(target: target, change: try propertyChange(on: target, property: member), location: start)]
    }

    // MARK: Enumeration cases

    /// `.NAME`, or with its type written before it (`UIControl.Event.touchUpInside`: `type` is
    /// `["UIControl", "Event"]`), one of `cases`; anything else is `unknown(name, near miss)`,
    /// reported at the dot. `dotted` and `bare` say what is expected with and without the dot.
    mutating func enumerationCase(type: [String], among cases: [String], dotted: String, bare: String,
                                  unknown: (Token, String?) -> Problem.Kind) throws(Problem) -> Token {
        try checkValid()
        if !type.isEmpty, type.indices.allSatisfy({ peek($0 * 2).isIdentifier(type[$0]) }),
           (0..<(type.count - 1)).allSatisfy({ peek($0 * 2 + 1).isSymbol(".") }) {
            for _ in 0..<(type.count * 2 - 1) { advance() }
        }
        let dot = current
        try expectSymbol(".", dotted)
        let name = try expectIdentifier(bare)
        guard cases.contains(name.text) else {
            throw Problem(unknown(name, NearMiss.suggestion(for: name.text, in: cases)), at: dot.location)
        }
        return name
    }

    // MARK: Element references

    static let partNames = ["increment", "decrement"]
    static let swiftKeywords: Set<String> = ["let", "var", "if", "guard", "for", "while", "switch", "return", "class",
                                             "struct", "enum", "protocol", "case", "default", "break"]
    static let assignmentSymbols: Set<String> = ["=", "+=", "-=", "|=", "&="]
    /// Words Swift writes before a type's declaration (`final class`, `private struct`).
    static let declarationModifiers: Set<String> = ["final", "public", "private", "fileprivate", "internal", "open"]

    /// The name of the class or struct declared after the modifiers at the current token, nil when none is.
    func typeDeclarationAhead() -> String? {
        var offset = 0
        while let word = peek(offset).identifier, Parser.declarationModifiers.contains(word), offset < 4 { offset += 1 }
        guard peek(offset).isIdentifier("class") || peek(offset).isIdentifier("struct") else { return nil }
        return peek(offset + 1).identifier
    }

    /// `row`, `self.row`, `stepper.increment`, `tabs[1]`.
    /// `layout.imageForSegment(at: 0)?`: the image of a segment, whose label UIKit reads for it.
    private mutating func segmentImage(_ reference: ElementReference) throws(Problem) -> ElementReference {
        var reference = reference
        advance()
        reference.partLocation = advance().location
        reference.accessor = "imageForSegment"
        try expectSymbol("(", "'(at: INDEX)' after 'imageForSegment'")
        guard current.isIdentifier("at"), peek(1).isSymbol(":") else {
            throw Problem(.expected("'at:' and the segment's index, as in imageForSegment(at: 0)", found: current),
                          at: current.location)
        }
        advance(); advance()
        guard case .number = current.kind, let index = Int(current.text), index >= 0 else {
            throw Problem(.expected("a segment index such as 0 or 1", found: current), at: current.location)
        }
        advance()
        try expectSymbol(")", "')' after the index")
        guard current.isSymbol("?") || current.isSymbol("!") else {
            throw Problem(.optionalAccessor("imageForSegment(at:)", written: "imageForSegment(at: \(index))?"),
                          at: current.location)
        }
        advance()
        reference.part = String(index)
        return reference
    }

    mutating func elementReference() throws(Problem) -> ElementReference {
        try checkValid()
        if current.isIdentifier("self") && peek(1).isSymbol(".") && peek(2).identifier != nil {
            if ElementProperty.named(peek(2).text) != nil {
                throw Problem(.selfOutsideExtension, at: current.location)
            }
            advance(); advance()
        }
        let idToken = try expectIdentifier("an element id")
        var reference = ElementReference(id: idToken.text, location: idToken.location)
        // `followBell?.accessibilityLabel`: an optional outlet, reached through optional chaining.
        if current.isSymbol("?"), peek(1).isSymbol("."), peek(2).identifier != nil { advance() }
        if current.isSymbol("."), peek(1).isIdentifier("imageForSegment"), peek(2).isSymbol("(") {
            return try segmentImage(reference)
        }
        if current.isSymbol("."), peek(1).isIdentifier("items"), peek(2).isSymbol("?") || peek(2).isSymbol("!")
            || peek(2).isSymbol("[") {
            // UIKit's `tabBar.items?[2]`: `items` is an optional array of the bar's items.
            advance()
            let items = advance()
            guard current.isSymbol("?") || current.isSymbol("!") else {
                throw Problem(.optionalAccessor("items", written: "items?[\(peek(1).text)]"), at: current.location)
            }
            advance()
            reference.accessor = "items"
            reference.partLocation = items.location
        }
        if current.isSymbol("[") {
            let open = advance()
            try checkValid()
            guard case .number = current.kind, let index = Int(current.text), index >= 0 else {
                throw Problem(.expected("an index such as 0 or 1 inside '[ ]'", found: current), at: current.location)
            }
            advance()
            try expectSymbol("]")
            reference.part = String(index)
            reference.partLocation = reference.partLocation ?? open.location
        } else if current.isSymbol("."), let name = peek(1).identifier, peek(2).isSymbol(".") {
            if Parser.partNames.contains(name) {
                advance()
                reference.part = name
                reference.partLocation = advance().location
            } else if ElementProperty.named(name) == nil,
                      NearMiss.suggestion(for: name, in: ElementProperty.names) == nil,
                      NearMiss.suggestion(for: name, in: Parser.partNames) != nil {
                // A stepper's button, misspelt: no spelling of it is Swift, so none is suggested.
                throw Problem(.unknownPart(name, element: reference.id), at: peek(1).location)
            }
        }
        return reference
    }
}
