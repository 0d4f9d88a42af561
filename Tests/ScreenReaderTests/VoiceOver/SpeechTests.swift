import Testing
import AXModel
@testable import ScreenReader

/// docs/voiceover.md section 1: the order of the focus announcement.
@Suite struct SpeechTests {
    @Test func selectedIsSpokenBeforeTheLabel() {
        let like = element("like", .UIButton) { $0.title = "Like"; $0.isSelected = true }
        #expect(spoken(like) == "selected, Like, button")
    }

    @Test func emptyLabelCountsAsAbsent() {
        let play = element("play", .UIButton) { $0.accessibilityLabel = "" }
        #expect(spoken(play) == "button")
    }

    @Test func valueFollowsLabel() {
        let due = element("due", .UIView) {
            $0.isAccessibilityElement = true
            $0.accessibilityLabel = "Amount due"
            $0.accessibilityValue = "14.95"
        }
        #expect(spoken(due) == "Amount due, 14.95")
    }

    @Test func switchValueIsSpokenAsStateNotAsValue() {
        let dark = element("dark", .UISwitch) { $0.accessibilityLabel = "Dark Theme"; $0.isOn = true }
        #expect(spoken(dark) == "Dark Theme, switch button, on | Double tap to toggle setting.")
    }

    @Test func traitWordsFollowLabelAndValue() {
        let favorite = element("fav", .UIButton) {
            $0.title = "Favorite"
            $0.accessibilityTraits = [.button, .image]
        }
        #expect(spoken(favorite) == "Favorite, button, image")
    }

    @Test func segmentsAndTabsAddPosition() {
        let tabs = element("tabs", .UITabBar) {
            $0.items = ["Home", "Search", "Library", "Profile"]
            $0.selectedIndex = 0
        }
        #expect(spoken(screen(tabs)).first == "selected, Home, tab, 1 of 4")
    }

    @Test func listStartAndListEnd() {
        let list = element("list", .UIView, children: [
            element("a", .UILabel) { $0.text = "Apples" },
            element("b", .UILabel) { $0.text = "Bananas" },
            element("c", .UILabel) { $0.text = "Cherries" },
        ]) { $0.accessibilityContainerType = .list }
        #expect(spoken(screen(list)) == ["Apples, list start", "Bananas", "Cherries, list end"])
    }

    @Test func landmarkAndEnd() {
        let footer = element("footer", .UIView, children: [
            element("a", .UIButton) { $0.title = "Help" },
            element("b", .UIButton) { $0.title = "Contact" },
        ]) { $0.accessibilityContainerType = .landmark }
        #expect(spoken(screen(footer)) == ["Help, button, landmark", "Contact, button, end"])
    }

    @Test func oneElementListSaysOnlyListStart() {
        let list = element("list", .UIView, children: [element("a", .UILabel) { $0.text = "Only" }]) {
            $0.accessibilityContainerType = .list
        }
        #expect(spoken(screen(list)) == ["Only, list start"])
    }

    @Test func innerContainerEdgesWin() {
        let inner = element("inner", .UIView, children: [
            element("a", .UILabel) { $0.text = "A" },
            element("b", .UILabel) { $0.text = "B" },
        ]) { $0.accessibilityContainerType = .landmark }
        let outer = element("outer", .UIView, children: [inner, element("c", .UILabel) { $0.text = "C" }]) {
            $0.accessibilityContainerType = .list
        }
        #expect(spoken(screen(outer)) == ["A, landmark", "B, end", "C, list end"])
    }

    /// VO-1.20: a labelled semantic group says its label when focus comes in, from either side,
    /// and not again while focus stays inside it.
    @Test func semanticGroupSaysItsLabelOnEntering() throws {
        let shipping = element("shipping", .UIView, children: [
            element("standard", .UIButton) { $0.title = "Standard" },
            element("express", .UIButton) { $0.title = "Express" },
        ]) {
            $0.accessibilityContainerType = .semanticGroup
            $0.accessibilityLabel = "Shipping"
        }
        let page = screen(element("title", .UILabel) { $0.text = "Checkout" }, shipping,
                          element("pay", .UIButton) { $0.title = "Pay" })
        #expect(spoken(page) == ["Checkout", "Shipping, Standard, button", "Express, button", "Pay, button"])
        let back = try heard(page, "swipe right; swipe right; swipe right; swipe right; swipe left")
        #expect(back.hasSuffix("> swipe left\nShipping, Express, button"))
    }

    @Test func semanticGroupWithoutLabelSaysNothing() {
        let group = element("group", .UIView, children: [element("a", .UIButton) { $0.title = "Standard" }]) {
            $0.accessibilityContainerType = .semanticGroup
        }
        #expect(spoken(screen(group)) == ["Standard, button"])
    }

