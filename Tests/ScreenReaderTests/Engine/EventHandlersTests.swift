import AXModel
import Testing
@testable import ScreenReader

/// The app's code on a control's events and what it posts (docs/voiceover.md VO-8.7): a double
/// tap sends a tap, and a switch's or slider's change of value sends a value change.
@Suite struct EventHandlersTests {
    @Test func anAnnouncementPostedOnATapIsHeardAfterTheTap() throws {
        let screen = screen(
            element("saveButton", .UIButton) {
                $0.title = "Save"
                $0.onActivate = [.show("savedToast")]
                $0.handlers = [EventHandler(event: "touchUpInside", effects: [.announce(.string("Saved"))])]
            },
            element("savedToast", .UILabel) { $0.text = "Saved"; $0.isHidden = true })
        #expect(try heard(screen, "swipe right; swipe right; double tap; swipe right") == """
            > swipe right
            Save, button
            > swipe right
            > double tap
            Saved
            > swipe right
            Saved
            """)
    }

    @Test func showingAViewIsSilent() throws {
        let screen = screen(
            element("saveButton", .UIButton) { $0.title = "Save"; $0.onActivate = [.show("savedToast")] },
            element("savedToast", .UILabel) { $0.text = "Saved"; $0.isHidden = true })
        #expect(try heard(screen, "swipe right; double tap; swipe right") == """
            > swipe right
            Save, button
            > double tap
            > swipe right
            Saved
            """)
    }

    @Test func aValueChangeRunsOnAFlipAndOnAnAdjustment() throws {
        let screen = screen(
            element("darkMode", .UISwitch) {
                $0.accessibilityLabel = "Dark mode"
                $0.isOn = false
                $0.handlers = [EventHandler(event: "valueChanged", effects: [.announce(.string("Theme changed"))])]
            },
            element("volume", .UISlider) {
                $0.accessibilityLabel = "Volume"
                $0.value = 0.5
                $0.handlers = [EventHandler(event: "valueChanged", effects: [.announce(.string("Volume set"))])]
            })
        #expect(try heard(screen, "swipe right; double tap; swipe right; swipe up") == """
            > swipe right
            Dark mode, switch button, off
            hint: Double tap to toggle setting.
            > double tap
            on
            Theme changed
            > swipe right
            Volume, 50%, adjustable
            hint: Swipe up or down with one finger to adjust the value.
            > swipe up
            60%
            Volume set
            """)
    }

    @Test func hidingAtRunTimeTakesViewsOutAtOnceAndSilently() throws {
        let screen = screen(
            element("hideButton", .UIButton) {
                $0.title = "Hide details"
                $0.handlers = [EventHandler(event: "touchUpInside", effects: [
                    .set(target: "details", property: "accessibilityElementsHidden", to: .bool(true)),
                ])]
            },
            element("details", .UIView, children: [element("price", .UILabel) { $0.text = "4 euros" }]))
        #expect(try heard(screen, "swipe right; swipe right; swipe left; double tap; swipe right; touch price") == """
            > swipe right
            Hide details, button
            > swipe right
            4 euros
            > swipe left
            Hide details, button
            > double tap
            > swipe right
            > touch price
            """)
    }
}

/// Notifications that move focus (docs/voiceover.md VO-8.8 to VO-8.10).
@Suite struct FocusNotificationTests {
    private func panel(_ effects: [Effect]) -> Screen {
        screen(
            element("sortButton", .UIButton) {
                $0.title = "Sort"
                $0.onActivate = [.show("sortPanel")]
                $0.handlers = [EventHandler(event: "touchUpInside", effects: effects)]
            },
            element("list", .UILabel) { $0.text = "12 messages" },
            element("sortPanel", .UIView, children: [
                element("sortTitle", .UILabel) { $0.text = "Sort by"; $0.accessibilityTraits = .header },
                element("newest", .UIButton) { $0.title = "Newest first" },
            ]) { $0.isHidden = true })
    }

    @Test func screenChangedMovesFocusToItsElementOrTheFirst() throws {
        #expect(try heard(panel([.moveFocus(to: "sortTitle", screenChanged: true)]), "swipe right; double tap; swipe right") == """
            > swipe right
            Sort, button
            > double tap
            Sort by, heading
            > swipe right
            Newest first, button
            """)
        #expect(try heard(panel([.moveFocus(to: nil, screenChanged: true)]), "swipe right; swipe right; swipe left; double tap") == """
            > swipe right
            Sort, button
            > swipe right
            12 messages
            > swipe left
            Sort, button
            > double tap
            Sort, button
            """, "nil: the first element, read in full")
    }

    @Test func layoutChangedMovesToItsElementAndWithNilStays() throws {
        #expect(try heard(panel([.moveFocus(to: "newest", screenChanged: false)]), "swipe right; double tap") == """
            > swipe right
            Sort, button
            > double tap
            Newest first, button
            """)
        #expect(try heard(panel([.moveFocus(to: nil, screenChanged: false)]), "swipe right; double tap; swipe right") == """
            > swipe right
            Sort, button
            > double tap
            > swipe right
            12 messages
            """)
    }

    @Test func aPositionPostedAfterAScrollIsSpoken() throws {
        #expect(try heard(panel([.announce(.string("Page 2 of 5"))]), "swipe right; double tap") == """
            > swipe right
            Sort, button
            > double tap
            Page 2 of 5
            """)
    }
}
