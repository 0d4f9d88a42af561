import Testing
import AXModel
import FixScript
@testable import Tutor

/// An announcement sent by a view the same code hid first is never sent (docs/talkback.md TB-7.8):
/// told as a note (a learner found the lesson's own order passing, silent on a device).
@Suite struct AnnouncementNotesTests {
    @Test func anAnnouncementAfterTheViewIsHiddenIsNoted() throws {
        let screen = try ScreenLoader.parse("""
            platform: android
            elements:
              - {id: messageRow, type: ViewGroup, clickable: true, contentDescription: Message from Ana}
              - {id: status, type: TextView, text: Inbox}
            """, file: "s.yaml")
        func notes(_ fix: String) throws -> [String] {
            AnnouncementNotes.notes(on: try FixScript.apply(fix, to: screen, file: nil))
        }
        #expect(try notes("""
            ViewCompat.addAccessibilityAction(messageRow, "Delete") { view, _ ->
                view.visibility = View.GONE
                view.announceForAccessibility("Message deleted")
                true
            }
            """) == ["messageRow is hidden before it announces, and Android sends no event from a view that is not shown, "
                     + "so TalkBack says nothing: call announceForAccessibility(…) before hiding it, or say it with a live "
                     + "region on a view that stays"])
        // Announced first, or by a view that stays, it is sent.
        #expect(try notes("""
            ViewCompat.addAccessibilityAction(messageRow, "Delete") { view, _ ->
                view.announceForAccessibility("Message deleted")
                view.visibility = View.GONE
                true
            }
            """) == [])
        #expect(try notes("""
            ViewCompat.addAccessibilityAction(messageRow, "Delete") { view, _ ->
                view.isVisible = false
                status.announceForAccessibility("Message deleted")
                true
            }
            """) == [])
    }
}
