import AXModel

/// Statements on the views of an android screen, as a developer types them in Kotlin or Java:
/// `email.contentDescription = "Email"`, `row.isScreenReaderFocusable = true`,
/// `email.setContentDescription("Email")`, `ViewCompat.setAccessibilityHeading(title, true)`.
/// Compose modifiers (`row.modifier = Modifier.semantics { … }`) are in ComposeSemantics.swift.
extension Parser {
    /// Kotlin and Java words that begin code that is not a statement here.
    static let kotlinKeywords: Set<String> = ["val", "var", "fun", "if", "when", "for", "while", "return", "class",
                                              "object", "private", "public", "final", "new", "void"]
    /// The attributes `ViewCompat` has setters for (`ViewCompat.setAccessibilityHeading(title, true)`).
    static let viewCompatAttributes = ["accessibilityHeading", "stateDescription", "screenReaderFocusable", "accessibilityLiveRegion",
                                       "accessibilityPaneTitle",
                                       "importantForAccessibility"]

    /// One statement of the android dialect.
    mutating func androidStatement() throws(Problem) -> [Statement] {
        let start = current
        // `listOf(a, b).forEach { it.… }`, `for (v in listOf(a, b)) { … }`: a loop over views,
        // read as its body once for each view (ViewLoops.swift).
        let loopStarts = start.isIdentifier("for") && peek(1).isSymbol("(")
            || ["listOf", "arrayOf", "setOf", "mutableListOf"].contains(start.text) && peek(1).isSymbol("(")
        if loopStarts {
            let reading = expandViewLoop()
            if reading == .expanded { return [] }
            if start.isIdentifier("for") || reading == .declarative {
                throw Problem(.kotlinLoopOverViews(example: loopExample(), declarative: reading == .declarative), at: start.location)
            }
        }
        switch start.identifier {
        case "ib" where peek(1).identifier != nil, "extension" where peek(1).identifier != nil,
             "override" where !peek(1).isSymbol("."), "func" where !peek(1).isSymbol("."):
            throw Problem(.iosOnlyStatement(start.text), at: start.location)
        case "import" where peek(1).identifier != nil, "package" where peek(1).identifier != nil:
            // `import android.view.View` pasted with the code: nothing to do.
            while !current.isNewline && !current.isSymbol(";") && current.kind != .end { advance() }
            return []
        case "ViewCompat" where peek(1).isSymbol(".") && peek(2).isIdentifier("addAccessibilityAction"):
            let start = advance().location
            advance(); advance()
            return [try addAccessibilityAction(start: start)]
        case "ViewCompat" where peek(1).isSymbol("."):
            return [try viewCompatStatement()]
        case "android" where peek(1).isSymbol(":"), "app" where peek(1).isSymbol(":"), "tools" where peek(1).isSymbol(":"):
            // `android:contentDescription="@string/play"` from a layout file.
            throw Problem(.xmlAttribute(start.text + ":" + peek(2).text), at: start.location)
        case "Modifier" where peek(1).isSymbol("."):
            throw Problem(.modifierNeedsNode, at: start.location)
        case "UIAccessibility" where peek(1).isSymbol("."), "AccessibilityNotification" where peek(1).isSymbol("."):
            throw Problem(.iosAnnouncementOnAndroid(start.text), at: start.location)
        case "with" where peek(1).isSymbol("(") && peek(2).isIdentifier("binding") && peek(3).isSymbol(")"):
            // `with(binding) { payButton.isEnabled = false }`: view binding's views by their own names.
            advance(); advance(); advance(); advance()
            skipNewlines()
            try expectSymbol("{", "'{' to open the block")
            try enterNesting()
            defer { nesting -= 1 }
            var statements: [Statement] = []
            while try blockGoesOn() {
                statements += try androidStatement()
                try endOfStatement(insideBraces: true)
            }
            return statements
        case "with" where peek(1).isSymbol("("):
            // `with(email) { contentDescription = "Email" }`: Kotlin's scope function.
            advance(); advance()
            let target = try androidElementReference()
            try expectSymbol(")", "')' after the view in 'with('")
            skipNewlines()
            return try scopeBlock(on: target, receiver: "this")
        case let word? where Parser.composeButtons.contains(word) && (peek(1).isSymbol("(") || peek(1).isSymbol("{")):
            return try composeButtonStatement()
        case "Text" where peek(1).isSymbol("("):
            return try composeTextStatement()
        case let word? where ["Row", "Column", "Box", "Card", "Surface", "LazyColumn", "LazyRow", "ListItem"].contains(word)
            && (peek(1).isSymbol("(") || peek(1).isSymbol("{")):
            throw Problem(.composeLayoutWrittenAgain(start.text), at: start.location)
        case "Icon" where peek(1).isSymbol("("):
            return try composeIconStatement()
        case let word? where Parser.composeIconButtons.contains(word) && peek(1).isSymbol("("):
            return try composeIconButtonStatement()
        case let word? where Parser.composeIconToggleButtons.contains(word) && peek(1).isSymbol("("):
            return try composeIconToggleButtonStatement()
        case "let" where peek(1).identifier != nil && !peek(1).isSymbol("."):
            throw Problem(.swiftInKotlin("let"), at: start.location)
        case "val" where peek(1).identifier != nil && peek(2).isSymbol("=") && peek(3).isIdentifier("ViewCompat")
            && peek(4).isSymbol(".") && peek(5).isIdentifier("addAccessibilityAction"):
            // `val deleteId = ViewCompat.addAccessibilityAction(…)`: the id it returns is kept for
            // `removeAccessibilityAction`, which the tutor does not model; the action is added.
            advance(); advance(); advance()
            return try androidStatement()
        case "val" where constantAhead():
            return try constantDeclaration()
        case "val" where peek(1).identifier != nil && (peek(2).isSymbol("=") || peek(2).isSymbol(":")):
            return [try focusRequesterDeclaration()]
        case let word? where Parser.kotlinKeywords.contains(word) && !peek(1).isSymbol("."):
            throw Problem(.kotlinKeyword(word), at: start.location)
        case "listOf" where peek(1).isSymbol("("), "arrayOf" where peek(1).isSymbol("("):
            // A list of composables, or a loop not over views alone: not read (ViewLoops.swift).
            throw Problem(.kotlinLoopOverViews(example: loopExample(), declarative: false), at: start.location)
        case nil:
            throw Problem(.expectedAndroidStatement(found: start), at: start.location)
        case let name? where Dialect.androidName(name) != nil
            && (peek(1).isSymbol("=") || peek(1).isSymbol("(")):
            throw Problem(.propertyNeedsElement(name), at: start.location)
        case let name? where atVariableChange(plainAssignment: false):
            // `count++` on its own: the app's variable changes when something happens, in a listener.
            throw Problem(.variableOutsideListener(name), at: start.location)
        default:
            return try androidMemberStatement()
        }
    }

