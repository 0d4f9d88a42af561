import AXModel
import ScreenReader
import Testing
@testable import FixScript

/// Compose's `expand { }` and `collapse { }`: the action a node offers says its state, and
/// `if (open) collapse { … } else expand { … }` offers the one the app's Boolean calls for, made
/// again when a click changes it (docs/talkback.md TB-2.4, TB-4.5).
@Suite struct ComposeExpandTests {
    private var screen: Screen {
        get throws {
            try ScreenLoader.parse("""
                platform: android
                state: {open: false, count: 0}
                elements:
                  - {id: header, type: Composable, text: Shipping, clickable: true, onActivate: {toggle: open}}
                """, file: "s.yaml")
        }
    }

    private func heard(_ fix: String) throws -> String {
        TalkBack().play(try Gesture.parseList("swipe right; double tap; double tap", on: .android),
                        on: try applying(fix, to: try screen)).text
    }

    @Test func anIfOfferingTheActionTheStateCallsForFollowsTheClick() throws {
        let expected = """
            > swipe right
            collapsed, Shipping
            hint: Double-tap to activate
            > double tap
            expanded
            > double tap
            collapsed
            """
        #expect(try heard("header.modifier = Modifier.semantics { if (open) collapse { open = false; true } else expand { open = true; true } }")
            == expected)
        #expect(try heard("""
            header.modifier = Modifier.semantics {
                if (!open) {
                    expand { open = true; true }
                } else {
                    collapse { open = false; true }
                }
            }
            """) == expected)
    }

    /// A lone `expand { }` is a constant: Compose offers it whatever the click changes, so
    /// TalkBack keeps saying collapsed (the model followed the click before, a wrong fix passed).
    @Test func aLoneExpandStaysCollapsedAfterAClick() throws {
        #expect(try heard("header.modifier = Modifier.semantics { expand { open = true; true } }") == """
            > swipe right
            collapsed, Shipping
            hint: Double-tap to activate
            > double tap
            collapsed
            > double tap
            collapsed
            """)
    }

    /// `stateDescription = if (open) "Open" else "Closed"`: Kotlin's value choice, made again when
    /// the Boolean changes; without `else` it is told.
    @Test func aValueChoiceFollowsTheAppsBoolean() throws {
        #expect(try heard(#"header.modifier = Modifier.semantics { stateDescription = if (open) "Open" else "Closed" }"#)
            == """
            > swipe right
            Closed, Shipping
            hint: Double-tap to activate
            > double tap
            Open
            > double tap
            Closed
            """, "the focused node's new state is said after the click (TB-6.3)")
        let fixed = try applying(#"header.modifier = Modifier.semantics { stateDescription = if (!open) "Closed" else "Open" }"#,
                                 to: try screen)
        #expect(fixed["header"].android.stateDescription == "Closed")
        #expect(message(#"header.modifier = Modifier.semantics { stateDescription = if (open) "Open" }"#, on: try screen)
            .hasPrefix("1:76: error: expected 'else' and the other value"))
    }

    @Test func aChoiceIsReadAsTheSamePropertyOnBothSides() throws {
        let statements = try FixScript.parse("header.modifier = Modifier.semantics { if (open) collapse { true } else expand { true } }",
                                             file: nil, platform: .android).filter { $0.change != .replaceModifier }
        #expect(statements.map(\.change) == [
            .set(property: "expanded", value: .choice(.state("open", SourceLocation(line: 1, column: 44)),
                                                      then: .constant(.bool(true)), otherwise: .constant(.bool(false)))),
        ])
    }

    /// `expand`'s and `collapse`'s action is `(() -> Boolean)?`: a lambda that ends in an
    /// assignment (no expression in Kotlin) does not compile; a learner's was accepted.
    @Test func anActionLambdaEndingInAnAssignmentIsRefused() throws {
        let screen = try screen
        #expect(message("header.modifier = Modifier.semantics { if (open) collapse { open = false } else expand { open = true; true } }",
                        on: screen)
            == "1:74: error: the lambda returns whether the action was performed: end it with 'true' (or 'false'), its last expression")
        #expect(messages("header.modifier = Modifier.semantics {\n    expand {\n        open = true\n        true\n    }\n}", on: screen)
            .isEmpty)
    }

    @Test func aChoiceWithoutElseOrOnAnotherNameIsToldWhatToWrite() throws {
        let screen = try screen
        #expect(message("header.modifier = Modifier.semantics { if (open) collapse { true } }", on: screen)
            == "1:68: error: expected 'else' and the other side: without it the node has no such setting while the condition "
            + "is false; write both, as in if (open) collapse { … } else expand { … }, found '}'")
        #expect(message("header.modifier = Modifier.semantics { if (open) collapse { true } else heading() }", on: screen)
            == "1:73: error: expected the same property on both sides of 'if', as in if (open) collapse { … } else "
            + "expand { … }, found 'heading'")
        #expect(message("header.modifier = Modifier.semantics { if (opn) collapse { true } else expand { true } }", on: screen)
            .hasPrefix("1:44: error: "))
        #expect(message("header.modifier = Modifier.semantics { if (opn) collapse { true } else expand { true } }", on: screen)
            .contains("did you mean 'open'?"))
        #expect(message("header.modifier = Modifier.semantics { if (count) collapse { true } else expand { true } }", on: screen)
            .hasPrefix("1:44: error: 'count' is an Int"))
    }
}
