import Testing
import AXModel
@testable import ScreenReader

/// Transcripts in text form, as `expect` blocks hold them.
@Suite struct TranscriptParserTests {
    let text = """
        > launch
        > swipe right
        Dark Theme, switch button, off
        hint: Double tap to toggle setting.

        > double tap
        on
        > swipe right
        """

    @Test func parsesGesturesUtterancesAndHints() throws {
        let transcript = try Transcript.parse(text)
        #expect(transcript.steps == [
            .init(gesture: .launch, lines: []),
            .init(gesture: .swipeRight, lines: [.speech("Dark Theme, switch button, off"),
                                                .hint("Double tap to toggle setting.")]),
            .init(gesture: .doubleTap, lines: [.speech("on")]),
            .init(gesture: .swipeRight, lines: []),
        ])
    }

    @Test func textRoundTrips() throws {
        let transcript = try Transcript.parse(text)
        #expect(try Transcript.parse(transcript.text) == transcript)
        #expect(transcript.text == text.replacingOccurrences(of: "\n\n", with: "\n"))
    }

    @Test func lineBeforeAnyGestureIsAnError() {
        do {
            _ = try Transcript.parse("Play, button\n> swipe right", file: "ex.md", lineOffset: 10)
            Issue.record("expected Diagnostics")
        } catch let problems as Diagnostics {
            #expect(problems.items.map(\.rendered)
                    == ["ex.md:11:1: error: what is heard must come after a '> gesture' line"])
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func unknownGesturePointsAtItsColumnWithASuggestion() {
        do {
            _ = try Transcript.parse("> swipe right\n>  dubble tap\nPlay\n> rotor headigns", file: "ex.md", lineOffset: 4)
            Issue.record("expected Diagnostics")
        } catch let problems as Diagnostics {
            #expect(problems.items.map(\.rendered) == [
                "ex.md:6:4: error: unknown gesture 'dubble tap' — did you mean 'double tap'?",
                "ex.md:8:3: error: unknown rotor setting 'headigns' — did you mean 'headings'?",
            ])
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    /// An android transcript calls TalkBack's menu its reading controls; `rotor` is refused
    /// at its place, and the other way round on ios.
    @Test func aTranscriptUsesItsScreenReadersMenu() throws {
        do {
            _ = try Transcript.parse("> swipe right\nTitle, Heading\n> rotor headings", file: "ex.md", platform: .android)
            Issue.record("expected Diagnostics")
        } catch let problems as Diagnostics {
            #expect(problems.items.map(\.rendered) == [
                "ex.md:3:3: error: TalkBack has no rotor: its menu is the reading controls (reading controls "
                    + "headings, links or controls)",
            ])
        }
        #expect(try Transcript.parse("> reading controls headings\nHeadings", platform: .android).steps.first?.gesture
                == .readingControl("headings"))
        #expect(throws: Diagnostics.self) { try Transcript.parse("> reading controls links", platform: .ios) }
        #expect(try Transcript.parse("> rotor headings").steps.count == 1)
    }

    @Test func emptyTextIsAnEmptyTranscript() throws {
        #expect(try Transcript.parse("\n\n") == Transcript())
    }

    @Test func aLineMarkedGoalHiddenIsGradedButMarked() throws {
        let transcript = try Transcript.parse("> swipe right\nTrack #3, button  # Goal: hidden\nhint: Plays it.\n")
        #expect(transcript.steps == [.init(gesture: .swipeRight, lines: [.speech("Track #3, button"), .hint("Plays it.")],
                                           hidden: [0])])
        #expect(transcript.text == "> swipe right\nTrack #3, button  # goal: hidden\nhint: Plays it.")
        #expect(try Transcript.parse(transcript.text) == transcript)
    }

    @Test func aHashInsideWordsIsNotTheMark() throws {
        let transcript = try Transcript.parse("> swipe right\nTrack #3, button\nGoal: hidden#goal: hidden\n")
        #expect(transcript.steps[0].lines == [.speech("Track #3, button"), .speech("Goal: hidden#goal: hidden")])
        #expect(transcript.steps[0].hidden.isEmpty)
    }
}

extension TranscriptParserTests {
    @Test func anOrLineIsAnotherRightAnswerForTheLineAboveIt() throws {
        let text = "> swipe right\nServings, 4 servings, adjustable\nor: Servings, 4, adjustable\nOR: hint: Swipe up.\nhint: Swipe up or down to adjust the value.\n"
        let transcript = try Transcript.parse(text)
        #expect(transcript.steps == [.init(gesture: .swipeRight,
                                           lines: [.speech("Servings, 4 servings, adjustable"),
                                                   .hint("Swipe up or down to adjust the value.")],
                                           alternatives: [0: [.speech("Servings, 4, adjustable"), .hint("Swipe up.")]])])
        #expect(try Transcript.parse(transcript.text) == transcript)
        #expect(transcript.steps[0].answers(at: 0) == [.speech("Servings, 4 servings, adjustable"),
                                                       .speech("Servings, 4, adjustable"), .hint("Swipe up.")])
    }

    @Test func anOrLineWithNothingAboveItIsLocated() {
        do {
            _ = try Transcript.parse("> swipe right\n  or: Servings\n", file: "ex.md", lineOffset: 10)
            Issue.record("an 'or:' line with no line above it was accepted")
        } catch {
            #expect(Diagnostics.items(in: error).map(\.rendered) == ["ex.md:12:3: error: an 'or:' line gives another right answer for the line above it, and there is none under this gesture"])
        }
    }
}
