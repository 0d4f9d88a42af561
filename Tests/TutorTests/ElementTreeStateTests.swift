import Testing
import AXModel
import FixScript
@testable import Tutor

/// `show` names an element's class (what an `extension` names) and lists the screen's state.
@Suite struct ElementTreeStateTests {
    @Test func showListsTheClassAndTheState() throws {
        let screen = try ScreenLoader.parse("""
            state: {rating: 3, scale: 2.5, unit: stars, on: true}
            elements:
              - {id: row, type: UIView, class: RatingView}
            """, file: "s.yaml")
        #expect(ElementTree.lines(screen) == [
            "row (RatingView: UIView)",
            "    accessibilityTraits: []",
            "    isAccessibilityElement: false",
            "state (the app's variables, which the code in a fix reads and changes)",
            "    var on = true  // Bool",
            "    var rating = 3  // Int",
            "    var scale = 2.5  // Double",
            "    var unit = \"stars\"  // String",
        ])
    }
}

/// `show` lists a tab bar's items and a segmented control's segments, and what a fix set on
/// each, named as UIKit reaches them (a tab bar's `selectedItem`, not a controller's
/// `selectedIndex`; an item's `badgeValue`).
@Suite struct ElementTreePartsTests {
    @Test func showListsTheItemsAndWhatAFixSetOnThem() throws {
        var screen = try ScreenLoader.parse("""
            elements:
              - {id: tabs, type: UITabBar, items: [Home, ""], selectedIndex: 0, badges: ["", "3"]}
              - {id: layout, type: UISegmentedControl, segments: ["", Week], selectedSegmentIndex: 1}
            """, file: "s.yaml")
        var library = PartProperties()
        library.accessibilityLabel = "Library"
        var list = PartProperties()
        list.accessibilityLabel = "List"
        screen.modify("tabs") { $0.parts["1"] = library }
        screen.modify("layout") { $0.parts["0"] = list }
        #expect(ElementTree.lines(screen) == [
            "tabs (UITabBar)",
            "    accessibilityTraits: [.tabBar]",
            "    isAccessibilityElement: false",
            "    items (their titles): [\"Home\", \"\"]",
            "    selectedItem: items?[0]",
            "    items?[1].badgeValue: \"3\"",
            "    items?[1].accessibilityLabel: \"Library\"",
            "layout (UISegmentedControl)",
            "    accessibilityTraits: []",
            "    isAccessibilityElement: false",
            "    segments (their titles): [\"\", \"Week\"]",
            "    selectedSegmentIndex: 1",
            "    imageForSegment(at: 0)?.accessibilityLabel: \"List\"",
        ])
    }
}

/// `show` lists what the app does beyond a static screen: actions, code on events, live regions.
@Suite struct ElementTreeBehaviourTests {
    /// A label no one set, read from an image's file name, is said to be one (a learner read it as set).
    @Test func aLabelReadFromAnImagesNameIsSaidToBeNoneSet() throws {
        let screen = try ScreenLoader.parse("elements:\n  - {id: photo, type: UIImageView, image: IMG_4021, isAccessibilityElement: true}\n"
            + "  - {id: named, type: UIImageView, image: IMG_4022, isAccessibilityElement: true, accessibilityLabel: Beach}\n",
            file: "s.yaml")
        let lines = ElementTree.lines(screen)
        #expect(lines.contains(#"    accessibilityLabel: "IMG_4021"  (none set: VoiceOver reads its image's name)"#))
        #expect(lines.contains(#"    accessibilityLabel: "Beach""#))
    }

    /// A switch's own value, `"0"` or `"1"`, is said beside it as the word VoiceOver says (VO-1.9).
    @Test func aSwitchsOwnValueIsSaidAsItsWord() throws {
        let screen = try ScreenLoader.parse("elements:\n  - {id: wifi, type: UISwitch, isOn: true}\n"
            + "  - {id: calls, type: Toggle, title: Calls, isOn: false}\n",
            file: "s.yaml")
        let lines = ElementTree.lines(screen)
        #expect(lines.contains(#"    accessibilityValue: "1"  (the switch's own value: VoiceOver says on)"#))
        #expect(lines.contains(#"    accessibilityValue: "0"  (the switch's own value: VoiceOver says off)"#))
    }

