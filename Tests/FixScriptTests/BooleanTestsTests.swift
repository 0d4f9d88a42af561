import Testing
import AXModel
@testable import FixScript

/// A Bool property given a test Swift computes (`!(field.text ?? "").isEmpty`, `field.hasText`,
/// `field.text != nil`, `.disabled(name.isEmpty)`): a learner's `isEnabled` written as in an app
/// was refused before.
@Suite struct BooleanTestsTests {
    /// A checkout form: an empty card field, a button, a slider.
    static var checkout: Screen {
        var field = Element(id: "cardField", type: .UITextField)
        field.placeholder = "Card number"
        var filled = Element(id: "nameField", type: .UITextField)
        filled.text = "Ada"
        var pay = Element(id: "payButton", type: .UIButton)
        pay.title = "Pay now"
        var tip = Element(id: "tip", type: .UISlider)
        tip.value = 0.25
        return Screen(elements: [field, filled, pay, tip, Element(id: "total", type: .UILabel)])
    }

    func enabled(_ source: String, on screen: Screen = checkout) throws -> Bool {
        try applying(source, to: screen)["payButton"].isEnabled
    }

    /// Apple's `UITextField.text` is nil until text is set, `UIKeyInput.hasText` says whether there
    /// is any, and `String.isEmpty` tests a text that is no optional.
    @Test func aTextFieldsTextIsTestedAsSwiftTestsIt() throws {
        #expect(try enabled(#"payButton.isEnabled = !(cardField.text ?? "").isEmpty"#) == false)
        #expect(try enabled(#"payButton.isEnabled = !(nameField.text ?? "").isEmpty"#) == true)
        #expect(try enabled(#"payButton.isEnabled = (cardField.text ?? "").isEmpty"#) == true)
        #expect(try enabled("payButton.isEnabled = cardField.hasText") == false)
        #expect(try enabled("payButton.isEnabled = nameField.hasText") == true)
        #expect(try enabled("payButton.isEnabled = !cardField.hasText") == true)
        #expect(try enabled("payButton.isEnabled = cardField.text != nil") == false)
        #expect(try enabled("payButton.isEnabled = !(cardField.text == nil)") == false)
        #expect(try enabled(#"payButton.isEnabled = nameField.text == "Ada""#) == true)
        #expect(try enabled("payButton.isEnabled = tip.value > 0") == true)
        #expect(try enabled("payButton.isEnabled = tip.value >= 0.5") == false)
        // `?.isEmpty` compared (a `Bool?` against a Bool), and `count`, a text's characters.
        #expect(try enabled("payButton.isEnabled = nameField.text?.isEmpty == false") == true)
        #expect(try enabled("payButton.isEnabled = cardField.text?.isEmpty == false") == false)
        #expect(try enabled(#"payButton.isEnabled = (nameField.text ?? "").count >= 3"#) == true)
        #expect(try enabled(#"payButton.isEnabled = (nameField.text?.count ?? 0) > 3"#) == false)
    }

