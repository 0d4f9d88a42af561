import AXModel
import Testing
@testable import ScreenReader

/// Which nodes TalkBack focuses: actionable ones and text not read by a focusable ancestor.
@Suite struct TalkBackFocusOrderTests {
    func ids(_ elements: String) throws -> [String] {
        TalkBack().focusStops(of: try androidScreen(elements)).map(\.id)
    }

    @Test func textIsFocusedOnItsOwn() throws {
        #expect(try ids("  - {id: a, type: TextView, text: Hello}\n  - {id: b, type: TextView}\n") == ["a"])
    }

    @Test func anImageNeedsAContentDescription() throws {
        #expect(try ids("""
              - {id: decorative, type: ImageView}
              - {id: logo, type: ImageView, contentDescription: Logo}

            """) == ["logo"])
    }

    /// An actionable node with nothing to say is `Unlabelled`, TalkBack's own English string
    /// (google/talkback 26a27dc, strings_compositor.xml line 210): an image without a
    /// description says it in its state's place (NonTextViewsDescription.java lines 70-90),
    /// before `Button` for a clickable image (Role.java lines 264-267).
    @Test func actionableNodeWithNothingToSayIsUnlabeled() throws {
        #expect(try talkBackSpoken("  - {id: play, type: ImageButton}\n") == ["Unlabelled, Button | Double-tap to activate"])
        #expect(try talkBackSpoken("  - {id: play, type: ImageView, clickable: true}\n")
                == ["Unlabelled, Button | Double-tap to activate"])
        #expect(try talkBackSpoken("  - {id: play, type: ImageButton, contentDescription: Play}\n")
                == ["Play, Button | Double-tap to activate"])
    }

    @Test func aClickableComposableImageWithNoTextIsUnlabelledButton() throws {
        #expect(try talkBackSpoken("  - {id: play, type: Composable, role: Image, clickable: true}\n")
                == ["Unlabelled, Button | Double-tap to activate"])
    }

    /// A clickable Composable with no role reaches TalkBack as an `android.view.View`, which
    /// has no role word: TalkBack says `Unlabelled` alone (AccessibilityNodeFeedbackUtils.java
    /// lines 260-309).
    @Test func aClickableComposableWithNoRoleAndNoTextIsUnlabelled() throws {
        #expect(try talkBackSpoken("  - {id: more, type: Composable, clickable: true}\n")
                == ["Unlabelled | Double-tap to activate"])
        #expect(try talkBackSpoken("  - {id: more, type: TextView, clickable: true}\n")
                == ["Unlabelled | Double-tap to activate"])
    }

    @Test func aNodeWithARoleWordOrAStateIsNotUnlabelled() throws {
        // A Button without text has the role word `Button`, and TalkBack says only that.
        #expect(try talkBackSpoken("  - {id: a, type: Button}\n") == ["Button | Double-tap to activate"])
        #expect(try talkBackSpoken("  - {id: a, type: Composable, role: Button}\n") == ["Button | Double-tap to activate"])
        // A check box has its state; a role description is a role word.
        #expect(try talkBackSpoken("  - {id: a, type: CheckBox}\n") == ["not checked, Check box | Double-tap to toggle"])
        #expect(try talkBackSpoken("  - {id: a, type: ViewGroup, clickable: true, roleDescription: Chip}\n")
                == ["Chip | Double-tap to activate"])
        // A disabled role-less node needs no label.
        #expect(try talkBackSpoken("  - {id: a, type: Composable, clickable: true, disabled: true}\n") == ["disabled"])
    }

    @Test func aDisabledImageButtonIsStillUnlabelled() throws {
        #expect(try talkBackSpoken("  - {id: play, type: ImageButton, enabled: false}\n") == ["Unlabelled, Button, disabled"])
    }

    @Test func aFocusableImageWithoutADescriptionIsUnlabelledImage() throws {
        #expect(try talkBackSpoken("  - {id: chart, type: ImageView, focusable: true}\n") == ["Unlabelled, Image"])
    }

    @Test func screenReaderFocusableGroupReadsItsChildrenAsOne() throws {
        #expect(try talkBackSpoken("""
              - id: field
                type: ViewGroup
                screenReaderFocusable: true
                children:
                  - {id: label, type: TextView, text: Name}
                  - {id: value, type: TextView, text: Jane}

            """) == ["Name, Jane"])
    }

    @Test func aFocusableChildKeepsItsOwnStop() throws {
        #expect(try talkBackSpoken("""
              - id: row
                type: ViewGroup
                clickable: true
                children:
                  - {id: caption, type: TextView, text: Dark theme}
                  - {id: toggle, type: Switch}

            """) == ["Dark theme | Double-tap to activate", "Off, Switch | Double-tap to toggle"])
    }

    @Test func aContainerWithNothingToSayIsSkipped() throws {
        #expect(try ids("""
              - id: row
                type: ViewGroup
                clickable: true
                children:
                  - {id: ok, type: Button, text: OK}

            """) == ["ok"])
    }

    @Test func importantForAccessibilityNoHidesOnlyTheNode() throws {
        #expect(try ids("""
              - {id: hidden, type: TextView, text: Decoration, importantForAccessibility: no}
              - id: layout
                type: ViewGroup
                importantForAccessibility: no
                children:
                  - {id: inner, type: TextView, text: Still read}

            """) == ["inner"])
    }

    @Test func noHideDescendantsHidesTheWholeBranch() throws {
        #expect(try ids("""
              - id: layout
                type: ViewGroup
                importantForAccessibility: noHideDescendants
                children:
                  - {id: inner, type: Button, text: Gone}
              - {id: after, type: Button, text: Shown}

            """) == ["after"])
    }

    @Test func hiddenChildrenAreNotReadByTheGroup() throws {
        #expect(try talkBackSpoken("""
              - id: row
                type: ViewGroup
                screenReaderFocusable: true
                children:
                  - {id: a, type: TextView, text: Price}
                  - {id: b, type: TextView, text: "*", importantForAccessibility: no}
                  - {id: c, type: TextView, text: 12 euros}

            """) == ["Price, 12 euros"])
    }

    @Test func composeMergeDescendantsMakesOneStop() throws {
        #expect(try talkBackSpoken("""
              - id: card
                type: Composable
                mergeDescendants: true
                children:
                  - {id: title, type: Composable, text: Hiking}
                  - {id: date, type: Composable, text: Saturday}
                  - {id: more, type: Composable, role: Button, contentDescription: More options}

            """) == ["Hiking, Saturday", "More options, Button | Double-tap to activate"])
    }

    @Test func composeToggleableNodeWithASwitchRole() throws {
        #expect(try talkBackSpoken("""
              - id: row
                type: Composable
                role: Switch
                toggleableState: on
                children:
                  - {id: label, type: Composable, text: Wi-Fi}

            """) == ["On, Wi-Fi, Switch | Double-tap to toggle"])
    }

    @Test func composeRoleAloneGivesNoCheckedState() throws {
        #expect(try talkBackSpoken("  - {id: save, type: Composable, role: Checkbox, contentDescription: Save}\n")
                == ["Save, Check box | Double-tap to activate"])
        #expect(try talkBackSpoken("""
              - {id: save, type: Composable, role: Checkbox, toggleableState: off, contentDescription: Save}

            """) == ["not checked, Save, Check box | Double-tap to toggle"])
    }

    @Test func composeDisabledNode() throws {
        #expect(try talkBackSpoken("  - {id: a, type: Composable, role: Button, text: Pay, disabled: true}\n")
                == ["Pay, Button, disabled"])
    }

    @Test func aLabelsTextStaysItsOwnStop() throws {
        #expect(try ids("  - {id: l, type: TextView, text: Email, labelFor: e}\n  - {id: e, type: EditText}\n") == ["l", "e"])
    }

    @Test func clearAndSetSemanticsLeavesNothingBelowTheNode() throws {
        var screen = try androidScreen("""
              - id: chats
                type: Composable
                contentDescription: 3 chats
                mergeDescendants: true
                children:
                  - {id: a, type: Composable, text: Priya, mergeDescendants: true}
                  - {id: b, type: Composable, text: Tom, role: Button}

            """)
        screen.modify("chats") { $0.android.clearsDescendants = true }
        #expect(TalkBack().announcements(of: screen).map(\.speech) == ["3 chats"])
    }

    /// The clear takes the node's own text too (Compose collapses a node's modifiers from the
    /// innermost, a Text's own semantics, outward, and starts afresh at the clear): a title
    /// cleared with only `heading()` in the braces has nothing left to say, and no stop.
    @Test func clearAndSetSemanticsClearsTheNodesOwnText() throws {
        var screen = try androidScreen("""
              - {id: title, type: Composable, text: Ingredients}
              - {id: rice, type: Composable, text: 300 g risotto rice}
              - {id: state, type: Composable, text: Wi-Fi}

            """)
        screen.modify("title") { $0.android.clearsDescendants = true; $0.android.accessibilityHeading = true }
        screen.modify("state") { $0.android.clearsDescendants = true; $0.android.stateDescription = "On" }
        #expect(TalkBack().announcements(of: screen).map(\.speech) == ["300 g risotto rice", "On"])
    }
}

/// Seed 004's grouping: a `screenReaderFocusable` layout around a label and a field that no
/// longer takes focus reads both in one stop.
@Suite struct TalkBackGroupingTests {
    @Test func aGroupedLabelAndField() throws {
        #expect(try talkBackSpoken("""
              - id: group
                type: ViewGroup
                screenReaderFocusable: true
                children:
                  - {id: label, type: TextView, text: First name}
                  - {id: field, type: EditText, hint: Jane, focusable: false, clickable: false}

            """) == ["First name, Jane"])
    }

    @Test func aFieldThatIsStillClickableKeepsItsOwnStop() throws {
        #expect(try talkBackSpoken("""
              - id: group
                type: ViewGroup
                screenReaderFocusable: true
                children:
                  - {id: label, type: TextView, text: First name}
                  - {id: field, type: EditText, hint: Jane, focusable: false}

            """) == ["First name", "Jane, Edit box | Double-tap to edit text"])
    }
}
