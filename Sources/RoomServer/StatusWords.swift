import Foundation

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
        // In a paced room, counted against what is open so far.
        let open = status.paced ? status.exercises.filter { status.unlocked.contains($0.lesson) }.count : status.exercises.count
        var line = "\(learner.name): \(passed) of \(count(open, "exercise"))\(status.paced ? " open" : "") passed"
        if let stuck = learner.stuck {
            line += "; stuck on \(title(stuck.exercise, in: status)) (\(stuck.reason))"
        } else if let current = learner.current {
            line += "; last checked \(title(current, in: status))"
        } else {
            line += "; no check yet"
        }
        return line
    }

    /// "Title (id): 3 of 4 passed (75%); median 2 checks, 3 min 20 s to a pass; 5 hints used".
    public static func summary(_ summary: RoomStatus.ExerciseSummary, in status: RoomStatus) -> String {
        "\(title(summary.exercise, in: status)): " + summaryFacts(summary).joined(separator: "; ")
    }

    /// The facts of a summary, each in words: passed, median checks, median time, hints.
    public static func summaryFacts(_ summary: RoomStatus.ExerciseSummary) -> [String] {
        let rate = Int((Double(summary.passed) / Double(max(summary.learners, 1)) * 100).rounded())
        return ["\(summary.passed) of \(count(summary.learners, "learner")) passed (\(rate)%)",
                "median \(number(summary.medianChecks)) \(summary.medianChecks == 1 ? "check" : "checks")",
                summary.medianSeconds.map { "median \(duration($0)) to a pass" }
                    ?? (summary.passed > 0 ? "time to a pass not known" : "no pass yet"),
                count(summary.hintsUsed, "hint") + " used"]
    }

    /// "3", "2.5".
    static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
    }

    /// "45 s", "3 min 20 s", "12 min", "2 h 5 min", "3 days 4 h".
    static func duration(_ seconds: Double) -> String {
        let whole = Int(seconds.rounded())
        if whole < 60 { return "\(whole) s" }
        if whole >= 86_400 {
            let (days, rest) = whole.quotientAndRemainder(dividingBy: 86_400)
            return count(days, "day") + (rest >= 3600 ? " \(rest / 3600) h" : "")
        }
        if whole >= 3600 {
            let (hours, rest) = whole.quotientAndRemainder(dividingBy: 3600)
            return rest >= 60 ? "\(hours) h \(rest / 60) min" : "\(hours) h"
        }
        let (minutes, rest) = whole.quotientAndRemainder(dividingBy: 60)
        return rest == 0 ? "\(minutes) min" : "\(minutes) min \(rest) s"
    }

    /// One line about a hard exercise: who is stuck on it, and how the room does on it.
    public static func hard(_ hard: RoomStatus.Hard, in status: RoomStatus) -> String {
        let facts = status.byExercise.first { $0.exercise == hard.exercise }.map { summaryFacts($0).prefix(2) } ?? []
        return "\(title(hard.exercise, in: status)): \(count(hard.learnersStuck, "learner")) stuck"
            + facts.map { "; " + $0 }.joined()
    }

    /// "Title (id)" for an exercise, or the id alone when the course does not know it.
    public static func title(_ exercise: String, in status: RoomStatus) -> String {
        guard let item = status.exercises.first(where: { $0.id == exercise }) else { return exercise }
        return "\(item.title) (\(item.id))"
    }

    /// "2026-11-27 14:02 UTC".
    public static func time(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd HH:mm 'UTC'"
        return formatter.string(from: date)
    }

    /// "1 check", "3 checks", "0 checks".
    public static func count(_ number: Int, _ noun: String) -> String {
        number == 1 ? "1 \(noun)" : "\(number) \(noun)s"
    }
}
