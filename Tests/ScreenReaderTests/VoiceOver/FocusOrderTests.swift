import Testing
import AXModel
@testable import ScreenReader

/// docs/voiceover.md section 4: what can be focused, and in what order.
@Suite struct FocusOrderTests {
    let title = element("title", .UILabel) { $0.text = "Title" }
    let body = element("body", .UILabel) { $0.text = "Body" }

    @Test func elementsInOnScreenOrder() {
        #expect(order(screen(title, body)) == ["title", "body"])
    }

    @Test func accessibilityElementsSetsTheContainersOrder() {
        let box = element("box", .UIView, children: [title, body]) { $0.accessibilityElements = ["body", "title"] }
        #expect(order(screen(box)) == ["body", "title"])
    }

    @Test func accessibilityElementsLeavesOutUnlistedAndUnknownIdsAndRepeats() {
        let box = element("box", .UIView, children: [title, body]) {
            $0.accessibilityElements = ["body", "nothing", "body"]
        }
        #expect(order(screen(box)) == ["body"])
    }

    @Test func nonElementWithoutChildrenIsSkipped() {
        let decoration = element("line", .UIImageView) { $0.image = "divider" }
        #expect(order(screen(title, decoration, body)) == ["title", "body"])
    }

    @Test func hiddenElementsAreSkipped() {
        let gone = element("gone", .UIButton) { $0.title = "Gone"; $0.isHidden = true }
        #expect(order(screen(title, gone, body)) == ["title", "body"])
    }

    @Test func everythingUnderAccessibilityElementsHiddenIsSkipped() {
        let box = element("box", .UIView, children: [title]) { $0.accessibilityElementsHidden = true }
        #expect(order(screen(box, body)) == ["body"])
    }

    @Test func containerThatIsAnElementSwallowsItsChildren() {
        let row = element("row", .UIView, children: [title, body]) {
            $0.isAccessibilityElement = true
            $0.accessibilityLabel = "Row"
        }
        #expect(order(screen(row)) == ["row"])
        #expect(spoken(screen(row)) == ["Row"])
    }

    @Test func shouldGroupAccessibilityChildrenKeepsChildrenTogetherInOrder() {
        let group = element("group", .UIView, children: [title, body]) { $0.shouldGroupAccessibilityChildren = true }
        let after = element("after", .UILabel) { $0.text = "After" }
        #expect(order(screen(group, after)) == ["title", "body", "after"])
    }

    @Test func combineJoinsLabelsAndMergesTraits() {
        let row = element("row", .UIView, children: [
            element("caption", .UILabel) { $0.text = "Dark Theme" },
            element("toggle", .UISwitch) { $0.isOn = false },
        ]) { $0.childBehavior = .combine }
        #expect(order(screen(row)) == ["row"])
        #expect(spoken(screen(row)) == ["Dark Theme, switch button, off | Double tap to toggle setting."])
    }

    @Test func combineJoinsSeveralLabelsWithCommas() {
        let card = element("card", .UIView, children: [
            element("name", .UILabel) { $0.text = "Ada" },
            element("role", .UILabel) { $0.text = "Engineer" },
        ]) { $0.childBehavior = .combine }
        #expect(spoken(screen(card)) == ["Ada, Engineer"])
    }

    @Test func combineKeepsTheContainersOwnLabel() {
        let card = element("card", .UIView, children: [element("name", .UILabel) { $0.text = "Ada" }]) {
            $0.childBehavior = .combine
            $0.accessibilityLabel = "Profile"
        }
        #expect(spoken(screen(card)) == ["Profile"])
    }

    @Test func ignoreMakesOneElementOfTheContainerAlone() {
        let card = element("card", .UIView, children: [element("name", .UILabel) { $0.text = "Ada" }]) {
            $0.childBehavior = .ignore
            $0.accessibilityLabel = "Profile"
            $0.accessibilityTraits = .button
        }
        #expect(spoken(screen(card)) == ["Profile, button"])
    }

    @Test func containKeepsChildrenSeparate() {
        let card = element("card", .UIView, children: [title, body]) {
            $0.childBehavior = .contain
            $0.isAccessibilityElement = true
        }
        #expect(order(screen(card)) == ["title", "body"])
    }

