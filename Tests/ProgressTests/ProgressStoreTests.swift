import Foundation
import TestSupport
import Testing
@testable import Progress

@Suite struct ProgressStoreTests {
    private let at = Date(timeIntervalSince1970: 1_790_000_000.25)

    private func attempt(_ exercise: String, passed: Bool = false, seconds: Double = 0) -> Attempt {
        Attempt(exercise: exercise, time: at.addingTimeInterval(seconds),
                statements: ["themeSwitch.accessibilityLabel = \"Dark Theme\"", "caption.isAccessibilityElement = false"],
                passed: passed, hintsUsed: 2, duration: 12.5)
    }

    @Test func anAttemptComesBackAsItWasRecorded() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try ProgressStore.open(at: folder.path, learner: "ada", course: "axtutor")
        var first = attempt("switch-duplicate-name")
        first.id = try store.record(first)
        var second = attempt("switch-duplicate-name", seconds: 30)
        second.statements = ["ünïcode.accessibilityLabel = \"naïve \\\"quoted\\\"\nnewline\""]
        second.id = try store.record(second)
        #expect(try store.attempts() == [first, second])
        #expect(try store.attempts(exercise: "other") == [])
        #expect(store.path == folder.path + "/progress.sqlite")
    }

    /// The statements typed and not checked are kept per exercise between runs; none forgets
    /// them, and resetting the exercise (or the course) forgets them too.
    @Test func statementsNotCheckedAreKeptUntilTakenBack() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try ProgressStore.open(at: folder.path, learner: "ada", course: "axtutor")
        let typed = ["themeSwitch.accessibilityLabel = \"Dark Theme\"", "extension X {\n    override var a: String? { get { \"ü\" } set { } }\n}"]
        try store.saveDraft(exercise: "switch-duplicate-name", statements: typed)
        try store.saveDraft(exercise: "other", statements: ["a.b = 1"])
        let reopened = try ProgressStore.open(at: folder.path, learner: "ada", course: "axtutor")
        #expect(try reopened.draft(exercise: "switch-duplicate-name") == typed)
        #expect(try ProgressStore.open(at: folder.path, learner: "bob", course: "axtutor").draft(exercise: "other") == [],
                "another learner's are theirs")
        try reopened.saveDraft(exercise: "switch-duplicate-name", statements: [typed[0]])
        #expect(try reopened.draft(exercise: "switch-duplicate-name") == [typed[0]], "undo keeps the rest")
        try reopened.saveDraft(exercise: "switch-duplicate-name", statements: [])
        #expect(try reopened.draft(exercise: "switch-duplicate-name") == [])
        try reopened.reset(exercise: "other")
        #expect(try reopened.draft(exercise: "other") == [])
    }

    /// The check after the first pass is practice: not an attempt, never a failure.
    @Test func progressSumsUpAttemptsHintsAndCompletion() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try ProgressStore.open(at: folder.path, learner: "ada", course: "axtutor")
        #expect(try store.progress(for: "a") == ExerciseProgress(exercise: "a"))
        try store.record(attempt("a"))
        try store.recordHint(exercise: "a", level: 2)
        try store.recordHint(exercise: "a", level: 1)
        try store.record(attempt("a", passed: true, seconds: 60))
        try store.record(attempt("a", passed: true, seconds: 90))
        try store.recordHint(exercise: "c", level: 1)
        try store.record(attempt("a", passed: false, seconds: 80))
        #expect(try store.progress(for: "a") == ExerciseProgress(
            exercise: "a", attempts: 2, failedAttempts: 1, practice: 2, hintsRevealed: 2,
            completedAt: at.addingTimeInterval(60), lastAttemptAt: at.addingTimeInterval(90)))
        #expect(try store.allProgress() == [
            ExerciseProgress(exercise: "a", attempts: 2, failedAttempts: 1, practice: 2, hintsRevealed: 2,
                             completedAt: at.addingTimeInterval(60), lastAttemptAt: at.addingTimeInterval(90)),
            ExerciseProgress(exercise: "c", hintsRevealed: 1),
        ])
        #expect(try store.progress(for: "a").isCompleted)
        #expect(try !store.progress(for: "c").isCompleted)
    }

    @Test func flagsAndTheCurrentExerciseAreRemembered() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try ProgressStore.open(at: folder.path, learner: "ada", course: "axtutor")
        #expect(try store.current() == nil)
        #expect(try !store.flag(.welcomeShown))
        try store.set(.welcomeShown)
        try store.setCurrent(exercise: "switch-duplicate-name")
        try store.setCurrent(exercise: "header-missing")
        #expect(try store.flag(.welcomeShown))
        #expect(try !store.flag(.finalShown))
        #expect(try store.current() == "header-missing")
        try store.set(.welcomeShown, to: false)
        try store.set(.finalShown)
        try store.setCurrent(exercise: nil)
        #expect(try !store.flag(.welcomeShown))
        #expect(try store.flag(.finalShown))
        #expect(try store.current() == nil)
    }

    @Test func openingCreatesTheFolder() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try ProgressStore.open(at: folder.file("a/b"), learner: "ada", course: "axtutor")
        try store.set(.welcomeShown)
        #expect(FileManager.default.fileExists(atPath: folder.file("a/b/progress.sqlite")))
    }

    @Test func everythingSurvivesReopening() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        do {
            let store = try ProgressStore.open(at: folder.path, learner: "ada", course: "axtutor")
            try store.record(attempt("a", passed: true))
            try store.recordHint(exercise: "b", level: 3)
            try store.set(.welcomeShown)
            try store.setCurrent(exercise: "b")
        }
        let store = try ProgressStore.open(at: folder.path, learner: "ada", course: "axtutor")
        #expect(try store.allProgress().map(\.exercise) == ["a", "b"])
        #expect(try store.progress(for: "b").hintsRevealed == 3)
        #expect(try store.flag(.welcomeShown))
        #expect(try store.current() == "b")
    }

    @Test func learnersAndCoursesAreKeptApart() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let ada = try ProgressStore.open(at: folder.path, learner: "ada", course: "axtutor")
        let bob = try ProgressStore.open(at: folder.path, learner: "bob", course: "axtutor")
        let adaElsewhere = try ProgressStore.open(at: folder.path, learner: "ada", course: "checkout-drills")
        try ada.record(attempt("a"))
        try ada.set(.welcomeShown)
        try bob.recordHint(exercise: "b", level: 1)
        try adaElsewhere.record(attempt("c"))
        #expect(try ada.allProgress().map(\.exercise) == ["a"])
        #expect(try bob.allProgress().map(\.exercise) == ["b"])
        #expect(try adaElsewhere.allProgress().map(\.exercise) == ["c"])
        #expect(try !bob.flag(.welcomeShown))
        #expect(try ada.learners() == ["ada", "bob"])
        #expect(try adaElsewhere.learners() == ["ada"])
    }

    @Test func resetForgetsOneExercise() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try ProgressStore.open(at: folder.path, learner: "ada", course: "axtutor")
        let bob = try ProgressStore.open(at: folder.path, learner: "bob", course: "axtutor")
        try store.record(attempt("a", passed: true))
        try store.recordHint(exercise: "a", level: 1)
        try store.record(attempt("b"))
        try bob.record(attempt("a", passed: true))
        try store.setCurrent(exercise: "a")
        try store.reset(exercise: "a")
        #expect(try store.progress(for: "a") == ExerciseProgress(exercise: "a"))
        #expect(try store.allProgress().map(\.exercise) == ["b"])
        #expect(try store.current() == "a")
        #expect(try bob.progress(for: "a").isCompleted)
    }

    @Test func resetAllForgetsTheLearnersWholeCourse() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try ProgressStore.open(at: folder.path, learner: "ada", course: "axtutor")
        let bob = try ProgressStore.open(at: folder.path, learner: "bob", course: "axtutor")
        try store.record(attempt("a", passed: true))
        try store.recordHint(exercise: "b", level: 1)
        try store.set(.welcomeShown)
        try store.setCurrent(exercise: "b")
        try bob.set(.welcomeShown)
        try store.resetAll()
        #expect(try store.allProgress() == [])
        #expect(try store.attempts() == [])
        #expect(try !store.flag(.welcomeShown))
        #expect(try store.current() == nil)
        #expect(try bob.flag(.welcomeShown))
    }
}
