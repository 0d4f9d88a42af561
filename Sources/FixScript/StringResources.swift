import AXModel

/// `getString(R.string.play)` (or `getText`, its `CharSequence` twin) in View code,
/// `stringResource(R.string.play)` in a composable: the
/// text of one of the screen's string resources (its `strings:` table), read when the statement
/// is applied so an unknown name is reported where it is written.
public struct StringResource: Sendable, Equatable {
    /// The resource's name, `play` in `R.string.play`.
    public var name: String
    /// The call as written, for the code shown after a pass: `getString`, `context.getString`,
    /// `resources.getString`, the same with `getText`, `ContextCompat.getString`, or `stringResource`.
    public var call: String
    /// `ContextCompat.getString`'s first argument as written (`this`, `requireContext()`).
    public var context: String? = nil
    /// Where the name is written.
    public var location: SourceLocation
    /// The format arguments passed after the name (`getString(R.string.episode, title)`), put in
    /// the text's `%s`, `%d` and `%1$s` as Java's `String.format` does (`JavaFormat`).
    public var arguments: [FixScript.Value] = []
}

/// Where a Kotlin value is written, which decides how it may read a resource: View code has
/// `getString`, a composable's arguments `stringResource`, and `semantics { }` neither, since
/// its lambda is not composable and has no `Context`.
enum KotlinScope {
    case view, composable, semantics
}

extension Parser {
    /// The calls that read a string resource, as the learner may begin them.
    static let resourceCalls = ["getString", "context.getString", "resources.getString", "getText", "context.getText",
                                "resources.getText", "requireContext().getString", "requireContext().getText", "stringResource",
                                "ContextCompat.getString", "context?.getString", "activity?.getString", "context!!.getString",
                                "requireActivity().getString"]

    /// Whether the tokens here begin one of `resourceCalls`.
    var atResourceCall: Bool {
        switch current.identifier {
        case "getString", "getText", "stringResource": peek(1).isSymbol("(")
        case "ContextCompat":
            // AndroidX's `ContextCompat.getString(context, R.string.play)`, which follows the app's own locale.
            peek(1).isSymbol(".") && peek(2).isIdentifier("getString") && peek(3).isSymbol("(")
        case "context" where peek(1).isSymbol("?"), "activity" where peek(1).isSymbol("?"):
            // A Fragment's `context` (a `Context?`) or `activity`: `context?.getString(…)` is a `String?`.
            peek(2).isSymbol(".") && (peek(3).isIdentifier("getString") || peek(3).isIdentifier("getText")) && peek(4).isSymbol("(")
        case "context" where peek(1).isSymbol("!"), "activity" where peek(1).isSymbol("!"):
            // `context!!.getString(…)`: asserted not null, as Kotlin writes it.
            peek(2).isSymbol("!") && peek(3).isSymbol(".") && (peek(4).isIdentifier("getString") || peek(4).isIdentifier("getText"))
                && peek(5).isSymbol("(")
        case "context", "resources":
            peek(1).isSymbol(".") && (peek(2).isIdentifier("getString") || peek(2).isIdentifier("getText"))
                && peek(3).isSymbol("(")
        case "binding" where peek(1).isSymbol(".") && peek(2).identifier != nil && throughView(at: 2):
            // `binding.root.context.getString(…)`: a view of the binding (its root, or any other).
            true
        case _ where throughView(at: 0):
            // `it.context.getString(…)`, `playButton.resources.getString(…)`: a view's context or resources.
            true
        case "requireContext", "requireActivity":
            // A Fragment's context, or its Activity (a Context too).
            peek(1).isSymbol("(") && peek(2).isSymbol(")") && peek(3).isSymbol(".")
                && (peek(4).isIdentifier("getString") || peek(4).isIdentifier("getText")) && peek(5).isSymbol("(")
        default: false
        }
    }

    /// Whether `VIEW.context.getString(` or `VIEW.resources.getText(` starts `offset` tokens on.
    private func throughView(at offset: Int) -> Bool {
        peek(offset).identifier != nil && peek(offset + 1).isSymbol(".")
            && (peek(offset + 2).isIdentifier("context") || peek(offset + 2).isIdentifier("resources"))
            && peek(offset + 3).isSymbol(".") && (peek(offset + 4).isIdentifier("getString") || peek(offset + 4).isIdentifier("getText"))
            && peek(offset + 5).isSymbol("(")
    }