    /// `x.attribute = …`, `x.setAttribute(…)`, or a Compose modifier on `x`.
    private mutating func androidMemberStatement() throws(Problem) -> [Statement] {
        let start = current.location
        let target = try androidElementReference()
        readTarget = target
        if current.isSymbol(":") {
            // `row: Modifier…` is no Kotlin: a node's modifier is assigned.
            throw Problem(.composeShorthand(target.id, written: ":"), at: current.location)
        }
        // A Compose node written alone, its modifiers on the lines after it as SwiftUI writes them:
        // Kotlin assigns a node's modifier instead.
        if composables.contains(target.id), current.isNewline || current.kind == .end {
            throw Problem(.composeNodeAlone(target.id), at: current.location)
        }
        try expectSymbol(".", "'.' and an attribute after '\(target.id)'")
        let member = try expectIdentifier("an attribute name after '\(target.id).'")
        if member.text == "modifier" {
            try checkValid()
            guard current.isSymbol("=") else {
                throw Problem(.expected("'=' after 'modifier'", found: current), at: current.location)
            }
            advance()
            return [Statement(target: target, change: .replaceModifier, location: start, compose: true)]
                + (try composeChain(on: target, first: nil))
        }
        // `row.modifer = Modifier.semantics { … }`: told, and the chain read on for its own problems.
        if current.isSymbol("="), let next = peek(1).identifier, next == "Modifier" || NearMiss.suggestion(for: next, in: ["Modifier"]) != nil,
           NearMiss.suggestion(for: member.text, in: ["modifier"]) != nil {
            record(Problem(.unknownProperty(member.text, suggestion: "modifier"), at: member.location))
            advance()
            do throws(Problem) { _ = try composeChain(on: target, first: nil) } catch { record(error) }
            throw Problem.reported
        }
        // A View attribute on a Compose node: the modifier to write, not the attribute's spelling.
        if composables.contains(target.id), !Parser.composeModifierNames.contains(member.text), member.text != "setOnClickListener" {
            // `button.icon = Icon(…)`: the icon is given where the IconButton shows it.
            if member.isIdentifier("icon") { throw Problem(.iconOnComposable(target.id), at: member.location) }
            throw Problem(.attributeOnComposable(target.id, modifier: Parser.composeModifier(for: member.text)),
                          at: target.location)
        }
        if member.text == "setOnClickListener" {
            return try setOnClickListener(on: target, start: start)
        }
        if ["apply", "run", "also", "let"].contains(member.text), current.isSymbol("{") {
            // Kotlin's scope functions: the view is `this` in apply and run, `it` in also and let.
            return try scopeBlock(on: target, receiver: ["apply", "run"].contains(member.text) ? "this" : "it")
        }
        // A lambda reads the first three itself (KotlinActions.swift): here they are outside one.
        if ["requestFocus", "sendAccessibilityEvent", "announceForAccessibility", "performAccessibilityAction"].contains(member.text) {
            throw Problem(.callOutsideListener(member.text, element: target.id), at: member.location)
        }
        // `nextFocusForwardId` and its kin: a keyboard's order, which AccessibilityNodeInfo does not carry.
        let keyboardOrder = member.text.hasPrefix("set") ? member.text.dropFirst(3).prefix(1).lowercased() + member.text.dropFirst(4)
            : member.text
        if ["nextFocusForwardId", "nextFocusDownId", "nextFocusUpId", "nextFocusLeftId", "nextFocusRightId"].contains(keyboardOrder) {
            throw Problem(.keyboardFocusOrder(member.text, element: target.id), at: member.location)
        }
        if member.text == "setOnCheckedChangeListener" {
            return try setOnCheckedChangeListener(on: target, start: start)
        }
        if member.text == "setOnLongClickListener" { return try setOnLongClickListener(on: target, start: start) }
        if ["accessibilityDelegate", "setAccessibilityDelegate"].contains(member.text) {
            throw Problem(.accessibilityDelegateNotRead(target.id), at: member.location)
        }
        if ["setOnTouchListener", "setOnKeyListener"].contains(member.text) {
            throw Problem(.touchListener(member.text, element: target.id), at: member.location)
        }
        if Parser.composeModifierNames.contains(member.text) && (current.isSymbol("(") || current.isSymbol("{")) {
            // `row.semantics { … }` is no Kotlin: a modifier is no member of the node, which is given
            // it through its `modifier`.
            throw Problem(.composeShorthand(target.id, written: member.text), at: member.location)
        }
        // `email.contentDescripton = nul`: the misspelt attribute is told, and the value read as the
        // attribute's it nearly spells, so its own problem is told in the same pass.
        if Dialect.androidName(member.text) == nil, Dialect.wrongDialect(member.text, on: .android) == nil,
           let near = NearMiss.suggestion(for: member.text, in: Dialect.androidSpellings), current.isSymbol("=") {
            // The statement is kept, so applying tells its value's problems too; the one recorded
            // here keeps the fix from applying.
            record(Parser.unknownAttribute(member))
            var spelled = member
            spelled.kind = .identifier(near)
            spelled.text = near
            return [Statement(target: target, change: try attributeChange(on: target, member: spelled), location: start)]
        }
        let assignsText = member.isIdentifier("text") && current.isSymbol("=")
        var statement = Statement(target: target, change: try attributeChange(on: target, member: member), location: start)
        statement.assignsText = assignsText
        return [statement]
    }

