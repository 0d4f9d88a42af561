import Testing
@testable import ScreenReader

/// The usage hint after the pause (docs/talkback.md section 3): enabled nodes only.
@Suite struct TalkBackHintTests {
    @Test func eachActionHasItsHint() throws {
        #expect(try talkBackSpoken("""
              - {id: a, type: Button, text: Go}
              - {id: b, type: CheckBox, text: Agree}
              - {id: c, type: EditText, hint: Name}
              - {id: d, type: Spinner, entries: [One]}
              - {id: e, type: SeekBar, contentDescription: Level}

            """).map { $0.components(separatedBy: " | ").last ?? "" } == [
                "Double-tap to activate", "Double-tap to toggle", "Double-tap to edit text",
                "Double-tap to change", "\"Swipe up\" or \"Swipe down\" to adjust",
            ])
    }

    /// Compose and Material's `TabLayout` make the selected tab not clickable: no hint, and a
    /// double tap does nothing.
    @Test func aSelectedTabOffersNoDoubleTap() throws {
        #expect(try talkBackSpoken("""
              - {id: a, type: Composable, text: Home, role: Tab, selected: true}
              - {id: b, type: Composable, text: Library, role: Tab}

            """) == ["selected, Home, Tab", "Library, Tab | Double-tap to activate"])
    }

    @Test func aDisabledNodeHasNoHint() throws {
        #expect(try talkBackSpoken("  - {id: a, type: CheckBox, text: Agree, enabled: false}\n")
                == ["not checked, Agree, Check box, disabled"])
    }

    @Test func aNodeThatDoesNothingHasNoHint() throws {
        #expect(try talkBackSpoken("  - {id: a, type: TextView, text: Hello}\n") == ["Hello"])
    }

    @Test func anEditBoxBeingEditedDropsItsHint() throws {
        #expect(try talkBackHeard("  - {id: a, type: EditText, hint: Name}\n", "swipe right; double tap; swipe left; touch a") == """
            > swipe right
            Name, Edit box
            hint: Double-tap to edit text
            > double tap
            > swipe left
            > touch a
            Name, Edit box
            """)
    }
}
