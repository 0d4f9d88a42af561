import Testing
@testable import ScreenReader

/// Common nodes of each class, with their main utterance and their hint (docs/talkback.md
/// sections 2 and 3).
@Suite struct TalkBackExamplesTests {
    @Test func button() throws {
        #expect(try talkBackSpoken("  - {id: submit, type: Button, text: Submit}\n")
                == ["Submit, Button | Double-tap to activate"])
    }

    @Test func disabledButton() throws {
        #expect(try talkBackSpoken("  - {id: submit, type: Button, text: Submit, enabled: false}\n")
                == ["Submit, Button, disabled"])
    }

    @Test func checkedCheckBox() throws {
        #expect(try talkBackSpoken("  - {id: remember, type: CheckBox, text: Remember me, checked: true}\n")
                == ["checked, Remember me, Check box | Double-tap to toggle"])
    }

    @Test func switchThatIsOn() throws {
        #expect(try talkBackSpoken("  - {id: wifi, type: Switch, text: Wi-Fi, checked: true}\n")
                == ["On, Wi-Fi, Switch | Double-tap to toggle"])
    }

    @Test func emptyEditTextWithAHint() throws {
        #expect(try talkBackSpoken("  - {id: email, type: EditText, hint: Email}\n")
                == ["Email, Edit box | Double-tap to edit text"])
    }

    @Test func filledEditTextWithAHint() throws {
        #expect(try talkBackSpoken("  - {id: email, type: EditText, text: jane@example.com, hint: Email}\n")
                == ["jane@example.com, Edit box, Email | Double-tap to edit text"])
    }

    @Test func emptyEditTextLabelledByATextView() throws {
        #expect(try talkBackSpoken("""
              - {id: label, type: TextView, text: Email, labelFor: email}
              - {id: email, type: EditText}

            """) == ["Email", "Edit box for Email | Double-tap to edit text"])
    }

    @Test func headingTextView() throws {
        #expect(try talkBackSpoken("  - {id: title, type: TextView, text: Settings, accessibilityHeading: true}\n")
                == ["Settings, Heading"])
    }

    @Test func seekBarAtFortyPercent() throws {
        #expect(try talkBackSpoken("  - {id: volume, type: SeekBar, contentDescription: Volume, progress: 40}\n")
                == ["40%, Volume, Slider | \"Swipe up\" or \"Swipe down\" to adjust"])
    }
}
