import AXModel
import Testing
@testable import FixScript

/// A label spelled out (docs/voiceover.md VO-1.21): UIKit's attributed label with
/// `.accessibilitySpeechSpellOut`, SwiftUI's `.speechSpellsOutCharacters()`, as each compiles.
@Suite struct SpelledLabelTests {
    @Test func anAttributedLabelSetsTheLabelAndSpellsItOut() throws {
        let screen = try applying(#"button.accessibilityAttributedLabel = NSAttributedString(string: "K7QX2M", "#
                                  + "attributes: [.accessibilitySpeechSpellOut: true])")
        #expect(screen["button"].accessibilityLabel == "K7QX2M")
        #expect(screen["button"].speechSpellsOutCharacters)
    }

    @Test func theKeyMayBeQualifiedAndTheValueAnyNumber() throws {
        let qualified = try applying(#"button.accessibilityAttributedLabel = NSAttributedString(string: "AB", "#
                                     + "attributes: [NSAttributedString.Key.accessibilitySpeechSpellOut: 1])")
        #expect(qualified["button"].speechSpellsOutCharacters)
        let zero = try applying(#"button.accessibilityAttributedLabel = NSMutableAttributedString(string: "AB", "#
                                + "attributes: [.accessibilitySpeechSpellOut: 0])")
        #expect(!zero["button"].speechSpellsOutCharacters)
    }

