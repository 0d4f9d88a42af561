import AXModel
import FixScript

/// The `show` command's text: each element of a screen, indented by depth, with the
/// accessibility properties VoiceOver reads from it and the on-screen ones that are set.
enum ElementTree {
    /// Properties always listed (resolved as VoiceOver sees them) when they have a value.
    static let accessibility = ["accessibilityLabel", "accessibilityValue", "accessibilityHint",
                                "accessibilityTraits", "isAccessibilityElement"]
    /// Flags listed only when they are on (or, for `isEnabled`, off).
    static let flags = ["accessibilityElementsHidden", "accessibilityViewIsModal", "shouldGroupAccessibilityChildren",
                        "isHidden", "isSelected"]
    /// On-screen properties listed when set.
    static let content = ["text", "title", "placeholder", "isOn", "value", "minimumValue", "maximumValue", "stepValue"]

    static func lines(_ screen: Screen) -> [String] {
        if screen.elements.isEmpty { return ["(the screen has no elements)"] }
        // The activity's title, which TalkBack says when the window appears (TB-7.9).
        var out = screen.windowTitle.map { ["window title: \(written(.string($0)))"] } ?? []
        func walk(_ elements: [Element], depth: Int) {
            for element in elements {
                let indent = String(repeating: "  ", count: depth)
                // An app's own class is what an `extension` names: `rating (RatingSlider: UISlider)`.
                let type = element.className.map { "\($0): \(element.type.name)" } ?? element.type.name
                out.append(indent + "\(element.id) (\(type))")
                for (name, value) in properties(of: element) {
                    out.append(indent + "    " + (value.isEmpty ? name : "\(name): \(value)"))
                }
                walk(element.children, depth: depth + 1)
            }
        }
        walk(screen.elements, depth: 0)
        if !screen.strings.isEmpty {
            out.append("string resources (read with getString(R.string.NAME), or stringResource in Compose)")
            for name in screen.strings.keys.sorted() {
                out.append("    R.string.\(name): \(written(.string(screen.strings[name] ?? "")))")
            }
        }
        if !screen.focusRequesters.isEmpty {
            out.append("focus requesters (Compose's, declared in the composable)")
            for name in screen.focusRequesters.sorted() {
                out.append("    val \(name) = remember { FocusRequester() }")
            }
        }
        if !screen.state.isEmpty {
            out.append("state (the app's variables, which the code in a fix reads and changes)")
            for name in screen.state.keys.sorted() {
                guard let variable = screen.state[name] else { continue }
                if variable.isAccessibilityFocus {
                    out.append("    @AccessibilityFocusState var \(name): Bool  // \(variable.value == .bool(true) ? "true" : "false") now")
                    continue
                }
                let literal = variable.kind == .string ? String(reflecting: variable.value.text ?? "")
                    : SwiftDescription.interpolated(variable.value, as: variable.swiftType)
                // Kotlin calls Swift's Bool a Boolean.
                let type = screen.platform == .android && variable.kind == .bool ? "Boolean" : variable.kind.rawValue
                out.append("    var \(name) = \(literal)  // \(type)")
            }
        }
        return out
    }

