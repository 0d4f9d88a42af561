import Testing
import AXModel
@testable import ScreenReader

/// docs/voiceover.md section 7: what VoiceOver says for SwiftUI's own views.
@Suite struct SwiftUIViewsTests {
    @Test func stacksAreNotElementsAndTheirChildrenReadInOrder() {
        for stack in [ElementType.VStack, .HStack, .ZStack, .Group, .Form, .NavigationStack] {
            let page = screen(element("page", stack, children: [
                element("name", .Text) { $0.text = "John Doe" },
                element("inner", .HStack, children: [element("state", .Text) { $0.text = "Online" }]),
            ]))
            #expect(spoken(page) == ["John Doe", "Online"], "\(stack)")
        }
    }

    @Test func aListSaysNoListStartOrPosition() {
        let list = screen(element("fruit", .List, children: [
            element("apple", .Text) { $0.text = "Apple" }, element("pear", .Text) { $0.text = "Pear" },
        ]))
        #expect(spoken(list) == ["Apple", "Pear"])
    }

    @Test func textIsStaticTextLabelledByItsText() {
        #expect(spoken(element("title", .Text) { $0.text = "Section Header" }) == "Section Header")
        #expect(VoiceOver().focusStops(of: screen(element("title", .Text) { $0.text = "A" })).first?.traits
                == .staticText)
    }

    @Test func imageIsAnElementNamedByItsAsset() {
        #expect(spoken(element("gear", .Image) { $0.image = "gear" }) == "gear, image")
        #expect(spoken(element("star", .Image) { $0.image = "star.fill"; $0.accessibilityLabel = "Favorite" })
                == "Favorite, image")
    }

    @Test func decorativeImageIsNoElement() {
        let page = screen(element("title", .Text) { $0.text = "Lisbon" },
                          element("wave", .Image) { $0.image = "wave_divider"; $0.decorative = true })
        #expect(spoken(page) == ["Lisbon"])
    }

    @Test func labelReadsItsTitle() {
        #expect(spoken(element("profile", .Label) { $0.title = "Profile"; $0.image = "person.circle" }) == "Profile")
    }

    @Test func buttonIsNamedByItsLabel() {
        #expect(spoken(element("delete", .SwiftUIButton) { $0.title = "Delete" }) == "Delete, button")
    }

    @Test func imageOnlySwiftUIButtonIsNamedByItsAsset() {
        #expect(spoken(element("delete", .SwiftUIButton) { $0.image = "trash" }) == "trash, button")
        #expect(spoken(element("mic", .SwiftUIButton) { $0.image = "mic.fill"; $0.accessibilityLabel = "Microphone" })
                == "Microphone, button")
    }

    /// VO-7.5: a Button whose label is several views is one element, their words joined, with
    /// the button's trait alone (an image inside says no "image").
    @Test func aButtonWhoseLabelIsSeveralViewsReadsThemAsOne() {
        let tile = screen(element("tile", .SwiftUIButton, children: [
            element("icon", .Image) { $0.image = "basket"; $0.decorative = true },
            element("star", .Image) { $0.image = "star"; $0.accessibilityLabel = "Favourite" },
            element("caption", .Text) { $0.text = "Add to cart" },
        ]))
        #expect(spoken(tile) == ["Favourite, Add to cart, button"])
        #expect(spoken(element("tile", .SwiftUIButton, children: [element("caption", .Text) { $0.text = "Add" }]) {
            $0.accessibilityLabel = "Add to cart"
        }) == "Add to cart, button")
    }

    @Test func toggleIsASwitchNamedByItsTitle() {
        #expect(spoken(element("dark", .Toggle) { $0.title = "Dark Theme"; $0.isOn = true })
                == "Dark Theme, switch button, on | Double tap to toggle setting.")
        #expect(spoken(element("dark", .Toggle) { $0.title = "Dark Theme" })
                == "Dark Theme, switch button, off | Double tap to toggle setting.")
        #expect(spoken(element("mode", .Toggle) { $0.title = "Mode"; $0.accessibilityValue = "Automatic" })
                == "Mode, switch button, Automatic | Double tap to toggle setting.")
    }

    @Test func toggleFlipsOnDoubleTap() throws {
        let page = screen(element("dark", .Toggle) { $0.title = "Dark Theme" })
        #expect(try heard(page, "swipe right; double tap") == """
            > swipe right
            Dark Theme, switch button, off
            hint: Double tap to toggle setting.
            > double tap
            on
            """)
    }

    /// VO-7.12: `.disabled(true)` on a stack dims the controls inside it, which then do nothing;
    /// their own state cannot undo it; text inside is read as it is.
    @Test func disabledReachesTheControlsInsideAView() throws {
        let page = screen(element("card", .VStack, children: [
            element("frozen", .Text) { $0.text = "Card frozen" },
            element("dark", .Toggle) { $0.title = "Dark Theme" },
        ]) { $0.isEnabled = false })
        #expect(spoken(page) == ["Card frozen", "Dark Theme, dimmed, switch button, off"])
        #expect(try heard(page, "swipe right; swipe right; double tap").hasSuffix("> double tap"))
    }

    @Test func segmentedPickerReadsItsOptionsAsSegments() {
        let page = screen(element("sort", .Picker) { $0.title = "Sort by"; $0.segments = ["Date", "Name"]; $0.selectedSegmentIndex = 1 })
        #expect(spoken(page) == ["Date, button, 1 of 2", "selected, Name, button, 2 of 2"])
        let hidden = screen(element("sort", .Picker) { $0.segments = ["Date"]; $0.accessibilityElementsHidden = true })
        #expect(spoken(hidden).isEmpty)
    }

    @Test func segmentedPickerSelectsTheOptionDoubleTapped() throws {
        let page = screen(element("sort", .Picker) { $0.segments = ["Date", "Name"]; $0.selectedSegmentIndex = 1 })
        #expect(try heard(page, "swipe right; double tap; swipe right") == """
            > swipe right
            Date, button, 1 of 2
            > double tap
            selected, Date
            > swipe right
            Name, button, 2 of 2
            """)
    }

    @Test func sliderIsAdjustableWithAPercentageOfItsRange() {
        #expect(spoken(element("volume", .Slider) { $0.value = 0.4 })
                == "40%, adjustable | Swipe up or down with one finger to adjust the value.")
        #expect(spoken(element("volume", .Slider) { $0.value = 30; $0.maximumValue = 120; $0.accessibilityLabel = "Volume" })
                == "Volume, 25%, adjustable | Swipe up or down with one finger to adjust the value.")
    }

    @Test func swiftUISliderMovesTenPercent() throws {
        let page = screen(element("volume", .Slider) { $0.value = 0.5 })
        #expect(try heard(page, "swipe right; swipe up; swipe down; swipe down").hasSuffix("""
            > swipe up
            60%
            > swipe down
            50%
            > swipe down
            40%
            """))
    }

    @Test func emptyTextFieldIsNamedByItsTitle() {
        #expect(spoken(element("email", .TextField) { $0.title = "SwiftUI Text Field" })
                == "SwiftUI Text Field, text field | Double tap to edit.")
    }

    @Test func filledTextFieldReadsOnlyItsText() {
        #expect(spoken(element("email", .TextField) { $0.title = "SwiftUI Text Field"; $0.text = "Value in Text Field" })
                == "Value in Text Field, text field | Double tap to edit.")
    }

    @Test func secureFieldReadsItsLength() {
        #expect(spoken(element("password", .SecureField) { $0.title = "Password" })
                == "Password, secure text field | Double tap to edit.")
        #expect(spoken(element("password", .SecureField) { $0.title = "Password"; $0.text = "secret123" })
                == "9 characters, secure text field | Double tap to edit.")
    }

    @Test func sectionHeaderIsAHeadingBeforeItsRowsAndFooterAfter() {
        let list = screen(element("accounts", .List, children: [
            element("mine", .Section, children: [
                element("checking", .Text) { $0.text = "Checking" },
                element("savings", .Text) { $0.text = "Savings" },
            ]) { $0.header = "Accounts"; $0.footer = "Tap an account to view details" },
        ]))
        #expect(spoken(list) == ["Accounts, heading", "Checking", "Savings", "Tap an account to view details"])
        #expect(order(list) == ["mine.header", "checking", "savings", "mine.footer"])
    }

    /// VO-7.10: higher sort priorities first among the elements of one level, equals in on-screen
    /// order; a `.contain` container is one unit of its level, sorted inside; a plain stack is no level.
    @Test func sortPriorityOrdersTheElementsOfALevel() {
        let page = screen(
            element("card", .VStack, children: [
                element("name", .Text) { $0.text = "Lisbon" },
                element("price", .Text) { $0.text = "From 89 euros"; $0.sortPriority = 1 },
            ]) { $0.childBehavior = .contain },
            element("row", .HStack, children: [
                element("note", .Text) { $0.text = "Taxes included" },
                element("badge", .Text) { $0.text = "Deal"; $0.sortPriority = 3 },
            ]),
            element("title", .Text) { $0.text = "Trips"; $0.sortPriority = 2 },
            element("footer", .Text) { $0.text = "Prices may change"; $0.sortPriority = -1 }
        )
        #expect(order(page) == ["badge", "title", "price", "name", "note", "footer"])
        #expect(order(screen(element("a", .Text) { $0.text = "A" }, element("b", .Text) { $0.text = "B" })) == ["a", "b"])
    }

    /// docs/voiceover.md VO-7.10: a list container is a level of its own; its items are sorted
    /// inside it and stay together, and its first and last marks go with the stops sorted first
    /// and last.
    @Test func sortPriorityInsideAListKeepsTheListTogetherAndItsMarksAtItsEdges() throws {
        let page = screen(
            element("heading", .Text) { $0.text = "Stops" },
            element("stops", .VStack, children: [
                element("first", .Text) { $0.text = "Main Street" },
                element("second", .Text) { $0.text = "Harbour" },
                element("next", .Text) { $0.text = "Next: Park Lane"; $0.sortPriority = 1 },
            ]) { $0.accessibilityContainerType = .list },
            element("footer", .Text) { $0.text = "Timetable"; $0.sortPriority = 2 }
        )
        #expect(order(page) == ["footer", "heading", "next", "first", "second"])
        let heard = try heard(page, "swipe right; swipe right; swipe right; swipe right; swipe right")
        #expect(heard.contains("Next: Park Lane, list start"))
        #expect(heard.contains("Harbour, list end"))
        #expect(!heard.contains("Main Street, list start"))
    }
}
