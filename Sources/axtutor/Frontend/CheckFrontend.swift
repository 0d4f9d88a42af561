import AXModel
import Course
import FixScript
import Grading
import Presentation
import Tutor

/// `axtutor check EXERCISE --fix FILE|-`: grades fix statements against one exercise.
/// Exits 0 when it passes, 1 when it does not, 65 for a bad statement, 66 for a missing input.
public enum CheckFrontend {
    /// `fix` is the statements' text, `fixName` how diagnostics name them (the file, or `<stdin>`).
    public static func run(exercise id: String, fix: String, fixName: String, course: String,
                           json: Bool, plain: Bool, color: Bool = true) -> CommandOutput {
        let pack: CoursePack
        do {
            pack = try CourseLoader.load(from: course)
        } catch {
            return .failure(Diagnostics.items(in: error))
        }
        return run(exercise: id, fix: fix, fixName: fixName, pack: pack, json: json, plain: plain, color: color)
    }

    /// The same, on a pack already loaded (the caller records the attempt in its progress).
    /// `width`: where the text wraps (the terminal's width from `check`).
    public static func run(exercise id: String, fix: String, fixName: String, pack: CoursePack,
                           json: Bool, plain: Bool, color: Bool = true, width: Int = 80) -> CommandOutput {
        grade(pack.exercise(id), id: id, courseIDs: pack.exercises.map(\.id), fix: fix, fixName: fixName,
              json: json, plain: plain, color: color, width: width)
    }

    /// The same, on the exercise found (nil when the course has none called `id`; `courseIDs`,
    /// the course's exercise ids, give the near miss).
    public static func grade(_ found: Exercise?, id: String, courseIDs: [String], fix: String, fixName: String,
                             json: Bool, plain: Bool, color: Bool = true, width: Int = 80) -> CommandOutput {
        guard let exercise = found else {
            return .failure([Diagnostic(message: "no exercise '\(id)' in this course",
                                        suggestion: NearMiss.suggestion(for: id, in: courseIDs),
                                        exitCode: 66)])
        }
        let result: GradeResult
        let explained: String
        do {
            let prepared = try PreparedExercise(exercise)
            let grader = Grader(platform: exercise.platform)
            let fixed = try FixScript.apply(fix, to: prepared.brokenScreen, file: fixName)
            result = grader.grade(prepared, screen: fixed)
            // A pass says why it works and shows the app code, as the tutor's own check does.
            explained = result.passed && !json
                ? SessionRenderer(style: TextStyle(width: width, plain: plain, color: color))
                    .render([.explanation(Explanation.of(prepared, screen: fixed, grader: grader, learner: [fix]))])
                : ""
        } catch {
            let problems = Diagnostics.items(in: error)
            var output = CommandOutput.failure(problems, sources: [fixName: fix])
            output.exitCode = problems.contains { $0.exitCode == 66 } ? 66 : 65
            return output
        }
        let text = json ? GradeReport.json(result, exercise: id)
                        : GradeText(style: TextStyle(width: width, plain: plain, color: color), title: id)
                            .lines(result).map { $0 + "\n" }.joined()
        return CommandOutput(text: text + explained + (explained.hasSuffix("\n") || explained.isEmpty ? "" : "\n"), exitCode: result.passed ? 0 : 1)
    }

    /// Reads the fix statements from a file (`-` is read by the caller from standard input).
    public static func run(exercise id: String, fixFile: String, course: String,
                           json: Bool, plain: Bool, color: Bool = true) -> CommandOutput {
        do {
            let fix = try SourceFile.read(atPath: fixFile, name: fixFile, kind: FixScript.kind, regularOnly: false)
            return run(exercise: id, fix: fix, fixName: fixFile, course: course, json: json, plain: plain, color: color)
        } catch {
            return .failure([error])
        }
    }
}