    /// The properties worth showing, with their values as Swift writes them (Android's
    /// attribute names on an android element).
    static func properties(of element: Element) -> [(String, String)] {
        if element.type.platform == .android { return androidProperties(of: element) }
        if element.type.framework == .swiftUI { return swiftUIProperties(of: element) }
        var result: [(String, String)] = []
        // A view that is no control or cell has no isSelected: its selection is the .selected trait.
        let selectedAsTrait = element.isSelected && !hasIsSelected(element.type)
        for name in accessibility {
            // A SwiftUI container says how it treats its children instead.
            if name == "isAccessibilityElement", let behavior = element.childBehavior {
                result.append(("accessibilityElement(children:)", "." + behavior.rawValue))
                continue
            }
            if name == "accessibilityTraits", selectedAsTrait, case .traits(let traits)? = element.property(name) {
                result.append((name, written(.traits(traits.union(.selected)))))
                continue
            }
            if let value = element.property(name), value != .nil_ {
                // A label no one set is what VoiceOver reads for want of one: said where it comes from.
                let source = name == "accessibilityLabel" && element.accessibilityLabel == nil ? labelSource(element) : nil
                result.append((name, written(value) + (source.map { "  (none set: VoiceOver reads \($0))" } ?? "")
                    + switchValueNote(name, value, of: element)))
            }
        }
        if let level = element.headingLevel { result.append(("accessibilityHeading", ".h\(level)")) }
        if element.speechSpellsOutCharacters { result.append(("accessibilitySpeechSpellOut", "true")) }
        if !element.accessibilityDirectTouchOptions.isEmpty {
            result.append(("accessibilityDirectTouchOptions", DirectTouchOption.swift(element.accessibilityDirectTouchOptions)))
        }
        for name in flags where element.property(name) == .bool(true) && !(name == "isSelected" && selectedAsTrait) {
            result.append((name, "true"))
        }
        if element.property("isEnabled") == .bool(false) { result.append(("isEnabled", "false")) }
        return result + shownContent(of: element) + controlParts(of: element) + behaviour(of: element)
    }

    /// A switch's own value is `"1"`, `"0"` or `"2"`, which VoiceOver says as on, off or mixed
    /// (docs/voiceover.md VO-1.9): said beside it, as the raw value reads like a bug.
    static func switchValueNote(_ name: String, _ value: PropertyValue, of element: Element) -> String {
        guard name == "accessibilityValue", element.type == .UISwitch || element.type == .Toggle,
              element.accessibilityValue == nil, let text = value.text,
              let word = ["1": "on", "0": "off", "2": "mixed"][text] else { return "" }
        return "  (the switch's own value: VoiceOver says \(word))"
    }

    /// Where VoiceOver takes a UIKit view's label from when the app set none and it is not listed
    /// below it (a text or a title is): an image's file name, a field's placeholder
    /// (docs/voiceover.md VO-5.5, VO-6.1).
    static func labelSource(_ element: Element) -> String? {
        switch element.type {
        case .UIButton where element.labelIsImageName: "its image's name"
        case .UIImageView: "its image's name"
        case .UITextField, .UISearchTextField: "its placeholder"
        default: nil
        }
    }

    /// A tab bar's items and a segmented control's segments as the screen gives them, and what a
    /// fix set on each, named the way UIKit reaches it (`items?[2]`, `imageForSegment(at: 0)?`):
    /// a learner met "tabBar[2] is how the tutor names the stop" with no item listed.
    static func controlParts(of element: Element) -> [(String, String)] {
        var result: [(String, String)] = []
        let reach: (String) -> String
        switch element.type {
        case .UITabBar:
            if let items = element.items { result.append(("items (their titles)", written(.strings(items)))) }
            // UIKit's own properties: the bar's `selectedItem`, each item's `badgeValue`.
            if let index = element.selectedIndex { result.append(("selectedItem", "items?[\(index)]")) }
            for (index, badge) in (element.badges ?? []).enumerated() where !badge.isEmpty {
                result.append(("items?[\(index)].badgeValue", written(.string(badge))))
            }
            reach = { "items?[\($0)]" }
        case .UISegmentedControl:
            if let segments = element.segments { result.append(("segments (their titles)", written(.strings(segments)))) }
            if let index = element.selectedSegmentIndex { result.append(("selectedSegmentIndex", "\(index)")) }
            reach = { "imageForSegment(at: \($0))?" }
        case .Picker:
            // SwiftUI's names: the option views inside the Picker, the `selection` it binds.
            if let options = element.segments { result.append(("options (their titles)", written(.strings(options)))) }
            if let index = element.selectedSegmentIndex, let options = element.segments, options.indices.contains(index) {
                result.append(("selection", written(.string(options[index]))))
            }
            reach = { "options[\($0)]" }
        default:
            return result
        }
        for (key, part) in element.parts.sorted(by: { (Int($0.key) ?? 0) < (Int($1.key) ?? 0) }) {
            let set: [(String, String?)] = [
                ("accessibilityLabel", part.accessibilityLabel.map { written(.string($0)) }),
                ("accessibilityValue", part.accessibilityValue.map { written(.string($0)) }),
                ("accessibilityHint", part.accessibilityHint.map { written(.string($0)) }),
                ("accessibilityTraits", part.accessibilityTraits.map { written(.traits($0)) }),
                ("isAccessibilityElement", part.isAccessibilityElement.map { String($0) }),
            ]
            for case let (name, value?) in set { result.append((reach(key) + "." + name, value)) }
            // A segment has no object with `isEnabled`: UIKit asks the control (`isEnabledForSegment(at:)`).
            if let enabled = part.isEnabled {
                result.append((element.type == .UISegmentedControl ? "isEnabledForSegment(at: \(key))" : reach(key) + ".isEnabled",
                               String(enabled)))
            }
        }
        return result
    }

