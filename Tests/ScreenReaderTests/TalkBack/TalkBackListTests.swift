import Testing
@testable import ScreenReader

/// docs/talkback.md TB-2.17 and TB-2.18, positions and TalkBack's collection transitions: what is
/// said when focus comes into a list, moves between its items, stays inside one, and leaves.
@Suite struct TalkBackListTests {
    /// A heading, a list of three rows (the middle one holding two buttons), and a button after.
    static let inbox = """
          - {id: title, type: TextView, text: Inbox, accessibilityHeading: true}
          - id: messages
            type: ViewGroup
            collection: list
            children:
              - {id: m1, type: TextView, text: Lunch, clickable: true}
              - id: m2
                type: ViewGroup
                children:
                  - {id: reply, type: Button, text: Reply}
                  - {id: archive, type: Button, text: Archive}
              - {id: m3, type: TextView, text: Invoice, clickable: true}
          - {id: compose, type: Button, text: Compose}

        """

    @Test func enteringAListSaysThePositionThenInListAndItsSize() throws {
        #expect(try talkBackHeard(Self.inbox, "swipe right; swipe right") == """
            > swipe right
            Inbox, Heading
            > swipe right
            Lunch, 1 of 3, In list, 3 items
            hint: Double-tap to activate
            """)
    }

    @Test func movingWithinOneItemSaysNoPosition() throws {
        #expect(try talkBackHeard(Self.inbox, "touch reply; swipe right") == """
            > touch reply
            Reply, Button, 2 of 3, In list, 3 items
            hint: Double-tap to activate
            > swipe right
            Archive, Button
            hint: Double-tap to activate
            """)
    }

    @Test func leavingAListSaysOutOfList() throws {
        #expect(try talkBackHeard(Self.inbox, "touch m3; swipe right") == """
            > touch m3
            Invoice, 3 of 3, In list, 3 items
            hint: Double-tap to activate
            > swipe right
            Compose, Button, Out of list
            hint: Double-tap to activate
            """)
    }

    @Test func swipingBackIntoAListEntersItAgain() throws {
        #expect(try talkBackHeard(Self.inbox, "touch compose; swipe left").hasSuffix("""
            > swipe left
            Invoice, 3 of 3, In list, 3 items
            hint: Double-tap to activate
            """))
    }

    @Test func theFirstStopOfAScreenInsideAListEntersIt() throws {
        #expect(try talkBackSpoken("""
              - id: list
                type: Composable
                collection: list
                children:
                  - {id: a, type: Composable, text: Only, mergeDescendants: true}

            """) == ["Only, In list, 1 item"])
    }

    @Test func aListOfOneItemSaysNoPosition() throws {
        #expect(try talkBackSpoken("""
              - id: list
                type: ViewGroup
                collection: list
                children:
                  - {id: a, type: Button, text: Only}

            """) == ["Only, Button, In list, 1 item | Double-tap to activate"])
    }

    @Test func hiddenChildrenAreNotItems() throws {
        #expect(try talkBackSpoken("""
              - id: list
                type: ViewGroup
                collection: list
                children:
                  - {id: a, type: Button, text: One}
                  - {id: b, type: Button, text: Gone, importantForAccessibility: noHideDescendants}
                  - {id: c, type: Button, text: Two}

            """) == ["One, Button, 1 of 2, In list, 2 items | Double-tap to activate",
                     "Two, Button, 2 of 2 | Double-tap to activate"])
    }

    @Test func aColumnWithoutCollectionInfoSaysNothingOfAList() throws {
        #expect(try talkBackSpoken("""
              - id: list
                type: Composable
                children:
                  - {id: a, type: Composable, text: One, mergeDescendants: true}
                  - {id: b, type: Composable, text: Two, mergeDescendants: true}

            """) == ["One", "Two"])
    }

    @Test func readAllSaysTheListWordsAsSwipingDoes() throws {
        #expect(try talkBackHeard(Self.inbox, "read all") == """
            > read all
            Inbox, Heading
            Lunch, 1 of 3, In list, 3 items
            Reply, Button, 2 of 3
            Archive, Button
            Invoice, 3 of 3
            Compose, Button, Out of list
            """)
    }

    @Test func doubleTapExpandsAndCollapses() throws {
        #expect(try talkBackHeard("  - {id: shipping, type: Button, text: Shipping, expanded: false}\n",
                                  "swipe right; double tap; double tap") == """
            > swipe right
            collapsed, Shipping, Button
            hint: Double-tap to activate
            > double tap
            expanded
            > double tap
            collapsed
            """)
    }
}
