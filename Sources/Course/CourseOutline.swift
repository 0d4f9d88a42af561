/// What `list` and a workshop room show of a pack: its title, lessons and exercises in course order, without
/// their bodies. Small enough to cache between runs (`OutlineCache`).
public struct CourseOutline: Sendable, Equatable {
    /// One lesson's heading line.
    public struct LessonEntry: Sendable, Equatable {
        public var id: String
        public var title: String
        public var kind: Lesson.Kind

        public init(id: String, title: String, kind: Lesson.Kind) {
            self.id = id
            self.title = title
            self.kind = kind
        }
    }

    /// One exercise's line.
    public struct ExerciseEntry: Sendable, Equatable, Codable {
        public var id: String
        public var lesson: String
        public var title: String
        /// An extra exercise the normal path skips (`bonus: true`).
        public var bonus: Bool

        public init(id: String, lesson: String, title: String, bonus: Bool = false) {
            self.id = id
            self.lesson = lesson
            self.title = title
            self.bonus = bonus
        }
    }

    /// The pack's `id`, which names its progress.
    public var id: String
    public var title: String
    public var lessons: [LessonEntry]
    public var exercises: [ExerciseEntry]

    public init(id: String, title: String, lessons: [LessonEntry], exercises: [ExerciseEntry]) {
        self.id = id
        self.title = title
        self.lessons = lessons
        self.exercises = exercises
    }

    public init(_ pack: CoursePack) {
        id = pack.manifest.id
        title = pack.manifest.title
        lessons = pack.lessons.map { LessonEntry(id: $0.id, title: $0.title, kind: $0.kind) }
        exercises = pack.exercises.map { ExerciseEntry(id: $0.id, lesson: $0.lesson, title: $0.title, bonus: $0.bonus) }
    }

    public func exercises(of lessonID: String) -> [ExerciseEntry] {
        exercises.filter { $0.lesson == lessonID }
    }

    /// Lesson ids in course order.
    public var lessonIDs: [String] { lessons.map(\.id) }

    public func exercise(_ id: String) -> ExerciseEntry? {
        exercises.first { $0.id == id }
    }
}