    /// The on-screen properties that are set (`text`, `title`, a slider's `value`, …), named as
    /// UIKit reads them: a button's title is `title(for: .normal)`, a navigation bar's `topItem?.title`.
    static func shownContent(of element: Element) -> [(String, String)] {
        content.compactMap { name in
            // Every element answers isOn (false); only a switch shows it.
            if name == "isOn", !element.type.isSwitch { return nil }
            guard let value = element.property(name), value != .nil_ else { return nil }
            switch (name, element.type) {
            case ("title", .UIButton): return ("title(for: .normal)", written(value))
            // A cell shows its text in its label, as UIKit reaches it.
            case ("text", .UITableViewCell): return ("textLabel?.text", written(value))
            // The bar holds its title as an element of its own, read as a heading (VO-5.9): the
            // bar's own traits and isAccessibilityElement above are not what is heard.
            case ("title", .UINavigationBar): return ("topItem?.title", written(value) + "  (its own element: VoiceOver reads it as a heading)")
            default: return (name, written(value))
            }
        }
    }

    /// Whether UIKit's class has `isSelected`: a control's and a cell's.
    static func hasIsSelected(_ type: ElementType) -> Bool {
        switch type {
        case .UIControl, .UIButton, .UISwitch, .UISlider, .UIStepper, .UITextField, .UISearchTextField, .UISegmentedControl,
             .UIPageControl, .UITableViewCell: true
        default: false
        }
    }

    /// A SwiftUI view's accessibility in SwiftUI's words: its label, value and hint as VoiceOver
    /// resolves them, its traits by their SwiftUI names (`.isHeader`), and `.accessibilityHidden`,
    /// `.disabled`, `.hidden()` where UIKit would say `isAccessibilityElement`, `isEnabled`, `isHidden`.
    static func swiftUIProperties(of element: Element) -> [(String, String)] {
        var result: [(String, String)] = []
        for name in ["accessibilityLabel", "accessibilityValue", "accessibilityHint"] {
            if let value = element.property(name), value != .nil_ {
                result.append((name, written(value) + switchValueNote(name, value, of: element)))
            }
        }
        if let behavior = element.childBehavior {
            result.append(("accessibilityElement(children:)", "." + behavior.rawValue))
        }
        // SwiftUI dims a view with `.disabled(true)`, listed below, not with a trait.
        let traits = element.resolvedTraits.subtracting(.notEnabled)
        // `.isModal` is SwiftUI's trait for UIKit's accessibilityViewIsModal.
        let names = TraitName.all.filter { $0.trait != .none && traits.contains($0.trait) }.map { $0.swiftUI ?? $0.swift }
            + (element.accessibilityViewIsModal ? ["isModal"] : [])
        if !names.isEmpty { result.append(("traits", "[" + names.map { "." + $0 }.joined(separator: ", ") + "]")) }
        if let level = element.headingLevel { result.append(("accessibilityHeading", ".h\(level)")) }
        if let priority = element.sortPriority { result.append(("accessibilitySortPriority", PropertyValue.format(priority))) }
        if !element.accessibilityDirectTouchOptions.isEmpty {
            result.append(("accessibilityDirectTouch(options:)", DirectTouchOption.swift(element.accessibilityDirectTouchOptions)))
        }
        if element.speechSpellsOutCharacters { result.append(("speechSpellsOutCharacters", "true")) }
        if element.accessibilityElementsHidden || (element.childBehavior == nil && element.isAccessibilityElement == false) {
            result.append(("accessibilityHidden", "true"))
        }
        if !element.isEnabled { result.append(("disabled", "true")) }
        if element.isHidden { result.append((".hidden()", "")) }
        return result + shownContent(of: element) + behaviour(of: element)
    }

