import Testing
import AXModel
import ScreenReader
@testable import FixScript

/// A property the app's class computes in an extension (docs/voiceover.md VO-8.19).
@Suite struct ComputedOverrideTests {
    private var screen: Screen {
        var row = Element(id: "row", type: .UIView, children: [Element(id: "caption", type: .UILabel),
                                                              Element(id: "themeSwitch", type: .UISwitch)])
        row.className = "ThemeRow"
        var flip = Element(id: "flip", type: .UIButton)
        flip.title = "Flip"
        return Screen(elements: [row, flip])
    }

    /// An assignment to a property the class computes goes to the override's empty setter and
    /// changes nothing, as in Swift: before the override or after it, the getter is what is read
    /// (a learner heard their later `= "fast"` win).
    @Test func anAssignmentToAComputedPropertyGoesToTheEmptySetter() throws {
        let override = "extension ThemeRow {\n    override var accessibilityValue: String? {\n"
            + "        get { themeSwitch.accessibilityValue }\n        set { }\n    }\n}"
        for source in [override + "\nrow.accessibilityValue = \"fast\"", "row.accessibilityValue = \"fast\"\n" + override,
                       override + "\nrow.accessibilityValue? += \" now\""] {
            let fixed = try applying(source, to: screen)
            #expect(fixed["row"].accessibilityValue == "0", "\(source)")
        }
    }

