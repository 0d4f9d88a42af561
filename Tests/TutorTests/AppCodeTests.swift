import AXModel
import FixScript
import Testing
@testable import Tutor

/// The app code and the reasons a pass shows: real UIKit and SwiftUI for the statements typed,
/// words where a framework has no equivalent, and trait words where the lessons put them.
@Suite struct AppCodeTests {
    let screen: Screen = {
        var heart = Element(id: "heart", type: .UIImageView)
        heart.accessibilityTraits = [.button, .image, .selected]
        var tabs = Element(id: "tabs", type: .UITabBar)
        tabs.items = ["Home", "Inbox"]
        var stepper = Element(id: "stepper", type: .UIStepper)
        stepper.value = 2
        var layout = Element(id: "layout", type: .UISegmentedControl)
        layout.segments = ["", "Week"]
        var rating = Element(id: "rating", type: .UISlider)
        rating.className = "RatingView"
        rating.value = 3
        rating.maximumValue = 5
        return Screen(elements: [
            Element(id: "list", type: .UIView),
            Element(id: "overlay", type: .ZStack, children: [Element(id: "card", type: .VStack)]),
            Element(id: "row", type: .HStack, children: [Element(id: "caption", type: .Text)]),
            Element(id: "cell", type: .UIView, children: [Element(id: "detail", type: .UILabel)]),
            heart, tabs, stepper, Element(id: "photo", type: .UIImageView), layout, rating,
            Element(id: "pay", type: .UIButton),
        ])
    }()

    func code(_ source: String) throws -> (uikit: [String], swiftUI: [String], reasons: [String]) {
        let statements = try FixScript.parse(source, file: nil)
        let fixed = try FixScript.apply(statements, to: screen, file: nil)
        let code = AppCode(screen: fixed, brokenScreen: screen)
        return (code.uikit(statements), code.swiftUI(statements), statements.map(code.reason))
    }

    /// Code told on another screen: the learner's statements on `screen`, shown for each framework.
    private func code(_ source: String, on screen: Screen) throws -> (uikit: [String], swiftUI: [String], reasons: [String]) {
        let statements = try FixScript.parse(source, file: nil)
        let code = AppCode(screen: try FixScript.apply(statements, to: screen, file: nil), brokenScreen: screen)
        return (code.uikit(statements), code.swiftUI(statements), code.reasons(statements))
    }

