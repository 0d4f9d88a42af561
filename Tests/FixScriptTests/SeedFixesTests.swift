import Testing
import AXModel
@testable import FixScript

/// The fixes the seed articles describe, written in each dialect that can express them.
@Suite struct SeedFixesTests {
    // Seed 002, example 2: the Dark Theme row becomes one stop that reads like the switch.
    @Test func darkThemeGroupingInUIKit() throws {
        let screen = try applying("""
            row.isAccessibilityElement = true
            row.accessibilityLabel = "Dark Theme"
            row.accessibilityTraits = themeSwitch.accessibilityTraits
            row.accessibilityValue = themeSwitch.accessibilityValue
            """, to: Fixtures.darkTheme)
        let row = screen["row"]
        #expect(row.resolvedIsAccessibilityElement)
        #expect(row.resolvedLabel == "Dark Theme")
        #expect(row.resolvedTraits == [.button, .toggleButton])
        #expect(row.resolvedValue == "0")
    }

    @Test func darkThemeGroupingInSwiftUI() throws {
        let screen = try applying("""
            row.accessibilityElement(children: .combine)
            themeSwitch.accessibilityLabel("Dark Theme")
            """, to: Fixtures.swiftUIDarkTheme)
        #expect(screen["row"].childBehavior == .combine)
        #expect(screen["row"].resolvedIsAccessibilityElement)
    }

