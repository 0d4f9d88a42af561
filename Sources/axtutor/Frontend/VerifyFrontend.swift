import Grading
import Presentation

/// `axtutor verify`: proves every file of a pack loads and every exercise works.
public enum VerifyFrontend {
    /// Each problem is shown with its source line and a caret under it.
    public static func run(course: String) -> CommandOutput {
        let report = CourseVerifier.verify(root: course)
        let checked = "\(report.lessons) \(report.lessons == 1 ? "lesson" : "lessons"), "
            + "\(report.exercises) \(report.exercises == 1 ? "exercise" : "exercises")"
        guard report.problems.isEmpty else {
            let count = report.problems.count
            let summary = "\(course): \(count) \(count == 1 ? "problem" : "problems") (\(checked) loaded)\n"
            return .failure(report.problems, text: summary)
        }
        return CommandOutput(text: "\(course): verified \(checked)\n")
    }
}
