import Course
import TestSupport
import Testing
@testable import Grading

/// The repository's own course pack must always verify (rustlings' `dev check`).
@Suite struct BundledCourseTests {
    @Test func theBundledCourseVerifies() {
        let report = CourseVerifier.verify(root: TestPack.repository)
        #expect(report.problems.map(\.rendered) == [])
        #expect(report.lessons > 0)
    }
}
