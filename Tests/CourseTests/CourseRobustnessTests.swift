import AXModel
import Foundation
import Testing
@testable import Course

/// No input may crash: mangled copies of real course files go through every reader and the
/// renderer, which must answer with a value or with located problems.
@Suite struct CourseRobustnessTests {
    /// A small deterministic generator, so a failure can be replayed.
    struct SeededGenerator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return state
        }
    }

    static let pieces = ["---", "\n", "```", "```screen\n", "## Hints\n", "1. ", ":", "- ", "[", "]", "{",
                         "}", "\"", "'", "\t", "> ", "*", "`", "\u{FEFF}", "é", "\r\n", "#", "&a", "*a", "!!int "]

    /// `text` with a few random cuts, copies and insertions.
    static func mangle(_ text: String, using generator: inout SeededGenerator) -> String {
        var characters = Array(text)
        for _ in 0..<Int.random(in: 1...4, using: &generator) {
            let position = Int.random(in: 0...characters.count, using: &generator)
            switch Int.random(in: 0..<3, using: &generator) {
            case 0 where !characters.isEmpty:
                let end = min(characters.count, position + Int.random(in: 1...20, using: &generator))
                characters.removeSubrange(min(position, characters.count - 1)..<end)
            case 1:
                let piece = pieces.randomElement(using: &generator) ?? ""
                characters.insert(contentsOf: piece, at: position)
            default:
                let start = Int.random(in: 0...characters.count, using: &generator)
                let end = min(characters.count, start + Int.random(in: 0...30, using: &generator))
                characters.insert(contentsOf: characters[start..<end], at: position)
            }
        }
        return String(characters)
    }

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
            let mangledExercise = Self.mangle(exercise, using: &generator)
            do {
                let read = try ExerciseReader.read(mangledExercise, file: "ex.md")
                _ = LessonRenderer(width: 40).render(read.prose)
            } catch {
                everyProblemIsLocated(error, file: "ex.md")
            }
            let mangledLesson = Self.mangle(lesson, using: &generator)
            do {
                let read = try LessonReader.read(mangledLesson, file: "l.md", expectedID: "traits/header")
                _ = LessonRenderer(width: 30).render(read)
                _ = LessonRenderer(width: 30, plain: true).render(read)
            } catch {
                everyProblemIsLocated(error, file: "l.md")
            }
            do {
                _ = try ManifestReader.read(Self.mangle(manifest, using: &generator), file: "course.yaml")
            } catch {
                everyProblemIsLocated(error, file: "course.yaml")
            }
        }
    }
}