    /// `*` and `/` in a getter, with Swift's types: a slider's Float times 100, an Int divided
    /// whole (a learner's `"\(Int(value * 100))%"` was refused); a literal 0 divisor of an Int is refused.
    @Test func aGetterMultipliesAndDividesAsSwiftDoes() throws {
        var slider = Element(id: "level", type: .UISlider)
        slider.value = 0.8
        slider.className = "LevelSlider"
        let screen = Screen(elements: [slider])
        func spoken(_ getter: String) throws -> String? {
            let computed = try applying("extension LevelSlider {\n    override var accessibilityValue: String? {\n"
                                        + "        get { \(getter) }\n        set { }\n    }\n}", to: screen)
            return VoiceOver().announcements(of: computed).first?.speech
        }
        #expect(try spoken(#""\(Int(value * 100))%""#) == "80%, adjustable")
        #expect(try spoken(#""\(Int(value * 10) / 3) of 3""#) == "2 of 3, adjustable")
        #expect(try spoken(#""\(Int((value + 0.2) * 10))""#) == "10, adjustable")
        #expect(message("extension LevelSlider {\n    override var accessibilityValue: String? {\n"
                        + "        get { \"\\(Int(value) / 0)\" }\n        set { }\n    }\n}", on: screen)
            .contains("error: division by zero"))
    }

    /// `value.formatted()` is a String where text goes, in a getter and in a statement (a learner's
    /// `get { value.formatted() }` was told that value is a number).
    @Test func aFormattedNumberIsText() throws {
        var slider = Element(id: "servings", type: .UISlider)
        slider.value = 4
        slider.className = "ServingsSlider"
        let screen = Screen(elements: [slider])
        let computed = try applying("extension ServingsSlider {\n    override var accessibilityValue: String? {\n"
                                    + "        get { value.formatted() }\n        set { }\n    }\n}", to: screen)
        #expect(VoiceOver().announcements(of: computed).first?.speech == "4, adjustable")
        #expect(try applying("servings.accessibilityValue = servings.value.formatted()", to: screen)["servings"].accessibilityValue == "4")
        // A style is read as Foundation writes it (a learner's `.formatted(.number)` was refused, and so
        // was the `String(…)` the refusal suggested).
        let styled = try applying("extension ServingsSlider {\n    override var accessibilityValue: String? {\n"
                                  + "        get { (value / 10).formatted(.percent.precision(.fractionLength(0))) }\n        set { }\n    }\n}",
                                  to: screen)
        #expect(VoiceOver().announcements(of: styled).first?.speech == "40%, adjustable")
        #expect(try applying("servings.accessibilityValue = servings.value.formatted(.number)", to: screen)["servings"].accessibilityValue == "4")
    }

    @Test func aComputedOverrideFollowsWhatItReads() throws {
        let fixed = try applying("""
            row.isAccessibilityElement = true
            row.accessibilityLabel = "Dark Theme"
            row.accessibilityTraits = themeSwitch.accessibilityTraits
            extension ThemeRow {
                override var accessibilityValue: String? {
                    get { return themeSwitch.accessibilityValue }
                    set(newValue) { }
                }
                override func accessibilityActivate() -> Bool {
                    themeSwitch.isOn = !themeSwitch.isOn
                    return true
                }
            }
            """, to: screen)
        #expect(fixed["row"].bindings["accessibilityValue"] == .property(target: "themeSwitch", property: "accessibilityValue"))
        #expect(VoiceOver().play(try Gesture.parseList("swipe right; double tap; swipe right; swipe left"), on: fixed).text == """
            > swipe right
            Dark Theme, switch button, off
            hint: Double tap to toggle setting.
            > double tap
            on
            > swipe right
            Flip, button
            > swipe left
            Dark Theme, switch button, on
            hint: Double tap to toggle setting.
            """)
        // A plain assignment copies the value once.
        let copied = try applying("row.isAccessibilityElement = true\nrow.accessibilityValue = themeSwitch.accessibilityValue",
                                  to: screen)
        #expect(copied["row"].bindings["accessibilityValue"] == nil)
    }

    /// A switch is flipped as Swift flips it: `isOn.toggle()` on another view's property, and
    /// UISwitch's `setOn(_:animated:)`, each the same assignment.
    /// A class computes its traits from its superclass's (`super.accessibilityTraits.union(…)`),
    /// typed as UIKit types them; reading its own traits in the getter would never end.
    @Test func aClassComputesItsTraitsFromSupers() throws {
        let fixed = try applying("extension ThemeRow {\n override var accessibilityTraits: UIAccessibilityTraits {\n"
                                 + "  get { super.accessibilityTraits.union(.header) }\n  set { }\n }\n}", to: screen)
        #expect(fixed["row"].resolvedTraits == .header)
        let listed = try applying("extension UIButton { override var accessibilityTraits: UIAccessibilityTraits { get { [.button, .selected] } "
                                  + "set { } } }", to: screen)
        #expect(listed["flip"].resolvedTraits == [.button, .selected])
        #expect(message("extension ThemeRow { override var accessibilityTraits: UIAccessibilityTraits { get { "
                        + "accessibilityTraits.union(.header) } set { } } }", on: screen)
            == "1:86: error: 'accessibilityTraits' read inside its own getter calls the getter again, without end (the app "
            + "would crash): read what the superclass gives with super.accessibilityTraits")
        #expect(message("extension ThemeRow { override var accessibilityTraits: String? { get { nil } set { } } }", on: screen)
            .hasPrefix("1:56: error: 'accessibilityTraits' is a UIAccessibilityTraits in UIKit"))
        #expect(message("extension ThemeRow { override var accessibilityLabel: String? { get { accessibilityLabel } set { } } }", on: screen)
            .hasPrefix("1:71: error: 'accessibilityLabel' read inside its own getter"))
    }

    @Test func aSwitchFlipsBySwiftsOwnSpellings() throws {
        for flip in ["themeSwitch.isOn.toggle()", "themeSwitch.setOn(!themeSwitch.isOn, animated: true)",
                     "themeSwitch.isOn = !themeSwitch.isOn"] {
            let fixed = try applying("""
                extension ThemeRow {
                    override func accessibilityActivate() -> Bool {
                        \(flip)
                        return true
                    }
                }
                """, to: screen)
            let handler = try #require(fixed["row"].handlers.first)
            #expect(handler.effects.first == .set(target: "themeSwitch", property: "isOn",
                                                  to: Parser.negation(of: .property(target: "themeSwitch", property: "isOn"))), "\(flip)")
        }
        #expect(message("extension ThemeRow { override func accessibilityActivate() -> Bool { caption.setOn(true, animated: false); "
                        + "return true } }", on: screen).contains("a UILabel has no 'isOn'"))
    }

    /// Inside the extension, `value` and `self.value` are the view's own, as Swift looks up a
    /// member first: a stepper made one stop says its number as it changes.
    /// A getter's own `value` has the view's type: a `UIStepper`'s is a `Double`, which `%@` does
    /// not take and an interpolation writes with its decimals.
    @Test func aGettersOwnPropertyHasTheViewsType() throws {
        var stepper = Element(id: "copies", type: .UIStepper)
        stepper.className = "CopiesStepper"
        stepper.value = 2
        #expect(message(#"extension CopiesStepper { override var accessibilityValue: String? { get { String(format: "%@ copies", value) } set { } } }"#,
                        on: Screen(elements: [stepper]))
            == "1:104: error: '%@' takes a String, and this is a Double: Foundation would print a wrong value — did you mean '%.0f'?")
        let fixed = try applying(#"extension CopiesStepper { override var accessibilityValue: String? { get { "\(value) copies" } set { } } }"#,
                                 to: Screen(elements: [stepper]))
        #expect(fixed["copies"].accessibilityValue == "2.0 copies")
    }

    /// Swift's `rounded()` and Foundation's `round( )` in a getter: the nearest whole number, of
    /// the same type (`"\(value.rounded())"` still says `3.0`); an Int has no `rounded()`.
    @Test func aGetterRoundsAsSwiftRounds() throws {
        var stepper = Element(id: "copies", type: .UIStepper)
        stepper.className = "CopiesStepper"
        stepper.value = 2.5
        let screen = Screen(elements: [stepper])
        let whole = try applying(#"extension CopiesStepper { override var accessibilityValue: String? { get { "\(Int(value.rounded())) copies" } set { } } }"#,
                                 to: screen)
        #expect(whole["copies"].accessibilityValue == "3 copies")
        let double = try applying(#"extension CopiesStepper { override var accessibilityValue: String? { get { "\(round(self.value))" } set { } } }"#,
                                  to: screen)
        #expect(double["copies"].accessibilityValue == "3.0")
        #expect(message(#"extension CopiesStepper { override var accessibilityValue: String? { get { "\(Int(value).rounded())" } set { } } }"#,
                        on: screen).hasPrefix("1:79: error: value of type 'Int' has no member 'rounded'"))
    }

    /// docs/voiceover.md VO-8.19: a getter may compute its text with locals, `if`, `guard`,
    /// `switch`, comparisons and `?:`, as Swift compiles it; it is folded into the one expression
    /// VoiceOver's every read computes again. A way through it without `return` is refused, as
    /// swiftc refuses it, and so is code that does more than compute.
    @Test func aGetterComputesWithLocalsAndChoices() throws {
        var stepper = Element(id: "copies", type: .UIStepper)
        stepper.className = "CopiesStepper"
        stepper.value = 1
        let screen = Screen(elements: [stepper])
        let ternary = try applying(#"extension CopiesStepper { override var accessibilityValue: String? { get { value == 1 ? "one copy" : "\(Int(value)) copies" } set { } } }"#,
                                   to: screen)
        #expect(ternary["copies"].accessibilityValue == "one copy")
        let body = try applying(#"""
            extension CopiesStepper {
                override var accessibilityValue: String? {
                    get {
                        let copies = Int(value)
                        guard copies > 0 else { return nil }
                        switch copies {
                        case 1: return "one copy"
                        default: return "\(copies) copies"
                        }
                    }
                    set { }
                }
            }
            """#, to: screen)
        #expect(body["copies"].accessibilityValue == "one copy")
        let copies = Expression.wholeNumber(.property(target: "self", property: "value"))
        guard case .conditional(let positive, .conditional(let one, .string("one copy"), .interpolation(let parts)), .nil_)?
                = body["copies"].bindings["accessibilityValue"] else {
            Issue.record("not folded into one expression: \(String(describing: body["copies"].bindings["accessibilityValue"]))")
            return
        }
        #expect(positive == [Condition(left: copies, comparison: .greater, right: .number(0))])
        #expect(one == [Condition(left: copies, comparison: .equal, right: .number(1))])
        #expect(parts == [copies, .string(" copies")], "the local is read as the value it was given")
        #expect(message(#"extension CopiesStepper { override var accessibilityValue: String? { get { let n = Int(value); if n > 1 { return "many" } } set { } } }"#,
                        on: screen).hasPrefix("1:74: error: missing return in getter expected to return 'String?'"))
        #expect(message(#"extension CopiesStepper { override var accessibilityValue: String? { get { let n = Int(value); value = 2; return "x" } set { } } }"#,
                        on: screen).hasPrefix("1:74: error: a getter only computes its value"))
        // Traits are no value a body computes: the getter of accessibilityTraits stays one value.
        #expect(message(#"extension CopiesStepper { override var accessibilityTraits: UIAccessibilityTraits { get { let t = super.accessibilityTraits; return t } set { } } }"#,
                        on: screen).contains("error: a getter of accessibilityTraits is one value here, without 'let'"))
    }

    @Test func aGetterReadsTheViewsOwnProperties() throws {
        var stepper = Element(id: "copies", type: .UIStepper)
        stepper.className = "CopiesStepper"
        stepper.value = 1
        stepper.minimumValue = 1
        stepper.maximumValue = 99
        let fixed = try applying("""
            copies.isAccessibilityElement = true
            copies.accessibilityLabel = "Copies"
            copies.accessibilityTraits = .adjustable
            extension CopiesStepper {
                override var accessibilityValue: String? { get { "\\(Int(value))" } set { } }
                override var accessibilityHint: String? { get { "Prints \\(Int(self.value))" } set { } }
                override func accessibilityIncrement() { value += 1 }
            }
            """, to: Screen(elements: [stepper]))
        #expect(fixed["copies"].bindings["accessibilityValue"]
                == .interpolation([.wholeNumber(.property(target: "self", property: "value"))]))
        #expect(VoiceOver().play(try Gesture.parseList("swipe right; swipe up"), on: fixed).text == """
            > swipe right
            Copies, 1, adjustable
            hint: Prints 1. Swipe up or down with one finger to adjust the value.
            > swipe up
            2
            """)
        #expect(message("extension CopiesStepper { override var accessibilityValue: String? { get { isEnabled } set { } } }",
                        on: Screen(elements: [stepper])).contains("isEnabled"), "a Bool is no String?")
        #expect(message("copies.accessibilityValue = value", on: Screen(elements: [stepper])).hasPrefix("1:29: error:"),
                "outside an extension, a bare name is no view's property")
    }

    /// `override var isAccessibilityElement: Bool { get { true } set { } }`: a class that makes
    /// its views elements, typed as UIKit types it.
    @Test func aClassMayComputeWhetherItsViewsAreElements() throws {
        var stepper = Element(id: "copies", type: .UIStepper)
        stepper.className = "CopiesStepper"
        let screen = Screen(elements: [stepper])
        let fixed = try applying("extension CopiesStepper { override var isAccessibilityElement: Bool { get { true } set { } } }",
                                 to: screen)
        #expect(fixed["copies"].isAccessibilityElement == true)
        #expect(message("extension CopiesStepper { override var isAccessibilityElement: Bool? { get { true } set { } } }", on: screen)
            == "1:64: error: 'isAccessibilityElement' is a Bool in UIKit, and an override keeps its type: write "
            + "'override var isAccessibilityElement: Bool'")
    }

    @Test func aComputedOverrideIsWrittenAsSwiftRequires() {
        #expect(messages("""
            extension ThemeRow {
                var accessibilityValue: String? { get { themeSwitch.accessibilityValue } set { } }
                override var accessibilityValue: String? { get { themeSwitch.accessibilityValue } }
                override var accessibilityValu: String? { get { "x" } set { } }
                override var accessibilityLabel: String { get { "x" } set { } }
                override var accessibilityHint: String? { "Toggles the theme" }
            }
            """, on: screen) == [
                "2:9: error: 'accessibilityValue' replaces the property every view inherits, and Swift requires 'override' "
                    + "for that: write 'override var accessibilityValue: String? { get { … } set { } }'",
                "3:18: error: 'accessibilityValue' can be set, and Swift does not let a read-only property override it: "
                    + "write the getter and a setter, '{ get { … } set { } }'",
                "4:18: error: 'accessibilityValu' is not computed here: an extension may compute accessibilityLabel, "
                    + "accessibilityValue, accessibilityHint, accessibilityTraits or isAccessibilityElement — did you mean 'accessibilityValue'?",
                "5:38: error: 'accessibilityLabel' is a String? in UIKit, and an override keeps its type: write "
                    + "'override var accessibilityLabel: String?'",
                "6:47: error: 'accessibilityHint' can be set, and Swift does not let a read-only property override it: "
                    + "write the getter and a setter, '{ get { … } set { } }'",
            ])
    }
}
