import AXModel
import FixScript

/// Trait statements that leave a view's traits as they were, said after the line: a learner who
/// removed `.notEnabled` from a label that `isEnabled = false` dims, or inserted `.none`, was told
/// only "applied 1 statement".
enum UnchangedTraitsNotes {
    static func notes(_ statements: [FixScript.Statement], before: Screen, after: Screen) -> [String] {
        var notes: [String] = []
        for statement in statements where statement.target.part == nil && !statement.isExtension {
            switch statement.change {
            case .insertTraits, .removeTraits, .intersectTraits, .set("accessibilityTraits", _): break
            default: continue
            }
            let id = statement.target.id
            guard let was = before.element(id), let now = after.element(id), was.resolvedTraits == now.resolvedTraits,
                  !notes.contains(where: { $0.hasPrefix(id + "'s traits") }) else { continue }
            var note = "\(id)'s traits are as they were: nothing VoiceOver hears changed"
            // `.notEnabled` that the view's own isEnabled = false gives it comes back whatever the traits say.
            if case .removeTraits = statement.change, !now.isEnabled, now.resolvedTraits.contains(.notEnabled) {
                note += " (.notEnabled comes from \(id).isEnabled = false, which " + (now.type.framework == .swiftUI
                    ? "its .disabled(true) sets: take that out" : "adds it whatever the traits say: set isEnabled = true") + ")"
            }
            notes.append(note)
        }
        return notes
    }
}
