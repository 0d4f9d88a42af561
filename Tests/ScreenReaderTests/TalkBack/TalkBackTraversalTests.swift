import AXModel
import Testing
@testable import ScreenReader

/// The order the app gives TalkBack: a View's `accessibilityTraversalBefore` / `After`
/// (docs/talkback.md TB-1.11) and Compose's `isTraversalGroup` / `traversalIndex` (TB-1.12).
@Suite struct TalkBackTraversalTests {
    func ids(_ elements: String) throws -> [String] {
        TalkBack().focusStops(of: try androidScreen(elements)).map(\.id)
    }

    // MARK: TB-1.11

    @Test func aViewWithTraversalBeforeIsVisitedJustBeforeTheViewItNames() throws {
        #expect(try ids("""
              - {id: title, type: TextView, text: Settings}
              - {id: save, type: Button, text: Save}
              - {id: name, type: EditText, text: Ada, accessibilityTraversalBefore: save}

            """) == ["title", "name", "save"])
    }

    @Test func aViewWithTraversalAfterIsVisitedJustAfterTheViewItNames() throws {
        #expect(try ids("""
              - {id: help, type: Button, text: Help, accessibilityTraversalAfter: email}
              - {id: email, type: EditText, text: ada@example.com}
              - {id: send, type: Button, text: Send}

            """) == ["email", "help", "send"])
    }

    /// The view moves with what it holds, and the view it names keeps its own children after it.
    @Test func aMovedViewTakesItsChildrenAlong() throws {
        #expect(try ids("""
              - {id: intro, type: TextView, text: Intro}
              - id: footer
                type: ViewGroup
                accessibilityTraversalBefore: intro
                children:
                  - {id: terms, type: TextView, text: Terms}
                  - {id: privacy, type: TextView, text: Privacy}

            """) == ["terms", "privacy", "intro"])
    }

    /// TalkBack leaves a view where it is when the move would put it under itself, or when the
    /// view it names is not on the screen TalkBack reads (gone).
    @Test func aMoveThatCannotBeMadeChangesNothing() throws {
        #expect(try ids("""
              - id: card
                type: ViewGroup
                accessibilityTraversalAfter: price
                children:
                  - {id: name, type: TextView, text: Lamp}
                  - {id: price, type: TextView, text: "£20"}
              - {id: buy, type: Button, text: Buy, accessibilityTraversalBefore: banner}
              - {id: banner, type: TextView, text: Sale, visibility: gone}
              - {id: more, type: Button, text: More}

            """) == ["name", "price", "buy", "more"])
    }

    // MARK: TB-1.12

    @Test func aSmallerTraversalIndexComesFirst() throws {
        #expect(try ids("""
              - {id: content, type: Composable, text: Inbox}
              - {id: bar, type: Composable, text: Top bar, traversalIndex: -1}
              - {id: fab, type: Composable, text: Compose, clickable: true, traversalIndex: 1}
              - {id: footer, type: Composable, text: 3 unread}

            """) == ["bar", "content", "footer", "fab"])
    }

    /// Android's example: two columns read one after the other, not row by row, once each
    /// column is a traversal group; inside a group the index orders its own nodes only.
    @Test func aTraversalGroupIsVisitedWholeAndOrdersItsOwnNodes() throws {
        #expect(try ids("""
              - id: left
                type: Composable
                isTraversalGroup: true
                traversalIndex: 1
                children:
                  - {id: leftTop, type: Composable, text: This sentence is in}
                  - {id: leftBottom, type: Composable, text: the left column., traversalIndex: -1}
              - id: right
                type: Composable
                isTraversalGroup: true
                children:
                  - {id: rightTop, type: Composable, text: This sentence is}
                  - {id: rightBottom, type: Composable, text: on the right.}

            """) == ["rightTop", "rightBottom", "leftBottom", "leftTop"])
    }

    /// Outside a nested group, nodes at any depth are peers; an index on a node TalkBack does
    /// not focus changes nothing.
    @Test func indexesAreComparedAmongPeersOnly() throws {
        #expect(try ids("""
              - id: row
                type: Composable
                traversalIndex: -5
                children:
                  - {id: first, type: Composable, text: First}
                  - {id: second, type: Composable, text: Second, traversalIndex: -1}
              - {id: third, type: Composable, text: Third}

            """) == ["second", "first", "third"])
    }
}
