import AXModel
import Audit
import Testing

/// The auditor's order, the drawn screen, and a well-made screen.
struct AuditorTests {
    static let messy = """
        elements:
          - id: caption
            type: UILabel
            text: Dark Theme
          - id: themeSwitch
            type: UISwitch
            isOn: true
            accessibilityLabel: Dark Theme on
          - id: play
            type: UIButton
            title: Play button.
            onActivate: playMedia
        """

    @Test func findingsComeInScreenOrderThenRuleOrder() throws {
        let findings = Auditor.audit(try ScreenLoader.parse(Self.messy, file: "s.yaml"))
        #expect(findings.map { "\($0.element) \($0.rule)" } == [
            "caption no-heading",
            "themeSwitch label-contains-state-or-value",
            "play label-repeats-role",
            "play label-punctuation",
            "play media-without-session",
        ])
        #expect(findings.map(\.location) == [SourceLocation(line: 2, column: 5), SourceLocation(line: 5, column: 5),
                                             SourceLocation(line: 9, column: 5), SourceLocation(line: 9, column: 5),
                                             SourceLocation(line: 9, column: 5)])
    }

    /// A finding's fix is written in the view's framework: SwiftUI's trait modifiers on a SwiftUI
    /// view (the statement the tutor itself takes there), and the title is a text alone, not a
    /// row that combines several views.
    @Test func aFixIsWrittenInTheViewsFramework() throws {
        let screen = try ScreenLoader.parse("""
            elements:
              - id: row
                type: HStack
                childBehavior: combine
                children:
                  - {id: payee, type: Text, text: Coffee}
                  - {id: amount, type: Text, text: "4 euros"}
              - {id: title, type: Text, text: Accounts}
              - {id: ring, type: ZStack, isAccessibilityElement: true, accessibilityLabel: Download, updates: ["20%", "40%"]}
            """, file: "s.yaml")
        let messages = Auditor.audit(screen).map(\.message)
        #expect(messages.contains { $0.hasSuffix("Mark its title as a heading: title.accessibilityAddTraits(.isHeader)") })
        #expect(messages.contains { $0.hasSuffix("Mark it: ring.accessibilityAddTraits(.updatesFrequently)") })
    }

    @Test func theOrderIsTheSameEveryRun() throws {
        let screen = try ScreenLoader.parse(Self.messy, file: "s.yaml")
        // A written-out order holds in every process (a hash-ordered one would not).
        #expect(Auditor.audit(screen).map(\.rule) == [
            "no-heading", "label-contains-state-or-value", "label-repeats-role", "label-punctuation",
            "media-without-session",
        ])
        #expect(Auditor.audit(screen, rules: AuditRules.all.reversed()).map(\.rule) == [
            "no-heading", "label-contains-state-or-value", "media-without-session", "label-punctuation",
            "label-repeats-role",
        ])
    }

    @Test func aWellMadeScreenRaisesNothing() throws {
        let screen = try ScreenLoader.parse("""
            elements:
              - id: nav
                type: UINavigationBar
                title: Settings
              - id: row
                type: UIView
                isAccessibilityElement: true
                accessibilityLabel: Dark Theme
                accessibilityTraits: [button, toggleButton]
                accessibilityValue: "0"
                children:
                  - id: caption
                    type: UILabel
                    text: Dark Theme
                  - id: themeSwitch
                    type: UISwitch
              - id: volume
                type: UISlider
                value: 0.5
                accessibilityLabel: Volume
              - id: email
                type: UITextField
                accessibilityLabel: Email, required
                placeholder: name@example.com
                required: true
              - id: privacy
                type: UIButton
                title: Privacy policy
                accessibilityTraits: [link]
                onActivate: {openURL: "https://example.com/privacy"}
              - id: play
                type: UIButton
                title: Play
                accessibilityTraits: [button, startsMediaSession]
                onActivate: playMedia
            """, file: "good.yaml")
        #expect(Auditor.audit(screen) == [])
    }

    @Test func textAFixHidesStillCountsAsDrawn() throws {
        let drawn = try ScreenLoader.parse("""
            elements:
              - id: title
                type: UILabel
                text: Settings
                accessibilityTraits: [header]
              - id: caption
                type: UILabel
                text: Dark Theme
              - id: themeSwitch
                type: UISwitch
                accessibilityLabel: Dark Theme
            """, file: "s.yaml")
        var fixed = drawn
        fixed.modify("caption") { $0.isHidden = true }
        #expect(Auditor.audit(fixed).isEmpty)
        let findings = Auditor.audit(fixed, drawn: drawn)
        #expect(findings.map(\.message) == [
            "'caption' shows 'Dark Theme' on the designed screen, but isHidden = true takes it off the screen for "
                + "everyone: sighted users lose the text so that VoiceOver stays quiet. Keep it drawn and group it "
                + "with the control it describes (make the view around them one element)",
        ])
        #expect(Auditor.audit(drawn).map(\.rule) == ["duplicate-announcement"])
    }

    @Test func aCaptionAControlSpeaksMayBeHidden() throws {
        let screen = try ScreenLoader.parse("""
            elements:
              - id: title
                type: UILabel
                text: Sign in
                accessibilityTraits: [header]
              - id: emailCaption
                type: UILabel
                text: Email
                isAccessibilityElement: false
              - id: email
                type: UITextField
                accessibilityLabel: Email
            """, file: "s.yaml")
        #expect(Auditor.audit(screen) == [])
    }

    @Test func aLabelTheWrongWayRoundStillShowsItsState() throws {
        let screen = try ScreenLoader.parse("""
            elements:
              - id: chip
                type: UIButton
                title: Selected, Vegan
            """, file: "s.yaml")
        let findings = Auditor.audit(screen, rules: [try #require(AuditRules.rule("label-contains-state-or-value"))])
        #expect(findings.map(\.message) == [
            "the label 'Selected, Vegan' holds the state 'selected': VoiceOver says 'Selected, Vegan, button' "
                + "whether it is chosen or not, because the state is frozen into the name. Keep the name in the "
                + "label and the state in the trait: chip.accessibilityLabel = \"Vegan\", and "
                + "chip.accessibilityTraits.insert(.selected) while it is chosen",
        ])
    }
}

