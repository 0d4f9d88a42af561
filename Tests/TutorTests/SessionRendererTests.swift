import AXModel
import Audit
import Course
import Grading
import Presentation
import ScreenReader
import Testing
@testable import Tutor

@Suite struct SessionRendererTests {
    let plain = SessionRenderer(style: TextStyle(width: 80, plain: true))
    let color = SessionRenderer(style: TextStyle(width: 80, plain: false, color: true))

    func failedCheck() -> SessionEvent {
        var session = Session(pack: FixturePack.pack, index: 1)
        _ = session.handle(line: "themeSwitch.accessibilityLabel = \"Dark\"")
        return session.handle(line: "check")[0]
    }

    @Test func theFarewellClaimsASaveOnlyWhenEverySaveSucceeded() {
        #expect(SessionRenderer.farewell(allSaved: true) == "Your progress is saved. Type axtutor to carry on.")
        #expect(SessionRenderer.farewell(allSaved: true, resume: "./axtutor --course . --plain")
                == "Your progress is saved. Type ./axtutor --course . --plain to carry on.")
        #expect(SessionRenderer.farewell(allSaved: false)
                == "Some of your progress was not saved: the errors above say why. Type axtutor to carry on.")
        #expect(SessionRenderer.notRecorded == "This check was not recorded in your progress.")
    }

    /// A statement typed over lines is taken back as it was typed (it was shown on one line, with
    /// runs of spaces where its lines were).
    @Test func aStatementTypedOverLinesIsTakenBackAsTyped() {
        #expect(plain.lines(.undone("title.isAccessibilityElement = true")) == ["took back: title.isAccessibilityElement = true"])
        #expect(plain.lines(.undone("Image(\"IMG_2041\")\n    .accessibilityLabel(\"A dog\")"))
                == ["took back:", "  Image(\"IMG_2041\")", "      .accessibilityLabel(\"A dog\")"])
    }

    @Test func theAuditChecklistSitsBesideTheTranscript() {
        let finding = Finding(rule: "label-missing", severity: .error, element: "wifi", location: nil,
                              message: "'wifi' is a switch with no name: VoiceOver says only 'switch button, on'.",
                              lesson: "concepts/name-role-value")
        let result = GradeResult(
            steps: [.init(gesture: .swipeRight, lines: [.init(expected: .speech("Wi-Fi"), actual: .speech("Wi-Fi"), heard: true)])],
            auditRequirement: .rules(["label-missing", "duplicate-announcement"]),
            audit: [AuditCheck(rule: "label-missing", findings: [finding]), AuditCheck(rule: "duplicate-announcement")])
        #expect(plain.render([.graded(result, statements: [], hintsUsed: 0)]) == """
            check: not yet (1 of 1 expected lines heard, 1 audit finding)
            > swipe right
              match expected: Wi-Fi
                    heard:    Wi-Fi

            audit: these rules must not fire on your screen
              fail  label-missing fired
                    'wifi' is a switch with no name: VoiceOver says only 'switch button,
                    on'. (lesson: concepts/name-role-value)
              pass  duplicate-announcement did not fire

            """)
        let text = color.render([.graded(result, statements: [], hintsUsed: 0)])
        #expect(text.contains("  \u{1B}[31m✗ fail\u{1B}[0m  label-missing fired\n"))
        #expect(text.contains("  \u{1B}[32m✓ pass\u{1B}[0m  duplicate-announcement did not fire\n"))
    }

    @Test func aCleanAuditThatPassesIsOneLine() {
        let result = GradeResult(steps: [], auditRequirement: .clean, audit: [AuditCheck(rule: "label-missing")])
        #expect(plain.render([.graded(result, statements: [], hintsUsed: 0)]) == """
            check: passed (0 of 0 expected lines heard)

            audit: no rule may fire on your screen
              pass  no rule fired

            """)
    }

    @Test func aFailedCheckInPlainWords() {
        #expect(plain.render([failedCheck()]) == """
            check: not yet (2 of 6 expected lines heard, 2 lines heard that should not be)
            > swipe right
              match expected: Settings, heading
                    heard:    Settings, heading
            > swipe right
              wrong expected: Dark Theme, switch button, off
                    heard:    Dark Theme
              wrong expected: hint: Double tap to toggle setting.
                    heard:    nothing
            > swipe right
              extra heard:    Dark, switch button, off (not expected)
              extra heard:    hint: Double tap to toggle setting. (not expected)
            > double tap
              match expected: on
                    heard:    on
            > touch caption
              wrong expected: Dark Theme, switch button, on
                    heard:    Dark Theme
              wrong expected: hint: Double tap to toggle setting.
                    heard:    nothing

            """)
    }

    @Test func aFailedCheckInColourStillSaysItInWords() {
        let text = color.render([failedCheck()])
        #expect(text.hasPrefix("\u{1B}[31m✗ check: not yet (2 of 6 expected lines heard, 2 lines heard that should not be)\u{1B}[0m\n> swipe right\n"
                               + "  \u{1B}[32m✓ match\u{1B}[0m expected: Settings, heading\n"
                               + "          heard:    Settings, heading\n"))
        #expect(text.contains("  \u{1B}[31m✗ wrong\u{1B}[0m expected: Dark Theme, switch button, off\n"))
    }

    @Test func hintsAndProblems() {
        #expect(plain.render([.hint(number: 1, total: 2, text: "Headings are a trait.")]) == "Hint 1 of 2: Headings are a trait.\n")
        let problem = Diagnostic(file: "<input>", line: 1, column: 34, message: "unknown trait '.heading'", suggestion: ".header")
        #expect(plain.render([.statementProblems([problem], source: "title.accessibilityTraits.insert(.heading)")]) == """
            <input>:1:34: error: unknown trait '.heading' — did you mean '.header'?
               1 | title.accessibilityTraits.insert(.heading)
                 |                                  ^
            nothing was applied; fix the statement and type it again

            """)
    }

    @Test func wrapsToTheWidth() {
        let narrow = SessionRenderer(style: TextStyle(width: 30, plain: true))
        #expect(narrow.render([.offerNext(title: "The theme switch says its name twice")]) == """

            Next: The theme switch says
            its name twice. Type 'next' to
            go on.

            """)
    }

    @Test func theElementTree() {
        let session = Session(pack: FixturePack.pack, index: 1)
        #expect(plain.render([.tree(session.workingScreen)]) == """
            title (UILabel)
                accessibilityLabel: "Settings"
                accessibilityTraits: [.header]
                isAccessibilityElement: true
                text: "Settings"
            row (ThemeRow: UIView)
                accessibilityTraits: []
                isAccessibilityElement: false
              caption (UILabel)
                  accessibilityLabel: "Dark Theme"
                  accessibilityTraits: [.staticText]
                  isAccessibilityElement: true
                  text: "Dark Theme"
              themeSwitch (UISwitch)
                  accessibilityLabel: "Dark Theme"
                  accessibilityValue: "0"  (the switch's own value: VoiceOver says off)
                  accessibilityTraits: [.button, .toggleButton]
                  isAccessibilityElement: true
                  isOn: false

            """)
    }

    @Test func thePromptIsTheExerciseID() {
        let exercise = FixturePack.pack.exercises[0]
        #expect(plain.prompt(for: exercise) == "header-missing-trait> ")
        #expect(plain.prompt(for: exercise, continuing: true) == "...> ")
        #expect(color.prompt(for: exercise) == "\u{1}\u{1B}[1m\u{2}header-missing-trait> \u{1}\u{1B}[0m\u{2}")
    }

    @Test func theIntroductionInPlainWords() {
        var session = Session(pack: FixturePack.pack, index: 2)
        #expect(plain.render(session.start()) == """
            Welcome to the fixture course.

            Exercise 3 of 3: The Wi-Fi switch has no name
            Lesson: Switches

            A switch is read as its label, switch button, and on or off.

            The switch sits beside an icon, with no text: VoiceOver only says what kind of
            control it is.

            What VoiceOver says now:
            > swipe right
              switch button, on
              hint: Double tap to toggle setting.

            What VoiceOver should say:
            > swipe right
              Wi-Fi, switch button, on

            Type fix statements, then 'check'. 'hint' helps, 'help' lists the commands.

            """)
    }
}

@Suite struct TextStyleTests {
    @Test func wrapsAtSpacesWithAHangingIndent() {
        let style = TextStyle(width: 20, plain: true)
        #expect(style.wrap("one two three four five six", indent: "- ", hanging: "  ")
                == ["- one two three four", "  five six"])
        #expect(style.wrap("averyveryverylongwordindeed x") == ["averyveryverylongwordindeed", "x"])
        #expect(style.wrap("a\nb") == ["a", "b"])
    }

    @Test func plainNeverPaints() {
        #expect(TextStyle(plain: true, color: true).paint("x", "31") == "x")
        #expect(TextStyle(plain: false, color: false).paint("x", "31") == "x")
        #expect(TextStyle(plain: false, color: true).paint("x", "31") == "\u{1B}[31mx\u{1B}[0m")
    }
}

/// Before the first check the tutor shows the goal: the expected transcript, gestures
/// included, with the lines an exercise hides left out.
@Suite struct GoalTests {
    @Test func aHiddenLineIsLeftOutOfTheGoal() throws {
        var exercise = FixturePack.pack.exercises[2]
        exercise.expect.text = "> swipe right\nWi-Fi, switch button, on  # goal: hidden\nhint: Double tap to toggle setting.\n> swipe right\n"
        let goal = try Transcript.parse(exercise.expect.text)
        let intro = ExerciseIntro(exercise: exercise, number: 3, count: 3, lessonTitle: nil, lessonIntroduction: [],
                                  now: nil, done: false, goal: goal)
        let text = SessionRenderer(style: TextStyle(width: 80, plain: true)).render(.exercise(intro))
        #expect(text.contains("""
            What VoiceOver should say:
            > swipe right
              (hidden: the story says what is heard here)
              hint: Double tap to toggle setting.
            > swipe right
              (nothing is said)
            """))
        #expect(!text.contains("Wi-Fi, switch button, on"))
    }
}

extension GoalTests {
    @Test func theGoalListsEachLinesOtherRightAnswers() throws {
        var exercise = FixturePack.pack.exercises[2]
        exercise.expect.text = "> swipe right\nWi-Fi, switch button, on\nor: Wireless, switch button, on\n"
        let intro = ExerciseIntro(exercise: exercise, number: 3, count: 3, lessonTitle: nil, lessonIntroduction: [],
                                  now: nil, done: false, goal: try Transcript.parse(exercise.expect.text))
        #expect(SessionRenderer(style: TextStyle(width: 80, plain: true)).render(.exercise(intro)).contains("""
            What VoiceOver should say:
            > swipe right
              Wi-Fi, switch button, on
                or: Wireless, switch button, on

            """))
    }
}
