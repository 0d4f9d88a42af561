import AXModel

/// The words VoiceOver speaks for a stop's traits and role, in the fixed order of
/// docs/voiceover.md VO-1.5. Traits not listed there are silent (VO-1.16).
enum TraitWords {
    /// Calls `body` with each trait word of a stop, in speaking order (no array is built:
    /// announcements are made a million times a second).
    @inline(__always)
    static func forEachWord(of stop: VoiceOverStop, _ body: (String) -> Void) {
        let traits = stop.reading.traits, role = stop.reading.role
        if traits.contains(.notEnabled) { body("dimmed") }  // docs/voiceover.md VO-1.6
        let buttonHidden = traits.contains(.keyboardKey)
            || role.contains(.switchControl) || role.contains(.tab) || role.contains(.backButton)
        if traits.contains(.button), !buttonHidden { body("button") }  // docs/voiceover.md VO-1.7
        if role.contains(.backButton) { body("back button") }  // docs/voiceover.md VO-1.8
        if role.contains(.switchControl) {  // docs/voiceover.md VO-1.9
            if traits.contains(.button) { body("switch button") }
            if let state = switchState(stop.reading.value) { body(state) }
        }
        if role.contains(.tab) { body("tab") }  // docs/voiceover.md VO-1.12
        // A text field with `.searchField` (a `UISearchTextField`, a search bar's field) is a
        // `search field`, said once, in the text field's place: never `text field, search
        // field` (docs/voiceover.md VO-6.2: a recorded VoiceOver says "Search, search field").
        let searchEntry = role.contains(.textEntry) && traits.contains(.searchField)
        if role.contains(.textEntry) {  // docs/voiceover.md VO-1.13
            body(searchEntry ? "search field"
                 : role.contains(.secureTextEntry) ? "secure text field" : "text field")
            if role.contains(.editing) { body("is editing") }
        }
        // docs/voiceover.md VO-1.15
        if traits.contains(.header) { body(headingWord(level: stop.reading.headingLevel)) }
        if traits.contains(.link) { body("link") }
        if traits.contains(.adjustable) { body("adjustable") }
        if traits.contains(.image) { body("image") }
        if traits.contains(.searchField), !searchEntry { body("search field") }
    }

    /// `heading`, or `heading level 2` when SwiftUI's `.accessibilityHeading(.h2)` gave it a
    /// level: Apple's documentation of the modifier says the level is spoken with the text
    /// (the words are VoiceOver's for a web page's `h2`; docs/voiceover.md VO-6.4).
    static func headingWord(level: Int?) -> String {
        level.map { "heading level \($0)" } ?? "heading"
    }

    /// A switch's value as a state word: `1` on, `0` off, `2` mixed, anything else as itself
    /// (docs/voiceover.md VO-1.9, VO-1.11).
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
