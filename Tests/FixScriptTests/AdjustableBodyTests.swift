import Testing
import AXModel
import ScreenReader
@testable import FixScript

@Suite struct AdjustableBodyTests {
    private let ownValue = Expression.property(target: "self", property: "value")
    private let rating = Expression.variable("rating")

    /// `String(Int(x))` in a body is the value as text; `String(caption.text)` does not compile.
    @Test func stringOfAValueInABody() throws {
        let screen = try applying(#"""
            extension RatingView {
                override func accessibilityIncrement() {
                    rating += 1
                    accessibilityValue = String(Int(rating))
                }
            }
            """#, to: Fixtures.ratingView)
        #expect(screen["ratingView"].adjustment?.increment == [
            .addToVariable("rating", amount: 1),
            .set(target: "self", property: "accessibilityValue", to: .described(.wholeNumber(rating))),
        ])
        #expect(message("""
            extension RatingView {
                override func accessibilityIncrement() {
                    accessibilityValue = String(accessibilityLabel)
                }
            }
            """, on: Fixtures.ratingView)
            == "3:30: error: self.accessibilityLabel is optional, and String( ) takes no optional (Swift refuses it): unwrap it, as in self.accessibilityLabel ?? \"\"")
    }

    /// A number set where text goes, in a body: the message offers it wrapped in `String( )`.
    @Test func aNumberWhereTextGoesInABodySuggestsStringOfIt() {
        #expect(message("""
            extension RatingView {
                override func accessibilityIncrement() {
                    accessibilityValue = Int(rating)
                }
            }
            """, on: Fixtures.ratingView)
            == "3:30: error: 'accessibilityValue' expects a string or nil, not a number — did you mean 'String(Int(rating))'?")
    }

    /// Seed 001's body in a real class: `rating` and `maxRating` are the app's state.
    /// A misspelt `override` in an extension is told the keyword (a learner's list named only
    /// the adjustable methods).
    @Test func aMisspeltOverrideIsToldTheKeyword() {
        #expect(message("extension RatingView { overide func accessibilityIncrement() { value += 1 } }", on: Fixtures.ratingView)
            .hasSuffix("found 'overide' — did you mean 'override'?"))
    }

    /// Passing a swipe on to a control's own step (`stepper.accessibilityIncrement()`) is real
    /// Swift the model does not run: the learner is told so, with the change it makes.
    @Test func aForwardedStepIsToldTheChangeItMakes() {
        #expect(message("extension CounterView { override func accessibilityIncrement() { stepper.accessibilityIncrement() } }",
                        on: Fixtures.counter)
            .contains("Swift compiles stepper.accessibilityIncrement(), which moves the control by its own step, but the tutor"))
    }

    @Test func extensionWithBothDirections() throws {
        let screen = try applying(#"""
            extension RatingView {
                override func accessibilityIncrement() {
                    guard rating < maxRating else { return }
                    rating = rating + 1
                    accessibilityValue = "\(rating)"
                    sendActions(for: .valueChanged)
                }

                override func accessibilityDecrement() {
                    guard rating > 1 else { return }
                    rating -= 1
                    accessibilityValue = "\(rating) of 5"
                }
            }
            """#, to: Fixtures.ratingView)
        let view = screen["ratingView"]
        #expect(view.adjustment?.increment == [
            .stopUnless(Condition(left: rating, comparison: .less, right: .variable("maxRating"))),
            .addToVariable("rating", amount: 1),
            .set(target: "self", property: "accessibilityValue", to: .interpolation([rating])),
            .sendActions(target: "self", event: "valueChanged"),
        ])
        #expect(view.adjustment?.decrement == [
            .stopUnless(Condition(left: rating, comparison: .greater, right: .number(1))),
            .addToVariable("rating", amount: -1),
            .set(target: "self", property: "accessibilityValue", to: .interpolation([rating, .string(" of 5")])),
        ])
        #expect(view.accessibilityTraits == nil, "UIKit needs the .adjustable trait set separately")
    }

    @Test func oneLineFormsAndSpellings() throws {
        let screen = try applying("""
            extension RatingView { override func accessibilityIncrement() { self.value += 1; value = 4; isSelected = true } }
            extension RatingView { override func accessibilityDecrement() { stepper.value -= 1; accessibilityHint = button.accessibilityLabel } }
            """, to: Fixtures.controlsInsideRating)
        #expect(screen["rating"].adjustment == Adjustment(
            increment: [.add(target: "self", property: "value", amount: 1),
                        .set(target: "self", property: "value", to: .number(4)),
                        .set(target: "self", property: "isSelected", to: .bool(true))],
            decrement: [.add(target: "stepper", property: "value", amount: -1),
                        .set(target: "self", property: "accessibilityHint",
                             to: .property(target: "button", property: "accessibilityLabel"))]))
    }

    /// A view's class reaches the views it holds; another view of the screen is the view
    /// controller's, not in scope there (an iOS learner's `speedSlider.value` inside `extension
    /// SpeedSlider` passed).
    @Test func aViewsClassReachesOnlyTheViewsItHolds() {
        #expect(message("extension RatingView { override func accessibilityIncrement() { stepper.value += 1 } }")
            .hasPrefix("1:65: error: 'stepper' is not in scope inside RatingView's own code: a view's class reaches the views it holds"))
    }

    @Test func elementsInsideBodies() throws {
        var title = Element(id: "title", type: .UILabel)
        title.text = "Rating"
        var screen = Fixtures.controlsInsideRating
        screen.modify("rating") { $0.children.append(title) }
        screen = try applying(#"extension RatingView { override func accessibilityIncrement() { self.stepper.value += 1; title.text = "\(value)" } }"#,
                              to: screen)
        #expect(screen["rating"].adjustment?.increment == [
            .add(target: "stepper", property: "value", amount: 1),
            .set(target: "title", property: "text", to: .interpolation([ownValue])),
        ])
    }

    @Test func aLaterExtensionKeepsTheOtherDirection() throws {
        let screen = try applying("""
            extension RatingView { override func accessibilityIncrement() { value += 1 } }
            extension RatingView { override func accessibilityIncrement() { value += 2 } }
            """)
        #expect(screen["rating"].adjustment?.increment == [.add(target: "self", property: "value", amount: 2)])
        #expect(screen["rating"].adjustment?.decrement == nil)
    }

    /// `sendActions(for:)` is a control's: a `UIView` subclass calls it on its control.
    @Test func sendActionsBelongsToControls() throws {
        #expect(message("extension UIView { override func accessibilityIncrement() { sendActions(for: .valueChanged) } }")
            .hasPrefix("1:61: error: a UIImageView has no 'sendActions': UIKit declares it on UIControl, UIButton, "))
        var boxed = Fixtures.controls
        let stepper = boxed.elements.first { $0.id == "stepper" }
        boxed.elements.removeAll { $0.id == "stepper" }
        boxed.modify("box") { $0.className = "StepperBox"; $0.children = stepper.map { [$0] } ?? [] }
        let screen = try applying(#"extension StepperBox { override func accessibilityIncrement() { stepper.value += 1; stepper.sendActions(for: .valueChanged) } }"#,
                                  to: boxed)
        #expect(screen["box"].adjustment?.increment == [.add(target: "stepper", property: "value", amount: 1),
                                                        .sendActions(target: "stepper", event: "valueChanged")])
        #expect(message("extension UIStepper { override func accessibilityIncrement() { sendActions(.valueChanged) } }")
            == "1:76: error: expected 'for: .valueChanged' inside sendActions( ), found '.'")
    }

    /// A direction not overridden keeps UIKit's own: the slider still steps down by 10%.
    @Test func aDirectionNotOverriddenKeepsTheControlsOwn() throws {
        let screen = try ScreenLoader.parse("""
            elements:
              - {id: rating, type: UISlider, class: RatingSlider, value: 3, minimumValue: 1, maximumValue: 5}
            """, file: nil)
        let fixed = try applying("extension RatingSlider { override func accessibilityIncrement() { value += 1 } }", to: screen)
        #expect(VoiceOver().play(try Gesture.parseList("swipe right; swipe up; swipe down"), on: fixed).text
            == "> swipe right\n50%, adjustable\nhint: Swipe up or down with one finger to adjust the value.\n"
            + "> swipe up\n75%\n> swipe down\n65%")
    }

    @Test func guardsWithSeveralConditions() throws {
        let screen = try applying(#"extension RatingView { override func accessibilityIncrement() { guard value < 5, value >= 1 && accessibilityValue != "x" else { return }; return } }"#)
        #expect(screen["rating"].adjustment?.increment == [
            .stopUnless(Condition(left: ownValue, comparison: .less, right: .number(5)),
                        Condition(left: ownValue, comparison: .greaterOrEqual, right: .number(1)),
                        Condition(left: .property(target: "self", property: "accessibilityValue"), comparison: .notEqual,
                                  right: .string("x"))),
            .stop,
        ])
    }

    /// Swift's `if`/`else if`/`else`, with a `return` inside a branch.
    @Test func ifElseChains() throws {
        let screen = try applying(#"""
            extension RatingView {
                override func accessibilityIncrement() {
                    if rating == maxRating {
                        return
                    } else if rating == 4 {
                        word = "stars, the most"
                    } else {
                        word = "stars"
                    }
                    rating += 1
                }
            }
            """#, to: Fixtures.ratingView)
        #expect(screen["ratingView"].adjustment?.increment == [
            .branch(when: [Condition(left: rating, comparison: .equal, right: .variable("maxRating"))], then: [.stop],
                    otherwise: [.branch(when: [Condition(left: rating, comparison: .equal, right: .number(4))],
                                        then: [.setVariable("word", to: .string("stars, the most"))],
                                        otherwise: [.setVariable("word", to: .string("stars"))])]),
            .addToVariable("rating", amount: 1),
        ])
    }

    /// A `switch` over a number is a chain of branches tried in order; ranges and lists work.
    @Test func switchOverANumber() throws {
        let screen = try applying(#"""
            extension RatingView {
                override func accessibilityIncrement() {
                    switch rating {
                    case 1: word = "poor"
                    case 2, 3: word = "fair"
                    case 4...5: word = "good"
                    default: break
                    }
                }
            }
            """#, to: Fixtures.ratingView)
        let equal = { (n: Double) in [Condition(left: rating, comparison: .equal, right: .number(n))] }
        // The branches a switch is, kept with the value it chooses by, so it is shown as a switch.
        #expect(screen["ratingView"].adjustment?.increment == [.switched(over: rating, [
            .branch(when: equal(1), then: [.setVariable("word", to: .string("poor"))], otherwise: [
                .branch(when: equal(2), then: [.setVariable("word", to: .string("fair"))], otherwise: [
                    .branch(when: equal(3), then: [.setVariable("word", to: .string("fair"))], otherwise: [
                        .branch(when: [Condition(left: rating, comparison: .greaterOrEqual, right: .number(4)),
                                       Condition(left: rating, comparison: .lessOrEqual, right: .number(5))],
                                then: [.setVariable("word", to: .string("good"))], otherwise: []),
                    ]),
                ]),
            ]),
        ])])
    }

    /// `case let n where n > 3:` binds the value and tests it, `case _ where …:` tests without a
    /// name, and a range may be open on one side (`4...`, `...1`, `..<2`); a learner's were refused.
    @Test func switchCasesBindTestAndTakeOneSidedRanges() throws {
        func word(at start: Double, _ cases: String) throws -> String? {
            var screen = Fixtures.ratingView
            screen.state["rating"] = StateVariable(value: .number(start), kind: .int)
            let fixed = try applying("ratingView.accessibilityTraits.insert(.adjustable)\n"
                                     + "extension RatingView { override func accessibilityIncrement() { switch rating {\n" + cases
                                     + "\ndefault: break\n} } }", to: screen)
            let heard = VoiceOver().play(try Gesture.parseList("swipe right; swipe up"), on: fixed).text
            return heard.components(separatedBy: "\n").last { !$0.isEmpty }
        }
        let bound = #"case let n where n > 3: accessibilityValue = "high \(n)""# + "\n" + #"case ..<2: accessibilityValue = "low""#
            + "\n" + #"case _ where rating == 2: accessibilityValue = "two""#
        #expect(try word(at: 5, bound) == "high 5")
        #expect(try word(at: 1, bound) == "low")
        #expect(try word(at: 2, bound) == "two")
        #expect(try word(at: 4, #"case 4...: accessibilityValue = "many""#) == "many")
        #expect(try word(at: 1, #"case ...1: accessibilityValue = "one""#) == "one")
    }

    /// A local is the type Swift gives it: a whole literal an Int, one with a point a Double, and a
    /// declared `Double` or `Float` that type (kept as `Float(1)` for the code shown), so adding it
    /// to a slider's Float is refused unless it is a Float (a learner's `let step: Double` passed).
    @Test func aLocalsNumberTypeIsSwifts() throws {
        var slider = Element(id: "servings", type: .UISlider)
        slider.className = "ServingsSlider"
        let screen = Screen(elements: [slider])
        func body(_ declaration: String) -> String {
            "extension ServingsSlider { override func accessibilityIncrement() { \(declaration); value += step } }"
        }
        for declaration in ["let step: Double = 1", "let step = 1.0", "let step = 1"] {
            #expect(message(body(declaration), on: screen).contains("cannot convert value of type"), "\(declaration)")
        }
        let float = try applying(body("let step: Float = 1"), to: screen)
        #expect(float["servings"].adjustment?.increment?.first == Effect.declare("step", .converted(to: "Float", .number(1))))
    }

    /// `let`/`var` locals, the ternary operator and `String(format:)`.
    @Test func localsTernariesAndFormats() throws {
        let screen = try applying(#"""
            extension RatingView {
                override func accessibilityIncrement() {
                    var unit: String = rating == 1 ? "star" : "stars"
                    if isFavorite { unit = "favourite" }
                    accessibilityValue = "\(rating) \(unit)"
                    accessibilityHint = String(format: "%d of %d", rating, maxRating)
                }
            }
            """#, to: Fixtures.ratingView)
        let unit = Expression.variable("unit")
        #expect(screen["ratingView"].adjustment?.increment == [
            .declare("unit", .conditional(when: [Condition(left: rating, comparison: .equal, right: .number(1))],
                                          .string("star"), .string("stars"))),
            .branch(when: [Condition(left: .variable("isFavorite"), comparison: .equal, right: .bool(true))],
                    then: [.setVariable("unit", to: .string("favourite"))], otherwise: []),
            .set(target: "self", property: "accessibilityValue", to: .interpolation([rating, .string(" "), unit])),
            .set(target: "self", property: "accessibilityHint", to: .formatted("%d of %d", [rating, .variable("maxRating")])),
        ])
    }

    @Test func errors() {
        #expect(message("override func accessibilityIncrement() { value += 1 }")
            == "1:1: error: a method belongs to a class: write it inside 'extension CLASS { … }', with the class of the view "
                + "('show' lists it, as in 'rating (RatingSlider: UISlider)')")
        #expect(message("extension RatingView { override func accessibilityIncrements() { } }")
            == "1:38: error: 'accessibilityIncrements' can't be written here: an extension here overrides accessibilityIncrement(), "
                + "accessibilityDecrement(), accessibilityActivate(), accessibilityPerformMagicTap() and accessibilityPerformEscape(), "
                + "or computes an accessibility property (override var accessibilityValue: String? { get { … } set { } }) "
                + "— did you mean 'accessibilityIncrement'?")
        #expect(message("extension RatingView { }") == "1:1: error: 'extension RatingView' needs accessibilityIncrement(), "
                + "accessibilityDecrement(), accessibilityActivate(), accessibilityPerformMagicTap(), accessibilityPerformEscape() "
                + "or an accessibility property it computes inside")
        #expect(message("extension RatingView { override func accessibilityIncrement() { vaule += 1 } }")
            == "1:65: error: unknown property 'vaule' — did you mean 'value'?")
        // `*` between numbers is Swift's (a learner's `Int(value * 100)` was refused); on a text it is not.
        #expect(messages("extension RatingView { override func accessibilityIncrement() { value = value * 2 } }") == [])
        #expect(message(#"extension RatingView { override func accessibilityIncrement() { value = value * "2" } }"#)
            .hasPrefix("1:81: error: '*' expects a number"))
        #expect(message(#"extension RatingView { override func accessibilityIncrement() { value = "high" } }"#)
            == "1:73: error: 'value' expects a number, not a string")
        #expect(message("extension RatingView { override func accessibilityIncrement() { accessibilityTraits = .button } }")
            == "1:65: error: 'accessibilityTraits' can't be changed inside an adjustment: only text, number and true/false properties can")
        #expect(message("extension RatingView { override func accessibilityIncrement() { return; value += 1 } }")
            == "1:65: error: 'return' must end the body: the code after it would never run")
        // A semicolon may end the last statement, `return` too (a learner's `return true;` was refused).
        #expect(messages("extension RatingView { override func accessibilityIncrement() { value += 1; return; } }").isEmpty)
        #expect(message(#"extension RatingView { override var accessibilityValue: String? { get { value > 3 ? "high" : 3 } set { } } }"#)
            .hasSuffix("error: both sides of '? :' must have one type, and these are a string and a number: make both texts, "
                       + #"as in String(…) or "\(…)""#))
        #expect(message("extension RatingView { var x = 1 }")
            == "1:24: error: an extension can't hold a stored property ('x'): the app's variables are the screen's state, "
            + "read by name in the methods; an extension may compute accessibilityValue (override var … { get { … } set { } })")
        #expect(message("extension RatingView {\n  override func accessibilityIncrement() {\n    value += 1\n")
            == "2:42: error: this '{' is never closed: add a matching '}'")
        #expect(message("extension RatingView {\n override func accessibilityIncrement() { sliderr.value += 1 } }")
            .hasPrefix("2:43: error: no element 'sliderr' on this screen"))
        #expect(message("extension RatingView { override func accessibilityIncrement() { guard value < 5 else { value = 5 } } }")
            == "1:88: error: expected 'return' inside the guard's else, found 'value'")
    }

    /// Swift extends types, not variables: an element's id is refused with its class.
    @Test func anExtensionNamesTheViewsClass() {
        #expect(message("extension rating { override func accessibilityIncrement() { value += 1 } }")
            == "1:11: error: an extension names a type, and 'rating' is a view: it is a RatingView, so write "
            + "'extension RatingView { … }'")
        #expect(message("extension box { override func accessibilityIncrement() { value += 1 } }")
            .hasSuffix("(which changes every UIView of the app: the screen gives box no class of its own)"))
        // A row's `value` is its stepper's.
        var row = Element(id: "row", type: .UIView, children: [Element(id: "counter", type: .UIStepper)])
        row.className = "CounterRow"
        #expect(message("extension CounterRow { override func accessibilityIncrement() { value += 1 } }",
                        on: Screen(elements: [row]))
            == "1:65: error: a UIView has no 'value': UIKit declares it on UISlider and UIStepper — did you mean 'counter.value'?")
        #expect(message("extension RatinView { override func accessibilityIncrement() { value += 1 } }")
            .hasPrefix("1:11: error: no view on this screen is a 'RatinView': an extension names a view's class, here RatingView, "))
        #expect(message("extension RatinView { override func accessibilityIncrement() { value += 1 } }").hasSuffix("did you mean 'RatingView'?"))
    }

    /// `extension UIStepper` changes every stepper, as in an app.
    @Test func anExtensionOfAUIKitClassChangesEveryViewOfIt() throws {
        var screen = Fixtures.controls
        screen.elements.append(Element(id: "second", type: .UIStepper))
        screen = try applying("extension UIStepper { override func accessibilityIncrement() { value += 1 } }", to: screen)
        #expect(screen["stepper"].adjustment?.increment == [.add(target: "self", property: "value", amount: 1)])
        #expect(screen["second"].adjustment?.increment == [.add(target: "self", property: "value", amount: 1)])
        #expect(screen["rating"].adjustment == nil)
    }

    /// A name that is no property, local or state variable is an error that says which exist.
    @Test func unknownNamesAreErrors() {
        #expect(message("extension RatingView { override func accessibilityIncrement() { guard rating < maxRating else { return } } }")
            == "1:71: error: 'rating' is not a property of RatingView or a state variable of the screen "
            + "(the screen declares none: use a property of the view, such as value or accessibilityValue)")
        #expect(message("extension RatingView { override func accessibilityIncrement() { ratng += 1 } }", on: Fixtures.ratingView)
            == "1:65: error: 'ratng' is not a property of RatingView or a state variable of the screen "
            + "(it declares isFavorite, maxRating, rating, word) — did you mean 'rating'?")
    }

    @Test func stateVariablesKeepTheirTypes() {
        #expect(message("extension RatingView { override func accessibilityIncrement() { accessibilityValue = rating } }", on: Fixtures.ratingView)
            == #"1:86: error: 'rating' is an Int, and a string or nil is needed here: write it as text, "\(rating)""#)
        #expect(message("extension RatingView { override func accessibilityIncrement() { word += 1 } }", on: Fixtures.ratingView)
            == "1:65: error: 'word' is a String, and a number is needed here")
        #expect(message("extension RatingView { override func accessibilityIncrement() { let x = 1; x = 2 } }", on: Fixtures.ratingView)
            == "1:76: error: 'x' is a 'let' constant and can't change: declare it with 'var'")
    }

    /// Swift adds, compares with min/max and assigns numbers of one type: a slider's value is a
    /// Float, `Int(value)` an Int, and `Float( )` converts.
    @Test func numbersOfTwoSwiftTypesAreRefusedAsSwiftRefusesThem() throws {
        let start = "extension UISlider { override func accessibilityIncrement() { "
        #expect(message(start + "value = min(Int(value) + 1, maximumValue) } }")
            == "1:71: error: conflicting arguments to generic parameter 'T' ('Int' vs. 'Float'): min takes two numbers of one "
                + "type; convert one, as in Float(…)")
        #expect(message(start + "value = Int(value) + 1 } }")
            == "1:71: error: cannot assign value of type 'Int' to type 'Float': convert it, as in Float(…)")
        #expect(message(start + "let next = Int(value) + value } }")
            .hasPrefix("1:85: error: binary operator '+' cannot be applied to operands of type 'Int' and 'Float'"))
        let converted = try applying(start + "value = Float(Int(value) + 1) } }")
        #expect(converted["rating"].adjustment?.increment == [.set(target: "self", property: "value", to: .converted(
            to: "Float", .sum(.wholeNumber(.property(target: "self", property: "value")), .number(1), negated: false)))])
        #expect(messages(start + "value = min(value + 1, maximumValue) } }").isEmpty, "a literal takes the other side's type")
    }

    /// `+=` and `-=` take any number Swift adds, not only a literal: `value += stepValue` is
    /// `value = value + stepValue`, with the types Swift requires.
    @Test func compoundAssignmentTakesAnyNumberOfTheSameType() throws {
        let screen = try applying("extension UIStepper { override func accessibilityIncrement() { value += stepValue } }")
        #expect(screen["stepper"].adjustment?.increment == [.set(target: "self", property: "value", to: .sum(
            ownValue, .property(target: "self", property: "stepValue"), negated: false))])
        let variable = try applying("extension RatingView { override func accessibilityDecrement() { rating -= maxRating } }",
                                    to: Fixtures.ratingView)
        #expect(variable["ratingView"].adjustment?.decrement == [.setVariable("rating", to: .sum(
            rating, .variable("maxRating"), negated: true))])
        #expect(message("extension UIStepper { override func accessibilityIncrement() { value += rating.value } }")
                        == "1:73: error: cannot convert value of type 'Float' to expected argument type 'Double': convert it, as in Double(…)")
        #expect(message("extension UIStepper { override func accessibilityIncrement() { value += \"1\" } }")
            == "1:73: error: '+=' expects a number, not a string")
    }

    /// Swift's floating-point `rounded()`: after a Float or Double, never after an Int.
    @Test func roundedIsReadAfterAFloatingPointNumber() throws {
        let screen = try applying(#"extension UIStepper { override func accessibilityIncrement() { accessibilityValue = "\(Int(value.rounded()))" } }"#)
        #expect(screen["stepper"].adjustment?.increment == [.set(target: "self", property: "accessibilityValue",
                                                                  to: .interpolation([.wholeNumber(.rounded(ownValue))]))])
        #expect(message("extension UIStepper { override func accessibilityIncrement() { value = Double(Int(value).rounded()) } }")
            .hasPrefix("1:90: error: value of type 'Int' has no member 'rounded'"))
        #expect(message("extension RatingView { override func accessibilityIncrement() { rating = rating.rounded() } }",
                        on: Fixtures.ratingView).hasPrefix("1:81: error: value of type 'Int' has no member 'rounded'"),
                "an Int state variable, known with the screen")
        let foundation = try applying("extension UIStepper { override func accessibilityIncrement() { value = round(value) + 1 } }")
        #expect(foundation["stepper"].adjustment?.increment == [.set(target: "self", property: "value",
                                                                     to: .sum(.rounded(ownValue), .number(1), negated: false))])
        let own = try applying("extension UIStepper { override func accessibilityIncrement() { value = self.value.rounded() } }")
        #expect(own["stepper"].adjustment?.increment == [.set(target: "self", property: "value", to: .rounded(ownValue))])
    }

    /// `x.formatted()` (iOS 15): a number as text in Foundation's default style; a text has none.
    @Test func formattedIsReadAfterANumber() throws {
        let screen = try applying(#"extension UIStepper { override func accessibilityIncrement() { accessibilityValue = "\(value.formatted()) copies" } }"#)
        #expect(screen["stepper"].adjustment?.increment == [.set(target: "self", property: "accessibilityValue",
                                                                  to: .interpolation([.numberFormatted(ownValue, .number), .string(" copies")]))])
        #expect(message(#"extension UIStepper { override func accessibilityIncrement() { accessibilityValue = "\(accessibilityHint.formatted())" } }"#)
            .hasPrefix("1:88: error: 'formatted()' expects a number"))
        let statement = try applying(#"stepper.accessibilityValue = "\(stepper.value.formatted()) copies""#)
        #expect(statement["stepper"].accessibilityValue == "\(SwiftDescription.formatted(statement["stepper"].value ?? 0)) copies")
        #expect(message(#"stepper.accessibilityValue = "\(stepper.accessibilityLabel.formatted())""#)
            .hasPrefix("1:60: error: 'formatted()' expects a number"))
    }

    /// A literal with a fraction is a Float or a Double, never an Int: `rating += 0.5` on an Int
    /// does not compile, on a slider's Float it does.
    @Test func aFractionIsNoInt() throws {
        let start = "extension RatingView { override func accessibilityIncrement() { "
        #expect(message(start + "rating -= 0.5 } }", on: Fixtures.ratingView)
            == "1:75: error: cannot convert value of type 'Double' to expected argument type 'Int': convert it, as in Int(…)")
        #expect(message(start + "rating = rating + 1.5 } }", on: Fixtures.ratingView)
            .hasPrefix("1:81: error: binary operator '+' cannot be applied to operands of type 'Int' and 'Double'"))
        #expect(message(start + "rating = 2.5 } }", on: Fixtures.ratingView)
            == "1:74: error: cannot assign value of type 'Double' to type 'Int': convert it, as in Int(…)")
        #expect(messages("extension UISlider { override func accessibilityIncrement() { value += 0.5; value = value - 0.25 } }")
            .isEmpty, "a Float takes a literal with a fraction")
        // A whole number written with a point is a floating-point literal all the same.
        #expect(message(start + "rating = rating + 1.0 } }", on: Fixtures.ratingView)
            .hasPrefix("1:81: error: binary operator '+' cannot be applied to operands of type 'Int' and 'Double'"))
        #expect(message(start + "rating += 1.0 } }", on: Fixtures.ratingView)
            == "1:75: error: cannot convert value of type 'Double' to expected argument type 'Int': convert it, as in Int(…)")
        let slider = try applying("extension UISlider { override func accessibilityIncrement() { value += 1.0; value = value - 2.0 } }")
        #expect(slider["rating"].adjustment?.increment == [
            .add(target: "self", property: "value", amount: 1),
            .set(target: "self", property: "value", to: .sum(.property(target: "self", property: "value"), .pointLiteral(2), negated: true))])
    }

    @Test func choicesSwiftRefuses() {
        #expect(message("extension RatingView { override func accessibilityIncrement() { switch rating { case 1: word = \"a\" } } }", on: Fixtures.ratingView)
            == "1:65: error: a switch on a number or text must handle every value: end it with 'default:' (Swift refuses it otherwise)")
        // Over a Bool, `case true` and `case false` handle every value: no default is needed.
        let both = try? applying("extension RatingView { override func accessibilityIncrement() { switch isFavorite "
                                 + "{\n case true: word = \"yes\"\n case false: word = \"no\"\n } } }", to: Fixtures.ratingView)
        #expect(both?["ratingView"].adjustment?.increment == [.branch(
            when: [Condition(left: .variable("isFavorite"), comparison: .equal, right: .bool(true))],
            then: [.setVariable("word", to: .string("yes"))], otherwise: [.setVariable("word", to: .string("no"))])],
            "the last case is the else")
        #expect(message("extension RatingView { override func accessibilityIncrement() { switch isFavorite { case true: word = \"a\" } } }",
                        on: Fixtures.ratingView).hasPrefix("1:65: error: a switch"))
        #expect(message("extension RatingView { override func accessibilityIncrement() { switch rating { case 1:\n default: break } } }", on: Fixtures.ratingView)
            == "1:81: error: a case needs at least one statement: write 'break' to do nothing")
        // A comparison is a Bool, as in Swift; it is not text.
        #expect(messages("extension RatingView { override func accessibilityIncrement() { isSelected = rating > 3 } }",
                         on: Fixtures.ratingView).isEmpty)
        #expect(message("extension RatingView { override func accessibilityIncrement() { accessibilityValue = rating > 3 } }",
                        on: Fixtures.ratingView)
            == "1:86: error: 'accessibilityValue' expects a string or nil, not true or false")
    }

    /// `value + 1` is a number wherever a value goes; `x = x + 1` is still `x += 1`.
    @Test func sumsOfNumbers() throws {
        let screen = try applying(#"""
            extension RatingView {
                override func accessibilityIncrement() {
                    let next = rating + 1
                    rating = rating + 1
                    accessibilityValue = "\(next - 1) to \(rating)"
                }
            }
            """#, to: Fixtures.ratingView)
        #expect(screen["ratingView"].adjustment?.increment == [
            .declare("next", .sum(rating, .number(1), negated: false)),
            .addToVariable("rating", amount: 1),
            .set(target: "self", property: "accessibilityValue",
                 to: .interpolation([.sum(.variable("next"), .number(1), negated: true), .string(" to "), rating])),
        ])
        // An Int joined to text: Swift's `+` takes two Strings (or two numbers).
        #expect(message(#"extension RatingView { override func accessibilityIncrement() { let x = rating + "a" } }"#, on: Fixtures.ratingView)
            == #"1:73: error: 'rating' is an Int, and a string is needed here: write it as text, "\(rating)""#)
    }

    /// UISlider's `setValue(_:animated:)` sets the value, as `value = …` does; a stepper has none.
    @Test func setValueAnimatedSetsTheSlidersValue() throws {
        let screen = try applying("extension RatingView { override func accessibilityIncrement() { setValue(value + 1, animated: true) } }")
        #expect(screen["rating"].adjustment?.increment
            == [.set(target: "self", property: "value", to: .sum(.property(target: "self", property: "value"), .number(1), negated: false))])
        #expect(message("extension RatingView { override func accessibilityIncrement() { setValue(value + 1) } }")
            .hasPrefix("1:83: error: expected ', animated: true' after the value"))
        var stepper = Element(id: "servings", type: .UIStepper)
        stepper.className = "ServingsStepper"
        #expect(message("extension ServingsStepper { override func accessibilityIncrement() { setValue(value + 1, animated: true) } }",
                        on: Screen(elements: [stepper])) == "1:70: error: a UIStepper has no 'setValue': UIKit declares it on UISlider")
    }

    /// Texts joined with `+` and values in parentheses, as Swift reads them in a body.
    @Test func textsJoinWithPlusAndParenthesesGroup() throws {
        let screen = try applying(#"""
            extension RatingView {
                override func accessibilityIncrement() {
                    if (rating < 5) { rating = (rating + 1) }
                    accessibilityValue = String(rating) + " of " + "5"
                }
            }
            """#, to: Fixtures.ratingView)
        guard case .set(_, _, let value)? = screen["ratingView"].adjustment?.increment?.last else {
            Issue.record("no value set")
            return
        }
        #expect(value == .joined(.joined(.described(.variable("rating")), .string(" of ")), .string("5")))
        #expect(message(#"extension RatingView { override func accessibilityIncrement() { accessibilityValue = accessibilityLabel + "!" } }"#,
                        on: Fixtures.ratingView)
            == #"1:86: error: 'self.accessibilityLabel' is a String?, and '+' joins two Strings: unwrap it first, "#
            + #"as in (self.accessibilityLabel ?? "")"#)
        #expect(message(#"extension RatingView { override func accessibilityIncrement() { accessibilityValue = "a" - "b" } }"#,
                        on: Fixtures.ratingView).hasPrefix("1:90: error: '-' expects a number"))
    }

    /// `||`, `!` and `&&` as Swift reads them: `&&` binds tighter.
    @Test func eitherOrAndNot() throws {
        let screen = try applying(#"""
            extension RatingView {
                override func accessibilityIncrement() {
                    guard !isFavorite || rating < 3 && rating > 1 else { return }
                    if rating == 1 || rating == maxRating { word = "end" }
                }
            }
            """#, to: Fixtures.ratingView)
        let favourite = Condition(left: .variable("isFavorite"), comparison: .equal, right: .bool(false))
        #expect(screen["ratingView"].adjustment?.increment == [
            .branchAny(when: [[favourite], [Condition(left: rating, comparison: .less, right: .number(3)),
                                            Condition(left: rating, comparison: .greater, right: .number(1))]],
                       then: [], otherwise: [.stop]),
            .branchAny(when: [[Condition(left: rating, comparison: .equal, right: .number(1))],
                              [Condition(left: rating, comparison: .equal, right: .variable("maxRating"))]],
                       then: [.setVariable("word", to: .string("end"))], otherwise: []),
        ])
    }

    @Test func formatsAreCheckedAgainstTheirArguments() {
        #expect(message(#"extension UIStepper { override func accessibilityIncrement() { accessibilityValue = String(format: "%d", value) } }"#)
            == "1:106: error: '%d' takes an Int, and this is a Double: Foundation would print a wrong value — did you mean '%.0f'?")
        #expect(message(#"extension UIStepper { override func accessibilityIncrement() { accessibilityValue = String(format: "%s", value) } }"#)
            == "1:100: error: '%s' is not a format the tutor runs: use %d (an Int), %.1f or %g (a Double or Float), %@ (a String) or %% (a percent sign)")
        #expect(message(#"extension UIStepper { override func accessibilityIncrement() { accessibilityValue = String(format: "%d of %d", 3) } }"#)
            == "1:85: error: the format asks for 2 values and 1 is given: Foundation would read what was never passed")
    }

    /// Swift: "overriding declaration requires an 'override' keyword" — the tutor refuses it too.
    @Test func anAdjustmentWithoutOverrideIsRefused() {
        #expect(message("extension RatingView { func accessibilityIncrement() { value += 1 } }")
            == "1:29: error: 'accessibilityIncrement()' replaces the method every view inherits, and Swift requires "
            + "'override' for that: write 'override func accessibilityIncrement()'")
        #expect(messages("extension RatingView { public override func accessibilityDecrement() { value -= 1 } }").isEmpty)
    }

    @Test func severalBodyErrorsAreAllReported() {
        #expect(messages("""
            extension RatingView {
                override func accessibilityIncrement() {
                    vaule += 1
                    value = value * "2"
                }
            }
            """) == [
            "3:9: error: unknown property 'vaule' — did you mean 'value'?",
            "4:25: error: '*' expects a number, not a string",
        ])
    }
}

/// State read outside a body: UIKit code reads it once; an unknown name says what exists.
@Suite struct StateInStatementsTests {
    @Test func uikitReadsStateOnceWhenTheLineRuns() throws {
        let screen = try applying(#"ratingView.accessibilityValue = "\(rating) of \(maxRating)""#, to: Fixtures.ratingView)
        #expect(screen["ratingView"].accessibilityValue == "3 of 5")
        #expect(screen["ratingView"].bindings.isEmpty, "UIKit assigns the text once")
    }

    @Test func unknownNamesInInterpolationsSayWhatTheScreenHas() {
        #expect(message(#"ratingView.accessibilityValue = "\(ratin)""#, on: Fixtures.ratingView)
            == "1:36: error: 'ratin' is not a state variable of the screen (it declares isFavorite, maxRating, rating, word) "
            + "— did you mean 'rating'?")
        #expect(message(#"img.accessibilityLabel = "\(rating)""#)
            == #"1:29: error: 'rating' is no view's property and no variable the screen declares (state:): read a view's property, such as caption.text"#)
    }
}
