import AXModel
import Testing
@testable import ScreenReader

/// Custom actions on both readers (docs/voiceover.md VO-8.1 to VO-8.3, docs/talkback.md TB-7.1
/// and TB-7.2): what is said about them, how one is chosen, and what performing it does.
@Suite struct CustomActionsTests {
    /// A message row with two actions: Archive does nothing heard, Delete announces.
    private var inbox: Screen {
        screen(element("title", .UILabel) { $0.text = "Inbox"; $0.accessibilityTraits = .header },
               element("row", .UIView) {
                   $0.isAccessibilityElement = true
                   $0.accessibilityLabel = "Message from Ana"
                   $0.accessibilityHint = "Opens the message."
                   $0.customActions = [CustomAction(name: "Archive"),
                                       CustomAction(name: "Delete", effects: [.announce(.string("Message deleted"))])]
               })
    }

    @Test func actionsAvailableFollowsTheHint() {
        #expect(spoken(inbox) == ["Inbox, heading", "Message from Ana | Opens the message. Actions available"])
        let plain = element("row", .UIView) {
            $0.isAccessibilityElement = true
            $0.accessibilityLabel = "Message from Ana"
            $0.customActions = [CustomAction(name: "Delete")]
        }
        #expect(spoken(plain) == "Message from Ana | Actions available")
        let bare = element("row", .UIView) {
            $0.isAccessibilityElement = true
            $0.customActions = [CustomAction(name: "Delete")]
        }
        #expect(spoken(bare) == "Actions available", "said in the description's place when there is nothing else")
    }

