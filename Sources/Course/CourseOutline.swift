import AXModel

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
        /// Its file's path in the pack (`Exercises/controls/switch/01-duplicate-name.md`), so
        /// that one exercise can be read alone; nil when not known. Never sent to a room.
        public var file: String?
        /// The framework of its screen when it is not its platform's first (SwiftUI, Jetpack
        /// Compose), so `list` says so; nil for UIKit and Android views. Never sent to a room.
        public var framework: Framework?

        public init(id: String, lesson: String, title: String, bonus: Bool = false, file: String? = nil,
                    framework: Framework? = nil) {
            self.id = id
            self.lesson = lesson
            self.title = title
            self.bonus = bonus
            self.file = file
            self.framework = framework
        }

        private enum CodingKeys: String, CodingKey {
            case id, lesson, title, bonus
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

    /// The outline of a loaded pack; `root`, the folder it was loaded from, gives each
    /// exercise's file its path in the pack.
    public init(_ pack: CoursePack, root: String? = nil) {
        id = pack.manifest.id
        title = pack.manifest.title
        lessons = pack.lessons.map { LessonEntry(id: $0.id, title: $0.title, kind: $0.kind) }
        exercises = pack.exercises.map { exercise in
            ExerciseEntry(id: exercise.id, lesson: exercise.lesson, title: exercise.title, bonus: exercise.bonus,
                          file: root.flatMap { CourseLoader.relativePath(of: exercise.file, in: $0) },
                          framework: Self.declarativeFramework(of: exercise.screen.text))
        }
    }

    /// SwiftUI or Jetpack Compose when a screen's element types are of it (`type: Text`,
    /// `type: Composable`), read from its `type:` keys without loading the screen.
    static func declarativeFramework(of screen: String) -> Framework? {
        var found: Framework?
        var rest = Substring(screen)
        while let key = rest.range(of: "type:") {
            rest = rest[key.upperBound...]
            let name = rest.drop { $0 == " " || $0 == "\"" || $0 == "'" }.prefix { $0.isLetter || $0.isNumber }
            guard let framework = ElementType(rawValue: String(name))?.framework else { continue }
            if framework == .swiftUI || framework == .compose { found = framework }
        }
        return found
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
