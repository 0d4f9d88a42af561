/// `axtutor list`: the pack's lessons and their exercises in course order.
public enum ListFrontend {
    public static func run(course: String, plain: Bool, color: Bool = true) -> CommandOutput {
        let pack: CoursePack
        do {
            pack = try CourseLoader.load(from: course)
        } catch {
            return .failure(CommandOutput.problems(in: error))
        }
        return CommandOutput(text: render(pack, color: color && !plain))
    }

    /// Lesson lines (`id  title  kind`) with their exercises indented under them; lesson ids
    /// in bold when `color`.
    public static func render(_ pack: CoursePack, color: Bool) -> String {
        let idWidth = (pack.lessons.map { $0.id.count } + pack.exercises.map { $0.id.count + 2 }).max() ?? 0
        func pad(_ text: String) -> String {
            text + String(repeating: " ", count: max(0, idWidth - text.count))
        }
        var out = [bold(pack.manifest.title, color: color), ""]
        for lesson in pack.lessons {
            out.append(bold(pad(lesson.id), color: color) + "  \(lesson.title) (\(lesson.kind.rawValue))")
            for exercise in pack.exercises(of: lesson.id) {
                out.append(pad("  " + exercise.id) + "  \(exercise.title)")
            }
        }
        return out.joined(separator: "\n") + "\n"
    }

    private static func bold(_ text: String, color: Bool) -> String {
        color ? "\u{1B}[1m\(text)\u{1B}[0m" : text
    }
}
