import AXModel
import Testing
@testable import Audit

/// The small text helpers the rules share, and a rule on a control's parts.
struct AuditContextTests {
    @Test func numbersAreReadAsWritten() {
        #expect("Volume 50%".numbers == ["50"])
        #expect("Amount 14.95, was 20.".numbers == ["14.95", "20"])
        #expect("No digits".numbers == [])
        #expect(2.0.written == "2")
        #expect(2.5.written == "2.5")
    }

    @Test func wordsIgnoreCaseAndPunctuation() {
        #expect("Email:".words == ["email"])
        #expect("Wi-Fi on".words == ["wi", "fi", "on"])
        #expect(LabelRepeatsRole.dropLastWord(of: "Play button.") == "Play")
        #expect(LabelRepeatsRole.dropLastWord(of: "Button") == "")
    }

    /// VoiceOver reads an unlabelled image's asset name, but a file name is no name for a user:
    /// the rules see no label, so `label-missing` still finds the button.
    @Test func anAssetNameIsNoLabel() throws {
        var button = Element(id: "delete", type: .UIButton)
        button.image = "trash"
        let context = AuditContext(screen: Screen(elements: [button]))
        let stop = try #require(context.stops.first)
        #expect(stop.label == "trash")
        #expect(context.label(of: stop) == nil)
        button.accessibilityLabel = "trash"
        let labelled = AuditContext(screen: Screen(elements: [button]))
        #expect(labelled.label(of: try #require(labelled.stops.first)) == "trash")
    }

    @Test func aStepperButtonThatSaysTheCount() throws {
        var stepper = Element(id: "guests", type: .UIStepper)
        stepper.value = 2
        var increment = PartProperties()
        increment.accessibilityLabel = "Add guest, 2 guests"
        stepper.parts["increment"] = increment
        let rule = try #require(AuditRules.rule("label-contains-state-or-value"))
        let findings = Auditor.audit(Screen(elements: [stepper]), rules: [rule])
        #expect(findings.map(\.message) == [
            "the stepper's label 'Add guest, 2 guests' holds its current value 2: VoiceOver speaks only the value "
                + "after a change, so the label goes stale. Keep the name in the label and the number in the value: "
                + "guests.increment.accessibilityLabel = \"Add guest, guests\", with the number in accessibilityValue",
        ])
        #expect(findings.map(\.element) == ["guests"])
    }

    @Test func aGroupedRowSpeaksForItsChildren() throws {
        let screen = try ScreenLoader.parse("""
            elements:
              - id: row
                type: UIView
                isAccessibilityElement: true
                accessibilityLabel: Street
                children:
                  - id: street
                    type: UITextField
                    required: true
            """, file: "s.yaml")
        let context = AuditContext(screen: screen)
        #expect(context.stop(for: "street")?.id == "row")
        #expect(context.ancestors(of: "street") == ["row"])
        let rule = try #require(AuditRules.rule("required-not-announced"))
        #expect(Auditor.audit(screen, rules: [rule]).map(\.message) == [
            "'street' is marked required on screen, but VoiceOver says 'Street' and never 'required': a listener "
                + "finds out only when the form is refused. Say it in the name: row.accessibilityLabel = "
                + "\"Street, required\"",
        ])
    }
}
