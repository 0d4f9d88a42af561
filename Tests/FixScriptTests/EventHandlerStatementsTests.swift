import Testing
import AXModel
@testable import FixScript

/// UIKit's `addAction(UIAction { … }, for:)` and SwiftUI's `.onTapGesture { … }`: the app's own
/// code on an event, written as the app writes it (docs/fix-statements.md).
@Suite struct EventHandlerStatementsTests {
    private var form: Screen {
        var save = Element(id: "saveButton", type: .UIButton)
        save.title = "Save"
        var toast = Element(id: "savedToast", type: .UILabel)
        toast.text = "Saved"
        toast.isHidden = true
        return Screen(elements: [save, toast, Element(id: "darkMode", type: .UISwitch)])
    }

    @Test func aControlRunsTheCodeAddedForItsEvent() throws {
        let screen = try applying(#"""
            saveButton.addAction(UIAction { _ in
                UIAccessibility.post(notification: .announcement, argument: "Saved")
            }, for: .touchUpInside)
            saveButton.addAction(UIAction(handler: { [weak self] _ in
                guard let self else { return }
                UIAccessibility.post(notification: .announcement, argument: savedToast.text)
            }), for: UIControl.Event.primaryActionTriggered)
            darkMode.addAction(UIAction { _ in self.savedToast.isHidden = false }, for: .valueChanged)
            """#, to: form)
        #expect(screen["saveButton"].handlers == [
            EventHandler(event: "touchUpInside", effects: [.announce(.string("Saved"))]),
            EventHandler(event: "primaryActionTriggered",
                         effects: [.announce(.property(target: "savedToast", property: "text"))]),
        ])
        #expect(screen["darkMode"].handlers == [EventHandler(event: "valueChanged", effects: [
            .set(target: "savedToast", property: "isHidden", to: .bool(false)),
        ])])
        // `.init { … }`: UIAction inferred, as Swift infers it (a learner's was refused).
        let inferred = try applying(#"saveButton.addAction(.init { _ in UIAccessibility.post(notification: .announcement, argument: "Saved") }, for: .touchUpInside)"#,
                                    to: form)
        #expect(inferred["saveButton"].handlers == [EventHandler(event: "touchUpInside", effects: [.announce(.string("Saved"))])])
    }

    /// The view controller's own code, called through `self` as the closure captures it, is kept
    /// as written through `self.` (a learner's `self?.pay()` was refused); a capture that does not
    /// allow the spelling is refused in swiftc's words.
    @Test func theControllersOwnCodeIsCalledThroughSelf() throws {
        for (source, kept) in [
            ("[weak self] _ in self?.pay()", "self.pay()"),
            ("_ in self.engine.play(.kick)", "self.engine.play(.kick)"),
            ("[weak self] _ in guard let strongSelf = self else { return }; strongSelf.pay()", "self.pay()"),
            ("[unowned self] _ in pay()", "self.pay()"),
            ("_ in pay()", "pay()"),
        ] {
            let screen = try applying("button.addAction(UIAction { \(source) }, for: .touchUpInside)")
            #expect(screen["button"].handlers.first?.effects.last == .appCall(kept), "\(source)")
        }
        #expect(message("button.addAction(UIAction { [weak self] _ in self.pay() }, for: .touchUpInside)")
            .hasPrefix("1:50: error: 'self' is optional after [weak self]"))
        #expect(message("button.addAction(UIAction { _ in self?.pay() }, for: .touchUpInside)")
            .hasPrefix("1:38: error: 'self' is not optional here"))
    }

    @Test func whatIsNotAControlOrAnEventIsRefused() throws {
        #expect(message(#"savedToast.addAction(UIAction { _ in }, for: .touchUpInside)"#, on: form).hasPrefix(
            "1:1: error: 'savedToast' is a UILabel, which is not a UIControl: it has no addAction(_:for:)"))
        #expect(message(#"saveButton.addAction(UIAction { _ in }, for: .touchUpInsde)"#, on: form)
                == "1:46: error: '.touchUpInsde' is not an event the tutor knows: .touchUpInside or .touchDown (a tap, which "
                    + "VoiceOver's double tap makes), .primaryActionTriggered, .valueChanged (a switch flipped, a slider or "
                    + "stepper moved), or .editingChanged (text typed, which the tutor does not model) — did you mean '.touchUpInside'?")
        // `.editingChanged`: the app's code for typing, taken and never run (a learner's form code was refused).
        let typed = try applying(#"saveButton.addAction(UIAction { _ in self.savedToast.isHidden = false }, for: .editingChanged)"#,
                                 to: form)
        #expect(typed["saveButton"].handlers.map(\.event) == ["editingChanged"])
        // `UIAction(title:)` with its handler after it or inside: the same code (a learner's was refused).
        for source in [#"saveButton.addAction(UIAction(title: "Save") { _ in }, for: .touchUpInside)"#,
                       #"saveButton.addAction(UIAction(title: "Save", handler: { _ in }), for: .touchUpInside)"#] {
            #expect(try applying(source, to: form)["saveButton"].handlers.count == 1, "\(source)")
        }
        #expect(message(#"saveButton.addAction(UIAction(), for: .touchUpInside)"#, on: form)
            .hasPrefix("1:32: error: expected the action's closure"))
        // VoiceOver's double tap is a tap at the activation point: a touch down is sent too (a learner's was refused).
        #expect(try applying(#"saveButton.addAction(UIAction { _ in }, for: .touchDown)"#, to: form)["saveButton"].handlers.first?
            .runsOnActivation == true)
        #expect(message(#"saveButton.addAction(UIAction { _ in return true }, for: .touchUpInside)"#, on: form) ==
            "1:45: error: this closure returns nothing: write 'return' alone, or leave it out at the end")
        #expect(message(#"saveButton.addAction(UIAction { UIAccessibility.post(notification: .announcement, argument: "x") }, for: .touchUpInside)"#,
                        on: form).hasPrefix("1:33: error: the handler is given the UIAction: start it with '_ in', as in { _ in … }"))
        #expect(message(#"saveButton.addAction(UIAction { _ in savedToast.isHidden = false }, for: .touchUpInside)"#, on: form)
            .hasPrefix("1:38: error: reference to 'savedToast' in a closure requires explicit use of 'self'"))
    }

    @Test func aSwiftUIViewRunsItsTapGesture() throws {
        let screen = try applying(#"""
            cell.onTapGesture {
                stars += 1
                AccessibilityNotification.Announcement("Starred").post()
            }
            """#, to: Fixtures.swiftUIControls)
        #expect(screen["cell"].handlers == [EventHandler(event: "tap", effects: [
            .addToVariable("stars", amount: 1), .announce(.string("Starred")),
        ])])
        #expect(message(#"cell.addAction(UIAction { _ in }, for: .touchUpInside)"#, on: Fixtures.swiftUIControls).hasPrefix(
            "1:6: error: 'cell' is a SwiftUI Text, and 'addAction' is UIKit's: on a SwiftUI Text a tap runs .onTapGesture { … }, "
                + "and VoiceOver's double tap reaches it"))
        // On a SwiftUI Button the code goes in its action, not a tap gesture beside it (a learner was told
        // .onTapGesture); an answered event is SwiftUI's action of that kind.
        var button = Element(id: "signIn", type: .SwiftUIButton)
        button.title = "Sign in"
        #expect(message(#"signIn.addAction(UIAction { _ in }, for: .touchUpInside)"#, on: Screen(elements: [button]))
            == #"1:8: error: 'signIn' is a SwiftUI Button, and 'addAction' is UIKit's: a SwiftUI Button runs its code in its "#
            + #"action closure: write the Button again with the code in it, as in Button("Sign in") { … }"#)
        #expect(message("extension cell { override func accessibilityPerformMagicTap() -> Bool { return true } }",
                        on: Fixtures.swiftUIControls).hasSuffix("use .accessibilityAction(.magicTap) { … } on a SwiftUI Text"))
        #expect(message(#"saveButton.onTapGesture { }"#, on: form).hasPrefix(
            "1:12: error: 'saveButton' is a UIButton, a UIKit view, and SwiftUI modifiers are for SwiftUI views: in UIKit "
                + "a control runs code on its events: saveButton.addAction(UIAction { _ in … }, for: .touchUpInside)"))
    }

    /// A SwiftUI Button's code goes in its action: the Button written again, found by its title
    /// (Apple: the action runs "when the user triggers the button"); a tap gesture added to a
    /// Button competes with that action and is refused.
    @Test func aSwiftUIButtonIsWrittenAgainWithItsAction() throws {
        let starred: [Effect] = [.addToVariable("stars", amount: 1)]
        for source in [
            #"Button("Play") { stars += 1 }"#,
            #"Button("Play", action: { stars += 1 })"#,
            #"Button(action: { stars += 1 }) { Text("Play") }"#,
            "Button {\n    stars += 1\n} label: {\n    Label(\"Play\", systemImage: \"play\")\n}",
            #"Button(role: .destructive) { stars += 1 } label: { Text("Play").bold() }"#,
        ] {
            let screen = try applying(source, to: Fixtures.swiftUIControls)
            #expect(screen["button"].handlers == [EventHandler(event: "tap", effects: starred)], "\(source)")
        }
        // A button whose label is only an image is found by it, and takes its modifiers.
        var iconic = Fixtures.swiftUIControls
        var share = Element(id: "share", type: .SwiftUIButton)
        share.image = "square.and.arrow.up"
        iconic.elements.append(share)
        let shared = try applying("Button(action: share) {\n    Image(systemName: \"square.and.arrow.up\")\n}\n"
                                  + ".accessibilityLabel(\"Share statement\")", to: iconic)
        #expect(shared["share"].accessibilityLabel == "Share statement")
        #expect(shared["share"].handlers == [EventHandler(event: "tap", effects: [.appCall("share()")])])
        #expect(message(#"Button(action: share) { Image("gear") }"#, on: iconic)
            == #"1:31: error: no image button on this screen shows "gear" (its image buttons: "square.and.arrow.up"): the tutor finds the image button by what it shows"#)
        // `action: play`, the app's own function: kept as a call, not run.
        #expect(try applying(#"Button("Play", action: play)"#, to: Fixtures.swiftUIControls)["button"].handlers
                == [EventHandler(event: "tap", effects: [.appCall("play()")])])
        // A method of the app's model, through its object: kept as written too.
        #expect(try applying(#"Button("Play") { model.player.play(episode) }"#, to: Fixtures.swiftUIControls)["button"].handlers
                == [EventHandler(event: "tap", effects: [.appCall("model.player.play(episode)")])])
        #expect(message(#"Button("Pause") { stars += 1 }"#, on: Fixtures.swiftUIControls)
            == #"1:8: error: no button on this screen shows "Pause" (its buttons: "Play"): the tutor finds the button by its Text"#)
        #expect(message(#"button.onTapGesture { stars += 1 }"#, on: Fixtures.swiftUIControls)
            == #"1:8: error: 'button' is a SwiftUI Button: a tap and VoiceOver's double tap run its action, which a tap "#
                + #"gesture added to it competes with; write the code in the action: Button("Play") { … }"#)
        // Its modifiers follow it, as the body writes them; a tap gesture there is refused.
        let hinted = try applying("Button(\"Play\") { stars += 1 }\n    .accessibilityHint(\"Plays the episode\")",
                                  to: Fixtures.swiftUIControls)
        #expect(hinted["button"].accessibilityHint == "Plays the episode")
        #expect(hinted["button"].handlers == [EventHandler(event: "tap", effects: starred)])
        #expect(message(#"Button("Play") { stars += 1 }.onTapGesture { stars += 2 }"#, on: Fixtures.swiftUIControls)
            .hasPrefix("1:31: error: 'Play' is a SwiftUI Button: a tap and VoiceOver's double tap run its action"))
    }

    /// `Button(action: addToCart) { cartTile }`: a Button made around a view of the screen (the
    /// app's own view property); the view becomes the Button's label (docs/voiceover.md VO-7.5).
    @Test func aSwiftUIButtonIsMadeAroundAViewOfTheScreen() throws {
        var tile = Element(id: "tile", type: .VStack, children: [Element(id: "caption", type: .Text)])
        tile.childBehavior = .combine
        tile.accessibilityTraits = .header
        let shop = Screen(elements: [tile, Fixtures.swiftUIControls["cell"], Fixtures.swiftUIControls["button"]],
                          state: Fixtures.swiftUIControls.state)
        for source in [
            "Button(action: addToCart) { tile }",
            "Button {\n    addToCart()\n} label: {\n    tile\n}",
            "Button(action: addToCart, label: { tile })",
        ] {
            let screen = try applying(source, to: shop)
            #expect(screen["tile"].type == .SwiftUIButton, "\(source)")
            #expect(screen["tile"].childBehavior == nil && screen["tile"].accessibilityTraits == nil, "\(source)")
            #expect(screen["tile"].handlers == [EventHandler(event: "tap", effects: [.appCall("addToCart()")])], "\(source)")
        }
        // A Text made a Button's label is its title; the modifiers after the Button are the Button's.
        let text = try applying("Button { stars += 1 } label: { cell }\n    .accessibilityHint(\"Stars it\")", to: shop)
        #expect(text["cell"].type == .SwiftUIButton && text["cell"].title == "Podcasts" && text["cell"].text == nil)
        #expect(text["cell"].accessibilityHint == "Stars it")
        #expect(message("Button(action: addToCart) { button }", on: shop).hasPrefix(
            "1:29: error: 'button' is a Button already: write its action again"))
        #expect(message("Button(action: addToCart) { tiles }", on: shop).hasPrefix("1:29: error: no element 'tiles'"))
        #expect(message("Button(action: addToCart) { Image(\"x\") }", on: shop).hasPrefix(
            "1:35: error: no image button on this screen shows \"x\" (it has none)"))
        #expect(message("Button(action: addToCart) { Spacer() }", on: shop).hasPrefix(
            "1:29: error: expected Text(\"…\") first in the button's label, an Image, or a view of the screen on its own"))
    }

    /// `Button("Contact support") { … }` where the screen has a tappable Text with those words and
    /// no such Button: the Text made a Button in its place, its own traits gone with it (a learner
    /// was told no button shows the words).
    @Test func aSwiftUIButtonMadeInPlaceOfATextShowingItsTitle() throws {
        var row = Element(id: "supportRow", type: .Text)
        row.text = "Contact support"
        row.accessibilityTraits = .link
        let help = Screen(elements: [row])
        for source in [#"Button("Contact support") { showSupportChat() }"#,
                       "Button(action: showSupportChat) {\n    Text(\"Contact support\")\n}"] {
            let screen = try applying(source, to: help)
            #expect(screen["supportRow"].type == .SwiftUIButton && screen["supportRow"].title == "Contact support", "\(source)")
            #expect(screen["supportRow"].accessibilityTraits == nil, "\(source)")
            #expect(screen["supportRow"].handlers == [EventHandler(event: "tap", effects: [.appCall("showSupportChat()")])])
        }
        #expect(message(#"Button("Contact sport") { showSupportChat() }"#, on: help).hasPrefix("1:8: error: no button"))
        // What the Text did on a tap is kept by an action that calls the app's code, and lost by an
        // empty one: `Button("…") { }` does nothing (a learner's passed the link exercise).
        var navigating = help
        navigating.modify("supportRow") { $0.onActivate = [.navigate("SupportChat")] }
        #expect(try applying(#"Button("Contact support") { showSupportChat() }"#, to: navigating)["supportRow"].onActivate
            == [.navigate("SupportChat")])
        #expect(try applying(#"Button("Contact support") { }"#, to: navigating)["supportRow"].onActivate == [])
    }

    @Test func aBodyGivesANilTextAValueWithNilCoalescing() throws {
        let screen = try applying(#"saveButton.addAction(UIAction { _ in UIAccessibility.post(notification: .announcement, argument: "\(self.savedToast.text ?? "Done")!") }, for: .touchUpInside)"#,
                                  to: form)
        #expect(screen["saveButton"].handlers.first?.effects == [.announce(.interpolation([
            .coalesced(.property(target: "savedToast", property: "text"), .string("Done")), .string("!"),
        ]))])
    }

    @Test func theMagicTapAndEscapeAreAnsweredInAClassOrBySwiftUI() throws {
        var player = Screen(elements: [Element(id: "player", type: .UIView)], state: ["isPlaying": StateVariable(value: .bool(false), kind: .bool)])
        player.modify("player") { $0.className = "PlayerView" }
        let screen = try applying("""
            extension PlayerView {
                override func accessibilityPerformMagicTap() -> Bool {
                    isPlaying.toggle()
                    self.isPlaying.toggle()
                    self.isPlaying = !self.isPlaying
                    return true
                }
                override func accessibilityPerformEscape() -> Bool { false }
            }
            """, to: player)
        #expect(messages("extension PlayerView { override func accessibilityPerformEscape() -> Bool { return false } }", on: player) == [])
        // UIKit's own answer is NSObject's, false: the gesture goes on up, as `return false` sends it.
        let passed = try applying("extension PlayerView { override func accessibilityPerformMagicTap() -> Bool { "
                                  + "guard isPlaying else { return super.accessibilityPerformMagicTap() }; return true } }", to: player)
        #expect(passed["player"].handlers.first?.effects.first == .branch(
            when: [Condition(left: .variable("isPlaying"), comparison: .equal, right: .bool(true))], then: [], otherwise: [.returns(false)]))
        #expect(screen["player"].handlers.map(\.event) == ["magicTap", "escape"])
        #expect(message("extension PlayerView { override func accessibilityPerformMagicTap() { isPlaying = true } }", on: player)
            .hasPrefix("1:69: error: 'accessibilityPerformMagicTap()' returns whether it handled the gesture"))
        #expect(message("extension PlayerView { override func accessibilityPerformMagicTap() -> Bool { isPlaying = true } }", on: player)
            .hasPrefix("1:96: error: missing return in an instance method expected to return 'Bool'"))
        #expect(message("extension PlayerView { override func accessibilityPerformEscape() -> Bool { player.isHidden = true; return true } }",
                        on: player).hasPrefix("1:77: error: inside PlayerView's own code the view is 'self', and 'player' is not in scope"))
        #expect(message("player.accessibilityPerformMagicTap = { true }", on: player)
                == "1:8: error: 'accessibilityPerformMagicTap' is a method to override in the view's class: write "
                    + "'extension CLASS { override func accessibilityPerformMagicTap() -> Bool { … return true } }'")
        let swiftUI = try applying("cell.accessibilityAction(.magicTap) { stars += 1 }", to: Fixtures.swiftUIControls)
        #expect(swiftUI["cell"].handlers == [EventHandler(event: "magicTap", effects: [.addToVariable("stars", amount: 1)])])
    }

    /// In an extension of a view, `removeFromSuperview()` (or `self.`) takes the view off the
    /// screen, and a view controller's method is refused, as swiftc refuses it (a learner's
    /// `dismiss(animated:)` passed, and was shown in code that would not compile).
    @Test func aViewsOwnCodeIsTheViewsNotAControllers() throws {
        var popover = Screen(elements: [Element(id: "popover", type: .UIView)])
        popover.modify("popover") { $0.className = "FormatPopover" }
        for call in ["removeFromSuperview()", "self.removeFromSuperview()"] {
            let screen = try applying("extension FormatPopover { override func accessibilityPerformEscape() -> Bool { \(call); return true } }",
                                      to: popover)
            #expect(screen["popover"].handlers.first?.effects == [.removeFromSuperview(target: "self"), .returns(true)], "\(call)")
        }
        #expect(message("extension FormatPopover { override func accessibilityPerformEscape() -> Bool { dismiss(animated: true); return true } }",
                        on: popover) == "1:80: error: 'dismiss(…)' is a UIViewController's method, and an extension of a view has "
                            + "none: a view leaves the screen with 'isHidden = true' or 'removeFromSuperview()'")
        let own = try applying("extension FormatPopover { override func accessibilityPerformEscape() -> Bool { self.close(); return true } }",
                               to: popover)
        #expect(own["popover"].handlers.first?.effects == [.appCall("close()"), .returns(true)])
    }

    @Test func aDoubleTapIsAnsweredByAccessibilityActivateOrSwiftUIsDefaultAction() throws {
        var stars = Screen(elements: [Element(id: "stars", type: .UIView)], state: ["rating": StateVariable(value: .number(3), kind: .int)])
        stars.modify("stars") { $0.className = "StarsView" }
        let screen = try applying("""
            extension StarsView {
                override func accessibilityActivate() -> Bool {
                    rating = rating == 5 ? 1 : rating + 1
                    return true
                }
            }
            """, to: stars)
        #expect(screen["stars"].handlers.map { $0.event } == ["activate"])
        #expect(message("extension StarsView { func accessibilityActivate() -> Bool { true } }", on: stars)
            .hasPrefix("1:28: error: 'accessibilityActivate()' replaces the method every view inherits, and Swift requires 'override'"))
        #expect(message("extension StarsView { override func accessibilityActivate() { rating = 1 } }", on: stars)
            .hasPrefix("1:61: error: 'accessibilityActivate()' returns whether it handled the gesture"))
        let swiftUI = try applying("cell.accessibilityAction { stars += 1 }\ncell.accessibilityAction(.default) { stars -= 1 }",
                                   to: Fixtures.swiftUIControls)
        #expect(swiftUI["cell"].handlers == [EventHandler(event: "activate", effects: [.addToVariable("stars", amount: 1)]),
                                             EventHandler(event: "activate", effects: [.addToVariable("stars", amount: -1)])])
    }

    /// VO-8.11: SwiftUI's four notifications are UIKit's four; a view is not an argument.
    @Test func swiftUIPostsTheSameFourNotifications() throws {
        let screen = try applying(#"""
            cell.onTapGesture {
                AccessibilityNotification.PageScrolled("Page \(stars) of 5").post()
                AccessibilityNotification.ScreenChanged().post()
                AccessibilityNotification.LayoutChanged(nil).post()
                AccessibilityNotification.ScreenChanged("Settings").post()
                AccessibilityNotification.LayoutChanged("Filters shown").post()
            }
            """#, to: Fixtures.swiftUIControls)
        #expect(screen["cell"].handlers.first?.effects == [
            .spelled(.notification("pageScrolled"), [.announce(.interpolation([.string("Page "), .variable("stars"), .string(" of 5")]))]),
            .moveFocus(to: nil, screenChanged: true),
            .moveFocus(to: nil, screenChanged: false),
            .spelled(.notification("screenChanged"), [.announce(.string("Settings")), .moveFocus(to: nil, screenChanged: true)]),
            .spelled(.notification("layoutChanged"), [.announce(.string("Filters shown"))]),
        ])
        #expect(message("cell.onTapGesture { AccessibilityNotification.ScreenChanged(cell).post() }", on: Fixtures.swiftUIControls)
            .hasPrefix("1:61: error: a SwiftUI view is a value, not an element to pass as 'cell'"))
        #expect(message("cell.onTapGesture { UIAccessibility.post(notification: .layoutChanged, argument: img) }", on: Fixtures.swiftUIControls)
            .hasPrefix("1:82: error: a SwiftUI view is a value, not an element to pass as 'img'"))
        #expect(message("cell.onTapGesture { AccessibilityNotification.ScreenChanged().post }", on: Fixtures.swiftUIControls)
            .hasPrefix("1:62: error: an AccessibilityNotification is heard only once posted"))
        #expect(message("cell.onTapGesture { AccessibilityNotification.PageScroled(\"x\").post() }", on: Fixtures.swiftUIControls)
            .contains("unknown notification 'PageScroled'"))
    }
}
