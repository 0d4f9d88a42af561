import Course
import Foundation

/// The room's results to take home: one row per learner and exercise they checked, in join
/// order then course order. Pure value, computed from stored records; the body of
/// `GET /api/rooms/{code}/export` as JSON or CSV.
public struct RoomExport: Sendable, Equatable, Codable {
    /// One learner's results on one exercise.
    public struct Row: Sendable, Equatable, Codable {
        public var learner: String
        public var exercise: String
        public var passed: Bool
        /// The checks counted as the status counts them (`attempts`).
        public var checks: Int
        public var hints: Int
        public var seconds: Int
        /// When the learner first and last checked it, ISO 8601 in UTC, by the learner's clock.
        public var firstCheck: String
        public var lastCheck: String
    }

    public var code: String
    public var course: String
    public var results: [Row]

    /// The export of `room` from its learners (in join order) and their results; results for
    /// exercises the course does not have are left out, as the status leaves them out.
    public static func compute(room: RoomRecord, course: CourseOutline, learners: [LearnerRecord],
                               results: [ResultRecord]) -> RoomExport {
        let byLearner = Dictionary(grouping: results, by: \.learner)
        let rows = learners.flatMap { learner -> [Row] in
            let own = Dictionary(grouping: byLearner[learner.id] ?? [], by: \.exercise)
            return course.exercises.compactMap { exercise -> Row? in
                guard let checks = own[exercise.id], !checks.isEmpty else { return nil }
                let cell = RoomStatus.fold(checks)
                let times = checks.map(\.at)
                return Row(learner: learner.name, exercise: exercise.id, passed: cell.passed, checks: cell.attempts,
                           hints: cell.hintsUsed, seconds: cell.seconds,
                           firstCheck: timestamp(times.min() ?? room.created),
                           lastCheck: timestamp(times.max() ?? room.created))
            }
        }
        return RoomExport(code: room.code.description, course: course.id, results: rows)
    }

    static func timestamp(_ date: Date) -> String {
        date.formatted(.iso8601)
    }
}
