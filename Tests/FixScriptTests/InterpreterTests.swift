import Testing
import AXModel
@testable import FixScript

@Suite struct InterpreterTests {
    @Test func elementsInsideContainersAreReached() throws {
        let screen = try applying(#"caption.accessibilityLabel = "Theme""#, to: Fixtures.darkTheme)
        #expect(screen["caption"].accessibilityLabel == "Theme")
        #expect(screen.elements[1].children[0].accessibilityLabel == "Theme")
    }

    @Test func partsCanBeReadBack() throws {
        let screen = try applying("""
            tabs.items?[1].accessibilityLabel = "Inbox"
            box.accessibilityLabel = tabs.items?[1].accessibilityLabel
            tabs.items?[0].accessibilityTraits.formSymmetricDifference([.selected, .header])
            """)
        #expect(screen["box"].accessibilityLabel == "Inbox")
        #expect(screen["tabs"].parts["0"]?.accessibilityTraits == [.button, .header])
    }

    /// `UIAccessibilityTraits` is an option set: Swift's interpolation writes its raw value.
    @Test func traitsInterpolateAsSwiftWritesThem() throws {
        let screen = try applying(#"box.accessibilityLabel = "\(button.accessibilityTraits)""#)
        #expect(screen["box"].accessibilityLabel == "UIAccessibilityTraits(rawValue: 1)")
    }

    @Test func aFailedStatementLeavesTheOthersChecked() {
        #expect(messages("""
            nope.isEnabled = false
            box.accessibilityLabel = gone.text
            tabs[7].accessibilityLabel = "x"
            """).count == 3)
    }

    @Test func adjustmentTargetsMustExist() {
        #expect(message(#"extension RatingView { override func accessibilityIncrement() { guard ghost.value < 3 else { return } } }"#)
            .hasPrefix("1:71: error: no element 'ghost' on this screen"))
    }

    @Test func emptyScreensSayTheyAreEmpty() {
        #expect(message("x.isEnabled = true", on: Screen(elements: []))
            == "1:1: error: no element 'x': this screen has no elements")
    }

    @Test func vocabularyHasEveryDialect() {
        for word in ["accessibilityLabel", "accessibilityAddTraits", ".header", ".isHeader", "UIAccessibilityTraitHeader",
                     ".combine", "accessibilityIncrement", "extension", "ib"] {
            #expect(FixScript.vocabulary.contains(word), "\(word)")
        }
    }
}
