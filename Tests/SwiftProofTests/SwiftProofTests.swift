import Testing

/// The proof itself finds syntax errors, at the piece's own line, in both contexts.
@Suite struct SwiftProofTests {
    @Test func aStatementWithAPlaceholderIsAnError() {
        let errors = SwiftProof.errors(in: "row.isAccessibilityElement = true\nrow.accessibilityAdjustableAction { direction in … }",
                                       context: .statements, origin: "piece")
        #expect(errors.first?.hasPrefix("piece:2: error: ") == true)
    }

    @Test func aModifierWithWordsInsideIsAnError() {
        let errors = SwiftProof.errors(in: "// the view row\n.accessibility… (set value to 3 on the view itself)",
                                       context: .modifiers, origin: "piece")
        #expect(errors.first?.hasPrefix("piece:2: error: ") == true)
    }

    @Test func validStatementsModifiersAndExtensionsParse() {
        #expect(SwiftProof.errors(in: "tabs.items?[1].accessibilityLabel = \"Inbox\"\nrow.accessibilityTraits.remove(.button)",
                                  context: .statements, origin: "piece") == [])
        #expect(SwiftProof.errors(in: "// the view row\n.accessibilityRemoveTraits(.isButton)\n.accessibilityHidden(true)",
                                  context: .modifiers, origin: "piece") == [])
        #expect(SwiftProof.errors(in: "extension RatingView {\n    override func accessibilityIncrement() { value += 1 }\n}",
                                  context: .statements, origin: "piece") == [])
    }
}
