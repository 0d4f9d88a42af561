import Testing
import AXModel
@testable import Tutor

/// A view made an accessibility element inside a subtree `accessibilityElementsHidden` hides is
/// told as a note (docs/voiceover.md VO-6.3): a learner heard nothing and was told nothing.
@Suite struct HiddenElementNotesTests {
    @Test func anElementInAHiddenSubtreeIsNoted() throws {
        let screen = try ScreenLoader.parse("""
            elements:
              - {id: tabBar, type: UITabBar, items: [A, B], accessibilityElementsHidden: true, isAccessibilityElement: true}
              - id: card
                type: UIView
                accessibilityElementsHidden: true
                children:
                  - {id: price, type: UILabel, text: "4 pounds", isAccessibilityElement: true}
              - {id: shown, type: UILabel, text: Shown, isAccessibilityElement: true}
            """, file: "s.yaml")
        #expect(HiddenElementNotes.notes(on: screen) == [
            "tabBar is an accessibility element, but its own accessibilityElementsHidden hides it and all it holds: VoiceOver "
                + "never reaches it; set tabBar.accessibilityElementsHidden = false",
            "price is an accessibility element, but accessibilityElementsHidden on card hides it and all it holds: VoiceOver "
                + "never reaches it; set card.accessibilityElementsHidden = false",
        ])
    }
}
