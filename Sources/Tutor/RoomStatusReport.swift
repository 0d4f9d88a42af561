import AXModel
import Presentation
import Progress

/// The lines `axtutor progress` adds for a learner in a workshop room: which room, under what
/// name, how many results wait to be sent and which the room refused.
public enum RoomStatusReport {
    /// Nothing outside a room; else a blank line and the room's lines.
    public static func text(_ room: RoomMembership?, outbox: OutboxSummary, style: TextStyle) -> String {
        guard let room else { return "" }
        func results(_ count: Int) -> String { "\(count) \(count == 1 ? "result" : "results")" }
        var out = ["", style.paint("Room \(room.code)", "1") + TerminalText.visible(" at \(room.url), as \(room.name)")
                   + (room.shareStatements ? " (your statements are shared)" : "")]
        // The held results wait too, but are told apart below, with the room's reason.
        let unsent = outbox.waiting - outbox.held.count
        if unsent > 0 {
            out.append("\(results(unsent)) waiting to be sent (they go with the next check, or when the room is back)")
        } else if outbox.held.isEmpty {
            out.append("every result has been sent")
        }
        if let refused = room.refused {
            out += style.wrap("the room turned you away when last asked: \(refused)")
        }
        if let pace = room.pace, pace.paced {
            out.append("paced: the lessons open when the room was last asked are "
                       + (pace.unlocked.isEmpty ? "none yet" : pace.unlocked.joined(separator: ", ")))
        }
        if !outbox.held.isEmpty {
            out.append("\(results(outbox.held.count)) the room holds for now (kept here, sent again with each check):")
            for result in outbox.held {
                out += style.wrap("\(result.exercise), check \(result.attempts), \(result.passed ? "passed" : "not passed"): "
                                  + (result.held ?? ""), indent: "  ", hanging: "    ")
            }
        }
        if !outbox.failed.isEmpty {
            out.append("\(results(outbox.failed.count)) the room refused (kept here, not sent again):")
            for result in outbox.failed {
                out += style.wrap("\(result.exercise), check \(result.attempts), \(result.passed ? "passed" : "not passed"): "
                                  + (result.failed ?? ""), indent: "  ", hanging: "    ")
            }
        }
        return out.joined(separator: "\n") + "\n"
    }
}
