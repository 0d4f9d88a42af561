import AXModel
import Course
import FixScript
import Foundation
import Grading
import Presentation
import Testing
@testable import Tutor

/// A pass on an android exercise explains itself in TalkBack's terms and shows the Kotlin.
@Suite struct AndroidExplanationTests {
    /// The fixture pack with its header exercise made an android one, its solution in Kotlin.
    func androidPack(solution: String) throws -> (CoursePack, URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("axtutor-android-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: URL(fileURLWithPath: FixturePack.root), to: folder)
        let file = folder.appendingPathComponent("Exercises/traits/header/01-missing-trait.md")
        var text = try String(contentsOf: file, encoding: .utf8)
        text = text.replacingOccurrences(of: "title: The settings", with: "platform: android\ntitle: The settings")
        text = text.replacingOccurrences(of: "elements:\n  - id: title\n    type: UILabel",
                                         with: "platform: android\nelements:\n  - id: title\n    type: TextView")
        text = text.replacingOccurrences(of: "title.accessibilityTraits.insert(.header)", with: solution)
        try text.write(to: file, atomically: true, encoding: .utf8)
        return (try CourseLoader.load(from: folder.path), folder)
    }

    /// The explanation of a pass after `line`.
    func explanation(solution: String, typing line: String) throws -> Explanation? {
        let (pack, folder) = try androidPack(solution: solution)
        defer { try? FileManager.default.removeItem(at: folder) }
        var session = Session(pack: pack, index: 0)
        #expect(session.handle(line: line) == [.applied(count: 1)])
        let events = session.handle(line: "check")
        guard case .graded(let result, _, _)? = events.first, result.passed,
              case .explanation(let explanation)? = events.dropFirst().first else { return nil }
        return explanation
    }

    @Test func theLearnersOwnFixIsShownAsKotlinWithTalkBackReasons() throws {
        let explanation = try #require(try explanation(solution: "ViewCompat.setAccessibilityHeading(title, true)",
                                                       typing: "title.isAccessibilityHeading = true"))
        #expect(explanation.reasons == ["title is announced as a heading, and moving by headings stops on it."])
        #expect(explanation.android == ["title.isAccessibilityHeading = true  // API 28; ViewCompat.setAccessibilityHeading(title, true) on older Android"])
        #expect(explanation.uikit.isEmpty && explanation.swiftUI.isEmpty)
    }

    @Test func aComposeModifierKeepsItsIndentation() throws {
        let solution = "title.modifier = Modifier.semantics {\n    heading()\n}"
        let (pack, folder) = try androidPack(solution: solution)
        defer { try? FileManager.default.removeItem(at: folder) }
        let prepared = try PreparedExercise(pack.exercises[0])
        var screen = prepared.brokenScreen
        screen.modify("title") { $0.android.accessibilityHeading = true }
        let explanation = Explanation.of(prepared, screen: screen, grader: Grader(platform: .android),
                                         learner: [solution])
        #expect(explanation.android == ["// the modifier of the composable title", "Modifier.semantics {", "    heading()", "}"])
    }

    @Test func theLearnersLinesAreShownNotTheSolution() throws {
        let explanation = try #require(try explanation(solution: "title.accessibilityTraits.insert(.header)",
                                                       typing: "title.setAccessibilityHeading(true)"))
        #expect(explanation.android == ["title.isAccessibilityHeading = true  // API 28; ViewCompat.setAccessibilityHeading(title, true) on older Android"])
        let rendered = SessionRenderer(style: TextStyle(width: 80, plain: true)).render(.explanation(explanation))
        #expect(rendered.contains("In an Android app:\n  title.isAccessibilityHeading = true"))
        #expect(!rendered.contains("UIKit"))
    }

    @Test func reasonsForEachAttribute() {
        var screen = Screen(platform: .android, elements: [Element(id: "label", type: .TextView),
                                                           Element(id: "email", type: .EditText),
                                                           Element(id: "play", type: .Button),
                                                           Element(id: "save", type: .CheckBox),
                                                           Element(id: "icon", type: .ImageButton)])
        screen.modify("play") { $0.text = "Play"; $0.android.contentDescription = "Play episode"; $0.android.clickable = true }
        screen.modify("save") { $0.android.checked = false; $0.android.clickable = true }
        screen.modify("icon") { $0.android.contentDescription = "Share" }
        screen.modify("email") {
            $0.android.contentDescription = "Email"
            $0.android.importantForAccessibility = .noHideDescendants
            $0.isEnabled = false
        }
        screen.modify("label") { $0.android.labelFor = "email"; $0.android.traversalAfter = "email" }
        screen.modify("play") { $0.android.traversalIndex = -1 }
        let reasons = AndroidReasons(screen: screen)
        func reason(_ id: String, _ property: String) -> String {
            reasons.reason(FixScript.Statement(target: .init(id: id, location: .init(line: 1, column: 1)),
                                               change: .set(property: property, value: .constant(.nil_)),
                                               location: .init(line: 1, column: 1)))
        }
        #expect(reason("email", "contentDescription") == "email's name is now \"Email\": TalkBack reads it as the name.")
        #expect(reason("icon", "contentDescription") == "icon's name is now \"Share\": TalkBack reads it as the name.")
        // Gone hides it from everyone: said, with the way to hide it from TalkBack only.
        var gone = screen
        gone.modify("icon") { $0.android.visibility = .gone }
        #expect(AndroidReasons(screen: gone).reason(FixScript.Statement(target: .init(id: "icon", location: .init(line: 1, column: 1)),
                                                                        change: .set(property: "visibility", value: .constant(.nil_)),
                                                                        location: .init(line: 1, column: 1)))
            == "icon is gone from the screen: no one sees it and TalkBack no longer reads it. To take it from TalkBack only, "
            + "keep it shown and set importantForAccessibility = View.IMPORTANT_FOR_ACCESSIBILITY_NO.")
        #expect(reason("play", "contentDescription")
            == "play's name is now \"Play episode\": TalkBack reads it in place of its text, \"Play\".")
        #expect(reason("play", "clickable") == "play can be activated: TalkBack offers 'Double-tap to activate'.")
        // A click that focuses a view is told by the call that does it (a learner read "a view-focused
        // event, or input focus" for performAccessibilityAction).
        let focusing = FixScript.Statement(target: .init(id: "play", location: .init(line: 1, column: 1)),
                                           change: .handler(EventHandler(event: "tap", effects: [.accessibilityFocus("email")]), names: .init()),
                                           location: .init(line: 1, column: 1))
        #expect(reasons.reason(focusing).hasSuffix("the view given accessibility focus takes TalkBack's focus and is read."))
        #expect(reason("save", "clickable") == "save can be toggled: TalkBack offers 'Double-tap to toggle'.")
        #expect(reason("label", "labelFor") == "label now labels email: TalkBack reads email with 'for' and this label's text.")
        #expect(reason("email", "importantForAccessibility") == "email and everything inside it are hidden from TalkBack.")
        #expect(reason("email", "enabled") == "email is read as disabled, last, and loses its usage hint.")
        #expect(reason("email", "progress") == "email.progress changes what TalkBack says on this element.")
        // docs/talkback.md TB-1.11, TB-1.12: the order, not the words, changes.
        #expect(reason("label", "accessibilityTraversalAfter")
            == "TalkBack now visits label just after email, and what email holds, instead of in the layout's order.")
        #expect(reason("play", "traversalIndex") == "play's traversal index is now -1: among the nodes of its traversal "
            + "group, TalkBack visits smaller indexes first (0 unless set).")
    }

    /// A node given a FocusRequester and made focusable is one point: both statements say the
    /// same sentence, which the explanation says once.
    @Test func aRequesterAndFocusableSayOneThing() {
        var screen = Screen(platform: .android, elements: [Element(id: "results", type: .Composable)])
        screen.modify("results") { $0.android.focusRequester = "resultsFocus"; $0.android.focusable = true }
        let reasons = AndroidReasons(screen: screen)
        let place = SourceLocation(line: 1, column: 1)
        let attach = reasons.reason(FixScript.Statement(target: .init(id: "results", location: place),
                                                        change: .focusRequester("resultsFocus", targetAfter: true),
                                                        location: place, compose: true))
        let focusable = reasons.reason(FixScript.Statement(target: .init(id: "results", location: place),
                                                           change: .set(property: "focusable", value: .constant(.bool(true))),
                                                           location: place, compose: true))
        #expect(attach == "results takes input focus when the app calls resultsFocus.requestFocus(), and TalkBack's focus follows.")
        #expect(focusable == attach)
    }

    /// A Compose click says what it does: state changed, focus asked (docs/talkback.md TB-7.12, TB-7.13).
    @Test func aComposeClickIsExplainedByWhatItsCodeDoes() {
        let screen = Screen(platform: .android, elements: [Element(id: "add", type: .Composable)])
        let reasons = AndroidReasons(screen: screen)
        let place = SourceLocation(line: 1, column: 1)
        func reason(_ effects: [Effect]) -> String {
            reasons.reason(FixScript.Statement(target: .init(id: "add", location: place),
                                               change: .handler(EventHandler(event: "tap", effects: effects), names: FixScript.BodyNames()),
                                               location: place, compose: true))
        }
        #expect(reason([.addToVariable("count", amount: 1)])
                == "add's click, which TalkBack's double tap makes, now changes count, and Compose composes again what reads it.")
        #expect(reason([.requestFocusThrough("errorFocus")])
                == "add's click, which TalkBack's double tap makes, now asks for focus: the node its FocusRequester is attached "
                + "to takes input focus, and TalkBack's focus follows and reads it.")
        #expect(reason([]) == "add's click, which TalkBack's double tap makes, runs an empty lambda: it does nothing until the "
                + "app's code goes in its braces.")
        // The app's own call (`{ startRecording() }`) is code: a learner's lambda was called empty.
        #expect(reason([.appCall("startRecording()")]) == "add's click, which TalkBack's double tap makes, now runs the app's code.")
    }

    @Test func actionsAndLiveRegionsAreExplained() {
        var screen = Screen(platform: .android, elements: [Element(id: "row", type: .ViewGroup), Element(id: "toast", type: .TextView)])
        screen.modify("toast") { $0.android.liveRegion = .polite }
        let reasons = AndroidReasons(screen: screen)
        let place = SourceLocation(line: 1, column: 1)
        #expect(reasons.reason(FixScript.Statement(target: .init(id: "row", location: place),
                                                   change: .customActions([CustomAction(name: "Delete")], replacing: false,
                                                                          names: FixScript.BodyNames()),
                                                   location: place))
                == "row offers \"Delete\" in TalkBack's actions menu: its hint ends with Actions available, and choosing one "
                    + "runs its lambda.")
        #expect(reasons.reason(FixScript.Statement(target: .init(id: "toast", location: place),
                                                   change: .set(property: "accessibilityLiveRegion", value: .constant(.string("polite"))),
                                                   location: place))
                == "toast is a polite live region: TalkBack says what changes inside it wherever focus is, after what it is saying.")
    }

    /// What learners found misleading: each sentence now says what TalkBack does with this view.
    @Test func reasonsSayWhatTalkBackDoesWithThisView() {
        var screen = Screen(platform: .android, elements: [
            Element(id: "wave", type: .ImageView), Element(id: "caption", type: .TextView),
            Element(id: "totalRow", type: .ViewGroup, children: [Element(id: "total", type: .TextView)]),
            Element(id: "group", type: .ViewGroup, children: [Element(id: "inner", type: .TextView)]),
        ])
        screen.modify("caption") { $0.text = "Volume"; $0.android.importantForAccessibility = .no }
        screen.modify("totalRow") { $0.android.clickable = true; $0.android.screenReaderFocusable = false }
        screen.modify("group") { $0.android.importantForAccessibility = .no }
        let reasons = AndroidReasons(screen: screen)
        func reason(_ id: String, _ property: String) -> String {
            reasons.reason(FixScript.Statement(target: .init(id: id, location: .init(line: 1, column: 1)),
                                               change: .set(property: property, value: .constant(.nil_)),
                                               location: .init(line: 1, column: 1)))
        }
        #expect(reason("wave", "contentDescription")
                == "wave has no contentDescription and no text: TalkBack has no name to read for it.")
        #expect(reason("caption", "contentDescription")
                == "caption has no contentDescription: TalkBack reads its text, \"Volume\", as its name.")
        var emptied = screen
        emptied.modify("caption") { $0.android.contentDescription = "" }
        #expect(AndroidReasons(screen: emptied).reason(FixScript.Statement(
            target: .init(id: "caption", location: .init(line: 1, column: 1)),
            change: .set(property: "contentDescription", value: .constant(.string(""))), location: .init(line: 1, column: 1)))
                == "caption's contentDescription is empty, which counts as none: TalkBack reads its text, \"Volume\", as its name.",
                "a learner was told TalkBack reads \"\" in place of the text")
        #expect(reason("caption", "importantForAccessibility") == "caption is skipped by TalkBack.")
        #expect(reason("group", "importantForAccessibility")
                == "group is skipped by TalkBack; the views inside it are still read.")
        #expect(reason("totalRow", "screenReaderFocusable")
                == "totalRow no longer asks to be one focus stop, but it is still one: TalkBack stops on a clickable "
                    + "or focusable view and reads what is inside it together.")
        screen.modify("totalRow") { $0.android.clickable = false }
        #expect(AndroidReasons(screen: screen).reason(FixScript.Statement(
            target: .init(id: "totalRow", location: .init(line: 1, column: 1)),
            change: .set(property: "screenReaderFocusable", value: .constant(.nil_)), location: .init(line: 1, column: 1)))
                == "totalRow is no longer one focus stop: TalkBack visits what is inside it one by one.")
    }

    @Test func reasonsForListsAndSections() {
        var screen = Screen(platform: .android, elements: [Element(id: "chats", type: .Composable),
                                                           Element(id: "row", type: .Composable)])
        screen.modify("chats") {
            $0.android.collection = AndroidCollection(itemCount: 3, placesItems: false)
            $0.android.expanded = false
            $0.android.clearsDescendants = true
        }
        screen.modify("row") { $0.android.itemIndex = 1 }
        let reasons = AndroidReasons(screen: screen)
        func reason(_ id: String, _ property: String) -> String {
            reasons.reason(FixScript.Statement(target: .init(id: id, location: .init(line: 1, column: 1)),
                                               change: .set(property: property, value: .constant(.nil_)),
                                               location: .init(line: 1, column: 1)))
        }
        #expect(reason("chats", "collection")
                == "chats is now a list of 3 items: TalkBack says In list as focus comes in, and Out of list as it leaves.")
        #expect(reason("row", "itemIndex") == "row is now item 2 of its list: TalkBack says its place as focus comes to it.")
        #expect(reason("chats", "expanded") == "chats offers expand: TalkBack says collapsed first, and expanded once it opens.")
        #expect(reason("chats", "clearsDescendants")
                == "chats's own text and everything inside it are cleared: only what its semantics set is left, and "
            + "TalkBack stops on it only if that is something to say or to do.")
    }
}

