import AXModel
import Presentation
import ScreenReader
import Testing
@testable import Tutor

@Suite struct TutorInputTests {
    @Test func commandsByName() {
        #expect(TutorInput.parse("check") == .command(.check))
        #expect(TutorInput.parse("  HINT ") == .command(.hint))
        #expect(TutorInput.parse("exit") == .command(.quit))
        #expect(TutorInput.parse("goto switch-unlabelled") == .command(.goto("switch-unlabelled")))
        #expect(TutorInput.parse("") == .empty)
        #expect(TutorInput.parse("   ") == .empty)
    }

    @Test func gestures() {
        #expect(TutorInput.parse("swipe right") == .gesture(.swipeRight))
        #expect(TutorInput.parse("double tap") == .gesture(.doubleTap))
        #expect(TutorInput.parse("touch row") == .gesture(.touch("row")))
        #expect(TutorInput.parse("wait 1.5") == .gesture(.wait(1.5)))
        #expect(TutorInput.parse("magic tap") == .gesture(.magicTap))
        #expect(TutorInput.parse("actions menu Delete") == .gesture(.actionsMenu("Delete")))
    }

    @Test func statements() {
        #expect(TutorInput.parse("title.accessibilityTraits.insert(.header)")
                == .statements("title.accessibilityTraits.insert(.header)"))
        #expect(TutorInput.parse("check.accessibilityLabel = \"Check\"") == .statements("check.accessibilityLabel = \"Check\""))
        // A variable changed on its own is a statement, for the statement's own message.
        #expect(TutorInput.parse("count++") == .statements("count++"))
        #expect(TutorInput.parse(" count-- ") == .statements(" count-- "))
        #expect(TutorInput.parse("extension slider {") == .statements("extension slider {"))
        // A property wrapper's declaration has none of the marks above.
        #expect(TutorInput.parse("@AccessibilityFocusState var isErrorFocused: Bool")
                == .statements("@AccessibilityFocusState var isErrorFocused: Bool"))
    }

    @Test func mistakesSayWhatIsWrong() {
        #expect(TutorInput.parse("goto") == .invalid(Diagnostic(
            message: "'goto' needs one exercise id, as in 'goto switch-unlabelled'")))
        #expect(TutorInput.parse("check now") == .invalid(Diagnostic(message: "'check' takes nothing after it")))
        #expect(TutorInput.parse("go cell-acts-in-place") == .invalid(Diagnostic(
            message: "unknown command 'go': 'goto' moves to another exercise", suggestion: "goto cell-acts-in-place")))
        // A shell's clear is told the terminal's key (two learners typed it).
        #expect(TutorInput.parse("clear") == .invalid(Diagnostic(message: "'clear' is a shell's command, not the tutor's: Ctrl-L "
            + "clears the terminal (in --plain mode the tutor itself never clears what a screen reader may read back)")))
        guard case .invalid(let typo) = TutorInput.parse("hlep") else {
            Issue.record("not invalid")
            return
        }
        #expect(typo.rendered == "error: unknown command 'hlep': type 'help' for the commands, or a statement such as "
                + "'row.accessibilityLabel = \"Dark Theme\"' — did you mean 'help'?")
        guard case .invalid(let gesture) = TutorInput.parse("swipe sideways") else {
            Issue.record("not invalid")
            return
        }
        #expect(gesture.message == "unknown gesture 'swipe sideways': the gestures are launch, swipe right, swipe left, double tap, swipe up, swipe down, rotor, reading controls, touch, wait, read all, escape, actions menu, magic tap, double tap and hold")
        guard case .invalid(let near) = TutorInput.parse("swipe rigth") else {
            Issue.record("not invalid")
            return
        }
        #expect(near.suggestion == "swipe right")
        // A line that starts with no letter or digit is read as a statement: its error is located.
        #expect(TutorInput.parse("))") == .statements("))"))
        #expect(TutorInput.parse("\u{FFFD}\u{FFFD}") == .statements("\u{FFFD}\u{FFFD}"))
    }
}

/// On an android exercise the tutor's own words name TalkBack and show Kotlin.
@Suite struct AndroidTutorWordsTests {
    @Test func aMistypedCommandShowsAStatementOfTheExercisesPlatform() {
        guard case .invalid(let problem) = TutorInput.parse("hlep", platform: .android) else {
            Issue.record("not refused")
            return
        }
        #expect(problem.message.hasSuffix(#"or a statement such as 'playButton.contentDescription = "Play"'"#))
    }

    @Test func helpNamesTheExercisesReader() {
        let android = SessionRenderer(style: TextStyle(width: 200, plain: true)).render(.help(.android))
        #expect(android.contains("grade your fix: each expected line against what TalkBack says"))
        #expect(android.contains(#"such as playButton.contentDescription = "Play". Tab completes commands, element ids, properties and attributes."#))
        #expect(!android.contains("VoiceOver"))
        let ios = SessionRenderer(style: TextStyle(width: 120, plain: true)).render(.help(.ios))
        #expect(ios.contains("against what VoiceOver says") && ios.contains("row.accessibilityLabel"))
        // How a statement spans lines, which learners found only by trying.
        #expect(ios.contains("takes the modifiers on the lines after it, each starting with '.', until an empty line"))
        #expect(android.contains("an assignment that stops at Modifier takes the lines after it that start with '.'"))
    }
}