    /// `getString(R.string.NAME)` and the other `resourceCalls`, allowed or refused by `scope`.
    mutating func stringResource(in scope: KotlinScope) throws(Problem) -> Value {
        let start = current
        if current.isIdentifier("binding"), throughView(at: 2) { advance(); advance() }
        // A view's own context or resources (`it.context.getString`): the same text.
        if peek(1).isSymbol("."), peek(2).isIdentifier("context") || peek(2).isIdentifier("resources") {
            advance(); advance()
        }
        var call = advance().text
        if call == "requireContext" || call == "requireActivity" {
            advance(); advance()
            call += "()"
        }
        if call == "context" || call == "activity", current.isSymbol("?") || current.isSymbol("!") {
            let mark = advance().text
            if mark == "!" { advance() }
            call += mark == "?" ? "?" : "!!"
        }
        if current.isSymbol(".") {
            advance()
            call += "." + advance().text
        }
        let composable = call == "stringResource"
        switch scope {
        case .view where composable:
            throw Problem(.composableCallInViewCode, at: start.location)
        case .composable where !composable:
            throw Problem(.getStringInComposable(call), at: start.location)
        case .semantics:
            throw Problem(.resourceInSemantics(call), at: start.location)
        default:
            break
        }
        try expectSymbol("(", "'(' after '\(call)'")
        // A call's arguments may go on over lines, as Kotlin lets them inside the parentheses.
        skipNewlines()
        let context = call == "ContextCompat.getString" ? try contextArgument() : nil
        skipNewlines()
        // Compose's `stringResource(id = R.string.play)`: its parameter by name, as Kotlin allows.
        if composable, current.isIdentifier("id"), peek(1).isSymbol("=") {
            advance(); advance()
            skipNewlines()
        }
        let name = try resourceName(after: call)
        skipNewlines()
        var arguments: [Value] = []
        while current.isSymbol(",") {
            advance()
            skipNewlines()
            if current.isSymbol(")") { break }  // Kotlin allows a trailing comma.
            arguments.append(try formatArgument(in: scope))
            skipNewlines()
        }
        try expectSymbol(")", "')' to end \(call)(R.string.\(name.text)\(arguments.isEmpty ? "" : ", …"))")
        return .resource(StringResource(name: name.text, call: call, context: context, location: name.location,
                                        arguments: arguments))
    }

    /// One format argument: a literal, the app's variable, another view's attribute (any type:
    /// the resource's specifier decides, when the statement is applied).
    private mutating func formatArgument(in scope: KotlinScope) throws(Problem) -> Value {
        let token = current
        switch token.kind {
        case .string(let parts):
            advance()
            return try kotlinString(parts, token)
        case .number(let number):
            advance()
            return .constant(.number(number))
        case .symbol("-"):
            return .constant(.number(-(try numberLiteral(after: "'-'"))))
        case .identifier("true"), .identifier("false"):
            advance()
            return .constant(.bool(token.text == "true"))
        case .identifier("null"):
            advance()
            return .constant(.nil_)
        case .identifier where atResourceCall:
            return try stringResource(in: scope)
        case .identifier(let word) where !peek(1).isSymbol(".") && !peek(1).isSymbol("?") && !peek(1).isSymbol("("):
            advance()
            return .state(word, token.location)
        case .identifier:
            let reference = try androidElementReference()
            try expectSymbol(".", "an attribute after '\(reference.id)'")
            let propertyToken = try expectIdentifier("an attribute name after '\(reference.id).'")
            let property = try Parser.androidProperty(propertyToken, on: nil)
            return .read(reference, property: property.name)
        default:
            throw Problem(.expected("a format argument (a string, a number, a variable or a view's attribute)", found: token),
                          at: token.location)
        }
    }

    /// `ContextCompat.getString`'s context, as written up to its comma: `this`, `this@MainActivity`,
    /// `requireContext()`, `view.context`. Only a resource name is refused there.
    private mutating func contextArgument() throws(Problem) -> String {
        var written = ""
        while true {
            try checkValid()
            guard current.identifier != nil || [".", "@", "(", ")", "!", "?"].contains(where: current.isSymbol),
                  !(current.isIdentifier("R") && peek(1).isSymbol(".")) else { break }
            written += advance().text
        }
        guard !written.isEmpty, current.isSymbol(",") else {
            throw Problem(.expected("a Context and a comma first, as in ContextCompat.getString(this, R.string.play)",
                                    found: current), at: current.location)
        }
        advance()
        return written
    }

    /// `R.string.NAME` inside a resource call; another kind of resource is refused.
    private mutating func resourceName(after call: String) throws(Problem) -> Token {
        guard current.isIdentifier("R"), peek(1).isSymbol(".") else {
            throw Problem(.expected("a string resource such as R.string.play inside \(call)( )", found: current),
                          at: current.location)
        }
        advance(); advance()
        let kind = try expectIdentifier("'string' after 'R.'")
        guard kind.text == "string" else { throw Problem(.notAStringResource(kind.text, call: call), at: kind.location) }
        try expectSymbol(".", "'.' and the resource's name after 'R.string'")
        return try expectIdentifier("the resource's name after 'R.string.'")
    }
}