/// The reasons for an Android pass say what TalkBack does with the values as they now stand.
@Suite struct AndroidReasonsTests {
    private func reason(_ source: String, on screen: Screen) throws -> String {
        let statements = try FixScript.parse(source, file: nil, platform: .android)
        let fixed = try FixScript.apply(statements, to: screen, file: nil)
        return AndroidReasons(screen: fixed).reason(statements[0])
    }

    @Test func aLayoutWithoutADescriptionIsNamedByTheTextInside() throws {
        var label = Element(id: "label", type: .TextView)
        label.text = "Light rain, 14°"
        var today = Element(id: "today", type: .ViewGroup, children: [label])
        today.android.contentDescription = "Sunny"
        today.android.screenReaderFocusable = true
        let screen = Screen(platform: .android, elements: [today, Element(id: "empty", type: .ImageView)])
        #expect(try reason("today.contentDescription = null", on: screen)
                == "today has no contentDescription: TalkBack reads the text inside it, as it is now, as its name.")
        #expect(try reason("empty.contentDescription = null", on: screen)
                == "empty has no contentDescription and no text: TalkBack has no name to read for it.")
        #expect(try reason("label.accessibilityLiveRegion = View.ACCESSIBILITY_LIVE_REGION_ASSERTIVE", on: screen)
            .hasPrefix("label is an assertive live region"))
        #expect(try reason(#"ViewCompat.setAccessibilityPaneTitle(today, "Forecast")"#, on: screen)
                == "today is a pane titled \"Forecast\": when it appears, TalkBack says its title, and focus stays where it was.")
    }

    /// A click listener makes a View clickable; a check box or a button already was, and says
    /// its own hint (a learner was told "Double-tap to activate" on a check box).
    @Test func aListenerSaysItMadeTheViewClickableOnlyWhenItDid() {
        var screen = Screen(platform: .android, elements: [Element(id: "box", type: .CheckBox), Element(id: "label", type: .TextView)])
        screen.modify("label") { $0.android.clickable = true }
        let reasons = AndroidReasons(screen: screen)
        func reason(_ id: String) -> String {
            reasons.reason(FixScript.Statement(target: .init(id: id, location: .init(line: 1, column: 1)),
                                               change: .handler(EventHandler(event: "tap", effects: []), names: FixScript.BodyNames()),
                                               location: .init(line: 1, column: 1)))
        }
        #expect(reason("box") == "box now runs your lambda on a click, which TalkBack's double tap makes.")
        #expect(reason("label") == "label now runs your lambda on a click, which TalkBack's double tap makes. A click listener "
                + "also makes the View clickable, so TalkBack says \"Double-tap to activate\".")
    }

    /// A Material button written again is shown as typed, and its reason names the node it found.
    @Test func aButtonWrittenAgainIsShownAsTypedAndNamedByItsNode() throws {
        var skip = Element(id: "skip", type: .Composable)
        skip.text = "Skip"
        skip.android.role = .Button
        let screen = Screen(platform: .android, elements: [skip])
        let source = "Button(onClick = { }) {\n    Text(\"Skip\")\n}"
        let statements = FixScript.resolved(try FixScript.parse(source, file: nil, platform: .android), on: screen)
        #expect(AndroidCode(brokenScreen: screen).kotlin(statements, source: source)
            == ["// the composable skip, written again", "Button(onClick = { }) {", "    Text(\"Skip\")", "}"])
        #expect(AndroidReasons(screen: screen).reason(statements[0]).hasPrefix("skip"))
    }

    /// A modifier assigned again replaces the one before: only the last is explained and shown.
    @Test func aModifierAssignedAgainIsShownOnceAsTheLast() throws {
        var count = Element(id: "count", type: .Composable)
        count.text = "2 in basket"
        let screen = Screen(platform: .android, elements: [count])
        let source = "count.modifier = Modifier.semantics { liveRegion = LiveRegionMode.Assertive }\n"
            + "count.modifier = Modifier.semantics { liveRegion = LiveRegionMode.Polite }"
        let statements = Explanation.live(Explanation.lastModifiers(try FixScript.parse(source, file: nil, platform: .android)),
                                          from: screen)
        #expect(AndroidCode(brokenScreen: screen).kotlin(statements, source: source)
            == ["// the modifier of the composable count", "Modifier.semantics { liveRegion = LiveRegionMode.Polite }"])
        let fixed = try FixScript.apply(statements, to: screen, file: nil)
        let reasons = statements.filter { $0.change != .replaceModifier }.map(AndroidReasons(screen: fixed).reason)
        #expect(reasons.count == 1 && reasons[0].hasPrefix("count is a polite live region"))
    }

    /// A switch's new state is said in TalkBack's words for it, On or Off, not checked.
    @Test func aSwitchsStateIsSaidOnOrOff() {
        var wifi = Element(id: "wifi", type: .Switch)
        wifi.android.checked = true
        let reasons = AndroidReasons(screen: Screen(platform: .android, elements: [wifi, Element(id: "box", type: .CheckBox)]))
        func reason(_ id: String) -> String {
            reasons.reason(FixScript.Statement(target: .init(id: id, location: .init(line: 1, column: 1)),
                                               change: .set(property: "checked", value: .constant(.bool(true))),
                                               location: .init(line: 1, column: 1)))
        }
        #expect(reason("wifi") == "wifi is now On.")
        #expect(reason("box") == "box is now not checked.")
    }

    /// A role is said by the word TalkBack speaks (an Android learner read "role is now Checkbox").
    @Test func aRoleIsSaidByTheWordTalkBackSpeaks() {
        var heart = Element(id: "saveHeart", type: .Composable)
        heart.android.role = .Checkbox
        let reason = AndroidReasons(screen: Screen(platform: .android, elements: [heart])).reason(FixScript.Statement(
            target: .init(id: "saveHeart", location: .init(line: 1, column: 1)),
            change: .set(property: "role", value: .constant(.string("Checkbox"))), location: .init(line: 1, column: 1)))
        #expect(reason == "saveHeart's role is now Check box: TalkBack says it after the name.")
    }
}