    /// `&&` and `||` join tests, `||` binding looser, as in Swift.
    @Test func testsJoinAsSwiftJoinsThem() throws {
        #expect(try enabled("payButton.isEnabled = cardField.hasText && nameField.hasText") == false)
        #expect(try enabled("payButton.isEnabled = cardField.hasText || nameField.hasText") == true)
        #expect(try enabled("payButton.isEnabled = !(cardField.hasText || nameField.hasText)") == false)
        // `a || b && c` is `a || (b && c)`.
        #expect(try enabled("payButton.isEnabled = nameField.hasText || cardField.hasText && false") == true)
        #expect(try enabled("payButton.isEnabled = (nameField.hasText || cardField.hasText) && false") == false)
        #expect(message("payButton.isEnabled = cardField.hasText && 3", on: Self.checkout)
            == "1:41: error: '&&' expects true or false, not a number")
        var screen = Screen(elements: [Element(id: "send", type: .SwiftUIButton)])
        screen.state["address"] = StateVariable(value: .string(""), kind: .string)
        screen.state["accepted"] = StateVariable(value: .bool(true), kind: .bool)
        let fixed = try applying("send.disabled(address.isEmpty || !accepted)", to: screen)
        #expect(fixed["send"].isEnabled == false)
        #expect(fixed["send"].bindings["isEnabled"] != nil)
    }

    @Test func whatSwiftRefusesIsRefusedWithTheWayToWriteIt() {
        #expect(message("payButton.isEnabled = cardField.text.isEmpty", on: Self.checkout)
            == "1:38: error: value of optional type 'String?' must be unwrapped to refer to member 'isEmpty': write "
            + #"(cardField.text ?? "").isEmpty, which counts a missing text as empty"#)
        #expect(message("payButton.isEnabled = cardField.text?.isEmpty", on: Self.checkout).hasSuffix(
            "1:39: error: 'cardField.text?.isEmpty' is a Bool?, which is nil when the text is: give the text a value first, as in "
            + #"(cardField.text ?? "").isEmpty, or compare it, as in cardField.text?.isEmpty == false"#))
        #expect(message("payButton.isEnabled = cardField.text.count > 3", on: Self.checkout).hasPrefix(
            "1:38: error: value of optional type 'String?' must be unwrapped to refer to member 'count'"))
        #expect(message("cardField.hasText = true", on: Self.checkout)
            == "1:11: error: cannot assign to 'hasText', which is get-only: it says whether the field holds text, so set its text")
        #expect(message("payButton.isEnabled = total.hasText", on: Self.checkout).hasPrefix(
            "1:29: error: a UILabel has no 'hasText': UIKit declares it on UITextField, UITextView and UISearchTextField"))
        #expect(message(#"payButton.isEnabled = (cardField.text ?? "")"#, on: Self.checkout).hasPrefix(
            "1:23: error: 'isEnabled' takes true or false, and this value is not one"))
        #expect(message("payButton.isEnabled = 0 < tip.value < 1", on: Self.checkout).hasPrefix(
            "1:37: error: Swift's comparisons do not chain ('<' then '<')"))
        #expect(message(#"payButton.isEnabled = tip.value > "0""#, on: Self.checkout).hasPrefix(
            "1:33: error: '>' compares two values of one type, and these are a number and a String"))
    }

    /// SwiftUI's `.disabled(name.isEmpty)` reads the app's String again whenever it changes.
    @Test func aSwiftUIStateStringIsTestedAndBound() throws {
        var screen = Screen(elements: [Element(id: "send", type: .SwiftUIButton)])
        screen.state["address"] = StateVariable(value: .string(""), kind: .string)
        screen.state["count"] = StateVariable(value: .number(0), kind: .int)
        let fixed = try applying("send.disabled(address.isEmpty)", to: screen)
        #expect(fixed["send"].isEnabled == false)
        #expect(fixed["send"].bindings["isEnabled"] == Parser.negation(of: .isEmpty(.variable("address"))))
        #expect(try applying("send.disabled(count == 0)", to: screen)["send"].isEnabled == false)
        #expect(try applying("send.disabled(count > 0)", to: screen)["send"].isEnabled == true)
        #expect(message("send.disabled(count.isEmpty)", on: screen).hasPrefix("1:21: error: "))
        #expect(try applying("send.disabled(!(address.isEmpty || count > 0))", to: screen)["send"].isEnabled == true)
        #expect(try applying("send.disabled(1 == 1)", to: screen)["send"].isEnabled == false)
        // A SwiftUI Text has no text to read: said before any advice on optionals (a learner was told both).
        var noted = screen
        noted.elements.append(Element(id: "note", type: .Text))
        #expect(message("send.disabled(note.text.isEmpty)", on: noted).hasPrefix("1:15: error: 'note' is a SwiftUI Text"))
    }

    /// `isPlaying ? "Playing" : "Paused"`: a Bool the app keeps chooses a value, as a view's Bool
    /// does (a learner was told to read an element's property).
    @Test func aBoolTheAppKeepsChoosesAValue() throws {
        var screen = Self.checkout
        screen.state["isPlaying"] = StateVariable(value: .bool(true), kind: .bool)
        screen.state["count"] = StateVariable(value: .number(2), kind: .int)
        #expect(try applying(#"payButton.accessibilityValue = isPlaying ? "Playing" : "Paused""#, to: screen)["payButton"]
            .accessibilityValue == "Playing")
        #expect(message(#"payButton.accessibilityValue = isPlayin ? "Playing" : "Paused""#, on: screen)
            == "1:32: error: 'isPlayin' is not a state variable of the screen (it declares count, isPlaying) — did you mean 'isPlaying'?")
        #expect(message(#"payButton.accessibilityValue = count ? "Playing" : "Paused""#, on: screen).hasPrefix("1:32: error: the condition of '? :' must be a Bool"))
        #expect(message(#"payButton.accessibilityValue = isPlaying ? "Playing" "Paused""#, on: screen)
            .hasPrefix(#"1:54: error: expected ':' and the value when isPlaying is false"#))
    }

    /// Inside an action, the same Swift: `!(self.cardField.text ?? "").isEmpty`.
    @Test func anActionTestsTheTextAsTheStatementDoes() throws {
        let fixed = try applying("""
            payButton.addAction(UIAction { [weak self] _ in
                guard let self else { return }
                self.payButton.isEnabled = !(self.cardField.text ?? "").isEmpty
            }, for: .touchUpInside)
            """, to: Self.checkout)
        let test = Parser.negation(of: .isEmpty(.coalesced(.property(target: "cardField", property: "text"), .string(""))))
        #expect(fixed["payButton"].handlers
            == [EventHandler(event: "touchUpInside", effects: [.set(target: "payButton", property: "isEnabled", to: test)])])
        #expect(message("""
            payButton.addAction(UIAction { _ in
                self.payButton.isEnabled = self.cardField.text.isEmpty
            }, for: .touchUpInside)
            """, on: Self.checkout).hasPrefix("2:52: error: value of optional type 'String?' must be unwrapped"))
    }
}
