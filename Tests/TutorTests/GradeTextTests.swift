import Course
import Grading
import Presentation
import ScreenReader
import Testing
@testable import Tutor

/// A grade in words: `match`, `wrong`, `extra` beside each line, under a verdict that names
/// what was checked.
@Suite struct GradeTextTests {
    static let expected = Transcript(steps: [
        .init(gesture: .swipeRight, lines: [.speech("Settings, heading")]),
        .init(gesture: .swipeRight, lines: [.speech("Dark Theme, switch button, off"),
                                            .hint("Double tap to toggle setting.")]),
        .init(gesture: .swipeRight, lines: []),
    ])

    static let result = GradeResult.compare(expected: expected, actual: Transcript(steps: [
        .init(gesture: .swipeRight, lines: [.speech("Settings, heading")]),
        .init(gesture: .swipeRight, lines: [.speech("Dark Theme")]),
        .init(gesture: .swipeRight, lines: [.speech("Dark Theme, switch button, off"),
                                            .hint("Double tap to toggle setting.")]),
    ]))

    @Test func eachLineIsRightWrongOrExtraInWords() {
        #expect(GradeText(style: TextStyle(width: 80, plain: true), title: "switch-duplicate-name")
            .lines(Self.result).joined(separator: "\n") + "\n" == """
            switch-duplicate-name: not yet (1 of 3 expected lines heard, 2 lines heard that should not be)
            > swipe right
              match expected: Settings, heading
                    heard:    Settings, heading
            > swipe right
              wrong expected: Dark Theme, switch button, off
                    heard:    Dark Theme
              wrong expected: hint: Double tap to toggle setting.
                    heard:    nothing
            > swipe right
              extra heard:    Dark Theme, switch button, off (not expected)
              extra heard:    hint: Double tap to toggle setting. (not expected)

            """)
    }

    @Test func aMenuItemThatIsNotListedIsWrong() {
        var result = GradeResult.compare(expected: Transcript(steps: [.init(gesture: .actionsMenu("Archive"), lines: [])]),
                                         actual: Transcript(steps: [.init(gesture: .actionsMenu("Archive"), lines: [])]))
        result.steps[0].refused = "the menu lists no 'Archive' here (it lists: Remove)"
        #expect(!result.passed)
        #expect(GradeText(style: TextStyle(width: 80, plain: true), title: "archive").lines(result) == [
            "archive: not yet (0 of 0 expected lines heard)",
            "> actions menu Archive",
            "  wrong the menu lists no 'Archive' here (it lists: Remove)",
        ])
    }

    /// One stop too many is named once after the lines, which are each one swipe late.
    @Test func anExtraStopIsSaidOnce() {
        func transcript(_ stops: [String]) -> Transcript {
            Transcript(steps: stops.map { .init(gesture: .swipeRight, lines: [.speech($0)]) })
        }
        let result = GradeResult.compare(expected: transcript(["Alice", "Bob", "Carol"]), actual: transcript(["Unread", "Alice", "Bob"]))
        #expect(GradeText(style: TextStyle(width: 200, plain: true), title: "inbox").lines(result).last
                == "  note: at gesture 1 the screen has a stop the expect does not, 'Unread', where 'Alice' should come; every "
                + "stop after it is heard one swipe late")
    }

    @Test func colourAndSymbolsOnlyAddToTheWords() {
        let lines = GradeText(style: TextStyle(width: 80, plain: false, color: true), title: "check").lines(Self.result)
        #expect(lines[0] == "\u{1B}[31m✗ check: not yet (1 of 3 expected lines heard, 2 lines heard that should not be)\u{1B}[0m")
        #expect(lines[2] == "  \u{1B}[32m✓ match\u{1B}[0m expected: Settings, heading")
        #expect(lines[5] == "  \u{1B}[31m✗ wrong\u{1B}[0m expected: Dark Theme, switch button, off")
    }

    /// A wrong line that is Swift writing a value by its type gets a note saying how to unwrap
    /// or convert it.
    @Test func swiftsWaysOfWritingAValueGetANote() {
        #expect(GradeText.swiftNote(expected: "Dark Theme setting", heard: #"Optional("Dark Theme") setting"#)
            == #"Swift writes a String? inside \( ) as Optional("…"): unwrap it, as in \(caption.text ?? "")"#)
        #expect(GradeText.swiftNote(expected: "Guests, 2, adjustable", heard: "Guests, 2.0, adjustable")
            == #"a Float or Double inside \( ) keeps its decimals (2.0): wrap it in Int( ), as in \(Int(value)), to say 2"#)
        // A learner's own words around the number still get the note.
        #expect(GradeText.swiftNote(expected: "5", heard: "5.0 servings")
            == #"a Float or Double inside \( ) keeps its decimals (5.0): wrap it in Int( ), as in \(Int(value)), to say 5"#)
        #expect(GradeText.swiftNote(expected: "2.05", heard: "2.0") == nil)
        #expect(GradeText.swiftNote(expected: "Guests, 3", heard: "Guests, 2.0") == nil)
    }
}
