import Course
import Foundation

/// The fixture course pack the Course tests use, loaded once.
enum FixturePack {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("CourseTests/Fixtures/pack").path

    static let pack: CoursePack = {
        do {
            return try CourseLoader.load(from: root)
        } catch {
            preconditionFailure("the fixture pack does not load: \(error)")
        }
    }()
}
