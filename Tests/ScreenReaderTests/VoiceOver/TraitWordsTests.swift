import Testing
import AXModel
@testable import ScreenReader

/// docs/voiceover.md VO-1.5 to VO-1.16: each trait word, its condition and the fixed order.
@Suite struct TraitWordsTests {
    func stopWords(_ stop: VoiceOverStop) -> [String] {
        var words: [String] = []
        TraitWords.forEachWord(of: stop) { words.append($0) }
        return words
    }

    func words(_ traits: Traits, role: StopRole = [], value: String? = nil) -> [String] {
        stopWords(VoiceOverStop(id: "x", elementID: "x", value: value, traits: traits, role: role))
    }

    @Test func notEnabledSaysDimmedBeforeTheRole() {
        #expect(words([.button, .notEnabled]) == ["dimmed", "button"])
    }

    @Test func buttonSaysButton() { #expect(words(.button) == ["button"]) }

    @Test func buttonIsSilentForKeyboardKeySwitchTabAndBackButton() {
        #expect(words([.button, .keyboardKey]).isEmpty)
        #expect(words(.button, role: .switchControl) == ["switch button"])
        #expect(words(.button, role: .tab) == ["tab"])
        #expect(words(.button, role: .backButton) == ["back button"])
    }

    @Test func switchButtonNeedsTheButtonTrait() {
        #expect(words([], role: .switchControl, value: "1") == ["on"])
    }

    @Test func switchStateByValue() {
        #expect(words(.button, role: .switchControl, value: "1") == ["switch button", "on"])
        #expect(words(.button, role: .switchControl, value: "0") == ["switch button", "off"])
        #expect(words(.button, role: .switchControl, value: "2") == ["switch button", "mixed"])
        #expect(words(.button, role: .switchControl, value: "half") == ["switch button", "half"])
    }

    /// A `UISwitch` speaks its own on/off whatever value is set on it: AccessibilitySnapshot
    /// 5b03db8, SwitchControlViewController.swift lines 34-46 set "Value" on switches that its
    /// testSwitchControls images (iOS 17.5, 18.5, 26.2) read as `Label. Switch Button. On.`.
    @Test func switchSpeaksItsOwnStateWhateverItsValue() {
        let on = element("wifi", .UISwitch) { $0.accessibilityLabel = "Wi-Fi"; $0.isOn = true; $0.accessibilityValue = "Value" }
        #expect(spoken(on) == "Wi-Fi, switch button, on | Double tap to toggle setting.")
        let off = element("wifi", .UISwitch) { $0.accessibilityLabel = "Wi-Fi"; $0.accessibilityValue = "1" }
        #expect(spoken(off) == "Wi-Fi, switch button, off | Double tap to toggle setting.")
        let stated = element("wifi", .UISwitch) { $0.accessibilityLabel = "Wi-Fi"; $0.isOn = true; $0.accessibilityValue = "Enabled" }
        #expect(!spoken(stated).contains("Enabled"))
    }

    /// A custom element with `.toggleButton` speaks the value the app set: `1` / `0` / `2` as
    /// on / off / mixed, anything else as itself (AccessibilitySnapshot 5b03db8,
    /// UIAccessibility+SnapshotAdditions.swift lines 99-121; the same images read a fake
    /// switch whose value is "Value" as `Fake Label. Switch Button. Value`).
    @Test func toggleButtonElementSpeaksAnAppSetValue() {
        func toggle(_ value: String) -> Element {
            element("fake", .UIView) {
                $0.isAccessibilityElement = true
                $0.accessibilityLabel = "Fake Label"
                $0.accessibilityTraits = [.button, .toggleButton]
                $0.accessibilityValue = value
            }
        }
        #expect(spoken(toggle("Value")) == "Fake Label, switch button, Value | Double tap to toggle setting.")
        #expect(spoken(toggle("1")) == "Fake Label, switch button, on | Double tap to toggle setting.")
        #expect(spoken(toggle("2")) == "Fake Label, switch button, mixed | Double tap to toggle setting.")
    }

    @Test func tabSaysTab() { #expect(words([], role: .tab) == ["tab"]) }

    @Test func textEntrySaysTextFieldOrSecureTextField() {
        #expect(words([], role: .textEntry) == ["text field"])
        #expect(words([], role: [.textEntry, .secureTextEntry]) == ["secure text field"])
        #expect(words([], role: [.textEntry, .editing]) == ["text field", "is editing"])
    }

    @Test func headerSaysHeading() { #expect(words(.header) == ["heading"]) }
    @Test func linkSaysLink() { #expect(words(.link) == ["link"]) }
    @Test func adjustableSaysAdjustable() { #expect(words(.adjustable) == ["adjustable"]) }
    @Test func imageSaysImage() { #expect(words(.image) == ["image"]) }
    @Test func searchFieldSaysSearchField() { #expect(words(.searchField) == ["search field"]) }

    /// A text field with the search field trait says its role once, in the text field's place:
    /// `search field`, never `text field, search field` (a recorded VoiceOver: "Search, search
    /// field"); `is editing` follows it.
    @Test func searchTextFieldSaysSearchFieldNotTextField() {
        #expect(words(.searchField, role: .textEntry) == ["search field"])
        #expect(words(.searchField, role: [.textEntry, .editing]) == ["search field", "is editing"])
    }

    /// SwiftUI's heading level is spoken with the heading word, and only on a heading.
    @Test func headingLevelIsSpokenWithHeading() {
        var stop = VoiceOverStop(id: "x", elementID: "x", traits: .header)
        stop.headingLevel = 2
        #expect(stopWords(stop) == ["heading level 2"])
        stop.traits = .staticText
        #expect(stopWords(stop).isEmpty)
    }

    @Test func silentTraitsSayNothing() {
        let silent: Traits = [.staticText, .playsSound, .summaryElement, .updatesFrequently,
                              .startsMediaSession, .allowsDirectInteraction, .causesPageTurn, .tabBar]
        #expect(words(silent).isEmpty)
    }

    @Test func allWordsComeInTheTablesOrder() {
        let all: Traits = [.searchField, .image, .adjustable, .link, .header, .button, .notEnabled]
        #expect(words(all, role: [.textEntry, .editing, .tab])
                == ["dimmed", "tab", "search field", "is editing", "heading", "link", "adjustable", "image"])
        #expect(words(all.subtracting(.searchField), role: [.textEntry, .editing, .tab])
                == ["dimmed", "tab", "text field", "is editing", "heading", "link", "adjustable", "image"])
        #expect(words(all) == ["dimmed", "button", "heading", "link", "adjustable", "image", "search field"])
    }
}
