import AXModel
import Testing
@testable import ScreenReader

/// Live regions (docs/talkback.md TB-7.5 to TB-7.7): a change inside one is spoken wherever
/// focus is, as the whole region; an assertive one cuts off what TalkBack was saying.
@Suite struct TalkBackLiveRegionTests {
    private func toast(_ mode: String) -> String {
        """
          - {id: saveButton, type: Button, text: Save, onActivate: [toggleSelected, {show: savedToast}]}
          - {id: savedToast, type: TextView, text: Saved, visibility: gone\(mode.isEmpty ? "" : ", accessibilityLiveRegion: \(mode)")}

        """
    }

    @Test func aLiveRegionsChangeIsSpokenWithoutMovingFocus() throws {
        #expect(try talkBackHeard(toast("polite"), "swipe right; double tap; swipe right") == """
            > swipe right
            Save, Button
            hint: Double-tap to activate
            > double tap
            selected
            Saved
            > swipe right
            Saved
            """)
        #expect(try talkBackHeard(toast(""), "swipe right; double tap") == """
            > swipe right
            Save, Button
            hint: Double-tap to activate
            > double tap
            selected
            """, "outside a live region the toast is not heard")
    }

    @Test func anAssertiveLiveRegionInterrupts() throws {
        #expect(try talkBackHeard(toast("assertive"), "swipe right; double tap") == """
            > swipe right
            Save, Button
            hint: Double-tap to activate
            > double tap
            Saved
            """)
    }

    @Test func aRegionIsSpokenWholeAndWhileWaiting() throws {
        let elements = """
              - {id: title, type: TextView, text: Upload}
              - id: status
                type: ViewGroup
                accessibilityLiveRegion: polite
                children:
                  - {id: file, type: TextView, text: photo.jpg}
                  - {id: percent, type: TextView, text: 10%, updates: [50%, 100%]}

            """
        #expect(try talkBackHeard(elements, "swipe right; wait 2") == """
            > swipe right
            Upload
            > wait 2
            photo.jpg, 50%
            photo.jpg, 100%
            """)
    }

    @Test func composesLiveRegionIsTheNodesLiveRegion() throws {
        let elements = """
              - {id: counter, type: Composable, text: 0 items, liveRegion: polite, updates: [1 item]}
              - {id: other, type: Composable, text: Other}

            """
        #expect(try talkBackHeard(elements, "swipe right; swipe right; wait 1") == """
            > swipe right
            0 items
            > swipe right
            Other
            > wait 1
            1 item
            """)
    }
}
