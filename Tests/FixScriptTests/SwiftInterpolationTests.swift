import Testing
import AXModel
@testable import FixScript

/// String interpolation on ios screens writes what Swift writes, by the type UIKit declares:
/// `UILabel.text` is `String?` (Swift writes `Optional("…")`, and `nil`), `UISlider.value`
/// `Float` and `UIStepper.value` `Double` (`4.0`); `??`, `!` and `Int( )` as in Swift.
@Suite struct SwiftInterpolationTests {
    private var screen: Screen {
        var caption = Element(id: "caption", type: .UILabel)
        caption.text = "Dark Theme"
        var slider = Element(id: "slider", type: .UISlider)
        slider.value = 4
        var stepper = Element(id: "stepper", type: .UIStepper)
        stepper.value = 2.5
        return Screen(elements: [caption, Element(id: "empty", type: .UILabel), slider, stepper,
                                 Element(id: "row", type: .UIView)])
    }

    private func label(_ source: String) throws -> String? {
        try applying("row.accessibilityLabel = " + source, to: screen)["row"].accessibilityLabel
    }

    @Test func anOptionalStringIsWrittenAsSwiftWritesIt() throws {
        #expect(try label(#""\(caption.text) setting""#) == #"Optional("Dark Theme") setting"#)
        #expect(try label(#""\(empty.text)""#) == "nil")
    }

