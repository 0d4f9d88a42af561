import AXModel
import Course
import FixScript
import ScreenReader

extension Explanation {
    /// Explains a pass from the exercise's solution block (the learner's statements when the
    /// block does not parse): what each statement changes, what is heard now, and the code.
    static func of(_ prepared: PreparedExercise, screen: Screen, grader: Grader, learner: [String] = []) -> Explanation {
        let platform = prepared.brokenScreen.platform
        let statements = (try? FixScript.parse(prepared.exercise.solution.text, file: nil, platform: platform))
            ?? (try? FixScript.parse(learner.joined(separator: "\n"), file: nil, platform: platform)) ?? []
        let heard = grader.model.play(prepared.expected.steps.map(\.gesture), on: screen)
        let code = AppCode(screen: screen, brokenScreen: prepared.brokenScreen)
        return Explanation(reasons: statements.map(code.reason), nowHeard: heard,
                           uikit: statements.map(code.uikit), swiftUI: code.swiftUI(statements))
    }
}
