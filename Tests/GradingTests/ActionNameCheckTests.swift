import AXModel
import Course
import Testing
@testable import Grading

/// An expect's `actions menu NAME` must name an action the screen has (issue: an unknown action
/// name in a gesture is a located error), and a check fails where the menu does not list it.
@Suite struct ActionNameCheckTests {
    private func problems(menu name: String) throws -> [String] {
        let text = """
            ---
            id: actions
            lesson: android/custom-actions
            title: Actions
            platform: android
            ---
            A row.

            ```screen
            platform: android
            elements:
              - {id: row, type: ViewGroup, clickable: true, contentDescription: Message}
            ```

            ```expect
            > swipe right
            Message
            hint: Double-tap to activate, Actions available, use Tap with 3 fingers to view
            > actions menu \(name)
            ```

            ## Hints
            1. A hint.

            ```solution
            ViewCompat.addAccessibilityAction(row, "Delete") { _, _ -> true }
            ```
            """
        return CourseVerifier.check(try ExerciseReader.read(text, file: "ex.md")).map(\.rendered)
    }

    @Test func anActionTheScreenLacksIsALocatedError() throws {
        let found = try problems(menu: "Delet")
        #expect(found == [
            "ex.md:19:1: error: the solution does not produce the expected transcript: at '> actions menu Delet' the menu "
                + "lists no 'Delet' here (it lists: Delete)",
            "ex.md:19:1: error: 'actions menu Delet' names no action of this screen, broken or fixed (its actions: Delete) "
                + "— did you mean 'actions menu Delete'?",
        ], "\(found)")
        #expect(try problems(menu: "delete") == [])
    }
}
