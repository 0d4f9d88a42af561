import Yams

/// Reading the elements of android screens: Android's attribute names, Compose's semantics,
/// and the checks that need the whole screen (`labelFor` naming an element of it).
extension ScreenDecoder {
    /// A `labelFor` (or a traversal attribute) as written: the id it names, the element it is
    /// on, where, and the key.
    struct LabelReference: Sendable {
        let id: String
        let owner: String
        let place: SourceLocation
        var key = "labelFor"
    }

    /// Sets an android screen's `key` on the element from its YAML value.
    mutating func applyAndroid(_ key: String, _ value: Node, keyNode: Node, to element: inout Element) {
        switch key {
        case "contentDescription": string(value, key).map { element.android.contentDescription = $0 }
        // The Material icon a node shows (`Icons.Filled.Send`), by which `Icon(…)` written again finds it.
        case "icon": string(value, key).map { element.image = $0 }
        case "hint": string(value, key).map { element.android.hint = $0 }
        case "stateDescription": string(value, key).map { element.android.stateDescription = $0 }
        case "roleDescription": string(value, key).map { element.android.roleDescription = $0 }
        case "error": string(value, key).map { element.android.error = $0 }
        case "tooltipText": string(value, key).map { element.android.tooltipText = $0 }
        case "labelFor":
            if let id = string(value, key) {
                element.android.labelFor = id
                let place = value.mark.map(location(of:)) ?? SourceLocation(line: 1, column: 1)
                labelReferences.append(LabelReference(id: id, owner: element.id, place: place))
            }
        case "accessibilityTraversalBefore", "accessibilityTraversalAfter":
            if let id = string(value, key) {
                if key == "accessibilityTraversalBefore" {
                    element.android.traversalBefore = id
                } else {
                    element.android.traversalAfter = id
                }
                let place = value.mark.map(location(of:)) ?? SourceLocation(line: 1, column: 1)
                labelReferences.append(LabelReference(id: id, owner: element.id, place: place, key: key))
            }
        case "isTraversalGroup": bool(value, key).map { element.android.isTraversalGroup = $0 }
        case "traversalIndex":
            number(value, key).map { element.android.traversalIndex = $0 }
        case "enabled": bool(value, key).map { element.isEnabled = $0 }
        case "disabled": bool(value, key).map { element.isEnabled = !$0 }
        case "selected": bool(value, key).map { element.isSelected = $0 }
        case "checked": bool(value, key).map { element.android.checked = $0 }
        case "clickable": bool(value, key).map { element.android.clickable = $0 }
        case "longClickable": bool(value, key).map { element.android.longClickable = $0 }
        case "focusable": bool(value, key).map { element.android.focusable = $0 }
        case "screenReaderFocusable": bool(value, key).map { element.android.screenReaderFocusable = $0 }
        case "accessibilityHeading", "heading": bool(value, key).map { element.android.accessibilityHeading = $0 }
        case "mergeDescendants": bool(value, key).map { element.android.mergeDescendants = $0 }
        case "expanded": bool(value, key).map { element.android.expanded = $0 }
        case "collection": collection(value).map { element.android.collection = $0 }
        case "importantForAccessibility":
            choice(value, key, ImportantForAccessibility.self).map { element.android.importantForAccessibility = $0 }
        case "role": choice(value, key, ComposeRole.self).map { element.android.role = $0 }
        case "visibility":
            choice(value, key, AndroidVisibility.self).map { visibility in
                element.android.visibility = visibility
                element.isHidden = visibility != .visible
            }
        case "composed":
            // `composed: false`: the app composes the node later (`if (showError) Text(…)`); `show:` does.
            // `composed: showError`: composed while that Boolean of the state is true.
            if let scalar = value.scalar, scalar.style == .plain, Self.plainBools[scalar.string] == nil,
               Self.isValidID(scalar.string) {
                element.bindings["visibility"] = .conditional(
                    when: [Condition(left: .variable(scalar.string), comparison: .equal, right: .bool(true))],
                    .string(AndroidVisibility.visible.rawValue), .string(AndroidVisibility.gone.rawValue))
                composedReferences.append((scalar.string, value.mark.map(location(of:)) ?? SourceLocation(line: 1, column: 1)))
            } else {
                bool(value, key).map { element.isHidden = !$0 }
            }
        case "accessibilityPaneTitle", "paneTitle": string(value, key).map { element.android.paneTitle = $0 }
        case "accessibilityLiveRegion", "liveRegion":
            choice(value, key, AndroidLiveRegion.self).map { element.android.liveRegion = $0 }
        case "toggleableState": toggleableState(value).map { element.android.checked = $0 }
        case "progress": integer(value, key).map { element.android.progress = $0 }
        case "min": integer(value, key).map { element.android.min = $0 }
        case "max": integer(value, key).map { element.android.max = $0 }
        case "entries": strings(value, key, what: "entries").map { element.android.entries = $0 }
        case "selection": integer(value, key).map { element.android.selection = $0 }
        default: apply(key, value, to: &element)  // text, children, onActivate, updates, required
        }
    }

