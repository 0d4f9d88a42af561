import Course
import Foundation

/// What the facilitator sees of a room: every learner's results by exercise, who is stuck and
/// why, and which exercises the room finds hardest. Pure value, computed from stored records;
/// its JSON is the body of `GET /api/rooms/{code}/status`.
public struct RoomStatus: Sendable, Equatable, Codable {
    /// One learner's results on one exercise, folded from every check they reported.
    public struct Cell: Sendable, Equatable, Codable {
        public var passed: Bool
        public var attempts: Int
        public var hintsUsed: Int
        public var seconds: Int
        public var failedChecks: Int

        public init(passed: Bool, attempts: Int, hintsUsed: Int, seconds: Int, failedChecks: Int) {
            self.passed = passed
            self.attempts = attempts
            self.hintsUsed = hintsUsed
            self.seconds = seconds
            self.failedChecks = failedChecks
        }
    }

    /// Where a learner is stuck and why, in words.
    public struct Stuck: Sendable, Equatable, Codable {
        public var exercise: String
        public var reason: String

        public init(exercise: String, reason: String) {
            self.exercise = exercise
            self.reason = reason
        }
    }

    /// One learner's row.
    public struct Learner: Sendable, Equatable, Codable {
        public var name: String
        public var results: [String: Cell]
        /// The exercise of the learner's latest result.
        public var current: String?
        public var stuck: Stuck?
        /// Every exercise the learner is stuck on, with its reason (the cells' words).
        public var stuckOn: [String: String]
        /// Until when (ISO 8601) the facilitator lets the learner rejoin under their name, while it runs.
        public var rejoinUntil: String?

        public init(name: String, results: [String: Cell], current: String?, stuck: Stuck?,
                    stuckOn: [String: String] = [:], rejoinUntil: String? = nil) {
            self.name = name
            self.results = results
            self.current = current
            self.stuck = stuck
            self.stuckOn = stuckOn
            self.rejoinUntil = rejoinUntil
        }

        enum CodingKeys: String, CodingKey {
            case name, results, current, stuck, stuckOn, rejoinUntil
        }

        // `current` and `stuck` are written as null when absent, as the protocol shows them.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(name, forKey: .name)
            try container.encode(results, forKey: .results)
            try container.encode(current, forKey: .current)
            try container.encode(stuck, forKey: .stuck)
            try container.encode(stuckOn, forKey: .stuckOn)
            try container.encodeIfPresent(rejoinUntil, forKey: .rejoinUntil)
        }
    }

    /// An exercise the room finds hard.
    public struct Hard: Sendable, Equatable, Codable {
        public var exercise: String
        public var failedChecks: Int
        public var learnersStuck: Int

        public init(exercise: String, failedChecks: Int, learnersStuck: Int) {
            self.exercise = exercise
            self.failedChecks = failedChecks
            self.learnersStuck = learnersStuck
        }
    }

    /// How the room does on one exercise: who tried it, who passed, the median learner's checks
    /// and time to a pass, and the hints used in all.
    public struct ExerciseSummary: Sendable, Equatable, Codable {
        public var exercise: String
        /// Learners with a result on it.
        public var learners: Int
        public var passed: Int
        /// The median of the learners' checks (each learner's `attempts`).
        public var medianChecks: Double
        /// The median seconds to a pass, over the learners who passed with a time; nil while none has.
        public var medianSeconds: Double?
        public var hintsUsed: Int

        public init(exercise: String, learners: Int, passed: Int, medianChecks: Double, medianSeconds: Double?,
                    hintsUsed: Int) {
            self.exercise = exercise
            self.learners = learners
            self.passed = passed
            self.medianChecks = medianChecks
            self.medianSeconds = medianSeconds
            self.hintsUsed = hintsUsed
        }

        enum CodingKeys: String, CodingKey {
            case exercise, learners, passed, medianChecks, medianSeconds, hintsUsed
        }

        // `medianSeconds` is written as null while nobody has passed, as the protocol shows it.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(exercise, forKey: .exercise)
            try container.encode(learners, forKey: .learners)
            try container.encode(passed, forKey: .passed)
            try container.encode(medianChecks, forKey: .medianChecks)
            try container.encode(medianSeconds, forKey: .medianSeconds)
            try container.encode(hintsUsed, forKey: .hintsUsed)
        }
    }

    public var code: String
    public var course: String
    public var courseTitle: String
    public var paced: Bool
    /// Unlocked lessons in course order (every lesson when the room is not paced).
    public var unlocked: [String]
    public var exercises: [CourseOutline.ExerciseEntry]
    public var learners: [Learner]
    public var hardest: [Hard]
    /// Every exercise someone has a result on, in course order.
    public var byExercise: [ExerciseSummary]
    /// When the room ends (or ended): ISO 8601, UTC.
    public var expires: String
    /// True once the room ended: learners can no longer join or send results.
    public var ended: Bool
    /// False once the facilitator closed the room to new learners.
    public var joinsOpen: Bool

    public init(code: String, course: String, courseTitle: String, paced: Bool, unlocked: [String],
                exercises: [CourseOutline.ExerciseEntry], learners: [Learner], hardest: [Hard],
                byExercise: [ExerciseSummary] = [], expires: String = "", ended: Bool = false, joinsOpen: Bool = true) {
        self.expires = expires
        self.ended = ended
        self.joinsOpen = joinsOpen
        self.code = code
        self.course = course
        self.courseTitle = courseTitle
        self.paced = paced
        self.unlocked = unlocked
        self.exercises = exercises
        self.learners = learners
        self.hardest = hardest
        self.byExercise = byExercise
    }

    /// The exercises the facilitator's grid shows: those of the unlocked lessons (every lesson in
    /// a room that is not paced), and any other a learner has a result on (a lesson locked
    /// again keeps its results in view), in course order.
    public var gridExercises: [CourseOutline.ExerciseEntry] {
        let open = Set(unlocked)
        let tried = Set(learners.flatMap(\.results.keys))
        return exercises.filter { open.contains($0.lesson) || tried.contains($0.id) }
    }
}

