import Course
import Foundation
import Grading
import Tutor

/// `axtutor-bench --check PACK EXERCISE`: how long one `check` takes on an exercise with its
/// solution applied, through the grader alone and through the REPL's `Session`.
enum CheckBench {
    static func run(pack root: String, exercise id: String) throws {
        let pack = try CourseLoader.load(from: root)
        guard let index = pack.exercises.firstIndex(where: { $0.id == id }) else {
            print("no exercise '\(id)' in \(root)")
            exit(66)
        }
        let exercise = pack.exercises[index]
        let prepared = try PreparedExercise(exercise)
        let grader = Grader(platform: exercise.platform)
        let rounds = 200
        var passes = 0
        let gradeSeconds = try Stopwatch.best(runs: 5) {
            for _ in 0..<rounds {
                if try grader.grade(prepared, fix: exercise.solution.text, fixFile: nil).passed { passes += 1 }
            }
        }
        print(String(format: "check (parse + apply + play + compare) on %@: %.3f ms (goal: under 5 ms)",
                     id, gradeSeconds / Double(rounds) * 1000))
        var session = Session(pack: pack, index: index)
        _ = session.handle(line: exercise.solution.text)
        let sessionSeconds = Stopwatch.best(runs: 5) {
            for _ in 0..<rounds { passes += session.handle(line: "check").count }
        }
        print(String(format: "REPL check with the why and the app code on %@: %.3f ms",
                     id, sessionSeconds / Double(rounds) * 1000))
        if passes == 42 { print("") }
    }
}
