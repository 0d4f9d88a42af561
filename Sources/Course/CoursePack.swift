/// A loaded course: its manifest, its lessons in course order, and each lesson's exercises.
public struct CoursePack: Sendable, Equatable {
    /// The folder the pack was loaded from.
    public var root: String
    public var manifest: CourseManifest
    /// Lessons in the order `course.yaml` lists them.
    public var lessons: [Lesson]
    /// Every exercise, lesson by lesson in course order, each lesson's in file-name order.
    public var exercises: [Exercise]

    public init(root: String, manifest: CourseManifest, lessons: [Lesson], exercises: [Exercise]) {
        self.root = root
        self.manifest = manifest
        self.lessons = lessons
        self.exercises = exercises
    }

    public func lesson(_ id: String) -> Lesson? { lessons.first { $0.id == id } }
    public func exercise(_ id: String) -> Exercise? { exercises.first { $0.id == id } }
    public func exercises(of lessonID: String) -> [Exercise] {
        exercises.filter { $0.lesson == lessonID }
    }
}
