import AXModel

/// Material's `Icon(Icons.Filled.Send, contentDescription = "Send")` written again: the node that
/// shows that icon on the screen (a `Composable` whose `icon` is it), found when applied. Its
/// description is the node's, as TalkBack reads an icon button by the icon it merges
/// (androidx's `Icon`: "contentDescription: text used by accessibility services to describe
/// what this icon represents"; `null` for an icon that is only decoration).
extension Parser {
    mutating func composeIconStatement(accessor: String = "Icon") throws(Problem) -> [Statement] {
        let name = advance()
        try expectSymbol("(", "'(Icons.…, contentDescription = \"…\")' after 'Icon'")
        skipNewlines()
        try checkValid()
        // The icon first, by position or as `imageVector = Icons.…`.
        if current.isIdentifier("imageVector"), peek(1).isSymbol("=") {
            advance(); advance()
            skipNewlines()
        }
        let (icon, alternatives) = try iconChoice()
        var description: Value?
        var modifierStart: Int?
        var first = false
        let labels = ["contentDescription", "modifier", "tint"]
        // `Icon(Icons.Filled.Send, "Send")`: the description as the second argument, unnamed.
        skipNewlines()
        // The argument after the comma, on this line or the next.
        var after = 1
        while peek(after).isNewline { after += 1 }
        let next = peek(after)
        if current.isSymbol(","), !(next.identifier.map(labels.contains) ?? false && peek(after + 1).isSymbol("=")),
           !next.isSymbol(")") {
            advance()
            skipNewlines()
            description = try iconDescription()
        }
        while let label = try argumentLabel(of: name, among: labels, first: first) {
            first = false
            switch label.text {
            case "contentDescription": description = try iconDescription()
            case "modifier":
                modifierStart = position
                try skipArgument(of: name)
            default: try skipArgument(of: name)
            }
        }
        guard let description else {
            throw Problem(.expected("'contentDescription = \"…\"' (or null for a decorative icon): Icon requires it",
                                    found: current), at: name.location)
        }
        var target = ElementReference(id: "", location: icon.location, accessor: accessor, shownText: icon.path)
        target.shownAlternatives = alternatives
        let described = Statement(target: target, change: .set(property: "contentDescription", value: description),
                                  location: name.location, compose: true)
        // Every change is the one `Icon(…)` call's, shown whole from its first line.
        return Parser.located([described] + (try modifierArgument(at: modifierStart, on: target)), at: name.location)
    }

    /// Material's icon buttons, each a clickable node with the button role around its `Icon`.
    static let composeIconButtons = ["IconButton", "FilledIconButton", "FilledTonalIconButton", "OutlinedIconButton"]

    /// `IconButton(onClick = { … }) { Icon(Icons.Filled.Send, contentDescription = "Send") }`
    /// written whole: the node that shows the icon, a button (androidx's `IconButton` makes its
    /// node clickable with `Role.Button`) whose click is `onClick` and whose name is the icon's
    /// description, which it merges.
    mutating func composeIconButtonStatement() throws(Problem) -> [Statement] {
        let name = advance()
        let arguments = try buttonArguments(of: name)
        let icon = try iconContent(of: name)
        guard let target = icon.first?.target else { return [] }
        let role = Statement(target: target, change: .set(property: "role", value: .constant(.string("Button"))),
                             location: name.location, compose: true)
        return Parser.located(try icon + [role] + arguments.statements(on: target, at: name.location)
                              + modifierArgument(at: arguments.modifierStart, on: target), at: name.location)
    }

    /// Material's icon toggle buttons, each a toggleable node with the check box role around its `Icon`.
    static let composeIconToggleButtons = ["IconToggleButton", "FilledIconToggleButton", "FilledTonalIconToggleButton",
                                           "OutlinedIconToggleButton"]

