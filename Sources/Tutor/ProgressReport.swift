import AXModel
import Course
import Foundation
import Presentation
import Progress

/// The course with the learner's progress beside it: `list` (a status column in words) and
/// `progress` (attempts and hints per exercise, as text or JSON). Titles from the pack have
/// their control characters spelled visibly; the JSON escapes them.
public enum ProgressReport {
    /// `done`, `tried` or `not started`: words, never a colour or a symbol alone.
    public static func status(_ progress: ExerciseProgress?) -> String {
        guard let progress else { return "not started" }
        if progress.isCompleted { return "done" }
        return progress.attempts > 0 || progress.hintsRevealed > 0 ? "tried" : "not started"
    }

    /// Lessons with their exercises under them, each exercise with its status; `current`
    /// is marked with the word "current".
    /// `pace`: in a paced workshop room, the lessons it last unlocked; the others are marked.
    public static func list(_ pack: CourseOutline, progress: [ExerciseProgress], current: String? = nil,
                            pace: RoomPace? = nil, style: TextStyle) -> String {
        let table = Dictionary(progress.map { ($0.exercise, $0) }, uniquingKeysWith: { a, _ in a })
        let idWidth = (pack.lessons.map(\.id.count) + pack.exercises.map { $0.id.count + 2 }).max() ?? 0
        var out = [style.paint(pack.title, "1"), ""]
        for lesson in pack.lessons {
            let locked = pace.map { !$0.allows(lesson: lesson.id) } == true ? "  (not unlocked in the room yet)" : ""
            out.append(style.paint(lesson.id.padding(idWidth), "1")
                       + "  \(TerminalText.visible(lesson.title)) (\(lesson.kind.rawValue))\(locked)")
            for exercise in pack.exercises(of: lesson.id) {
                let status = status(table[exercise.id]).padding(11)
                let mark = (exercise.framework.map { "  (\($0.rawValue))" } ?? "") + (exercise.bonus ? "  (bonus)" : "")
                    + (exercise.id == current ? "  (current)" : "")
                out.append(("  " + exercise.id).padding(idWidth) + "  " + paint(status, style) + "  "
                           + TerminalText.visible(exercise.title) + mark)
            }
        }
        let done = pack.exercises.filter { table[$0.id]?.isCompleted == true }.count
        out += ["", "\(done) of \(pack.exercises.count) exercises done"]
        return out.joined(separator: "\n") + "\n"
    }

    private static func paint(_ status: String, _ style: TextStyle) -> String {
        status.hasPrefix("done") ? style.paint(status, "32") : status.hasPrefix("tried") ? style.paint(status, "33") : status
    }

    /// One line per exercise: status, attempts up to the first pass, practice after it and hints
    /// used, then a total.
    public static func text(_ pack: CoursePack, progress: [ExerciseProgress], style: TextStyle) -> String {
        let table = Dictionary(progress.map { ($0.exercise, $0) }, uniquingKeysWith: { a, _ in a })
        let idWidth = max(8, pack.exercises.map(\.id.count).max() ?? 0)
        var out = [style.paint(pack.manifest.title, "1"), "",
                   "exercise".padding(idWidth) + "  status       attempts  practice  hints"]
        for exercise in pack.exercises {
            let entry = table[exercise.id]
            out.append(exercise.id.padding(idWidth) + "  " + paint(status(entry).padding(11), style)
                       + "  " + String(entry?.attempts ?? 0).padding(8) + "  " + String(entry?.practice ?? 0).padding(8)
                       + "  " + String(entry?.hintsRevealed ?? 0))
        }
        let done = pack.exercises.filter { table[$0.id]?.isCompleted == true }.count
        out += ["", "\(done) of \(pack.exercises.count) exercises done"]
        return out.joined(separator: "\n") + "\n"
    }

    /// `{"course", "done", "total", "exercises": [{"id", "status", "done", "attempts", "failedAttempts", "practice",
    /// "hintsUsed"}]}`,
    /// and in a workshop room `"room": {"code", "url", "name", "waiting", "refused", "held"}` (`held`: the
    /// results the room holds for now, waiting among the others, each `{"exercise", "reason"}`).
    public static func json(_ pack: CoursePack, progress: [ExerciseProgress], room: RoomMembership? = nil,
                            outbox: OutboxSummary = OutboxSummary()) -> String {
        let table = Dictionary(progress.map { ($0.exercise, $0) }, uniquingKeysWith: { a, _ in a })
        let rows = pack.exercises.map { exercise in
            let entry = table[exercise.id]
            return Row(id: exercise.id, status: status(entry), done: entry?.isCompleted ?? false,
                       attempts: entry?.attempts ?? 0, failedAttempts: entry?.failedAttempts ?? 0,
                       practice: entry?.practice ?? 0, hintsUsed: entry?.hintsRevealed ?? 0)
        }
        let document = Document(course: pack.manifest.id, done: rows.filter(\.done).count, total: rows.count,
                                exercises: rows, room: room.map {
                                    RoomRow(code: $0.code, url: $0.url, name: $0.name, waiting: outbox.waiting,
                                            refused: outbox.failed.count,
                                            held: outbox.held.map { Held(exercise: $0.exercise, reason: $0.held ?? "") })
                                })
        let encoder = JSONOutput.encoder(pretty: true)
        return TerminalText.json(String(decoding: (try? encoder.encode(document)) ?? Data(), as: UTF8.self)) + "\n"
    }

    private struct Document: Encodable {
        var course: String
        var done: Int
        var total: Int
        var exercises: [Row]
        var room: RoomRow?
    }

    private struct RoomRow: Encodable {
        var code: String
        var url: String
        var name: String
        var waiting: Int
        var refused: Int
        var held: [Held]
    }

    private struct Held: Encodable {
        var exercise: String
        var reason: String
    }

    private struct Row: Encodable {
        var id: String
        var status: String
        var done: Bool
        var attempts: Int
        var failedAttempts: Int
        var practice: Int
        var hintsUsed: Int
    }
}