    /// A direct touch area's options are listed as each framework writes them (VO-3.4).
    @Test func directTouchOptionsAreListed() throws {
        let screen = try ScreenLoader.parse("elements:\n"
            + "  - {id: pad, type: UIView, isAccessibilityElement: true, accessibilityTraits: [allowsDirectInteraction], "
            + "accessibilityDirectTouchOptions: [requiresActivation]}\n"
            + "  - {id: keys, type: ZStack, isAccessibilityElement: true, accessibilityTraits: [allowsDirectInteraction], "
            + "accessibilityDirectTouchOptions: [silentOnTouch, requiresActivation]}\n", file: "s.yaml")
        let lines = ElementTree.lines(screen)
        #expect(lines.contains("    accessibilityDirectTouchOptions: .requiresActivation"))
        #expect(lines.contains("    accessibilityDirectTouch(options:): [.silentOnTouch, .requiresActivation]"))
    }

    /// An android list is listed as one, as a brief that names it says (`collection: list`).
    @Test func anAndroidListIsListed() throws {
        let screen = try ScreenLoader.parse("platform: android\nelements:\n  - id: queue\n    type: ViewGroup\n    collection: list\n"
            + "    children:\n      - {id: row, type: TextView, text: Lighthouses}\n", file: "s.yaml")
        #expect(ElementTree.lines(screen).contains("    collection: list  // a RecyclerView or LazyColumn: its items are counted and placed"))
    }

    @Test func showListsActionsHandlersAndLiveRegions() throws {
        var screen = try ScreenLoader.parse("""
            elements:
              - {id: card, type: VStack, childBehavior: combine, customActions: [Archive, Share]}
              - {id: save, type: UIButton, title: Save}
            """, file: "s.yaml")
        screen.modify("save") { $0.handlers = [EventHandler(event: "touchUpInside", effects: [])] }
        #expect(ElementTree.lines(screen) == [
            "card (VStack)",
            "    accessibilityElement(children:): .combine",
            "    accessibilityAction(named:): [\"Archive\", \"Share\"]",
            "save (UIButton)",
            "    accessibilityLabel: \"Save\"",
            "    accessibilityTraits: [.button]",
            "    isAccessibilityElement: true",
            "    title(for: .normal): \"Save\"",
            "    addAction: for: .touchUpInside",
        ])
        let android = try ScreenLoader.parse("""
            platform: android
            elements:
              - {id: toast, type: TextView, text: Saved, visibility: gone, accessibilityLiveRegion: polite}
            """, file: "a.yaml")
        #expect(ElementTree.lines(android) == [
            "toast (TextView)",
            "    text: \"Saved\"",
            "    visibility: gone",
            "    accessibilityLiveRegion: polite",
        ])
    }
}

/// `show` lists custom content and a focus state with the view bound to it (docs/voiceover.md
/// VO-8.4, VO-8.12).
@Suite struct ElementTreeContentAndFocusTests {
    @Test func showListsCustomContentAndFocusState() throws {
        var screen = try ScreenLoader.parse("""
            elements:
              - {id: photo, type: Image, customContent: [{label: Breed, value: beagle, importance: high}]}
            """, file: "s.yaml")
        screen.state["isPhotoFocused"] = StateVariable(value: .bool(false), kind: .bool, isAccessibilityFocus: true)
        screen.modify("photo") { $0.accessibilityFocusBinding = "isPhotoFocused" }
        let lines = ElementTree.lines(screen)
        #expect(lines.contains("    accessibilityFocused: ($isPhotoFocused)"))
        #expect(lines.contains(#"    accessibilityCustomContent(_:_:): ("Breed", "beagle", importance: .high)"#))
        let uikit = try ScreenLoader.parse("""
            elements:
              - {id: row, type: UIView, class: FlightRow, customContent: [{label: Gate, value: B12}, {label: Status, value: Late, importance: high}]}
            """, file: "s.yaml")
        #expect(ElementTree.lines(uikit).contains(#"    accessibilityCustomContent: [AXCustomContent(label: "Gate", value: "B12"), "#
            + #"AXCustomContent(label: "Status", value: "Late") importance .high]"#))
        #expect(lines.last == "    @AccessibilityFocusState var isPhotoFocused: Bool  // false now")
    }
}