    /// `IconToggleButton(checked = saved, onCheckedChange = { saved = it }) { Icon(…) }` written
    /// whole: the node that shows the icon, made toggleable as `Modifier.toggleable(value = checked,
    /// onValueChange = onCheckedChange, role = Role.Checkbox)` makes it (androidx's
    /// `IconToggleButton`), named by the icon's description.
    mutating func composeIconToggleButtonStatement() throws(Problem) -> [Statement] {
        let name = advance()
        let (changes, modifierStart) = try toggleable(name, valueLabel: "checked", changeLabel: "onCheckedChange",
                                                      composable: true)
        let icon = try iconContent(of: name)
        guard let target = icon.first?.target else { return [] }
        let role = Change.set(property: "role", value: .constant(.string("Checkbox")))
        let toggling = [role] + changes
        return Parser.located(try icon + toggling.map { Statement(target: target, change: $0, location: name.location, compose: true) }
                              + modifierArgument(at: modifierStart, on: target), at: name.location)
    }

    /// An icon button's content, `{ Icon(Icons.…, contentDescription = …) }`: the Icon's
    /// statements, whose node is the button's; what follows the Icon is read past.
    private mutating func iconContent(of name: Token) throws(Problem) -> [Statement] {
        let open = current
        guard current.isSymbol("{") else {
            throw Problem(.expected("the button's content after ')', as in { Icon(Icons.Filled.Send, contentDescription = \"Send\") }",
                                    found: current), at: current.location)
        }
        advance()
        skipNewlines()
        guard current.isIdentifier("Icon"), peek(1).isSymbol("(") else {
            throw Problem(.expected("Icon(Icons.…, contentDescription = …) first in the button's content: the tutor finds "
                                    + "the button by its icon", found: current), at: current.location)
        }
        let icon = try composeIconStatement(accessor: "IconButton")
        try skipToClose(depth: 1, opened: open, "'}' to close the content of '\(name.text)'")
        return icon
    }

    /// An icon, or Kotlin's choice of two on the app's state (`if (saved) Icons.Filled.Favorite
    /// else Icons.Outlined.FavoriteBorder`): the first, and the other the node may show.
    private mutating func iconChoice() throws(Problem) -> ((path: String, location: SourceLocation), [String]) {
        guard current.isIdentifier("if"), peek(1).isSymbol("(") else { return (try iconPath(), []) }
        advance()
        let open = advance()
        try skipToClose(depth: 1, opened: open, "')' to close the condition")
        skipNewlines()
        let first = try iconPath()
        skipNewlines()
        guard current.isIdentifier("else") else {
            throw Problem(.expected("'else' and the other icon: Kotlin's if as a value needs both", found: current),
                          at: current.location)
        }
        advance()
        skipNewlines()
        let second = try iconPath()
        return (first, [second.path])
    }

    /// `Icons.Filled.Send`, `Icons.AutoMirrored.Filled.Send`: the icon as the screen names it.
    private mutating func iconPath() throws(Problem) -> (path: String, location: SourceLocation) {
        let start = current
        guard current.isIdentifier("Icons"), peek(1).isSymbol(".") else {
            throw Problem(.expected("an icon such as Icons.Filled.Send", found: current), at: current.location)
        }
        var parts = [advance().text]
        while current.isSymbol("."), let part = peek(1).identifier {
            advance(); advance()
            parts.append(part)
        }
        guard parts.count >= 3 else {
            throw Problem(.expected("an icon such as Icons.Filled.Send", found: current), at: start.location)
        }
        return (parts.joined(separator: "."), start.location)
    }

    /// A string (a literal, a template, `stringResource(R.string.send)`), or `null` for an icon
    /// only decoration.
    private mutating func iconDescription() throws(Problem) -> Value {
        try checkValid()
        if current.isIdentifier("null") {
            advance()
            return .constant(.nil_)
        }
        guard let property = ElementProperty.named("contentDescription", on: .android) else {
            throw Problem(.expected("the icon's description in double quotes, or null", found: current), at: current.location)
        }
        // An argument of a composable call: `stringResource` may be called here.
        return try androidValue(for: property, scope: .composable)
    }
}
