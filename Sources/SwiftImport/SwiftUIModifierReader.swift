import AXModel
import FixScript
import SwiftSyntax

/// The modifiers on a SwiftUI view: each accessibility modifier the tutor's statements know is
/// written out as the statement (`saveButton.accessibilityLabel("Save")`) and applied as a
/// learner's fix would be, in the order the source has them.
extension SwiftUIReader {
    /// Modifiers that change nothing VoiceOver says in the model, read past without a note.
    static let silentAccessibilityModifiers: Set<String> = [
        "accessibilityIdentifier", "accessibilityFocused", "accessibilityIgnoresInvertColors",
        "accessibilityShowsLargeContentViewer", "accessibilityInputLabels",
    ]

    mutating func apply(_ modifier: Modifier, to made: inout [Element], constants: Constants) {
        if let call = modifier.call, !call.arguments.isEmpty,
           modifier.name.hasPrefix("accessibility") || ["disabled", "navigationTitle"].contains(modifier.name) {
            noteStateReads(call.arguments, constants: constants)
        }
        switch modifier.name {
        case "navigationTitle":
            guard let argument = modifier.call.flatMap({ CallArguments(call: $0).first }) else { return }
            guard let title = constants.evaluate(argument)?.text else {
                notes.note("the navigation title is computed: describe it in the screen", at: modifier.node)
                return
            }
            if navigationTitles.isEmpty {
                notes.note("the title '\(title)' shows in a NavigationStack this file does not hold: "
                           + "add a UINavigationBar with it to the screen", at: argument)
            } else {
                navigationTitles[navigationTitles.count - 1] = title
            }
        case "hidden":
            for index in made.indices { made[index].isHidden = true }
        case "toggleStyle":
            // Only the switch style is modelled (docs/voiceover.md VO-7.6): say so for another.
            let style = modifier.call?.arguments.first.map { SwiftUIReader.memberName(of: $0.expression) }
            if let style, !["switch", "automatic", "SwitchToggleStyle()"].contains(style), made.contains(where: { $0.type == .Toggle }) {
                notes.note("a Toggle in the '\(style)' style is not modelled: the screen reads it as a switch, as the "
                           + "default style draws it; describe it by hand if VoiceOver says otherwise", at: modifier.node)
            }
        case "accessibility":
            // iOS 13's `.accessibility(label: Text("…"))` (deprecated, still compiled): read as the
            // modifier that replaced it, `.accessibilityLabel("…")`.
            guard let call = modifier.call, call.arguments.count == 1, let argument = call.arguments.first,
                  let label = argument.label?.text else {
                notes.note("'.accessibility' is left out: its argument is not one the import reads", at: modifier.node)
                return
            }
            let written: String?
            switch (label, constants.evaluate(argument.expression)) {
            case ("label", .string(let text)?), ("hint", .string(let text)?), ("value", .string(let text)?):
                written = ".accessibility\(label.prefix(1).uppercased() + label.dropFirst())(\(CodeLiteral.swift(text)))"
            case ("hidden", .bool(let flag)?):
                written = ".accessibilityHidden(\(flag))"
            default:
                written = nil
            }
            guard let written else {
                notes.note("'.accessibility(\(label):)' is left out: the import reads its label, hint, value and hidden "
                           + "forms; describe this one in the screen",
                           at: modifier.node)
                return
            }
            for element in made {
                changes.append(PendingChange(id: element.id, kind: .statement(written), node: Syntax(modifier.node)))
            }
        case "accessibilityAction" where modifier.call.map({ CallArguments(call: $0).labeled("named") != nil }) == true:
            // `.accessibilityAction(named: "Freeze card") { … }`: an action VoiceOver offers by its name;
            // what its code does is the app's.
            guard let call = modifier.call, let named = CallArguments(call: call).labeled("named"),
                  let name = ActionNames.name(named, constants: constants) else {
                notes.note("'.accessibilityAction' is left out: its name is computed: describe it in the screen", at: modifier.node)
                return
            }
            for element in made {
                changes.append(PendingChange(id: element.id, kind: .direct { element in
                    element.customActions.append(CustomAction(name: name))
                }, node: Syntax(modifier.node)))
            }
            notes.note(ActionNames.note(name), at: modifier.node)
        case "toolbar", "searchable", "swipeActions":
            // Views these modifiers add elsewhere (the navigation bar, a row's actions) are not read:
            // said, so a screen does not go quiet about them.
            notes.note(Self.elsewhereNote[modifier.name] ?? "", at: modifier.node)
        case "onTapGesture":
            // VoiceOver's double tap reaches the gesture, but what its code does is the app's.
            notes.note("the tap's code is the app's: a double tap reaches it, but what it does is not in the screen; "
                       + "say it with 'onActivate' (openURL, navigate, …). A tap gesture adds no trait: unless the view "
                       + "is given .isButton or .isLink, VoiceOver does not say it can be activated",
                       at: modifier.node)
        case "accessibilityAdjustableAction":
            for element in made {
                changes.append(PendingChange(id: element.id, kind: .direct { element in
                    element.accessibilityTraits = element.resolvedTraits.union(.adjustable)
                }, node: Syntax(modifier.node)))
            }
            notes.note("the adjustable action's steps are not kept in a screen: it says 'adjustable', "
                       + "and swipes change nothing", at: modifier.node)
        default:
            guard modifier.name.hasPrefix("accessibility") || modifier.name == "disabled"
                || modifier.name == "speechSpellsOutCharacters" else { return }
            if Self.silentAccessibilityModifiers.contains(modifier.name) { return }
            guard let call = modifier.call, let arguments = statementArguments(modifier.name, call, constants: constants)
            else {
                notes.note("'.\(modifier.name)' is left out: \(Self.reason(modifier.name))", at: modifier.node)
                return
            }
            for element in made {
                changes.append(PendingChange(id: element.id, kind: .statement(".\(modifier.name)(\(arguments))"),
                                             node: Syntax(modifier.node)))
            }
        }
    }

