import AXModel
import Course
import ScreenReader
import Testing
@testable import Grading

@Suite struct GradeResultTests {
    static let expected = Transcript(steps: [
        .init(gesture: .swipeRight, lines: [.speech("Settings, heading")]),
        .init(gesture: .swipeRight, lines: [.speech("Dark Theme, switch button, off"),
                                            .hint("Double tap to toggle setting.")]),
        .init(gesture: .swipeRight, lines: []),
    ])

    @Test func partsAreCaseInsensitiveAndFoldSpaceAndPunctuation() {
        #expect(UtteranceParts.parts(of: "Dark  Theme, Switch button.off") == ["dark theme", "switch button", "off"])
        #expect(UtteranceParts.same("Volume: 50%, adjustable", "volume, 50% ,  Adjustable."))
        #expect(!UtteranceParts.same("Dark Theme, switch button", "Dark Theme switch button"))
        #expect(UtteranceParts.same("First name (required), text field", "First name, required, text field"))
    }

    @Test func aMatchingTranscriptPasses() {
        let actual = Transcript(steps: [
            .init(gesture: .swipeRight, lines: [.speech("settings. heading")]),
            .init(gesture: .swipeRight, lines: [.speech("Dark Theme, switch button, off"),
                                                .hint("Double tap to toggle setting")]),
            .init(gesture: .swipeRight, lines: []),
        ])
        let result = GradeResult.compare(expected: Self.expected, actual: actual)
        #expect(result.passed)
        #expect(result.heardCount == 3)
        #expect(result.expectedCount == 3)
    }

