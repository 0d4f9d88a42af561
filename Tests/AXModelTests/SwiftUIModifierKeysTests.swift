import Testing
@testable import AXModel

/// `childBehavior` and `headingLevel`: what `.accessibilityElement(children:)` and
/// `.accessibilityHeading(_:)` leave on a SwiftUI view, written in a screen (docs/voiceover.md
/// VO-4.5, VO-4.6, VO-6.4).
@Suite struct SwiftUIModifierKeysTests {
    @Test func childBehaviorAndHeadingLevelLoadOnSwiftUIViews() throws {
        let screen = try ScreenLoader.parse("""
            elements:
              - id: card
                type: VStack
                childBehavior: combine
                children:
                  - {id: title, type: Text, text: Recipes, accessibilityTraits: [header], headingLevel: 2}
            """, file: nil)
        #expect(screen.element("card")?.childBehavior == .combine)
        #expect(screen.element("title")?.headingLevel == 2)
    }

    @Test func theyAreSwiftUIKeysAndTheirValuesAreChecked() {
        #expect {
            _ = try ScreenLoader.parse("""
                elements:
                  - {id: row, type: UIView, childBehavior: combine}
                  - {id: card, type: VStack, childBehavior: merge}
                  - {id: title, type: Text, text: Hi, headingLevel: 7}
                """, file: "s.yaml")
        } throws: { error in
            let messages = Diagnostics.items(in: error).map(\.rendered)
            return messages.count == 3
                && messages[0] == "s.yaml:2:29: error: 'childBehavior' does not apply to a UIView: only Text, Image, "
                    + "Label, Button, Toggle, Slider, Picker, TextField, SecureField, HStack, VStack, ZStack, Group, List, Form, "
                    + "Section and NavigationStack have it"
                && messages[1] == "s.yaml:3:45: error: unknown childBehavior 'merge': expected one of combine, ignore, contain"
                && messages[2] == "s.yaml:4:53: error: 'headingLevel': expected 1 to 6 (.h1 … .h6), found 7"
        }
    }
}