    /// What the modifiers that add views outside the view they modify add, and what to describe.
    static let elsewhereNote: [String: String] = [
        "toolbar": "the '.toolbar' items show in the navigation bar, which VoiceOver reads after its title: left out; "
            + "describe each in the screen (a Button after the navigation bar)",
        "searchable": "'.searchable' adds a search field to the navigation bar: left out; describe it in the screen "
            + "(a TextField given the isSearchField trait)",
        "swipeActions": "a row's '.swipeActions' are left out: VoiceOver offers them in the Actions rotor; give the row "
            + "'customActions' in the screen",
    ]

    /// Why a modifier cannot be read.
    static func reason(_ name: String) -> String {
        switch name {
        case "accessibilityLabel", "accessibilityValue", "accessibilityHint", "accessibilityHidden", "disabled",
             "accessibilityAddTraits", "accessibilityRemoveTraits", "accessibilityElement", "accessibilityHeading",
             "accessibilitySortPriority", "speechSpellsOutCharacters", "accessibilityDirectTouch":
            "its value is computed: describe it in the screen"
        default:
            "the screen format cannot describe it yet"
        }
    }

    /// A modifier's arguments written out with the values the source gives them, or nil when a
    /// value is computed or the modifier is not one the statements know.
    func statementArguments(_ name: String, _ call: FunctionCallExprSyntax, constants: Constants) -> String? {
        let arguments = CallArguments(call: call)
        switch name {
        case "accessibilityLabel", "accessibilityValue", "accessibilityHint":
            guard call.arguments.count == 1, let first = arguments.first,
                  let text = constants.evaluate(first)?.text else { return nil }
            return CodeLiteral.swift(text)
        case "speechSpellsOutCharacters" where call.arguments.isEmpty:
            return ""
        case "accessibilityHidden", "disabled", "speechSpellsOutCharacters":
            guard call.arguments.count == 1, let first = arguments.first, let value = constants.evaluate(first)?.bool
            else { return nil }
            return String(value)
        case "accessibilityAddTraits", "accessibilityRemoveTraits":
            guard call.arguments.count == 1, let first = arguments.first else { return nil }
            if let array = first.as(ArrayExprSyntax.self) {
                let names = array.elements.map { Self.memberName($0.expression) }
                guard !names.contains(nil) else { return nil }
                return "[" + names.map { "." + $0! }.joined(separator: ", ") + "]"
            }
            return Self.memberName(first).map { "." + $0 }
        case "accessibilityElement":
            guard let argument = call.arguments.first else { return "" }
            guard argument.label?.text == "children", let behavior = Self.memberName(argument.expression) else {
                return nil
            }
            return "children: .\(behavior)"
        case "accessibilityHeading":
            guard call.arguments.count == 1, let first = arguments.first, let level = Self.memberName(first) else {
                return nil
            }
            return "." + level
        case "accessibilityDirectTouch":
            // `()`, `(false)`, `(options: .silentOnTouch)`: literal arguments, as the statements read them.
            let literal = call.arguments.allSatisfy { argument in
                argument.expression.is(BooleanLiteralExprSyntax.self) || argument.expression.is(MemberAccessExprSyntax.self)
                    || argument.expression.is(ArrayExprSyntax.self)
            }
            return literal ? call.arguments.trimmedDescription : nil
        case "accessibilitySortPriority":
            guard call.arguments.count == 1, let first = arguments.first, let priority = constants.evaluate(first)?.number
            else { return nil }
            return ScreenWriter.number(priority)
        default:
            return nil
        }
    }

    /// `.isHeader`, `AccessibilityTraits.isHeader`: the member's name.
    static func memberName(_ expression: ExprSyntax) -> String? {
        guard let member = expression.as(MemberAccessExprSyntax.self) else { return nil }
        if let base = member.base {
            guard let type = base.as(DeclReferenceExprSyntax.self)?.baseName.text,
                  ["AccessibilityTraits", "AccessibilityChildBehavior", "AccessibilityHeadingLevel"].contains(type)
            else { return nil }
        }
        return member.declName.baseName.text
    }
}