/// A finding's advice is written in the element's framework, and names the lesson that explains it.
struct AuditAdviceTests {
    @Test func aSwiftUIViewIsAdvisedInSwiftUIAndASoundNamesItsLesson() throws {
        let screen = try ScreenLoader.parse("""
            elements:
              - {id: kick, type: Button, title: Kick, onActivate: playSound}
              - {id: ring, type: UIButton, title: Ring, onActivate: playSound, accessibilityTraits: [button, startsMediaSession]}
            """, file: "s.yaml")
        let findings = Auditor.audit(screen).filter { $0.rule == "media-without-session" }
        #expect(findings.map(\.lesson) == ["traits/plays-sound", "traits/plays-sound"])
        #expect(findings.first?.message.hasSuffix("Mark it: kick.accessibilityAddTraits(.playsSound)") == true)
        #expect(findings.last?.message.hasSuffix("Mark it: ring.accessibilityTraits.remove(.startsMediaSession); "
                                                 + "ring.accessibilityTraits.insert(.playsSound)") == true)
    }
}

/// A button that is also a link is told to keep the role its double tap fits: the web is a
/// link's, the app's own screen a button's (a learner was told to remove the role it needed).
struct TwoRolesAdviceTests {
    @Test func theRoleKeptIsTheOneItsDestinationFits() throws {
        let screen = try ScreenLoader.parse("""
            elements:
              - {id: support, type: Text, text: Contact support, accessibilityTraits: [link, button], onActivate: {navigate: Chat}}
              - {id: terms, type: Text, text: Terms, accessibilityTraits: [link, button], onActivate: {openURL: "https://example.com"}}
            """, file: "s.yaml")
        let findings = Auditor.audit(screen).filter { $0.rule == "traits-conflict" }
        #expect(findings.first { $0.element == "support" }?.message.hasSuffix("support.accessibilityRemoveTraits(.isLink)") == true)
        #expect(findings.first { $0.element == "terms" }?.message.hasSuffix("terms.accessibilityRemoveTraits(.isButton)") == true)
    }
}

/// `adjustable-without-actions` on a view of UIKit's own class: an extension of that class would
/// change every one of them in the app, so the remedy is the app's own subclass.
struct AdjustableRemedyTests {
    @Test func aViewWithoutAClassOfItsOwnIsToldASubclass() throws {
        let screen = try ScreenLoader.parse("""
            elements:
              - id: rating
                type: UIView
                isAccessibilityElement: true
                accessibilityLabel: Rating
                accessibilityTraits: [adjustable]
            """, file: "s.yaml")
        let finding = try #require(Auditor.audit(screen).first { $0.rule == "adjustable-without-actions" })
        #expect(finding.message.hasSuffix("Write both in a subclass of UIView of the app's own (an extension of UIView would "
                                          + "change every one in the app): override func accessibilityIncrement() { … }; "
                                          + "override func accessibilityDecrement() { … }"))
    }
}
