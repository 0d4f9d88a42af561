import Course

/// What a room needs to know of its course: its id, the lessons in order, and the exercises
/// in course order with their lesson and title.
public struct CourseOutline: Sendable, Equatable {
    /// One exercise as the room shows it.
    public struct Item: Sendable, Equatable, Codable {
        public var id: String
        public var lesson: String
        public var title: String

        public init(id: String, lesson: String, title: String) {
            self.id = id
            self.lesson = lesson
            self.title = title
        }
    }

    public var id: String
    public var title: String
    /// Lesson ids in course order.
    public var lessons: [String]
    /// Exercises in course order.
    public var exercises: [Item]

    public init(id: String, title: String, lessons: [String], exercises: [Item]) {
        self.id = id
        self.title = title
        self.lessons = lessons
        self.exercises = exercises
    }

    /// The outline of a loaded pack.
    public init(_ pack: CoursePack) {
        self.init(id: pack.manifest.id, title: pack.manifest.title, lessons: pack.lessons.map(\.id),
                  exercises: pack.exercises.map { Item(id: $0.id, lesson: $0.lesson, title: $0.title) })
    }

    public func exercise(_ id: String) -> Item? {
        exercises.first { $0.id == id }
    }
}
