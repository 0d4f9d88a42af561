import Course
import FixScript
import Foundation
import Grading
import TestSupport
import Testing
@testable import Tutor

/// No Kotlin parser is at hand, so the Kotlin shown after a pass of every Android exercise is
/// held to the shapes the tutor accepts but Kotlin does not: brackets that close, a Compose
/// modifier shown as `Modifier…` (never `id: Modifier…` or `id.semantics { … }`), `labelFor`
/// as `R.id.…`, an importance as its `View` constant, and flags under their `is` names.
@Suite struct ShownKotlinTests {
    static let notKotlin: [(String, String)] = [
        (#"^\w+\s*:\s*Modifier"#, "a composable's modifier written `id: Modifier`"),
        (#"^(?!Modifier\b)\w+\.(semantics|clearAndSetSemantics)\b"#, "a modifier on an id"),
        (#"^\w+\.modifier\s*="#, "a composable's modifier assigned to a property"),
        (#"\.labelFor\s*=(?!\s*R\.id\.)"#, "labelFor without R.id"),
        (#"\.importantForAccessibility\s*=(?!\s*View\.IMPORTANT_FOR_ACCESSIBILITY_)"#, "an importance without its constant"),
        (#"\.(enabled|checked|selected|clickable|focusable|screenReaderFocusable|accessibilityHeading)\s*="#,
         "a flag without its is- name"),
        (#"\bnil\b"#, "nil in Kotlin"),
    ]

    @Test func theKotlinShownAfterEveryAndroidPassHasKotlinsShapes() throws {
        let pack = try CourseLoader.load(from: TestPack.repository)
        var problems: [String] = []
        var shown = 0
        for exercise in pack.exercises where exercise.platform == .android {
            let prepared = try PreparedExercise(exercise)
            let fixed = try FixScript.apply(exercise.solution.text, to: prepared.brokenScreen, file: nil)
            let lines = Explanation.of(prepared, screen: fixed, grader: Grader(platform: .android),
                                       learner: [exercise.solution.text]).android
            shown += lines.isEmpty ? 0 : 1
            var depth = 0
            for line in lines where !line.hasPrefix("//") {
                depth += line.filter { "({[".contains($0) }.count - line.filter { ")}]".contains($0) }.count
                for (pattern, what) in Self.notKotlin where line.range(of: pattern, options: .regularExpression) != nil {
                    problems.append("\(exercise.file) (\(exercise.id)): \(what): \(line)")
                }
            }
            if depth != 0 { problems.append("\(exercise.file) (\(exercise.id)): brackets do not close") }
        }
        #expect(shown > 10)
        #expect(problems == [])
    }
}
