import Course
import Foundation
import Progress

/// A learner's results in a course, exercise by exercise, to hand in or feed a CI or an LMS
/// (`axtutor report`): done or not, checks, hints used and time spent.
public struct LearnerReport: Sendable, Equatable {
    /// One exercise's results.
    public struct Row: Sendable, Equatable {
        public var exercise: String
        public var lesson: String
        public var title: String
        /// `done`, `tried` or `not started` (`ProgressReport.status`).
        public var status: String
        public var done: Bool
        /// Checks made up to the first pass, passed or not.
        public var attempts: Int
        public var failedAttempts: Int
        /// Checks after the first pass: practice, not failures.
        public var practice: Int
        public var hintsUsed: Int
        /// Seconds from the exercise being shown to each check, summed over its checks.
        public var seconds: Int
    }

    public var course: String
    public var title: String
    public var learner: String
    public var generated: Date
    /// Every exercise in course order.
    public var rows: [Row]

    public init(outline: CourseOutline, learner: String, progress: [ExerciseProgress], attempts: [Attempt],
                generated: Date) {
        let table = Dictionary(progress.map { ($0.exercise, $0) }, uniquingKeysWith: { first, _ in first })
        var seconds: [String: TimeInterval] = [:]
        for attempt in attempts { seconds[attempt.exercise, default: 0] += max(0, attempt.duration) }
        course = outline.id
        title = outline.title
        self.learner = learner
        self.generated = generated
        rows = outline.exercises.map { exercise in
            let entry = table[exercise.id]
            return Row(exercise: exercise.id, lesson: exercise.lesson, title: exercise.title,
                       status: ProgressReport.status(entry), done: entry?.isCompleted ?? false,
                       attempts: entry?.attempts ?? 0, failedAttempts: entry?.failedAttempts ?? 0,
                       practice: entry?.practice ?? 0, hintsUsed: entry?.hintsRevealed ?? 0,
                       seconds: Int((seconds[exercise.id] ?? 0).rounded()))
        }
    }

    public var doneCount: Int { rows.filter(\.done).count }
    public var totalSeconds: Int { rows.map(\.seconds).reduce(0, +) }
}
