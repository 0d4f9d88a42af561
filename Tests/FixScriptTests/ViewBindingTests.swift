import Testing
import AXModel
@testable import FixScript

/// `if let item = tabBar.items?[2] { … }` at the top of a fix (a learner's was refused): the
/// screen's view and its parts are always there, so the block is read with the expression in
/// place of the name.
@Suite struct ViewBindingTests {
    @Test func aBoundPartIsThePartItself() throws {
        let bound = try FixScript.parse("""
            if let item = tabs.items?[1] {
                item.accessibilityLabel = "Inbox"
            }
            if let image = segments.imageForSegment(at: 0) { image.accessibilityLabel = "List" } else { print("none") }
            """, file: nil)
        let written = try FixScript.parse("""
            tabs.items?[1].accessibilityLabel = "Inbox"
            segments.imageForSegment(at: 0)?.accessibilityLabel = "List"
            """, file: nil)
        #expect(bound.map(\.change) == written.map(\.change))
        #expect(bound.map(\.target.spelled) == written.map(\.target.spelled))
    }

    @Test func aValueThatMayBeNilIsToldToBeWrittenWhereItIsUsed() {
        #expect(message(#"if let text = img.accessibilityLabel { img.accessibilityHint = text }"#).hasPrefix(
            "1:15: error: the tutor reads 'if let' over a view or a control's part"))
        #expect(message(#"if let item = tabs.items?[1], item.isEnabled { item.accessibilityLabel = "x" }"#).hasPrefix(
            "1:29: error: expected '{' and the statements that use 'item'"))
        #expect(message(#"if let item = tabs.items?[1] { item.accesibilityLabel = "x" }"#)
            == "1:37: error: unknown property 'accesibilityLabel' — did you mean 'accessibilityLabel'?")
    }
}
