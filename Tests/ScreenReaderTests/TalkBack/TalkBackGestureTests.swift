import AXModel
import Testing
@testable import ScreenReader

/// What gestures do under TalkBack: moving, activating, adjusting, waiting.
@Suite struct TalkBackGestureTests {
    @Test func swipesMoveThroughTheStopsAndStopAtTheEnds() throws {
        #expect(try talkBackHeard("""
              - {id: a, type: TextView, text: One}
              - {id: b, type: TextView, text: Two}

            """, "swipe left; swipe right; swipe right; swipe right; swipe left") == """
            > swipe left
            > swipe right
            One
            > swipe right
            Two
            > swipe right
            > swipe left
            One
            """)
    }

    @Test func doubleTapTogglesAndSaysTheNewState() throws {
        #expect(try talkBackHeard("""
              - {id: a, type: CheckBox, text: Agree}
              - {id: b, type: Switch, text: Wi-Fi, checked: true}

            """, "swipe right; double tap; double tap; swipe right; double tap") == """
            > swipe right
            not checked, Agree, Check box
            hint: Double-tap to toggle
            > double tap
            checked
            > double tap
            not checked
            > swipe right
            On, Wi-Fi, Switch
            hint: Double-tap to toggle
            > double tap
            Off
            """)
    }

    @Test func aRadioButtonChecksAndUnchecksItsSiblings() throws {
        #expect(try talkBackHeard("""
              - id: group
                type: ViewGroup
                children:
                  - {id: small, type: RadioButton, text: Small, checked: true}
                  - {id: large, type: RadioButton, text: Large}

            """, "swipe right; swipe right; double tap; double tap; swipe left") == """
            > swipe right
            checked, Small, Radio button
            hint: Double-tap to toggle
            > swipe right
            not checked, Large, Radio button
            hint: Double-tap to toggle
            > double tap
            checked
            > double tap
            checked
            > swipe left
            not checked, Small, Radio button
            hint: Double-tap to toggle
            """)
    }

    @Test func aDisabledNodeDoesNothing() throws {
        #expect(try talkBackHeard("  - {id: a, type: Switch, text: Wi-Fi, enabled: false}\n", "swipe right; double tap") == """
            > swipe right
            Off, Wi-Fi, Switch, disabled
            > double tap
            """)
    }

    @Test func onActivateEffects() throws {
        #expect(try talkBackHeard("""
              - {id: a, type: Button, text: Save, onActivate: {announce: Saved}}
              - {id: b, type: Button, text: Star, onActivate: toggleSelected}
              - {id: c, type: Button, text: Play, onActivate: playSound}
              - {id: d, type: Button, text: Next, onActivate: {navigate: Details}}

            """, "swipe right; double tap; swipe right; double tap; swipe right; double tap; swipe right; double tap; swipe right") == """
            > swipe right
            Save, Button
            hint: Double-tap to activate
            > double tap
            Saved
            > swipe right
            Star, Button
            hint: Double-tap to activate
            > double tap
            selected
            > swipe right
            Play, Button
            hint: Double-tap to activate
            > double tap
            > swipe right
            Next, Button
            hint: Double-tap to activate
            > double tap
            Details
            > swipe right
            """)
    }

    @Test func toggleOnFlipsACheckableComposableOnce() throws {
        #expect(try talkBackHeard("  - {id: a, type: Composable, role: Switch, text: Sync, toggleableState: off, onActivate: toggleOn}\n",
                                  "swipe right; double tap") == """
            > swipe right
            Off, Sync, Switch
            hint: Double-tap to toggle
            > double tap
            On
            """)
    }

    @Test func swipeUpAndDownAdjustASeekBarByFivePercent() throws {
        #expect(try talkBackHeard("  - {id: v, type: SeekBar, contentDescription: Volume, progress: 98}\n",
                                  "swipe right; swipe up; swipe up; swipe down") == """
            > swipe right
            98%, Volume, Slider
            hint: "Swipe up" or "Swipe down" to adjust
            > swipe up
            100%
            > swipe up
            100%
            > swipe down
            95%
            """)
    }

    @Test func aSmallRangeStepsByOne() throws {
        #expect(try talkBackHeard("  - {id: v, type: SeekBar, contentDescription: Stars, min: 0, max: 4, progress: 2}\n",
                                  "swipe right; swipe down") == """
            > swipe right
            50%, Stars, Slider
            hint: "Swipe up" or "Swipe down" to adjust
            > swipe down
            25%
            """)
    }

    @Test func swipeUpWithNoReadingControlSaysNothing() throws {
        #expect(try talkBackHeard("  - {id: a, type: Button, text: Go}\n", "swipe right; swipe up; swipe down") == """
            > swipe right
            Go, Button
            hint: Double-tap to activate
            > swipe up
            > swipe down
            """)
    }

    /// Headings move by what is marked a heading, not by words that say "heading".
    static let headed = """
          - {id: title, type: TextView, text: Settings, accessibilityHeading: true}
          - {id: fake, type: TextView, contentDescription: "Account, Heading"}
          - {id: wifi, type: Switch, text: Wi-Fi, checked: true}
          - {id: more, type: TextView, text: About, accessibilityHeading: true}

        """

    @Test func readingControlHeadingsMovesByHeadings() throws {
        #expect(try talkBackHeard(Self.headed, "reading controls headings; swipe down; swipe down; swipe down; swipe up") == """
            > reading controls headings
            Headings
            > swipe down
            Settings, Heading
            > swipe down
            About, Heading
            > swipe down
            > swipe up
            Settings, Heading
            """)
    }

    @Test func readingControlControlsMovesByWhatADoubleTapActsOn() throws {
        #expect(try talkBackHeard(Self.headed, "reading controls controls; swipe down; swipe down") == """
            > reading controls controls
            Controls
            > swipe down
            On, Wi-Fi, Switch
            hint: Double-tap to toggle
            > swipe down
            """)
    }

    @Test func aReadingControlTheModelLacksIsRefused() throws {
        #expect(throws: Diagnostics.self) { try talkBackHeard(Self.headed, "reading controls images") }
    }

    /// TalkBack calls its headings menu the reading controls, never a rotor: a `rotor` gesture
    /// on an android screen is an error that offers the reading control, and TalkBack does
    /// nothing on one that slipped through.
    @Test func talkBackMenuIsCalledReadingControlsNeverRotor() throws {
        let problem = Gesture.rotor("headings").problem(on: .android)
        #expect(problem?.message == "TalkBack has no rotor: its menu is the reading controls "
                + "(reading controls headings, links or controls)")
        #expect(problem?.suggestion == "reading controls headings")
        #expect(Gesture.rotor("form controls").problem(on: .android)?.suggestion == "reading controls controls")
        #expect(Gesture.rotor("images").problem(on: .android)?.suggestion == nil)
        #expect(throws: Diagnostics.self) { try talkBackHeard(Self.headed, "rotor headings") }
        #expect(TalkBack().play([.rotor("headings"), .swipeDown], on: try androidScreen(Self.headed))
                .steps.allSatisfy(\.lines.isEmpty))
    }

    @Test func aSeekBarTakesTheSwipeWhateverTheReadingControl() throws {
        #expect(try talkBackHeard("""
              - {id: t, type: TextView, text: Sound, accessibilityHeading: true}
              - {id: v, type: SeekBar, contentDescription: Volume, progress: 50}

            """, "reading controls headings; swipe right; swipe right; swipe down") == """
            > reading controls headings
            Headings
            > swipe right
            Sound, Heading
            > swipe right
            50%, Volume, Slider
            hint: "Swipe up" or "Swipe down" to adjust
            > swipe down
            45%
            """)
    }

    @Test func waitSaysTheFocusedNodesChanges() throws {
        #expect(try talkBackHeard("""
              - {id: timer, type: TextView, text: "0:01", updates: ["0:02", "0:03"]}
              - {id: bar, type: ProgressBar, contentDescription: Download, progress: 10, updates: ["50", "90"]}

            """, "swipe right; wait 1; swipe right; wait 1") == """
            > swipe right
            0:01
            > wait 1
            0:02
            > swipe right
            50%, Download, Progress bar
            > wait 1
            90%
            """)
    }

    /// A description the app set on a text is not the text: an update changes the text, and a
    /// live region then says the description the node is read by (TB-4.12, TB-7.5).
    @Test func aTextsOwnDescriptionStaysWhenItsTextUpdates() throws {
        #expect(try talkBackHeard("""
              - {id: status, type: Composable, text: 0 of 2, contentDescription: Upload progress, liveRegion: polite, updates: [1 of 2]}
              - {id: icon, type: ImageView, contentDescription: Idle, updates: [Busy]}

            """, "wait 1; swipe right; swipe right") == """
            > wait 1
            Upload progress
            > swipe right
            Upload progress
            > swipe right
            Busy, Image
            """)
    }

    /// A merged Compose row is not read again when a child's text changes: Compose reports no
    /// accessibility event for a `Text` change (androidx `sendSemanticsPropertyChangeEvents`),
    /// so without a live region TalkBack says nothing; the row says the new text next time.
    @Test func mergedComposeRowIsNotReReadWhenAChildTextChanges() throws {
        #expect(try talkBackHeard("""
              - id: row
                type: Composable
                mergeDescendants: true
                children:
                  - {id: title, type: Composable, text: Lighthouses}
                  - {id: status, type: Composable, text: Downloading, updates: [Downloaded]}
              - {id: next, type: Composable, text: Night trains, role: Button}

            """, "swipe right; wait 1; swipe right; swipe left") == """
            > swipe right
            Lighthouses, Downloading
            > wait 1
            > swipe right
            Night trains, Button
            hint: Double-tap to activate
            > swipe left
            Lighthouses, Downloaded
            """)
    }

    /// A View's text change inside the focused stop is said, but only as the changed view's own
    /// text: TalkBack speaks the event's node when it or an ancestor has focus
    /// (`EventTypeWindowContentChangedFeedbackRule`), not the whole stop again.
    @Test func aViewTextChangeInsideTheFocusedStopSaysOnlyTheChangedText() throws {
        #expect(try talkBackHeard("""
              - id: row
                type: ViewGroup
                screenReaderFocusable: true
                children:
                  - {id: title, type: TextView, text: Lighthouses}
                  - {id: status, type: TextView, text: Downloading, updates: [Downloaded]}

            """, "swipe right; wait 1") == """
            > swipe right
            Lighthouses, Downloading
            > wait 1
            Downloaded
            """)
    }

    @Test func contentChangesOutsideTheFocusedStopAreNotSaid() throws {
        #expect(try talkBackHeard("""
              - {id: a, type: TextView, text: One}
              - {id: b, type: TextView, text: "0:01", updates: ["0:02"]}
              - {id: c, type: TextView, contentDescription: Idle, updates: [Busy]}

            """, "swipe right; wait 1") == """
            > swipe right
            One
            > wait 1
            """)
    }

    @Test func aNewContentDescriptionOfTheFocusedNodeIsSaid() throws {
        #expect(try talkBackHeard("""
              - {id: c, type: Composable, contentDescription: Idle, updates: [Busy]}

            """, "swipe right; wait 1") == """
            > swipe right
            Idle
            > wait 1
            Busy
            """)
    }

    /// docs/talkback.md TB-6.3: a click whose code changes the focused node's state description
    /// (Compose semantics that read the app's state) is followed by the new state, said once.
    @Test func aStateTheClickChangesInTheFocusedNodeIsSaid() throws {
        var page = try ScreenLoader.parse("""
            platform: android
            state: {open: false}
            elements:
              - id: header
                type: Composable
                clickable: true
                onActivate: {toggle: open}
                children:
                  - {id: title, type: Composable, text: Shipping}
            """, file: "t.yaml")
        page.modify("header") { element in
            element.android.stateDescription = "collapsed"
            element.bindings["stateDescription"] = .conditional(
                when: [Condition(left: .variable("open"), comparison: .equal, right: .bool(true))], .string("expanded"), .string("collapsed"))
        }
        #expect(TalkBack().play(try Gesture.parseList("swipe right; double tap; double tap", on: .android), on: page).text == """
            > swipe right
            collapsed, Shipping
            hint: Double-tap to activate
            > double tap
            expanded
            > double tap
            collapsed
            """)
    }

    /// A view out of the tree TalkBack reads (`importantForAccessibility = no`, or under
    /// Compose's `clearAndSetSemantics`) reports no change.
    @Test func viewsOutOfTheTreeReportNoChange() throws {
        var page = try androidScreen("""
              - id: row
                type: ViewGroup
                screenReaderFocusable: true
                children:
                  - {id: title, type: TextView, text: Lighthouses}
                  - {id: status, type: TextView, text: Downloading, importantForAccessibility: "no", updates: [Downloaded]}
              - id: card
                type: Composable
                contentDescription: Lighthouses card
                children:
                  - {id: inner, type: Composable, contentDescription: Old, updates: [New]}

            """)
        page.modify("card") { $0.android.clearsDescendants = true }
        let gestures = try Gesture.parseList("swipe right; wait 1; swipe right", on: .android)
        #expect(TalkBack().play(gestures, on: page).text == """
            > swipe right
            Lighthouses
            > wait 1
            > swipe right
            Lighthouses card
            """)
    }

    @Test func touchLandsOnTheStopThatReadsAnElement() throws {
        #expect(try talkBackHeard("""
              - id: row
                type: ViewGroup
                clickable: true
                children:
                  - {id: caption, type: TextView, text: Profile}

            """, "touch caption; touch nothing") == """
            > touch caption
            Profile
            hint: Double-tap to activate
            > touch nothing
            """)
    }

    @Test func readAllReadsEveryStopWithoutHints() throws {
        #expect(try talkBackHeard("""
              - {id: a, type: TextView, text: Title}
              - {id: b, type: Button, text: OK}

            """, "read all") == """
            > read all
            Title
            OK, Button
            """)
    }

    @Test func backEndsEditing() throws {
        #expect(try talkBackHeard("  - {id: a, type: EditText, hint: Name}\n", "swipe right; double tap; escape; touch a") == """
            > swipe right
            Name, Edit box
            hint: Double-tap to edit text
            > double tap
            > escape
            > touch a
            Name, Edit box
            hint: Double-tap to edit text
            """)
    }
}

/// Extreme input never crashes the TalkBack model.
@Suite struct TalkBackRobustnessTests {
    @Test func extremeRangesAreClamped() throws {
        var bar = Element(id: "bar", type: .SeekBar)
        bar.android.progress = .max
        bar.android.min = .min
        bar.android.max = .max
        var reversed = Element(id: "reversed", type: .SeekBar)
        reversed.android.min = 10
        reversed.android.max = -10
        reversed.android.progress = .min
        reversed.updates = ["9223372036854775807", "-9223372036854775808%", "x"]
        var spinner = Element(id: "spinner", type: .Spinner)
        spinner.android.entries = ["A"]
        spinner.android.selection = .min
        let page = Screen(platform: .android, elements: [bar, reversed, spinner])
        let gestures = "swipe right; swipe up; swipe up; swipe down; swipe right; swipe up; swipe down; wait 1e308; wait 5; swipe right; double tap; read all"
        let transcript = TalkBack().play(try Gesture.parseList(gestures), on: page)
        // Adjusting stops at the ends: the full bar stays at 100% going up; the reversed range
        // is empty and stays at 0% both ways.
        let adjusted = transcript.text.split(separator: "\n").filter { !$0.hasPrefix("hint: ") }.prefix(14)
        #expect(Array(adjusted) == ["> swipe right", "100%, Slider", "> swipe up", "100%", "> swipe up", "100%",
                                    "> swipe down", "95%", "> swipe right", "0%, Slider", "> swipe up", "0%",
                                    "> swipe down", "0%"])
        #expect(TalkBack().announcements(of: page).map(\.speech) == ["100%, Slider", "0%, Slider", "Drop down list"])
    }

    @Test func anEmptyScreenSaysNothingToAnyGestureButTheReadingControlsName() throws {
        let empty = Screen(platform: .android, elements: [])
        let all = "launch; swipe right; swipe left; double tap; swipe up; swipe down; reading controls headings; swipe down; touch x; wait 2; read all; escape"
        let steps = TalkBack().play(try Gesture.parseList(all), on: empty).steps
        #expect(steps.filter { !$0.lines.isEmpty }.map(\.lines) == [[.speech("Headings")]])
    }
}

/// `toggleOn` on a row flips the switch the row holds.
@Suite struct TalkBackRowToggleTests {
    @Test func aRowsToggleOnFlipsItsSwitch() throws {
        #expect(try talkBackHeard("""
              - id: row
                type: ViewGroup
                clickable: true
                onActivate: toggleOn
                children:
                  - {id: caption, type: TextView, text: Wi-Fi}
                  - {id: toggle, type: Switch, clickable: false, focusable: false}

            """, "swipe right; double tap; double tap") == """
            > swipe right
            Wi-Fi
            hint: Double-tap to activate
            > double tap
            On
            > double tap
            Off
            """)
    }
}