    /// `+` and `-` between numbers inside `\( )`, with Swift's types: a slider's Float adds as a
    /// Float and keeps its decimal; a Float and a Double do not add; a text does not add to a number.
    @Test func numbersAddInsideAnInterpolation() throws {
        #expect(try label(#""\(slider.value + 1) of 10""#) == "5.0 of 10")
        #expect(try label(#""\(Int(stepper.value - 0.5))""#) == "2")
        #expect(try label(#""\(caption.text ?? "" + "x")""#) == "Dark Theme", "?? binds looser than +")
        #expect(try label(#""\(empty.text ?? "no" + "ne")""#) == "none", "two texts join")
        #expect(message(#"row.accessibilityLabel = "\(slider.value + stepper.value)""#, on: screen)
            .hasPrefix("1:42: error: binary operator '+' cannot be applied to operands of type 'Float' and 'Double'"))
        #expect(message(#"row.accessibilityLabel = "\(caption.text + 1)""#, on: screen)
            .hasPrefix("1:42: error: '+' expects a number"))
    }

    /// `*` and `/` bind tighter than `+` and `-`, with Swift's types: a slider's percentage, an
    /// Int divided whole (and a division by zero refused, as Swift traps), a Double as it is (a
    /// learner's `Int(slider.value * 100)` was refused).
    @Test func numbersMultiplyAndDivideAsSwiftDoes() throws {
        #expect(try label(#""\(Int(slider.value * 100))%""#) == "400%")
        #expect(try label(#""\(slider.value * 2 + 1)""#) == "9.0")
        #expect(try label(#""\(1 + slider.value * 2)""#) == "9.0")
        #expect(try label(#""\(Int(stepper.value) / 2)""#) == "1")
        #expect(try label(#""\(7 / 2)""#) == "3")
        #expect(try label(#""\(stepper.value / 2)""#) == "1.25")
        #expect(message(#"row.accessibilityLabel = "\(Int(stepper.value) / 0)""#, on: screen)
            .hasPrefix("1:48: error: division by zero: an Int divided by 0 stops the app"))
        #expect(message(#"row.accessibilityLabel = "\(slider.value * stepper.value)""#, on: screen)
            .hasPrefix("1:42: error: binary operator '*' cannot be applied to operands of type 'Float' and 'Double'"))
    }

    @Test func unwrappingGivesTheText() throws {
        #expect(try label(#""\(caption.text ?? "") setting""#) == "Dark Theme setting")
        #expect(try label(#""\(empty.text ?? "Untitled")""#) == "Untitled")
        #expect(try label(#""\(caption.text!)""#) == "Dark Theme")
    }

    @Test func aDefaultValueWorksOutsideInterpolationToo() throws {
        #expect(try label(#"empty.text ?? "Untitled""#) == "Untitled")
        #expect(try label(#"caption.text ?? "Untitled""#) == "Dark Theme")
        #expect(message("row.accessibilityLabel = empty.text ??", on: screen)
            == #"1:39: error: expected a default value after '??', such as "", found the end of the input"#)
    }

    /// `formatted(_:)` with `.number` or `.percent`, and `.precision(.fractionLength(N))`, as
    /// Foundation writes them in en_US: a Float or a Double's percent is the number times 100, a
    /// Float widened to a Double first (so `0.15` as a Float is "15.000001%"); an Int's percent is
    /// the Int itself; another style is refused with the ones read.
    @Test func formatStylesAreWrittenAsFoundationWritesThem() throws {
        #expect(try label(#""\(stepper.value.formatted(.number))""#) == "2.5")
        #expect(try label(#""\(stepper.value.formatted(.number.precision(.fractionLength(2))))""#) == "2.50")
        #expect(try label(#""\((stepper.value / 10).formatted(.percent))""#) == "25%")
        #expect(try label(#""\((stepper.value / 10).formatted(.percent.precision(.fractionLength(1))))""#) == "25.0%")
        #expect(try label(#""\(Int(slider.value).formatted(.percent))""#) == "4%")
        #expect(try label(#""\((slider.value * 0.0375).formatted(.percent))""#) == "15.000001%")
        #expect(try label(#""\((slider.value * 0.0375).formatted(.percent.precision(.fractionLength(0))))""#) == "15%")
        #expect(message(#"row.accessibilityLabel = "\(slider.value.formatted(.currency(code: "USD")))""#, on: screen)
            .hasPrefix("1:52: error: the tutor reads formatted() with .number or .percent"))
        #expect(NumberStyle.number.format(1234.5, as: .double) == "1,234.5")
    }

    @Test func floatsAndDoublesKeepTheirDecimals() throws {
        #expect(try label(#""\(slider.value) and \(stepper.value)""#) == "4.0 and 2.5")
        // A literal with a point or an exponent is a Double (`3.0`, `1e3`), one without an Int.
        #expect(try label(#""\(3.0), \(3), \(2.5), \(1e3), \(1 + 3.0)""#) == "3.0, 3, 2.5, 1000.0, 4.0")
        #expect(try label(#""\(Int(slider.value)) and \(Int(stepper.value))""#) == "4 and 2")
        #expect(try label(#""\(caption.isHidden)""#) == "false")
    }

    @Test func whatSwiftRefusesOrTrapsOnIsAnError() {
        #expect(message(#"row.accessibilityLabel = "\(empty.text!)""#, on: screen)
            == #"1:39: error: 'empty.text' is nil here, so 'empty.text!' would crash the app: give a default, 'empty.text ?? ""'"#)
        #expect(message(#"row.accessibilityLabel = "\(slider.value!)""#, on: screen)
            == "1:41: error: 'slider.value' is a Float, not an optional: remove the '!'")
        #expect(message(#"row.accessibilityLabel = "\(Int(caption.text))""#, on: screen)
            == "1:29: error: Int( ) here takes a number, and 'caption.text' is not one")
        #expect(message(#"row.accessibilityLabel = "\(caption.text ?? )""#, on: screen)
            == #"1:42: error: expected a default value after '??', such as "", found the end of the input"#)
    }

    /// `String(format:)` as a whole value, each argument checked against its specifier.
    @Test func stringFormatAsAWholeValue() throws {
        let fixed = try applying(#"row.accessibilityValue = String(format: "%.1f times, %d%%", slider.value, Int(slider.value))"#,
                                 to: screen)
        #expect(fixed["row"].accessibilityValue == "\(String(format: "%.1f", fixed["slider"].value ?? 0)) times, \(Int(fixed["slider"].value ?? 0))%")
        #expect(message(#"row.accessibilityValue = String(format: "%d times", slider.value)"#, on: screen)
            == "1:53: error: '%d' takes an Int, and this is a Float: Foundation would print a wrong value — did you mean '%.0f'?")
        #expect(message(#"row.accessibilityValue = String(format: "%@", caption.text)"#, on: screen)
            == #"1:47: error: '%@' takes a String, and this is a String? (unwrap it with ?? ""), which does not compile"#)
    }

    /// `String(x)` writes a number or a text as Swift's interpolation does; an optional does
    /// not compile; `String(format:)` works inside an interpolation too.
    @Test func stringOfAValueIsItsTextAsSwiftWritesIt() throws {
        #expect(try label("String(Int(slider.value))") == "4")
        #expect(try label("String(slider.value)") == "4.0")
        #expect(try label(#"String(caption.text ?? "")"#) == "Dark Theme")
        #expect(try label(#""\(String(Int(stepper.value))) servings""#) == "2 servings")
        #expect(try label(#""\(String(format: "%.1f", slider.value)) times""#) == "4.0 times")
        #expect(message("row.accessibilityLabel = String(caption.text)", on: screen)
            == #"1:26: error: caption.text is optional, and String( ) takes no optional (Swift refuses it): unwrap it, as in caption.text ?? """#)
        #expect(message("row.accessibilityLabel = String(describing: slider.value)", on: screen)
            == #"1:26: error: this String( ) is not modelled in fix statements: write the text with interpolation, as in "\(Int(stepper.value))", or String(Int(stepper.value))"#)
    }

    /// An `Int` where text goes does not compile: the message offers it wrapped in `String( )`.
    @Test func anIntWhereTextGoesSuggestsStringOfIt() {
        #expect(message("row.accessibilityValue = Int(slider.value)", on: screen)
            == "1:26: error: 'accessibilityValue' expects a string or nil, not an Int — did you mean 'String(Int(slider.value))'?")
        #expect(message("row.accessibilityValue = Int(slider.value) + 1", on: screen)
            == "1:26: error: 'accessibilityValue' expects a string or nil, not an Int")
    }

    /// Real UIKit pasted with a fix for how a view looks or types is taken as written, on a class
    /// that has it (a learner's block was refused whole for its `textColor` line); the layer's
    /// properties, which Swift reaches through `layer.`, say what to do instead.
    @Test func stringInitializersAndLookOnlyPropertiesSayWhatToWrite() throws {
        #expect(messages("caption.textColor = .secondaryLabel\ncaption.font = UIFont.preferredFont(forTextStyle: .body)", on: screen)
            == [])
        #expect(try FixScript.parse("caption.textColor = .secondaryLabel", file: nil).first?.change
            == .appearance("textColor = .secondaryLabel"))
        #expect(message("caption.textContentType = .emailAddress", on: screen)
            == "1:9: error: a UILabel has no 'textContentType': UIKit declares it on UITextField, UITextView and UISearchTextField")
        // A bracket left open does not take the lines after it into the value.
        #expect(message("caption.textColor = UIColor(named: \"Ink\"\ncaption.accessibilityLabel = \"b\"", on: screen)
            .hasPrefix("2:33: error: expected ')' or ']' to close the value"))
        #expect(message("caption.cornerRadius = 8", on: screen)
            == "1:9: error: 'cornerRadius' changes only how the view looks, which VoiceOver does not read: set it in your app; "
            + "the tutor has nothing to apply")
        // Real UIKit the tutor does not model is said to be real, with what to write instead.
        #expect(message("caption.accessibilityIdentifier = \"caption\"", on: screen)
            == "1:9: error: 'accessibilityIdentifier' is UIKit's, but the tutor does not model it, so it has nothing to apply: "
            + "it names the view for UI tests, and VoiceOver never reads it: what VoiceOver says is the accessibilityLabel")
        // A language is a BCP 47 tag, which a locale identifier's '_' is not.
        #expect(message("caption.accessibilityLanguage = \"fr_FR\"", on: screen).hasPrefix(
            "1:33: error: 'fr_FR' is no BCP 47 language tag, which accessibilityLanguage takes"))
        #expect(messages("caption.accessibilityLanguage = \"fr-FR\"", on: screen).isEmpty)
        // Objective-C spells the flags without 'is'; so does Android.
        #expect(message("caption.enabled = false", on: screen)
            .hasPrefix("1:9: error: 'enabled' is Objective-C's and Android's spelling: Swift writes 'isEnabled'"))
    }

    /// In an adjustment body `stepper.value` is a `Double` too; a state variable has the type
    /// its first value gives it (`stars: 3` is an `Int`).
    @Test func bodiesWriteValuesAsSwiftDoes() throws {
        var withStepper = screen
        var rating = Element(id: "rating", type: .UIView)
        rating.className = "RatingView"
        withStepper.elements.append(rating)
        let stepper = withStepper.elements.first { $0.id == "stepper" }
        withStepper.elements.removeAll { $0.id == "stepper" }
        withStepper.modify("row") { $0.className = "SettingRow"; $0.children = stepper.map { [$0] } ?? [] }
        withStepper.state = ["stars": StateVariable(value: .number(3), kind: .int)]
        let fixed = try applying(#"""
            extension SettingRow {
                override func accessibilityIncrement() { accessibilityValue = "\(stepper.value), \(Int(stepper.value))" }
            }
            extension RatingView {
                override func accessibilityIncrement() { stars += 1; accessibilityValue = "\(stars)" }
            }
            """#, to: withStepper)
        #expect(fixed["row"].adjustment?.increment == [
            .set(target: "self", property: "accessibilityValue",
                 to: .interpolation([.property(target: "stepper", property: "value"), .string(", "),
                                     .wholeNumber(.property(target: "stepper", property: "value"))])),
        ])
        #expect(fixed["rating"].adjustment?.increment?.last
            == .set(target: "self", property: "accessibilityValue", to: .interpolation([.variable("stars")])))
    }
}
