import AXModel
import FixScript

/// One sentence on what an android fix statement changes for TalkBack, with the values as
/// they stand on the fixed screen.
struct AndroidReasons {
    /// The screen after the fix.
    var screen: Screen

    func reason(_ statement: FixScript.Statement) -> String {
        let target = statement.target.id
        switch statement.change {
        case .set("expanded", let value) where statement.compose:
            // Compose's expand and collapse are what the semantics offer each time they are made (TB-4.5).
            guard case .choice(let condition, _, _) = value, case .state(let name, _) = condition.withoutNegation else {
                let offered = screen.element(target)?.android.expanded == true ? "collapse" : "expand"
                return "\(target) always offers \(offered): TalkBack says \(offered == "expand" ? "collapsed" : "expanded"), and "
                    + "says it again after a click, as the semantics read nothing that the click changes."
            }
            return "\(target) offers collapse or expand as \(name) says each time Compose makes its semantics: TalkBack says "
                + "expanded or collapsed, and the new word once a click changes \(name)."
        case .set(let property, _):
            return sentence(target, property, value: screen.element(target)?.property(property, on: .android))
        case .add(let property, _):
            return "\(target).\(property) changes, and with it what TalkBack reads."
        case .customActions(let actions, _, _):
            let labels = actions.map { "\"\($0.name)\"" }.joined(separator: ", ")
            return "\(target) offers \(labels) in TalkBack's actions menu: its hint ends with Actions available, and "
                + "choosing one runs its lambda."
        case .handler(let handler, _) where handler.event == "longClick":
            return "\(target)'s long click runs this code: TalkBack's double tap and hold performs it."
        case .handler(let handler, _):
            // How the code moves focus, anywhere in it, in the words of the call that does it.
            var movesFocus: String?
            _ = Effect.any(in: handler.effects) { effect in
                switch effect {
                case .accessibilityFocus: movesFocus = "the view given accessibility focus"
                case .moveFocus: movesFocus = "the view that sends a view-focused event"
                case .requestFocus: movesFocus = "the view given input focus"
                default: return false
                }
                return true
            }
            if statement.compose {
                var changed: [String] = []
                for effect in handler.effects {
                    switch effect {
                    case .setVariable(let name, _), .addToVariable(let name, _): if !changed.contains(name) { changed.append(name) }
                    default: break
                    }
                }
                let requests = handler.effects.contains { if case .requestFocusThrough = $0 { true } else { false } }
                var parts: [String] = []
                if !changed.isEmpty {
                    parts.append("changes \(changed.joined(separator: " and ")), and Compose composes again what reads it")
                }
                if requests {
                    parts.append("asks for focus: the node its FocusRequester is attached to takes input focus, and TalkBack's "
                                 + "focus follows and reads it")
                }
                if handler.effects.contains(where: { if case .announce = $0 { true } else { false } }) {
                    parts.append("announces through the View that holds the composition: TalkBack speaks the text and "
                                 + "focus stays (Android prefers a live region for a change the screen shows)")
                }
                // An empty lambda does nothing: shipped so, the control would not respond.
                if handler.effects.isEmpty {
                    return "\(target)'s click, which TalkBack's double tap makes, runs an empty lambda: it does nothing "
                        + "until the app's code goes in its braces."
                }
                return "\(target)'s click, which TalkBack's double tap makes, now "
                    + (parts.isEmpty ? "runs the app's code" : parts.joined(separator: "; it also ")) + "."
            }
            if handler.event == "valueChanged" {
                return "\(target) now runs your lambda when its checked state changes: TalkBack's double tap clicks it, "
                    + "the click flips it, and the lambda's isChecked is the new state."
            }
            // A View that was not clickable becomes so; a check box or a button already was.
            var unclicked = screen.element(target)
            unclicked?.android.clickable = nil
            let madeClickable = unclicked.map { !$0.androidClickable } ?? false
            return "\(target) now runs your lambda on a click, which TalkBack's double tap makes"
                + (movesFocus.map { ": \($0) takes TalkBack's focus and is read." } ?? ".")
                + (madeClickable ? " A click listener also makes the View clickable, so TalkBack says \"Double-tap to activate\"." : "")
        case .declareFocusRequester(let name):
            return "\(name) is a FocusRequester: attached to a node with Modifier.focusRequester(\(name)), it gives that node "
                + "input focus when the app calls \(name).requestFocus()."
        case .focusRequester(let name, _):
            return Self.requested(target, through: name)
        default:
            return "\(target) changes what TalkBack says."
        }
    }

    private func element(_ id: String) -> Element? { screen.element(id) }

    /// The importance that takes a view from TalkBack alone: `NO` leaves a layout's children read
    /// (TB-1.4), so a layout takes `NO_HIDE_DESCENDANTS`.
    private func hidingImportance(_ id: String) -> String {
        element(id)?.children.isEmpty == false ? "View.IMPORTANT_FOR_ACCESSIBILITY_NO_HIDE_DESCENDANTS"
            : "View.IMPORTANT_FOR_ACCESSIBILITY_NO"
    }