    /// The call's arguments may go on over lines, as Swift and the REPL let them (a learner's
    /// closing ')' on a line of its own was refused).
    @Test func anAttributedLabelMayGoOnOverLines() throws {
        for source in ["button.accessibilityAttributedLabel = NSAttributedString(string: \"K7QX2M\", "
                       + "attributes: [.accessibilitySpeechSpellOut: true]\n)",
                       "button.accessibilityAttributedLabel = NSAttributedString(string: \"K7QX2M\",\n"
                       + "    attributes: [.accessibilitySpeechSpellOut: true])",
                       "button.accessibilityAttributedLabel = NSAttributedString(\n    string: \"K7QX2M\",\n    attributes: [\n"
                       + "        .accessibilitySpeechSpellOut: true,\n    ]\n)"] {
            let screen = try applying(source)
            #expect(screen["button"].accessibilityLabel == "K7QX2M" && screen["button"].speechSpellsOutCharacters, "\(source)")
        }
        #expect(message("button.accessibilityAttributedLabel = NSAttributedString(string: \"K7QX2M\"\nbutton.isHidden = true")
            .hasPrefix("1:74: error: expected ')' to close 'NSAttributedString(', found the end of the line"))
    }

    @Test func anAttributedLabelWithoutAttributesIsReadAsWords() throws {
        let plain = try applying(#"button.accessibilityAttributedLabel = NSAttributedString(string: "AB")"#)
        #expect(plain["button"].accessibilityLabel == "AB")
        #expect(!plain["button"].speechSpellsOutCharacters)
        let empty = try applying(#"button.accessibilityAttributedLabel = NSAttributedString(string: "AB", attributes: [:])"#)
        #expect(!empty["button"].speechSpellsOutCharacters)
    }

    /// UIKit keeps one label: a plain `accessibilityLabel` set after it replaces the attributed one.
    @Test func aPlainLabelSetAfterwardsIsReadAsWords() throws {
        let screen = try applying(#"button.accessibilityAttributedLabel = NSAttributedString(string: "AB", "#
                                  + "attributes: [.accessibilitySpeechSpellOut: true])\n"
                                  + #"button.accessibilityLabel = "AB""#)
        #expect(!screen["button"].speechSpellsOutCharacters)
    }

    /// Other attributes (a font) say nothing to VoiceOver and are passed over; a trailing comma is
    /// Swift's; an attributed value or hint sets the text; an optional outlet is reached with `?.`.
    @Test func realAttributedStringsAreRead() throws {
        let screen = try applying(#"button?.accessibilityAttributedLabel = NSAttributedString(string: "AB", attributes: "#
                                  + "[.font: UIFont.systemFont(ofSize: 17), NSAttributedString.Key.accessibilitySpeechSpellOut: true,])\n"
                                  + #"button.accessibilityAttributedValue = NSAttributedString(string: "Paid")"#)
        #expect(screen["button"].speechSpellsOutCharacters)
        #expect(screen["button"].accessibilityValue == "Paid")
        let number = try applying(#"button.accessibilityAttributedLabel = NSAttributedString(string: "AB", "#
                                  + "attributes: [.accessibilitySpeechSpellOut: NSNumber(value: true)])")
        #expect(number["button"].speechSpellsOutCharacters, "NSNumber, the attribute's documented type")
        #expect(message(#"button.accessibilityAttributedHint = NSAttributedString(string: "AB", "#
                        + "attributes: [.accessibilitySpeechSpellOut: true])")
            == "1:8: error: UIKit compiles a spelled-out accessibilityAttributedHint, but the tutor spells out labels only: "
            + "use accessibilityAttributedLabel")
    }

    @Test func whatIsNoAttributedStringIsRefusedWithTheOneToWrite() {
        #expect(message(#"button.accessibilityAttributedLabel = "K7QX2M""#)
            == #"1:39: error: expected an NSAttributedString, as in NSAttributedString(string: "K7QX2M", attributes: "#
               + #"[.accessibilitySpeechSpellOut: true]), found the string "K7QX2M""#)
        #expect(message(#"button.accessibilityAttributedLabel = NSAttributedString(string: "AB", attributes: "#
                        + "[.accessibilitySpeechSpelOut: true])").hasPrefix("1:86: error: expected 'accessibilitySpeechSpellOut'"))
        #expect(message(#"button.accessibilityAttributedLabel = NSAttributedString(string: "AB", attributes: "#
                        + #"[.accessibilitySpeechSpellOut: "yes"])"#).hasPrefix("1:115: error: "))
        #expect(message(#"tabs[0].accessibilityAttributedLabel = NSAttributedString(string: "AB")"#).hasPrefix("1:9: error: "))
    }

    /// A misspelt key is read as the key it nearly spells, so a wrong value beside it is told in
    /// the same pass; the statement still applies nothing.
    @Test func aMisspeltKeyAndAWrongValueAreToldTogether() {
        let told = messages(#"button.accessibilityAttributedLabel = NSAttributedString(string: "AB", "#
                            + #"attributes: [.accessibilitySpeechSpelOut: "yes"])"#)
        #expect(told.count == 2)
        #expect(told.first?.hasPrefix("1:86: error: expected 'accessibilitySpeechSpellOut'") == true)
        #expect(told.last?.hasPrefix("1:114: error: ") == true)
    }

    @Test func swiftUISpellsOutAViewOrTheTextOfItsLabel() throws {
        let view = try applying("cell.speechSpellsOutCharacters()", to: Fixtures.swiftUIControls)
        #expect(view["cell"].speechSpellsOutCharacters)
        #expect(!(try applying("cell.speechSpellsOutCharacters(false)", to: Fixtures.swiftUIControls))["cell"]
            .speechSpellsOutCharacters)
        let label = try applying(#"cell.accessibilityLabel(Text("K7QX2M").speechSpellsOutCharacters())"#,
                                 to: Fixtures.swiftUIControls)
        #expect(label["cell"].accessibilityLabel == "K7QX2M")
        #expect(label["cell"].speechSpellsOutCharacters)
    }

    /// A hint's or value's `Text` spelled out compiles, but only a label is spelled out here: said so.
    @Test func aSpelledOutHintIsSaidToBeNotReadYet() {
        #expect(message(#"cell.accessibilityHint(Text("AB").speechSpellsOutCharacters())"#, on: Fixtures.swiftUIControls)
            == #"1:6: error: SwiftUI compiles a spelled-out Text in .accessibilityHint(_:), but the tutor spells out "#
               + #"labels only: use .accessibilityLabel(Text("…").speechSpellsOutCharacters())"#)
    }

    @Test func eachFrameworkIsToldTheOthersSpelling() {
        #expect(message("button.speechSpellsOutCharacters()").contains(
            "in UIKit give the view an attributed label: button.accessibilityAttributedLabel = NSAttributedString(string: …"))
        #expect(message(#"cell.accessibilityAttributedLabel = NSAttributedString(string: "AB", "#
                        + "attributes: [.accessibilitySpeechSpellOut: true])", on: Fixtures.swiftUIControls)
            .contains(#"cell.accessibilityLabel(Text("AB").speechSpellsOutCharacters())"#))
    }
}