    /// The Compose modifier that does what a View attribute (or listener) does, for a node.
    static func composeModifier(for member: String) -> String {
        switch member {
        case "clickable", "isClickable", "setClickable":
            "Modifier.clickable { … }"
        case "setOnLongClickListener", "longClickable", "isLongClickable", "setLongClickable":
            "Modifier.combinedClickable(onLongClick = { … }) { … }"
        case "screenReaderFocusable", "isScreenReaderFocusable", "setScreenReaderFocusable", "focusable", "isFocusable":
            "Modifier.semantics(mergeDescendants = true) { }"
        case "accessibilityHeading", "isAccessibilityHeading", "setAccessibilityHeading":
            "Modifier.semantics { heading() }"
        case "stateDescription", "setStateDescription":
            "Modifier.semantics { stateDescription = \"…\" }"
        case "importantForAccessibility", "setImportantForAccessibility":
            "Modifier.clearAndSetSemantics { }"
        case "accessibilityLiveRegion", "setAccessibilityLiveRegion":
            "Modifier.semantics { liveRegion = LiveRegionMode.Polite }"
        default:
            "Modifier.semantics { contentDescription = \"…\" }"
        }
    }

    /// The block of a scope function on a view (`email.apply { … }`, `with(email) { … }`,
    /// `email.also { it.… }`): each line sets an attribute of the view, written bare or after
    /// `receiver` (`this`, or `it` or the lambda's own name, which `also` and `let` require).
    /// Past the new lines and `;` between a block's statements: false, its `}` read, at its end.
    mutating func blockGoesOn() throws(Problem) -> Bool {
        while current.isNewline || current.isSymbol(";") { advance() }
        try checkValid()
        if current.isSymbol("}") {
            advance()
            return false
        }
        if current.kind == .end { throw Problem(.expected("'}' to close the block", found: current), at: current.location) }
        return true
    }

