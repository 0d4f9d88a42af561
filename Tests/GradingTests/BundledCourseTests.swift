import AXModel
import TestSupport
import Testing
@testable import Grading

/// The repository's own course pack must always verify (rustlings' `dev check`).
@Suite struct BundledCourseTests {
    @Test func theBundledCourseVerifies() throws {
        let report = CourseVerifier.verify(root: TestPack.repository)
        #expect(report.problems.filter { $0.severity == .error }.map(\.rendered) == [])
        #expect(report.problems.filter { $0.severity == .warning }.map(\.rendered) == [], "no exercise is weak")
        #expect(report.lessons > 0)
    }
}