    /// Three things a learner found in the SwiftUI after a pass: a tab bar trait on a stack needs the
    /// stack to be one container; a trait the view has by itself is said to come back, not dropped;
    /// a computed property SwiftUI has no modifier for is not named as one.
    @Test func theSwiftUIAfterAPassSaysWhatItCannotWrite() throws {
        let bar = Element(id: "bar", type: .UIView, children: [Element(id: "home", type: .UIButton)])
        #expect(try code("bar.accessibilityTraits = .tabBar", on: Screen(elements: [bar])).swiftUI.prefix(3) == [
            "// the view bar", ".accessibilityElement(children: .contain)",
            ".accessibilityAddTraits(.isTabBar)  // .isTabBar is new in iOS 17: check #available(iOS 17, *) for earlier systems",
        ])
        var bell = Element(id: "bell", type: .UIImageView)
        bell.isAccessibilityElement = true
        bell.accessibilityLabel = "Follow"
        bell.accessibilityTraits = .selected
        #expect(try code("bell.accessibilityTraits.formUnion([.button, .image])", on: Screen(elements: [bell])).swiftUI == [
            "// the view bell",
            "// .isImage is the view's own: it comes back once the app's code that took it away is deleted",
            ".accessibilityAddTraits(.isButton)",
        ])
    }

    /// A Text made a Button by its words is shown as the Button the learner wrote.
    @Test func aButtonMadeInPlaceOfATextIsShownWithItsTitle() throws {
        var row = Element(id: "supportRow", type: .Text)
        row.text = "Contact support"
        // The Text's own `.isLink` stays with the Text: the Button made in its place has none
        // (a learner was shown `.accessibilityAddTraits(.isLink)` on the new Button).
        row.accessibilityTraits = [.staticText, .link]
        let screen = Screen(elements: [row])
        let statements = FixScript.resolved(try FixScript.parse(#"Button("Contact support") { showSupportChat() }"#, file: nil),
                                            on: screen)
        let code = AppCode(screen: try FixScript.apply(statements, to: screen, file: nil), brokenScreen: screen)
        #expect(code.swiftUI(statements) == ["Button(\"Contact support\") {", "    showSupportChat()", "}"])
        #expect(code.reasons(statements).first?.hasPrefix("supportRow is now a SwiftUI Button titled \"Contact support\"") == true)
    }

    /// A SwiftUI Image is an element by itself; the UIImageView UIKit writes for it is not, so the
    /// UIKit code makes it one (a learner was shown the label alone, which VoiceOver never reaches).
    @Test func aLabelledSwiftUIImageIsMadeAnElementInUIKit() throws {
        let screen = Screen(elements: [Element(id: "photo", type: .Image)])
        #expect(try code(#"photo.accessibilityLabel("A dog on a beach")"#, on: screen).uikit == [
            "photo.isAccessibilityElement = true  // a UIImageView is no element by itself",
            #"photo.accessibilityLabel = "A dog on a beach""#,
        ])
    }

    /// A UISwitch reports its own on or off whatever value is set (VO-1.10): the reason and the
    /// code say so, instead of "its value is now On".
    @Test func aValueSetOnAUISwitchIsSaidNeverToBeHeard() throws {
        var wifi = Element(id: "wifi", type: .UISwitch)
        wifi.isOn = true
        let shown = try code(#"wifi.accessibilityValue = "On""#, on: Screen(elements: [wifi]))
        #expect(shown.uikit == [#"wifi.accessibilityValue = "On"  // never heard: a UISwitch reports its own on or off"#])
        #expect(shown.reasons == ["wifi is a UISwitch, which reports its own on or off whatever accessibilityValue is set: "
                                  + "this value is never heard, and the line can go."])
    }

    /// An action whose code only changes UIKit views has no SwiftUI line: it is said in words, not
    /// shown as an action of comments that does nothing.
    @Test func anActionOfViewChangesIsSaidInWordsInSwiftUI() throws {
        var row = Element(id: "row", type: .UIView, children: [Element(id: "toggle", type: .UISwitch)])
        row.className = "ThemeRow"
        let shown = try code("extension ThemeRow {\n    override func accessibilityActivate() -> Bool {\n"
                             + "        toggle.isOn.toggle()\n        return true\n    }\n}", on: Screen(elements: [row]))
        #expect(shown.swiftUI.contains { $0.hasPrefix("// .accessibilityAction(.default) { … }: its code changes views") })
        #expect(!shown.swiftUI.contains { $0.hasPrefix("accessibilityAction(") || $0.hasPrefix(".accessibilityAction(") })
    }

    /// A direct touch area's options: UIKit sets the trait and the property (only the property
    /// when the trait is there), SwiftUI writes the one modifier, and the reason says what a
    /// touch then does (docs/voiceover.md VO-3.4).
    @Test func directTouchIsShownAsEachFrameworkWritesIt() throws {
        // The options and SwiftUI's modifier are iOS 17's, said once; the trait is iOS 5's.
        let iOS17 = "is new in iOS 17: check #available(iOS 17, *) for earlier systems"
        let made = try code("card.accessibilityDirectTouch(options: .silentOnTouch)")
        #expect(made.uikit == ["card.accessibilityTraits.insert(.allowsDirectInteraction)",
                               "card.accessibilityDirectTouchOptions = .silentOnTouch  // accessibilityDirectTouchOptions " + iOS17])
        #expect(made.swiftUI == ["// the view card", ".accessibilityDirectTouch(options: .silentOnTouch)  // .accessibilityDirectTouch " + iOS17])
        #expect(made.reasons == ["card becomes a direct touch area with .silentOnTouch: a touch on it goes straight to the app "
                                 + "and VoiceOver says nothing, so the app's own sound is heard alone."])
        let set = try code("pay.accessibilityTraits.insert(.allowsDirectInteraction)\npay.accessibilityDirectTouchOptions = [.requiresActivation]")
        #expect(set.uikit.last == "pay.accessibilityDirectTouchOptions = .requiresActivation  // accessibilityDirectTouchOptions " + iOS17)
        #expect(set.swiftUI.last == ".accessibilityDirectTouch(options: .requiresActivation)  // .accessibilityDirectTouch " + iOS17)
        #expect(set.reasons.last == "With .allowsDirectInteraction among its traits, pay is a direct touch area: a touch reads it as "
                + "any other element until a double tap opens it; then touches go to the app.")
        #expect(try code("card.accessibilityDirectTouch(false)").swiftUI.last == ".accessibilityDirectTouch(false)  // .accessibilityDirectTouch " + iOS17)
    }

    /// A localized text is shown localized: UIKit as the call written, SwiftUI as a literal (its
    /// LocalizedStringKey is looked up already) or `Text(_:comment:)` where a comment was given.
    @Test func aLocalizedTextIsShownLocalized() throws {
        let (uikit, swiftUI, reasons) = try code(#"""
            photo.accessibilityLabel = NSLocalizedString("Beach", comment: "A photo's name")
            pay.accessibilityHint = String(localized: "Pays the order")
            """#)
        #expect(uikit == [#"photo.accessibilityLabel = NSLocalizedString("Beach", comment: "A photo's name")"#,
                          #"pay.accessibilityHint = String(localized: "Pays the order")"#])
        #expect(swiftUI == ["// the view photo", #".accessibilityLabel(Text("Beach", comment: "A photo's name"))"#,
                            "// the view pay", #".accessibilityHint("Pays the order")"#])
        #expect(reasons[0].contains(#"is now "Beach""#))
    }

    /// docs/voiceover.md VO-8.19: a getter with statements is shown as written, each `return`
    /// with its value, not as the expression it folds into.
    @Test func aGetterWithStatementsIsShownAsWritten() throws {
        let (uikit, _, reasons) = try code(#"""
            extension UIStepper {
                override var accessibilityValue: String? {
                    get {
                        let copies = Int(value)
                        if copies == 1 { return "one copy" }
                        return "\(copies) copies"
                    }
                    set { }
                }
            }
            """#)
        #expect(uikit.contains("            let copies = Int(value)"))
        #expect(uikit.contains("            if copies == 1 {"))
        #expect(uikit.contains(#"                return "one copy""#))
        #expect(uikit.contains(#"            return "\(copies) copies""#))
        #expect(reasons.first?.hasPrefix("UIStepper's accessibilityValue is computed by your getter each time VoiceOver asks for it, so it follows what it reads.") == true)
    }

    /// A container VoiceOver does not stop on never says its own trait words: the reason says what
    /// the change does to the views inside (.tabBar), and that a role on it changes nothing.
    @Test func aContainersTraitsAreSaidThroughTheViewsInside() throws {
        let bar = Screen(elements: [Element(id: "bar", type: .UIView, children: [Element(id: "reply", type: .UIButton)])])
        var tabs = bar
        tabs.modify("bar") { $0.accessibilityTraits = [.tabBar] }
        let statements = try FixScript.parse("bar.accessibilityTraits = .button", file: nil)
        let code = AppCode(screen: try FixScript.apply(statements, to: tabs, file: nil), brokenScreen: tabs)
        #expect(code.reason(statements[0]) == "bar is no focus stop (VoiceOver reads the views inside it), so its own trait "
                + "words are never said: without .tabBar the views inside are no longer tabs; .button on it changes nothing "
                + "VoiceOver says.")
        let removal = try FixScript.parse("bar.accessibilityTraits.remove(.tabBar)", file: nil)
        let removed = AppCode(screen: try FixScript.apply(removal, to: tabs, file: nil), brokenScreen: tabs)
        #expect(removed.reason(removal[0]).hasSuffix("the buttons inside it are no longer read as tabs."))
    }

    /// `Image(decorative:)` is the SwiftUI view made anew, before its modifiers; UIKit keeps the
    /// image view out of VoiceOver's way by saying it is no element.
    @Test func aDecorativeImageIsShownAsTheViewMadeAnew() throws {
        var wave = Element(id: "wave", type: .Image)
        wave.image = "wave_divider"
        let screen = Screen(elements: [wave, Element(id: "title", type: .Text)])
        let statements = try FixScript.parse(#"wave.accessibilityHint("x")\#nImage(decorative: "wave_divider")"#, file: nil)
        let code = AppCode(screen: try FixScript.apply(statements, to: screen, file: nil), brokenScreen: screen)
        #expect(code.swiftUI(statements) == ["// the view wave", #"Image(decorative: "wave_divider")"#, #".accessibilityHint("x")"#])
        #expect(code.uikit(statements) == [#"wave.accessibilityHint = "x""#, "wave.isAccessibilityElement = false"])
        #expect(code.reason(statements[1])
            == #"wave, made as Image(decorative: "wave_divider"), stays on screen and is no focus stop: VoiceOver never reads its asset's name."#)
    }

    /// `Image("wave_divider", label: Text("…"))` is shown as the image made again with its label;
    /// a Button made around a view is shown as that Button, and in UIKit as the view made one
    /// element with the button trait.
    @Test func anImageOrAButtonMadeAgainIsShownAsWritten() throws {
        var photo = Element(id: "photo", type: .Image)
        photo.image = "IMG_2041"
        let photoScreen = Screen(elements: [photo])
        for source in [#"photo.accessibilityLabel("A dog")"#, #"Image("IMG_2041").accessibilityLabel("A dog")"#] {
            let typed = FixScript.resolved(try FixScript.parse(source, file: nil), on: photoScreen)
            let photoCode = AppCode(screen: try FixScript.apply(typed, to: photoScreen, file: nil), brokenScreen: photoScreen)
            #expect(photoCode.swiftUI(typed) == [#"Image("IMG_2041")"#, #"    .accessibilityLabel("A dog")"#])
        }
        var wave = Element(id: "wave", type: .Image)
        wave.image = "wave_divider"
        let tile = Element(id: "tile", type: .VStack, children: [Element(id: "caption", type: .Text)])
        let screen = Screen(elements: [wave, tile])
        let parsed = try FixScript.parse("Image(\"wave_divider\", label: Text(\"Waves\"))\nButton(action: addToCart) { tile }",
                                         file: nil)
        let statements = FixScript.resolved(parsed, on: screen)
        let code = AppCode(screen: try FixScript.apply(statements, to: screen, file: nil), brokenScreen: screen)
        #expect(code.swiftUI(statements) == [#"Image("wave_divider", label: Text("Waves"))"#,
                                              "Button {", "    addToCart()", "} label: {", "    tile", "}"])
        #expect(code.uikit(statements) == ["wave.isAccessibilityElement = true  // a UIImageView is no element by itself",
                                           #"wave.accessibilityLabel = "Waves""#, "tile.isAccessibilityElement = true",
                                           #"tile.accessibilityLabel = [caption].compactMap(\.accessibilityLabel).joined(separator: ", ")  // UIKit does not join the children's words"#,
                                           "tile.accessibilityTraits = .button",
                                           "// a tap on tile runs addToCart(): a UITapGestureRecognizer on it, which VoiceOver's double tap triggers"])
    }

    /// docs/voiceover.md VO-2.4: a custom hint on an enabled text field is not heard, and the
    /// reason says so instead of promising it after a pause.
    @Test func aHintOnAnEnabledTextFieldIsSaidToBeReplaced() throws {
        let screen = Screen(elements: [Element(id: "note", type: .UITextView)])
        let statements = try FixScript.parse(#"note.accessibilityHint = "Sends when you tap Send""#, file: nil)
        let code = AppCode(screen: try FixScript.apply(statements, to: screen, file: nil), brokenScreen: screen)
        #expect(code.reason(statements[0]).hasSuffix("yours is heard only while the field is dimmed."))
    }

    /// A UIKit choice on a view's property (`x.isOn ? … : …`) is written in SwiftUI as the branch
    /// it takes now, as SwiftUI reads no other view's properties.
    @Test func aChoiceOnAViewIsWrittenOutInSwiftUI() throws {
        var wifi = Element(id: "wifi", type: .UISwitch)
        wifi.isOn = true
        let screen = Screen(elements: [wifi])
        let statements = try FixScript.parse(#"wifi.accessibilityLabel = wifi.isOn ? "Wi-Fi" : "Wi-Fi, off""#, file: nil)
        let code = AppCode(screen: try FixScript.apply(statements, to: screen, file: nil), brokenScreen: screen)
        #expect(code.swiftUI(statements) == ["// the view wifi", #".accessibilityLabel("Wi-Fi")  // the branch wifi.isOn "#
            + "chooses now, written out: a SwiftUI view reads no other view's properties, so an app chooses it from the state it shows"])
    }

    /// A notification beside `.announcement` that carries a string is shown as the one written: a
    /// learner's `.layoutChanged` with "Saved" was shown as an `.announcement` (VO-8.8 to VO-8.10).
    @Test func aNotificationCarryingAStringIsShownAsWritten() throws {
        let screen = Screen(elements: [Element(id: "save", type: .UIButton)])
        for notification in ["layoutChanged", "screenChanged", "pageScrolled"] {
            let statements = try FixScript.parse("""
                save.addAction(UIAction { _ in
                    UIAccessibility.post(notification: .\(notification), argument: "Saved")
                }, for: .touchUpInside)
                """, file: nil)
            let code = AppCode(screen: try FixScript.apply(statements, to: screen, file: nil), brokenScreen: screen)
            #expect(code.uikit(statements).joined(separator: "\n")
                .contains(#"UIAccessibility.post(notification: .\#(notification), argument: "Saved")"#))
            let type = notification.prefix(1).uppercased() + notification.dropFirst()
            #expect(code.swiftUI(statements).joined(separator: "\n").contains(#"AccessibilityNotification.\#(type)("Saved").post()"#))
        }
    }

    /// A test of a field's text is shown as typed, with the parentheses Swift needs (`!(a == b)` is
    /// not `!a == b`), in a statement and in an action.
    @Test func aTestOfATextIsShownAsTyped() throws {
        let screen = Screen(elements: [Element(id: "card", type: .UITextField), Element(id: "pay", type: .UIButton)])
        func uikit(_ source: String) throws -> [String] {
            let statements = try FixScript.parse(source, file: nil)
            return AppCode(screen: try FixScript.apply(statements, to: screen, file: nil), brokenScreen: screen).uikit(statements)
        }
        #expect(try uikit(#"pay.isEnabled = !(card.text ?? "").isEmpty"#) == [#"pay.isEnabled = !(card.text ?? "").isEmpty"#])
        #expect(try uikit("pay.isEnabled = !(card.text == nil)") == ["pay.isEnabled = !(card.text == nil)"])
        #expect(try uikit("pay.isEnabled = card.hasText") == ["pay.isEnabled = card.hasText"])
        #expect(try uikit("pay.isEnabled = (card.hasText || card.isEnabled) && !card.isSelected")
            == ["pay.isEnabled = (card.hasText || card.isEnabled) && !card.isSelected"])
        // Read from another view, the test is its result now: said in the reason and beside SwiftUI's modifier.
        let tested = try FixScript.parse("pay.isEnabled = card.hasText", file: nil)
        let code = AppCode(screen: try FixScript.apply(tested, to: screen, file: nil), brokenScreen: screen)
        #expect(code.reason(tested[0]).hasSuffix("The test is made once, when the line runs: an app makes it again where "
                                                 + "card.hasText changes, as in the field's .editingChanged action."))
        #expect(code.swiftUI(tested).last?.hasPrefix(".disabled(true)  // what card.hasText gives now, written out") == true)
        // Code on `.editingChanged` is shown as typed, said never to run here, and told SwiftUI's place for it.
        let typing = try FixScript.parse("card.addAction(UIAction { _ in self.pay.isEnabled = self.card.hasText }, for: .editingChanged)",
                                         file: nil)
        let typed = AppCode(screen: try FixScript.apply(typing, to: screen, file: nil), brokenScreen: screen)
        #expect(typed.uikit(typing).last == "}, for: .editingChanged)")
        #expect(typed.reason(typing[0]).contains("here it never runs"))
        #expect(typed.swiftUI(typing).last?.contains(".onChange(of: text)") == true)
        // Arithmetic is shown with the parentheses Swift needs, and none it does not.
        let slider = Screen(elements: [Element(id: "level", type: .UISlider), Element(id: "pay", type: .UIButton)])
        for typed in [#"pay.accessibilityValue = "\(Int(level.value * 100))%""#, #"pay.accessibilityValue = "\((level.value + 1) * 2)""#,
                      #"pay.accessibilityValue = "\((level.value * 100).rounded())""#] {
            let statements = try FixScript.parse(typed, file: nil)
            #expect(AppCode(screen: try FixScript.apply(statements, to: slider, file: nil), brokenScreen: slider).uikit(statements)
                == [typed])
        }
        // A whole number a constant put in an interpolation is shown as written (`"\(3) unread"` was shown).
        let counted = try FixScript.parse("let unread = 3\npay.accessibilityLabel = \"\\(unread) unread\"", file: nil)
        #expect(AppCode(screen: try FixScript.apply(counted, to: screen, file: nil), brokenScreen: screen).uikit(counted)
            == [#"pay.accessibilityLabel = "3 unread""#])
        // A loop's offset over `enumerated()` is shown as the number it is (`"\(0 + 1)"` is not written).
        let stepped = try FixScript.parse(#"for (index, view) in [pay, pay].enumerated() { view.accessibilityHint = "Step \(index + 1)" }"#, file: nil)
        #expect(AppCode(screen: try FixScript.apply(stepped, to: screen, file: nil), brokenScreen: screen).uikit(stepped)
            == [#"pay.accessibilityHint = "Step 1""#, #"pay.accessibilityHint = "Step 2""#])
        // A Double keeps its point, as Swift writes it: `let size: Double = 3` is `3.0`.
        let sized = try FixScript.parse("let size: Double = 3\npay.accessibilityLabel = \"\\(size) points\"", file: nil)
        #expect(AppCode(screen: try FixScript.apply(sized, to: screen, file: nil), brokenScreen: screen).uikit(sized)
            == [#"pay.accessibilityLabel = "3.0 points""#])
        let action = try uikit("""
            card.addAction(UIAction { [weak self] _ in
                guard let self else { return }
                self.pay.isEnabled = !(self.card.text ?? "").isEmpty
            }, for: .primaryActionTriggered)
            """)
        #expect(action.contains(#"    self.pay.isEnabled = !(self.card.text ?? "").isEmpty"#))
    }

    /// A UISwitch's value set by hand is never heard (VO-1.10): SwiftUI is told to leave the
    /// modifier out, not offered `.accessibilityValue("on")`, which a Toggle would say.
    @Test func aSwitchValueThatIsNeverHeardIsNotOfferedToSwiftUI() throws {
        let screen = Screen(elements: [Element(id: "wifi", type: .UISwitch)])
        let statements = try FixScript.parse(#"wifi.accessibilityValue = wifi.isOn ? "on" : "off""#, file: nil)
        let code = AppCode(screen: try FixScript.apply(statements, to: screen, file: nil), brokenScreen: screen)
        #expect(code.swiftUI(statements).last?.hasPrefix("// a UISwitch reports its own on or off whatever value is set") == true)
        #expect(!code.swiftUI(statements).joined().contains(".accessibilityValue("))
    }

    /// A list emptied with `= []` takes the action appended after it, and is shown as one list;
    /// `= nil` takes none, and is shown as nil (it was shown as `[]`, which takes one).
    @Test func anEmptyListTakesAnAppendedActionAndNilDoesNot() throws {
        let screen = Screen(elements: [Element(id: "photo", type: .UIImageView)])
        func uikit(_ first: String) throws -> [String] {
            let statements = try FixScript.parse(first + "\n" + #"photo.accessibilityCustomActions?.append(UIAccessibilityCustomAction(name: "Share") { _ in true })"#,
                                                 file: nil)
            return AppCode(screen: try FixScript.apply(statements, to: screen, file: nil), brokenScreen: screen).uikit(statements)
        }
        #expect(try uikit("photo.accessibilityCustomActions = []").first == "photo.accessibilityCustomActions = [")
        #expect(try uikit("photo.accessibilityCustomActions = []").contains(#"    UIAccessibilityCustomAction(name: "Share") { _ in"#))
        #expect(try uikit("photo.accessibilityCustomActions = nil") == ["photo.accessibilityCustomActions = nil"])
    }

    /// A SwiftUI action calls the app's code bare, a View being a struct; in a view controller's
    /// escaping closure the same code is the controller's, reached through `self` (a learner was
    /// shown `engine.play(.kick)` bare in a UIAction, which does not compile).
    @Test func aSwiftUIActionsAppCodeGoesThroughSelfInUIKit() throws {
        var kick = Element(id: "kick", type: .SwiftUIButton)
        kick.title = "Kick"
        let screen = Screen(elements: [kick])
        let statements = FixScript.resolved(try FixScript.parse(#"Button("Kick") { engine.play(.kick) }"#, file: nil), on: screen)
        let code = AppCode(screen: try FixScript.apply(statements, to: screen, file: nil), brokenScreen: screen)
        #expect(code.uikit(statements) == ["kick.addAction(UIAction { [weak self] _ in", "    guard let self else { return }",
                                           "    self.engine.play(.kick)", "}, for: .touchUpInside)"])
    }

    /// An attributed announcement is shown as the NSAttributedString written, its attributes kept
    /// (a queued announcement was shown as a plain string, which interrupts).
    @Test func anAttributedAnnouncementKeepsItsAttributes() throws {
        let screen = Screen(elements: [Element(id: "save", type: .UIButton)])
        let statements = try FixScript.parse(#"save.addAction(UIAction { _ in UIAccessibility.post(notification: .announcement, "#
                                             + #"argument: NSAttributedString(string: "Saved", attributes: [.accessibilitySpeechQueueAnnouncement: true])) }, "#
                                             + "for: .touchUpInside)", file: nil)
        let code = AppCode(screen: try FixScript.apply(statements, to: screen, file: nil), brokenScreen: screen)
        #expect(code.uikit(statements).contains(#"    UIAccessibility.post(notification: .announcement, argument: "#
                                                + #"NSAttributedString(string: "Saved", attributes: [.accessibilitySpeechQueueAnnouncement: true]))"#))
    }

    /// A localized announcement is shown as the lookup written (a learner's NSLocalizedString was
    /// shown as its key, a plain string the app would not translate).
    @Test func aLocalizedAnnouncementIsShownAsTheLookup() throws {
        let screen = Screen(elements: [Element(id: "save", type: .UIButton)])
        for call in [#"NSLocalizedString("Saved", comment: "Toast")"#, #"String(localized: "Saved")"#] {
            let statements = try FixScript.parse("save.addAction(UIAction { _ in UIAccessibility.post(notification: .announcement, "
                                                 + "argument: \(call)) }, for: .touchUpInside)", file: nil)
            let code = AppCode(screen: try FixScript.apply(statements, to: screen, file: nil), brokenScreen: screen)
            #expect(code.uikit(statements).contains("    UIAccessibility.post(notification: .announcement, argument: \(call))"))
        }
    }

    /// `UIAction(title:)` keeps its title in the code shown (a learner's was dropped).
    @Test func aUIActionsTitleIsKept() throws {
        let screen = Screen(elements: [Element(id: "save", type: .UIButton)])
        let statements = try FixScript.parse(#"save.addAction(UIAction(title: "Save", handler: { _ in }), for: .touchUpInside)"#, file: nil)
        let code = AppCode(screen: try FixScript.apply(statements, to: screen, file: nil), brokenScreen: screen)
        #expect(code.uikit(statements) == [#"save.addAction(UIAction(title: "Save") { _ in"#, "}, for: .touchUpInside)"])
    }

    /// SwiftUI code cannot read a view's property: an announcement of a label's text says the text.
    @Test func swiftUICodeSaysTheTextAViewShowsInsteadOfReadingIt() throws {
        var toast = Element(id: "toast", type: .UILabel)
        toast.text = "Saved"
        let screen = Screen(elements: [Element(id: "save", type: .UIButton), toast])
        let statements = try FixScript.parse("""
            save.addAction(UIAction { [weak self] _ in
                guard let self else { return }
                UIAccessibility.post(notification: .announcement, argument: self.toast.text ?? "")
            }, for: .touchUpInside)
            """, file: nil)
        let code = AppCode(screen: try FixScript.apply(statements, to: screen, file: nil), brokenScreen: screen)
        let swiftUI = code.swiftUI(statements).joined(separator: "\n")
        #expect(swiftUI.contains(#"AccessibilityNotification.Announcement("Saved").post()"#))
        #expect(!swiftUI.contains("toast.text"))
        #expect(code.uikit(statements).joined(separator: "\n").contains(#"argument: self.toast.text ?? "")"#))
        // `if let message = toast.text, !toast.isHidden`: the text is no optional in SwiftUI (a
        // learner was shown `if let message = "Saved"`), and the flag no SwiftUI view has is said so.
        let binding = try FixScript.parse("""
            save.addAction(UIAction { [weak self] _ in
                guard let self else { return }
                if let message = toast.text, !toast.isHidden {
                    UIAccessibility.post(notification: .announcement, argument: message)
                }
            }, for: .touchUpInside)
            """, file: nil)
        let bound = AppCode(screen: try FixScript.apply(binding, to: screen, file: nil), brokenScreen: screen).swiftUI(binding)
        #expect(bound.contains(#"//    let message = "Saved""#))
        #expect(bound.contains("//    if !toast.isHidden {  // a SwiftUI view has no properties to read: test the state toast is computed from"))
    }

    /// A tab bar item's badge: UIKit's `badgeValue` on the item, SwiftUI's `.badge` on the tab's view.
    @Test func aTabBadgeIsShownAsEachFrameworkSetsIt() throws {
        let shown = try code(#"tabs.items?[1].badgeValue = "3""#)
        #expect(shown.uikit == [#"tabs.items?[1].badgeValue = "3""#])
        #expect(shown.swiftUI == ["// the tab tabs[1]", #".badge("3")  // on the tab's content view, beside its .tabItem { }"#])
        #expect(shown.reasons == [#"tabs.items?[1] shows the badge "3": VoiceOver reads it after the tab's title, "3 items"."#])
        // No modifier reaches a tab's own element in SwiftUI: its value is said in words (a learner
        // was shown .accessibilityValue "inside its .tabItem").
        #expect(try code(#"tabs.items?[1].accessibilityValue = "3 unread""#).swiftUI.last?
            .hasPrefix("// SwiftUI has no modifier that reaches a tab's own element") == true)
    }

    /// A SwiftUI Button's code goes in its action closure: the Button written again is shown there.
    @Test func aSwiftUIButtonsTapCodeIsShownInItsAction() throws {
        var signIn = Element(id: "signIn", type: .SwiftUIButton)
        signIn.title = "Sign in"
        let screen = Screen(elements: [signIn], state: ["tries": StateVariable(value: .number(0), kind: .int)])
        let statements = FixScript.resolved(try FixScript.parse(#"Button("Sign in") { tries += 1 }"#, file: nil), on: screen)
        let code = AppCode(screen: try FixScript.apply(statements, to: screen, file: nil), brokenScreen: screen)
        #expect(code.swiftUI(statements).joined(separator: "\n").split(separator: "\n").suffix(3) == [
            #"Button("Sign in") {"#, "    tries += 1", "}",
        ])
        // The app's own function, called by name, is kept where it was written.
        let called = FixScript.resolved(try FixScript.parse(#"Button("Sign in") { tries += 1; signIn(user: name) }"#, file: nil),
                                        on: screen)
        let withCall = AppCode(screen: try FixScript.apply(called, to: screen, file: nil), brokenScreen: screen)
        #expect(withCall.swiftUI(called).joined(separator: "\n").split(separator: "\n").suffix(3)
                == ["    tries += 1", "    signIn(user: name)", "}"])
        // An image button is written with its label; the action it already has stays, said so;
        // the modifiers after it are the Button's (a learner saw them hang after comment lines).
        var camera = Element(id: "camera", type: .SwiftUIButton)
        camera.image = "camera.fill"
        camera.systemImage = true
        camera.onActivate = [.playSound]
        let cameraScreen = Screen(elements: [camera])
        let typed = FixScript.resolved(try FixScript.parse(
            #"Button { print("deposit") } label: { Image(systemName: "camera.fill") }.accessibilityLabel("Deposit check")"#,
            file: nil), on: cameraScreen)
        let cameraCode = AppCode(screen: try FixScript.apply(typed, to: cameraScreen, file: nil), brokenScreen: cameraScreen)
        #expect(cameraCode.swiftUI(typed).joined(separator: "\n") == """
            Button {
                // what the Button already does stays here
                print("deposit")
            } label: {
                Image(systemName: "camera.fill")
            }
                .accessibilityLabel("Deposit check")
            """)
    }

    /// `.disabled(!accepted)` is the state read again whenever it changes: shown as typed, and
    /// UIKit, which sets a value once, is told to set it where the state changes.
    @Test func aDisabledModifierThatReadsStateIsShownAsTyped() throws {
        let screen = Screen(elements: [Element(id: "send", type: .SwiftUIButton)],
                            state: ["accepted": StateVariable(value: .bool(false), kind: .bool)])
        func shown(_ source: String) throws -> (swiftUI: [String], uikit: [String], reason: String) {
            let statements = try FixScript.parse(source, file: nil)
            let code = AppCode(screen: try FixScript.apply(statements, to: screen, file: nil), brokenScreen: screen)
            return (code.swiftUI(statements), code.uikit(statements), code.reason(statements[0]))
        }
        let negated = try shown("send.disabled(!accepted)")
        #expect(negated.swiftUI == ["// in the view: @State private var accepted = false", "// the view send", ".disabled(!accepted)"])
        #expect(negated.uikit == ["send.isEnabled = accepted  // and again wherever accepted changes (a didSet): UIKit sets a value once"])
        #expect(negated.reason == "send is disabled while !accepted is true (VoiceOver says \"dimmed\" after the name): "
                + "SwiftUI reads the state again whenever it changes.")
        #expect(try shown("send.disabled(accepted)").swiftUI.last == ".disabled(accepted)")
        // `.accessibilityHidden(accepted)`: the same binding, told in the same words.
        let hidden = try shown("send.accessibilityHidden(accepted)")
        #expect(hidden.swiftUI.last == ".accessibilityHidden(accepted)")
        #expect(hidden.uikit == ["send.accessibilityElementsHidden = accepted  // and again wherever accepted changes (a didSet): "
                                 + "UIKit sets a value once"])
        #expect(hidden.reason == "send and everything inside it are hidden from VoiceOver while accepted is true: SwiftUI reads "
                + "the state again whenever it changes.")
    }

    /// `Toggle("Agree", isOn: $accepted)` is shown made again, its modifiers after it; UIKit sets
    /// the switch from the Bool and the Bool from the switch.
    @Test func aBoundToggleIsShownMadeAgain() throws {
        var agree = Element(id: "agree", type: .Toggle)
        agree.title = "Agree"
        let screen = Screen(elements: [agree], state: ["accepted": StateVariable(value: .bool(false), kind: .bool)])
        let statements = FixScript.resolved(try FixScript.parse("Toggle(\"Agree\", isOn: $accepted)\n    .accessibilityHint(\"Required\")",
                                                                file: nil), on: screen)
        let code = AppCode(screen: try FixScript.apply(statements, to: screen, file: nil), brokenScreen: screen)
        #expect(code.swiftUI(statements) == ["// in the view: @State private var accepted = false",
                                             #"Toggle("Agree", isOn: $accepted)"#, #"    .accessibilityHint("Required")"#])
        #expect(code.uikit(statements) == ["agree.isOn = accepted", "agree.addAction(UIAction { [weak self] _ in",
                                           "    guard let self else { return }", "    self.accepted = self.agree.isOn",
                                           "}, for: .valueChanged)", #"agree.accessibilityHint = "Required""#])
        #expect(code.reason(statements[0]) == "agree shows accepted: a double tap flips the switch and sets accepted, "
                + "and whatever reads accepted is read again.")
    }

    /// A SwiftUI Link is shown made where the view is made; UIKit says the trait and opens the page.
    @Test func aLinkIsShownMadeWhereTheViewIsMade() throws {
        var terms = Element(id: "terms", type: .Text)
        terms.text = "Terms of Service"
        let screen = Screen(elements: [terms])
        let statements = FixScript.resolved(try FixScript.parse(#"Link("Terms of Service", destination: URL(string: "https://example.com/terms")!)"#,
                                                                file: nil), on: screen)
        let code = AppCode(screen: try FixScript.apply(statements, to: screen, file: nil), brokenScreen: screen)
        #expect(code.swiftUI(statements) == [#"Link("Terms of Service", destination: URL(string: "https://example.com/terms")!)"#])
        #expect(code.uikit(statements) == [#"terms.accessibilityTraits = .link  // its tap opens the page: "#
                                           + #"UIApplication.shared.open(URL(string: "https://example.com/terms")!)"#])
        #expect(code.reason(statements[0]) == #"terms is a Link to https://example.com/terms: VoiceOver says "link" after its name, "#
                + "the Links rotor finds it, and a double tap opens the page.")
    }

    /// A role added to a SwiftUI Text is, in UIKit, a UILabel's: its own `.staticText` goes, as
    /// the traits-conflict rule asks (seed 000: roles are exclusive); other traits are inserted as typed.
    @Test func aRoleOnATextTakesTheLabelsStaticTextInUIKit() throws {
        #expect(try code("caption.accessibilityAddTraits(.isLink)").uikit == [
            "caption.accessibilityTraits.remove(.staticText)  // a UILabel's own trait: a link is not static text too",
            "caption.accessibilityTraits.insert(.link)",
        ])
        #expect(try code("caption.accessibilityAddTraits(.isHeader)").uikit == ["caption.accessibilityTraits.insert(.header)"])
        #expect(try code("card.accessibilityAddTraits(.isButton)").uikit == ["card.accessibilityTraits.insert(.button)"])
        // The learner removed it already: the link is inserted, and nothing is said twice (a learner
        // was shown the removal alone).
        #expect(try code("caption.accessibilityRemoveTraits(.isStaticText).accessibilityAddTraits(.isLink)").uikit == [
            "caption.accessibilityTraits.remove(.staticText)", "caption.accessibilityTraits.insert(.link)",
        ])
    }

    /// UIKit's `isHidden` stops drawing the view: SwiftUI's `.hidden()`, not `.accessibilityHidden`,
    /// which hides it from VoiceOver alone.
    @Test func isHiddenIsSwiftUIsHiddenNotAccessibilityHidden() throws {
        #expect(try code("detail.isHidden = true").swiftUI.last == ".hidden()")
        #expect(try code("detail.accessibilityElementsHidden = true").swiftUI.last == ".accessibilityHidden(true)")
    }

    /// A UIButton's title is set for a state, as UIKit writes it; SwiftUI makes its button with one.
    @Test func aButtonTitleIsSetForTheNormalState() throws {
        let shown = try code(#"pay.setTitle("Pay now", for: .normal)"#)
        #expect(shown.uikit == [#"pay.setTitle("Pay now", for: .normal)"#])
        #expect(shown.swiftUI.last == #"// a SwiftUI Button is given its title where it is made: Button("Pay now") { … }"#)
        #expect(shown.reasons == [#"pay shows the title "Pay now", which VoiceOver reads as its name, as no accessibilityLabel is set."#])
    }

    /// A high-importance piece is made first, as UIKit sets the importance after making it; a
    /// SwiftUI piece added one at a time is appended.
    @Test func customContentIsShownAsEachFrameworkWritesIt() throws {
        let shown = try code(#"caption.accessibilityCustomContent("Breed", "beagle", importance: .high).accessibilityCustomContent("Age", "3 years")"#)
        #expect(shown.uikit == [
            "// caption is of a class of your own that adopts AXCustomContentProvider (import Accessibility) and declares: "
                + "var accessibilityCustomContent: [AXCustomContent]! = []",
            #"let breed = AXCustomContent(label: "Breed", value: "beagle")"#,
            "breed.importance = .high",
            "caption.accessibilityCustomContent.append(breed)",
            #"caption.accessibilityCustomContent.append(AXCustomContent(label: "Age", value: "3 years"))"#,
        ])
        #expect(shown.swiftUI == ["// the view caption", #".accessibilityCustomContent("Breed", "beagle", importance: .high)"#,
                                  #".accessibilityCustomContent("Age", "3 years")"#])
        #expect(shown.reasons.first == #"caption offers custom content: VoiceOver says "More content available" after its hint and reads "#
                + #"each piece in the More Content rotor; "Breed, beagle", of high importance, is read at once, after its traits."#)
        // One modifier a piece is one thing said once: each reason tells what the view offers in all.
        #expect(Explanation.once(shown.reasons).count == 1)
    }

    /// A learner's own constant is shown back as typed in UIKit, and as one modifier in SwiftUI.
    @Test func aCustomContentConstantIsShownAsTyped() throws {
        var photo = Element(id: "dog", type: .UIImageView)
        photo.className = "DogPhotoView"
        photo.customContent = []
        let source = "let age = AXCustomContent(label: \"Age\", value: \"3 years\")\nage.importance = .high\n"
            + "dog.accessibilityCustomContent = [age]"
        let statements = try FixScript.parse(source, file: nil)
        let broken = Screen(elements: [photo])
        let code = AppCode(screen: try FixScript.apply(statements, to: broken, file: nil), brokenScreen: broken)
        #expect(code.uikit(statements) == [#"let age = AXCustomContent(label: "Age", value: "3 years")"#, "age.importance = .high",
                                           "dog.accessibilityCustomContent = [age]"])
        #expect(code.swiftUI(statements) == ["// the view dog", #".accessibilityCustomContent("Age", "3 years", importance: .high)"#])
    }

    /// A secure field is SwiftUI's own view, not a modifier: said in words.
    @Test func aSecureFieldIsSwiftUIsSecureField() throws {
        let broken = Screen(elements: [Element(id: "pin", type: .UITextField)])
        let statements = try FixScript.parse("pin.isSecureTextEntry = true", file: nil)
        let code = AppCode(screen: try FixScript.apply(statements, to: broken, file: nil), brokenScreen: broken)
        #expect(code.swiftUI(statements).last
                == #"// SwiftUI makes a secure field with its own view: SecureField("…", text: $…) in place of the TextField"#)
    }

    /// A Bool property flipped is shown as Swift's toggle().
    @Test func aFlippedBoolIsShownAsToggle() throws {
        #expect(try code("detail.accessibilityElementsHidden.toggle()").uikit == ["detail.accessibilityElementsHidden.toggle()"])
    }

    /// Actions added to the list a view has are shown added to it, parentheses and all.
    @Test func actionsAddedToAViewsOwnListAreShownAddedToIt() throws {
        var row = Element(id: "row", type: .UIView)
        row.isAccessibilityElement = true
        row.customActions = [CustomAction(name: "Archive", effects: [.returns(true)])]
        let broken = Screen(elements: [row])
        let statements = try FixScript.parse(#"row.accessibilityCustomActions = (row.accessibilityCustomActions ?? []) + [UIAccessibilityCustomAction(name: "Flag") { _ in true }]"#,
                                             file: nil)
        let code = AppCode(screen: try FixScript.apply(statements, to: broken, file: nil), brokenScreen: broken)
        #expect(code.uikit(statements).first == "row.accessibilityCustomActions = (row.accessibilityCustomActions ?? []) + [")
    }

    /// SwiftUI has no view to read back: a property read after the code set it is the value set.
    @Test func aViewReadAfterItWasSetIsTheValueSetInSwiftUI() {
        let text = Expression.interpolation([.variable("unread"), .string(" unread")])
        let effects: [Effect] = [.set(target: "unreadLabel", property: "text", to: text),
                                 .announce(.property(target: "unreadLabel", property: "text"))]
        #expect(SwiftBodyCode.readingWhatWasSet(effects) == [.set(target: "unreadLabel", property: "text", to: text),
                                                             .announce(text)])
    }

    /// UIKit has no focus state: setting one to true is the notification that moves focus.
    @Test func aFocusStateIsANotificationInUIKit() throws {
        let shown = try code("@AccessibilityFocusState var isCardFocused: Bool\ncard.accessibilityFocused($isCardFocused)\n"
                             + "caption.onTapGesture { isCardFocused = true }")
        #expect(shown.uikit.contains("    UIAccessibility.post(notification: .layoutChanged, argument: self.card)"))
        #expect(!shown.uikit.contains { $0.contains("isCardFocused =") })
        #expect(shown.swiftUI.prefix(3) == ["// in the view: @AccessibilityFocusState private var isCardFocused: Bool", "// the view card",
                                            ".accessibilityFocused($isCardFocused)"])
        #expect(shown.reasons.last?.contains("VoiceOver's focus moves where the code sends it") == true)
        // Posted from a block queued for later, it moves focus all the same (a learner read "heard after
        // VoiceOver's own words" for a focus move inside DispatchQueue.main.async).
        let queued = try code("pay.addAction(UIAction { [weak self] _ in DispatchQueue.main.async { "
                              + "UIAccessibility.post(notification: .layoutChanged, argument: self?.photo) } }, for: .touchUpInside)")
        #expect(queued.reasons.last?.contains("VoiceOver's focus moves where the code sends it") == true)
        // `toggle()` sets it true where the tap runs (focus is on the control tapped): the same notification.
        let toggled = try code("@AccessibilityFocusState var isCardFocused: Bool\ncard.accessibilityFocused($isCardFocused)\n"
                               + "caption.onTapGesture { isCardFocused.toggle() }")
        #expect(toggled.uikit.contains("    UIAccessibility.post(notification: .layoutChanged, argument: self.card)"))
    }

    /// A drawn view that is no element by itself becomes one with `.accessibilityElement()`.
    @Test func makingAViewAnElementIsAccessibilityElementInSwiftUI() throws {
        #expect(try code("list.isAccessibilityElement = true").swiftUI == ["// the view list", ".accessibilityElement()"])
        #expect(try code("pay.isAccessibilityElement = true").swiftUI == ["// the view pay", AppCode.unhide])
    }

    /// Objective-C's bitmask assignment that reads the view's own traits is shown as the OptionSet's
    /// insert or remove, and said as what is gained or lost, never as traits the view had already.
    @Test func aBitmaskOnTheViewsOwnTraitsIsShownAsInsertOrRemove() throws {
        let removed = try code("heart.accessibilityTraits = heart.accessibilityTraits & ~UIAccessibilityTraitSelected;")
        #expect(removed.uikit.first?.hasPrefix("heart.accessibilityTraits.remove(.selected)") == true)
        #expect(removed.reasons == [#"heart loses .selected: VoiceOver no longer says "selected" before the name."#])
        let added = try code("heart.accessibilityTraits = heart.accessibilityTraits | UIAccessibilityTraitPlaysSound;")
        #expect(added.uikit.first?.hasPrefix("heart.accessibilityTraits.insert(.playsSound)") == true)
        #expect(added.reasons.first?.hasPrefix("heart gains .playsSound: ") == true)
        let both = try code("heart.accessibilityTraits |= UIAccessibilityTraitImage | UIAccessibilityTraitPlaysSound;")
        #expect(both.reasons.first?.hasPrefix("heart gains .playsSound: ") == true)
        #expect(both.reasons.first?.hasSuffix("It already had .image.") == true)
        #expect(try code("heart.accessibilityTraits.insert(.image)").reasons
            == ["heart already has .image: this line changes nothing VoiceOver says."])
        #expect(try code("photo.accessibilityTraits.remove(.button)").reasons
            == ["photo has no .button to lose: this line changes nothing VoiceOver says."])
        // A complement alone is made an option set before its raw value is read: it compiles.
        #expect(try code("heart.accessibilityTraits = heart.accessibilityTraits & ~(UIAccessibilityTraitSelected | UIAccessibilityTraitImage);")
            .uikit.first?.hasPrefix("heart.accessibilityTraits.subtract([.image, .selected])") == true)
    }

    /// `.notEnabled` by hand on an enabled control changes only the words: said so, with isEnabled.
    @Test func aNotEnabledTraitByHandIsToldTheControlStillWorks() throws {
        #expect(try code("pay.accessibilityTraits.insert(.notEnabled)").reasons.first?
            .hasSuffix("The trait changes only what VoiceOver says: pay still responds to a touch. To disable it, set "
                       + "isEnabled = false, which dims it for everyone and adds the trait by itself.") == true)
        #expect(try code("pay.isEnabled = false").reasons.first?.contains("still responds") == false)
        #expect(try code("list.accessibilityTraits.insert(.notEnabled)").reasons.first?.contains("still responds") == false,
                "a plain view is no control")
    }

    /// UIKit's checkmark accessory is the chosen row's mark (VO-5.10); SwiftUI says it with the trait.
    @Test func aCheckmarkIsSaidToMarkTheChosenRow() throws {
        let screen = Screen(elements: [Element(id: "row", type: .UITableViewCell)])
        let statements = try FixScript.parse("row.accessoryType = .checkmark", file: nil)
        let code = AppCode(screen: try FixScript.apply(statements, to: screen, file: nil), brokenScreen: screen)
        #expect(code.reason(statements[0])
                == #"row shows UIKit's checkmark, which marks the chosen row: VoiceOver says "selected" before its name."#)
        #expect(code.swiftUI(statements).last
                == ".accessibilityAddTraits(.isSelected)  // a SwiftUI row's checkmark is an image the app draws: the trait says it")
    }

    /// An extension of UIKit's own class is said to reach every view of that class in the app.
    @Test func anExtensionOfAUIKitClassIsSaidToReachEveryView() throws {
        let shown = try code(#"extension UIImageView { override var accessibilityLabel: String? { get { "Photo" } set { } } }"#)
        #expect(shown.reasons.first?.hasSuffix("An extension of UIKit's own UIImageView changes every UIImageView in the app, "
            + "those that need no such change too: give it to a class of your own (class MyImageView: UIImageView) or set "
            + "the property on this view alone.") == true)
        let own = try code("extension RatingView { override func accessibilityIncrement() { value += 1 } }")
        #expect(own.reasons.allSatisfy { !$0.contains("changes every") })
    }

    /// A label taken away leaves what the view shows as its name, and says so; `show` names a
    /// cell's text as UIKit reaches it.
    @Test func aLabelTakenAwayLeavesWhatTheViewShows() throws {
        var cell = Element(id: "wifi", type: .UITableViewCell)
        cell.text = "Wi-Fi"
        cell.accessibilityLabel = "Wi-Fi Home Network"
        let screen = Screen(elements: [cell])
        let statements = try FixScript.parse("wifi.accessibilityLabel = nil", file: nil)
        let fixed = try FixScript.apply(statements, to: screen, file: nil)
        #expect(AppCode(screen: fixed, brokenScreen: screen).reason(statements[0])
                == #"wifi has no label of its own now: VoiceOver reads what it shows, "Wi-Fi", as its name."#)
        #expect(ElementTree.lines(fixed).contains(#"    textLabel?.text: "Wi-Fi""#))
    }

    /// Swift's `? :` in a statement is made once, as the line runs, and shown as written.
    @Test func aChoiceInAStatementIsMadeOnce() throws {
        var dark = Element(id: "dark", type: .UISwitch)
        dark.isOn = true
        let screen = Screen(elements: [dark, Element(id: "note", type: .UILabel)])
        let source = #"note.accessibilityValue = dark.isOn ? "On" : "Off""#
        let statements = try FixScript.parse(source, file: nil)
        let fixed = try FixScript.apply(statements, to: screen, file: nil)
        #expect(fixed.element("note")?.accessibilityValue == "On")
        let code = AppCode(screen: fixed, brokenScreen: screen)
        #expect(code.uikit(statements) == [source])
        #expect(code.reason(statements[0]).hasSuffix("The choice is made once, when the line runs: an app makes it again "
                                                     + "where dark.isOn changes, as in the control's .valueChanged action."))
        // A label's state changes where the app changes it: a label has no .valueChanged.
        let label = Element(id: "artists", type: .UILabel)
        let labelStatements = try FixScript.parse(#"note.accessibilityValue = artists.isEnabled ? "On" : "Off""#, file: nil)
        let labelScreen = Screen(elements: [label, Element(id: "note", type: .UILabel)])
        #expect(AppCode(screen: try FixScript.apply(labelStatements, to: labelScreen, file: nil), brokenScreen: labelScreen)
            .reason(labelStatements[0]).hasSuffix("an app makes it again where artists.isEnabled changes."))
        // Swift type-checks both sides and needs the property it reads.
        #expect(throws: Diagnostics.self) { try FixScript.apply(#"note.accessibilityValue = note.isOn ? "On" : "Off""#, to: screen, file: nil) }
        #expect(throws: Diagnostics.self) { try FixScript.apply(#"note.accessibilityValue = dark.isOn ? 1 : "Off""#, to: screen, file: nil) }
    }

    /// The trait words come after the value, when the view has one; a switch says on or off last.
    @Test func traitWordsComeAfterTheNameAndValue() throws {
        #expect(try code(#"photo.accessibilityValue = "3 of 5"; photo.accessibilityTraits.insert(.link)"#).reasons.last?
            .contains(#"VoiceOver says "link" after the name and value"#) == true)
        #expect(try code("pay.accessibilityTraits.insert(.link)").reasons.first?
            .contains(#"VoiceOver says "link" after the name."#) == true)
    }

    /// A keyboard key keeps `.button` and says no "button" (docs/voiceover.md VO-1.7).
    @Test func aKeyboardKeysReasonSaysItsLabelAlone() throws {
        let shown = try code("pay.accessibilityTraits = [.button, .keyboardKey]")
        #expect(shown.reasons.first?.contains("as a keyboard key it says its label alone, without \"button\"") == true)
        #expect(shown.reasons.first?.contains("VoiceOver says \"button\" after the name") == false)
    }

    /// A field that has the keyboard says the editing hint in place of its own, as an enabled
    /// field not being edited says "Double tap to edit." (VO-2.4).
    @Test func aHintOnAFieldBeingEditedIsSaidToBeReplaced() throws {
        var screen = Screen(elements: [Element(id: "message", type: .UITextView)])
        screen.modify("message") { $0.isEditing = true }
        let statements = try FixScript.parse(#"message.accessibilityHint = "Sends when you tap Send""#, file: nil)
        let fixed = try FixScript.apply(statements, to: screen, file: nil)
        #expect(AppCode(screen: fixed, brokenScreen: screen).reason(statements[0])
            .hasPrefix("message's hint is now \"Sends when you tap Send\", but an enabled text field says VoiceOver's own hint"))
    }

    @Test func movingTheModalTraitShowsBothModifiers() throws {
        let shown = try code("card.accessibilityRemoveTraits(.isModal)\noverlay.accessibilityAddTraits(.isModal)")
        #expect(shown.uikit == ["card.accessibilityViewIsModal = false", "overlay.accessibilityViewIsModal = true"])
        #expect(shown.swiftUI == ["// the view card", "// delete the view's .accessibilityAddTraits(.isModal)",
                                  "// the view overlay", ".accessibilityAddTraits(.isModal)"],
                "no view is modal by itself: the app's own modifier goes")
        #expect(shown.reasons == [
            "card is no longer modal: VoiceOver reaches its siblings again.",
            "overlay becomes modal: VoiceOver ignores its siblings, the other views of its parent, and everything "
                + "in them; views outside that parent stay reachable.",
        ])
    }

    @Test func theBitmaskRemovalIsShownAsRemove() throws {
        let shown = try code("heart.accessibilityTraits &= ~UIAccessibilityTraitSelected;")
        #expect(shown.uikit == ["heart.accessibilityTraits.remove(.selected)  // Swift's spelling of Objective-C's UIAccessibilityTraitSelected"])
        // The image's .selected came from the app, not from the view: SwiftUI deletes the modifier that added it.
        #expect(shown.swiftUI == ["// the view heart", "// delete the .accessibilityAddTraits(.isSelected) the app wrote on this view: the "
                                  + "view does not have it by itself; the app adds it from its own state instead, as in "
                                  + ".accessibilityAddTraits(isChosen ? .isSelected : [])"])
        #expect(shown.reasons == ["heart loses .selected: VoiceOver no longer says \"selected\" before the name."])
    }

    /// Learners read "keeps only some of its traits" and "changes what VoiceOver finds": the
    /// sentence names what is kept, and a property without a sentence of its own says its value.
    @Test func reasonsNameWhatIsKeptAndWhatIsSet() throws {
        #expect(try code("heart.accessibilityTraits.formIntersection([.button, .image])").reasons
                == ["heart keeps only .button, .image of its traits: VoiceOver says \"button\" and \"image\" after the name."])
        #expect(try code("pay.isEnabled = false").reasons == ["pay is disabled: VoiceOver says \"dimmed\" after the name."])
        #expect(try code("pay.isSelected = true").reasons == ["pay.isSelected is now true."])
    }

    @Test func settingNoTraitsRemovesTheOnesTheViewHad() throws {
        let shown = try code("photo.accessibilityTraits = []")
        #expect(shown.uikit == ["photo.accessibilityTraits = []"])
        #expect(shown.swiftUI == ["// the view photo", ".accessibilityRemoveTraits(.isImage)"])
        #expect(shown.reasons == ["photo's traits become no traits: VoiceOver says no trait word."])
    }

    /// A SwiftUI modifier's traits are named as SwiftUI names them.
    @Test func aSwiftUIModifiersTraitsKeepTheirSwiftUINames() throws {
        #expect(try code("caption.accessibilityAddTraits(.isHeader)").reasons
                == ["caption gains .isHeader: VoiceOver says \"heading\" after the name."])
    }

    @Test func selectedComesBeforeTheNameAndSilentTraitsHaveNoWord() throws {
        let shown = try code("photo.accessibilityTraits.insert(.selected)\nphoto.accessibilityTraits.insert(.updatesFrequently)")
        #expect(shown.reasons == ["photo gains .selected: VoiceOver says \"selected\" before the name.",
                                  "photo gains .updatesFrequently: .updatesFrequently has no word of its own: while it "
                                    + "has focus, VoiceOver speaks only its latest change, not every one in turn."])
        #expect(shown.swiftUI == ["// the view photo", ".accessibilityAddTraits(.isSelected)",
                                  ".accessibilityAddTraits(.updatesFrequently)"])
    }

    /// UIKit does not join the children's labels as `.combine` does: the translation sets the
    /// label from them, so code copied from it says the same.
    @Test func combineIsAnAccessibilityElementWithTheChildrensLabelsInUIKit() throws {
        let shown = try code("row.accessibilityElement(children: .combine)")
        #expect(shown.uikit == ["row.isAccessibilityElement = true",
                                "row.accessibilityLabel = [caption].compactMap(\\.accessibilityLabel).joined(separator: \", \")"
                                    + "  // UIKit does not join the children's words"])
        #expect(shown.swiftUI == ["// the view row", ".accessibilityElement(children: .combine)"])
    }

    /// A SwiftUI view written whole keeps the accessibility the app gave it: a heading level on a
    /// Text that was a heading is shown with its `.isHeader` (a learner's copy would have lost it).
    @Test func aViewWrittenWholeKeepsWhatTheAppGaveIt() throws {
        var title = Element(id: "title", type: .Text)
        title.text = "Lemon tart"
        title.accessibilityTraits = [.staticText, .header]
        title.accessibilityHint = "Recipe"
        let screen = Screen(elements: [title])
        #expect(try code("title.accessibilityHeading(.h1)", on: screen).swiftUI
            == ["Text(\"Lemon tart\")", "    .accessibilityHint(\"Recipe\")", "    .accessibilityAddTraits(.isHeader)",
                "    .accessibilityHeading(.h1)"])
        let removed = try code("title.accessibilityRemoveTraits(.isHeader)", on: screen).swiftUI
        #expect(removed == ["Text(\"Lemon tart\")", "    .accessibilityHint(\"Recipe\")",
                            "    // delete the .accessibilityAddTraits(.isHeader) the app wrote on this view: a Text does not have it by itself"])
    }

    /// The joined label leaves out a view the fix hides, and is not shown when the fix then sets the
    /// label itself (an instructor's UIKit showed a line the next one replaced).
    @Test func aJoinedLabelIsShownOnlyWhenItStands() throws {
        var icon = Element(id: "icon", type: .Image)
        icon.image = "creditcard"
        var name = Element(id: "name", type: .Text)
        name.text = "Current account"
        let card = Screen(elements: [Element(id: "card", type: .HStack, children: [icon, name])])
        let hidden = try code("icon.accessibilityHidden(true)\ncard.accessibilityElement(children: .combine)", on: card)
        #expect(hidden.uikit.contains("card.accessibilityLabel = [name].compactMap(\\.accessibilityLabel).joined(separator: \", \")"
            + "  // UIKit does not join the children's words"))
        let labelled = try code("card.accessibilityElement(children: .combine)\ncard.accessibilityLabel(\"Current account\")", on: card)
        #expect(labelled.uikit == ["card.isAccessibilityElement = true", "card.accessibilityLabel = \"Current account\""])
    }

    /// `.accessibilityElement(children: .ignore)` is one modifier in SwiftUI, not followed by the
    /// `.combine` its companion change would write on its own.
    @Test func aSwiftUIChildBehaviourIsWrittenOnce() throws {
        let shown = try code("row.accessibilityElement(children: .ignore)")
        #expect(shown.swiftUI == ["// the view row", ".accessibilityElement(children: .ignore)"])
    }

    /// Each statement is told from the screen the lines before it left: a trait an earlier line
    /// took away is gained again, and SwiftUI adds it back (a learner's keypad key).
    @Test func eachStatementStartsWhereTheLinesBeforeLeftIt() throws {
        let broken = Screen(elements: [Element(id: "key1", type: .UIButton)])
        let statements = try FixScript.parse("key1.accessibilityTraits = .keyboardKey\nkey1.accessibilityTraits.insert(.button)", file: nil)
        let code = AppCode(screen: try FixScript.apply(statements, to: broken, file: nil), brokenScreen: broken)
        #expect(code.reasons(statements).last == #"key1 gains .button: as a keyboard key it says its label alone, without "button"."#)
        #expect(code.swiftUI(statements) == ["// the view key1", ".accessibilityRemoveTraits(.isButton)",
                                             ".accessibilityAddTraits(.isKeyboardKey)", ".accessibilityAddTraits(.isButton)"])
    }

    /// A slider given back its own role: SwiftUI's Slider is adjustable by itself, so only the
    /// added button trait goes (a learner was told to write an adjustable action).
    @Test func aTraitTheViewHasByItselfNeedsNoModifier() throws {
        var slider = Element(id: "radius", type: .UISlider)
        slider.accessibilityTraits = .button
        let broken = Screen(elements: [slider])
        let statements = try FixScript.parse("radius.accessibilityTraits = .adjustable", file: nil)
        let code = AppCode(screen: try FixScript.apply(statements, to: broken, file: nil), brokenScreen: broken)
        #expect(code.swiftUI(statements) == ["// the view radius",
                                             "// delete the .accessibilityAddTraits(.isButton) the app wrote on this view: the view does not have it by itself"])
    }

    /// A switch flipped in code sends no `.valueChanged` (a learner's row flipped a switch the app
    /// never heard): the reason says to send it, and is quiet once the code does.
    @Test func aStateSetInCodeIsToldToSendItsEvent() throws {
        var row = Element(id: "row", type: .UIView, children: [Element(id: "themeSwitch", type: .UISwitch)])
        row.className = "ThemeRow"
        let broken = Screen(elements: [row])
        func reason(_ body: String) throws -> String {
            let statements = try FixScript.parse("extension ThemeRow { override func accessibilityActivate() -> Bool { "
                                                     + body + "; return true } }", file: nil)
            let code = AppCode(screen: try FixScript.apply(statements, to: broken, file: nil), brokenScreen: broken)
            return code.reason(statements[0])
        }
        #expect(try reason("themeSwitch.isOn.toggle()").hasSuffix(" Setting themeSwitch's state in code sends no "
            + ".valueChanged, so the app's own handler does not run as it would for a tap: call "
            + "themeSwitch.sendActions(for: .valueChanged) after it."))
        #expect(try reason("themeSwitch.isOn.toggle(); themeSwitch.sendActions(for: .valueChanged)").hasSuffix("without it."))
    }

    /// `.toggleButton` compiles only for iOS 17 and later: the first line that writes it says so.
    @Test func aTraitNewInIOS17IsNotedOnce() throws {
        #expect(AppCode.notingAvailability(["a.accessibilityTraits = [.button, .toggleButton]", "b.accessibilityTraits = .toggleButton"])
                == ["a.accessibilityTraits = [.button, .toggleButton]  // .toggleButton is new in iOS 17: check "
                        + "#available(iOS 17, *) for earlier systems",
                    "b.accessibilityTraits = .toggleButton"])
        #expect(AppCode.notingAvailability(["// the view row", ".accessibilityAddTraits(.isToggle)"])
                == ["// the view row", ".accessibilityAddTraits(.isToggle)  // .isToggle is new in iOS 17: check "
                        + "#available(iOS 17, *) for earlier systems"])
        // SwiftUI's .isTabBar too (UIKit's .tabBar is from iOS 10).
        #expect(AppCode.notingAvailability([".accessibilityAddTraits(.isTabBar)", "bar.accessibilityTraits = .tabBar"])
                == [".accessibilityAddTraits(.isTabBar)  // .isTabBar is new in iOS 17: check #available(iOS 17, *) for "
                        + "earlier systems", "bar.accessibilityTraits = .tabBar"])
    }

    /// A learner hid a label the screen still shows and passed: the reason says what else it does.
    @Test func isHiddenHidesFromEveryone() throws {
        #expect(try code("detail.isHidden = true").reasons == [
            "detail is hidden from everyone: it is no longer drawn either. To take it from VoiceOver only, keep it shown "
                + "and set isAccessibilityElement = false (accessibilityElementsHidden for a container).",
        ])
    }

    @Test func aTabIsATabBarItem() throws {
        let shown = try code("tabs.items?[1].accessibilityLabel = \"Inbox, 3 unread\"")
        #expect(shown.uikit == ["tabs.items?[1].accessibilityLabel = \"Inbox, 3 unread\""])
        #expect(shown.reasons == ["tabs.items?[1]'s name, read before its value and traits, is now \"Inbox, 3 unread\"."])
    }

    @Test func aValueChangeIsSaidInWordsForSwiftUI() throws {
        let shown = try code("stepper.value += 1")
        #expect(shown.uikit == ["stepper.value += 1"])
        #expect(shown.swiftUI == ["// the view stepper",
                                  "// SwiftUI has no accessibility modifier for value: the view's own state changes by 1"])
    }

    @Test func anIconSegmentIsNamedThroughItsImage() throws {
        let shown = try code("layout.imageForSegment(at: 0)?.accessibilityLabel = \"List\"")
        #expect(shown.uikit == ["layout.imageForSegment(at: 0)?.accessibilityLabel = \"List\""])
        #expect(shown.swiftUI == ["// the view layout[0]: the segment's own view, inside the Picker",
                                  ".accessibilityLabel(\"List\")"])
    }

    @Test func theAdjustableActionIsSaidOnce() throws {
        let shown = try code("""
            rating.accessibilityTraits.insert(.adjustable)
            extension RatingView {
                override func accessibilityIncrement() { value += 1 }
            }
            """)
        #expect(shown.swiftUI == ["// the view rating", AppCode.adjustableAction])
        // A control's own handlers hear a touch's change, not one made in code: the note says so.
        #expect(Array(shown.uikit.suffix(6)) == ["extension RatingView {", "    override func accessibilityIncrement() {",
                                                 "        value += 1", "        // also call sendActions(for: .valueChanged), so the app's own handlers hear the change", "    }", "}"])
        let sending = try code("""
            extension RatingView {
                override func accessibilityIncrement() { value += 1; sendActions(for: .valueChanged) }
            }
            """)
        #expect(!sending.uikit.contains { $0.contains("// also call sendActions") })
        // A row that changes its stepper's value in code is told to send the stepper's event: the
        // app's handler updates the count a sighted user sees.
        var row = Element(id: "row", type: .UIView, children: [Element(id: "stepper", type: .UIStepper)])
        row.className = "GuestsRow"
        let rowCode = try code("extension GuestsRow {\n    override func accessibilityIncrement() { stepper.value += 1 }\n}",
                               on: Screen(elements: [row]))
        #expect(rowCode.uikit.contains("        // also call stepper.sendActions(for: .valueChanged), so the app's own handlers hear the change"))
        #expect(shown.reasons.last == "Every RatingView (rating) now runs your accessibilityIncrement() on a swipe up; "
                + "VoiceOver offers the swipes only on an element with the .adjustable trait.")
    }

    /// Swift's `min` and `max` come back as written, not as the choice they compute.
    @Test func minAndMaxAreShownAsWritten() throws {
        let shown = try code("""
            extension RatingView {
                override func accessibilityIncrement() { value = min(value + 1, 5); sendActions(for: .valueChanged) }
                override func accessibilityDecrement() { value = max(value - 1, 1); sendActions(for: .valueChanged) }
            }
            """)
        #expect(shown.uikit.contains("        value = min(value + 1, 5)"))
        #expect(shown.uikit.contains("        value = max(value - 1, 1)"))
    }

    /// An adjustment that changes only the app's state is SwiftUI's own adjustable action, whole
    /// code; one that reads or sets UIKit views stays words (`theAdjustableActionIsSaidOnce`).
    @Test func aStateOnlyAdjustmentIsShownAsSwiftUIsAdjustableAction() throws {
        var view = Element(id: "ratingView", type: .UIControl)
        view.className = "RatingView"
        view.isAccessibilityElement = true
        let screen = Screen(elements: [view], state: ["rating": StateVariable(value: .number(3), kind: .int)])
        let statements = try FixScript.parse("""
            ratingView.accessibilityTraits.insert(.adjustable)
            extension RatingView {
                override func accessibilityIncrement() { guard rating < 5 else { return }; rating += 1 }
                override func accessibilityDecrement() { rating = max(rating - 1, 1) }
            }
            """, file: nil)
        let code = AppCode(screen: try FixScript.apply(statements, to: screen, file: nil), brokenScreen: screen)
        #expect(code.swiftUI(statements) == [
            "// in the view: @State private var rating = 3",
            "// the view ratingView",
            ".accessibilityAdjustableAction { direction in",
            "    switch direction {",
            "    case .increment:",
            "        guard rating < 5 else { return }",
            "        rating += 1",
            "    case .decrement:",
            "        rating = max(rating - 1, 1)",
            "    @unknown default:",
            "        break",
            "    }",
            "}",
        ])
    }

    /// A queued block whose code is only words in SwiftUI (a view's change, which SwiftUI makes
    /// from state) is said without the block around it.
    @Test func aQueuedBlockOfWordsIsNoBlock() {
        let code = SwiftBodyCode(context: .swiftUI)
        let lines = code.statements([.later([.set(target: "row", property: "isHidden", to: .bool(true))], deadline: nil)], indent: "")
        #expect(lines.count == 1 && lines[0].hasPrefix("// row.isHidden = true"))
        let announced = code.statements([.later([.announce(.string("Saved"))], deadline: nil)], indent: "")
        #expect(announced.first == "DispatchQueue.main.async {")
    }

    /// A statement that reads the property it sets read it as it was: the name it gives is said
    /// once, not with the fix's own words added twice.
    @Test func aSelfReadIsOfTheValueBeforeTheFix() throws {
        var field = Element(id: "postcode", type: .UITextField)
        field.accessibilityLabel = "Postcode"
        let screen = Screen(elements: [field])
        let statements = try FixScript.parse(#"postcode.accessibilityLabel = "\(postcode.accessibilityLabel ?? ""), required""#, file: nil)
        let code = AppCode(screen: try FixScript.apply(statements, to: screen, file: nil), brokenScreen: screen)
        #expect(code.reason(statements[0]).hasSuffix(#"is now "Postcode, required"."#))
        #expect(code.swiftUI(statements).contains { $0.hasPrefix(#".accessibilityLabel("Postcode, required")"#) })
    }

    /// A label joined from its parts is shown as the learner wrote it in UIKit (a key path as the
    /// property it reads) and as the text it joins to in SwiftUI, where no view reads another's.
    @Test func aJoinedListIsShownAsSwiftJoinsIt() throws {
        var title = Element(id: "title", type: .UILabel)
        title.text = "Lemon tart"
        var time = Element(id: "time", type: .UILabel)
        time.text = "45 minutes"
        let screen = Screen(elements: [Element(id: "card", type: .UIView, children: [title, time])])
        let shown = try code(#"card.accessibilityLabel = [title, time].compactMap(\.accessibilityLabel).joined(separator: ", ")"#,
                             on: screen)
        #expect(shown.uikit.contains(
            #"card.accessibilityLabel = [title.accessibilityLabel, time.accessibilityLabel].compactMap { $0 }.joined(separator: ", ")"#))
        #expect(shown.swiftUI.contains { $0.hasPrefix(#".accessibilityLabel("Lemon tart, 45 minutes")"#) })
        #expect(try code(#"card.accessibilityLabel = [title.text ?? "", "dessert"].joined()"#, on: screen).uikit
            .contains(#"card.accessibilityLabel = [title.text ?? "", "dessert"].joined()"#))
    }

    /// The trait words are said in the order VoiceOver says them ("dimmed" before the role), and a
    /// view left with no traits is said so in words.
    @Test func traitWordsAreSaidInVoiceOversOrder() throws {
        #expect(AppCode.spoken([.button, .notEnabled], had: false) == #"VoiceOver says "dimmed" and "button" after the name"#)
        let shown = try code("pay.accessibilityTraits.formIntersection([])", on: Screen(elements: [Element(id: "pay", type: .UIButton)]))
        #expect(shown.reasons == ["pay is left with no traits: VoiceOver says no trait word."])
    }

    /// A SwiftUI label chosen on the app's state is shown as the choice, read again as it changes.
    @Test func aChoiceOnStateIsShownAsWritten() throws {
        let screen = Screen(elements: [Element(id: "start", type: .SwiftUIButton)],
                            state: ["isRunning": StateVariable(value: .bool(false), kind: .bool)])
        let shown = try code(#"start.accessibilityLabel(isRunning ? "Stop" : "Start")"#, on: screen)
        #expect(shown.swiftUI.contains(#".accessibilityLabel(isRunning ? "Stop" : "Start")"#))
    }

    /// A comparison inside an interpolation is shown as written, in UIKit and in SwiftUI.
    @Test func aComparisonIsShownAsWritten() throws {
        let laps = ["laps": StateVariable(value: .number(1), kind: .int)]
        let swiftUI = try code(#"card.accessibilityValue("\(laps) \(laps == 1 ? "lap" : "laps")")"#,
                               on: Screen(elements: [Element(id: "card", type: .VStack)], state: laps))
        #expect(swiftUI.swiftUI.contains(#".accessibilityValue("\(laps) \(laps == 1 ? "lap" : "laps")")"#))
        let uiKit = try code(#"card.accessibilityValue = "\(laps) \(laps != 1 ? "laps" : "lap")""#,
                             on: Screen(elements: [Element(id: "card", type: .UIView)], state: laps))
        #expect(uiKit.uikit.contains(#"card.accessibilityValue = "\(laps) \(laps != 1 ? "laps" : "lap")""#))
    }

    /// A view's first custom action "offers"; one beside actions it had "also offers".
    @Test func anActionIsSaidToBeAddedOnlyBesideOthers() throws {
        var row = Element(id: "row", type: .Text)
        row.text = "Message from Ana"
        var flagged = row
        flagged.id = "flagged"
        flagged.customActions = [CustomAction(name: "Flag", effects: [])]
        let screen = Screen(elements: [row, flagged])
        let statements = try FixScript.parse(#"row.accessibilityAction(named: "Delete") { }\#nflagged.accessibilityAction(named: "Delete") { }"#,
                                             file: nil)
        let code = AppCode(screen: try FixScript.apply(statements, to: screen, file: nil), brokenScreen: screen)
        #expect(code.reason(statements[0]).hasPrefix(#"row offers "Delete": "#))
        #expect(code.reason(statements[1]).hasPrefix(#"flagged also offers "Delete": "#))
    }

    /// `value += amount` comes back as `+=` whatever the amount, and `rounded()` as written.
    @Test func compoundAssignmentsAndRoundingAreShownAsWritten() throws {
        let shown = try code(#"""
            extension RatingView {
                override func accessibilityIncrement() {
                    value += maximumValue - minimumValue
                    accessibilityValue = "\(Int((value + 0.5).rounded()))"
                    sendActions(for: .valueChanged)
                }
            }
            """#)
        #expect(shown.uikit.contains("        value += maximumValue - minimumValue"))
        #expect(shown.uikit.contains(#"        accessibilityValue = "\(Int((value + 0.5).rounded()))""#))
    }

    /// One extension a class, after the other lines: Swift takes one override of a method
    /// ("invalid redeclaration") and an extension only at a file's top level.
    @Test func extensionsOfOneClassAreShownAsOneAfterTheStatements() throws {
        let shown = try code("""
            extension RatingView { override func accessibilityIncrement() { value += 1 } }
            rating.accessibilityTraits.insert(.adjustable)
            extension RatingView { override func accessibilityIncrement() { value += 2 } }
            extension RatingView { override func accessibilityDecrement() { value -= 2 } }
            """)
        #expect(shown.uikit == ["// in the view controller, where it sets up its views (viewDidLoad):",
                                "rating.accessibilityTraits.insert(.adjustable)",
                                "// at the top level of a Swift file:",
                                "extension RatingView {",
                                "    override func accessibilityIncrement() {", "        value += 2", "        // also call sendActions(for: .valueChanged), so the app's own handlers hear the change", "    }",
                                "    override func accessibilityDecrement() {", "        value -= 2", "        // also call sendActions(for: .valueChanged), so the app's own handlers hear the change", "    }",
                                "}"])
    }

    @Test func bitmaskConstantsAreShownAsOneOptionSet() throws {
        let shown = try code("photo.accessibilityTraits = UIAccessibilityTraitButton | UIAccessibilityTraitImage;")
        #expect(shown.uikit == ["photo.accessibilityTraits = [.button, .image]  // Swift's spelling of Objective-C's "
                                + "UIAccessibilityTraitButton, UIAccessibilityTraitImage"])
        #expect(shown.swiftUI == ["// the view photo", ".accessibilityAddTraits(.isButton)"])
    }

    @Test func disablingSaysDimmed() throws {
        let shown = try code("pay.isEnabled = false")
        #expect(shown.reasons == ["pay is disabled: VoiceOver says \"dimmed\" after the name."])
        #expect(shown.swiftUI == ["// the view pay", ".disabled(true)"])
    }

    @Test func orderAndContainerTypeAreSaidInWordsForSwiftUI() throws {
        let shown = try code("cell.accessibilityElements = [detail]\ncell.accessibilityContainerType = .list")
        #expect(shown.uikit == ["cell.accessibilityElements = [detail]", "cell.accessibilityContainerType = .list"])
        #expect(shown.swiftUI == [
            "// the view cell",
            "// SwiftUI orders the views inside with .accessibilitySortPriority(_:) on each, higher first",
            "// SwiftUI has no container type modifier: a List is a list container by itself",
        ])
    }

    /// Texts joined with `+` are shown joined, a side that coalesces in its parentheses.
    @Test func joinedTextIsShownAsTheLearnerJoinedIt() throws {
        let shown = try code(#"pay.accessibilityLabel = "Pay " + (photo.accessibilityLabel ?? "now")"#)
        #expect(shown.uikit == [#"pay.accessibilityLabel = "Pay " + (photo.accessibilityLabel ?? "now")"#])
    }

    /// A spelled-out label in each framework's own API (docs/voiceover.md VO-1.21).
    @Test func aSpelledOutLabelIsAnAttributedLabelOrASpelledText() throws {
        let shown = try code(#"pay.accessibilityAttributedLabel = NSAttributedString(string: "K7QX2M", "#
                             + "attributes: [.accessibilitySpeechSpellOut: true])")
        #expect(shown.uikit == [#"pay.accessibilityAttributedLabel = NSAttributedString(string: "K7QX2M", "#
                                + "attributes: [.accessibilitySpeechSpellOut: true])"])
        #expect(shown.swiftUI == ["// the view pay", #".accessibilityLabel(Text("K7QX2M").speechSpellsOutCharacters())"#])
        #expect(shown.reasons == [#"pay's name is now "K7QX2M", and VoiceOver spells it out, character by character: "#
                                  + #""K-7-Q-X-2-M"."#])
        var code = Element(id: "code", type: .Text)
        code.text = "K7QX2M"
        let screen = Screen(elements: [code])
        let statements = try FixScript.parse("code.speechSpellsOutCharacters()", file: nil)
        let app = AppCode(screen: try FixScript.apply(statements, to: screen, file: nil), brokenScreen: screen)
        #expect(app.swiftUI(statements) == [#"Text("K7QX2M")"#, "    .speechSpellsOutCharacters()"],
                "a SwiftUI Text is shown made as the app makes it")
        #expect(app.uikit(statements) == [#"code.accessibilityAttributedLabel = NSAttributedString(string: "K7QX2M", "#
                                          + "attributes: [.accessibilitySpeechSpellOut: true])"])
        #expect(app.reason(statements[0]) == #"VoiceOver spells code's name out, character by character: "K-7-Q-X-2-M"."#)
    }

    /// A semantic group is SwiftUI's `.contain` container, its label read on the way in
    /// (docs/voiceover.md VO-1.20); a labelled `.contain` is the semantic group in UIKit.
    @Test func aSemanticGroupIsAContainContainerInSwiftUI() throws {
        let shown = try code("cell.accessibilityContainerType = .semanticGroup\ncell.accessibilityLabel = \"Shipping\"")
        #expect(shown.swiftUI == ["// the view cell", ".accessibilityElement(children: .contain)", #".accessibilityLabel("Shipping")"#])
        #expect(shown.reasons == [
            "cell becomes a semantic group: when focus comes into it from outside, VoiceOver says its "
                + "accessibilityLabel before the element it reaches.",
            #"cell's name is now "Shipping": VoiceOver says it when focus comes into the group from outside, "#
                + "before the element it reaches.",
        ])
        let swiftUI = try code("row.accessibilityElement(children: .contain)\n    .accessibilityLabel(\"Shipping\")")
        #expect(swiftUI.uikit == ["row.isAccessibilityElement = false", "row.accessibilityContainerType = .semanticGroup",
                                  #"row.accessibilityLabel = "Shipping""#])
        // Written label first, the element is still made before the label that names it.
        let labelFirst = try code("cell.accessibilityLabel = \"Shipping\"\ncell.accessibilityContainerType = .semanticGroup")
        #expect(labelFirst.swiftUI == ["// the view cell", ".accessibilityElement(children: .contain)", #".accessibilityLabel("Shipping")"#])
        let unnamed = try code("row.accessibilityElement(children: .contain)")
        #expect(unnamed.uikit == ["row.isAccessibilityElement = false"])
    }
}
