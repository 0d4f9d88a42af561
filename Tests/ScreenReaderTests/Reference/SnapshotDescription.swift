import AXModel

/// AccessibilitySnapshot's description and hint of one element, re-implemented: the text its
/// legend prints for an element, which its authors check against VoiceOver on simulators
/// (Additions 5-257, with the English strings of Additions 379-557).
///
/// The legend writes sentences (`Label: Value. Button.`); VoiceOver speaks the same parts with
/// pauses. `SpokenParts` compares the two.
enum SnapshotDescription {
    /// The description and the hint.
    static func of(_ object: RuntimeObject, context: SnapshotContext?) -> (description: String, hint: String?) {
        let traits = object.traits
        // Additions 8-11, 293-298: the label, except that a back button drops a label that is
        // "Back" in any case.
        let hidesLabel = traits.contains(PrivateTraits.backButton) && object.label?.lowercased() == "back"
        var description = hidesLabel ? "" : (object.label ?? "")
        var hint = nonEmpty(object.hint)

        // Additions 20-61: a data table cell puts its headers before the label and its place
        // after it; the value then follows with a space.
        var descriptionHoldsContext = false
        if case .dataTableCell(let cell)? = context {
            description = cell.headersText + description + (description.hasSuffix(".") ? "" : ".") + cell.placeText
            descriptionHoldsContext = true
        }

        // Additions 63-73, 275-291: the value, unless the element is a switch (its value is a
        // state word below).
        if let value = nonEmpty(object.value), !traits.contains(PrivateTraits.switchButton) {
            if description.isEmpty {
                description = value
            } else {
                description += descriptionHoldsContext ? " \(value)" : ": \(value)"
            }
        }

        // Additions 75-81: `Selected` comes first.
        if traits.contains(.selected) {
            description = description.isEmpty ? "Selected." : "Selected: \(description)"
        }

        // Additions 83-158: the trait words, in a fixed order.
        var words: [String] = []
        if traits.contains(.notEnabled) { words.append("Dimmed.") }
        let hidesButton = traits.contains(.keyboardKey) || traits.contains(PrivateTraits.switchButton)
            || traits.contains(PrivateTraits.tabBarItem) || traits.contains(PrivateTraits.backButton)
            || context.map(hidesButtonTrait) == true
        if traits.contains(.button), !hidesButton { words.append("Button.") }
        if traits.contains(PrivateTraits.backButton) { words.append("Back Button.") }
        if traits.contains(PrivateTraits.switchButton) {
            if traits.contains(.button) { words.append("Switch Button.") }
            switch object.value {
            case "1": words.append("On.")
            case "0": words.append("Off.")
            case "2": words.append("Mixed.")
            case let other?: words.append(other)  // iOS 17 and later speak any other value
            case nil: break
            }
        }
        if traits.contains(PrivateTraits.tabBarItem) || context.map(showsTabTrait) == true {
            words.append("Tab.")
        }
        if traits.contains(PrivateTraits.textEntry) {
            words.append(traits.contains(PrivateTraits.secureTextField) ? "Secure Text Field." : "Text Field.")
            if traits.contains(PrivateTraits.isEditing) { words.append("Is editing.") }
        }
        if traits.contains(.header) { words.append("Heading.") }
        if traits.contains(.link) { words.append("Link.") }
        if traits.contains(.adjustable) { words.append("Adjustable.") }
        if traits.contains(.image) { words.append("Image.") }
        if traits.contains(.searchField) { words.append("Search Field.") }

        // Additions 160-164: with nothing said so far, the hint is said in its place.
        if description.isEmpty {
            description = hint ?? ""
            hint = nil
        }

        // Additions 166-174.
        if !words.isEmpty {
            let joined = words.joined(separator: " ")
            description = description.isEmpty ? joined : "\(withPeriod(description)) \(joined)"
        }

        // Additions 176-222: the position or the container's edge, last.
        switch context {
        case .series(let index, let count)?, .tabBarItem(let index, let count)?, .tab(let index, let count)?:
            description = "\(description) \(index) of \(count)."
        case .listStart?: description = "\(withPeriod(description)) List Start."
        case .listEnd?: description = "\(withPeriod(description)) List End."
        case .landmarkStart?: description = "\(withPeriod(description)) Landmark."
        case .landmarkEnd?: description = "\(withPeriod(description)) End."
        case .dataTableCell?, nil: break
        }

        // Additions 224-254: the built-in hints.
        let dimmed = traits.contains(.notEnabled)
        if traits.contains(PrivateTraits.switchButton), !dimmed {
            hint = appending("Double tap to toggle setting.", to: hint)
        }
        if traits.contains(PrivateTraits.textEntry), !dimmed {
            if traits.contains(PrivateTraits.isEditing) {
                hint = "Use the rotor to access Misspelled Words"
            } else if traits.contains(PrivateTraits.textArea) {
                hint = "Double tap to edit., Use the rotor to access Misspelled Words"
            } else {
                hint = "Double tap to edit."
            }
        }
        let hintOnly = nonEmpty(object.hint) != nil && nonEmpty(object.label) == nil && nonEmpty(object.value) == nil
        if traits.contains(.adjustable), !dimmed, !traits.contains(PrivateTraits.switchButton), !hintOnly {
            hint = appending("Swipe up or down with one finger to adjust the value.", to: hint)
        }
        return (description, hint)
    }

    /// Additions 613-622: a tab of a `.tabBar` view does not say "Button".
    static func hidesButtonTrait(_ context: SnapshotContext) -> Bool {
        if case .tab = context { return true }
        return false
    }

    /// Additions 624-632: tabs say "Tab".
    static func showsTabTrait(_ context: SnapshotContext) -> Bool {
        switch context {
        case .tab, .tabBarItem: return true
        default: return false
        }
    }

    /// `Custom hint. Built-in hint.`, the custom hint's own trailing period dropped.
    static func appending(_ builtIn: String, to custom: String?) -> String {
        guard let custom = nonEmpty(custom) else { return builtIn }
        return "\(custom.hasSuffix(".") ? String(custom.dropLast()) : custom). \(builtIn)"
    }

    static func withPeriod(_ text: String) -> String {
        text.hasSuffix(".") ? text : text + "."
    }

    static func nonEmpty(_ text: String?) -> String? {
        text.flatMap { $0.isEmpty ? nil : $0 }
    }
}
