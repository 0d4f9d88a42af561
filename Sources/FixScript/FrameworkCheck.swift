import AXModel

/// Holds each iOS statement to the framework of the view it changes (`ElementType.framework`):
/// UIKit properties go to UIKit views and SwiftUI modifiers to SwiftUI views. A mix-up is
/// refused with the spelling that view takes (`title.isAccessibilityElement = false` on a
/// `Text` → `title.accessibilityHidden(true)`), since the other spelling would not compile.
enum FrameworkCheck {
    /// The problem with `statement` on `element`, or nil when the framework is the right one.
    static func problem(_ statement: Statement, on element: Element) -> Problem? {
        guard statement.target.part == nil else { return nil }  // Parts belong to UIKit controls.
        let id = statement.target.spelled
        switch (element.type.framework, statement.swiftUI) {
        case (.uikit, true):
            guard let advice = uikitSpelling(of: statement.change, id: id) else { return nil }
            return Problem(.modifierOnUIKitView(id, type: element.type, advice.words, statement: advice.code),
                           at: statement.location)
        case (.swiftUI, false):
            let advice = swiftUISpelling(of: statement.change, id: id, on: element)
            // At the member, as swiftc points: `cartTile.accessibilityTraits`; an extension at its type.
            let target = statement.target.location
            let member = if case .adjustment = statement.change { target }
                else { statement.target.member }
            return Problem(.uikitOnSwiftUIView(id, type: element.type, property: advice.property, advice.words,
                                               statement: advice.code),
                           at: member)
        case (.swiftUI, true):
            // `.onTapGesture` on a Button competes with the Button's own action, which is what a tap
            // and VoiceOver's double tap run: the code goes in the action.
            guard element.type == .SwiftUIButton, statement.target.shownText == nil,
                  case .handler(let handler, _) = statement.change, handler.event == "tap" else { return nil }
            return Problem(.tapGestureOnButton(id, title: element.title ?? element.accessibilityLabel ?? "…"),
                           at: statement.location)
        default:
            return nil
        }
    }

    // MARK: SwiftUI modifiers on a UIKit view

