import AXModel
import Course
import Testing
@testable import Grading

/// A solution that passes only through a part of a control UIKit gives no public way to is
/// warned about (issue: a solution through a statement the platform lacks).
@Suite struct PlatformAPICheckTests {
    private func warnings(solution: String) throws -> [String] {
        let text = exerciseMarkdown(
            id: "parts", lesson: "controls/segmented-control",
            screen: "elements:\n  - {id: layout, type: UISegmentedControl, segments: [\"\", Week], selectedSegmentIndex: 1}",
            expect: "> swipe right\nList, button, 1 of 2", solution: solution)
        return CourseVerifier.check(try ExerciseReader.read(text, file: "ex.md")).map(\.rendered)
            .filter { $0.contains("public way") }
    }

    @Test func aPartUIKitCannotReachIsWarnedAbout() throws {
        #expect(try warnings(solution: #"layout[0].accessibilityLabel = "List""#) == [
            "ex.md:22:7: warning: the solution goes through 'layout[0]', a part of a UISegmentedControl that UIKit gives no "
                + "public way to reach: the fix cannot be written in an app, so say so in the story or give the exercise a fix UIKit has",
        ])
        #expect(try warnings(solution: #"layout.imageForSegment(at: 0)?.accessibilityLabel = "List""#).isEmpty,
                "an icon segment's image is UIKit's own way")
    }
}
