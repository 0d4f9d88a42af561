import Testing
import AXModel
@testable import FixScript

/// UIKit properties go to UIKit views and SwiftUI modifiers to SwiftUI views: a mix-up is
/// refused with the spelling that view takes.
@Suite struct FrameworkCheckTests {
    /// UIKit's methods to override, named on a SwiftUI view, are told the SwiftUI action.
    @Test func aUIKitOverrideOnASwiftUIViewIsToldTheSwiftUIAction() {
        let on = Fixtures.swiftUIControls
        #expect(message("box.accessibilityPerformMagicTap()", on: on)
            == "1:5: error: 'box' is a SwiftUI view, and 'accessibilityPerformMagicTap' is a UIKit method to override in a "
                + "view's class: in SwiftUI write 'box.accessibilityAction(.magicTap) { … }'")
        #expect(message("box.accessibilityActivate = { true }", on: on).hasSuffix("write 'box.accessibilityAction { … }'"))
        #expect(message("rating.accessibilityIncrement()", on: on)
            .hasSuffix("write 'rating.accessibilityAdjustableAction { direction in … }'"))
    }

    /// A SwiftUI view written again on a UIKit screen names the UIKit view that shows its words.
    @Test func aSwiftUIViewOnAUIKitScreenNamesTheUIKitView() {
        #expect(message(#"Text("Dark Theme").accessibilityAddTraits(.isHeader)"#, on: Fixtures.darkTheme)
            == #"1:6: error: "Dark Theme" is shown by 'caption', a UILabel: this screen is UIKit, so fix it with its "#
            + "properties, as in caption.accessibilityLabel = …")
    }

    /// SwiftUI's focus state does nothing in a UIKit controller: the UIKit way is said.
    @Test func aFocusStateOnAUIKitScreenIsRefused() {
        #expect(message("@AccessibilityFocusState var isCaptionFocused: Bool", on: Fixtures.darkTheme)
            .hasPrefix("1:1: error: @AccessibilityFocusState is SwiftUI's, and this screen is UIKit"))
    }

    @Test func aUIKitPropertyOnASwiftUIViewIsRefusedWithTheModifier() {
        #expect(message("cell.isAccessibilityElement = false", on: Fixtures.swiftUIControls)
            == "1:6: error: 'cell' is a SwiftUI Text, and 'isAccessibilityElement' is UIKit's: use "
                + ".accessibilityHidden(true) on a SwiftUI Text — did you mean 'cell.accessibilityHidden(true)'?")
        #expect(message(#"img.accessibilityLabel = "Favourite""#, on: Fixtures.swiftUIControls)
            == "1:5: error: 'img' is a SwiftUI Image, and 'accessibilityLabel' is UIKit's: use "
                + #".accessibilityLabel("Favourite") on a SwiftUI Image — did you mean 'img.accessibilityLabel("Favourite")'?"#)
        #expect(message("cell.accessibilityTraits.insert(.header)", on: Fixtures.swiftUIControls)
            == "1:6: error: 'cell' is a SwiftUI Text, and 'accessibilityTraits' is UIKit's: use "
                + ".accessibilityAddTraits(.isHeader) on a SwiftUI Text — did you mean 'cell.accessibilityAddTraits(.isHeader)'?")
        #expect(message("button.isEnabled = false", on: Fixtures.swiftUIControls)
            == "1:8: error: 'button' is a SwiftUI Button, and 'isEnabled' is UIKit's: use .disabled(true) on a "
                + "SwiftUI Button — did you mean 'button.disabled(true)'?")
        #expect(message("box.isAccessibilityElement = true", on: Fixtures.swiftUIControls)
            == "1:5: error: 'box' is a SwiftUI VStack, and 'isAccessibilityElement' is UIKit's: use "
                + ".accessibilityElement(children: .combine) on a SwiftUI VStack — did you mean "
                + "'box.accessibilityElement(children: .combine)'?")
        #expect(message("box.accessibilityElements = [img, cell]", on: Fixtures.swiftUIControls)
            == "1:5: error: 'box' is a SwiftUI VStack, and 'accessibilityElements' is UIKit's: a SwiftUI VStack "
                + "has no such property: VoiceOver reads a SwiftUI view's children in the order they are written")
    }

    @Test func aUIKitExtensionOnASwiftUIViewIsRefused() {
        #expect(message("extension rating { override func accessibilityIncrement() { value += 1 } }",
                        on: Fixtures.swiftUIControls)
            == "1:11: error: 'rating' is a SwiftUI HStack, and 'accessibilityIncrement()' is UIKit's: use "
                + ".accessibilityAdjustableAction { direction in … } on a SwiftUI HStack")
    }

    @Test func aSwiftUIModifierOnAUIKitViewIsRefusedWithTheProperty() {
        // A plain view already keeps its children apart: what `.contain` adds in UIKit is the named group.
        #expect(message("box.accessibilityElement(children: .contain)").hasSuffix(
            "to name the group, as a labelled .contain does: box.accessibilityContainerType = .semanticGroup"))
        // One modifier that makes two changes is one problem when its view is missing, said once.
        #expect(messages("list.accessibilityElement(children: .contain)").count == 1)
        #expect(message("img.accessibilityHidden(true)")
            == "1:5: error: 'img' is a UIImageView, a UIKit view, and SwiftUI modifiers are for SwiftUI views: in "
                + "UIKit write img.accessibilityElementsHidden = true, which hides what it holds too (or "
                + "img.isAccessibilityElement = false for the view alone)")
        // `.accessibilityHidden(false)` shows again what was hidden: making a container an element would hide its children.
        #expect(message("img.accessibilityHidden(false)")
            == "1:5: error: 'img' is a UIImageView, a UIKit view, and SwiftUI modifiers are for SwiftUI views: in "
                + "UIKit show it and what it holds again: img.accessibilityElementsHidden = false")
        #expect(message(#"button.accessibilityLabel("Play episode")"#)
            == "1:8: error: 'button' is a UIButton, a UIKit view, and SwiftUI modifiers are for SwiftUI views: in "
                + #"UIKit set the property: button.accessibilityLabel = "Play episode""#)
        #expect(message("cell.accessibilityAddTraits(.isHeader)")
            == "1:6: error: 'cell' is a UITableViewCell, a UIKit view, and SwiftUI modifiers are for SwiftUI views: "
                + "in UIKit insert the trait: cell.accessibilityTraits.insert(.header)")
        #expect(message("box.accessibilityElement(children: .combine)")
            == "1:5: error: 'box' is a UIView, a UIKit view, and SwiftUI modifiers are for SwiftUI views: in UIKit "
                + "make the container one element, box.isAccessibilityElement = true, and give it an "
                + "accessibilityLabel")
    }

    /// Each framework's own spelling applies; a SwiftUI view may hold a UIKit view and each
    /// takes its own.
    @Test func eachFrameworksOwnSpellingApplies() throws {
        let swiftUI = try applying("cell.accessibilityHidden(true)", to: Fixtures.swiftUIControls)
        #expect(swiftUI["cell"].accessibilityElementsHidden)
        let uikit = try applying("img.isAccessibilityElement = false")
        #expect(uikit["img"].isAccessibilityElement == false)
        let mixed = try applying("stepper.accessibilityLabel = \"Apples\"\ncounter.accessibilityElement(children: .contain)",
                                 to: Fixtures.swiftUICounter)
        #expect(mixed["stepper"].accessibilityLabel == "Apples")
        #expect(mixed["counter"].childBehavior == .contain)
    }
}