    @Test func missedLinesCarryWhatWasSaid() {
        let actual = Transcript(steps: [
            .init(gesture: .swipeRight, lines: [.speech("Settings, heading")]),
            .init(gesture: .swipeRight, lines: [.speech("Dark Theme")]),
            .init(gesture: .swipeRight, lines: [.speech("Dark Theme, switch button, off"),
                                                .hint("Double tap to toggle setting.")]),
        ])
        let result = GradeResult.compare(expected: Self.expected, actual: actual)
        #expect(!result.passed)
        #expect(result.steps[1].lines == [
            .init(expected: .speech("Dark Theme, switch button, off"), actual: .speech("Dark Theme"), heard: false),
            .init(expected: .hint("Double tap to toggle setting."), actual: nil, heard: false),
        ])
        #expect(result.steps[2].unexpected == [.speech("Dark Theme, switch button, off"),
                                                .hint("Double tap to toggle setting.")])
    }

    @Test func hintsCanBeLeftOut() {
        let actual = Transcript(steps: [
            .init(gesture: .swipeRight, lines: [.speech("Settings, heading"), .hint("Something else.")]),
            .init(gesture: .swipeRight, lines: [.speech("Dark Theme, switch button, off")]),
            .init(gesture: .swipeRight, lines: []),
        ])
        #expect(!GradeResult.compare(expected: Self.expected, actual: actual).passed)
        #expect(GradeResult.compare(expected: Self.expected, actual: actual, compareHints: false).passed)
    }

    @Test func aHintDoesNotMatchSpeech() {
        let expected = Transcript(steps: [.init(gesture: .doubleTap, lines: [.speech("on")])])
        let actual = Transcript(steps: [.init(gesture: .doubleTap, lines: [.hint("on")])])
        #expect(!GradeResult.compare(expected: expected, actual: actual).passed)
    }

    @Test func jsonReport() {
        let expected = Transcript(steps: [.init(gesture: .doubleTap, lines: [.speech("on")])])
        let actual = Transcript(steps: [.init(gesture: .doubleTap, lines: [.speech("off")])])
        #expect(GradeReport.json(GradeResult.compare(expected: expected, actual: actual), exercise: "x") == """
            {
              "audit" : [

              ],
              "exercise" : "x",
              "passed" : false,
              "steps" : [
                {
                  "gesture" : "double tap",
                  "lines" : [
                    {
                      "actual" : "off",
                      "expected" : "on",
                      "heard" : false
                    }
                  ],
                  "unexpected" : [

                  ]
                }
              ],
              "takenOffScreen" : [

              ]
            }

            """)
    }
}

/// One stop too many or too few puts every later swipe out of step: said once, with the stop.
@Suite struct StopShiftTests {
    private func transcript(_ stops: [String]) -> Transcript {
        Transcript(steps: stops.map { .init(gesture: .swipeRight, lines: $0.isEmpty ? [] : [.speech($0)]) })
    }

    @Test func anExtraStopIsNamedOnce() {
        let result = GradeResult.compare(expected: transcript(["Inbox, heading", "Alice", "Bob", "Carol"]),
                                         actual: transcript(["Inbox, heading", "Unread", "Alice", "Bob"]))
        #expect(result.stopShift == .extra(step: 1, heard: "Unread", expected: "Alice"))
    }

    @Test func aMissingStopIsNamedOnce() {
        let result = GradeResult.compare(expected: transcript(["Inbox, heading", "Alice", "Bob", "Carol", ""]),
                                         actual: transcript(["Inbox, heading", "Bob", "Carol", "", ""]))
        #expect(result.stopShift == .missing(step: 1, expected: "Alice"))
    }

    @Test func wrongWordsOnTheRightStopsAreNoShift() {
        let result = GradeResult.compare(expected: transcript(["Inbox, heading", "Alice", "Bob", "Carol"]),
                                         actual: transcript(["Inbox, heading", "alice!", "Bobby", "Carol"]))
        #expect(result.stopShift == nil)
    }
}

/// A fix that takes a shown view off the screen fails unless a solution does the same: sighted
/// users lose it too (seed 002; docs/talkback.md TB-1.9).
@Suite struct HiddenFromEveryoneTests {
    private func prepared(_ platform: Platform, screen: String, expect: String, solution: String) throws -> PreparedExercise {
        let text = exerciseMarkdown(id: "x", lesson: "a/b", platform: platform == .android ? "android" : nil, screen: screen,
                                    expect: expect, solution: solution)
        return try PreparedExercise(try ExerciseReader.read(text, file: "x.md"))
    }

    @Test func takingADecorationOffTheScreenFailsWhereTheSolutionHidesItFromTheReader() throws {
        let exercise = try prepared(.android, screen: """
            platform: android
            elements:
              - {id: photo, type: ImageView, contentDescription: Risotto}
              - {id: wave, type: ImageView, focusable: true}
            """, expect: "> swipe right\nRisotto, Image\n> swipe right", solution: "wave.isFocusable = false")
        let grader = Grader(platform: .android)
        let hidden = try grader.grade(exercise, fix: "wave.visibility = View.INVISIBLE", fixFile: nil)
        #expect(hidden.transcriptPassed)
        #expect(!hidden.passed)
        #expect(hidden.hiddenFromEveryone.map(\.id) == ["wave"])
        #expect(hidden.hiddenFromEveryone.first?.message.hasSuffix(
            "keep it shown and set wave.importantForAccessibility = View.IMPORTANT_FOR_ACCESSIBILITY_NO") == true)
        #expect(try grader.grade(exercise, fix: "wave.isFocusable = false", fixFile: nil).passed)
    }

    @Test func aViewTheSolutionTakesOffTooMayBeTakenOff() throws {
        let exercise = try prepared(.ios, screen: """
            elements:
              - {id: title, type: UILabel, text: Inbox}
              - {id: banner, type: UILabel, text: Old news}
            """, expect: "> swipe right\nInbox\n> swipe right", solution: "banner.isHidden = true")
        #expect(try Grader(platform: .ios).grade(exercise, fix: "banner.isHidden = true", fixFile: nil).passed)
    }
}

/// Each platform's exercises are graded by its own screen reader.
@Suite struct GraderPlatformTests {
    @Test func androidIsGradedByTalkBack() throws {
        #expect(Grader(platform: .android).model is TalkBack)
        #expect(Grader(platform: .ios).model is VoiceOver)
    }
}

extension GradeResultTests {
    @Test func anAlternativeIsHeardAsTheLineItself() {
        let expected = Transcript(steps: [.init(gesture: .swipeRight, lines: [.speech("Servings, 4 servings, adjustable")],
                                                alternatives: [0: [.speech("Servings, 4, adjustable")]])])
        func heard(_ words: String) -> Bool {
            GradeResult.compare(expected: expected, actual: Transcript(steps: [.init(gesture: .swipeRight, lines: [.speech(words)])])).passed
        }
        #expect(heard("Servings, 4 servings, adjustable"))
        #expect(heard("servings, 4, adjustable"))
        #expect(!heard("Servings, four, adjustable"))
    }

    /// The result shows the answer the learner reached, not another one beside what was heard.
    @Test func theAlternativeHeardIsTheOneShownAsExpected() {
        let expected = Transcript(steps: [.init(gesture: .swipeRight, lines: [.speech("not checked, Save, Check box")],
                                                alternatives: [0: [.speech("Off, Save, Switch")]])])
        func shown(_ words: String) -> Transcript.Line? {
            GradeResult.compare(expected: expected, actual: Transcript(steps: [.init(gesture: .swipeRight, lines: [.speech(words)])]))
                .steps.first?.lines.first?.expected
        }
        #expect(shown("Off, Save, Switch") == .speech("Off, Save, Switch"))
        #expect(shown("not checked, Save, Check box") == .speech("not checked, Save, Check box"))
        #expect(shown("Save") == .speech("not checked, Save, Check box"))
    }

    /// A line not heard is shown as the `or:` alternative heard before it: a switch's fix heard
    /// as `Off` is told `On`, not the check box's `checked`.
    @Test func aLineNotHeardIsShownAsTheAlternativeHeardBefore() {
        let expected = Transcript(steps: [
            .init(gesture: .swipeRight, lines: [.speech("not checked, Save, Check box")],
                  alternatives: [0: [.speech("Off, Save, Switch")]]),
            .init(gesture: .doubleTap, lines: [.speech("checked")], alternatives: [0: [.speech("On")]]),
        ])
        func heard(_ focus: String, _ tap: String) -> GradeResult {
            GradeResult.compare(expected: expected, actual: Transcript(steps: [
                .init(gesture: .swipeRight, lines: [.speech(focus)]), .init(gesture: .doubleTap, lines: [.speech(tap)]),
            ]))
        }
        #expect(heard("Off, Save, Switch", "Off").steps[1].lines
            == [GradeResult.LineResult(expected: .speech("On"), actual: .speech("Off"), heard: false)])
        #expect(heard("not checked, Save, Check box", "not checked").steps[1].lines.first?.expected == .speech("checked"))
    }
}

/// A view said to be dimmed by hand still responds (docs/voiceover.md VO-3.5): a failing check
/// says why its double tap was heard, and how to disable it.
@Suite struct DimmedButRespondsTests {
    @Test func aButtonDimmedByHandIsToldToBeDisabled() throws {
        let text = exerciseMarkdown(id: "x", lesson: "a/b", platform: nil, screen: """
            elements:
              - {id: pay, type: UIButton, title: Pay now, onActivate: {announce: Paid}}
            """, expect: "> swipe right\nPay now, dimmed, button\n> double tap", solution: "pay.isEnabled = false")
        let exercise = try PreparedExercise(try ExerciseReader.read(text, file: "x.md"))
        let grader = Grader(platform: .ios)
        let byHand = try grader.grade(exercise, fix: "pay.accessibilityTraits.insert(.notEnabled)", fixFile: nil)
        #expect(!byHand.transcriptPassed)
        #expect(byHand.dimmedButResponds.map(\.id) == ["pay"])
        // Either fix is told: a button that should work loses the trait, one that should not is disabled.
        #expect(byHand.dimmedButResponds.first?.message.hasSuffix("If it should respond, take the trait away: "
                                                                   + "pay.accessibilityTraits.remove(.notEnabled). If not, disable it "
                                                                   + "with pay.isEnabled = false, which dims it for everyone and adds "
                                                                   + "the trait by itself") == true)
        let disabled = try grader.grade(exercise, fix: "pay.isEnabled = false", fixFile: nil)
        #expect(disabled.passed && disabled.dimmedButResponds.isEmpty)
    }
}
