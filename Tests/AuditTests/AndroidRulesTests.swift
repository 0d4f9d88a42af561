import AXModel
@testable import Audit
import Testing

/// The android rules' words, verbatim, and that each platform's rules keep to its own screens.
@Suite struct AndroidRulesTests {
    /// The findings of every rule on an android screen given as YAML list items.
    func findings(_ elements: String) throws -> [Finding] {
        Auditor.audit(try ScreenLoader.parse("platform: android\nelements:\n" + elements, file: "a.yaml"))
    }

    @Test func everyRuleStatesItsPlatform() {
        let android = AuditRules.all(for: .android).map(\.id)
        #expect(android.allSatisfy { $0.hasPrefix("android-") })
        #expect(AuditRules.all(for: .ios).allSatisfy { !$0.id.hasPrefix("android-") })
        #expect(AuditRules.all(for: .ios).count + android.count == AuditRules.all.count)
    }

    @Test func iosRulesDoNotRunOnAnAndroidScreen() throws {
        // An unnamed image button would break label-missing were it an ios screen.
        #expect(try findings("  - {id: share, type: ImageButton}\n").map(\.rule) == ["android-name-missing"])
    }

    @Test func androidRulesDoNotRunOnAnIosScreen() throws {
        let screen = try ScreenLoader.parse("elements:\n  - {id: save, type: UIButton, title: Save button}\n",
                                            file: "a.yaml")
        #expect(Auditor.audit(screen, rules: AuditRules.all(for: .android)).isEmpty)
    }

    @Test func nameMissingSaysWhatTalkBackSaysAndHowToNameIt() throws {
        #expect(try findings("""
              - {id: share, type: ImageButton}
              - {id: agree, type: CheckBox}
              - {id: email, type: EditText}

            """).map(\.message) == [
            "'share' is a button with no name: TalkBack says only 'Unlabelled, Button', so a listener cannot "
                + "tell what it is for. Name it: give it text, or a contentDescription that says what it does",
            "'agree' is a check box with no name: TalkBack says only 'not checked, Check box', so a listener "
                + "cannot tell what it is for. Name it: give it text, or a contentDescription that says what it does",
            "'email' is an edit box with no name: TalkBack says only 'Edit box', so a listener cannot tell what "
                + "it is for. Name it: give it a hint, or name it from its label with android:labelFor",
        ])
    }
}

/// Where the android rules draw their lines.
@Suite struct AndroidRuleLimitsTests {
    func rules(_ elements: String) throws -> [String] {
        Auditor.audit(try ScreenLoader.parse("platform: android\nelements:\n" + elements, file: "a.yaml")).map(\.rule)
    }

    @Test func onAndOffAreAStateOnlyAtTheEndsOfACheckableName() throws {
        #expect(try rules("  - {id: a, type: Switch, text: On the go}\n") == ["android-state-in-name"])
        #expect(try rules("  - {id: a, type: Switch, text: Turn on sync}\n").isEmpty)
        #expect(try rules("  - {id: a, type: Button, text: Sound off}\n").isEmpty)
    }

    @Test func checkedAndSelectedAreJudgedInADescriptionNotInVisibleText() throws {
        #expect(try rules("  - {id: a, type: TextView, text: 2 selected}\n").isEmpty)
        #expect(try rules("  - {id: a, type: TextView, text: Photo, contentDescription: Photo not selected}\n")
                == ["android-state-in-name"])
    }

    @Test func theCheckboxSpellingRepeatsTheCheckBoxRole() throws {
        #expect(try rules("  - {id: a, type: CheckBox, text: Remember me checkbox}\n") == ["android-name-repeats-role"])
    }

    @Test func aHeadingAndAButtonOfTheSameNameAreNotDuplicates() throws {
        #expect(try rules("""
              - {id: title, type: TextView, text: Filters, accessibilityHeading: true}
              - {id: filters, type: Button, text: Filters}

            """).isEmpty)
    }

    @Test func aRowThatReadsItsCaptionHasANameOfItsOwn() throws {
        #expect(try rules("""
              - id: row
                type: ViewGroup
                clickable: true
                children:
                  - {id: caption, type: TextView, text: Notifications}

            """).isEmpty)
    }
}

/// `android-announcement` finds an announcement wherever the code makes it: in a branch, a
/// switch's case or a block queued for later too.
@Suite struct AndroidAnnouncementTests {
    @Test func anAnnouncementInABranchIsFound() {
        let effects: [Effect] = [
            .branch(when: [], then: [.announce(.string("Saved"))], otherwise: []),
            .later([.announce(.string("Done"))], deadline: nil),
        ]
        #expect(AndroidAnnouncement.announced(in: effects) == [.string("Saved"), .string("Done")])
        #expect(AndroidAnnouncement.announced(in: [.appCall("save()")]).isEmpty)
    }
}
