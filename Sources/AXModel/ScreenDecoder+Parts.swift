import Yams

/// A control's parts preset in a screen: `parts: {1: {accessibilityValue: 3 unread}, 2: {isEnabled: false}}`
/// on a `UITabBar` (its items) or a `UISegmentedControl` (its segments), by 0-based index as Swift
/// counts them (docs/voiceover.md VO-5.13, VO-5.14).
extension ScreenDecoder {
    /// The settings a part takes, as a fix gives them (`tabBar.items?[1].accessibilityValue`).
    static let partKeys = PartProperties.keys

    mutating func parts(_ node: Node) -> [String: PartProperties]? {
        guard canContinue() else { return nil }
        guard let mapping = node.mapping else {
            report("'parts': expected a mapping of indexes (from 0) to settings, such as "
                   + "{1: {accessibilityValue: 3 unread}}, found \(describe(node))", at: node)
            return nil
        }
        var result: [String: PartProperties] = [:]
        var valid = true
        for (indexNode, settingsNode) in mapping {
            guard let index = partIndex(indexNode) else {
                valid = false
                continue
            }
            if result[String(index)] != nil {
                report("'parts': index \(index) is listed twice: give one part all its settings in one place", at: indexNode)
                valid = false
                continue
            }
            guard let properties = partProperties(settingsNode) else {
                valid = false
                continue
            }
            result[String(index)] = properties
        }
        return valid ? result : nil
    }

    /// A part's index: a whole number from 0.
    private mutating func partIndex(_ node: Node) -> Int? {
        guard let index = Self.plainDecimal(node), index.isFinite, index == index.rounded(), index >= 0, index < 1e9 else {
            report("'parts': expected a part's index, a whole number from 0 (as Swift counts), found \(describe(node))", at: node)
            return nil
        }
        return Int(index)
    }

    private mutating func partProperties(_ node: Node) -> PartProperties? {
        guard let mapping = node.mapping else {
            report("'parts': expected a part's settings, such as {accessibilityLabel: Inbox}, found \(describe(node))", at: node)
            return nil
        }
        var properties = PartProperties()
        var valid = true
        for (keyNode, value) in mapping {
            guard let key = keyName(keyNode) else {
                valid = false
                continue
            }
            switch key {
            case "accessibilityLabel": properties.accessibilityLabel = string(value, key)
            case "accessibilityValue": properties.accessibilityValue = string(value, key)
            case "accessibilityHint": properties.accessibilityHint = string(value, key)
            case "accessibilityTraits": properties.accessibilityTraits = traits(value)
            case "isAccessibilityElement": properties.isAccessibilityElement = bool(value, key)
            case "isEnabled": properties.isEnabled = bool(value, key)
            default:
                let badge = key == "badgeValue" ? " (a tab's badge goes in the bar's 'badges' list)" : ""
                report("unknown key '\(key)' in a part's settings: a part takes "
                       + Self.partKeys.dropLast().joined(separator: ", ") + " and " + (Self.partKeys.last ?? "") + badge,
                       at: keyNode, suggestion: NearMiss.suggestion(for: key, in: Self.partKeys))
                valid = false
            }
        }
        return valid ? properties : nil
    }

    /// Each index of `parts` inside the control's items or segments.
    mutating func checkPartIndexes(_ element: Element, _ values: [String: Node]) {
        guard let mapping = values["parts"]?.mapping else { return }
        let (count, noun) = element.type == .UITabBar ? (element.items?.count ?? 0, "item") : (element.segments?.count ?? 0, "segment")
        for indexNode in mapping.keys {
            guard let index = Self.plainDecimal(indexNode).map(Int.init), index >= count else { continue }
            let list = element.type == .UITabBar ? "items" : "segments"
            report(count == 0 ? "'parts': index \(index) is out of range: there are no \(noun)s (list them in '\(list)')"
                       : "'parts': index \(index) is out of range: there \(count == 1 ? "is 1 \(noun)" : "are \(count) \(noun)s") "
                         + "(0...\(count - 1))", at: indexNode)
        }
    }
}
