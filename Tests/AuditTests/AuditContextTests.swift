import AXModel
import Testing
@testable import Audit

/// The small text helpers the rules share, and a rule on a control's parts.
struct AuditContextTests {
    /// A fix is written in the element's framework: UIKit properties on UIKit views, SwiftUI
    /// modifiers on SwiftUI views.
    @Test func fixesAreWrittenInTheElementsFramework() throws {
        let screen = try ScreenLoader.parse("""
            elements:
              - {id: share, type: Image, image: IMG_2041}
              - {id: delete, type: UIButton, image: trash}
              - {id: next, type: Button, title: Next, accessibilityTraits: [button, causesPageTurn]}
            """, file: "s.yaml")
        let messages = Auditor.audit(screen).map(\.message)
        #expect(messages.contains { $0.hasSuffix("share.accessibilityLabel(\"…\"), or hide it if it only decorates, "
                                                 + "share.accessibilityHidden(true)") })
        #expect(messages.contains { $0.hasSuffix("Name it: delete.accessibilityLabel = \"…\"") })
        #expect(messages.contains { $0.hasSuffix("next.accessibilityRemoveTraits(.causesPageTurn)") })
    }

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

    /// A context holds the stops of its screen's reader only: VoiceOver's on ios, TalkBack's on
    /// android.
    @Test func eachScreenGetsTheStopsOfItsOwnReader() throws {
        let ios = AuditContext(screen: Screen(elements: [Element(id: "a", type: .UIButton)]))
        #expect(ios.stops.map(\.id) == ["a"] && ios.talkBackStops.isEmpty)
        let android = AuditContext(screen: try ScreenLoader.parse(
            "platform: android\nelements:\n  - {id: caption, type: TextView, text: Hello}\n", file: "a.yaml"))
        #expect(android.stops.isEmpty && android.talkBackStops.map(\.id) == ["caption"])
        let stop = try #require(android.talkBackStops.first)
        #expect(android.speech(of: stop) == "Hello" && android.name(of: stop) == "Hello")
        #expect(android.kind(of: stop) == "view" && android.nameAttribute(of: stop) == "text")
    }

    @Test func aNameLosesTheWordsItDrops() {
        #expect(AuditContext.name("Wi-Fi on", dropping: { word, index, count in word == "on" && index == count - 1 })
                == "Wi-Fi")
        #expect(AuditContext.name("Photo, not selected.", dropping: { word, _, _ in ["not", "selected"].contains(word) })
                == "Photo")
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
                + "guests.increment.accessibilityLabel = \"Add guest\", with the number in accessibilityValue",
        ])
        #expect(findings.map(\.element) == ["guests"])
    }

    /// The number goes with its unit and its clause: `Playback speed`, not `Playback speed, times`.
    @Test func theValueLeavesTheLabelWithItsUnit() {
        #expect(LabelContainsStateOrValue.removing("1.5", from: "Playback speed, 1.5 times") == "Playback speed")
        #expect(LabelContainsStateOrValue.removing("50", from: "Volume 50%") == "Volume")
        #expect(LabelContainsStateOrValue.removing("4", from: "4 servings") == "")
        #expect(LabelContainsStateOrValue.removing("3", from: "Rating, 3 of 5, stars") == "Rating, stars")
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

/// The audit's fixes are code the learner can type and a UIKit app compiles: a tab is its bar's
/// item, and a SwiftUI view takes SwiftUI's modifiers.
@Suite struct AuditFixSpellingTests {
    @Test func aTabIsNamedThroughItsBarsItems() throws {
        let screen = try ScreenLoader.parse("""
            elements:
              - {id: tabBar, type: UITabBar, items: [Home, "", Profile], selectedIndex: 0}
            """, file: "s.yaml")
        let message = Auditor.audit(screen).first { $0.rule == "label-missing" }?.message ?? ""
        #expect(message.hasSuffix("Name it: tabBar.items?[1].accessibilityLabel = \"…\""))
    }

    /// A hint VoiceOver reads where a switch's name should be (VO-1.19) is said to be no name.
    @Test func aHintReadInPlaceOfTheNameIsToldItIsNone() throws {
        let screen = try ScreenLoader.parse("""
            elements:
              - {id: saveSwitch, type: UISwitch, isOn: false, accessibilityHint: Saves the payee.}
            """, file: "s.yaml")
        let message = Auditor.audit(screen).first { $0.rule == "label-missing" }?.message ?? ""
        #expect(message == "'saveSwitch' is a switch with no name: VoiceOver reads its hint where the name should be, "
                + "'Saves the payee, switch button, off': a hint says what a double tap does, not what the element is, and "
                + "Voice Control cannot take it as a name. Name it: saveSwitch.accessibilityLabel = \"…\"")
    }

    /// An icon segment is named through its image; a titled one by its title (UIKit gives it no
    /// label of its own).
    @Test func aSegmentIsNamedThroughItsImageOrItsTitle() throws {
        let screen = try ScreenLoader.parse("""
            elements:
              - {id: layout, type: UISegmentedControl, segments: ["", Week view button], selectedSegmentIndex: 1}
            """, file: "s.yaml")
        let findings = Auditor.audit(screen)
        #expect(findings.first { $0.rule == "label-missing" }?.message
            .hasSuffix("Name it: layout.imageForSegment(at: 0)?.accessibilityLabel = \"…\"") == true)
        #expect(findings.first { $0.rule == "label-repeats-role" }?.message
            .hasSuffix("drop the word: layout.setTitle(\"Week view\", forSegmentAt: 1)") == true)
    }

    /// A SwiftUI Picker's segment is its option view: the advice is the option, not a modifier on
    /// the Picker, which reaches no segment (docs/voiceover.md VO-7.11).
    @Test func aPickersSegmentIsNamedByItsOptionView() throws {
        let screen = try ScreenLoader.parse("""
            elements:
              - {id: layout, type: Picker, pickerStyle: segmented, options: ["", Week view button], selection: Week view button}
            """, file: "s.yaml")
        let findings = Auditor.audit(screen)
        #expect(findings.first { $0.rule == "label-missing" }?.message
            .hasSuffix("Name it: Text(\"…\") as option 1 inside the Picker") == true)
        #expect(findings.first { $0.rule == "label-repeats-role" }?.message
            .hasSuffix("drop the word: Text(\"Week view\") as option 2 inside the Picker") == true)
    }

    @Test func aSwiftUIViewIsMadeALinkWithSwiftUIsModifier() throws {
        let screen = try ScreenLoader.parse("""
            elements:
              - {id: terms, type: Text, text: Terms of Service, onActivate: {openURL: "https://example.com/terms"}}
            """, file: "s.yaml")
        let message = Auditor.audit(screen).first { $0.rule == "link-or-button" }?.message ?? ""
        #expect(message.hasSuffix("Make it a link: terms.accessibilityAddTraits(.isLink)"))
    }
}