    mutating func scopeBlock(on target: ElementReference, receiver: String) throws(Problem) -> [Statement] {
        try expectSymbol("{", "'{' to open the block")
        try enterNesting()
        defer { nesting -= 1 }
        var receiver = receiver
        if let name = current.identifier, peek(1).isSymbol("->") {
            receiver = name
            advance(); advance()
        }
        var statements: [Statement] = []
        let outer = scopeReceiver
        if receiver == "this" { scopeReceiver = target }
        defer { scopeReceiver = outer }
        while try blockGoesOn() {
            let start = current.location
            if current.isIdentifier(receiver) && peek(1).isSymbol(".") {
                advance(); advance()
            } else if receiver == "this", current.isIdentifier("it"), peek(1).isSymbol(".") {
                // `apply { it.isEnabled = false }`: apply's and run's view is `this`; `it` is also's and let's.
                throw Problem(.expected("the attribute alone or 'this.': inside apply, run and with the view is this "
                                        + "('it' is also's and let's)", found: current), at: current.location)
            } else if receiver != "this" {
                throw Problem(.expected("'\(receiver).' and an attribute: inside this block the view is \(receiver)",
                                        found: current), at: current.location)
            }
            let member = try expectIdentifier("an attribute of '\(target.id)'")
            if member.isIdentifier("setOnClickListener") {
                // The receiver's listener, set inside the block as outside it.
                statements += try setOnClickListener(on: target, start: start)
                try endOfStatement(insideBraces: true)
                continue
            }
            statements.append(Statement(target: target, change: try attributeChange(on: target, member: member), location: start))
            try endOfStatement(insideBraces: true)
        }
        return statements
    }

    /// `email`, also `binding.email` (view binding), `this.email`, and Swift's `self.email`.
    mutating func androidElementReference() throws(Problem) -> ElementReference {
        try checkValid()
        // `binding.title.…`, or `binding.title` as an argument (`ViewCompat.setAccessibilityHeading(binding.title, true)`).
        if let word = current.identifier, ["binding", "this", "self"].contains(word), peek(1).isSymbol(".")
            && peek(2).identifier != nil && (peek(3).isSymbol(".") || peek(3).isSymbol(",") || peek(3).isSymbol(")")
                || peek(3).isSymbol("?") || peek(3).isSymbol("!")) {
            advance(); advance()
        }
        // `binding?.title?.…`: a binding held nullable (a fragment's, cleared in onDestroyView), reached safely.
        if current.isIdentifier("binding"), peek(1).isSymbol("?"), peek(2).isSymbol("."), peek(3).identifier != nil {
            advance(); advance(); advance()
        }
        if current.isIdentifier("binding"), peek(1).isSymbol("!"), peek(2).isSymbol("!"), peek(3).isSymbol("."), peek(4).identifier != nil {
            advance(); advance(); advance(); advance()
        }
        let idToken = try expectIdentifier("an element id")
        // `playButton?.contentDescription`: a nullable view (a binding's, a findViewById's), reached safely;
        // `playButton!!.…` asserts it is there (it is: the screen has it).
        if current.isSymbol("?"), peek(1).isSymbol("."), peek(2).identifier != nil { advance() }
        if current.isSymbol("!"), peek(1).isSymbol("!"), peek(2).isSymbol("."), peek(3).identifier != nil { advance(); advance() }
        return ElementReference(id: idToken.text, location: idToken.location)
    }

