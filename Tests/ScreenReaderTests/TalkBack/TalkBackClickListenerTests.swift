import AXModel
import Testing
@testable import ScreenReader

/// A click listener (docs/talkback.md TB-7.13): the View becomes clickable, and TalkBack's
/// double tap runs the listener's code, whose changes and announcements are heard.
@Suite struct TalkBackClickListenerTests {
    @Test func aClickListenerMakesTheViewClickableAndRunsOnDoubleTap() throws {
        var screen = try androidScreen("""
              - {id: save, type: TextView, text: Save}
              - {id: status, type: TextView, text: "", accessibilityLiveRegion: polite}

            """)
        #expect(TalkBack().play(try Gesture.parseList("swipe right; double tap", on: .android), on: screen).text == """
            > swipe right
            Save
            > double tap
            """, "a TextView without a listener is not clickable: no hint, and a double tap does nothing")
        screen.modify("save") { save in
            save.android.clickable = true
            save.handlers = [EventHandler(event: "tap", effects: [
                .set(target: "status", property: "text", to: .string("Saved")),
                .announce(.string("Saving")),
            ])]
        }
        #expect(TalkBack().play(try Gesture.parseList("swipe right; double tap; swipe right", on: .android), on: screen).text == """
            > swipe right
            Save
            hint: Double-tap to activate
            > double tap
            Saving
            Saved
            > swipe right
            Saved
            """, "clickable, still no role; the announcement, then the live region's change")
    }

    @Test func aCheckBoxSaysTheStateItsClickListenerLeft() throws {
        var screen = try androidScreen("""
              - {id: selectAll, type: CheckBox, text: Select all, checked: false, stateDescription: Partially checked}

            """)
        let gestures = try Gesture.parseList("swipe right; double tap", on: .android)
        #expect(TalkBack().play(gestures, on: screen).text.hasSuffix("> double tap\nPartially checked"),
                "with no listener, the state description set before the tap still stands")
        screen.modify("selectAll") { box in
            box.handlers = [EventHandler(event: "tap", effects: [.set(target: "self", property: "stateDescription", to: .nil_)])]
        }
        #expect(TalkBack().play(gestures, on: screen).text.hasSuffix("> double tap\nchecked"),
                "the box toggles, the listener clears the description, and only then is the click heard")
    }
}
