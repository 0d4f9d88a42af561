import Testing
import AXModel
@testable import ScreenReader

/// docs/voiceover.md section 5: controls UIKit splits into several stops.
@Suite struct ControlPartsTests {
    /// A stepper's buttons are visited as they are drawn, − then +: AccessibilitySnapshot
    /// 5b03db8, DefaultControlsTests.testStepper (value 0 in -1…1) reference images on iOS
    /// 17.5, 18.5 and 26.2 list `Decrement. Button.` then `Increment. Button.`.
    @Test func stepperButtonsAreVisitedDecrementThenIncrement() {
        let stepper = element("count", .UIStepper) { $0.minimumValue = -1; $0.maximumValue = 1; $0.value = 0 }
        #expect(order(screen(stepper)) == ["count.decrement", "count.increment"])
        #expect(spoken(screen(stepper)) == ["Decrement, button", "Increment, button"])
    }

    @Test func stepperIsTwoButtonsWithTheOneAtItsLimitDimmed() {
        let stepper = element("count", .UIStepper) { $0.value = 0 }
        #expect(order(screen(stepper)) == ["count.decrement", "count.increment"])
        #expect(spoken(screen(stepper)) == ["Decrement, dimmed, button", "Increment, button"])
    }

    @Test func stepperAtItsMaximumDimsIncrement() {
        let stepper = element("count", .UIStepper) { $0.value = 5; $0.maximumValue = 5 }
        #expect(spoken(screen(stepper)) == ["Decrement, button", "Increment, dimmed, button"])
    }

    @Test func stepperPartsTakeTheLearnersSettings() {
        let stepper = element("count", .UIStepper) {
            $0.value = 1
            var more = PartProperties()
            more.accessibilityLabel = "More tickets"
            $0.parts["increment"] = more
            var less = PartProperties()
            less.isAccessibilityElement = false
            $0.parts["decrement"] = less
        }
        #expect(spoken(screen(stepper)) == ["More tickets, button"])
    }

    @Test func stepperThatIsAnElementIsOneStop() {
        let stepper = element("count", .UIStepper) {
            $0.isAccessibilityElement = true
            $0.accessibilityLabel = "Tickets"
            $0.accessibilityValue = "2"
            $0.accessibilityTraits = .adjustable
        }
        #expect(order(screen(stepper)) == ["count"])
    }

