import Testing
import AXModel
import FixScript
@testable import Tutor

/// A stepper's value set in code sends no `.valueChanged`, so the app's handler that writes it to
/// its label does not run (docs/voiceover.md VO-8.20): told as a note (a learner's count stayed
/// the same and the failing check said only "heard: 2").
@Suite struct ValueChangedNotesTests {
    @Test func aValueSetWithoutTheEventIsNoted() throws {
        let screen = try ScreenLoader.parse("""
            elements:
              - id: row
                type: UIView
                class: GuestsRow
                children:
                  - {id: countLabel, type: UILabel, text: "2"}
                  - {id: stepper, type: UIStepper, value: 2, valueLabel: countLabel}
            """, file: "s.yaml")
        func notes(_ fix: String) throws -> [String] {
            ValueChangedNotes.notes(on: try FixScript.apply(fix, to: screen, file: nil))
        }
        #expect(try notes("""
            extension GuestsRow {
                override func accessibilityIncrement() {
                    stepper.value += 1
                    accessibilityValue = countLabel.text
                }
            }
            """) == ["stepper.value set in code sends no .valueChanged, so the app's handler that writes it to countLabel does not "
                     + "run as it does for a touch: call stepper.sendActions(for: .valueChanged) after it"])
        #expect(try notes("""
            extension GuestsRow {
                override func accessibilityIncrement() {
                    stepper.value += 1
                    stepper.sendActions(for: .valueChanged)
                    accessibilityValue = countLabel.text
                }
            }
            """) == [])
        #expect(try notes(#"row.accessibilityLabel = "Guests""#) == [])
    }
}