/// `show` speaks SwiftUI to a SwiftUI view: its traits by SwiftUI's names, and the modifiers
/// that stand for UIKit's flags (issue 16, point 3).
@Suite struct ElementTreeSwiftUITests {
    @Test func aSwiftUIViewIsListedInSwiftUIsWords() throws {
        let screen = try ScreenLoader.parse("""
            elements:
              - {id: title, type: Text, text: Sign in, accessibilityTraits: [header]}
              - {id: errorText, type: Text, text: Wrong password, isHidden: true}
              - {id: send, type: Button, accessibilityLabel: Send, isEnabled: false}
              - {id: sheet, type: VStack, accessibilityViewIsModal: true, accessibilityElementsHidden: true}
            """, file: "s.yaml")
        let lines = ElementTree.lines(screen)
        #expect(lines.contains("    traits: [.isHeader]"))
        #expect(lines.contains("    traits: [.isButton]"), "dimmed by .disabled(true), not by a trait")
        #expect(lines.contains("    .hidden()"))
        #expect(lines.contains("    disabled: true"))
        #expect(lines.contains("    accessibilityHidden: true"))
        #expect(lines.contains { $0.contains(".isModal") })
        #expect(!lines.contains { $0.contains("accessibilityTraits") || $0.contains("isAccessibilityElement") || $0.contains("isHidden") })
        // A Button runs its action closure; a tap gesture is what another view is given.
        let tapped = try FixScript.apply("Button(\"Send\") { }\ntitle.onTapGesture { }", to: screen, file: nil)
        let shown = ElementTree.lines(tapped)
        #expect(shown.contains("    action: { … }"))
        #expect(shown.filter { $0.contains("onTapGesture") }.count == 1)
    }

    /// A plain view has no isSelected: its selection is shown as the trait UIKit code sets.
    @Test func aPlainViewsSelectionIsShownAsItsTrait() throws {
        let screen = try ScreenLoader.parse("""
            elements:
              - {id: tile, type: UIView, isAccessibilityElement: true, accessibilityTraits: [button], isSelected: true}
              - {id: star, type: UIButton, title: Star, isSelected: true}
            """, file: "s.yaml")
        let lines = ElementTree.lines(screen)
        #expect(lines.contains("    accessibilityTraits: [.button, .selected]"))
        #expect(lines.filter { $0 == "    isSelected: true" }.count == 1, "only the button, a control, has isSelected")
    }
}

/// A navigation bar's title is an element of its own, read as a heading: `show` says so beside
/// it, as the bar's own traits say nothing of it (an instructor read them as a contradiction).
@Suite struct ElementTreeNavigationBarTests {
    @Test func aNavigationBarsTitleIsSaidToBeItsOwnHeading() throws {
        let screen = try ScreenLoader.parse("elements:\n  - {id: bar, type: UINavigationBar, title: Accounts}\n", file: "s.yaml")
        #expect(ElementTree.lines(screen).contains("    topItem?.title: \"Accounts\"  (its own element: VoiceOver reads it as a heading)"))
    }
}

/// `show` says what the app does when an element is activated: a `Link` written again must open
/// the same address, which a learner could not see before passing.
@Suite struct ElementTreeActivationTests {
    @Test func showSaysWhatAnActivationDoes() throws {
        let screen = try ScreenLoader.parse("""
            elements:
              - id: terms
                type: Text
                text: Terms
                onActivate: {openURL: "https://example.com/terms"}
            """, file: "s.yaml")
        #expect(ElementTree.lines(screen).last == "    when activated, the app: opens https://example.com/terms")
        #expect(Activation.announce("Saved").words == "announces \"Saved\"")
    }
}