    @Test func segmentsAreButtonsWithPositionAndTheSelectedOneSelected() {
        let range = element("range", .UISegmentedControl) {
            $0.segments = ["Day", "Week", "Month"]
            $0.selectedSegmentIndex = 1
        }
        #expect(order(screen(range)) == ["range[0]", "range[1]", "range[2]"])
        #expect(spoken(screen(range)) == ["Day, button, 1 of 3", "selected, Week, button, 2 of 3",
                                          "Month, button, 3 of 3"])
    }

    @Test func positionCountsOnlyTheSegmentsThatAreElements() {
        let range = element("range", .UISegmentedControl) {
            $0.segments = ["Day", "Week"]
            var hidden = PartProperties()
            hidden.isAccessibilityElement = false
            $0.parts["0"] = hidden
        }
        #expect(spoken(screen(range)) == ["Week, button, 1 of 1"])
    }

    @Test func tabBarItemsAreTabsWithPosition() {
        let tabs = element("tabs", .UITabBar) { $0.items = ["Home", "Search", "Library"]; $0.selectedIndex = 2 }
        #expect(order(screen(tabs)) == ["tabs[0]", "tabs[1]", "tabs[2]"])
        #expect(spoken(screen(tabs)) == ["Home, tab, 1 of 3", "Search, tab, 2 of 3", "selected, Library, tab, 3 of 3"])
    }

    @Test func tabBarBadgeIsTheItemsValueAndANumberCountsItems() {
        let tabs = element("tabs", .UITabBar) {
            $0.items = ["Item A", "Item B", "Item C", "Item D"]
            $0.badges = ["", "3", "A", "3"]
            var overridden = PartProperties()
            overridden.accessibilityValue = "Value"
            $0.parts["3"] = overridden
        }
        #expect(spoken(screen(tabs)) == ["Item A, tab, 1 of 4", "Item B, 3 items, tab, 2 of 4",
                                         "Item C, A, tab, 3 of 4", "Item D, Value, tab, 4 of 4"])
        let one = element("tabs", .UITabBar) { $0.items = ["Inbox"]; $0.badges = ["1"] }
        #expect(spoken(screen(one)) == ["Inbox, 1 item, tab, 1 of 1"])
    }

    @Test func tabBarItemsTakeTheirOwnLabelValueHintAndEnabledState() {
        let tabs = element("tabs", .UITabBar) {
            $0.items = ["Item A", "Item B", "Item C"]
            $0.selectedIndex = 1
            var dimmed = PartProperties()
            dimmed.isEnabled = false
            $0.parts["0"] = dimmed
            var described = PartProperties()
            described.accessibilityLabel = "Label"
            described.accessibilityValue = "Value"
            described.accessibilityHint = "Hint"
            $0.parts["2"] = described
        }
        #expect(spoken(screen(tabs)) == ["Item A, dimmed, tab, 1 of 3", "selected, Item B, tab, 2 of 3",
                                         "Label, Value, tab, 3 of 3 | Hint"])
    }

    /// A disabled tab (`isEnabled = false` on its item, AS TabBarViewController.swift 24-25) or
    /// segment (`setEnabled(false, forSegmentAt:)`) is dimmed and a double tap leaves the
    /// selection where it was (VO-5.14).
    @Test func aDisabledTabOrSegmentIsDimmedAndDoesNotRespond() throws {
        var off = PartProperties()
        off.isEnabled = false
        let tabs = element("tabs", .UITabBar) { $0.items = ["Home", "Inbox"]; $0.selectedIndex = 0; $0.parts["1"] = off }
        #expect(try heard(screen(tabs), "swipe right; swipe right; double tap; swipe left")
            == "> swipe right\nselected, Home, tab, 1 of 2\n> swipe right\nInbox, dimmed, tab, 2 of 2\n> double tap\n"
               + "> swipe left\nselected, Home, tab, 1 of 2")
        let layout = element("layout", .UISegmentedControl) { $0.segments = ["List", "Grid"]; $0.selectedSegmentIndex = 0; $0.parts["1"] = off }
        #expect(try heard(screen(layout), "swipe right; swipe right; double tap; swipe left")
            == "> swipe right\nselected, List, button, 1 of 2\n> swipe right\nGrid, dimmed, button, 2 of 2\n> double tap\n"
               + "> swipe left\nselected, List, button, 1 of 2")
    }

    /// A part only said to be dimmed (`.notEnabled` in the traits the app set) still responds, as
    /// a whole view so dimmed does (VO-3.5): the trait changes what VoiceOver says, not the control.
    @Test func aPartDimmedByItsTraitsAloneStillResponds() throws {
        var said = PartProperties()
        said.accessibilityTraits = [.button, .notEnabled]
        let layout = element("layout", .UISegmentedControl) { $0.segments = ["List", "Grid"]; $0.selectedSegmentIndex = 0; $0.parts["1"] = said }
        #expect(try heard(screen(layout), "swipe right; swipe right; double tap")
            == "> swipe right\nselected, List, button, 1 of 2\n> swipe right\nGrid, dimmed, button, 2 of 2\n> double tap\nselected, Grid")
    }

    @Test func disabledControlDimsEveryPart() {
        let range = element("range", .UISegmentedControl) { $0.segments = ["A"]; $0.isEnabled = false }
        #expect(spoken(screen(range)) == ["A, dimmed, button, 1 of 1"])
    }

    @Test func navigationBarHasABackButtonAndAHeadingTitle() {
        let nav = element("nav", .UINavigationBar) { $0.backTitle = "Settings"; $0.title = "Wi-Fi" }
        #expect(order(screen(nav)) == ["nav.back", "nav.title"])
        #expect(spoken(screen(nav)) == ["Settings, back button", "Wi-Fi, heading"])
    }

    @Test func tabBarItemsKeepTheirPositionWhenTheBarsTraitsAreReplaced() {
        let tabs = element("tabs", .UITabBar) { $0.items = ["Home", "Search"]; $0.accessibilityTraits = .header }
        #expect(spoken(screen(tabs)) == ["Home, tab, 1 of 2", "Search, tab, 2 of 2"])
    }

    @Test func partWithTheToggleButtonTraitIsASwitch() {
        let range = element("range", .UISegmentedControl) {
            $0.segments = ["Day", "Week"]
            var toggle = PartProperties()
            toggle.accessibilityTraits = [.button, .toggleButton]
            toggle.accessibilityValue = "1"
            $0.parts["1"] = toggle
        }
        #expect(spoken(screen(range)) == ["Day, button, 1 of 2",
                                          "Week, switch button, on, 2 of 2 | Double tap to toggle setting."])
    }
}
