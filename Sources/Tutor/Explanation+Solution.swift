import AXModel
import Course
import Grading
import Foundation
import FixScript
import ScreenReader

extension Explanation {
    /// Explains a pass from the statements the learner typed (each entry one input, all
    /// applied): what each statement changes, what is heard now, and the same fix as app code.
    public static func of(_ prepared: PreparedExercise, screen: Screen, grader: Grader, learner: [String]) -> Explanation {
        let platform = prepared.brokenScreen.platform
        let source = learner.joined(separator: "\n")
        let parsed = try? FixScript.parse(source, file: nil, platform: platform)
        let heard = grader.model.play(prepared.expected.steps.map(\.gesture), on: screen)
        guard let parsed else { return Explanation(reasons: [], nowHeard: heard, uikit: [], swiftUI: []) }
        // A change only to the look (`.font(.headline)`, `textColor = …`) changes nothing to explain.
        let statements = live(lastModifiers(FixScript.resolved(parsed, on: prepared.brokenScreen)), from: prepared.brokenScreen)
            .filter { !$0.changesOnlyLooks }
        if platform == .android {
            // A modifier assigned anew says what its semantics do, not that it was assigned.
            let explained = statements.filter { if case .replaceModifier = $0.change { false } else { true } }
            return Explanation(reasons: once(explained.map(AndroidReasons(screen: screen).reason)), nowHeard: heard,
                               uikit: [], swiftUI: [], android: AndroidCode(brokenScreen: prepared.brokenScreen).kotlin(statements, source: source))
        }
        let code = AppCode(screen: screen, brokenScreen: prepared.brokenScreen)
        return Explanation(reasons: once(code.reasons(statements)), nowHeard: heard,
                           uikit: code.uikit(statements), swiftUI: code.swiftUI(statements))
    }

    /// The statements without the Compose modifiers a later `x.modifier = …` replaced: in Kotlin
    /// the node has only the last (a learner who typed it twice, the second time right, was
    /// shown both, the wrong one first).
    static func lastModifiers(_ statements: [FixScript.Statement]) -> [FixScript.Statement] {
        var replacedBefore: [String: Int] = [:]
        for (index, statement) in statements.enumerated() {
            if case .replaceModifier = statement.change { replacedBefore[statement.target.id] = index }
        }
        return statements.enumerated().filter { index, statement in
            guard statement.compose, let last = replacedBefore[statement.target.id] else { return true }
            return index >= last
        }.map(\.element)
    }

    /// Each reason once, in order: a chain of modifiers is several statements that may each say
    /// the same (`.accessibilityCustomContent` three times).
    static func once(_ reasons: [String]) -> [String] {
        var seen = Set<String>()
        return reasons.filter { seen.insert($0).inserted }
    }

    /// The statements that make a difference, in order: one whose removal leaves the fixed
    /// screen as it is (typed twice, overwritten later, or setting what was already so) is
    /// neither explained nor shown as app code. Each statement is tried once without it, which
    /// applies the fix again each time: past `pruningLimit` statements (a fix no one types by
    /// hand) all are kept, so that grading stays quick whatever the input.
    static func live(_ statements: [FixScript.Statement], from broken: Screen) -> [FixScript.Statement] {
        guard statements.count <= pruningLimit,
              let fixed = try? FixScript.apply(statements, to: broken, file: nil) else { return statements }
        var kept = statements
        var index = 0
        while index < kept.count {
            var without = kept
            without.remove(at: index)
            if let screen = try? FixScript.apply(without, to: broken, file: nil), screen == fixed {
                kept = without
            } else {
                index += 1
            }
        }
        return kept
    }

    /// The most statements `live` prunes: trying each costs one more application of the fix.
    static let pruningLimit = 64
}