    @Test func modalViewMakesOnlyItsSubtreeReachable() {
        let alert = element("alert", .UIView, children: [
            element("message", .UILabel) { $0.text = "Delete?" },
            element("ok", .UIButton) { $0.title = "OK" },
        ]) { $0.accessibilityViewIsModal = true }
        #expect(order(screen(title, alert, body)) == ["message", "ok"])
    }

    /// `accessibilityViewIsModal` hides the modal view's siblings, not the whole screen:
    /// Apple's documentation of the property (C modal inside B does not hide A, B's sibling)
    /// and AccessibilitySnapshot 5b03db8, AccessibilityHierarchyParser.swift lines 853-860.
    @Test func modalViewHidesOnlyItsSiblings() {
        let sheet = element("sheet", .UIView, children: [element("ok", .UIButton) { $0.title = "OK" }]) {
            $0.accessibilityViewIsModal = true
        }
        let list = element("list", .UILabel) { $0.text = "Inbox" }
        // The sheet sits inside the content's container: only `list`, its sibling, is hidden;
        // `title`, outside that container, stays reachable.
        let content = element("content", .UIView, children: [list, sheet])
        #expect(order(screen(title, content)) == ["title", "ok"])
        // Added beside the container, the sheet hides all of it.
        #expect(order(screen(element("content", .UIView, children: [title, list]), sheet)) == ["ok"])
        // A modal view deep inside hides nothing outside its own parent.
        let card = element("card", .UIView, children: [element("inner", .UIView, children: [sheet])])
        #expect(order(screen(title, card, body)) == ["title", "ok", "body"])
    }

    @Test func theLastOfTwoModalSiblingsWins() {
        let first = element("first", .UIView, children: [element("a", .UIButton) { $0.title = "A" }]) {
            $0.accessibilityViewIsModal = true
        }
        let second = element("second", .UIView, children: [element("b", .UIButton) { $0.title = "B" }]) {
            $0.accessibilityViewIsModal = true
        }
        #expect(order(screen(title, first, second)) == ["b"])
    }

    @Test func modalViewThatIsItselfAnElementIsTheOnlyStopAmongItsSiblings() {
        let alert = element("alert", .UIView) {
            $0.isAccessibilityElement = true
            $0.accessibilityLabel = "Saved"
            $0.accessibilityViewIsModal = true
        }
        #expect(spoken(screen(title, alert, body)) == ["Saved"])
    }

    @Test func hiddenModalViewDoesNotTrapFocus() {
        let alert = element("alert", .UIView, children: [element("ok", .UIButton) { $0.title = "OK" }]) {
            $0.accessibilityViewIsModal = true
            $0.isHidden = true
        }
        #expect(order(screen(title, alert)) == ["title"])
    }

    @Test func elementsInsideATabBarContainerAreTabsWithPosition() {
        let bar = element("bar", .UIView, children: [
            element("home", .UIButton) { $0.title = "Home"; $0.isSelected = true },
            element("search", .UIButton) { $0.title = "Search" },
        ]) { $0.accessibilityTraits = .tabBar }
        #expect(spoken(screen(bar)) == ["selected, Home, tab, 1 of 2", "Search, tab, 2 of 2"])
    }

    @Test func interfaceBuilderUncheckedUserInteractionEnabledReadsDimmed() {
        let name = TraitName.all.first { $0.interfaceBuilder == "User Interaction Enabled" }
        let view = element("v", .UIButton) { $0.title = "Pay"; $0.accessibilityTraits = [.button, name?.trait ?? []] }
        #expect(spoken(view) == "Pay, dimmed, button")
    }
}

/// UIKit builds a custom cell's label from the views inside it.
@Suite struct CellLabelTests {
    @Test func cellWithoutTextReadsItsSubviewsLabels() {
        let cell = element("cell", .UITableViewCell, children: [
            element("name", .UILabel) { $0.text = "Ada Lovelace" },
            element("role", .UILabel) { $0.text = "Engineer" },
        ]) { $0.accessoryType = .disclosureIndicator }
        #expect(spoken(screen(cell)) == ["Ada Lovelace, Engineer, button"])
    }

    @Test func cellTextWins() {
        let cell = element("cell", .UITableViewCell, children: [element("x", .UILabel) { $0.text = "Inner" }]) {
            $0.text = "General"
        }
        #expect(spoken(screen(cell)) == ["General"])
    }
}
