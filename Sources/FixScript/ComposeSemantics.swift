import AXModel

/// Jetpack Compose modifiers on a `Composable` node, in one statement shape:
/// `row.modifier = Modifier.semantics(mergeDescendants = true) { heading() }`, also written
/// `row: Modifier.semantics { … }` or `row.semantics { … }`. Each semantics property becomes the
/// change to the node's `AndroidAttributes` it stands for; layout modifiers change nothing TalkBack
/// says and are accepted as they are.
extension Parser {
    static let composeModifierNames = ["semantics", "clearAndSetSemantics"]
    /// Modifiers pasted with real code that say nothing to TalkBack: accepted, arguments and all.
    static let layoutModifiers = ["padding", "fillMaxWidth", "fillMaxHeight", "fillMaxSize", "size", "width", "height",
                                  "wrapContentSize", "wrapContentWidth", "wrapContentHeight", "background", "border",
                                  "clip", "weight", "offset", "alpha", "testTag"]
    /// The properties a `semantics { }` block may set.
    static let semanticsNames = ["contentDescription", "stateDescription", "role", "selected", "toggleableState",
                                 "heading", "disabled", "expand", "collapse", "collectionInfo",
                                 "collectionItemInfo", "invisibleToUser", "hideFromAccessibility", "liveRegion", "customActions",
                                 "paneTitle", "isTraversalGroup", "traversalIndex"]

    /// A modifier chain on `target`, from `Modifier` (or from `first`, a modifier already read).
    mutating func composeChain(on target: ElementReference, first: Token?) throws(Problem) -> [Statement] {
        let name: Token
        if let first {
            name = first
        } else {
            try checkValid()
            guard current.isIdentifier("Modifier") else {
                // `Modifer.semantics { … }`: told, and the chain read on for its own problems.
                guard let name = current.identifier, NearMiss.suggestion(for: name, in: ["Modifier"]) != nil,
                      peek(1).isSymbol(".") else {
                    throw Problem(.expected("'Modifier.semantics { … }'", found: current), at: current.location)
                }
                record(Problem(.expected("'Modifier.semantics { … }'", found: current, suggestion: "Modifier"), at: current.location))
                advance()
                advance()
                _ = try composeChain(on: target, first: try expectIdentifier("a modifier name after 'Modifier.'"))
                throw Problem.reported
            }
            advance()
            if current.isNewline && peekPastNewlines().isSymbol(".") { skipNewlines() }
            // A bare `Modifier` is the empty modifier: nothing to change.
            if !current.isSymbol(".") { return [] }
            advance()
            name = try expectIdentifier("a modifier name after 'Modifier.'")
        }
        // Compose collapses a node's semantics from the chain's last modifier to its first, starting
        // again at a clearing one (`LayoutNode.collapsedSemantics`): what follows a
        // `clearAndSetSemantics` is cleared (docs/talkback.md TB-7.14).
        var cleared = false
        let statements = try chain(from: name) { (parser: inout Parser, name: Token) throws(Problem) in
            if cleared, ["semantics", "clearAndSetSemantics", "clickable", "combinedClickable", "toggleable"].contains(name.text) {
                throw Problem(.clearedByEarlierClear(name.text), at: name.location)
            }
            if name.text == "clearAndSetSemantics" { cleared = true }
            return try parser.composeModifier(name, on: target).map {
                Statement(target: target, change: $0, location: name.location, compose: true)
            }
        }
        return Self.markingFocusTargets(statements)
    }

    /// A requester gives focus to the focus target after it in the chain (`focusable()`, or the
    /// click of `clickable` or `toggleable`): each `focusRequester` learns whether one follows.
    private static func markingFocusTargets(_ statements: [Statement]) -> [Statement] {
        var statements = statements
        var targetLater = false
        for index in statements.indices.reversed() {
            switch statements[index].change {
            case .set("focusable", .constant(.bool(true))), .set("clickable", .constant(.bool(true))):
                targetLater = true
            case .focusRequester(let name, _):
                statements[index].change = .focusRequester(name, targetAfter: targetLater)
            default:
                break
            }
        }
        return statements
    }

