import AXModel
import FixScript
import SwiftSyntax

/// A change an import makes once every element exists: a fix statement the tutor knows (the
/// Swift line, with its values written out, applied by `FixScript` as a learner's would be) or
/// a setting made directly, each at the Swift it came from.
struct PendingChange {
    enum Kind {
        /// The statement after its element's id: `.accessibilityLabel("Save")`, ` = true`.
        case statement(String)
        case direct(@Sendable (inout Element) -> Void)
    }

    var id: String
    var kind: Kind
    /// The Swift it came from, for the note when it cannot be applied.
    var node: Syntax

    /// Applies the changes in order; one that fails is left out with a note saying why.
    static func apply(_ changes: [PendingChange], to screen: Screen, notes: inout ImportNotes) -> Screen {
        var screen = screen
        // A change to a view that was left out (already noted) is left out with it.
        for change in changes where screen.element(change.id) != nil {
            switch change.kind {
            case .statement(let text):
                do {
                    screen = try FixScript.apply(change.id + text, to: screen, file: nil)
                } catch {
                    let reason = Diagnostics.items(in: error).first?.message ?? "\(error)"
                    // A SwiftUI modifier is quoted as it reads after its view (the chain starts at the view).
                    let quoted = text.hasPrefix(".") ? text : ImportNotes.quote(change.node)
                    notes.note("'\(quoted)' is left out: \(reason)", at: change.node)
                }
            case .direct(let set):
                _ = screen.modify(change.id) { set(&$0) }
            }
        }
        return screen
    }
}
