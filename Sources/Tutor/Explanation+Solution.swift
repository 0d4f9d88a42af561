import AXModel
import Course
import Grading
import Foundation
import FixScript
import ScreenReader

extension Explanation {
    /// Explains a pass from the exercise's solution block (the learner's statements when the
    /// block does not parse): what each statement changes, what is heard now, and the code.
    static func of(_ prepared: PreparedExercise, screen: Screen, grader: Grader, learner: [String] = []) -> Explanation {
        let platform = prepared.brokenScreen.platform
        var source = prepared.exercise.solution.text
        var statements = try? FixScript.parse(source, file: nil, platform: platform)
        if statements == nil {
            source = learner.joined(separator: "\n")
            statements = try? FixScript.parse(source, file: nil, platform: platform)
        }
        let heard = grader.model.play(prepared.expected.steps.map(\.gesture), on: screen)
        guard let statements else { return Explanation(reasons: [], nowHeard: heard, uikit: [], swiftUI: []) }
        if platform == .android {
            // The statements are the app's Kotlin already: shown as written, indentation kept
            // (less what every line shares).
            let lines = source.split(whereSeparator: \.isNewline).map(String.init)
                .filter { !$0.allSatisfy(\.isWhitespace) }
            let shared = lines.map { $0.prefix { $0 == " " || $0 == "\t" }.count }.min() ?? 0
            return Explanation(reasons: statements.map(AndroidReasons(screen: screen).reason), nowHeard: heard,
                               uikit: [], swiftUI: [], android: lines.map { String($0.dropFirst(shared)) })
        }
        let code = AppCode(screen: screen, brokenScreen: prepared.brokenScreen)
        return Explanation(reasons: statements.map(code.reason), nowHeard: heard,
                           uikit: statements.map(code.uikit), swiftUI: code.swiftUI(statements))
    }
}
