import Foundation
import Testing
@testable import Course

/// The repository's own course pack must always verify (rustlings' `dev check`).
@Suite struct BundledCourseTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path

    @Test func theBundledCourseVerifies() {
        let report = CourseVerifier.verify(root: Self.repository)
        #expect(report.problems.map(\.rendered) == [])
        #expect(report.lessons > 0)
    }

    @Test func everyBundledLessonRendersInBothModes() throws {
        let pack = try CourseLoader.load(from: Self.repository)
        for lesson in pack.lessons {
            let plain = LessonRenderer(width: 80, plain: true).render(lesson)
            #expect(!plain.contains("\u{1B}"), "\(lesson.id)")
            for line in plain.split(separator: "\n") where !line.hasPrefix("    ") {
                #expect(line.count <= 80 || !line.contains(" "), "\(lesson.id): \(line)")
            }
            #expect(!LessonRenderer(width: 80).render(lesson).isEmpty)
        }
    }
}
