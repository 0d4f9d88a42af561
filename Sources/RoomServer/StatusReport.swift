/// The facilitator's terminal view of a room (`axtutor-room status`): plain lines in words,
/// readable by a screen reader as they are.
public enum StatusReport {
    public static func text(_ status: RoomStatus) -> String {
        var lines = ["Room \(status.code): \(status.courseTitle) (\(status.course))"]
        if status.paced {
            let open = status.unlocked.isEmpty ? "none" : status.unlocked.joined(separator: ", ")
            lines.append("Paced: unlocked lessons: \(open).")
        } else {
            lines.append("Not paced: every lesson is open.")
        }
        lines.append(roomState(status))
        lines.append(FacilitatorPage.summary(status))
        if !status.learners.isEmpty {
            lines.append("")
            lines.append("Learners:")
            for learner in status.learners {
                lines.append("  " + StatusWords.learner(learner, in: status))
            }
        }
        if !status.byExercise.isEmpty {
            lines.append("")
            lines.append("By exercise:")
            for summary in status.byExercise {
                lines.append("  " + StatusWords.summary(summary, in: status))
            }
        }
        lines.append("")
        if status.hardest.isEmpty {
            lines.append("Hardest exercises: none yet (no failed checks).")
        } else {
            lines.append("Hardest exercises:")
            for (index, hard) in status.hardest.enumerated() {
                lines.append("  \(index + 1). " + StatusWords.hard(hard, in: status))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// "Open until 2026-11-27 21:00 UTC; new learners can join." or when it ended.
    static func roomState(_ status: RoomStatus) -> String {
        let end = FacilitatorPage.endTime(status)
        if status.ended { return "Ended at \(end): learners can no longer join or send results." }
        return "Open until \(end); " + (status.joinsOpen ? "new learners can join." : "closed to new learners.")
    }
}
