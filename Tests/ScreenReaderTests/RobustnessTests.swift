import Testing
import AXModel
@testable import ScreenReader

/// Extreme input never crashes the model.
@Suite struct RobustnessTests {
    @Test func extremeNumbersAreClamped() throws {
        let page = screen(
            element("slider", .UISlider) { $0.value = 1e300; $0.minimumValue = -.infinity },
            element("progress", .UIProgressView) { $0.progress = .nan; $0.updates = ["nan", "-5", "1e300%"] },
            element("pages", .UIPageControl) { $0.currentPage = .max; $0.numberOfPages = .min; $0.updates = ["-9223372036854775808"] },
            element("stepper", .UIStepper) { $0.value = .nan; $0.stepValue = .infinity },
            element("range", .UISegmentedControl) { $0.segments = ["A"]; $0.selectedSegmentIndex = .min }
        )
        #expect(spoken(page).count == 6)
        let gestures = "swipe right; swipe up; swipe down; swipe right; wait 1e308; wait 1e308; swipe right; swipe up; swipe down; swipe right; double tap; swipe right; double tap; swipe right; double tap; read all"
        _ = try heard(page, gestures)
        let (_, session) = VoiceOver().play(try Gesture.parseList("wait 1e308; wait 1e308; wait 5"), in: ReaderSession(screen: page))
        #expect(session.elapsed == Waiting.longest)
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