    @Test func labelOfAContainerWithoutGroupTypeIsNotSaid() {
        let plain = element("plain", .UIView, children: [element("a", .UIButton) { $0.title = "Standard" }]) {
            $0.accessibilityLabel = "Shipping"
        }
        #expect(spoken(screen(plain)) == ["Standard, button"])
    }

    @Test func swiftUIContainContainerSaysItsLabelOnEntering() {
        let chart = element("chart", .VStack, children: [
            element("mon", .Text) { $0.text = "Monday, 4 hours" },
            element("tue", .Text) { $0.text = "Tuesday, 6 hours" },
        ]) {
            $0.childBehavior = .contain
            $0.accessibilityLabel = "Screen time"
        }
        #expect(spoken(screen(chart)) == ["Screen time, Monday, 4 hours", "Tuesday, 6 hours"])
    }

    @Test func nestedGroupsSayEachLabelOnce() {
        let inner = element("inner", .UIView, children: [
            element("a", .UIButton) { $0.title = "Standard" },
            element("b", .UIButton) { $0.title = "Express" },
        ]) { $0.accessibilityContainerType = .semanticGroup; $0.accessibilityLabel = "Shipping" }
        let outer = element("outer", .UIView, children: [element("n", .UILabel) { $0.text = "Ana Li" }, inner]) {
            $0.accessibilityContainerType = .semanticGroup
            $0.accessibilityLabel = "Delivery"
        }
        #expect(spoken(screen(outer)) == ["Delivery, Ana Li", "Shipping, Standard, button", "Express, button"])
    }

    @Test func tabBarContainerIsNoSemanticGroup() {
        let bar = element("bar", .HStack, children: [element("a", .SwiftUIButton) { $0.title = "Today" }]) {
            $0.childBehavior = .contain
            $0.accessibilityLabel = "Tab bar"
            $0.accessibilityTraits = .tabBar
        }
        #expect(spoken(screen(bar)).first?.hasPrefix("Tab bar") == false)
    }

    /// VO-1.21: a label spelled out is said one character at a time; its value is not.
    @Test func spelledOutLabelIsSaidCharacterByCharacter() {
        let code = element("code", .UIView) {
            $0.isAccessibilityElement = true
            $0.accessibilityLabel = "K7QX 2M"
            $0.accessibilityValue = "Confirmed"
            $0.speechSpellsOutCharacters = true
        }
        #expect(spoken(code) == "K-7-Q-X 2-M, Confirmed")
        let text = element("text", .Text) { $0.text = "APPL"; $0.speechSpellsOutCharacters = true }
        #expect(spoken(text) == "A-P-P-L")
    }