    /// Compose's `ToggleableState`: `On` or `Off` (YAML's `on`/`off`/`true`/`false` too).
    private mutating func toggleableState(_ value: Node) -> Bool? {
        guard let word = string(value, "toggleableState") else { return nil }
        switch word.lowercased() {
        case "on", "true": return true
        case "off", "false": return false
        default:
            report("unknown toggleableState '\(word)': expected On or Off", at: value,
                   suggestion: NearMiss.suggestion(for: word, in: ["On", "Off"]))
            return nil
        }
    }

    /// `collection: list`: the one kind of collection the model reads (grids and pagers are
    /// not modelled).
    private mutating func collection(_ value: Node) -> AndroidCollection? {
        guard let word = string(value, "collection") else { return nil }
        guard word == "list" else {
            report("unknown collection '\(word)': the model reads lists, so write 'collection: list' "
                   + "(grids and pagers are not modelled)", at: value,
                   suggestion: NearMiss.suggestion(for: word, in: ["list"]))
            return nil
        }
        return AndroidCollection()
    }

    // MARK: Unknown names

    /// A key no element of this platform takes: a UIKit key in an android screen is told the
    /// Android attribute that does its work.
    mutating func reportUnknownKey(_ key: String, at node: Node) {
        switch platform {
        case .ios:
            report("unknown key '\(key)'", at: node,
                   suggestion: NearMiss.suggestion(for: key, in: ScreenKey.names) ?? ScreenSynonyms.keys[key])
        case .android:
            if let android = AndroidScreenKey.fromUIKit[key] {
                report("unknown key '\(key)': android screens use '\(android)'", at: node)
            } else if ScreenKey.byName[key] != nil {
                report("unknown key '\(key)': it is a UIKit property, and android screens use Android's "
                       + "attribute names", at: node,
                       suggestion: NearMiss.suggestion(for: key, in: AndroidScreenKey.names))
            } else {
                report("unknown key '\(key)'", at: node,
                       suggestion: NearMiss.suggestion(for: key, in: AndroidScreenKey.names)
                           ?? AndroidScreenKey.synonyms[key])
            }
        }
    }

