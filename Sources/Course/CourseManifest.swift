import AXModel

/// The contents of a pack's `course.yaml`.
public struct CourseManifest: Sendable, Equatable {
    /// The course.yaml format versions this axtutor reads.
    public static let supportedFormatVersion = 1

    public var formatVersion: Int
    public var id: String
    public var title: String
    /// Shown once, the first time a learner opens the pack.
    public var welcome: String
    /// Shown when every exercise is done.
    public var final: String
    /// Lesson ids in the order they are taken, with where each was listed.
    public var lessons: [String]
    public var lessonLocations: [SourceLocation]

    public init(formatVersion: Int = CourseManifest.supportedFormatVersion, id: String,
                title: String, welcome: String, final: String, lessons: [String],
                lessonLocations: [SourceLocation] = []) {
        self.formatVersion = formatVersion
        self.id = id
        self.title = title
        self.welcome = welcome
        self.final = final
        self.lessons = lessons
        self.lessonLocations = lessonLocations
    }
}