    /// One modifier and its arguments.
    private mutating func composeModifier(_ name: Token, on target: ElementReference) throws(Problem) -> [Change] {
        switch name.text {
        case "semantics":
            var changes: [Change] = []
            var hadArguments = false
            // `properties = { … }` named in the parentheses: the block, given there instead of after them.
            var named: [Change]?
            if current.isSymbol("(") {
                advance()
                skipNewlines()
                var first = true
                while !current.isSymbol(")") {
                    if !first {
                        try expectSymbol(",", "',' or ')' in 'semantics('")
                        skipNewlines()
                    }
                    try checkValid()
                    let label = current
                    if label.isIdentifier("properties"), peek(1).isSymbol("=") {
                        advance(); advance()
                        guard current.isSymbol("{") else {
                            throw Problem(.expected("'{ … }' after 'properties ='", found: current), at: current.location)
                        }
                        named = try semanticsBlock().changes
                    } else {
                        // `semantics(true) { }`: Kotlin passes the first parameter by position too.
                        let positional = first && (peek(1).isSymbol(")") || peek(1).isSymbol(","))
                            && (label.isIdentifier("true") || label.isIdentifier("false"))
                        if !positional {
                            guard label.isIdentifier("mergeDescendants") else {
                                throw Problem(.expected("'mergeDescendants = true' or 'properties = { … }'", found: label,
                                                        suggestion: label.identifier.flatMap {
                                                            NearMiss.suggestion(for: $0, in: ["mergeDescendants", "properties"])
                                                        }),
                                              at: label.location)
                            }
                            advance()
                            try expectSymbol("=", "'=' after 'mergeDescendants'")
                        }
                        changes.append(.set(property: "mergeDescendants", value: try semanticsValue("mergeDescendants")))
                    }
                    first = false
                    skipNewlines()
                }
                advance()
                hadArguments = true
            }
            if let named {
                // Kotlin takes the block once: named in the parentheses, or trailing after them.
                if current.isSymbol("{") {
                    throw Problem(.expected("the end of 'semantics(…)': its properties are given already", found: current),
                                  at: current.location)
                }
                return changes + named
            }
            // The properties block has no default in Compose: `semantics(mergeDescendants = true)`
            // alone does not compile, and takes `{ }`.
            guard current.isSymbol("{") else {
                throw Problem(.expected(hadArguments ? "'{ }' after 'semantics(…)': its properties block, even empty"
                                        : "'{ … }' after 'semantics'", found: current), at: current.location)
            }
            changes += try semanticsBlock().changes
            return changes
        case "clearAndSetSemantics":
            if current.isSymbol("(") {
                advance()
                try expectSymbol(")", "')': clearAndSetSemantics takes only a block")
            }
            guard current.isSymbol("{") else {
                throw Problem(.expected("'{ … }' after 'clearAndSetSemantics'", found: current), at: current.location)
            }
            let (block, hadProblem) = try semanticsBlock()
            if block.isEmpty && !hadProblem {
                // Nothing left to say: the node and its children are gone for TalkBack.
                return [.set(property: "importantForAccessibility", value: .constant(.string("noHideDescendants")))]
            }
            let describes = block.contains {
                if case .set("contentDescription", _) = $0 { true } else { false }
            }
            // Without a description the node's own text goes with the rest (TB-1.6): what the
            // block sets is all it has, a stop only if that is something to say or to do.
            if !describes { return [.set(property: "clearsDescendants", value: .constant(.bool(true)))] + block }
            // One stop whose own description is all that is left: the descendants are cleared.
            return [.set(property: "mergeDescendants", value: .constant(.bool(true))),
                    .set(property: "clearsDescendants", value: .constant(.bool(true)))] + block
        case "clickable":
            return try clickable(name)
        case "toggleable":
            return try toggleable(name)
        case "focusRequester":
            return [try focusRequesterModifier()]
        case "focusable":
            // `focusable()` or `focusable(enabled = …)`: the node takes input focus.
            var enabled = Value.constant(.bool(true))
            if current.isSymbol("(") {
                advance()
                while let label = try argumentLabel(of: name, among: ["enabled", "interactionSource"], first: true) {
                    if label.text == "enabled", let property = ElementProperty.named("focusable", on: .android) {
                        enabled = try androidValue(for: property, spelled: "enabled")
                    } else {
                        try skipArgument(of: name)
                    }
                    if current.isSymbol(",") { advance() }
                }
            }
            return [.set(property: "focusable", value: enabled)]
        case let other where Parser.layoutModifiers.contains(other):
            try skipCallAndBlock(name)
            return []
        case "combinedClickable":
            // `clickable` with a long click: TalkBack's double tap and hold (TB-7.15).
            return try clickable(name, combined: true)
        default:
            if let kind = Dialect.wrongDialect(name.text, on: .android) { throw Problem(kind, at: name.location) }
            let known = Parser.composeModifierNames + ["clickable", "toggleable", "focusRequester", "focusable"]
                + Parser.layoutModifiers
            throw Problem(.unknownModifier(name.text, suggestion: NearMiss.suggestion(for: name.text, in: known)),
                          at: name.location)
        }
    }

    /// `clickable(onClickLabel = "Play episode", role = Role.Checkbox, enabled = …) { … }`: the
    /// node is clicked with a double tap; its label replaces `activate` in the usage hint
    /// (TB-7.3) and its role is the node's role. The click's lambda (`onClick` or the trailing
    /// one) runs its requesters' `requestFocus()` (TB-7.12); the rest of it is the app's code.
    private mutating func clickable(_ name: Token, combined: Bool = false) throws(Problem) -> [Change] {
        var changes: [Change] = [.set(property: "clickable", value: .constant(.bool(true)))]
        bodyNames = FixScript.BodyNames()
        var effects: [Effect] = []
        var longClick: [Effect]?
        if current.isSymbol("(") {
            advance()
            let labels = ["onClickLabel", "role", "enabled", "onClick", "interactionSource", "indication"]
                + (combined ? ["onLongClickLabel", "onLongClick", "onDoubleClick", "hapticFeedbackEnabled"] : [])
            var first = true
            while let label = try argumentLabel(of: name, among: labels, first: first) {
                first = false
                switch label.text {
                case "onClickLabel":
                    guard let property = ElementProperty.named("clickLabel", on: .android) else { continue }
                    changes.append(.set(property: "clickLabel", value: try androidValue(for: property, spelled: "onClickLabel",
                                                                                            scope: .composable)))
                case "role": changes.append(.set(property: "role", value: .constant(.string(try composeRole().rawValue))))
                case "enabled": changes.append(try enabledArgument())
                case "onClick" where current.isSymbol("{"): effects += try composeClickLambda()
                case "onLongClickLabel":
                    guard let property = ElementProperty.named("longClickLabel", on: .android) else { continue }
                    changes.append(.set(property: "longClickLabel", value: try androidValue(for: property, spelled: "onLongClickLabel",
                                                                                                scope: .composable)))
                case "onLongClick" where current.isSymbol("{"):
                    // Its own lambda; the names it reads are checked with the click's.
                    longClick = try composeClickLambda()
                default: try skipArgument(of: name)
                }
            }
        }
        if current.isSymbol("{") { effects += try composeClickLambda() }
        if let longClick {
            changes.append(.set(property: "longClickable", value: .constant(.bool(true))))
            changes.append(.handler(EventHandler(event: "longClick", effects: longClick), names: bodyNames))
        }
        // A lambda that calls `x.toggle()` is checked when applied, where the screen says what x is.
        if !effects.isEmpty || !bodyNames.toggleCalls.isEmpty {
            changes.append(.handler(EventHandler(event: "tap", effects: effects), names: bodyNames))
        }
        return changes
    }

