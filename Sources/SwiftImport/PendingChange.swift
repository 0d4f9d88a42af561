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

    /// Applies the changes in order; one that fails is left out with a note saying why. The
    /// statements between two direct settings are applied together, once, and one by one only
    /// when that fails (to say which): applying each alone reads the whole screen each time,
    /// which grows with the square of a long view's modifiers.
    static func apply(_ changes: [PendingChange], to screen: Screen, notes: inout ImportNotes) -> Screen {
        var screen = screen
        // A change to a view that was left out (already noted) is left out with it. Neither kind
        // of change adds or removes an element, so the ids are read once.
        let ids = Set(screen.allElements.map(\.id))
        let kept = changes.filter { ids.contains($0.id) }
        var index = 0
        while index < kept.count {
            var run: [(change: PendingChange, text: String)] = []
            while index < kept.count, case .statement(let text) = kept[index].kind {
                run.append((kept[index], text))
                index += 1
            }
            if !run.isEmpty {
                screen = applying(run, to: screen, notes: &notes)
                continue
            }
            if case .direct(let set) = kept[index].kind { _ = screen.modify(kept[index].id) { set(&$0) } }
            index += 1
        }
        return screen
    }

    /// Statements applied together; when that fails, each alone, and a failing one noted.
    private static func applying(_ run: [(change: PendingChange, text: String)], to screen: Screen,
                                 notes: inout ImportNotes) -> Screen {
        if run.count > 1, let all = try? FixScript.apply(run.map { $0.change.id + $0.text }.joined(separator: "\n"), to: screen, file: nil) {
            return all
        }
        var screen = screen
        for (change, text) in run {
            do {
                screen = try FixScript.apply(change.id + text, to: screen, file: nil)
            } catch {
                let reason = Diagnostics.items(in: error).first?.message ?? "\(error)"
                // A SwiftUI modifier is quoted as it reads after its view (the chain starts at the view).
                let quoted = text.hasPrefix(".") ? text : ImportNotes.quote(change.node)
                notes.note("'\(quoted)' is left out: \(reason)", at: change.node)
            }
        }
        return screen
    }
}
