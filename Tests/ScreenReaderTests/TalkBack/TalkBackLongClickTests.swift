import AXModel
import Testing
@testable import ScreenReader

/// A long click (docs/talkback.md TB-7.15): the hint TalkBack adds for it, and the double tap and
/// hold that performs it.
@Suite struct TalkBackLongClickTests {
    /// TalkBack's `hint_rule_default` joins the click's hint and the long click's.
    @Test func aLongClickAddsItsHintAfterTheClicks() throws {
        var screen = try androidScreen("""
              - {id: note, type: TextView, text: Meeting notes, longClickable: true}
              - {id: open, type: Button, text: Open, longClickable: true}
              - {id: copy, type: Composable, text: Address, clickable: true}

            """)
        screen.modify("copy") { $0.android.longClickable = true; $0.android.longClickLabel = "copy" }
        #expect(TalkBack().announcements(of: screen).map { [$0.speech, $0.hint ?? ""] } == [
            ["Meeting notes", "Double-tap and hold to long press"],
            ["Open, Button", "Double-tap to activate, Double-tap and hold to long press"],
            ["Address", "Double-tap to activate, Double-tap and hold to copy"],
        ])
    }

    /// The gesture runs the long click's code on the focused node; TalkBack says nothing itself.
    /// Not on a node without one, nor on a disabled one; VoiceOver's is refused.
    @Test func doubleTapAndHoldRunsTheLongClick() throws {
        var screen = try androidScreen("""
              - {id: note, type: TextView, text: Meeting notes}
              - {id: status, type: TextView, text: "", accessibilityLiveRegion: polite}

            """)
        let gestures = try Gesture.parseList("swipe right; double tap and hold", on: .android)
        #expect(TalkBack().play(gestures, on: screen).text == "> swipe right\nMeeting notes\n> double tap and hold")
        screen.modify("note") { note in
            note.android.longClickable = true
            note.handlers = [EventHandler(event: "longClick", effects: [
                .set(target: "status", property: "text", to: .string("Copied")), .returns(true),
            ])]
        }
        #expect(TalkBack().play(gestures, on: screen).text == """
            > swipe right
            Meeting notes
            hint: Double-tap and hold to long press
            > double tap and hold
            Copied
            """)
        screen.modify("note") { $0.isEnabled = false }
        #expect(TalkBack().play(gestures, on: screen).text == "> swipe right\nMeeting notes, disabled\n> double tap and hold")
        #expect(Gesture.doubleTapAndHold.problem(on: .ios)?.message.hasPrefix("VoiceOver's double tap and hold passes a long press") == true)
    }
}
