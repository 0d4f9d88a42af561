import Testing
import AXModel
@testable import ScreenReader

/// docs/voiceover.md VO-3.5 to VO-3.13: double tap.
@Suite struct ActivatingTests {
    @Test func switchFlipsAndSaysItsNewState() throws {
        let page = screen(element("dark", .UISwitch) { $0.accessibilityLabel = "Dark Theme" })
        #expect(try heard(page, "swipe right; double tap; double tap")
                == "> swipe right\nDark Theme, switch button, off\nhint: Double tap to toggle setting.\n> double tap\non\n> double tap\noff")
    }

    /// A SwiftUI Toggle bound to the app's Bool sets it as it flips, and what reads the Bool is
    /// computed again (docs/decisions.md, "SwiftUI's state, read again").
    @Test func aBoundToggleSetsTheAppsBool() throws {
        var page = screen(element("agree", .Toggle) { $0.title = "Agree"; $0.isOn = false; $0.bindings["isOn"] = .variable("accepted") },
                          element("send", .SwiftUIButton) {
                              $0.title = "Send"; $0.isEnabled = false; $0.bindings["isEnabled"] = .variable("accepted")
                          })
        page.state["accepted"] = StateVariable(value: .bool(false), kind: .bool)
        #expect(try heard(page, "swipe right; double tap; swipe right; double tap; swipe left; double tap")
                == "> swipe right\nAgree, switch button, off\nhint: Double tap to toggle setting.\n> double tap\non"
                + "\n> swipe right\nSend, button\n> double tap\nSend\n> swipe left\nAgree, switch button, on\nhint: Double tap to toggle setting.\n> double tap\noff")
        let after = VoiceOver().play(try Gesture.parseList("swipe right; double tap"), in: ReaderSession(screen: page)).session
        #expect(after.screen.state["accepted"]?.value == .bool(true))
    }

    /// A double tap is a tap: a `.touchDown` handler runs first, before the app's own tap code
    /// (here, showing the error it would read), and a `.touchUpInside` one after it.
    @Test func aTouchDownRunsBeforeTheAppsTapCode() throws {
        let read = Expression.property(target: "error", property: "text")
        let hiddenTest = Condition(left: .property(target: "error", property: "isHidden"), comparison: .equal, right: .bool(false))
        let page = screen(
            element("send", .UIButton) {
                $0.title = "Send"
                $0.onActivate = [.show("error")]
                $0.handlers = [EventHandler(event: "touchDown", effects: [.branch(when: [hiddenTest], then: [.announce(read)], otherwise: [])]),
                               EventHandler(event: "touchUpInside", effects: [.branch(when: [hiddenTest], then: [.announce(.string("after")), ],
                                                                                     otherwise: [])])]
            },
            element("error", .UILabel) { $0.text = "Wrong"; $0.isHidden = true })
        #expect(try heard(page, "swipe right; double tap") == "> swipe right\nSend, button\n> double tap\nafter")
    }

    /// docs/voiceover.md VO-3.9: a keyboard key is pressed as a button is, with or without `.button`.
    @Test func aKeyboardKeyIsReReadAsAButtonIs() throws {
        let key = screen(element("key1", .UIButton) { $0.title = "1"; $0.accessibilityTraits = [.keyboardKey] })
        #expect(try heard(key, "swipe right; double tap") == "> swipe right\n1\n> double tap\n1")
        let text = screen(element("note", .UILabel) { $0.text = "1" })
        #expect(try heard(text, "swipe right; double tap") == "> swipe right\n1\n> double tap")
    }

    @Test func stepperButtonsChangeTheValueButOnlyReReadTheirLabel() throws {
        let page = screen(element("count", .UIStepper) { $0.value = 0; $0.maximumValue = 2 })
        #expect(try heard(page, "swipe right; swipe right; double tap; double tap; double tap; swipe left")
                == "> swipe right\nDecrement, dimmed, button\n> swipe right\nIncrement, button\n> double tap\nIncrement"
                + "\n> double tap\nIncrement\n> double tap\n> swipe left\nDecrement, button")
        let after = VoiceOver().play(try Gesture.parseList("swipe right; swipe right; double tap"),
                                     in: ReaderSession(screen: page)).session
        #expect(after.screen.element("count")?.value == 1)
    }

    /// VO-8.20: the app's own `.valueChanged` handler (`valueLabel`) runs when the user changes the
    /// value: the stepper's Increment button writes the new count to the label beside it.
    @Test func aValueChangeTheUserMakesRunsTheAppsHandler() throws {
        let page = screen(element("count", .UILabel) { $0.text = "1" },
                          element("stepper", .UIStepper) { $0.value = 1; $0.valueLabel = "count" },
                          element("volume", .UISlider) { $0.value = 5; $0.maximumValue = 10; $0.valueLabel = "count" })
        let stepped = VoiceOver().play(try Gesture.parseList("swipe right; swipe right; swipe right; double tap"),
                                       in: ReaderSession(screen: page)).session
        #expect(stepped.screen.element("count")?.text == "2")
        let slid = VoiceOver().play(try Gesture.parseList("swipe right; swipe right; swipe right; swipe right; swipe up"),
                                    in: ReaderSession(screen: page)).session
        #expect(slid.screen.element("count")?.text == "6")
    }

    /// VO-8.20: a value set in code sends no event, so the app's handler does not run and its label
    /// keeps the old count; `sendActions(for: .valueChanged)` runs it.
    @Test func aValueSetInCodeSendsNoEventUntilItsActionsAreSent() {
        var page = screen(element("count", .UILabel) { $0.text = "1" },
                          element("stepper", .UIStepper) { $0.value = 1; $0.valueLabel = "count" })
        EffectRunner.run([.add(target: "stepper", property: "value", amount: 1)], selfID: "stepper", on: &page)
        #expect(page.element("count")?.text == "1")
        EffectRunner.run([.sendActions(target: "self", event: "valueChanged")], selfID: "stepper", on: &page)
        #expect(page.element("count")?.text == "2")
    }

    @Test func segmentBecomesSelected() throws {
        let page = screen(element("range", .UISegmentedControl) { $0.segments = ["Day", "Week"]; $0.selectedSegmentIndex = 0 })
        #expect(try heard(page, "swipe right; swipe right; double tap; swipe left")
                == "> swipe right\nselected, Day, button, 1 of 2\n> swipe right\nWeek, button, 2 of 2\n> double tap\nselected, Week\n> swipe left\nDay, button, 1 of 2")
    }

    @Test func tabBecomesSelected() throws {
        let page = screen(element("tabs", .UITabBar) { $0.items = ["Home", "Search"]; $0.selectedIndex = 0 })
        #expect(try heard(page, "touch tabs[1]; double tap")
                == "> touch tabs[1]\nSearch, tab, 2 of 2\n> double tap\nselected, Search")
    }

    @Test func toggleSelectedSaysSelectedThenLabel() throws {
        let page = screen(element("like", .UIButton) { $0.title = "Like"; $0.onActivate = [.toggleSelected] })
        #expect(try heard(page, "swipe right; double tap; double tap")
                == "> swipe right\nLike, button\n> double tap\nselected, Like\n> double tap\nLike")
    }

    @Test func aSelectedTraitSetByHandStaysWhenIsSelectedGoesOff() throws {
        let page = screen(element("like", .UIButton) {
            $0.title = "Like"
            $0.accessibilityTraits = [.button, .selected]
            $0.isSelected = true
            $0.onActivate = [.toggleSelected]
        })
        #expect(try heard(page, "swipe right; double tap") == "> swipe right\nselected, Like, button\n> double tap\nselected, Like")
    }

    @Test func toggleOnOnASwitchIsTheSwitchsOwnFlip() throws {
        let page = screen(element("wifi", .UISwitch) { $0.accessibilityLabel = "Wi-Fi"; $0.onActivate = [.toggleOn] })
        #expect(try heard(page, "swipe right; double tap").hasSuffix("> double tap\non"))
        let after = VoiceOver().play([.swipeRight, .doubleTap], in: ReaderSession(screen: page)).session
        #expect(after.screen.element("wifi")?.isOn == true)
    }

    @Test func toggleOnFlipsAGroupedRowAndTheSwitchValueItReports() throws {
        let page = screen(drawnToggle("row", label: "Dark Theme", value: "0") { $0.onActivate = [.toggleOn] })
        #expect(try heard(page, "swipe right; double tap; double tap")
                == "> swipe right\nDark Theme, switch button, off\nhint: Double tap to toggle setting.\n> double tap\non\n> double tap\noff")
    }

    /// A drawn toggle has no on state of its own: it is as on as the value it reports, so one
    /// that says "1" turns off at the first tap.
    @Test func aDrawnToggleIsAsOnAsTheValueItReports() throws {
        let page = screen(drawnToggle("roundUp", label: "Round up", value: "1") { $0.onActivate = [.toggleOn] })
        #expect(try heard(page, "swipe right; double tap; double tap")
                == "> swipe right\nRound up, switch button, on\nhint: Double tap to toggle setting.\n> double tap\noff\n> double tap\non")
    }

    /// A value that says the state in words (`on`, `Off`) flips in the same words: a learner who
    /// wrote "on" for a drawn toggle heard it stay on after the app's flip.
    @Test func aDrawnToggleWhoseValueIsAWordFlipsInThatWord() throws {
        let page = screen(drawnToggle("saveCard", label: "Save card", value: "on") { $0.onActivate = [.toggleOn] })
        #expect(try heard(page, "swipe right; double tap; double tap")
                == "> swipe right\nSave card, switch button, on\nhint: Double tap to toggle setting.\n> double tap\noff\n> double tap\non")
        let capital = screen(drawnToggle("saveCard", label: "Save card", value: "Off") { $0.onActivate = [.toggleOn] })
        #expect(try heard(capital, "swipe right; double tap") == "> swipe right\nSave card, switch button, Off\nhint: Double tap to toggle setting.\n> double tap\nOn")
    }

    @Test func plainButtonReReadsItsLabel() throws {
        let page = screen(element("save", .UIButton) { $0.title = "Save" })
        #expect(try heard(page, "swipe right; double tap") == "> swipe right\nSave, button\n> double tap\nSave")
    }

    /// VO-3.9: code that only calls the app's own functions (which the tutor does not run)
    /// leaves the button as it was, and it is re-read as a button with no action.
    @Test func aButtonWhoseCodeOnlyCallsTheAppIsReRead() throws {
        let page = screen(element("save", .SwiftUIButton) {
            $0.title = "Save"
            $0.handlers = [EventHandler(event: "tap", effects: [.appCall("save()")])]
        })
        #expect(try heard(page, "swipe right; double tap") == "> swipe right\nSave, button\n> double tap\nSave")
    }

    @Test func staticTextSaysNothingWhenActivated() throws {
        let page = screen(element("note", .UILabel) { $0.text = "Note" })
        #expect(try heard(page, "swipe right; double tap") == "> swipe right\nNote\n> double tap")
    }

    @Test func dimmedElementDoesNothing() throws {
        let page = screen(element("pay", .UIButton) { $0.title = "Pay"; $0.isEnabled = false; $0.onActivate = [.announce("Paid")] })
        #expect(try heard(page, "swipe right; double tap") == "> swipe right\nPay, dimmed, button\n> double tap")
    }

    /// VO-3.5: `.notEnabled` added by hand says "dimmed", and the enabled button still acts.
    @Test func aViewDimmedByHandStillResponds() throws {
        let page = screen(element("pay", .UIButton) {
            $0.title = "Pay"
            $0.accessibilityTraits = [.button, .notEnabled]
            $0.onActivate = [.announce("Paid")]
        })
        #expect(try heard(page, "swipe right; double tap") == "> swipe right\nPay, dimmed, button\n> double tap\nPaid")
    }

    @Test func playSoundWithoutTheTraitTalksOverTheSound() throws {
        let page = screen(element("bell", .UIButton) { $0.title = "Ring"; $0.onActivate = [.playSound] })
        #expect(try heard(page, "swipe right; double tap") == "> swipe right\nRing, button\n> double tap\nRing")
    }

    @Test func startsMediaSessionSaysNothingSoTheSoundIsHeard() throws {
        let page = screen(element("song", .UIButton) {
            $0.title = "Play"
            $0.accessibilityTraits = [.button, .startsMediaSession]
            $0.onActivate = [.playMedia]
        })
        #expect(try heard(page, "swipe right; double tap") == "> swipe right\nPlay, button\n> double tap")
    }

    @Test func playsSoundSaysNothingEither() throws {
        let page = screen(element("bell", .UIButton) {
            $0.title = "Ring"
            $0.accessibilityTraits = [.button, .playsSound]
        })
        #expect(try heard(page, "swipe right; double tap") == "> swipe right\nRing, button\n> double tap")
    }

    @Test func announceSpeaksItsText() throws {
        let page = screen(element("add", .UIButton) { $0.title = "Add"; $0.onActivate = [.announce("Added to cart")] })
        #expect(try heard(page, "swipe right; double tap") == "> swipe right\nAdd, button\n> double tap\nAdded to cart")
    }

    @Test func navigateSpeaksTheNewScreenAndLeavesThisOne() throws {
        let page = screen(element("more", .UIButton) { $0.title = "More"; $0.onActivate = [.navigate("Details")] },
                          element("after", .UILabel) { $0.text = "After" })
        #expect(try heard(page, "swipe right; double tap; swipe right")
                == "> swipe right\nMore, button\n> double tap\nDetails\n> swipe right")
    }

    @Test func openURLSaysNothingAndLeavesTheApp() throws {
        let page = screen(element("site", .UIButton) {
            $0.title = "Website"
            $0.accessibilityTraits = .link
            $0.onActivate = [.openURL("https://example.com")]
        })
        #expect(try heard(page, "swipe right; double tap; swipe left; launch; swipe right")
                == "> swipe right\nWebsite, link\n> double tap\n> swipe left\n> launch\nWebsite, link\n> swipe right")
    }

    @Test func textFieldEntersEditing() throws {
        let page = screen(element("email", .UITextField) { $0.accessibilityLabel = "Email" })
        #expect(try heard(page, "swipe right; double tap; touch email")
                == "> swipe right\nEmail, text field\nhint: Double tap to edit.\n> double tap\nis editing\n> touch email\nEmail, text field, is editing\nhint: Use the rotor to access Misspelled Words")
    }

    @Test func backButtonGoesBack() throws {
        let page = screen(element("nav", .UINavigationBar) { $0.backTitle = "Back" })
        #expect(try heard(page, "swipe right; double tap") == "> swipe right\nback button\n> double tap")
    }

    @Test func doubleTapWithNothingFocusedDoesNothing() throws {
        let page = screen(element("save", .UIButton) { $0.title = "Save"; $0.onActivate = [.announce("Saved")] })
        #expect(try heard(page, "double tap") == "> double tap")
    }
}