    /// What UIKit writes for a change a SwiftUI modifier made: words and, where one statement
    /// says it, that statement. Nil for the second change of one modifier, already reported
    /// with the first (`.accessibilityElement(children:)` also sets `isAccessibilityElement`).
    static func uikitSpelling(of change: Change, id: String) -> (words: String, code: String?)? {
        switch change {
        case .set(let property, let value):
            switch property {
            case "accessibilityLabel", "accessibilityValue", "accessibilityHint":
                let code = "\(id).\(property) = \(written(value))"
                return ("in UIKit set the property: \(code)", code)
            case "isEnabled":
                let code = "\(id).isEnabled = \(value == .constant(.bool(false)) ? "false" : "true")"
                return ("in UIKit set the property: \(code)", code)
            case "accessibilityViewIsModal":
                let on = value != .constant(.bool(false))
                let code = "\(id).accessibilityViewIsModal = \(on)"
                return ("in UIKit a modal view is a property, not a trait: \(code)", code)
            case "isAccessibilityElement":
                return nil
            default:
                return ("in UIKit set \(id).\(property) = …", nil)
            }
        case .insertTraits(let value):
            let names = swiftNames(value)
            let code = names.count == 1 ? "\(id).accessibilityTraits.insert(.\(names[0]))"
                : "\(id).accessibilityTraits.formUnion([\(names.map { "." + $0 }.joined(separator: ", "))])"
            return ("in UIKit insert the trait: \(code)", names.isEmpty ? nil : code)
        case .removeTraits(let value), .intersectTraits(let value):
            let names = swiftNames(value)
            let code = names.count == 1 ? "\(id).accessibilityTraits.remove(.\(names[0]))"
                : "\(id).accessibilityTraits.subtract([\(names.map { "." + $0 }.joined(separator: ", "))])"
            return ("in UIKit remove the trait: \(code)", names.isEmpty ? nil : code)
        case .hidden(let hidden):
            // UIKit's counterpart of `.accessibilityHidden`, the view and what it holds (VO-4.2).
            let code = "\(id).accessibilityElementsHidden = \(hidden)"
            guard hidden else { return ("in UIKit show it and what it holds again: \(code)", code) }
            return ("in UIKit write \(code), which hides what it holds too (or \(id).isAccessibilityElement = false for "
                    + "the view alone)", code)
        case .childBehavior(let behavior):
            guard behavior != .contain else {
                let code = "\(id).accessibilityContainerType = .semanticGroup"
                return ("in UIKit a view that is not an element keeps its children as separate stops (isAccessibilityElement = "
                        + "false, UIKit's default for a plain view); to name the group, as a labelled .contain does: \(code)", code)
            }
            let code = "\(id).isAccessibilityElement = true"
            return ("in UIKit make the container one element, \(code), and give it an accessibilityLabel", code)
        case .spellOut(let on, let label):
            let text = label.map(written) ?? "…"
            let code = "\(id).accessibilityAttributedLabel = NSAttributedString(string: \(text), attributes: "
                + "[.accessibilitySpeechSpellOut: \(on)])"
            return ("in UIKit give the view an attributed label: \(code)", label == nil ? nil : code)
        case .sortPriority:
            return ("UIKit has no sort priority: list the container's elements in order with "
                    + "accessibilityElements = [...]", nil)
        case .directTouch(let area, let options):
            let code = "\(id).accessibilityTraits.\(area ? "insert" : "remove")(.allowsDirectInteraction)"
            guard area, !options.isEmpty else { return ("in UIKit a direct touch area is a trait: \(code)", code) }
            return ("in UIKit a direct touch area is a trait, and its options a property: \(code), then "
                    + "\(id).accessibilityDirectTouchOptions = \(DirectTouchOption.swift(options))", nil)
        case .headingLevel:
            let code = "\(id).accessibilityTraits.insert(.header)"
            return ("a UIKit view has no heading level (only attributed text carries .accessibilityTextHeadingLevel): "
                    + "make it a heading with \(code)", code)
        case .adjustment:
            return ("in UIKit insert .adjustable and override accessibilityIncrement() and accessibilityDecrement() "
                    + "in 'extension \(id) { … }'", nil)
        case .add(let property, _):
            return ("in UIKit set \(id).\(property) = …", nil)
        case .appendText, .appearance:
            return nil  // UIKit's own: never a SwiftUI modifier
        case .appendCustomAction:
            return nil  // only UIKit code makes it
        case .lookOnly(let modifier):
            return ("'\(modifier)' changes how a SwiftUI view looks, and a UIKit view has its own properties for that "
                    + "(\(id).font, \(id).textColor, …); none of them changes what VoiceOver says", nil)
        case .replaceModifier, .declareFocusRequester, .focusRequester, .declareContent, .declareAction, .contentImportance, .computed,
             .decorativeImage:
            return nil  // Compose's, a constant's, an extension's or a view made anew: never a SwiftUI modifier
        case .bindOn, .buttonTitle, .madeLink, .madeButton:
            return nil  // a SwiftUI Toggle made again, or UIKit's own: never a SwiftUI modifier
        case .focusBinding, .declareFocusState:
            return ("in UIKit move focus from the app's code: UIAccessibility.post(notification: .layoutChanged, argument: \(id))",
                    nil)
        case .pieceImportance:
            return nil  // UIKit's own subscript: never a SwiftUI modifier
        case .customContent(let pieces, _):
            let piece = pieces.first.map { piece in
                switch piece {
                case .made(let made): "AXCustomContent(label: \(CodeLiteral.swift(made.label)), value: \(CodeLiteral.swift(made.value)))"
                case .named(let name, _): name
                }
            }
            return ("in UIKit the view's class conforms to AXCustomContentProvider and lists it: \(id).accessibilityCustomContent = "
                    + "[\(piece ?? "…")]", nil)
        case .handler:
            return ("in UIKit a control runs code on its events: \(id).addAction(UIAction { _ in … }, for: .touchUpInside)",
                    nil)
        case .customActions(let actions, _, _):
            let name = CodeLiteral.swift(actions.first?.name ?? "…")
            return ("in UIKit give the view its actions: \(id).accessibilityCustomActions = "
                    + "[UIAccessibilityCustomAction(name: \(name)) { _ in … return true }]", nil)
        }
    }

    // MARK: UIKit properties on a SwiftUI view

