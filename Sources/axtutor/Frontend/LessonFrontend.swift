import AXModel
import Course
import Presentation

/// `axtutor lesson ID`: one lesson rendered for the terminal.
public enum LessonFrontend {
    public static func run(id: String, course: String, width: Int, plain: Bool, color: Bool = true) -> CommandOutput {
        let pack: CoursePack
        do {
            pack = try CourseLoader.load(from: course)
        } catch {
            return .failure(Diagnostics.items(in: error))
        }
        guard let lesson = pack.lesson(id) else {
            return .failure([Diagnostic(message: "no lesson '\(id)' in this course",
                                        suggestion: NearMiss.suggestion(for: id, in: pack.lessons.map(\.id)),
                                        exitCode: 66)])
        }
        return CommandOutput(text: LessonRenderer(width: width, plain: plain, color: color).render(lesson))
    }
}