    /// The app's code on the element: its custom actions and the events it runs code on.
    static func behaviour(of element: Element) -> [(String, String)] {
        var result: [(String, String)] = []
        if !element.customActions.isEmpty {
            let name = element.type.platform == .android ? "customActions"
                : element.type.framework == .swiftUI ? "accessibilityAction(named:)" : "accessibilityCustomActions"
            result.append((name, written(.strings(element.customActions.map(\.name)))))
        }
        if let name = element.accessibilityFocusBinding { result.append(("accessibilityFocused", "($\(name))")) }
        if let content = element.customContent {
            // As the app writes each piece: SwiftUI's modifier arguments, UIKit's AXCustomContent.
            let swiftUI = element.type.framework == .swiftUI
            let pieces = content.map { piece in
                let label = CodeLiteral.swift(piece.label), value = CodeLiteral.swift(piece.value)
                return swiftUI ? "(\(label), \(value)" + (piece.isHighImportance ? ", importance: .high)" : ")")
                    : "AXCustomContent(label: \(label), value: \(value))" + (piece.isHighImportance ? " importance .high" : "")
            }
            result.append((swiftUI ? "accessibilityCustomContent(_:_:)" : "accessibilityCustomContent",
                           (swiftUI ? "" : "[") + pieces.joined(separator: ", ") + (swiftUI ? "" : "]")))
        }
        for handler in element.handlers {
            switch handler.event {
            case "tap":
                // A Composable's click is part of its modifier, which a fix assigns whole.
                if element.type == .Composable {
                    result.append(("modifier", "Modifier.clickable { … }"))
                } else if element.type == .SwiftUIButton {
                    // A SwiftUI Button runs its action closure (`Button("Play") { … }`), no tap gesture.
                    result.append(("action", "{ … }"))
                } else {
                    result.append((element.type.platform == .android ? "setOnClickListener" : "onTapGesture", "{ … }"))
                }
            case _ where handler.answeringMethod != nil:
                let swiftUI = element.type.framework == .swiftUI
                result.append((swiftUI ? "accessibilityAction" : "\(handler.answeringMethod ?? "")()",
                               swiftUI ? "(.\(handler.swiftUIKind ?? handler.event)) { … }" : "overridden"))
            default: result.append(("addAction", "for: .\(handler.event)"))
            }
        }
        // What the app already does when it is activated: a Link written again must open the
        // same address (a learner could not see which without passing first).
        let done = element.onActivate.map(\.words)
        if !done.isEmpty { result.append(("when activated, the app", done.joined(separator: "; "))) }
        return result
    }


    static func written(_ value: PropertyValue) -> String {
        switch value {
        case .string(let text): return "\"\(text)\""
        case .traits(let traits): return "[" + traits.swiftNames.map { "." + $0 }.joined(separator: ", ") + "]"
        case .ids(let ids): return "[" + ids.joined(separator: ", ") + "]"
        case .strings(let texts): return "[" + texts.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
        case .containerType(let type): return "." + type.rawValue
        case .nil_: return "nil"
        default: return value.text ?? ""
        }
    }