    /// What SwiftUI writes for a change UIKit code made: the UIKit property it used, words,
    /// and, where one modifier says it, that statement.
    static func swiftUISpelling(of change: Change, id: String, on element: Element)
        -> (property: String, words: String, code: String?) {
        let type = "a SwiftUI \(element.type.name)"
        func modifier(_ property: String, _ call: String) -> (String, String, String?) {
            ("'\(property)'", "use .\(call) on \(type)", "\(id).\(call)")
        }
        switch change {
        case .set(let property, let value):
            let on = value != .constant(.bool(false)) && value != .constant(.nil_)
            switch property {
            case "accessibilityLabel", "accessibilityValue", "accessibilityHint":
                return modifier(property, "\(property)(\(written(value)))")
            case "isAccessibilityElement":
                if on && !element.defaultIsAccessibilityElement {
                    return modifier(property, "accessibilityElement(children: .combine)")
                }
                return modifier(property, "accessibilityHidden(\(!on))")
            case "accessibilityElementsHidden":
                return modifier(property, "accessibilityHidden(\(on))")
            case "isEnabled":
                return modifier(property, "disabled(\(!on))")
            case "accessibilityViewIsModal":
                return modifier(property, on ? "accessibilityAddTraits(.isModal)" : "accessibilityRemoveTraits(.isModal)")
            case "isSelected":
                return modifier(property, on ? "accessibilityAddTraits(.isSelected)"
                                             : "accessibilityRemoveTraits(.isSelected)")
            case "shouldGroupAccessibilityChildren":
                return modifier(property, "accessibilityElement(children: .contain)")
            case "accessibilityDirectTouchOptions":
                let options = if case .constant(.directTouchOptions(let options)) = value { DirectTouchOption.swift(options) } else { "…" }
                return modifier(property, "accessibilityDirectTouch(options: \(options))")
            case "accessibilityTraits":
                return ("'accessibilityTraits'", "SwiftUI adds and removes traits with .accessibilityAddTraits(…) and "
                        + ".accessibilityRemoveTraits(…) on \(type)", traitModifier(value, adding: true, id: id))
            case "accessibilityElements", "accessibilityContainerType":
                return ("'\(property)'", "\(type) has no such property: VoiceOver reads a SwiftUI view's children in "
                        + "the order they are written", nil)
            case "isHidden":
                return ("'isHidden'", "to hide \(type) from VoiceOver only, use .accessibilityHidden(true)",
                        "\(id).accessibilityHidden(true)")
            default:
                return ("'\(property)'", "\(type) is given its content where it is made (as in Text(\"…\") or "
                        + "Toggle(\"…\", isOn: $isOn)), not by setting a property", nil)
            }
        case .add(let property, _):
            return ("'\(property)'", "\(type) is given its content where it is made, not by setting a property", nil)
        case .appendText(let property, _, _, _):
            return ("'\(property) +='", "in SwiftUI write the whole text once, .\(property)(\"…\"), on \(type)", nil)
        case .spellOut(let on, let label):
            return modifier("accessibilityAttributedLabel", "accessibilityLabel(Text(\(label.map(written) ?? "…"))"
                            + ".speechSpellsOutCharacters(\(on ? "" : "false")))")
        case .insertTraits(let value):
            return modifierOrWords("accessibilityTraits", traitModifier(value, adding: true, id: id), type)
        case .removeTraits(let value), .intersectTraits(let value):
            return modifierOrWords("accessibilityTraits", traitModifier(value, adding: false, id: id), type)
        case .adjustment:
            return ("'accessibilityIncrement()'", "use .accessibilityAdjustableAction { direction in … } on \(type)", nil)
        case .handler(let handler, _):
            // An answered event (`override func accessibilityPerformMagicTap()`): SwiftUI's action of that kind.
            if let method = handler.answeringMethod, let kind = handler.swiftUIKind {
                return ("'\(method)()'", "use .accessibilityAction(.\(kind)) { … } on \(type)", nil)
            }
            // A Button's code goes in its action; a tap gesture beside it would compete with it.
            if element.type == .SwiftUIButton {
                let title = element.title.map { CodeLiteral.swift($0) } ?? "\"…\""
                return ("'addAction'", "a SwiftUI Button runs its code in its action closure: write the Button again with "
                        + "the code in it, as in Button(\(title)) { … }", nil)
            }
            return ("'addAction'", "on \(type) a tap runs .onTapGesture { … }, and VoiceOver's double tap reaches it", nil)
        case .appendCustomAction(let action, _):
            return ("'accessibilityCustomActions'", "use .accessibilityAction(named: \(CodeLiteral.swift(action.name))) { … } "
                    + "on \(type)", nil)
        case .customActions(let actions, _, _):
            let name = CodeLiteral.swift(actions.first?.name ?? "…")
            return ("'accessibilityCustomActions'", "use .accessibilityAction(named: \(name)) { … } on \(type), once for each action",
                    nil)
        case .customContent(let pieces, _):
            let made = pieces.lazy.compactMap { if case .made(let piece) = $0 { piece } else { nil } }.first
            let piece = made.map { "\(CodeLiteral.swift($0.label)), \(CodeLiteral.swift($0.value))" } ?? "…"
            return ("'accessibilityCustomContent'", "use .accessibilityCustomContent(\(piece)) on \(type), once for each piece",
                    "\(id).accessibilityCustomContent(\(piece))")
        case .pieceImportance:
            return ("'accessibilityCustomContent[…].importance'", "give the piece 'importance: .high' in its "
                    + ".accessibilityCustomContent(…, importance: .high) on \(type)", nil)
        case .computed(let property, _):
            return ("'override var \(property)'", "a SwiftUI view computes its modifiers from state: use "
                    + ".\(property)(\"\\(…)\") on \(type)", nil)
        case .appearance(let written):
            return ("'\(written.prefix { $0 != " " })'", "\(type) takes SwiftUI's modifiers for how it looks (.font, "
                    + ".foregroundStyle, …); none of them changes what VoiceOver says", nil)
        case .buttonTitle(let title):
            return ("'setTitle(_:for:)'", "a SwiftUI Button is given its title where it is made, as in Button(\(written(title))) { … }",
                    nil)
        case .childBehavior, .hidden, .headingLevel, .sortPriority, .directTouch, .focusBinding, .declareFocusState, .replaceModifier,
             .declareFocusRequester, .focusRequester, .declareContent, .declareAction, .contentImportance, .decorativeImage, .lookOnly,
             .bindOn, .madeLink, .madeButton:
            // Only a SwiftUI modifier makes these, and it is never refused on a SwiftUI view.
            return ("this UIKit statement", "use SwiftUI's modifiers on \(type)", nil)
        }
    }

