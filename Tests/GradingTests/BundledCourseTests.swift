import Foundation
import AXModel
import Course
import TestSupport
import Testing
@testable import Grading

/// The repository's own course pack must always verify (rustlings' `dev check`).
@Suite struct BundledCourseTests {
    /// Exercises whose fix is a text the app must set again on every change (a slider's value,
    /// a partly checked box's state): an expect that moved the control would hear the static
    /// text go stale, and fix statements cannot yet say "whenever the value changes". They stay
    /// warned about until they can.
    static let knownWeak: Set<String> = [// Fixes through a part UIKit gives no public way to: to rework.
                                         "segment-abbreviated-titles", "stepper-name-the-buttons"]

    @Test func theBundledCourseVerifies() throws {
        let report = CourseVerifier.verify(root: TestPack.repository)
        #expect(report.problems.filter { $0.severity == .error }.map(\.rendered) == [])
        let warned = try Set(report.problems.filter { $0.severity == .warning }.map { problem in
            try ExerciseReader.read(String(contentsOfFile: problem.file ?? "", encoding: .utf8), file: problem.file ?? "").id
        })
        #expect(warned == Self.knownWeak)
        #expect(report.lessons > 0)
    }
}
