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