    /// VO-1.22: `accessibilityLanguage` gives the label, value and hint that language's voice,
    /// written after them; the trait words stay in the user's language.
    @Test func aLanguageReadsTheLabelValueAndHintInItsVoice() throws {
        let dish = element("dish", .UIButton) {
            $0.title = "Croissant aux amandes"
            $0.accessibilityValue = "3,50 €"
            $0.accessibilityHint = "Ajoute au panier"
            $0.accessibilityLanguage = "fr-FR"
        }
        #expect(try heard(screen(dish), "swipe right")
                == "> swipe right\nCroissant aux amandes (in fr-FR), 3,50 € (in fr-FR), button\nhint: Ajoute au panier (in fr-FR)")
        #expect(spoken(element("plain", .UILabel) { $0.text = "Croissant" }) == "Croissant")
        #expect(Element.isLanguageTag("fr") && Element.isLanguageTag("fr-FR") && Element.isLanguageTag("es-419")
                && Element.isLanguageTag("zh-Hant"))
        #expect(!Element.isLanguageTag("fr_FR") && !Element.isLanguageTag("French") && !Element.isLanguageTag(""))
    }

    @Test func hintIsSpokenInPlaceOfEmptyLabelAndValue() {
        let view = element("v", .UIView) {
            $0.isAccessibilityElement = true
            $0.accessibilityTraits = .button
            $0.accessibilityHint = "Opens the menu."
        }
        #expect(spoken(view) == "Opens the menu, button")
    }

    @Test func selectedAloneStillCountsAsContent() {
        let view = element("v", .UIView) {
            $0.isAccessibilityElement = true
            $0.isSelected = true
            $0.accessibilityHint = "Shows details."
        }
        #expect(spoken(view) == "selected | Shows details.")
    }

    /// A secure field reports one bullet per character as its value (AccessibilitySnapshot
    /// 5b03db8, testSwiftUITextEntry images: a SecureField holding "secret123" reads as nine
    /// bullets); VoiceOver says them as a count, never the text and never nothing.
    @Test func secureTextFieldSaysItsLengthAsItsValue() {
        let password = element("pw", .UITextField) {
            $0.placeholder = "Password"
            $0.text = "secret123"
            $0.isSecureTextEntry = true
        }
        #expect(spoken(password) == "Password, 9 characters, secure text field | Double tap to edit.")
        let one = element("pin", .UITextField) {
            $0.accessibilityLabel = "PIN"
            $0.text = "7"
            $0.isSecureTextEntry = true
        }
        #expect(spoken(one) == "PIN, 1 character, secure text field | Double tap to edit.")
    }

    @Test func emptySecureTextFieldSaysNoValue() {
        let password = element("pw", .UITextField) { $0.placeholder = "Password"; $0.isSecureTextEntry = true }
        #expect(spoken(password) == "Password, secure text field | Double tap to edit.")
    }

    @Test func secureTextFieldNeverSpeaksItsText() {
        let password = element("pw", .UITextField) {
            $0.accessibilityLabel = "Password"
            $0.text = "hunter2"
            $0.isSecureTextEntry = true
        }
        #expect(!spoken(password).contains("hunter2"))
        #expect(spoken(password) == "Password, 7 characters, secure text field | Double tap to edit.")
    }

    @Test func secureTextFieldInACombinedRowSaysItsCount() {
        let row = element("row", .UIView, children: [
            element("caption", .UILabel) { $0.text = "Password" },
            element("pw", .UITextField) { $0.text = "abc"; $0.isSecureTextEntry = true },
        ]) { $0.childBehavior = .combine }
        #expect(spoken(row) == "Password, 3 characters, secure text field | Double tap to edit.")
    }

    @Test func textFieldBeingEditedSaysIsEditing() {
        let email = element("email", .UITextField) { $0.accessibilityLabel = "Email"; $0.isEditing = true }
        #expect(spoken(email) == "Email, text field, is editing | Use the rotor to access Misspelled Words")
    }

    @Test func backButtonDropsTheLabelBack() {
        let nav = element("nav", .UINavigationBar) { $0.backTitle = "Back"; $0.title = "Profile" }
        #expect(spoken(screen(nav)) == ["back button", "Profile, heading"])
    }

    /// A back button drops a label that is "Back" in any case: AccessibilitySnapshot 5b03db8,
    /// UIAccessibility+SnapshotAdditions.swift lines 293-298 compare the lowercased label with
    /// the lowercased localized "Back".
    @Test func backButtonDropsABackLabelInAnyCase() {
        for title in ["Back", "BACK", "back", "bAcK"] {
            let nav = element("nav", .UINavigationBar) { $0.backTitle = title; $0.title = "Profile" }
            #expect(spoken(screen(nav)) == ["back button", "Profile, heading"])
        }
        let relabelled = element("nav", .UINavigationBar) {
            $0.backTitle = "Settings"
            var back = PartProperties()
            back.accessibilityLabel = "BACK"
            $0.parts["back"] = back
        }
        #expect(spoken(screen(relabelled)) == ["back button"])
    }

    @Test func backButtonKeepsALabelThatOnlyContainsBack() {
        let nav = element("nav", .UINavigationBar) { $0.backTitle = "Back to list" }
        #expect(spoken(screen(nav)) == ["Back to list, back button"])
    }

    @Test func backButtonKeepsAnyOtherLabel() {
        let nav = element("nav", .UINavigationBar) { $0.backTitle = "Settings" }
        #expect(spoken(screen(nav)) == ["Settings, back button"])
    }

    @Test func keyboardKeySaysOnlyItsLabel() {
        let key = element("q", .UIButton) { $0.title = "q"; $0.accessibilityTraits = [.button, .keyboardKey] }
        #expect(spoken(key) == "q")
    }

    @Test func spokenExamplesOfTheReference() {
        #expect(spoken(element("p", .UIButton) { $0.title = "Play" }) == "Play, button")
        #expect(spoken(element("p", .UIButton) { $0.title = "Play"; $0.isEnabled = false }) == "Play, dimmed, button")
        #expect(spoken(element("s", .UILabel) { $0.text = "Settings"; $0.accessibilityTraits = .header })
                == "Settings, heading")
        #expect(spoken(element("v", .UISlider) { $0.accessibilityLabel = "Volume"; $0.value = 0.5 })
                == "Volume, 50%, adjustable | Swipe up or down with one finger to adjust the value.")
        #expect(spoken(element("e", .UITextField) { $0.accessibilityLabel = "Email" })
                == "Email, text field | Double tap to edit.")
        #expect(spoken(element("a", .UITextField) { $0.accessibilityLabel = "Amount due"; $0.text = "14.95" })
                == "Amount due, 14.95, text field | Double tap to edit.")
    }
}
