import Testing
import AXModel
@testable import ScreenReader

/// docs/voiceover.md section 2: the hint after the pause.
@Suite struct HintRulesTests {
    @Test func customHintComesFirstWithoutItsPeriod() {
        let dark = element("d", .UISwitch) { $0.accessibilityLabel = "Dark"; $0.accessibilityHint = "Saves power." }
        #expect(VoiceOver().announcements(of: screen(dark)).first?.hint
                == "Saves power. Double tap to toggle setting.")
    }

    @Test func customHintAloneKeepsItsPeriod() {
        let play = element("p", .UIButton) { $0.title = "Play"; $0.accessibilityHint = "Plays the song." }
        #expect(spoken(play) == "Play, button | Plays the song.")
    }

    @Test func switchHint() {
        #expect(spoken(element("s", .UISwitch) { $0.accessibilityLabel = "Wi-Fi" })
                == "Wi-Fi, switch button, off | Double tap to toggle setting.")
    }

    @Test func adjustableHint() {
        let rating = element("r", .UIView) {
            $0.isAccessibilityElement = true
            $0.accessibilityLabel = "Rating"
            $0.accessibilityTraits = .adjustable
        }
        #expect(spoken(rating) == "Rating, adjustable | Swipe up or down with one finger to adjust the value.")
    }

    @Test func noAdjustableHintForSwitches() {
        let odd = element("o", .UISwitch) { $0.accessibilityLabel = "Odd"; $0.accessibilityTraits = [.button, .toggleButton, .adjustable] }
        #expect(spoken(odd) == "Odd, switch button, off, adjustable | Double tap to toggle setting.")
    }

    @Test func noAdjustableHintWhenTheElementOnlyHasAHint() {
        let odd = element("o", .UIView) {
            $0.isAccessibilityElement = true
            $0.accessibilityTraits = .adjustable
            $0.accessibilityHint = "Sets the speed."
        }
        #expect(spoken(odd) == "Sets the speed, adjustable")
    }

    @Test func textEntryHintReplacesACustomHint() {
        let name = element("n", .UITextField) { $0.accessibilityLabel = "Name"; $0.accessibilityHint = "Your full name." }
        #expect(spoken(name) == "Name, text field | Double tap to edit.")
    }

    @Test func editingHint() {
        let name = element("n", .UITextField) { $0.accessibilityLabel = "Name"; $0.isEditing = true }
        #expect(spoken(name) == "Name, text field, is editing | Use the rotor to access Misspelled Words")
    }

    @Test func multilineTextViewSaysBothTextHints() {
        let notes = element("n", .UITextView) { $0.accessibilityLabel = "Notes" }
        #expect(spoken(notes) == "Notes, text field | Double tap to edit. Use the rotor to access Misspelled Words")
    }

    @Test func dimmedElementGetsNoBuiltInHint() {
        let dark = element("d", .UISwitch) { $0.accessibilityLabel = "Dark"; $0.isEnabled = false }
        #expect(spoken(dark) == "Dark, dimmed, switch button, off")
        let name = element("n", .UITextField) {
            $0.accessibilityLabel = "Name"; $0.isEnabled = false; $0.accessibilityHint = "Locked."
        }
        #expect(spoken(name) == "Name, dimmed, text field | Locked.")
    }

    @Test func buttonsLinksHeadingsImagesTabsAndSearchFieldsHaveNoBuiltInHint() {
        for traits: Traits in [.button, .link, .header, .image, .searchField] {
            let view = element("v", .UIView) { $0.isAccessibilityElement = true; $0.accessibilityLabel = "X"; $0.accessibilityTraits = traits }
            #expect(VoiceOver().announcements(of: screen(view)).first?.hint == nil)
        }
        let tabs = element("t", .UITabBar) { $0.items = ["Home"] }
        #expect(VoiceOver().announcements(of: screen(tabs)).first?.hint == nil)
    }

    @Test func builtInHintStillFollowsAHintSpokenInPlace() {
        let field = element("f", .UITextField) { $0.accessibilityHint = "Enter a code." }
        #expect(spoken(field) == "Enter a code, text field | Double tap to edit.")
    }
}
