import AXModel

/// The words VoiceOver speaks for a stop's traits and role, in the fixed order of
/// VOICEOVER.md §1 step 4. Traits not listed there are silent.
enum TraitWords {
    /// The trait words of a stop, in speaking order.
    static func words(for stop: FocusStop) -> [String] {
        let traits = stop.traits, role = stop.role
        var words: [String] = []
        if traits.contains(.notEnabled) { words.append("dimmed") }
        let buttonHidden = traits.contains(.keyboardKey)
            || role.contains(.switchControl) || role.contains(.tab) || role.contains(.backButton)
        if traits.contains(.button), !buttonHidden { words.append("button") }
        if role.contains(.backButton) { words.append("back button") }
        if role.contains(.switchControl) {
            if traits.contains(.button) { words.append("switch button") }
            if let state = switchState(stop.value) { words.append(state) }
        }
        if role.contains(.tab) { words.append("tab") }
        if role.contains(.textEntry) {
            words.append(role.contains(.secureTextEntry) ? "secure text field" : "text field")
            if role.contains(.editing) { words.append("is editing") }
        }
        if traits.contains(.header) { words.append("heading") }
        if traits.contains(.link) { words.append("link") }
        if traits.contains(.adjustable) { words.append("adjustable") }
        if traits.contains(.image) { words.append("image") }
        if traits.contains(.searchField) { words.append("search field") }
        return words
    }

    /// A switch's value as a state word: `1` on, `0` off, `2` mixed, anything else as itself.
    static func switchState(_ value: String?) -> String? {
        switch value {
        case "1": "on"
        case "0": "off"
        case "2": "mixed"
        case let other?: other.isEmpty ? nil : other
        case nil: nil
        }
    }
}
