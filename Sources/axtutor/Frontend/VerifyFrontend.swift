import Grading

/// `axtutor verify`: proves every file of a pack loads and every exercise works.
public enum VerifyFrontend {
    /// `excerpts`: show each problem's source line with a caret under it.
    public static func run(course: String, excerpts: Bool = true) -> CommandOutput {
        let report = CourseVerifier.verify(root: course)
        let checked = "\(report.lessons) \(report.lessons == 1 ? "lesson" : "lessons"), "
            + "\(report.exercises) \(report.exercises == 1 ? "exercise" : "exercises")"
        guard report.problems.isEmpty else {
            let count = report.problems.count
            let summary = "\(course): \(count) \(count == 1 ? "problem" : "problems") (\(checked) loaded)\n"
            return excerpts ? .failureWithExcerpts(report.problems, text: summary)
                            : .failure(report.problems, text: summary)
        }
        return CommandOutput(text: "\(course): verified \(checked)\n")
    }
}
