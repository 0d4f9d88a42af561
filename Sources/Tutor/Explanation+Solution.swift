import AXModel
import Course
import Grading
import Foundation
import FixScript
import ScreenReader

extension Explanation {
    /// Explains a pass from the statements the learner typed (each entry one input, all
    /// applied): what each statement changes, what is heard now, and the same fix as app code.
    static func of(_ prepared: PreparedExercise, screen: Screen, grader: Grader, learner: [String]) -> Explanation {
        let platform = prepared.brokenScreen.platform
        let source = learner.joined(separator: "\n")
        let statements = try? FixScript.parse(source, file: nil, platform: platform)
        let heard = grader.model.play(prepared.expected.steps.map(\.gesture), on: screen)
        guard let statements else { return Explanation(reasons: [], nowHeard: heard, uikit: [], swiftUI: []) }
        if platform == .android {
            return Explanation(reasons: statements.map(AndroidReasons(screen: screen).reason), nowHeard: heard,
                               uikit: [], swiftUI: [], android: AndroidCode().kotlin(statements, source: source))
        }
        let code = AppCode(screen: screen, brokenScreen: prepared.brokenScreen)
        return Explanation(reasons: statements.map(code.reason), nowHeard: heard,
                           uikit: code.uikit(statements), swiftUI: code.swiftUI(statements))
    }
}
