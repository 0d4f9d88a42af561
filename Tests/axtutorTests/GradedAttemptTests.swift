import Foundation
import Progress
import Testing
@testable import axtutor

/// The one way `check` and the REPL turn a graded fix into an attempt.
@Suite struct GradedAttemptTests {
    @Test func statementsAreTheFixsLinesWithoutBlankOnesWhateverTheLineEnding() {
        let start = Date(timeIntervalSince1970: 1_000)
        let attempt = Attempt.graded(exercise: "switch-unlabelled",
                                     inputs: ["wifi.accessibilityLabel = \"Wi-Fi\"\n\n  \nrow.isAccessibilityElement = true\n",
                                              "a.accessibilityHint = \"x\"\r\nb.accessibilityHint = \"y\"\rc.isHidden = true"],
                                     passed: true, hintsUsed: 2, since: start, at: start.addingTimeInterval(42))
        #expect(attempt == Attempt(exercise: "switch-unlabelled", time: start.addingTimeInterval(42),
                                   statements: ["wifi.accessibilityLabel = \"Wi-Fi\"", "row.isAccessibilityElement = true",
                                                "a.accessibilityHint = \"x\"", "b.accessibilityHint = \"y\"",
                                                "c.isHidden = true"],
                                   passed: true, hintsUsed: 2, duration: 42))
    }
}