    /// `toggleable(value = saved, role = Role.Switch, onValueChange = { saved = it })`: a node
    /// with a checked state (TB-1.7, TB-4.3); `value` is required, as in Compose. A double tap
    /// calls `onValueChange(!value)`, whose `it` is that new value: the state changes only when
    /// the code stores it where `value` reads it (Compose hoists state).
    private mutating func toggleable(_ name: Token) throws(Problem) -> [Change] {
        try toggleable(name, valueLabel: "value", changeLabel: "onValueChange", composable: false).changes
    }

    /// The same under other labels: Material's `IconToggleButton(checked = saved, onCheckedChange =
    /// { saved = it })` (a `composable`, whose `modifier = …` starts where `modifierStart` says and
    /// whose look arguments are read past; its trailing braces are its content, not a lambda).
    mutating func toggleable(_ name: Token, valueLabel: String, changeLabel: String,
                             composable: Bool) throws(Problem) -> (changes: [Change], modifierStart: Int?) {
        let open = current
        var modifierStart: Int?
        try expectSymbol("(", "'(\(valueLabel) = …, \(changeLabel) = { … })' after '\(name.text)'")
        var changes: [Change] = [.set(property: "clickable", value: .constant(.bool(true)))]
        bodyNames = FixScript.BodyNames()
        var value: Value?
        var lambda: [Effect] = []
        var parameter: String? = "it"
        let labels = [valueLabel, "role", "enabled", changeLabel, "interactionSource", "indication"]
            + (composable ? ["modifier", "colors", "shape", "border"] : [])
        var first = true
        // `value`: the node's checked state, named or (`toggleable(saved, …)`) first without its name.
        func readValue(_ parser: inout Parser) throws(Problem) {
            guard let property = ElementProperty.named("checked", on: .android) else { return }
            let checked = try parser.androidValue(for: property, spelled: valueLabel)
            changes.append(.set(property: "checked", value: checked))
            value = checked
        }
        skipNewlines()
        if !current.isSymbol(")"), !(current.identifier != nil && peek(1).isSymbol("=")) {
            try readValue(&self)
            first = false
        }
        while let label = try argumentLabel(of: name, among: labels, first: first) {
            first = false
            switch label.text {
            case valueLabel: try readValue(&self)
            case "role": changes.append(.set(property: "role", value: .constant(.string(try composeRole().rawValue))))
            case "enabled": changes.append(try enabledArgument())
            case changeLabel where current.isSymbol("{"): lambda += try composeClickLambda(parameter: &parameter)
            case "modifier":
                modifierStart = position
                try skipArgument(of: name)
            default: try skipArgument(of: name)
            }
        }
        if !composable, current.isSymbol("{") { lambda += try composeClickLambda(parameter: &parameter) }
        guard let value else { throw Problem(.toggleableWithoutValue, at: open.location) }
        // The lambda's parameter (`it`) is the new value, the one `value` does not hold.
        let newValue = Parser.negation(of: (try? Parser.expression(value, at: open.location)) ?? .bool(false))
        bodyNames.variables.removeAll { $0.name == parameter }
        let effects = parameter.map { name in lambda.map { $0.replacing(variable: name, with: newValue) } } ?? lambda
        // A lambda that calls `x.toggle()` is checked when applied, where the screen says what x is.
        if !effects.isEmpty || !bodyNames.toggleCalls.isEmpty {
            changes.append(.handler(EventHandler(event: "tap", effects: effects), names: bodyNames))
        }
        return (changes, modifierStart)
    }

    /// `enabled = false`: the node is disabled.
    mutating func enabledArgument() throws(Problem) -> Change {
        guard let property = ElementProperty.named("enabled", on: .android) else {
            throw Problem(.unknownSemanticsProperty("enabled", suggestion: nil), at: current.location)
        }
        return .set(property: "enabled", value: try androidValue(for: property))
    }