    /// What follows `x.member`: `= value`, `+= n`, or a setter's `(value)`.
    private mutating func attributeChange(on target: ElementReference, member: Token) throws(Problem) -> Change {
        try checkValid()
        // androidx.core's `view.isVisible = false` (`visibility` GONE, or VISIBLE), `isInvisible = true`
        // (INVISIBLE) and `isGone = true` (GONE).
        let shown: [String: (whenTrue: String, whenFalse: String)] = [
            "isVisible": ("visible", "gone"), "isInvisible": ("invisible", "visible"), "isGone": ("gone", "visible"),
        ]
        if let name = member.identifier, let visibility = shown[name], current.isSymbol("=") {
            advance()
            try checkValid()
            guard current.isIdentifier("true") || current.isIdentifier("false") else {
                throw Problem(.androidTypeMismatch(property: name, expected: .bool, found: Parser.describe(current),
                                                   suggestion: nil),
                              at: current.location)
            }
            let flag = advance().text == "true"
            return .set(property: "visibility", value: .constant(.string(flag ? visibility.whenTrue : visibility.whenFalse)))
        }
        if current.isSymbol("(") {
            guard member.text.hasPrefix("set"), let name = Dialect.androidName(member.text), name != member.text else {
                if Dialect.androidName(member.text) != nil {
                    throw Problem(.attributeCalledAsFunction(member.text, element: target.id), at: member.location)
                }
                throw Parser.unknownAttribute(member)
            }
            let property = try Parser.androidProperty(member, on: target)
            let open = advance()
            skipNewlines()
            // `setText(R.string.saved)`, `setHint(…)`: TextView's overloads that take the resource's
            // id, the text `getString` gives.
            if ["setText", "setHint"].contains(member.text), current.isIdentifier("R"), peek(1).isSymbol("."),
               peek(2).isIdentifier("string"), peek(3).isSymbol("."), let name = peek(4).identifier, peek(5).isSymbol(")") {
                let location = peek(4).location
                for _ in 0..<6 { advance() }
                return .set(property: property.name,
                            value: .resource(StringResource(name: name, call: "getString", location: location)))
            }
            let value = try androidValue(for: property, spelled: member.text)
            skipNewlines()
            try checkValid()
            guard current.isSymbol(")") else {
                throw Problem(.expected("')' to close '\(member.text)(' opened at column \(open.location.column)",
                                        found: current),
                              at: current.location)
            }
            advance()
            return .set(property: name, value: value)
        }
        let property = try Parser.androidProperty(member, on: target)
        if member.text.hasPrefix("set") && property.name != member.text {
            throw Problem(.expected("'(' after '\(member.text)'", found: current), at: current.location)
        }
        try checkValid()
        let operatorToken = current
        guard case .symbol(let symbol) = operatorToken.kind else {
            throw Problem(.expected("'=' after '\(member.text)'", found: operatorToken), at: operatorToken.location)
        }
        switch symbol {
        case "=":
            advance()
            return .set(property: property.name, value: try androidValue(for: property, spelled: member.text))
        case "+=", "-=":
            guard property.kind == .wholeNumber else {
                throw Problem(.arithmeticOnNonNumber(symbol, property: member.text, takes: property.kind.kotlinWords),
                              at: operatorToken.location)
            }
            advance()
            let amount = try numberLiteral(after: "'\(symbol)'")
            guard amount == amount.rounded() else {
                throw Problem(.androidTypeMismatch(property: member.text, expected: .wholeNumber,
                                                   found: PropertyValue.format(amount), suggestion: nil),
                              at: operatorToken.location)
            }
            return .add(property: property.name, amount: symbol == "+=" ? amount : -amount)
        case "==":
            throw Problem(.comparisonInsteadOfAssignment, at: operatorToken.location)
        default:
            throw Problem(.expected("'=' after '\(member.text)'", found: operatorToken), at: operatorToken.location)
        }
    }

