import Testing
@testable import ScreenReader

/// Seed 004's Android announcement examples, golden. They were recorded on older widgets,
/// where an empty field's hint is not its text, so the role comes first; the seed writes the
/// hint after the utterance on the same line, and "double tap" without TalkBack's hyphen.
@Suite struct TalkBackSeedTests {
    /// The utterance and its hint as one line, lower case, hyphens as spaces.
    func line(_ elements: String) throws -> String {
        let announcement = try #require(
            TalkBack(olderWidgets: true).announcements(of: try androidScreen(elements)).first)
        let words = ([announcement.speech] + [announcement.hint].compactMap { $0 }).joined(separator: ", ")
        return words.lowercased().replacingOccurrences(of: "-", with: " ")
    }

    @Test func olderWidgetsEmptyFieldSaysTheRoleBeforeItsHint() throws {
        #expect(try line("  - {id: field, type: EditText, hint: Label}\n") == "edit box, label, double tap to edit text")
    }

    @Test func olderWidgetsFilledFieldSaysTextRoleThenHint() throws {
        #expect(try line("  - {id: field, type: EditText, text: Value, hint: Label}\n")
                == "value, edit box, label, double tap to edit text")
    }

    @Test func olderWidgetsDisabledFieldEndsWithDisabled() throws {
        let heard = try line("  - {id: field, type: EditText, hint: Label, enabled: false}\n")
        #expect(heard == "edit box, label, disabled")
        #expect(heard.hasSuffix("disabled"))
    }

    @Test func modernWidgetsSayTheHintAsTheText() throws {
        #expect(try talkBackSpoken("  - {id: field, type: EditText, hint: Label}\n")
                == ["Label, Edit box | Double-tap to edit text"])
    }
}
