import Testing
import AXModel
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
            "state (the app's variables, which code in accessibilityIncrement() and accessibilityDecrement() reads and changes)",
            "    var on = true  // Bool",
            "    var rating = 3  // Int",
            "    var scale = 2.5  // Double",
            "    var unit = \"stars\"  // String",
        ])
    }
}
