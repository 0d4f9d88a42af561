import AXModel

/// The words VoiceOver speaks for a stop's traits and role, in the fixed order of
/// VOICEOVER.md §1 step 4. Traits not listed there are silent.
enum TraitWords {
    /// The trait words of a stop, in speaking order.
    static func words(for stop: FocusStop) -> [String] {
        var words: [String] = []
        forEachWord(of: stop) { words.append($0) }
        return words
    }

    /// Calls `body` with each trait word of a stop, in speaking order (no array is built:
    /// announcements are made a million times a second).
    @inline(__always)
    static func forEachWord(of stop: FocusStop, _ body: (String) -> Void) {
        let traits = stop.traits, role = stop.role
        if traits.contains(.notEnabled) { body("dimmed") }
        let buttonHidden = traits.contains(.keyboardKey)
            || role.contains(.switchControl) || role.contains(.tab) || role.contains(.backButton)
        if traits.contains(.button), !buttonHidden { body("button") }
        if role.contains(.backButton) { body("back button") }
        if role.contains(.switchControl) {
            if traits.contains(.button) { body("switch button") }
            if let state = switchState(stop.value) { body(state) }
        }
        if role.contains(.tab) { body("tab") }
        // A text field with `.searchField` (a `UISearchTextField`, a search bar's field) is a
        // `search field`, said once, in the text field's place: never `text field, search
        // field` (docs/decisions.md: a recorded VoiceOver says "Search, search field").
        let searchEntry = role.contains(.textEntry) && traits.contains(.searchField)
        if role.contains(.textEntry) {
            body(searchEntry ? "search field"
                 : role.contains(.secureTextEntry) ? "secure text field" : "text field")
            if role.contains(.editing) { body("is editing") }
        }
        if traits.contains(.header) { body(headingWord(level: stop.headingLevel)) }
        if traits.contains(.link) { body("link") }
        if traits.contains(.adjustable) { body("adjustable") }
        if traits.contains(.image) { body("image") }
        if traits.contains(.searchField), !searchEntry { body("search field") }
    }

    /// `heading`, or `heading level 2` when SwiftUI's `.accessibilityHeading(.h2)` gave it a
    /// level: Apple's documentation of the modifier says the level is spoken with the text
    /// (the words are VoiceOver's for a web page's `h2`; docs/decisions.md).
    static func headingWord(level: Int?) -> String {
        level.map { "heading level \($0)" } ?? "heading"
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
