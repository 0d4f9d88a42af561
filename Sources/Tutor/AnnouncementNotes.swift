import AXModel

/// An announcement sent by a view the same code hid just before (`view.visibility = View.GONE`,
/// then `view.announceForAccessibility(…)`): Android sends no event from a view that is not
/// shown, so TalkBack says nothing (docs/talkback.md TB-7.8). Said after the line that makes it,
/// as a note: a later line may still say the change another way (a live region).
enum AnnouncementNotes {
    static func notes(on screen: Screen) -> [String] {
        var notes: [String] = []
        for element in screen.allElements {
            for effects in element.handlers.map(\.effects) + element.customActions.map(\.effects) {
                for id in announcedWhileHidden(effects) {
                    let name = id == "self" ? element.id : id
                    let note = "\(name) is hidden before it announces, and Android sends no event from a view that is not "
                        + "shown, so TalkBack says nothing: call announceForAccessibility(…) before hiding it, or say it "
                        + "with a live region on a view that stays"
                    if !notes.contains(note) { notes.append(note) }
                }
            }
        }
        return notes
    }

    /// The views (`self` for the code's own) that announce after the same code hid them, in order.
    static func announcedWhileHidden(_ effects: [Effect]) -> [String] {
        var hidden: Set<String> = []
        var found: [String] = []
        for effect in effects {
            switch effect {
            case .set(let target, "visibility", .string(let visibility)):
                if visibility == "visible" { hidden.remove(target) } else { hidden.insert(target) }
            case .set(let target, "isVisible", .bool(let visible)):
                if visible { hidden.remove(target) } else { hidden.insert(target) }
            case .spelled(.announcedBy(let id), _) where hidden.contains(id):
                found.append(id)
            default:
                break
            }
        }
        return found
    }
}