    /// `.accessibilityAddTraits(.isHeader)` for a trait change, when every trait has a SwiftUI name.
    private static func traitModifier(_ value: Value, adding: Bool, id: String) -> String? {
        guard case .constant(.traits(let traits)) = value, traits != [] else { return nil }
        let names = TraitName.all.filter { $0.trait != .none && traits.contains($0.trait) }
        let swiftUI = names.compactMap(\.swiftUI)
        guard swiftUI.count == names.count else { return nil }
        let list = swiftUI.count == 1 ? "." + swiftUI[0] : "[" + swiftUI.map { "." + $0 }.joined(separator: ", ") + "]"
        return "\(id).\(adding ? "accessibilityAddTraits" : "accessibilityRemoveTraits")(\(list))"
    }

    private static func modifierOrWords(_ property: String, _ code: String?, _ type: String)
        -> (property: String, words: String, code: String?) {
        guard let code, let dot = code.firstIndex(of: ".") else {
            return ("'\(property)'", "SwiftUI adds and removes traits with .accessibilityAddTraits(…) and "
                    + ".accessibilityRemoveTraits(…) on \(type)", nil)
        }
        return ("'\(property)'", "use \(code[dot...]) on \(type)", code)
    }

    /// The Swift names of a constant trait set (`header`), empty for anything else.
    private static func swiftNames(_ value: Value) -> [String] {
        guard case .constant(.traits(let traits)) = value else { return [] }
        return traits.swiftNames
    }

    /// A value as Swift writes it: a string literal, else `…`.
    private static func written(_ value: Value) -> String {
        guard case .constant(.string(let text)) = value else { return "…" }
        return CodeLiteral.swift(text)
    }
}