    /// The label of a modifier's next `label = value` argument, with its `=` read; nil at the
    /// closing `)`, which is read too. `first` says no `,` comes before it.
    mutating func argumentLabel(of modifier: Token, among labels: [String], first: Bool) throws(Problem) -> Token? {
        skipNewlines()
        if current.isSymbol(")") { advance(); return nil }
        if !first {
            try expectSymbol(",", "',' or ')' in '\(modifier.text)('")
            skipNewlines()
            if current.isSymbol(")") { advance(); return nil }
        }
        try checkValid()
        let label = current
        guard let word = label.identifier, labels.contains(word), peek(1).isSymbol("=") else {
            let named = labels.prefix(2).map { "'\($0) = …'" }.joined(separator: " or ")
            throw Problem(.expected("an argument of \(modifier.text) such as \(named)", found: label,
                                    suggestion: label.identifier.flatMap { NearMiss.suggestion(for: $0, in: labels) }),
                          at: label.location)
        }
        advance(); advance()
        skipNewlines()
        return label
    }

    /// An argument's value skipped whole (a lambda, an interaction source): up to the `,` or
    /// `)` that ends it, brackets balanced.
    mutating func skipArgument(of modifier: Token) throws(Problem) {
        var depth = 0
        while true {
            try checkValid()
            if current.kind == .end {
                throw Problem(.expected("')' to close '\(modifier.text)('", found: current), at: current.location)
            }
            if depth == 0 && (current.isSymbol(",") || current.isSymbol(")")) { return }
            if current.isSymbol("(") || current.isSymbol("{") || current.isSymbol("[") { depth += 1 }
            if current.isSymbol(")") || current.isSymbol("}") || current.isSymbol("]") { depth -= 1 }
            advance()
        }
    }

    /// `{ property; … }`: each bad line is reported and skipped; `hadProblem` says whether any was.
    private mutating func semanticsBlock() throws(Problem) -> (changes: [Change], hadProblem: Bool) {
        let open = current
        try expectSymbol("{", "'{'")
        var hadProblem = false
        var changes: [Change] = []
        while try nextInBraces(opened: open) {
            let statementStart = position
            do throws(Problem) {
                changes += try semanticsProperty()
                try endOfStatement(insideBraces: true)
            } catch {
                record(error)
                hadProblem = true
                recover(from: statementStart, stopAtClosingBrace: true)
            }
        }
        return (changes, hadProblem)
    }

