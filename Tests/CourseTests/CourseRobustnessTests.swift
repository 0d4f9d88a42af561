import AXModel
import Foundation
import TestSupport
import Testing
@testable import Course

/// No input may crash: mangled copies of real course files go through every reader and the
/// renderer, which must answer with a value or with located problems.
@Suite struct CourseRobustnessTests {
    func everyProblemIsLocated(_ error: any Error, file: String) {
        guard let problems = error as? Diagnostics else {
            Issue.record("not Diagnostics: \(error)")
            return
        }
        #expect(!problems.items.isEmpty)
        for problem in problems.items {
            #expect(problem.file == file)
            #expect(problem.line != nil, "\(problem.rendered)")
        }
    }

    @Test func mangledExercisesAndLessonsNeverCrash() throws {
        let exercise = try String(contentsOfFile: TestPack.original + "/Exercises/controls/switch/01-duplicate-name.md",
                                  encoding: .utf8)
        let lesson = try String(contentsOfFile: TestPack.original + "/Lessons/traits/header.md", encoding: .utf8)
        let manifest = try String(contentsOfFile: TestPack.original + "/course.yaml", encoding: .utf8)
        var generator = SeededGenerator(state: 2026)
        for _ in 0..<300 {
            let mangledExercise = mangle(exercise, using: &generator)
            do {
                let read = try ExerciseReader.read(mangledExercise, file: "ex.md")
                _ = LessonRenderer(width: 40).render(read.prose)
            } catch {
                everyProblemIsLocated(error, file: "ex.md")
            }
            let mangledLesson = mangle(lesson, using: &generator)
            do {
                let read = try LessonReader.read(mangledLesson, file: "l.md", expectedID: "traits/header")
                _ = LessonRenderer(width: 30).render(read)
                _ = LessonRenderer(width: 30, plain: true).render(read)
            } catch {
                everyProblemIsLocated(error, file: "l.md")
            }
            do {
                _ = try ManifestReader.read(mangle(manifest, using: &generator), file: "course.yaml")
            } catch {
                everyProblemIsLocated(error, file: "course.yaml")
            }
        }
    }
}
