import AXModel
import Course
import ScreenReader

extension CourseVerifier {
    /// Each `or:` answer of an expect line must be what some solution says there: one problem,
    /// at the `or:` line, for each alternative no solution reaches (an answer nobody can give
    /// is not a right answer). Run only when every solution applies.
    static func unreachedAlternatives(_ prepared: PreparedExercise, results: [GradeResult]) -> [Diagnostic] {
        let exercise = prepared.exercise
        let orLines = OrLines(exercise.expect)
        var problems: [Diagnostic] = []
        for (stepIndex, step) in prepared.expected.steps.enumerated() {
            for (lineIndex, others) in step.alternatives.sorted(by: { $0.key < $1.key }) {
                for (otherIndex, other) in others.enumerated() where !results.contains(where: { result in
                    said(result, step: stepIndex, line: lineIndex, in: step, compareHints: exercise.compareHints)
                        .map { GradeResult.matches(other, $0) } ?? false
                }) {
                    problems.append(Diagnostic(
                        file: exercise.file, line: orLines.line(step: stepIndex, line: lineIndex, other: otherIndex),
                        column: 1,
                        message: "no solution says '\(other.written)': add a ```solution block that reaches this "
                            + "alternative, or remove it"))
                }
            }
        }
        return problems
    }

    /// What a solution said in the place of line `line` of step `step`.
    private static func said(_ result: GradeResult, step: Int, line: Int, in expected: Transcript.Step,
                             compareHints: Bool) -> Transcript.Line? {
        guard step < result.steps.count else { return nil }
        let graded = expected.lines.indices.filter { compareHints || !expected.lines[$0].isHint }
        guard let position = graded.firstIndex(of: line), position < result.steps[step].lines.count else { return nil }
        return result.steps[step].lines[position].actual
    }
}

/// File lines of an `expect` block's `or:` lines, by gesture, line and alternative.
private struct OrLines {
    var places: [[Int: [Int]]] = []
    let fallback: Int

    init(_ block: CodeBlock) {
        fallback = block.line
        var lineIndex = -1
        for (offset, raw) in block.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let text = raw.drop(while: \.isWhitespace)
            if text.isEmpty { continue }
            if text.hasPrefix(">") {
                places.append([:])
                lineIndex = -1
            } else if text.lowercased().hasPrefix("or:") {
                if !places.isEmpty { places[places.count - 1][lineIndex, default: []].append(block.line + offset) }
            } else {
                lineIndex += 1
            }
        }
    }

    func line(step: Int, line: Int, other: Int) -> Int {
        guard step < places.count, let lines = places[step][line], other < lines.count else { return fallback }
        return lines[other]
    }
}