    @Test func swipeUpAndDownMoveThroughTheActions() throws {
        #expect(try heard(inbox, "swipe right; swipe right; swipe down; swipe down; swipe down; swipe up; swipe up; swipe up") == """
            > swipe right
            Inbox, heading
            > swipe right
            Message from Ana
            hint: Opens the message. Actions available
            > swipe down
            Archive
            > swipe down
            Delete
            > swipe down
            Activate
            > swipe up
            Delete
            > swipe up
            Archive
            > swipe up
            Activate
            """, "the list cycles: past the last action comes Activate again")
    }

    @Test func anAdjustableStopReachesItsActionsWithTheActionsRotor() throws {
        let slider = screen(element("volume", .UISlider) {
            $0.accessibilityLabel = "Volume"
            $0.value = 0.5
            $0.customActions = [CustomAction(name: "Mute", effects: [.announce(.string("Muted"))])]
        })
        #expect(try heard(slider, "swipe right; swipe down; rotor actions; swipe down; double tap") == """
            > swipe right
            Volume, 50%, adjustable
            hint: Swipe up or down with one finger to adjust the value. Actions available
            > swipe down
            40%
            > rotor actions
            actions
            > swipe down
            Mute
            > double tap
            Muted
            """)
    }

    @Test func doubleTapPerformsTheChosenAction() throws {
        #expect(try heard(inbox, "swipe right; swipe right; swipe down; swipe down; double tap; swipe up; swipe up; double tap") == """
            > swipe right
            Inbox, heading
            > swipe right
            Message from Ana
            hint: Opens the message. Actions available
            > swipe down
            Archive
            > swipe down
            Delete
            > double tap
            Message deleted
            > swipe up
            Archive
            > swipe up
            Activate
            > double tap
            """)
        // Moving focus forgets the chosen action: a double tap back on the row activates it.
        #expect(try heard(inbox, "swipe right; swipe right; swipe down; swipe down; swipe left; swipe right; double tap")
            .hasSuffix("> double tap"))
    }

    @Test func aHandlerChangesTheScreenAndItsStateAsItRuns() throws {
        var screen = inbox
        screen.state["unread"] = StateVariable(value: .number(3), kind: .int)
        screen.modify("row") {
            $0.customActions = [CustomAction(name: "Mark as read", effects: [
                .addToVariable("unread", amount: -1),
                .set(target: "title", property: "text", to: .interpolation([.string("Inbox, "), .variable("unread"), .string(" unread")])),
                .announce(.interpolation([.variable("unread"), .string(" unread")])),
            ])]
        }
        #expect(try heard(screen, "swipe right; swipe right; swipe down; double tap; double tap; swipe left") == """
            > swipe right
            Inbox, heading
            > swipe right
            Message from Ana
            hint: Opens the message. Actions available
            > swipe down
            Mark as read
            > double tap
            2 unread
            > double tap
            1 unread
            > swipe left
            Inbox, 1 unread, heading
            """)
    }

    @Test func combineOffersTheChildrensActions() throws {
        let card = screen(element("card", .VStack, children: [
            element("headline", .Text) {
                $0.text = "Why cities plant trees"
                $0.customActions = [CustomAction(name: "Share", effects: [.announce(.string("Shared"))])]
            },
            element("source", .Text) { $0.text = "6 min read" },
        ]) {
            $0.childBehavior = .combine
            $0.customActions = [CustomAction(name: "Archive", effects: [.announce(.string("Archived"))])]
        })
        #expect(try heard(card, "swipe right; swipe down; swipe down; double tap; swipe up; double tap") == """
            > swipe right
            Why cities plant trees, 6 min read
            hint: Actions available
            > swipe down
            Archive
            > swipe down
            Share
            > double tap
            Shared
            > swipe up
            Archive
            > double tap
            Archived
            """)
    }

    // MARK: TalkBack

    private let androidRow = """
          - id: list
            type: ViewGroup
            customActions: [Archive]
            children:
              - {id: row, type: ViewGroup, clickable: true, contentDescription: Message from Ana, customActions: [{name: Delete, announce: Message deleted}]}
              - {id: other, type: TextView, text: Lunch}

        """

    @Test func theUsageHintSaysThatActionsAreAvailable() throws {
        #expect(try talkBackSpoken(androidRow) == [
            "Message from Ana | Double-tap to activate, Actions available, use Tap with 3 fingers to view",
            "Lunch",
        ])
        #expect(try talkBackSpoken("  - {id: a, type: TextView, text: Hi, customActions: [Share]}\n")
                == ["Hi | Actions available, use Tap with 3 fingers to view"])
        #expect(try talkBackSpoken("  - {id: a, type: Button, text: Hi, enabled: false, customActions: [Share]}\n")
                == ["Hi, Button, disabled"], "a disabled node has no hint at all")
    }

    @Test func theActionsMenuPerformsTheChosenAction() throws {
        #expect(try talkBackHeard(androidRow, "swipe right; actions menu Delete; actions menu delete; swipe down") == """
            > swipe right
            Message from Ana
            hint: Double-tap to activate, Actions available, use Tap with 3 fingers to view
            > actions menu Delete
            Message deleted
            > actions menu delete
            Message deleted
            > swipe down
            """)
        // A node without actions of its own lists its nearest ancestor's.
        let session = TalkBack().play(try Gesture.parseList("swipe right; swipe right"),
                                      in: ReaderSession(screen: try androidScreen(androidRow))).session
        #expect(session.focusedID == "other")
        #expect(TalkBack().actionNames(in: session) == ["Archive"])
        #expect(throws: (any Error).self) { try Gesture.parseList("actions menu Delete", on: .ios) }
    }

    @Test func announceForAccessibilitySpeaksAndFocusStays() throws {
        var screen = try androidScreen(androidRow)
        screen.modify("row") {
            $0.customActions = [CustomAction(name: "Delete", effects: [
                .set(target: "row", property: "visibility", to: .string("gone")),
                .announce(.string("Message deleted")), .returns(true),
            ])]
        }
        #expect(TalkBack().play(try Gesture.parseList("swipe right; actions menu Delete; swipe right; swipe left", on: .android),
                                on: screen).text == """
            > swipe right
            Message from Ana
            hint: Double-tap to activate, Actions available, use Tap with 3 fingers to view
            > actions menu Delete
            Message deleted
            > swipe right
            Lunch
            > swipe left
            """)
    }

    /// Android sends no event from a view that is not shown: an announcement sent by a row the
    /// same action hid just before is not heard; sent before hiding it, or by a view still shown, it is.
    @Test func anAnnouncementFromAViewNoLongerShownIsNotSent() throws {
        let hide = Effect.set(target: "self", property: "visibility", to: .string("gone"))
        func spoken(_ effects: [Effect]) throws -> String {
            var screen = try androidScreen(androidRow)
            screen.modify("row") { $0.customActions = [CustomAction(name: "Delete", effects: effects + [.returns(true)])] }
            return TalkBack().play(try Gesture.parseList("swipe right; actions menu Delete", on: .android), on: screen).text
        }
        let announced = Effect.spelled(.announcedBy("self"), [.announce(.string("Message deleted"))])
        #expect(try !spoken([hide, announced]).contains("Message deleted"))
        #expect(try spoken([announced, hide]).contains("> actions menu Delete\nMessage deleted"))
        #expect(try spoken([hide, .spelled(.announcedBy("other"), [.announce(.string("Message deleted"))])])
            .contains("> actions menu Delete\nMessage deleted"))
    }
}
