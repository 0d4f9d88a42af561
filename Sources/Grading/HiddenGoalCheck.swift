import Foundation
import AXModel
import Course
import ScreenReader

extension CourseVerifier {
    /// An expect line marked `# goal: hidden` is not shown to the learner, so the exercise's
    /// story must state its wording: one problem, at the line, for each one the prose does not
    /// hold (compared as heard, `SpokenForm`).
    static func hiddenGoalProblems(_ exercise: Exercise) -> [Diagnostic] {
        // The story's spoken form, made once and only for an exercise that hides a line.
        var spokenStory: String?
        func story() -> String {
            UtteranceParts.parts(of: exercise.prose.map(\.plainText).joined(separator: " ")).joined(separator: ", ")
        }
        var problems: [Diagnostic] = []
        for (offset, raw) in exercise.expect.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)[...]
            guard let cut = Transcript.hiddenMarkStart(line) else { continue }
            var words = line[..<cut]
            if words.lowercased().hasPrefix("hint:") { words = words.dropFirst("hint:".count) }
            let wanted = UtteranceParts.parts(of: String(words)).joined(separator: ", ")
            if spokenStory == nil { spokenStory = story() }
            if !wanted.isEmpty, spokenStory?.contains(wanted) == false {
                problems.append(Diagnostic(file: exercise.file, line: exercise.expect.line + offset, column: 1,
                                           message: "this line is hidden from the goal ('# goal: hidden') but the story "
                                               + "does not say '\(words.trimmingCharacters(in: .whitespaces))': "
                                               + "state the wording the learner must reach"))
            }
        }
        return problems
    }
}
