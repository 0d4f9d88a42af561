import Grading
import Presentation

/// `axtutor verify`: proves every file of a pack loads and every exercise works.
public enum VerifyFrontend {
    /// Each problem is shown with its source line and a caret under it. Warnings (an expect
    /// that leaves what the solution changes unexercised) are shown and do not fail the run.
    public static func run(course: String) -> CommandOutput {
        let report = CourseVerifier.verify(root: course)
        let checked = "\(report.lessons) \(report.lessons == 1 ? "lesson" : "lessons"), "
            + "\(report.exercises) \(report.exercises == 1 ? "exercise" : "exercises")"
        let errors = report.problems.filter { $0.severity == .error }.count
        let warnings = report.problems.count - errors
        let warned = warnings == 0 ? "" : " (\(warnings) \(warnings == 1 ? "warning" : "warnings"))"
        guard errors == 0 else {
            // "1 problem and 1 warning": a warning is not one of the problems counted.
            let alsoWarned = warnings == 0 ? "" : " and \(warnings) \(warnings == 1 ? "warning" : "warnings")"
            let summary = "\(course): \(errors) \(errors == 1 ? "problem" : "problems")\(alsoWarned) (\(checked) loaded)\n"
            return .failure(report.problems, text: summary)
        }
        var output = CommandOutput.failure(report.problems, text: "\(course): verified \(checked)\(warned)\n")
        output.exitCode = 0
        return output
    }
}