/// When a learner counts as stuck on an exercise they have not passed.
public struct StuckRules: Sendable, Equatable {
    /// This many failed checks or more.
    public var failedChecks: Int
    /// Or more than this many seconds since their first result on it.
    public var seconds: TimeInterval
    /// How many exercises the "hardest" list names at most.
    public var hardestCount: Int

    public static let standard = StuckRules(failedChecks: 3, seconds: 600, hardestCount: 5)

    public init(failedChecks: Int, seconds: TimeInterval, hardestCount: Int) {
        self.failedChecks = failedChecks
        self.seconds = seconds
        self.hardestCount = hardestCount
    }
}

extension RoomStatus {
    /// The status of `room` at `now` from its learners (in join order) and their results (in the
    /// stores' order: by time, then by arrival).
    public static func compute(room: RoomRecord, course: CourseOutline, learners: [LearnerRecord],
                               results: [ResultRecord], now: Date, rules: StuckRules = .standard) -> RoomStatus {
        let known = Set(course.exercises.map(\.id))
        let byLearner = Dictionary(grouping: results.filter { known.contains($0.exercise) }, by: \.learner)
        var failed: [String: Int] = [:]
        var stuckCount: [String: Int] = [:]
        let rows = learners.map { learner -> Learner in
            let own = byLearner[learner.id] ?? []
            var cells: [String: Cell] = [:]
            var stuckOn: [String: String] = [:]
            var lastActivity: [String: Date] = [:]
            for (exercise, checks) in Dictionary(grouping: own, by: \.exercise) {
                let cell = fold(checks)
                cells[exercise] = cell
                failed[exercise, default: 0] += cell.failedChecks
                lastActivity[exercise] = checks.map(\.at).max()
                if let reason = stuckReason(cell, firstAt: checks.map(\.at).min() ?? now, now: now, rules: rules) {
                    stuckOn[exercise] = reason
                    stuckCount[exercise, default: 0] += 1
                }
            }
            // The latest by time; of two in the same second, the one that arrived last (results
            // come in arrival order within a second, `RoomSchema.selectResults`).
            let latest = own.enumerated().max { ($0.element.at, $0.offset) < ($1.element.at, $1.offset) }?.element
            let stuck = stuckOn.max { lhs, rhs in
                (lastActivity[lhs.key] ?? .distantPast, lhs.key) < (lastActivity[rhs.key] ?? .distantPast, rhs.key)
            }.map { Stuck(exercise: $0.key, reason: $0.value) }
            let rejoin = learner.rejoinUntil.flatMap { $0 > now ? ISO8601DateFormatter().string(from: $0) : nil }
            return Learner(name: learner.name, results: cells, current: latest?.exercise, stuck: stuck,
                           stuckOn: stuckOn, rejoinUntil: rejoin)
        }
        let order = Dictionary(course.exercises.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        let hardest = course.exercises.map(\.id)
            .map { Hard(exercise: $0, failedChecks: failed[$0] ?? 0, learnersStuck: stuckCount[$0] ?? 0) }
            .filter { $0.failedChecks > 0 || $0.learnersStuck > 0 }
            .sorted { lhs, rhs in
                if lhs.learnersStuck != rhs.learnersStuck { return lhs.learnersStuck > rhs.learnersStuck }
                if lhs.failedChecks != rhs.failedChecks { return lhs.failedChecks > rhs.failedChecks }
                return (order[lhs.exercise] ?? 0) < (order[rhs.exercise] ?? 0)
            }
        let unlocked = room.paced ? course.lessonIDs.filter(room.unlocked.contains) : course.lessonIDs
        let byExercise = course.exercises.compactMap { exercise -> ExerciseSummary? in
            let cells = rows.compactMap { $0.results[exercise.id] }
            guard !cells.isEmpty else { return nil }
            let passers = cells.filter(\.passed)
            return ExerciseSummary(exercise: exercise.id, learners: cells.count, passed: passers.count,
                                   medianChecks: median(cells.map { Double($0.attempts) }) ?? 0,
                                   // A pass with no time (`axtutor check` has no clock running) says nothing of it.
                                   medianSeconds: median(passers.map { Double($0.seconds) }.filter { $0 > 0 }),
                                   hintsUsed: cells.reduce(0) { $0 + $1.hintsUsed })
        }
        return RoomStatus(code: room.code.description, course: course.id, courseTitle: course.title,
                          paced: room.paced, unlocked: unlocked, exercises: course.exercises, learners: rows,
                          hardest: Array(hardest.prefix(rules.hardestCount)), byExercise: byExercise,
                          expires: ISO8601DateFormatter().string(from: room.expires), ended: !room.isOpen(at: now),
                          joinsOpen: room.joinsOpen)
    }

    /// The middle value, or the mean of the two middle values; nil for none.
    static func median(_ values: [Double]) -> Double? {
        guard !values.isEmpty else { return nil }
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
    }

    /// One learner's checks on one exercise (in the stores' order) folded into a cell: those up
    /// to the first pass. A check after it is practice, or a learner who rejoined with a fresh
    /// progress file doing it again: it changes nothing the room counts.
    static func fold(_ all: [ResultRecord]) -> Cell {
        let checks = all.firstIndex(where: \.passed).map { Array(all[...$0]) } ?? all
        let failedChecks = checks.filter { !$0.passed }.count
        return Cell(passed: checks.contains(where: \.passed),
                    attempts: max(checks.map(\.attempts).max() ?? 0, checks.count),
                    hintsUsed: checks.map(\.hintsUsed).max() ?? 0,
                    seconds: checks.map(\.seconds).max() ?? 0,
                    failedChecks: failedChecks)
    }

    /// Why a learner is stuck on an exercise, or nil when they are not.
    static func stuckReason(_ cell: Cell, firstAt: Date, now: Date, rules: StuckRules) -> String? {
        guard !cell.passed else { return nil }
        if cell.failedChecks >= rules.failedChecks {
            return "\(cell.failedChecks) failed checks"
        }
        let elapsed = now.timeIntervalSince(firstAt)
        if elapsed > rules.seconds {
            return "\(Int(elapsed / 60)) minutes without a pass"
        }
        return nil
    }
}
