import Testing
import AXModel
import FixScript
@testable import Tutor

/// A trait statement that leaves the traits as they were is said to change nothing, with why
/// when `isEnabled = false` gives the `.notEnabled` the statement removed.
@Suite struct UnchangedTraitsNotesTests {
    @Test func aTraitStatementThatChangesNothingIsNoted() throws {
        var buy = Element(id: "buy", type: .UIButton)
        buy.isEnabled = false
        let screen = Screen(elements: [buy, Element(id: "title", type: .UILabel)])
        func notes(_ source: String) throws -> [String] {
            let statements = try FixScript.parse(source, file: nil)
            return UnchangedTraitsNotes.notes(statements, before: screen, after: try FixScript.apply(statements, to: screen, file: nil))
        }
        #expect(try notes("buy.accessibilityTraits.remove(.notEnabled)") == [
            "buy's traits are as they were: nothing VoiceOver hears changed (.notEnabled comes from buy.isEnabled = false, "
                + "which adds it whatever the traits say: set isEnabled = true)",
        ])
        #expect(try notes("title.accessibilityTraits.insert(.none)") == ["title's traits are as they were: nothing VoiceOver hears changed"])
        #expect(try notes("title.accessibilityTraits.insert(.header)").isEmpty)
    }
}
