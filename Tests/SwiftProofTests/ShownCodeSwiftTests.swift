import AXModel
import Course
import FixScript
import Grading
import TestSupport
import Testing
@testable import Tutor

/// The UIKit and SwiftUI code the tutor shows after a pass parses with Apple's Swift parser,
/// for every iOS exercise of the course, built from the exercise's solution typed as the fix;
/// and "Why this works" says each reason once.
@Suite struct ShownCodeSwiftTests {
    @Test func theCodeShownAfterEveryPassIsSwift() throws {
        let pack = try CourseLoader.load(from: TestPack.repository)
        var shown = 0
        var errors: [String] = []
        for exercise in pack.exercises where exercise.platform == .ios {
            let origin = "\(exercise.file) (\(exercise.id))"
            let prepared = try PreparedExercise(exercise)
            let fixed = try FixScript.apply(exercise.solution.text, to: prepared.brokenScreen, file: nil)
            let explanation = Explanation.of(prepared, screen: fixed, grader: Grader(platform: .ios),
                                             learner: [exercise.solution.text])
            #expect(!explanation.uikit.isEmpty && !explanation.swiftUI.isEmpty, "\(origin): nothing shown")
            // A chain of modifiers is several statements, which may each give the same reason.
            #expect(Set(explanation.reasons).count == explanation.reasons.count, "\(origin): a reason said twice")
            shown += 1
            errors += SwiftProof.errors(in: explanation.uikit.joined(separator: "\n"), context: .statements,
                                        origin: origin + " UIKit")
            for view in Self.views(explanation.swiftUI) {
                errors += SwiftProof.errors(in: view.joined(separator: "\n"), context: .modifiers,
                                            origin: origin + " SwiftUI")
            }
        }
        #expect(shown > 20)
        #expect(errors == [])
    }

    /// A learner's `Image(decorative:)` is shown as the view made anew, its modifiers after it.
    @Test func theCodeShownForAnImageMadeDecorativeIsSwift() throws {
        var wave = Element(id: "wave", type: .Image)
        wave.image = "wave_divider"
        let screen = Screen(elements: [wave])
        let statements = try FixScript.parse(#"wave.accessibilityHint("x")\#nImage(decorative: "wave_divider")"#, file: nil)
        let code = AppCode(screen: try FixScript.apply(statements, to: screen, file: nil), brokenScreen: screen)
        #expect(SwiftProof.errors(in: code.swiftUI(statements).joined(separator: "\n"), context: .modifiers, origin: "SwiftUI") == [])
        #expect(SwiftProof.errors(in: code.uikit(statements).joined(separator: "\n"), context: .statements, origin: "UIKit") == [])
    }

    /// An image made again with its label and a Button made around a view are shown as Swift.
    @Test func theCodeShownForAViewMadeAgainIsSwift() throws {
        var wave = Element(id: "wave", type: .Image)
        wave.image = "wave_divider"
        let screen = Screen(elements: [wave, Element(id: "tile", type: .VStack, children: [Element(id: "caption", type: .Text)])])
        let parsed = try FixScript.parse("Image(\"wave_divider\", label: Text(\"Waves\")).accessibilityHint(\"x\")\n"
                                         + "Button(action: addToCart) { tile }", file: nil)
        let statements = FixScript.resolved(parsed, on: screen)
        let code = AppCode(screen: try FixScript.apply(statements, to: screen, file: nil), brokenScreen: screen)
        #expect(SwiftProof.errors(in: code.swiftUI(statements).joined(separator: "\n"), context: .modifiers, origin: "SwiftUI") == [])
        #expect(SwiftProof.errors(in: code.uikit(statements).joined(separator: "\n"), context: .statements, origin: "UIKit") == [])
    }

    /// Actions made as constants and listed by name are shown as Swift in both frameworks.
    @Test func theCodeShownForActionConstantsIsSwift() throws {
        let screen = Screen(elements: [Element(id: "photo", type: .UIImageView), Element(id: "next", type: .UIButton)])
        let parsed = try FixScript.parse("""
            let share = UIAccessibilityCustomAction(name: "Share") { [weak self] _ in
                self?.next.accessibilityHint = "Shared"
                return true
            }
            photo.accessibilityCustomActions = [share, UIAccessibilityCustomAction(name: "Flag") { _ in true }]
            """, file: nil)
        let code = AppCode(screen: try FixScript.apply(parsed, to: screen, file: nil), brokenScreen: screen)
        #expect(SwiftProof.errors(in: code.uikit(parsed).joined(separator: "\n"), context: .statements, origin: "UIKit") == [])
        #expect(SwiftProof.errors(in: code.swiftUI(parsed).joined(separator: "\n"), context: .modifiers, origin: "SwiftUI") == [])
        #expect(code.uikit(parsed).contains("    share,"))
    }

    /// The SwiftUI lines cut into one modifier chain a view, each starting at its `// the view` line.
    static func views(_ lines: [String]) -> [[String]] {
        var views: [[String]] = []
        for line in lines {
            if line.hasPrefix("// the view") || views.isEmpty { views.append([]) }
            views[views.count - 1].append(line)
        }
        return views
    }
}