    /// One line inside `semantics { }`.
    private mutating func semanticsProperty() throws(Problem) -> [Change] {
        try checkValid()
        // `this.contentDescription`: the block's receiver, written out.
        if current.isIdentifier("this"), peek(1).isSymbol("."), peek(2).identifier != nil { advance(); advance() }
        // `accessibilityLiveRegion`, the View's name, inside Compose semantics: Compose's is liveRegion.
        if current.isIdentifier("accessibilityLiveRegion"), peek(1).isSymbol("=") {
            throw Problem(.unknownSemanticsProperty(current.text, suggestion: "liveRegion"), at: current.location)
        }
        let name = try expectIdentifier("a semantics property such as contentDescription")
        switch name.text {
        case "contentDescription", "stateDescription", "selected":
            try expectSymbol("=", "'=' after '\(name.text)'")
            return [.set(property: name.text, value: try semanticsValue(name.text))]
        case "paneTitle":
            // The node is a pane, whose title TalkBack says when it appears (TB-7.10).
            try expectSymbol("=", "'=' after 'paneTitle'")
            return [.set(property: "accessibilityPaneTitle", value: try semanticsValue("accessibilityPaneTitle"))]
        case "role":
            try expectSymbol("=", "'=' after 'role'")
            return [.set(property: "role", value: .constant(.string(try composeRole().rawValue)))]
        case "heading", "disabled":
            try expectSymbol("(", "'()' after '\(name.text)'")
            try expectSymbol(")", "')': \(name.text)() takes no arguments")
            return name.text == "heading"
                ? [.set(property: "accessibilityHeading", value: .constant(.bool(true)))]
                : [.set(property: "enabled", value: .constant(.bool(false)))]
        case "invisibleToUser", "hideFromAccessibility":
            // The node and what is below it are left out of the accessibility tree (TB-1.9).
            try expectSymbol("(", "'()' after '\(name.text)'")
            try expectSymbol(")", "')': \(name.text)() takes no arguments")
            return [.set(property: "importantForAccessibility", value: .constant(.string("noHideDescendants")))]
        case "onLongClick" where current.isSymbol("("):
            // `onLongClick(label = "Archive") { … true }`: the node's long click and its label (TB-7.15).
            advance()
            skipNewlines()
            if current.isIdentifier("label"), peek(1).isSymbol("=") { advance(); advance() }
            let label = try actionLabel(inSemantics: true)
            let effects = try composeActionLambda(after: label, in: "onLongClick")
            return [.set(property: "longClickable", value: .constant(.bool(true))),
                    .set(property: "longClickLabel", value: .constant(.string(label))),
                    .handler(EventHandler(event: "longClick", effects: effects), names: FixScript.BodyNames())]
        case "customActions":
            // `listOf(CustomAccessibilityAction("Delete") { … true })`: the node's actions (TB-7.4).
            try expectSymbol("=", "'=' after 'customActions'")
            return [.customActions(try composeCustomActions(), replacing: true, names: FixScript.BodyNames())]
        case "liveRegion":
            // Compose's `LiveRegionMode.Polite` / `.Assertive` (TB-7.7).
            try expectSymbol("=", "'=' after 'liveRegion'")
            try checkValid()
            // `Polite` alone is LiveRegionMode's companion constant: Kotlin reaches it bare only with
            // its own import, as a View's constants.
            if current.isIdentifier("Polite") || current.isIdentifier("Assertive") {
                throw Problem(.unqualifiedLiveRegionMode(current.text), at: current.location)
            }
            if current.isIdentifier("LiveRegionMode"), peek(1).isSymbol(".") { advance(); advance() }
            // `View.ACCESSIBILITY_LIVE_REGION_POLITE`, or the constant alone: a View's Int constant.
            let viewConstant = current.isIdentifier("View") && peek(1).isSymbol(".") ? peek(2) : current
            if let constant = viewConstant.identifier, constant.hasPrefix("ACCESSIBILITY_LIVE_REGION_") {
                let mode = constant.dropFirst("ACCESSIBILITY_LIVE_REGION_".count).capitalized
                throw Problem(.viewLiveRegionInCompose(constant, mode: mode), at: current.location)
            }
            if current.isIdentifier("true") || current.isIdentifier("false") {
                // A Boolean: Compose's live region is a mode, and a node without one has none.
                throw Problem(.expected("LiveRegionMode.Polite or LiveRegionMode.Assertive (a mode, not a Boolean; "
                                        + "leave liveRegion out for none)", found: current), at: current.location)
            }
            let mode = try expectIdentifier("LiveRegionMode.Polite or LiveRegionMode.Assertive")
            guard mode.text == "Polite" || mode.text == "Assertive" else {
                throw Problem(.unknownLiveRegion("LiveRegionMode." + mode.text,
                                                 suggestion: NearMiss.suggestion(for: mode.text, in: ["Polite", "Assertive"])
                                                     .map { "LiveRegionMode." + $0 }),
                              at: mode.location)
            }
            return [.set(property: "accessibilityLiveRegion", value: .constant(.string(mode.text.lowercased())))]
        case "isTraversalGroup":
            // The node's descendants are ordered among themselves and visited together (TB-1.12).
            try expectSymbol("=", "'=' after 'isTraversalGroup'")
            return [.set(property: "isTraversalGroup", value: try semanticsValue("isTraversalGroup"))]
        case "traversalIndex":
            // Smaller first among the peers of its traversal group (TB-1.12); a Float, as `1f`.
            try expectSymbol("=", "'=' after 'traversalIndex'")
            return [.set(property: "traversalIndex", value: .constant(.number(try floatLiteral("traversalIndex"))))]
        case "toggleableState":
            try expectSymbol("=", "'=' after 'toggleableState'")
            return [.set(property: "checked", value: try toggleableState())]
        case "if" where current.isSymbol("("):
            return [try semanticsChoice()]
        case "expand", "collapse":
            // The node offers that action: `expand` means it is collapsed now, `collapse` expanded.
            guard current.isSymbol("(") || current.isSymbol("{") else {
                throw Problem(.expected("'{ … }' after '\(name.text)', the action it runs", found: current),
                              at: current.location)
            }
            try skipCallAndBlock(name, returnsBoolean: true)
            return [.set(property: "expanded", value: .constant(.bool(name.text == "collapse")))]
        case "collectionInfo":
            try expectSymbol("=", "'=' after 'collectionInfo'")
            let counts = try namedCounts(of: "CollectionInfo", labels: ["rowCount", "columnCount"])
            let rows = counts[0], columns = counts[1]
            if rows > 1 && columns > 1 { throw Problem(.gridNotModelled, at: name.location) }
            let items = rows == 1 && columns > 1 ? columns : rows
            return [.set(property: "collection", value: .constant(.number(Double(items))))]
        case "collectionItemInfo":
            try expectSymbol("=", "'=' after 'collectionItemInfo'")
            let places = try namedCounts(of: "CollectionItemInfo",
                                         labels: ["rowIndex", "rowSpan", "columnIndex", "columnSpan"])
            // In a list one of the two indexes is 0: the other is the item's place.
            let index = places[2] > 0 ? places[2] : places[0]
            return [.set(property: "itemIndex", value: .constant(.number(Double(index))))]
        default:
            if let kind = Dialect.wrongDialect(name.text, on: .android) { throw Problem(kind, at: name.location) }
            throw Problem(.unknownSemanticsProperty(name.text, suggestion: NearMiss.suggestion(for: name.text,
                                                                                               in: Parser.semanticsNames)),
                          at: name.location)
        }
    }

