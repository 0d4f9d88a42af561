import Testing
import AXModel
@testable import ScreenReader

/// Extreme input never crashes the model.
@Suite struct RobustnessTests {
    @Test func extremeNumbersAreClamped() throws {
        // Values far outside finite ranges are spoken at the ends, and stay there when adjusted.
        let ends = screen(
            element("high", .UISlider) { $0.value = 1e300; $0.minimumValue = 0; $0.maximumValue = 1 },
            element("low", .UISlider) { $0.value = -1e300; $0.minimumValue = 0; $0.maximumValue = 1 },
            element("progress", .UIProgressView) { $0.progress = 7 },
            element("pages", .UIPageControl) { $0.currentPage = .max; $0.numberOfPages = 3 },
            element("stepper", .UIStepper) { $0.value = 1e300; $0.maximumValue = 10 }
        )
        #expect(VoiceOver().announcements(of: ends).map(\.speech)
                == ["100%, adjustable", "0%, adjustable", "100%", "page 3 of 3, adjustable",
                    "Decrement, button", "Increment, dimmed, button"])
        let adjusted = try heard(ends, "swipe right; swipe up; swipe right; swipe down; swipe right; swipe right; swipe up")
            .split(separator: "\n").filter { !$0.hasPrefix("hint: ") }
        #expect(adjusted == ["> swipe right", "100%, adjustable", "> swipe up", "100%",
                             "> swipe right", "0%, adjustable", "> swipe down", "0%",
                             "> swipe right", "100%", "> swipe right", "page 3 of 3, adjustable",
                             "> swipe up", "page 3 of 3"])

        // Values and ranges that are no numbers at all never reach the speech, nor crash it.
        let page = screen(
            element("slider", .UISlider) { $0.value = 1e300; $0.minimumValue = -.infinity },
            element("progress", .UIProgressView) { $0.progress = .nan; $0.updates = ["nan", "-5", "1e300%"] },
            element("pages", .UIPageControl) { $0.currentPage = .max; $0.numberOfPages = .min; $0.updates = ["-9223372036854775808"] },
            element("stepper", .UIStepper) { $0.value = .nan; $0.stepValue = .infinity },
            element("range", .UISegmentedControl) { $0.segments = ["A"]; $0.selectedSegmentIndex = .min }
        )
        #expect(Array(spoken(page).prefix(2)).map { $0.prefix(2) } == ["0%", "0%"])
        let gestures = "swipe right; swipe up; swipe down; swipe right; wait 1e308; wait 1e308; swipe right; swipe up; swipe down; swipe right; double tap; swipe right; double tap; swipe right; double tap; read all"
        let transcript = try heard(page, gestures)
        let speech = transcript.split(separator: "\n").filter { !$0.hasPrefix("> ") }.joined(separator: "\n")
        for word in ["nan", "inf", "e+", "e-"] {
            #expect(!speech.lowercased().contains(word), "'\(word)' was spoken:\n\(transcript)")
        }
        #expect(transcript.contains("> wait 1e+308\n100%\n"), "the progress shows its last update, clamped")
        let (_, session) = VoiceOver().play(try Gesture.parseList("wait 1e308; wait 1e308; wait 5"), in: ReaderSession(screen: page))
        #expect(session.elapsed == ReaderSession.longestWait)
    }

    @Test func emptyScreenSaysNothingToAnyGesture() throws {
        let empty = Screen(elements: [])
        let all = "launch; swipe right; swipe left; double tap; swipe up; swipe down; rotor headings; swipe down; touch x; wait 2; read all; escape"
        #expect(try heard(empty, all).split(separator: "\n").allSatisfy { $0.hasPrefix(">") || $0 == "headings" })
    }

    @Test func pageTurnWithoutUpdatesEnds() throws {
        let page = screen(element("p", .UILabel) { $0.text = "End"; $0.accessibilityTraits = .causesPageTurn })
        #expect(try heard(page, "read all") == "> read all\nEnd")
    }
}