    /// `ViewCompat.setAccessibilityHeading(title, true)`: the view first, then the value.
    private mutating func viewCompatStatement() throws(Problem) -> Statement {
        let start = advance().location
        advance()
        let method = try expectIdentifier("a setter such as setAccessibilityHeading after 'ViewCompat.'")
        let name = Dialect.androidName(method.text)
        guard method.text.hasPrefix("set"), let name, name != method.text else {
            let setters = Parser.viewCompatAttributes.map(Dialect.setterName)
            throw Problem(.unknownViewCompatMethod(method.text, suggestion: NearMiss.suggestion(for: method.text, in: setters)),
                          at: method.location)
        }
        guard Parser.viewCompatAttributes.contains(name) else {
            // The view the call names first is the one to call it on.
            let view = current.isSymbol("(") ? peek(1).identifier : nil
            throw Problem(.notInViewCompat(method.text, view: view), at: method.location)
        }
        try expectSymbol("(", "'(' after '\(method.text)'")
        skipNewlines()
        let target = try androidElementReference()
        skipNewlines()
        try expectSymbol(",", "',' and the value after the view '\(target.id)'")
        skipNewlines()
        guard let property = ElementProperty.named(name, on: .android) else {
            throw Problem(.notInViewCompat(method.text, view: target.id), at: method.location)
        }
        let value = try androidValue(for: property, spelled: method.text)
        skipNewlines()
        try expectSymbol(")", "')' to close '\(method.text)('")
        var statement = Statement(target: target, change: .set(property: name, value: value), location: start)
        statement.throughViewCompat = true
        return statement
    }

    /// The View attribute a member names, in any of its spellings; a Compose-only property, an
    /// iOS name or an unknown name is reported at the member.
    static func androidProperty(_ token: Token, on target: ElementReference?) throws(Problem) -> ElementProperty {
        guard let name = Dialect.androidName(token.text), let property = ElementProperty.named(name, on: .android) else {
            throw unknownAttribute(token)
        }
        if let target, ElementProperty.composeOnly.contains(name) {
            throw Problem(.composeOnlyProperty(name, element: target.id), at: token.location)
        }
        // A View's flag is the layout XML's attribute (`android:checked`); Kotlin reads and
        // writes it through its getter, `isChecked`.
        if token.text == name, Dialect.kotlinName(name) != name {
            throw Problem(.kotlinFlagName(name, kotlin: Dialect.kotlinName(name)), at: token.location)
        }
        return property
    }

    /// Real View properties the tutor does not model, with what a learner reaching for one should know.
    static let unmodelledViewAttributes: [String: String] = [
        "alpha": "no source the tutor follows says what TalkBack does with a see-through view; to take the view away "
            + "from TalkBack set importantForAccessibility = View.IMPORTANT_FOR_ACCESSIBILITY_NO_HIDE_DESCENDANTS (with what "
            + "it holds; _NO for the view alone), or visibility to hide it from everyone",
        "inputType": "it sets up the keyboard (InputType.TYPE_NULL makes the field take no typing), which the tutor "
            + "does not model; a password's dots come from its inputType, which the screen describes",
        "keyListener": "it filters the keys typed (null makes the field take no typing), which the tutor does not "
            + "model; TalkBack still calls the field an Edit box, by its class: to say it cannot be changed, set isEnabled = false",
        "isFocusableInTouchMode": "it is input focus for touch, which TalkBack does not follow; a view TalkBack may "
            + "focus is focusable, or screenReaderFocusable",
        "tag": "it is the app's own value for the view, which TalkBack never reads",
        "elevation": "it changes how the view looks",
        "background": "it changes how the view looks",
        "textSize": "it changes how the view looks",
    ]

    /// An iOS name with its Android equivalent, else an unknown attribute with the nearest
    /// Android spelling.
    static func unknownAttribute(_ token: Token) -> Problem {
        if let kind = Dialect.wrongDialect(token.text, on: .android) { return Problem(kind, at: token.location) }
        // `holder.itemView.…`: a RecyclerView's ViewHolder, whose rows the screen names one by one.
        if token.text == "itemView" { return Problem(.viewHolderRow, at: token.location) }
        if let note = Parser.unmodelledViewAttributes[token.text] {
            return Problem(.unmodelledViewAttribute(token.text, note: note), at: token.location)
        }
        // Compose's semantics name for what a View spells its own way (`paneTitle`).
        let viewSpelling = Dialect.viewSpellingOfSemantics[token.text]
        return Problem(.unknownProperty(token.text, suggestion: viewSpelling
                                            ?? NearMiss.suggestion(for: token.text, in: Dialect.androidSpellings)),
                       at: token.location)
    }
}