    /// The value of a semantics property that is also a View attribute (a string, true/false).
    private mutating func semanticsValue(_ attribute: String) throws(Problem) -> Value {
        guard let property = ElementProperty.named(attribute, on: .android) else {
            throw Problem(.unknownSemanticsProperty(attribute, suggestion: nil), at: current.location)
        }
        // SemanticsPropertyReceiver's contentDescription and stateDescription are `String`, not `String?`.
        let nonNull = ["contentDescription", "stateDescription"].contains(attribute)
        // `if (saved) "Saved" else "Not saved"`: Kotlin's choice on a Boolean of the app's state,
        // which Compose makes again when the Boolean changes.
        if current.isIdentifier("if"), peek(1).isSymbol("(") {
            let example = "if (saved) \"Saved\" else \"Not saved\""
            advance(); advance()
            let negated = current.isSymbol("!")
            if negated { advance() }
            let flag = try expectIdentifier("a Boolean of the app's state, as in \(example)")
            try expectSymbol(")", "')' after the condition: the tutor reads a Boolean of the app's state, as in \(example)")
            let (then, otherwise) = try kotlinBranches(example) { (parser: inout Parser) throws(Problem) in
                try parser.semanticsValue(attribute)
            }
            let condition = Value.state(flag.text, flag.location)
            return .choice(negated ? .negated(condition) : condition, then: then, otherwise: otherwise)
        }
        if current.isIdentifier("null"), nonNull {
            throw Problem(.nullInSemantics(attribute), at: current.location)
        }
        do throws(Problem) {
            return try androidValue(for: property, scope: .semantics)
        } catch {
            guard nonNull, case .androidTypeMismatch(let name, .optionalString, let found, let suggestion) = error.kind else {
                throw error
            }
            throw Problem(.androidTypeMismatch(property: name, expected: .string, found: found, suggestion: suggestion),
                          at: error.location)
        }
    }

    /// A Kotlin `Float` literal: `1f`, `-0.5f`. A number without the `f` is an `Int` or a
    /// `Double`, which Kotlin does not turn into a `Float`: refused with the `f` added.
    private mutating func floatLiteral(_ property: String) throws(Problem) -> Double {
        try checkValid()
        let start = current
        let negative = current.isSymbol("-")
        if negative { advance() }
        guard case .number(let magnitude) = current.kind else {
            throw Problem(.expected("a Float such as 1f or -1f", found: current), at: current.location)
        }
        let number = advance()
        let written = (negative ? "-" : "") + number.text
        guard let suffix = current.identifier, suffix == "f" || suffix == "F",
              current.location.line == number.location.line,
              current.location.column == number.location.column + number.text.count else {
            throw Problem(.floatNeedsSuffix(property, written: written), at: start.location)
        }
        advance()
        return negative ? -magnitude : magnitude
    }

    /// `Role.Button` and the other roles.
    private mutating func composeRole() throws(Problem) -> ComposeRole {
        try checkValid()
        let roles = ComposeRole.allCases.map(\.rawValue)
        if current.isIdentifier("Role") && peek(1).isSymbol(".") {
            advance(); advance()
            let name = try expectIdentifier("a role such as Role.Button")
            guard let role = ComposeRole(rawValue: name.text) else {
                throw Problem(.unknownRole(name.text, suggestion: NearMiss.suggestion(for: name.text, in: roles)),
                              at: name.location)
            }
            return role
        }
        let token = current
        let word: String? = switch token.kind {
        case .identifier(let name): name
        case .string(let parts): if parts.count == 1, case .text(let text) = parts[0] { text } else { nil }
        case .symbol(".") where peek(1).identifier != nil: peek(1).text
        default: nil
        }
        let suggestion = word.flatMap { NearMiss.suggestion(for: $0, in: roles) }.map { "Role." + $0 }
        throw Problem(.expected("a role such as Role.Button", found: token, suggestion: suggestion), at: token.location)
    }

    /// `CollectionInfo(rowCount = 3, columnCount = 1)` and `CollectionItemInfo(…)`: whole
    /// numbers 0 or more, in `labels`' order, each with its label or (positionally) without;
    /// returned in `labels`' order.
    private mutating func namedCounts(of type: String, labels: [String]) throws(Problem) -> [Int] {
        try checkValid()
        guard current.isIdentifier(type) else {
            let form = labels.map { "\($0) = …" }.joined(separator: ", ")
            throw Problem(.expected("\(type)(\(form))", found: current), at: current.location)
        }
        advance()
        try expectSymbol("(", "'(' after '\(type)'")
        var counts: [String: Int] = [:]
        for index in labels.indices {
            skipNewlines()
            try checkValid()
            var label = labels[index]
            if let word = current.identifier, peek(1).isSymbol("=") {
                guard labels.contains(word), counts[word] == nil else {
                    let unset = labels.filter { counts[$0] == nil }
                    throw Problem(.expected(unset.map { "'\($0) ='" }.joined(separator: " or "), found: current,
                                            suggestion: NearMiss.suggestion(for: word, in: unset)),
                                  at: current.location)
                }
                label = word
                advance(); advance()
            }
            let countToken = current
            let count = try numberLiteral(after: "'\(label) ='")
            guard count >= 0, count == count.rounded(), count <= Double(Int32.max) else {
                throw Problem(.collectionCount(label), at: countToken.location)
            }
            counts[label] = Int(count)
            skipNewlines()
            if index < labels.count - 1 {
                try expectSymbol(",", "',' and the \(labels.filter { counts[$0] == nil }.first ?? "next count")")
            }
        }
        try expectSymbol(")", "')' to close '\(type)('")
        return labels.map { counts[$0] ?? 0 }
    }

