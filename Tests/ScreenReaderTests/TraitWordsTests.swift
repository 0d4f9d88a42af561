import Testing
import AXModel
@testable import ScreenReader

/// docs/voiceover.md VO-1.5 to VO-1.16: each trait word, its condition and the fixed order.
@Suite struct TraitWordsTests {
    func spoken(_ stop: FocusStop) -> [String] {
        var words: [String] = []
        TraitWords.forEachWord(of: stop) { words.append($0) }
        return words
    }

    func words(_ traits: Traits, role: StopRole = [], value: String? = nil) -> [String] {
        spoken(FocusStop(id: "x", elementID: "x", value: value, traits: traits, role: role))
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
        var stop = FocusStop(id: "x", elementID: "x", traits: .header)
        stop.headingLevel = 2
        #expect(spoken(stop) == ["heading level 2"])
        stop.traits = .staticText
        #expect(spoken(stop).isEmpty)
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
