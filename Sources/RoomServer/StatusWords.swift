/// The status of a cell, a learner and an exercise in words, shared by the facilitator page
/// and `axtutor-room status`: no state is ever told by colour or symbol alone.
public enum StatusWords {
    /// "passed after 3 checks", "stuck: 4 failed checks", "working: 1 failed check",
    /// "not started".
    public static func cell(_ learner: RoomStatus.Learner, exercise: String) -> String {
        guard let cell = learner.results[exercise] else { return "not started" }
        if cell.passed {
            return "passed after \(count(cell.attempts, "check"))"
        }
        if let reason = learner.stuckOn[exercise] {
            return "stuck: \(reason)"
        }
        return "working: \(count(cell.failedChecks, "failed check"))"
    }

    /// One line about a learner: how many exercises passed, where they are, and whether stuck.
    public static func learner(_ learner: RoomStatus.Learner, in status: RoomStatus) -> String {
        let passed = learner.results.values.filter(\.passed).count
        var line = "\(learner.name): \(passed) of \(count(status.exercises.count, "exercise")) passed"
        if let stuck = learner.stuck {
            line += "; stuck on \(title(stuck.exercise, in: status)) (\(stuck.reason))"
        } else if let current = learner.current {
            line += "; last checked \(title(current, in: status))"
        } else {
            line += "; no check yet"
        }
        return line
    }

    /// One line about a hard exercise.
    public static func hard(_ hard: RoomStatus.Hard, in status: RoomStatus) -> String {
        "\(title(hard.exercise, in: status)): \(count(hard.failedChecks, "failed check")), "
            + "\(count(hard.learnersStuck, "learner")) stuck"
    }

    /// "Title (id)" for an exercise, or the id alone when the course does not know it.
    public static func title(_ exercise: String, in status: RoomStatus) -> String {
        guard let item = status.exercises.first(where: { $0.id == exercise }) else { return exercise }
        return "\(item.title) (\(item.id))"
    }

    /// "1 check", "3 checks", "0 checks".
    public static func count(_ number: Int, _ noun: String) -> String {
        number == 1 ? "1 \(noun)" : "\(number) \(noun)s"
    }
}