    /// `if (open) collapse { … } else expand { … }`: Kotlin's choice between two settings of one
    /// property, on a Boolean of the app's state (`!open` too), which Compose makes again whenever
    /// the Boolean changes; each side may stand in braces.
    private mutating func semanticsChoice() throws(Problem) -> Change {
        let example = "if (open) collapse { … } else expand { … }"
        try expectSymbol("(", "'(' after 'if'")
        try checkValid()
        let negated = current.isSymbol("!")
        if negated { advance() }
        let flag = try expectIdentifier("a Boolean of the app's state, as in \(example)")
        try expectSymbol(")", "')' after the condition: the tutor reads a Boolean of the app's state, as in \(example)")
        let first = try semanticsBranch(example)
        let beforeElse = position
        skipNewlines()
        guard current.isIdentifier("else") else {
            position = beforeElse
            throw Problem(.expected("'else' and the other side: without it the node has no such setting while the "
                                    + "condition is false; write both, as in \(example)", found: current),
                          at: current.location)
        }
        advance()
        let second = try semanticsBranch(example)
        guard case .set(let property, let then) = first.change, case .set(property, let otherwise) = second.change else {
            throw Problem(.expected("the same property on both sides of 'if', as in \(example)", found: second.start),
                          at: second.start.location)
        }
        let condition = Value.state(flag.text, flag.location)
        return .set(property: property, value: .choice(negated ? .negated(condition) : condition, then: then, otherwise: otherwise))
    }

    /// One side of a semantics `if`: one property, alone or in braces.
    private mutating func semanticsBranch(_ example: String) throws(Problem) -> (change: Change, start: Token) {
        skipNewlines()
        let braced = current.isSymbol("{") ? advance() : nil
        skipNewlines()
        let start = current
        let changes = try semanticsProperty()
        guard changes.count == 1, let change = changes.first, case .set = change else {
            throw Problem(.expected("one property set on each side of 'if', as in \(example)", found: start), at: start.location)
        }
        if let braced {
            skipNewlines()
            guard current.isSymbol("}") else { throw Problem(.unclosedBrace(opened: braced.location), at: current.location) }
            advance()
        }
        return (change, start)
    }

    /// `ToggleableState.On` or `.Off` (also `ToggleableState(true)`): whether the node is checked.
    private mutating func toggleableState() throws(Problem) -> Value {
        try checkValid()
        // `if (saved) ToggleableState.On else ToggleableState.Off`: Kotlin's choice, which is
        // ToggleableState(saved) (also `if (!saved) … Off else … On`).
        if current.isIdentifier("if"), peek(1).isSymbol("(") {
            guard let choice = try toggleableChoice() else { throw Problem(.conditionalValue("if"), at: current.location) }
            return choice
        }
        guard current.isIdentifier("ToggleableState") else {
            // A Boolean where Compose takes the enum: its function from a Boolean is the way.
            let flag = current.identifier.map { "ToggleableState(\($0))" } ?? "ToggleableState(saved)"
            throw Problem(.expected("ToggleableState.On or ToggleableState.Off (from a Boolean: \(flag))", found: current),
                          at: current.location)
        }
        advance()
        if current.isSymbol("(") {
            // `ToggleableState(saved)`: Compose's function from a Boolean, the app's variable or a literal.
            advance()
            try checkValid()
            guard let property = ElementProperty.named("checked", on: .android) else {
                throw Problem(.expected("true or false", found: current), at: current.location)
            }
            let value = try androidValue(for: property, spelled: "ToggleableState")
            try expectSymbol(")", "')' to close 'ToggleableState('")
            return value
        }
        try expectSymbol(".", "'.On' or '.Off' after 'ToggleableState'")
        let state = try expectIdentifier("On or Off")
        switch state.text {
        case "On": return .constant(.bool(true))
        case "Off": return .constant(.bool(false))
        case "Indeterminate": throw Problem(.indeterminateState, at: state.location)
        default:
            throw Problem(.expected("On or Off", found: state,
                                    suggestion: NearMiss.suggestion(for: state.text, in: ["On", "Off"])),
                          at: state.location)
        }
    }

    /// `if (saved) ToggleableState.On else ToggleableState.Off` read as `ToggleableState(saved)`;
    /// nil (nothing read) for any other choice, which the caller refuses.
    private mutating func toggleableChoice() throws(Problem) -> Value? {
        let negated = peek(2).isSymbol("!")
        let nameOffset = negated ? 3 : 2
        guard let name = peek(nameOffset).identifier, peek(nameOffset + 1).isSymbol(")") else { return nil }
        let states = (first: peek(nameOffset + 4), second: peek(nameOffset + 8))
        guard peek(nameOffset + 2).isIdentifier("ToggleableState"), peek(nameOffset + 3).isSymbol("."),
              peek(nameOffset + 5).isIdentifier("else"), peek(nameOffset + 6).isIdentifier("ToggleableState"),
              peek(nameOffset + 7).isSymbol("."),
              (states.first.isIdentifier("On") && states.second.isIdentifier("Off")) != negated,
              (states.first.isIdentifier("Off") && states.second.isIdentifier("On")) == negated else { return nil }
        let location = peek(nameOffset).location
        for _ in 0...(nameOffset + 8) { advance() }
        guard name != "true", name != "false" else { return .constant(.bool(name == "true")) }
        return .state(name, location)
    }

