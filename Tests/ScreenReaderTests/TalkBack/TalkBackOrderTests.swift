import Testing
@testable import ScreenReader

/// docs/talkback.md section 2: a test for each part of the main utterance, numbered `ruleN` in
/// the order the parts are said.
@Suite struct TalkBackOrderTests {
    @Test func rule1SelectedComesFirst() throws {
        #expect(try talkBackSpoken("  - {id: home, type: Button, text: Home, selected: true}\n")
                == ["selected, Home, Button | Double-tap to activate"])
    }

    @Test func rule2StateWordsComeBeforeTheName() throws {
        #expect(try talkBackSpoken("""
              - {id: a, type: CheckBox, text: Terms}
              - {id: b, type: RadioButton, text: Small, checked: true}
              - {id: c, type: Switch, text: Wi-Fi}
              - {id: d, type: ProgressBar, contentDescription: Upload, progress: 25}

            """) == [
                "not checked, Terms, Check box | Double-tap to toggle",
                "checked, Small, Radio button | Double-tap to toggle",
                "Off, Wi-Fi, Switch | Double-tap to toggle",
                "25%, Upload, Progress bar",
            ])
    }

    @Test func rule2StateDescriptionReplacesTheStateWords() throws {
        #expect(try talkBackSpoken("""
              - {id: a, type: Switch, text: Wi-Fi, checked: true, stateDescription: Connected}
              - {id: b, type: SeekBar, contentDescription: Volume, progress: 40, stateDescription: Quiet}

            """) == [
                "Connected, Wi-Fi, Switch | Double-tap to toggle",
                "Quiet, Volume, Slider | \"Swipe up\" or \"Swipe down\" to adjust",
            ])
    }

    /// An empty `stateDescription` is none: the checked state is said (TB compositor's
    /// `!$node.stateDescription` test, which an empty string passes).
    @Test func anEmptyStateDescriptionLeavesTheStateWords() throws {
        #expect(try talkBackSpoken("""
              - {id: a, type: CheckBox, text: Remember me, checked: false, stateDescription: ""}

            """) == ["not checked, Remember me, Check box | Double-tap to toggle"])
    }

    @Test func rule3ContentDescriptionIsTheNameBeforeText() throws {
        #expect(try talkBackSpoken("""
              - {id: a, type: Button, text: X, contentDescription: Close}
              - {id: b, type: ImageView, contentDescription: Company logo}
              - {id: c, type: EditText, text: Jane, contentDescription: First name}

            """) == [
                "Close, Button | Double-tap to activate",
                "Company logo, Image",
                "First name, Edit box | Double-tap to edit text",
            ])
    }

    @Test func rule3AnEditTextsNameIsItsText() throws {
        #expect(try talkBackSpoken("  - {id: a, type: EditText, text: Jane}\n")
                == ["Jane, Edit box | Double-tap to edit text"])
    }

    @Test func rule4RoleWords() throws {
        #expect(try talkBackSpoken("""
              - {id: a, type: ImageButton, contentDescription: Play}
              - {id: b, type: ImageView, contentDescription: Play, clickable: true}
              - {id: c, type: Spinner, entries: [Small, Medium], selection: 1}
              - {id: d, type: TextView, text: Terms, roleDescription: Link, clickable: true}
              - {id: e, type: Composable, text: Photos, role: Tab, selected: true}
              - {id: f, type: Button, text: Account, accessibilityHeading: true}

            """) == [
                "Play, Button | Double-tap to activate",
                "Play, Button | Double-tap to activate",
                "Medium, Drop down list | Double-tap to change",
                "Terms, Link | Double-tap to activate",
                "selected, Photos, Tab",
                "Account, Button, Heading | Double-tap to activate",
            ])
    }

    /// TalkBack has no word of its own for a tab, but Compose's `Role.Tab` and Material's
    /// `TabLayout` set the role description `Tab`, which a screen writes as `roleDescription`.
    @Test func composeRoleTabAndTabLayoutTabsSayTab() throws {
        #expect(try talkBackSpoken("""
              - {id: a, type: Composable, text: Library, role: Tab}
              - {id: b, type: TextView, text: Profile, clickable: true, roleDescription: Tab}

            """) == ["Library, Tab | Double-tap to activate", "Profile, Tab | Double-tap to activate"])
    }

    @Test func rule4NoBuiltInLinkOrTab() throws {
        #expect(try talkBackSpoken("  - {id: a, type: TextView, text: Terms, clickable: true}\n")
                == ["Terms | Double-tap to activate"])
    }

    @Test func rule5ChildrenTextFollowsWithoutAContentDescription() throws {
        #expect(try talkBackSpoken("""
              - id: row
                type: ViewGroup
                clickable: true
                children:
                  - {id: name, type: TextView, text: Jane Doe}
                  - {id: status, type: TextView, text: Online}

            """) == ["Jane Doe, Online | Double-tap to activate"])
    }

    @Test func rule5AContentDescriptionSilencesTheChildren() throws {
        #expect(try talkBackSpoken("""
              - id: row
                type: ViewGroup
                clickable: true
                contentDescription: Jane's profile
                children:
                  - {id: name, type: TextView, text: Jane Doe}

            """) == ["Jane's profile | Double-tap to activate"])
    }

    @Test func rule6LabelForMakesTextForLabel() throws {
        #expect(try talkBackSpoken("""
              - {id: label, type: TextView, text: Email, labelFor: email}
              - {id: email, type: EditText, text: jane@example.com}

            """) == ["Email", "jane@example.com, Edit box for Email | Double-tap to edit text"])
    }

    @Test func rule7ErrorThenTheHintText() throws {
        #expect(try talkBackSpoken("  - {id: a, type: EditText, text: jane, hint: Email, error: Not an email address}\n")
                == ["jane, Edit box, Error: Not an email address, Email | Double-tap to edit text"])
    }

    @Test func rule7AHintShownAsTheTextIsNotRepeated() throws {
        #expect(try talkBackSpoken("  - {id: a, type: EditText, hint: Email, error: Required}\n")
                == ["Email, Edit box, Error: Required | Double-tap to edit text"])
    }

    /// TB-2.19: a tooltip is read after the hint and before `disabled`, unless it is the node's
    /// text; it names nothing, so an icon button with only a tooltip is still unlabelled.
    @Test func aTooltipIsReadLastAndIsNoName() throws {
        #expect(try talkBackSpoken("  - {id: a, type: Button, text: Delete, tooltipText: Deletes the draft, enabled: false}\n")
                == ["Delete, Button, Deletes the draft, disabled"])
        #expect(try talkBackSpoken("  - {id: b, type: ImageButton, contentDescription: Share, tooltipText: Share}\n")
                == ["Share, Button | Double-tap to activate"])
        #expect(try talkBackSpoken("  - {id: c, type: ImageButton, tooltipText: Save draft}\n")
                == ["Unlabelled, Button, Save draft | Double-tap to activate"])
    }

    @Test func rule8DisabledIsLastAndHasNoHint() throws {
        #expect(try talkBackSpoken("  - {id: a, type: EditText, text: jane, hint: Email, error: Taken, enabled: false}\n")
                == ["jane, Edit box, Error: Taken, Email, disabled"])
        #expect(try talkBackSpoken("  - {id: b, type: Switch, text: Wi-Fi, enabled: false}\n")
                == ["Off, Wi-Fi, Switch, disabled"])
    }

    @Test func rule2CollapsedOrExpandedComesBeforeTheCheckedState() throws {
        #expect(try talkBackSpoken("""
              - {id: a, type: Button, text: Shipping, expanded: false}
              - {id: b, type: Composable, text: Billing, role: Button, expanded: true}
              - {id: c, type: CheckBox, text: Extras, expanded: false, checked: true}

            """) == [
                "collapsed, Shipping, Button | Double-tap to activate",
                "expanded, Billing, Button | Double-tap to activate",
                "collapsed, checked, Extras, Check box | Double-tap to toggle",
            ])
    }

    @Test func rule2StateDescriptionReplacesCollapsedAndExpanded() throws {
        #expect(try talkBackSpoken("  - {id: a, type: Button, text: Shipping, expanded: false, stateDescription: Shut}\n")
                == ["Shut, Shipping, Button | Double-tap to activate"])
    }

    @Test func rule9HeadingWithoutARole() throws {
        #expect(try talkBackSpoken("  - {id: a, type: Composable, text: Inbox, heading: true}\n") == ["Inbox, Heading"])
    }

    @Test func rule9HeadingComesAfterDisabled() throws {
        #expect(try talkBackSpoken("  - {id: a, type: Button, text: Account, accessibilityHeading: true, enabled: false}\n")
                == ["Account, Button, disabled, Heading"])
    }

    @Test func rule9PositionInAListFollowsDisabledThenTheListIsNamed() throws {
        #expect(try talkBackSpoken("""
              - id: contacts
                type: ViewGroup
                collection: list
                children:
                  - {id: ada, type: Button, text: Ada}
                  - {id: alan, type: Button, text: Alan, enabled: false}
                  - {id: grace, type: Button, text: Grace}

            """) == [
                "Ada, Button, 1 of 3, In list, 3 items | Double-tap to activate",
                "Alan, Button, disabled, 2 of 3",
                "Grace, Button, 3 of 3 | Double-tap to activate",
            ])
    }

    @Test func aPartEqualToAnEarlierOneIsDropped() throws {
        #expect(try talkBackSpoken("""
              - {id: a, type: Button, contentDescription: button}
              - id: b
                type: ViewGroup
                clickable: true
                children:
                  - {id: c, type: TextView, text: Save}
                  - {id: d, type: TextView, text: SAVE}

            """) == ["button | Double-tap to activate", "Save | Double-tap to activate"])
    }

    @Test func aDescriptionThatOnlyContainsTheRoleIsKept() throws {
        #expect(try talkBackSpoken("  - {id: a, type: Button, contentDescription: Play button}\n")
                == ["Play button, Button | Double-tap to activate"])
    }
}