    /// An android element's attributes that are set, in the order an android screen lists
    /// them; `enabled` only when false, the flags only when true.
    static func androidProperties(of element: Element) -> [(String, String)] {
        let android = element.android
        var result: [(String, String)] = []
        func text(_ name: String, _ value: String?) {
            if let value { result.append((name, "\"\(value)\"")) }
        }
        func flag(_ name: String, _ value: Bool?) {
            if let value { result.append((name, value ? "true" : "false")) }
        }
        func number(_ name: String, _ value: Int?) {
            if let value { result.append((name, "\(value)")) }
        }
        text("text", element.text)
        // A Composable's text that reads the app's state: Compose composes it again when it changes.
        if element.type == .Composable, case .interpolation(let parts)? = element.bindings["text"] {
            let template = parts.map { part -> String in
                if case .variable(let name) = part { return "$" + name }
                if case .string(let piece) = part { return piece }
                return ""
            }.joined()
            if let index = result.lastIndex(where: { $0.0 == "text" }) {
                result[index].1 += "  // Text(\"\(template)\"), composed again when the state changes"
            }
        }
        if element.type == .Composable, let icon = element.image { result.append(("icon", icon)) }
        text("contentDescription", android.contentDescription)
        text("hint", android.hint)
        if let target = android.labelFor { result.append(("labelFor", target)) }
        if let target = android.traversalBefore { result.append(("accessibilityTraversalBefore", target)) }
        if let target = android.traversalAfter { result.append(("accessibilityTraversalAfter", target)) }
        if android.isTraversalGroup { result.append(("isTraversalGroup", "true")) }
        if let index = android.traversalIndex { result.append(("traversalIndex", PropertyValue.format(index))) }
        if !element.isEnabled { result.append((element.type == .Composable ? "disabled" : "enabled",
                                               element.type == .Composable ? "true" : "false")) }
        if element.isSelected { result.append(("selected", "true")) }
        flag("checked", android.checked)
        flag("clickable", android.clickable)
        flag("focusable", android.focusable)
        if android.importantForAccessibility != .auto {
            result.append(("importantForAccessibility", android.importantForAccessibility.rawValue))
        }
        flag("screenReaderFocusable", android.screenReaderFocusable)
        if android.accessibilityHeading {
            result.append((element.type == .Composable ? "heading" : "accessibilityHeading", "true"))
        }
        text("stateDescription", android.stateDescription)
        text("roleDescription", android.roleDescription)
        text("error", android.error)
        number("progress", android.progress)
        number("min", android.min)
        number("max", android.max)
        if let entries = android.entries { result.append(("entries", written(.strings(entries)))) }
        number("selection", android.selection)
        if let role = android.role { result.append(("role", role.rawValue)) }
        if android.mergeDescendants { result.append(("mergeDescendants", "true")) }
        // A list TalkBack counts (a RecyclerView, a LazyColumn, or Compose's collectionInfo).
        if let collection = android.collection {
            result.append(("collection", "list" + (collection.itemCount.map { "  // collectionInfo: \($0) items" }
                ?? "  // a RecyclerView or LazyColumn: its items are counted and placed")))
        }
        if let index = android.itemIndex { result.append(("collectionItemInfo", "rowIndex = \(index)  // counted from 0")) }
        if android.visibility != .visible { result.append(("visibility", android.visibility.rawValue)) }
        // A Composable is hidden only by not being composed yet (`composed: false` on the screen).
        if element.type == .Composable, case .conditional(let conditions, _, _)? = element.bindings["visibility"],
           case .variable(let name)? = conditions.first?.left {
            result.append(("composed", "\(name)  // \(element.isHidden ? "false" : "true") now"))
        } else if element.type == .Composable, element.isHidden {
            result.append(("composed", "false"))
        }
        if let requester = android.focusRequester { result.append(("focusRequester", requester)) }
        if let title = android.paneTitle {
            result.append((element.type == .Composable ? "paneTitle" : "accessibilityPaneTitle", "\"\(title)\""))
        }
        if android.liveRegion != .none {
            result.append((element.type == .Composable ? "liveRegion" : "accessibilityLiveRegion", android.liveRegion.rawValue))
        }
        return result + behaviour(of: element)
    }
}