    /// A modifier's `( … )` and `{ … }`, skipped whole (brackets balanced).
    /// With `returnsBoolean`, the block is a lambda that returns whether it handled the action
    /// (semantics' `expand { … }`: `(() -> Boolean)?`): one that ends in an assignment, which is
    /// no expression in Kotlin, does not compile and is refused at its closing brace.
    mutating func skipCallAndBlock(_ name: Token, returnsBoolean: Bool = false) throws(Problem) {
        for (open, close) in [("(", ")"), ("{", "}")] where current.isSymbol(open) {
            let opening = advance()
            var depth = 1
            // Whether the statement the lambda's body ends with, so far, assigns.
            var lastAssigns = false
            while depth > 0 {
                try checkValid()
                if current.kind == .end {
                    throw open == "{" ? Problem(.unclosedBrace(opened: opening.location), at: opening.location)
                        : Problem(.expected("')' to close '\(name.text)('", found: current), at: current.location)
                }
                if depth == 1, current.isNewline || current.isSymbol(";") {
                    if !peekPastNewlines(from: 1).isSymbol(close) { lastAssigns = false }
                } else if depth == 1, ["=", "+=", "-=", "*=", "/=", "++", "--"].contains(where: current.isSymbol) {
                    lastAssigns = true
                }
                if current.isSymbol(open) { depth += 1 }
                if current.isSymbol(close) { depth -= 1 }
                if depth == 0, open == "{", returnsBoolean, lastAssigns {
                    throw Problem(.kotlinLambdaResult, at: current.location)
                }
                advance()
            }
        }
    }

    /// `listOf(CustomAccessibilityAction("Delete") { true }, …)`, at most 31 (Compose fails on
    /// more). The lambda's code is the app's, which the model cannot see: it may only return
    /// whether the action was performed.
    private mutating func composeCustomActions() throws(Problem) -> [CustomAction] {
        try checkValid()
        let list = current
        guard current.isIdentifier("listOf") || current.isIdentifier("mutableListOf"), peek(1).isSymbol("(") else {
            throw Problem(.expected("a List, as in listOf(CustomAccessibilityAction(\"…\") { true }) (customActions is a "
                                    + "List<CustomAccessibilityAction>)", found: current), at: current.location)
        }
        advance(); advance()
        skipNewlines()
        var actions: [CustomAction] = []
        while !current.isSymbol(")") {
            try checkValid()
            guard current.isIdentifier("CustomAccessibilityAction"), peek(1).isSymbol("(") else {
                throw Problem(.expected("CustomAccessibilityAction(\"Delete\") { true }", found: current), at: current.location)
            }
            advance(); advance()
            if current.isIdentifier("label"), peek(1).isSymbol("=") { advance(); advance() }
            let label = try actionLabel(inSemantics: true)
            let effects = try composeActionLambda(after: label, in: "CustomAccessibilityAction")
            actions.append(CustomAction(name: label, effects: effects))
            if actions.count > 31 { throw Problem(.tooManyComposeActions, at: list.location) }
            skipNewlines()
            guard current.isSymbol(",") else { break }
            advance()
            skipNewlines()
        }
        try expectSymbol(")", "')' to close listOf(")
        return actions
    }

    /// After an action's label (`CustomAccessibilityAction("Delete"`, semantics' `onLongClick(label =
    /// "Archive"`): `) { … true }` or `, action = { … true })`, the lambda that returns whether
    /// it acted, with the app's own calls before its result kept as written; its effects.
    private mutating func composeActionLambda(after label: String, in type: String) throws(Problem) -> [Effect] {
        // `(label = "Delete", action = { true })`: the lambda as an argument, named or not.
        let named = current.isSymbol(",")
        if named {
            advance()
            skipNewlines()
            if current.isIdentifier("action"), peek(1).isSymbol("=") {
                advance(); advance()
            } else if !current.isSymbol("{") {
                throw Problem(.expected("'action = { true }', the lambda", found: current), at: current.location)
            }
            skipNewlines()
        } else {
            try expectSymbol(")", "')' after the label, then the lambda: { true }")
        }
        let open = current
        try expectSymbol("{", "the lambda, '{ true }'")
        skipNewlines()
        // `viewModel.archive(article)`, `onDelete()`: the app's own calls before the result, kept
        // as written and not run.
        var calls: [Effect] = []
        while let name = current.identifier, name != "return", name != "true", name != "false",
              peek(1).isSymbol("(") || memberCallLength() != nil {
            let start = position
            for _ in 0..<(memberCallLength() ?? 1) { advance() }
            let paren = advance()
            try skipToClose(depth: 1, opened: paren, "')' to close the call")
            calls.append(.appCall(Parser.sourceText(tokens[start..<position])))
            while current.isSymbol(";") || current.isNewline { advance() }
        }
        // `return@CustomAccessibilityAction true`: Kotlin's return from the lambda, by its label.
        if current.isIdentifier("return"), peek(1).isSymbol("@"), peek(2).isIdentifier(type),
           peek(3).isIdentifier("true") || peek(3).isIdentifier("false") {
            advance(); advance(); advance()
        }
        guard current.isIdentifier("true") || current.isIdentifier("false") else {
            throw Problem(.composeActionBody(calls.isEmpty || !current.isSymbol("}") ? current.text : "} after a call"),
                          at: current.location)
        }
        let result = advance().text == "true"
        skipNewlines()
        guard current.isSymbol("}") else {
            throw Problem(.expected("'}' after the result", found: current), at: open.location)
        }
        advance()
        if named {
            skipNewlines()
            try expectSymbol(")", "')' to close \(type)(")
        }
        return calls + [.returns(result)]
    }
}