    /// A node with a `FocusRequester`: the one sentence for attaching it and for making the node
    /// focusable, which say one thing together.
    private static func requested(_ target: String, through name: String) -> String {
        "\(target) takes input focus when the app calls \(name).requestFocus(), and TalkBack's focus follows."
    }

    private func sentence(_ target: String, _ property: String, value: PropertyValue?) -> String {
        let text: String? = if case .string(let string)? = value { string } else { nil }
        let flag: Bool? = if case .bool(let bool)? = value { bool } else { nil }
        switch (property, text, flag) {
        case ("accessibilityPaneTitle", let text?, _):
            return "\(target) is a pane titled \"\(text)\": when it appears, TalkBack says its title, and focus stays where it was."
        case ("contentDescription", let text?, _) where !text.isEmpty:
            if case .string(let shown)? = element(target)?.property("text", on: .android), !shown.isEmpty {
                return "\(target)'s name is now \"\(text)\": TalkBack reads it in place of its text, \"\(shown)\"."
            }
            return "\(target)'s name is now \"\(text)\": TalkBack reads it as the name."
        case ("contentDescription", _, _):
            // Without a description (an empty one is none) TalkBack names a node by its text, if it has any.
            let none = text == nil ? "\(target) has no contentDescription" : "\(target)'s contentDescription is empty, which counts as none"
            if case .string(let shown)? = element(target)?.property("text", on: .android), !shown.isEmpty {
                return "\(none): TalkBack reads its text, \"\(shown)\", as its name."
            }
            // A layout without a name of its own is named by the text inside it (TB-2.11).
            if element(target)?.children.isEmpty == false {
                return "\(none): TalkBack reads the text inside it, as it is now, as its name."
            }
            return "\(none)\(text == nil ? " and no text" : ", and there is no text"): TalkBack has no name to read for it."
        case ("text", let text?, _): return "\(target)'s text, read as its name, is now \"\(text)\"."
        case ("stateDescription", let text?, _):
            return "\(target)'s state is now \"\(text)\": TalkBack reads it first, in place of checked or on and off."
        case ("hint", let text?, _): return "\(target)'s hint is now \"\(text)\": TalkBack reads it while the field is empty."
        case ("tooltipText", let text?, _):
            return "\(target)'s tooltip is now \"\(text)\": TalkBack reads it last, after the name, role and hint; it is no name."
        case ("error", let text?, _): return "\(target) now shows the error \"\(text)\": TalkBack reads it as Error: \(text)."
        case ("focusable", _, let on?):
            if on, let name = element(target)?.android.focusRequester { return Self.requested(target, through: name) }
            guard on else { return "\(target) no longer takes focus of its own." }
            // A focusable View is a stop of its own, and reads the text no focusable view below it reads (TB-1.1, TB-1.2).
            if element(target)?.children.isEmpty == false {
                return "\(target) takes focus of its own: TalkBack stops on it and reads what is inside it together, and a "
                    + "request for input focus moves TalkBack there."
            }
            return "\(target) takes focus of its own: TalkBack stops on it, and a request for input focus moves TalkBack there."
        case ("roleDescription", let text?, _): return "\(target)'s role is now read as \"\(text)\"."
        case ("role", let text?, _):
            // The word TalkBack says (`Role.Checkbox` is "Check box"), not the constant's name.
            let word = element(target)?.androidRoleWord ?? text
            return "\(target)'s role is now \(word): TalkBack says it after the name."
        case ("labelFor", _, _):
            guard case .ids(let ids)? = value, let field = ids.first else { return "\(target) no longer labels a field." }
            return "\(target) now labels \(field): TalkBack reads \(field) with 'for' and this label's text."
        case ("importantForAccessibility", "no"?, _):
            return (element(target)?.children.isEmpty ?? true) ? "\(target) is skipped by TalkBack."
                : "\(target) is skipped by TalkBack; the views inside it are still read."
        case ("importantForAccessibility", "noHideDescendants"?, _):
            return "\(target) and everything inside it are hidden from TalkBack."
        case ("visibility", "visible"?, _): return "\(target) is shown again: TalkBack reads it."
        // Hidden from everyone, as iOS's isHidden (a learner hid a decoration the screen still shows).
        case ("visibility", "invisible"?, _):
            return "\(target) is invisible: it keeps its space on the screen, but no one sees it and TalkBack no longer "
                + "reads it. To take it from TalkBack only, keep it shown and set importantForAccessibility = "
                + "\(hidingImportance(target))."
        case ("visibility", _, _):
            return "\(target) is gone from the screen: no one sees it and TalkBack no longer reads it. To take it from "
                + "TalkBack only, keep it shown and set importantForAccessibility = \(hidingImportance(target))."
        case ("importantForAccessibility", "yes"?, _): return "\(target) is always read by TalkBack."
        case ("importantForAccessibility", _, _): return "TalkBack decides whether to read \(target), as by default."
        case ("mergeDescendants", _, true?) where element(target)?.android.clearsDescendants == true:
            // `clearAndSetSemantics`: one stop, whose words are the block's alone (TB-7.14).
            return "Nothing inside \(target) is read or focused any more: only what its semantics set is left."
        case ("screenReaderFocusable", _, true?), ("mergeDescendants", _, true?):
            return "\(target) becomes one focus stop: TalkBack reads what is inside it together."
        case ("screenReaderFocusable", _, false?), ("mergeDescendants", _, false?):
            // A clickable or focusable node is a stop of its own whatever this flag says.
            if let node = element(target), [node.property("clickable", on: .android), node.property("focusable", on: .android)]
                .contains(.bool(true)) {
                return "\(target) no longer asks to be one focus stop, but it is still one: TalkBack stops on a clickable "
                    + "or focusable view and reads what is inside it together."
            }
            return "\(target) is no longer one focus stop: TalkBack visits what is inside it one by one."
        case ("accessibilityHeading", _, true?):
            return "\(target) is announced as a heading, and moving by headings stops on it."
        case ("accessibilityHeading", _, false?): return "\(target) is no longer a heading."
        case ("enabled", _, false?): return "\(target) is read as disabled, last, and loses its usage hint."
        case ("enabled", _, true?): return "\(target) is enabled: TalkBack no longer says disabled."
        case ("selected", _, let selected?): return "\(target) is \(selected ? "now" : "no longer") read as selected."
        case ("checked", _, let checked?):
            // In TalkBack's words for the node: a switch says On or Off (TB-1.3).
            let onOff = element(target)?.androidSaysOnOff == true
            return "\(target) is now \(onOff ? (checked ? "On" : "Off") : (checked ? "checked" : "not checked"))."
        case ("clickLabel", let text?, _):
            return "\(target)'s click now has a label: TalkBack's hint says 'Double-tap to \(text)'."
        case ("longClickLabel", let text?, _):
            return "\(target)'s long click now has a label: TalkBack's hint says 'Double-tap and hold to \(text)'."
        case ("longClickable", _, true?):
            if case .string(let label)? = element(target)?.property("longClickLabel", on: .android), !label.isEmpty {
                return "\(target) answers a long click: TalkBack's hint adds 'Double-tap and hold to \(label)'."
            }
            return "\(target) answers a long click: TalkBack's hint adds 'Double-tap and hold to long press'."
        case ("longClickable", _, false?): return "\(target) no longer answers a long click."
        case ("clickable", _, true?):
            if case .string(let label)? = element(target)?.property("clickLabel", on: .android), !label.isEmpty {
                return "\(target) can be activated: TalkBack offers 'Double-tap to \(label)'."
            }
            if element(target)?.androidCheckable == true {
                return "\(target) can be toggled: TalkBack offers 'Double-tap to toggle'."
            }
            return "\(target) can be activated: TalkBack offers 'Double-tap to activate'."
        case ("clickable", _, false?): return "\(target) is no longer activated by a double tap."
        case ("expanded", _, false?):
            return "\(target) offers expand: TalkBack says collapsed first, and expanded once it opens."
        case ("expanded", _, true?):
            return "\(target) offers collapse: TalkBack says expanded first, and collapsed once it closes."
        case ("collection", let text?, _):
            return "\(target) is now a \(text): TalkBack says In list as focus comes in, and Out of list as it leaves."
        case ("accessibilityLiveRegion", let mode?, _) where mode != "none":
            return "\(target) is \(mode == "assertive" ? "an" : "a") \(mode) live region: TalkBack says what changes inside it wherever focus is"
                + (mode == "assertive" ? ", cutting off what it was saying." : ", after what it is saying.")
        case ("itemIndex", _, _):
            guard case .number(let index)? = value else { return "\(target) no longer has a place in its list." }
            return "\(target) is now item \(PropertyValue.format(index + 1)) of its list: TalkBack says its place as focus "
                + "comes to it."
        case ("accessibilityTraversalBefore", _, _), ("accessibilityTraversalAfter", _, _):
            guard case .ids(let ids)? = value, let other = ids.first else {
                return "\(target) no longer moves in TalkBack's order."
            }
            return property == "accessibilityTraversalAfter"
                ? "TalkBack now visits \(target) just after \(other), and what \(other) holds, instead of in the layout's order."
                : "TalkBack now visits \(target) just before \(other), instead of in the layout's order."
        case ("isTraversalGroup", _, true?):
            return "What \(target) holds is now visited together, and ordered among itself by its traversal indexes."
        case ("traversalIndex", _, _):
            guard case .number(let index)? = value else { return "\(target) keeps its place in TalkBack's order." }
            return "\(target)'s traversal index is now \(PropertyValue.format(index)): among the nodes of its traversal group, "
                + "TalkBack visits smaller indexes first (0 unless set)."
        case ("clearsDescendants", _, true?):
            return "\(target)'s own text and everything inside it are cleared: only what its semantics set is left, and "
                + "TalkBack stops on it only if that is something to say or to do."
        default:
            return "\(target).\(property) changes what TalkBack says on this element."
        }
    }
}
