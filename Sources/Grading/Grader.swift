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

    /// The `touch ID` steps, expected to say something, whose view is off the screen when they are
    /// made (hidden, or inside a hidden view): a learner heard "nothing" and was not told that the
    /// view had never been shown, as the app's own answer to an earlier gesture does on the solved
    /// screen.
    func touchRefusals(_ steps: [Transcript.Step], on screen: Screen) -> [Int: String] {
        guard steps.contains(where: { if case .touch = $0.gesture { true } else { false } }) else { return [:] }
        var session = ReaderSession(screen: screen)
        var refusals: [Int: String] = [:]
        for (index, step) in steps.enumerated() {
            if case .touch(let id) = step.gesture, !step.lines.isEmpty, let hider = Self.hider(of: id, in: session.screen) {
                refusals[index] = hider == id ? "\(id) is hidden at this point, so the touch finds nothing: no gesture before "
                    + "it made the app show it" : "\(id) is not on the screen at this point: \(hider), which holds it, is hidden"
            }
            _ = model.perform(step.gesture, in: &session)
        }
        return refusals
    }

    /// The view that keeps `id` off the screen: itself or one around it, hidden (`isHidden`,
    /// Android's `GONE` or `INVISIBLE`); nil when it is shown or not on the screen at all.
    static func hider(of id: String, in screen: Screen) -> String? {
        func search(_ elements: [Element], hidden: String?) -> String?? {
            for element in elements {
                let off = element.isHidden || element.android.visibility != .visible
                let hiding = hidden ?? (off ? element.id : nil)
                if element.id == id { return .some(hiding) }
                if let found = search(element.children, hidden: hiding) { return found }
            }
            return nil
        }
        return search(screen.elements, hidden: nil) ?? nil
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
        if !result.transcriptPassed {
            for (index, reason) in touchRefusals(exercise.expected.steps, on: screen) where result.steps[index].refused == nil {
                result.steps[index].refused = reason
            }
        }
        result.auditRequirement = exercise.exercise.audit
        result.audit = AuditCheck.run(exercise.exercise.audit, on: screen, drawn: exercise.brokenScreen)
        result.hiddenFromEveryone = HiddenFromEveryone.check(screen, exercise: exercise)
        if !result.transcriptPassed { result.dimmedButResponds = DimmedButResponds.check(screen) }
        return result
    }
}
