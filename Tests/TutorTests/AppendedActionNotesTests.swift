import Testing
import AXModel
import FixScript
@testable import Tutor

/// `?.append(…)` on a view with no list adds nothing, as in an app: told as a note (a learner saw
/// only "applied 1 statement" and a failing check).
@Suite struct AppendedActionNotesTests {
    @Test func anAppendToANilListIsNoted() throws {
        let screen = try ScreenLoader.parse("""
            elements:
              - {id: photo, type: UIImageView, image: dog, isAccessibilityElement: true, accessibilityLabel: Dog}
            """, file: "s.yaml")
        func notes(_ fix: String) throws -> [String] {
            let statements = try FixScript.parse(fix, file: nil)
            return AppendedActionNotes.notes(statements, after: try FixScript.apply(statements, to: screen, file: nil))
        }
        let append = #"photo.accessibilityCustomActions?.append(UIAccessibilityCustomAction(name: "Share") { _ in true })"#
        #expect(try notes(append) == ["photo.accessibilityCustomActions is nil, so '?.append(…)' added nothing, as in an app: "
                                      + "make the list first, photo.accessibilityCustomActions = [ … ], or add to whatever is "
                                      + "there, photo.accessibilityCustomActions = (photo.accessibilityCustomActions ?? []) + [ … ]"])
        #expect(try notes("photo.accessibilityCustomActions = []\n" + append) == [])
    }
}
