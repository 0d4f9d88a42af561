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

    /// The `actions menu NAME` gestures whose item the menu does not list where they are made,
    /// by step: performing nothing would otherwise pass for an action that does nothing heard.
    func menuRefusals(_ gestures: [Gesture], on screen: Screen) -> [Int: String] {
        guard gestures.contains(where: { if case .actionsMenu = $0 { true } else { false } }) else { return [:] }
        var session = ReaderSession(screen: screen)
        var refusals: [Int: String] = [:]
        for (index, gesture) in gestures.enumerated() {
            if case .actionsMenu(let name) = gesture {
                let names = model.actionNames(in: session)
                if !names.contains(where: { $0.lowercased() == name.lowercased() }) {
                    refusals[index] = names.isEmpty ? "the menu lists no actions here"
                        : "the menu lists no '\(name)' here (it lists: \(names.joined(separator: ", ")))"
                }
            }
            _ = model.perform(gesture, in: &session)
        }
        return refusals
    }

    /// Grades a screen as it stands (the broken one, for `verify`): the transcript, and the
    /// audit rules the exercise names, run on the screen with the broken one as designed.
    public func grade(_ exercise: PreparedExercise, screen: Screen) -> GradeResult {
        let actual = model.play(exercise.expected.steps.map(\.gesture), on: screen)
        var result = GradeResult.compare(expected: exercise.expected, actual: actual,
                                         compareHints: exercise.exercise.compareHints)
        for (index, reason) in menuRefusals(exercise.expected.steps.map(\.gesture), on: screen) {
            result.steps[index].refused = reason
        }
        result.auditRequirement = exercise.exercise.audit
        result.audit = AuditCheck.run(exercise.exercise.audit, on: screen, drawn: exercise.brokenScreen)
        result.hiddenFromEveryone = HiddenFromEveryone.check(screen, exercise: exercise)
        if !result.transcriptPassed { result.dimmedButResponds = DimmedButResponds.check(screen) }
        return result
    }
}
