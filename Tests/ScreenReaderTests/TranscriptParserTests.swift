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

    @Test func emptyTextIsAnEmptyTranscript() throws {
        #expect(try Transcript.parse("\n\n") == Transcript())
    }
}
