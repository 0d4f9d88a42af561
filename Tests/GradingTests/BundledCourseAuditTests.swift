import Audit
import Course
import FixScript
import TestSupport
import Testing
@testable import Grading

/// The audit rules and the bundled course agree: every rule teaches a lesson the course has,
/// and every solution keeps quiet the rules its exercise names.
@Suite struct BundledCourseAuditTests {
    @Test func everyRulesLessonIsInTheBundledCourse() throws {
        let pack = try CourseLoader.load(from: TestPack.repository)
        let lessons = Set(pack.lessons.map(\.id))
        for rule in AuditRules.all {
            #expect(lessons.contains(rule.lesson), "\(rule.id) names lesson '\(rule.lesson)', which the course lacks")
        }
    }

    @Test func everySolutionKeepsItsExercisesRulesQuiet() throws {
        let pack = try CourseLoader.load(from: TestPack.repository)
        var audited = 0
        for exercise in pack.exercises where exercise.audit != .none {
            audited += 1
            let prepared = try PreparedExercise(exercise)
            let fixed = try FixScript.apply(exercise.solution.text, to: prepared.brokenScreen, file: nil)
            let checks = AuditCheck.run(exercise.audit, on: fixed, drawn: prepared.brokenScreen)
            let name = exercise.id
            let errors = checks.flatMap(\.findings).filter { $0.severity == .error }.map(\.message)
            let failed = checks.filter { !$0.passed }.map(\.rule)
            #expect(errors.isEmpty, "\(name): \(errors)")
            #expect(failed.isEmpty, "\(name): \(failed)")
        }
        #expect(audited >= 40)
    }

    @Test func aWrongFixThatSoundsRightFailsOnTheAudit() throws {
        let pack = try CourseLoader.load(from: TestPack.repository)
        let exercise = try #require(pack.exercise("plain-text-opens-web"))
        let result = try Grader(platform: .ios).grade(PreparedExercise(exercise), fix: "privacyText.accessibilityTraits.insert(.link)",
                                        fixFile: "fix")
        #expect(result.transcriptPassed)
        #expect(!result.passed)
        #expect(result.audit.map(\.rule) == ["link-or-button", "traits-conflict"])
        #expect(result.audit.map(\.passed) == [true, false])
    }
}
