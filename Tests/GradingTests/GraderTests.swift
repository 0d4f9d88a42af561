import Testing
import AXModel
import ScreenReader
@testable import Grading

/// What the grader tells beside a failed step: a `touch` on a view that is off the screen when it
/// is made (a learner heard "nothing" and was not told the view had never been shown).
@Suite struct GraderTests {
    @Test func aTouchOnAHiddenViewIsToldSo() throws {
        let screen = try ScreenLoader.parse("""
            elements:
              - {id: pad, type: UIView, isAccessibilityElement: true, accessibilityLabel: Signature}
              - {id: clear, type: UIButton, title: Clear, isHidden: true}
              - id: sheet
                type: UIView
                isHidden: true
                children:
                  - {id: done, type: UIButton, title: Done}
            """, file: "s.yaml")
        let grader = Grader(platform: .ios)
        let steps = [Transcript.Step(gesture: .touch("pad"), lines: [.speech("Signature")]),
                     Transcript.Step(gesture: .touch("clear"), lines: [.speech("Clear, button")]),
                     Transcript.Step(gesture: .touch("done"), lines: [.speech("Done, button")]),
                     Transcript.Step(gesture: .touch("clear"), lines: [])]
        #expect(grader.touchRefusals(steps, on: screen) == [
            1: "clear is hidden at this point, so the touch finds nothing: no gesture before it made the app show it",
            2: "done is not on the screen at this point: sheet, which holds it, is hidden",
        ])
    }
}