/// Reasons of statements that change several things, as a pass lists them (each once).
extension AndroidReasonsTests {
    private func reasons(_ fix: String, on yaml: String) throws -> [String] {
        let screen = try ScreenLoader.parse("platform: android\nelements:\n" + yaml, file: "s.yaml")
        let statements = FixScript.resolved(try FixScript.parse(fix, file: nil, platform: .android), on: screen)
        let fixed = try FixScript.apply(statements, to: screen, file: nil)
        return Explanation.once(statements.map(AndroidReasons(screen: fixed).reason))
    }

    /// `clearAndSetSemantics` leaves the block's words alone (TB-7.14); it does not read the children.
    @Test func clearAndSetSemanticsLeavesOnlyItsBlock() throws {
        let said = try reasons(#"row.modifier = Modifier.clearAndSetSemantics { contentDescription = "Mic" }"#, on: """
              - {id: row, type: Composable, clickable: true, children: [{id: t, type: Composable, text: Record}]}
            """)
        #expect(said.contains("Nothing inside row is read or focused any more: only what its semantics set is left."))
        #expect(!said.contains { $0.contains("reads what is inside it together") })
    }

    /// A layout taken off the screen is told the importance that hides it and its children from
    /// TalkBack alone: `NO` leaves the children read (TB-1.4).
    @Test func aLayoutGoneIsToldToHideItsDescendants() throws {
        let said = try reasons("artOverlay.visibility = View.GONE", on: """
              - {id: artOverlay, type: ViewGroup, children: [{id: a, type: TextView, text: Now playing}]}
            """)
        #expect(said.first?.hasSuffix("importantForAccessibility = View.IMPORTANT_FOR_ACCESSIBILITY_NO_HIDE_DESCENDANTS.") == true)
    }

    /// A focusable layout is a stop that reads what it holds (TB-1.1, TB-1.2).
    @Test func aFocusableLayoutIsAStopThatReadsWhatItHolds() throws {
        let said = try reasons("subtotalRow.isFocusable = true", on: """
              - {id: subtotalRow, type: ViewGroup, children: [{id: a, type: TextView, text: Subtotal}, {id: b, type: TextView, text: 12 euros}]}
            """)
        #expect(said == ["subtotalRow takes focus of its own: TalkBack stops on it and reads what is inside it together, and a "
                         + "request for input focus moves TalkBack there."])
    }
}
