import AXModel
import Course
import FixScript

/// A solution that passes only through a statement the real platform does not have: a part of a
/// control UIKit gives no public way to (a titled segment, a stepper's button), which the tutor
/// reaches as `rangeControl[0]` or `stepper.increment` and no app can (`verify`, a warning at the
/// statement). A tab bar's item (`tabBar.items?[1]`) and an icon segment's image
/// (`imageForSegment(at:)`) are UIKit's own.
enum PlatformAPICheck {
    static func problems(in exercise: Exercise, screen: Screen) -> [Diagnostic] {
        guard exercise.platform == .ios else { return [] }
        return exercise.solutions.flatMap { solution -> [Diagnostic] in
            guard let statements = try? FixScript.parse(solution.text, file: nil, platform: .ios) else { return [] }
            var warned: Set<String> = []
            return statements.compactMap { statement in
                let target = statement.target
                guard target.part != nil, target.accessor == nil, let element = screen.element(target.id),
                      element.type != .UITabBar, warned.insert(target.id).inserted else { return nil }
                let location = target.partLocation ?? target.location
                return solution.relocate(Diagnostic(file: exercise.file, line: location.line, column: location.column,
                                                    severity: .warning,
                                                    message: "the solution goes through '\(target.spelled)', a part of a "
                                                        + "\(element.type.name) that UIKit gives no public way to reach: "
                                                        + "the fix cannot be written in an app, so say so in the story or "
                                                        + "give the exercise a fix UIKit has"),
                                         file: exercise.file)
            }
        }
    }
}