    // Seed 002, example 1: the Twitter image link gets a name.
    @Test func imageLinkLabel() throws {
        var link = Element(id: "twitter", type: .UIButton)
        link.image = "Img201059"
        link.accessibilityTraits = .link
        let screen = Screen(elements: [link])
        let uikit = try applying(#"twitter.accessibilityLabel = "Deque Systems Twitter Page""#, to: screen)
        #expect(uikit["twitter"].resolvedLabel == "Deque Systems Twitter Page")
        var swiftUILink = link
        swiftUILink.type = .SwiftUIButton
        let swiftUI = try applying(#"twitter.accessibilityLabel("Deque Systems Twitter Page").accessibilityAddTraits(.isLink)"#,
                                   to: Screen(elements: [swiftUILink]))
        #expect(swiftUI["twitter"].resolvedLabel == "Deque Systems Twitter Page")
        #expect(swiftUI["twitter"].resolvedTraits == .link)
    }

    // Seed 003: the image that toggles, selected and unselected, as option set and as bitmask.
    @Test func toggledSelectedTraitAsOptionSet() throws {
        let on = try applying("""
            img.isAccessibilityElement = true
            img.accessibilityTraits = [.button, .image, .playsSound]
            img.accessibilityTraits.insert(.selected)
            """)
        #expect(on["img"].resolvedTraits == [.button, .image, .playsSound, .selected])
        let off = try applying("img.accessibilityTraits.remove(.selected)", to: on)
        #expect(off["img"].resolvedTraits == [.button, .image, .playsSound])
    }

    @Test func toggledSelectedTraitAsBitmask() throws {
        let on = try applying("""
            img.isAccessibilityElement = true
            img.accessibilityTraits = UIAccessibilityTraitButton | UIAccessibilityTraitImage | UIAccessibilityTraitPlaysSound;
            img.accessibilityTraits |= UIAccessibilityTraitSelected;
            """)
        #expect(on["img"].resolvedTraits == [.button, .image, .playsSound, .selected])
        let off = try applying("img.accessibilityTraits &= ~UIAccessibilityTraitSelected;", to: on)
        #expect(off["img"].resolvedTraits == [.button, .image, .playsSound])
    }

    @Test func toggledSelectedTraitInSwiftUIAndInterfaceBuilder() throws {
        let swiftUI = try applying("img.accessibilityAddTraits([.isButton, .isSelected])", to: Fixtures.swiftUIControls)
        #expect(swiftUI["img"].resolvedTraits == [.button, .image, .selected])
        let ib = try applying(#"ib img "Button" = on; ib img "Selected" = on; ib img "Selected" = off"#)
        #expect(ib["img"].resolvedTraits == [.button, .image])
    }

    // Seed 002, example 4: the counter rebuilt as one adjustable element.
    @Test func stepperRebuiltAsAdjustable() throws {
        let screen = try applying(#"""
            counter.isAccessibilityElement = true
            counter.accessibilityLabel = name.text
            counter.accessibilityValue = count.text
            counter.accessibilityTraits = .adjustable
            extension CounterView {
                override func accessibilityIncrement() {
                    guard stepper.value < stepper.maximumValue else { return }
                    stepper.value += 1
                    accessibilityValue = "\(stepper.value)"
                }
                override func accessibilityDecrement() {
                    guard stepper.value > stepper.minimumValue else { return }
                    stepper.value -= 1
                    accessibilityValue = "\(stepper.value)"
                }
            }
            """#, to: Fixtures.counter)
        let counter = screen["counter"]
        let value = Expression.property(target: "stepper", property: "value")
        #expect(counter.resolvedIsAccessibilityElement)
        #expect(counter.resolvedLabel == "Apples")
        #expect(counter.resolvedValue == "3")
        #expect(counter.resolvedTraits == .adjustable)
        #expect(counter.adjustment == Adjustment(
            increment: [.stopUnless(Condition(left: value, comparison: .less,
                                              right: .property(target: "stepper", property: "maximumValue"))),
                        .add(target: "stepper", property: "value", amount: 1),
                        .set(target: "self", property: "accessibilityValue", to: .interpolation([value]))],
            decrement: [.stopUnless(Condition(left: value, comparison: .greater,
                                              right: .property(target: "stepper", property: "minimumValue"))),
                        .add(target: "stepper", property: "value", amount: -1),
                        .set(target: "self", property: "accessibilityValue", to: .interpolation([value]))]))
    }

    @Test func stepperRebuiltInSwiftUI() throws {
        let screen = try applying(#"""
            counter
                .accessibilityElement(children: .ignore)
                .accessibilityLabel("Apples")
                .accessibilityValue("\(apples)")
                .accessibilityAdjustableAction { direction in
                    switch direction {
                    case .increment: apples += 1
                    case .decrement: apples -= 1
                    @unknown default: break
                    }
                }
            """#.replacingOccurrences(of: "counter\n", with: "counter.accessibilityHint(\"\")\n"), to: Fixtures.swiftUICounter)
        let counter = screen["counter"]
        #expect(counter.resolvedIsAccessibilityElement)
        #expect(counter.resolvedTraits == .adjustable)
        #expect(counter.resolvedValue == "3")
        #expect(counter.adjustment?.increment == [.addToVariable("apples", amount: 1)])
    }

    /// The directions as a choice, `if direction == .increment { … } else { … }` (or `!=`, or
    /// `else if`), as SwiftUI developers often write it (a learner's was refused).
    @Test func anAdjustableActionMayChooseByIf() throws {
        for body in ["if direction == .increment { apples += 1 } else { apples -= 1 }",
                     "if direction != .decrement { apples += 1 } else if direction == .decrement { apples -= 1 }",
                     "if direction == .decrement {\n apples -= 1\n } else {\n apples += 1\n }",
                     // Two tests in a row, as the lessons write them (a learner's copy was refused).
                     "if direction == .increment { apples += 1 }\n if direction == .decrement { apples -= 1 }"] {
            let counter = try applying("counter.accessibilityAdjustableAction { direction in \(body) }", to: Fixtures.swiftUICounter)["counter"]
            #expect(counter.adjustment?.increment == [.addToVariable("apples", amount: 1)], "\(body)")
            #expect(counter.adjustment?.decrement == [.addToVariable("apples", amount: -1)], "\(body)")
        }
        let onlyUp = try applying("counter.accessibilityAdjustableAction { direction in if direction == .increment { apples += 1 } }",
                                  to: Fixtures.swiftUICounter)["counter"]
        #expect(onlyUp.adjustment?.decrement == [])
        #expect(message("counter.accessibilityAdjustableAction { d in if d == .increment { apples += 1 } else if d == .increment { } }",
                        on: Fixtures.swiftUICounter)
            == "1:89: error: '.increment' is tested already: the other branch is the other direction, '.decrement'")
        // A switch handles both directions or has a default, as Swift requires (an iOS learner's passed).
        #expect(message("counter.accessibilityAdjustableAction { direction in switch direction { case .increment: apples += 1 } }",
                        on: Fixtures.swiftUICounter)
            == "1:71: error: switch must be exhaustive: add 'case .decrement:' (with 'break' to do nothing) or '@unknown default: break'")
    }

    // Seed 001: the 1–5 rating control, with the article's own code: `rating` and `maxRating`
    // are the app's state, and the extension names the view's class.
    @Test func ratingControl() throws {
        let screen = try applying(#"""
            ratingView.isAccessibilityElement = true
            ratingView.accessibilityLabel = "Rating"
            ratingView.accessibilityTraits.insert(.adjustable)
            extension RatingView {
              override func accessibilityIncrement() {
                guard rating < maxRating else { return }
                rating = rating + 1
                accessibilityValue = "\(rating)"
                sendActions(for: .valueChanged)
              }

              override func accessibilityDecrement() {
                guard rating > 1 else { return }
                rating = rating - 1
                accessibilityValue = "\(rating)"
                sendActions(for: .valueChanged)
              }
            }
            """#, to: Fixtures.ratingView)
        let rating = screen["ratingView"]
        #expect(rating.resolvedTraits == .adjustable)
        #expect(rating.adjustment?.increment?.count == 4)
        #expect(rating.adjustment?.decrement?.first
            == .stopUnless(Condition(left: .variable("rating"), comparison: .greater, right: .number(1))))
    }

    @Test func ratingControlWithTheInterfaceBuilderCheckbox() throws {
        let screen = try applying(#"""
            ib rating "Accessibility Enabled" = on
            ib rating "Adjustable" = checked
            extension RatingView { override func accessibilityIncrement() { guard value < 5 else { return }; value += 1; accessibilityValue = "\(value) of 5" } }
            extension RatingView { override func accessibilityDecrement() { guard value > 1 else { return }; value -= 1; accessibilityValue = "\(value) of 5" } }
            """#)
        let rating = screen["rating"]
        #expect(rating.resolvedIsAccessibilityElement)
        #expect(rating.resolvedTraits == .adjustable)
        #expect(rating.adjustment?.increment?.last == .set(target: "self", property: "accessibilityValue",
                                                          to: .interpolation([.property(target: "self", property: "value"),
                                                                              .string(" of 5")])))
        #expect(rating.adjustment?.decrement?.count == 3)
    }

    // Seed 000: unticking "User Interaction Enabled" dims the button; ticking it again fixes it.
    @Test func invertedInterfaceBuilderCheckbox() throws {
        let broken = try applying(#"ib button "User Interaction Enabled" = off"#)
        #expect(broken["button"].resolvedTraits.contains(.notEnabled))
        let fixed = try applying(#"ib button "User Interaction Enabled" = on"#, to: broken)
        #expect(!fixed["button"].resolvedTraits.contains(.notEnabled))
        #expect(fixed["button"].resolvedTraits == .button)
    }

    // Seed 001: headers and the cell that needs the button trait.
    @Test func headerAndCellButton() throws {
        let screen = try applying("""
            cell.accessibilityTraits.insert(.button)
            box.accessibilityTraits = .none
            title.accessibilityTraits.insert(.header)
            """.replacingOccurrences(of: "title", with: "button"))
        #expect(screen["cell"].resolvedTraits == .button)
        #expect(screen["box"].resolvedTraits == [])
        #expect(screen["button"].resolvedTraits == [.button, .header])
    }
}
