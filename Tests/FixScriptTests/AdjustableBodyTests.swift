import Testing
import AXModel
@testable import FixScript

@Suite struct AdjustableBodyTests {
    /// A bare name such as `rating` is the learner's own variable, marked `self`: it has no
    /// UIKit type, so it interpolates as a whole number.
    private let ownVariable = Expression.property(target: "self", property: "value")
    private let value = Expression.property(target: "rating", property: "value")

    @Test func extensionWithBothDirections() throws {
        let screen = try applying(#"""
            extension rating {
                override func accessibilityIncrement() {
                    guard rating < maxRating else { return }
                    rating = rating + 1
                    accessibilityValue = "\(rating)"
                    sendActions(for: .valueChanged)
                }

                override func accessibilityDecrement() {
                    guard rating > 1 else { return }
                    rating = rating - 1
                    accessibilityValue = "\(rating) of 5"
                    sendActions(for: .valueChanged)
                }
            }
            """#)
        let rating = screen["rating"]
        #expect(rating.adjustment?.increment == [
            .stopUnless(Condition(left: ownVariable, comparison: .less,
                                  right: .property(target: "self", property: "maximumValue"))),
            .add(target: "self", property: "value", amount: 1),
            .set(target: "rating", property: "accessibilityValue", to: .interpolation([ownVariable])),
        ])
        #expect(rating.adjustment?.decrement == [
            .stopUnless(Condition(left: ownVariable, comparison: .greater, right: .number(1))),
            .add(target: "self", property: "value", amount: -1),
            .set(target: "rating", property: "accessibilityValue", to: .interpolation([ownVariable, .string(" of 5")])),
        ])
        #expect(rating.accessibilityTraits == nil, "UIKit needs the .adjustable trait set separately")
    }

    @Test func oneLineFormsAndSpellings() throws {
        let screen = try applying("""
            extension rating { override func accessibilityIncrement() { self.value += 1; value = 4; isSelected = true } }
            extension rating { override func accessibilityDecrement() { stepper.value -= 1; accessibilityHint = button.accessibilityLabel } }
            """)
        #expect(screen["rating"].adjustment == Adjustment(
            increment: [.add(target: "rating", property: "value", amount: 1),
                        .set(target: "rating", property: "value", to: .number(4)),
                        .set(target: "rating", property: "isSelected", to: .bool(true))],
            decrement: [.add(target: "stepper", property: "value", amount: -1),
                        .set(target: "rating", property: "accessibilityHint",
                             to: .property(target: "button", property: "accessibilityLabel"))]))
    }

    @Test func elementsInsideBodies() throws {
        var title = Element(id: "title", type: .UILabel)
        title.text = "Rating"
        var screen = Fixtures.controls
        screen.elements.append(title)
        screen = try applying(#"extension rating { override func accessibilityIncrement() { self.stepper.value += 1; title.text = "\(value)" } }"#,
                              to: screen)
        #expect(screen["rating"].adjustment?.increment == [
            .add(target: "stepper", property: "value", amount: 1),
            .set(target: "title", property: "text", to: .interpolation([value])),
        ])
    }

    @Test func aLaterExtensionKeepsTheOtherDirection() throws {
        let screen = try applying("""
            extension rating { override func accessibilityIncrement() { value += 1 } }
            extension rating { override func accessibilityIncrement() { value += 2 } }
            """)
        #expect(screen["rating"].adjustment?.increment == [.add(target: "rating", property: "value", amount: 2)])
        #expect(screen["rating"].adjustment?.decrement == [])
    }

    @Test func guardsWithSeveralConditions() throws {
        let screen = try applying(#"extension rating { override func accessibilityIncrement() { guard value < 5, value >= 1 && accessibilityValue != "x" else { return }; return } }"#)
        #expect(screen["rating"].adjustment?.increment == [
            .stopUnless(Condition(left: value, comparison: .less, right: .number(5))),
            .stopUnless(Condition(left: value, comparison: .greaterOrEqual, right: .number(1))),
            .stopUnless(Condition(left: .property(target: "rating", property: "accessibilityValue"), comparison: .notEqual,
                                  right: .string("x"))),
        ])
    }

    @Test func errors() {
        #expect(message("override func accessibilityIncrement() { value += 1 }")
            == "1:1: error: a function needs the element it belongs to: write it inside 'extension ELEMENT { … }'")
        #expect(message("extension rating { override func accessibilityIncrements() { } }")
            == "1:34: error: 'accessibilityIncrements' can't be written here: only accessibilityIncrement() and accessibilityDecrement() — did you mean 'accessibilityIncrement'?")
        #expect(message("extension rating { }") == "1:1: error: 'extension rating' needs accessibilityIncrement() or accessibilityDecrement() inside")
        #expect(message("extension rating { override func accessibilityIncrement() { vaule += 1 } }")
            == "1:61: error: unknown property 'vaule' — did you mean 'value'?")
        #expect(message("extension rating { override func accessibilityIncrement() { if value < 5 { value += 1 } } }")
            == "1:61: error: 'if' is not supported here: write 'guard CONDITION else { return }' to stop at a limit")
        #expect(message("extension rating { override func accessibilityIncrement() { value = value * 2 } }")
            == "1:75: error: only 'x = x + N' and 'x = x - N' are supported here: write 'x += N'")
        #expect(message(#"extension rating { override func accessibilityIncrement() { value = "high" } }"#)
            == "1:69: error: 'value' expects a number or nil, not a string")
        #expect(message("extension rating { override func accessibilityIncrement() { accessibilityTraits = .button } }")
            == "1:61: error: 'accessibilityTraits' can't be changed inside an adjustment: only text, number and true/false properties can")
        #expect(message("extension rating { override func accessibilityIncrement() { return; value += 1 } }")
            == "1:61: error: 'return' must end the body: the code after it would never run")
        #expect(message("extension rating { override func accessibilityIncrement() { let x = 1 } }")
            == "1:61: error: local variables are not supported here: change the element's properties directly, such as 'value += 1'")
        #expect(message("extension rating { var x = 1 }")
            == "1:20: error: expected 'override func accessibilityIncrement() { … }' or accessibilityDecrement inside 'extension rating', found 'var'")
        #expect(message("extension rating {\n  override func accessibilityIncrement() {\n    value += 1\n")
            == "2:42: error: this '{' is never closed: add a matching '}'")
        #expect(message("extension ratin { override func accessibilityIncrement() { value += 1 } }")
            .hasPrefix("1:11: error: no element 'ratin' on this screen (its elements: "))
        #expect(message("extension rating {\n override func accessibilityIncrement() { sliderr.value += 1 } }")
            .hasPrefix("2:43: error: no element 'sliderr' on this screen"))
        #expect(message("extension rating { override func accessibilityIncrement() { guard value < 5 else { value = 5 } } }")
            == "1:84: error: expected 'return' inside the guard's else, found 'value'")
    }

    /// Swift: "overriding declaration requires an 'override' keyword" — the tutor refuses it too.
    @Test func anAdjustmentWithoutOverrideIsRefused() {
        #expect(message("extension rating { func accessibilityIncrement() { value += 1 } }")
            == "1:25: error: 'accessibilityIncrement()' replaces the method every view inherits, and Swift requires "
            + "'override' for that: write 'override func accessibilityIncrement()'")
        #expect(messages("extension rating { public override func accessibilityDecrement() { value -= 1 } }").isEmpty)
    }

    @Test func severalBodyErrorsAreAllReported() {
        #expect(messages("""
            extension rating {
                override func accessibilityIncrement() {
                    vaule += 1
                    value = value * 2
                }
            }
            """) == [
            "3:9: error: unknown property 'vaule' — did you mean 'value'?",
            "4:23: error: only 'x = x + N' and 'x = x - N' are supported here: write 'x += N'",
        ])
    }
}
