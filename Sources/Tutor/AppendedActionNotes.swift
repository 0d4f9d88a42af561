import AXModel
import FixScript

/// `row.accessibilityCustomActions?.append(…)` on a view with no list yet adds nothing, as
/// Swift's optional chaining does nothing on nil (docs/fix-statements.md): said after the line,
/// as applying it succeeded but changed nothing (a learner saw only "applied 1 statement").
enum AppendedActionNotes {
    static func notes(_ statements: [FixScript.Statement], after screen: Screen) -> [String] {
        var notes: [String] = []
        for statement in statements {
            guard case .appendCustomAction = statement.change, let element = screen.element(statement.target.id),
                  !element.hasCustomActionList, element.customActions.isEmpty else { continue }
            let list = "\(element.id).accessibilityCustomActions"
            let note = "\(list) is nil, so '?.append(…)' added nothing, as in an app: make the list first, \(list) = [ … ], "
                + "or add to whatever is there, \(list) = (\(list) ?? []) + [ … ]"
            if !notes.contains(note) { notes.append(note) }
        }
        return notes
    }
}
