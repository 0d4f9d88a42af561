import AXModel
import Course
import ScreenReader
import Testing
@testable import Tutor

@Suite struct SessionTests {
    let pack = FixturePack.pack

    @Test func startsWithTheWelcomeAndTheExercise() {
        var session = Session(pack: pack, index: 0)
        let events = session.start()
        #expect(events.first == .welcome("Welcome to the fixture course."))
        guard case .exercise(let intro)? = events.last else {
            Issue.record("no exercise")
            return
        }
        #expect(intro.exercise.id == "header-missing-trait")
        #expect(intro.number == 1 && intro.count == 3)
        #expect(intro.now?.text == "> swipe right\nSettings")
        #expect(!intro.lessonIntroduction.isEmpty)
    }

    /// Statements kept from an earlier visit are applied again in order; one the exercise no
    /// longer takes is named and left out.
    @Test func keptStatementsAreAppliedAgain() {
        var session = Session(pack: pack, index: 0)
        _ = session.start()
        #expect(session.restore([]) == [])
        let events = session.restore(["title.accessibilityTraits.insert(.header)", "nosuch.accessibilityLabel = \"x\""])
        #expect(events == [.restored(count: 1, dropped: ["nosuch.accessibilityLabel = \"x\""])])
        #expect(session.statements == ["title.accessibilityTraits.insert(.header)"])
        #expect(session.workingScreen.element("title")?.accessibilityTraits?.contains(.header) == true)
    }