    /// A type this platform does not have, with the types it has: the other platform's class is
    /// named as such, with this platform's class for it; a class the model does not have yet is
    /// said to be one, with no near miss (`UICollectionView` is not a `UIView`); near misses come
    /// from this platform's classes only.
    mutating func reportUnknownType(_ name: String, at node: Node) {
        let other = ElementType.named(name, on: platform == .ios ? .android : .ios)
        let valid = ElementType.listed(on: platform)
        switch platform {
        case .ios:
            if let other {
                report("unknown type '\(name)': ios screens use UIKit classes and SwiftUI views; \(valid)", at: node,
                       suggestion: AndroidScreenKey.uiKitType[other]?.rawValue)
            } else if Self.unmodelledUIKit.contains(name) {
                report("unknown type '\(name)': the model has no \(name) yet; \(valid)", at: node)
            } else {
                report("unknown type '\(name)': \(valid)", at: node,
                       suggestion: ScreenSynonyms.types[name]
                           ?? NearMiss.suggestion(for: name, in: ElementType.types(of: .ios).map(\.name)))
            }
        case .android:
            if other != nil {
                report("unknown type '\(name)': android screens use Android classes; \(valid)", at: node,
                       suggestion: AndroidScreenKey.typeFromOthers[name]?.rawValue)
            } else {
                report("unknown type '\(name)': \(valid)", at: node,
                       suggestion: NearMiss.suggestion(for: name, in: ElementType.types(of: .android).map(\.name))
                           ?? AndroidScreenKey.typeFromOthers[name]?.rawValue)
            }
        }
    }

    /// UIKit classes a screen cannot describe yet: no class the model has reads like them, so
    /// none is suggested.
    static let unmodelledUIKit: Set<String> = [
        "UICollectionViewCell", "UIDatePicker",
        "UIPickerView", "UIWebView", "WKWebView", "UIColorWell", "UIVisualEffectView",
    ]

    // MARK: Whole-element and whole-screen checks

    /// A bar's progress inside `min...max`, a spinner's selection inside its entries.
    mutating func checkAndroidRanges(_ element: Element, _ values: [String: Node]) {
        if element.androidHasRange || values["progress"] != nil { checkProgress(element, values) }
        guard element.type == .Spinner, let index = element.android.selection, let node = values["selection"]
        else { return }
        let count = element.android.entries?.count ?? 0
        if (0..<count).contains(index) { return }
        let range = count == 0
            ? "there are no entries"
            : "there \(count == 1 ? "is 1 entry (0...0)" : "are \(count) entries (0...\(count - 1))")"
        report("selection \(index) is out of range: \(range)", at: node)
    }

    /// `min`, `max` and `progress` of a bar (defaults 0 and 100, as Android's).
    private mutating func checkProgress(_ element: Element, _ values: [String: Node]) {
        let low = element.androidMin, high = element.androidMax
        let minimum = values["min"], maximum = values["max"]
        if low > high, let minimum, maximum != nil {
            report("min \(low) is above max \(high)", at: minimum)
        } else if low > high, let minimum {
            report("min \(low) is above the default max \(high): set max too", at: minimum)
        } else if low > high, let maximum {
            report("max \(high) is below the default min \(low): set min too", at: maximum)
        } else if let progress = element.android.progress, let node = values["progress"],
                  !(low...high).contains(progress) {
            if minimum != nil || maximum != nil {
                report("progress \(progress) is outside min...max (\(low)...\(high))", at: node)
            } else {
                report("progress \(progress) is outside \(low)...\(high), the default range: set min and max",
                       at: node)
            }
        }
    }

    /// Every `labelFor` (and traversal attribute, and iOS `valueLabel`) names another element of the screen.
    mutating func checkLabelReferences() {
        let ids = idLines.keys.sorted()
        for reference in labelReferences {
            let place = reference.place
            if reference.id == reference.owner {
                report(ElementProperty.namesItself(reference.id, in: reference.key), line: place.line, column: place.column)
            } else if idLines[reference.id] == nil {
                report("'\(reference.id)' in \(reference.key) is not an element of this screen",
                       line: place.line, column: place.column,
                       suggestion: NearMiss.suggestion(for: reference.id, in: ids))
            }
        }
        for reference in shownReferences where idLines[reference.id] == nil {
            report("'\(reference.id)' in \(reference.owner): is not an element of this screen", line: reference.place.line,
                   column: reference.place.column, suggestion: NearMiss.suggestion(for: reference.id, in: ids))
        }
    }
}
