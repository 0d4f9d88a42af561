import AXModel
import Course
import FixScript
import ScreenReader

/// Proves a course pack works: every file loads (the loader's checks), and for every exercise
/// the broken screen does not already give the expected transcript while the solution does.
public enum CourseVerifier {
    /// What `verify` found: how much it checked and every problem.
    public struct Report: Sendable, Equatable {
        public var lessons: Int
        public var exercises: Int
        public var problems: [Diagnostic]
    }

    /// Checks the pack in `root`, all files and all exercises in one run.
    public static func verify(root: String) -> Report {
        let scan = CourseLoader.scan(from: root)
        var problems = scan.problems
        for exercise in scan.exercises {
            problems += check(exercise)
        }
        return Report(lessons: scan.pack?.lessons.count ?? 0, exercises: scan.exercises.count,
                      problems: problems)
    }

    /// The problems of one loaded exercise: its blocks parse, the broken screen fails, the
    /// solution passes, and the expect exercises what the solution changes (warnings).
    public static func check(_ exercise: Exercise) -> [Diagnostic] {
        let prepared: PreparedExercise
        do {
            prepared = try PreparedExercise(exercise)
        } catch {
            return Diagnostics.items(in: error)
        }
        let grader = Grader(platform: exercise.platform)
        var problems = hiddenGoalProblems(exercise) + HintCodeCheck.problems(in: exercise, screen: prepared.brokenScreen)
            + StoryNameCheck.problems(in: exercise, screen: prepared.brokenScreen)
        // The transcript alone: a broken screen need not fail the audit too.
        if grader.grade(prepared, screen: prepared.brokenScreen).transcriptPassed {
            problems.append(Diagnostic(file: exercise.file, line: exercise.expect.line - 1, column: 1,
                                       message: "the broken screen already produces the expected transcript: there is nothing to fix"))
        }
        var results: [GradeResult] = []
        var unexercised = ExpectCoverage(model: grader.model, prepared: prepared)
        var fixed: [Screen] = []
        for solution in exercise.solutions {
            let result: GradeResult
            do {
                result = try grader.grade(prepared, fix: solution.text, fixFile: nil)
            } catch {
                problems += Diagnostics.items(in: error).map { solution.relocate($0, file: exercise.file) }
                continue
            }
            results.append(result)
            let solved = try? FixScript.apply(solution.text, to: prepared.brokenScreen, file: nil)
            fixed += solved.map { [$0] } ?? []
            // The audit is judged once the transcript is right: one problem at a time per solution.
            if let miss = firstMiss(result, in: exercise, solution: solution) {
                problems.append(miss)
            } else {
                problems += auditMisses(result, in: exercise, solution: solution)
                if let solved { problems += unexercised.problems(solved: solved, solution: solution) }
            }
        }
        if results.count == exercise.solutions.count {
            problems += unreachedAlternatives(prepared, results: results)
        }
        problems += StorySpeechCheck.problems(in: exercise, broken: prepared.brokenScreen, fixed: fixed,
                                              expected: prepared.expected, model: grader.model)
        problems += unknownActions(in: exercise, expected: prepared.expected, screens: [prepared.brokenScreen] + fixed)
        return problems
    }

    /// An `actions menu NAME` in the expect that names no action of the broken or a fixed
    /// screen, at its gesture: the menu would list nothing of that name.
    static func unknownActions(in exercise: Exercise, expected: Transcript, screens: [Screen]) -> [Diagnostic] {
        let names = Array(Set(screens.flatMap { $0.allElements.flatMap(\.customActions).map(\.name) })).sorted()
        let places = ExpectLines(exercise.expect, compareHints: exercise.compareHints)
        return expected.steps.indices.compactMap { index in
            guard case .actionsMenu(let name) = expected.steps[index].gesture,
                  !names.contains(where: { $0.lowercased() == name.lowercased() }) else { return nil }
            return Diagnostic(file: exercise.file, line: places.gestureLine(step: index), column: 1,
                              message: "'actions menu \(name)' names no action of this screen, broken or fixed ("
                                  + (names.isEmpty ? "it has none" : "its actions: " + names.joined(separator: ", ")) + ")",
                              suggestion: NearMiss.suggestion(for: name, in: names).map { "actions menu " + $0 })
        }
    }

    /// One problem for each finding of a rule the exercise's audit names on the solved screen,
    /// placed at the solution block's opening fence.
    static func auditMisses(_ result: GradeResult, in exercise: Exercise, solution: CodeBlock) -> [Diagnostic] {
        let asked: String
        switch exercise.audit {
        case .none: return []
        case .clean: asked = "clean"
        case .rules(let ids): asked = "[" + ids.joined(separator: ", ") + "]"
        }
        return result.auditFindings.map { finding in
            Diagnostic(file: exercise.file, line: solution.line - 1, column: 1,
                       message: "the solution does not meet 'audit: \(asked)': [\(finding.rule)] on "
                           + "'\(finding.element)': \(finding.message)")
        }
    }

    /// Where and how the solution's transcript first differs from the expected one.
    static func firstMiss(_ result: GradeResult, in exercise: Exercise, solution: CodeBlock) -> Diagnostic? {
        let which = exercise.otherSolutions.isEmpty ? "the solution"
            : "the solution at line \(solution.line - 1)"
        let places = ExpectLines(exercise.expect, compareHints: exercise.compareHints)
        for (stepIndex, step) in result.steps.enumerated() {
            for (lineIndex, line) in step.lines.enumerated() where !line.heard {
                let said = line.actual.map { "'\(GradeReport.words($0))'" } ?? "nothing"
                return Diagnostic(file: exercise.file, line: places.line(step: stepIndex, index: lineIndex), column: 1,
                                  message: "\(which) does not produce the expected transcript: expected '\(GradeReport.words(line.expected))', heard \(said)")
            }
            if let refused = step.refused {
                return Diagnostic(file: exercise.file, line: places.gestureLine(step: stepIndex), column: 1,
                                  message: "\(which) does not produce the expected transcript: at '> \(step.gesture)' \(refused)")
            }
            if let extra = step.unexpected.first {
                return Diagnostic(file: exercise.file, line: places.gestureLine(step: stepIndex), column: 1,
                                  message: "\(which) does not produce the expected transcript: after '> \(step.gesture)' it also says '\(GradeReport.words(extra))'")
            }
        }
        return nil
    }
}

/// File lines of an `expect` block's gestures and of the lines graded under each.
private struct ExpectLines {
    var gestures: [Int] = []
    var lines: [[Int]] = []
    let fallback: Int

    init(_ block: CodeBlock, compareHints: Bool) {
        fallback = block.line
        for (offset, raw) in block.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let text = raw.drop(while: \.isWhitespace)
            if text.isEmpty { continue }
            if text.hasPrefix(">") {
                gestures.append(block.line + offset)
                lines.append([])
            } else if !lines.isEmpty, !text.lowercased().hasPrefix("or:"),
                      compareHints || !text.lowercased().hasPrefix("hint:") {
                lines[lines.count - 1].append(block.line + offset)
            }
        }
    }

    func line(step: Int, index: Int) -> Int {
        step < lines.count && index < lines[step].count ? lines[step][index] : gestureLine(step: step)
    }

    func gestureLine(step: Int) -> Int {
        step < gestures.count ? gestures[step] : fallback
    }
}
