import AXModel
import Course
import FixScript
import ScreenReader

/// Grades a fix: applies the statements to the broken screen, plays the expected
/// transcript's gestures through the screen-reader model, and compares what is heard.
public struct Grader: Sendable {
    public var model: any ScreenReaderModel

    /// The grader of a platform's exercises, with that platform's screen reader.
    public init(platform: Platform) {
        model = platform.screenReader
    }

    /// Grades the learner's statements (`fixFile` names them in diagnostics). Throws
    /// `Diagnostics` when a statement is bad: nothing is applied then.
    public func grade(_ exercise: PreparedExercise, fix: String, fixFile: String?) throws -> GradeResult {
        let fixed = try FixScript.apply(fix, to: exercise.brokenScreen, file: fixFile)
        return grade(exercise, screen: fixed)
    }

    /// Grades a screen as it stands (the broken one, for `verify`): the transcript, and the
    /// audit rules the exercise names, run on the screen with the broken one as designed.
    public func grade(_ exercise: PreparedExercise, screen: Screen) -> GradeResult {
        let actual = model.play(exercise.expected.steps.map(\.gesture), on: screen)
        var result = GradeResult.compare(expected: exercise.expected, actual: actual,
                                         compareHints: exercise.exercise.compareHints)
        result.auditRequirement = exercise.exercise.audit
        result.audit = AuditCheck.run(exercise.exercise.audit, on: screen, drawn: exercise.brokenScreen)
        return result
    }
}