    @Test func whereARunStarts() throws {
        let ids = pack.exercises.map(\.id)
        #expect(try Session.startIndex(in: pack, requested: nil, current: nil, completed: []) == 0)
        #expect(try Session.startIndex(in: pack, requested: nil, current: nil, completed: [ids[0]]) == 1)
        #expect(try Session.startIndex(in: pack, requested: nil, current: ids[1], completed: [ids[0]]) == 1)
        #expect(try Session.startIndex(in: pack, requested: nil, current: ids[1], completed: [ids[1]]) == 2)
        #expect(try Session.startIndex(in: pack, requested: nil, current: ids[2], completed: [ids[2]]) == 0)
        #expect(try Session.startIndex(in: pack, requested: nil, current: ids[2], completed: Set(ids)) == 2)
        #expect(try Session.startIndex(in: pack, requested: "switch-unlabelled", current: nil, completed: []) == 2)
        // A lesson's id is its first exercise.
        #expect(try Session.startIndex(in: pack, requested: pack.exercises[2].lesson, current: nil, completed: [])
                == pack.exercises.firstIndex { $0.lesson == pack.exercises[2].lesson })
        #expect(throws: Diagnostic(message: "no exercise or lesson 'switch-unlabeled' in this course",
                                   suggestion: "switch-unlabelled", exitCode: 66)) {
            try Session.startIndex(in: pack, requested: "switch-unlabeled", current: nil, completed: [])
        }
        // The start of an id misspelt is told the id it starts (a learner's `annouce-saved` had no suggestion).
        #expect(throws: Diagnostic(message: "no exercise or lesson 'swich-unlab' in this course",
                                   suggestion: "switch-unlabelled", exitCode: 66)) {
            try Session.startIndex(in: pack, requested: "swich-unlab", current: nil, completed: [])
        }
    }

    /// `show` lists the screen as the fixes and the gestures since left it.
    @Test func showListsTheScreenAsExploringLeftIt() {
        var session = Session(pack: pack, index: 2)
        _ = session.handle(line: "swipe right")
        _ = session.handle(line: "double tap")
        guard case .tree(let screen)? = session.handle(line: "show").first else {
            Issue.record("no tree")
            return
        }
        #expect(screen.element("wifi")?.isOn == false)
        #expect(session.workingScreen.element("wifi")?.isOn == true, "the fixes' screen is kept for the next check")
    }

    /// A loop's body is one statement for each view it goes over (a learner's three views were "2 statements").
    @Test func aLoopCountsAStatementForEachView() throws {
        var session = Session(pack: pack, index: 1)
        let ids = session.workingScreen.allElements.prefix(2).map(\.id)
        try #require(ids.count == 2)
        #expect(session.handle(line: "for view in [\(ids.joined(separator: ", "))] { view.accessibilityHint = \"x\" }")
                == [.applied(count: 2)])
    }

    @Test func aBadStatementChangesNothing() {
        var session = Session(pack: pack, index: 0)
        let events = session.handle(line: "title.accessibilityTraits.insert(.heading)")
        guard case .statementProblems(let problems, let source)? = events.first else {
            Issue.record("no problems")
            return
        }
        #expect(problems.map(\.rendered) == ["<input>:1:34: error: unknown trait '.heading' — did you mean '.header'?"])
        #expect(source == "title.accessibilityTraits.insert(.heading)")
        #expect(session.statements.isEmpty)
        #expect(session.workingScreen == session.prepared?.brokenScreen)
    }

    /// A touch on an id the screen does not have says so, rather than "(nothing is said)".
    @Test func touchingAnUnknownIdSaysSo() {
        var session = Session(pack: pack, index: 0)
        guard case .invalid(let problem)? = session.handle(line: "touch titel").first else {
            Issue.record("not refused")
            return
        }
        #expect(problem.message.hasPrefix("no element 'titel' on this screen (its elements: "))
        #expect(problem.suggestion == "title")
    }

    @Test func aFailingThenPassingCheck() {
        var session = Session(pack: pack, index: 0)
        guard case .graded(let failed, let none, 0)? = session.handle(line: "check").first else {
            Issue.record("no grade")
            return
        }
        #expect(!failed.passed && none.isEmpty)
        #expect(session.failedChecks == 0)  // the broken screen as it came is no fix tried
        #expect(session.handle(line: "title.accessibilityTraits.insert(.header)") == [.applied(count: 1)])
        let events = session.handle(line: "check")
        guard case .graded(let passed, let statements, 0)? = events.first,
              case .explanation(let explanation)? = events.dropFirst().first else {
            Issue.record("no pass")
            return
        }
        #expect(passed.passed)
        #expect(statements == ["title.accessibilityTraits.insert(.header)"])
        #expect(explanation.uikit == ["title.accessibilityTraits.insert(.header)"])
        #expect(explanation.swiftUI == ["// the view title", ".accessibilityAddTraits(.isHeader)"])
        #expect(explanation.reasons == ["title gains .header: VoiceOver says \"heading\" after the name."])
        #expect(events.last == .offerNext(title: "The theme switch says its name twice"))
        #expect(session.completed == ["header-missing-trait"])
    }

    @Test func theAppLinesComeFromTheLearnersStatements() {
        var session = Session(pack: pack, index: 1)
        for line in ["row.isAccessibilityElement = true", "row.accessibilityLabel = \"Dark Theme\"",
                     "row.accessibilityTraits = themeSwitch.accessibilityTraits",
                     "extension ThemeRow { override var accessibilityValue: String? { get { themeSwitch.accessibilityValue } "
                        + "set { } } }",
                     "extension ThemeRow { override func accessibilityActivate() -> Bool { "
                        + "themeSwitch.isOn = !themeSwitch.isOn; return true } }"] {
            #expect(session.handle(line: line) == [.applied(count: 1)])
        }
        let events = session.handle(line: "check")
        guard case .explanation(let explanation)? = events.dropFirst().first else {
            Issue.record("no pass: \(events)")
            return
        }
        // Two lines of one class are one extension, in Swift as an app writes it.
        #expect(explanation.uikit == ["// in the view controller, where it sets up its views (viewDidLoad):",
                                      "row.isAccessibilityElement = true", "row.accessibilityLabel = \"Dark Theme\"",
                                      "row.accessibilityTraits = themeSwitch.accessibilityTraits",
                                      "// at the top level of a Swift file:", "extension ThemeRow {",
                                      "    override var accessibilityValue: String? {",
                                      "        get { themeSwitch.accessibilityValue }", "        set { }", "    }",
                                      "    override func accessibilityActivate() -> Bool {",
                                      "        themeSwitch.isOn.toggle()", "        return true", "    }", "}"])
        #expect(explanation.swiftUI == ["// the view row", ".accessibilityElement(children: .ignore)",
                                        ".accessibilityLabel(\"Dark Theme\")",
                                        ".accessibilityAddTraits([.isButton, .isToggle])  // .isToggle is new in iOS 17: "
                                            + "check #available(iOS 17, *) for earlier systems",
                                        "// SwiftUI computes .accessibilityValue(…) from the state the view shows, each time it draws",
                                        "// .accessibilityAction(.default) { … }: its code changes views, and SwiftUI computes "
                                            + "views from state: the action changes the state the views are computed from"])
        #expect(explanation.reasons[2] == "row's traits become .button, .toggleButton: VoiceOver says "
                + "\"switch button\" after the name; VoiceOver says its value as on or off.")
    }

    @Test func theExplanationIsOfTheLearnersOwnFixNotTheSolution() {
        var session = Session(pack: pack, index: 0)
        #expect(session.handle(line: "title.accessibilityTraits = [.header]") == [.applied(count: 1)])
        guard case .explanation(let explanation)? = session.handle(line: "check").dropFirst().first else {
            Issue.record("no pass")
            return
        }
        #expect(explanation.uikit == ["title.accessibilityTraits = [.header]"])
        #expect(explanation.swiftUI == ["// the view title", ".accessibilityRemoveTraits(.isStaticText)",
                                        ".accessibilityAddTraits(.isHeader)"])
        #expect(explanation.reasons == ["title's traits become .header: VoiceOver says \"heading\" after the name."])
    }

    /// A constant declared in one entry is read by the entries after it, as the lines of one fix
    /// read it (a learner's `let message` was unknown on the next line); undo takes it back.
    @Test func aConstantCarriesToTheEntriesAfterIt() {
        var session = Session(pack: pack, index: 0)
        #expect(session.handle(line: #"let name = "Preferences""#) == [.declared([#"name = "Preferences""#])])
        #expect(session.handle(line: "title.accessibilityLabel = name") == [.applied(count: 1)])
        #expect(session.workingScreen.element("title")?.accessibilityLabel == "Preferences")
        _ = session.handle(line: "undo")
        _ = session.handle(line: "undo")
        guard case .statementProblems? = session.handle(line: "title.accessibilityLabel = name").first else {
            Issue.record("a constant taken back is no longer read")
            return
        }
    }

    @Test func undoAndReset() {
        var session = Session(pack: pack, index: 0)
        #expect(session.handle(line: "undo") == [.nothingToUndo])
        _ = session.handle(line: "title.accessibilityLabel = \"Preferences\"")
        _ = session.handle(line: "title.accessibilityTraits.insert(.header)")
        #expect(session.handle(line: "undo") == [.undone("title.accessibilityTraits.insert(.header)")])
        #expect(session.statements == ["title.accessibilityLabel = \"Preferences\""])
        #expect(session.workingScreen.element("title")?.accessibilityLabel == "Preferences")
        #expect(session.handle(line: "reset") == [.resetDone])
        #expect(session.statements.isEmpty)
        #expect(session.workingScreen == session.prepared?.brokenScreen)
    }

    @Test func hintsOneAtATime() {
        var session = Session(pack: pack, index: 0)
        #expect(session.handle(line: "hint") == [.hint(number: 1, total: 2, text: "Headings are a trait.")])
        #expect(session.handle(line: "hint") == [.hint(number: 2, total: 2, text: "Insert `.header` into the title's traits.")])
        #expect(session.handle(line: "hint") == [.noMoreHints(total: 2)])
        #expect(session.hintsShown == 2)
    }

    @Test func theSolutionOpensAfterThreeFailuresWithAYes() {
        var session = Session(pack: pack, index: 0)
        #expect(session.handle(line: "solution") == [.solutionLocked(remaining: 3)])
        // A check of no fix, or of the same fix again, does not count (a learner opened the
        // solution by typing check three times).
        for _ in 1...3 { _ = session.handle(line: "check") }
        #expect(session.handle(line: "solution") == [.solutionLocked(remaining: 3)])
        for label in ["A", "B"] {
            _ = session.handle(line: #"title.accessibilityLabel = "\#(label)""#)
            _ = session.handle(line: "check")
            _ = session.handle(line: "check")
        }
        #expect(session.handle(line: "solution") == [.solutionLocked(remaining: 1)])
        _ = session.handle(line: "undo")
        _ = session.handle(line: "check")
        #expect(session.handle(line: "solution") == [.confirmSolution])
        #expect(session.handle(line: "n") == [.solutionDeclined])
        #expect(session.handle(line: "solution") == [.confirmSolution])
        #expect(session.handle(line: "y") == [.solution("title.accessibilityTraits.insert(.header)\n")])
    }

    /// An exercise done before, in this run or an earlier one, has its solution open on a return.
    @Test func theSolutionOfAnExerciseDoneBeforeIsOpen() {
        let id = pack.exercises[0].id
        var session = Session(pack: pack, index: 0, completed: [id])
        #expect(session.handle(line: "solution") == [.solution("title.accessibilityTraits.insert(.header)\n")])
    }

    @Test func gesturesExploreTheWorkingScreen() {
        var session = Session(pack: pack, index: 0)
        #expect(session.handle(line: "swipe right") == [.heard(.swipeRight, [.speech("Settings")])])
        _ = session.handle(line: "title.accessibilityTraits.insert(.header)")
        #expect(session.handle(line: "speak") == [.transcript(Transcript(steps: [
            Transcript.Step(gesture: .swipeRight, lines: [.speech("Settings, heading")])]))])
    }

    /// A swipe past the end says nothing, as on a device, and the note says where focus stays
    /// (focus is kept across statements; a learner read the silence as a broken fix).
    @Test func aSwipePastTheEndSaysWhereFocusStays() {
        var session = Session(pack: pack, index: 0)
        var events: [SessionEvent] = []
        for _ in 0..<10 {
            events = session.handle(line: "swipe right")
            if case .pending? = events.last { break }
        }
        guard case .pending(let note)? = events.last else {
            Issue.record("no note: \(events)")
            return
        }
        #expect(note.hasPrefix("focus stays on ") && note.hasSuffix(", the last element: 'launch' starts the screen again"))
        #expect(events.first == .heard(.swipeRight, []))
    }

    @Test func movingAround() {
        var session = Session(pack: pack, index: 0)
        #expect(session.handle(line: "prev") == [.atFirstExercise])
        guard case .exercise(let next)? = session.handle(line: "next").first else {
            Issue.record("no move")
            return
        }
        #expect(next.exercise.id == "switch-duplicate-name")
        _ = session.handle(line: "goto switch-unlabelled")
        #expect(session.exercise?.id == "switch-unlabelled")
        #expect(session.handle(line: "next") == [.atLastExercise])
        guard case .invalid(let problem)? = session.handle(line: "goto nowhere").first else {
            Issue.record("no problem")
            return
        }
        #expect(problem.message == "no exercise or lesson 'nowhere' in this course")
    }

    @Test func theFinalMessageWhenEverythingIsDone() {
        var session = Session(pack: pack, index: 2, completed: ["header-missing-trait", "switch-duplicate-name"])
        _ = session.handle(line: "wifi.accessibilityLabel = \"Wi-Fi\"")
        let events = session.handle(line: "check")
        #expect(events.contains(.courseFinished("You finished the fixture course.")))
        #expect(session.allDone)
    }

    @Test func anyLineAtAllKeepsTheSessionGoing() {
        var session = Session(pack: pack, index: 0)
        for line in ["{", "((((", "\"", "title.", "title.accessibilityTraits = [", "🙂", "\u{0}", "rotor",
                     "touch", "wait -1", "goto a b", String(repeating: "(", count: 5000), "extension title {"] {
            _ = session.handle(line: line)
        }
        #expect(session.statements.isEmpty)
    }

    @Test func completionVocabulary() {
        let session = Session(pack: pack, index: 1)
        let vocabulary = session.vocabulary
        #expect(vocabulary.elementIDs == ["title", "row", "caption", "themeSwitch"])
        #expect(vocabulary.commands.contains("check") && vocabulary.commands.contains("goto"))
        #expect(Completion.candidates(line: "the", word: "the", vocabulary: vocabulary) == ["themeSwitch"])
        #expect(Completion.candidates(line: "row.accessibilityTr", word: "accessibilityTr", vocabulary: vocabulary)
                == ["accessibilityTraits"])
        #expect(Completion.candidates(line: "row.accessibilityTraits.insert(.hea", word: "hea", vocabulary: vocabulary)
                == ["header"])
        #expect(Completion.candidates(line: "he", word: "he", vocabulary: vocabulary) == ["help"])
    }
}
