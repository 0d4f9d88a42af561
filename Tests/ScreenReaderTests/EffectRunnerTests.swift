import Testing
import AXModel
@testable import ScreenReader

/// Custom adjustments: `.set`, `.add` (clamped), `.stopUnless`, `.property`.
@Suite struct EffectRunnerTests {
    var page = screen(
        element("slider", .UISlider) { $0.value = 0.5 },
        element("row", .UIView) { $0.minimumValue = 0; $0.maximumValue = 3; $0.value = 2 }
    )

    @Test func setCopiesAnotherElementsResolvedProperty() {
        var page = page
        EffectRunner.run([.set(target: "row", property: "accessibilityValue",
                               to: .property(target: "slider", property: "accessibilityValue"))],
                         selfID: "row", on: &page)
        #expect(page.element("row")?.accessibilityValue == "50%")
    }

    /// Kotlin writes a null as "null" in a template, with `toString()` and with `+`
    /// (kotlinlang.org, `Any?.toString()` and `String.plus(Any?)`): a listener that reads a view
    /// with no description says so, as the app would.
    @Test func kotlinWritesANullAsNull() {
        let android = Screen(platform: .android, elements: [Element(id: "icon", type: .ImageView)])
        let read = Expression.property(target: "icon", property: "contentDescription")
        #expect(EffectRunner.value(of: .interpolation([.string("Icon: "), read]), selfID: "icon", on: android) == .string("Icon: null"))
        #expect(EffectRunner.value(of: .described(read), selfID: "icon", on: android) == .string("null"))
        #expect(EffectRunner.value(of: .joined(.string("a"), read), selfID: "icon", on: android) == .string("anull"))
    }

    /// A block queued on the main queue runs once the code has returned, after what the code
    /// posted, and its own return changes nothing of the code's result.
    @Test func aQueuedBlockRunsAfterTheCodeReturns() {
        var page = page
        let (announced, _, returned) = EffectRunner.runPosting([
            .later([.announce(.string("second"))], deadline: ".now() + 0.5"),
            .announce(.string("first")),
            .returns(true),
        ], selfID: "row", on: &page)
        #expect(announced == ["first", "second"])
        #expect(returned == true)
    }

    /// docs/fix-statements.md: `x.formatted()` is Foundation's default number style in en_US
    /// (Apple's FloatingPointFormatStyle: `12345.67.formatted()` is "12,345.67").
    @Test func formattedWritesANumberInFoundationsDefaultStyle() {
        #expect(SwiftDescription.formatted(12345.67) == "12,345.67")
        #expect(SwiftDescription.formatted(3) == "3")
        #expect(SwiftDescription.formatted(Double(Float(0.1))) == "0.1", "a Float's binary error is past six digits")
        #expect(SwiftDescription.formatted(-1234567.5) == "-1,234,567.5")
        #expect(SwiftDescription.formatted(2.0000004) == "2")
        #expect(SwiftDescription.formatted(0.1234565) == "0.123456" || SwiftDescription.formatted(0.1234565) == "0.123457")
        var page = page
        EffectRunner.run([.set(target: "row", property: "accessibilityValue",
                               to: .interpolation([.numberFormatted(.property(target: "slider", property: "value"), .number), .string(" times")]))],
                         selfID: "row", on: &page)
        #expect(page.element("row")?.accessibilityValue == "0.5 times")
    }

    @Test func addIsClampedToTheTargetsRange() {
        var page = page
        EffectRunner.run([.add(target: "row", property: "value", amount: 5)], selfID: "row", on: &page)
        #expect(page.element("row")?.value == 3)
        EffectRunner.run([.add(target: "row", property: "value", amount: -10)], selfID: "row", on: &page)
        #expect(page.element("row")?.value == 0)
    }

    @Test func addWithoutARangeIsNotClamped() {
        var page = page
        page.modify("row") { $0.minimumValue = nil; $0.maximumValue = nil }
        EffectRunner.run([.add(target: "row", property: "value", amount: 5)], selfID: "row", on: &page)
        #expect(page.element("row")?.value == 7)
    }

    /// UIKit keeps a slider's and a stepper's value in range whatever sets it, and a range left
    /// unset is UIKit's own (a slider 0...1): `value += stepValue` is clamped as `value += 1` is.
    @Test func aSlidersOrSteppersValueIsKeptInItsRangeAsUIKitKeepsIt() {
        var page = page
        EffectRunner.run([.add(target: "slider", property: "value", amount: 5)], selfID: "row", on: &page)
        #expect(page.element("slider")?.value == 1)
        let own = Expression.property(target: "slider", property: "value")
        EffectRunner.run([.set(target: "slider", property: "value", to: .sum(own, .number(-3), negated: false))],
                         selfID: "row", on: &page)
        #expect(page.element("slider")?.value == 0)
        // A view of the app's own has no range UIKit keeps: only the model's `.add` clamps it.
        EffectRunner.run([.set(target: "row", property: "value", to: .number(9))], selfID: "row", on: &page)
        #expect(page.element("row")?.value == 9)
    }

    /// Swift's `rounded()`: the nearest whole number, halves away from zero.
    @Test func roundedIsSwiftsRounding() {
        var page = page
        for (number, whole) in [(2.5, 3.0), (-2.5, -3.0), (2.4, 2.0)] {
            EffectRunner.run([.set(target: "row", property: "value", to: .rounded(.number(number)))], selfID: "row", on: &page)
            #expect(page.element("row")?.value == whole)
        }
    }

    @Test func stopUnlessEndsTheListWhenFalse() {
        var page = page
        EffectRunner.run([
            .stopUnless(Condition(left: .property(target: "row", property: "value"), comparison: .greater, right: .number(2))),
            .set(target: "row", property: "accessibilityValue", to: .string("changed")),
        ], selfID: "row", on: &page)
        #expect(page.element("row")?.accessibilityValue == nil)
    }

    @Test func numbersSetIntoTextPropertiesBecomeText() {
        var page = page
        EffectRunner.run([.set(target: "row", property: "accessibilityValue", to: .property(target: "row", property: "value"))],
                         selfID: "row", on: &page)
        #expect(page.element("row")?.accessibilityValue == "2")
    }

    /// `String(x)` writes what Swift's interpolation writes: a `Float` keeps its `.0`.
    @Test func aValueDescribedAsTextIsWrittenAsSwiftWritesIt() {
        var page = page
        EffectRunner.run([.set(target: "row", property: "accessibilityValue",
                               to: .described(.property(target: "slider", property: "value")))],
                         selfID: "row", on: &page)
        #expect(page.element("row")?.accessibilityValue == "0.5")
        EffectRunner.run([.set(target: "row", property: "accessibilityValue",
                               to: .described(.wholeNumber(.property(target: "row", property: "value"))))],
                         selfID: "row", on: &page)
        #expect(page.element("row")?.accessibilityValue == "2")
    }

    @Test func selfMeansTheAdjustedElement() {
        var page = page
        EffectRunner.run([.add(target: "self", property: "value", amount: 1)], selfID: "row", on: &page)
        #expect(page.element("row")?.value == 3)
    }
}

/// Swift's control flow and the app's state in a body, run as a swipe runs them.
@Suite struct EffectRunnerStateTests {
    var page: Screen {
        var page = screen(element("row", .UIView) { $0.accessibilityValue = "3" })
        page.state = ["rating": StateVariable(value: .number(3), kind: .int),
                      "scale": StateVariable(value: .number(2), kind: .double)]
        return page
    }
    let rating = Expression.variable("rating")

    @Test func stateVariablesChangeWithoutARange() {
        var page = page
        EffectRunner.run([.addToVariable("rating", amount: 10)], selfID: "row", on: &page)
        #expect(page.state["rating"]?.value == .number(13))
        EffectRunner.run([.setVariable("rating", to: .number(1))], selfID: "row", on: &page)
        #expect(page.state["rating"]?.value == .number(1))
    }

    /// An `Int` interpolates as `3`, a `Double` as `2.0`, as Swift writes them.
    @Test func variablesInterpolateByTheirType() {
        var page = page
        EffectRunner.run([.set(target: "self", property: "accessibilityValue",
                               to: .interpolation([rating, .string(" × "), .variable("scale")]))],
                         selfID: "row", on: &page)
        #expect(page.element("row")?.accessibilityValue == "3 × 2.0")
    }

    @Test func branchesChooseAndAReturnInsideOneStopsEverything() {
        var page = page
        let atThree = [Condition(left: rating, comparison: .equal, right: .number(3))]
        EffectRunner.run([
            .branch(when: atThree, then: [.setVariable("rating", to: .number(4)), .stop], otherwise: []),
            .setVariable("rating", to: .number(99)),
        ], selfID: "row", on: &page)
        #expect(page.state["rating"]?.value == .number(4))
        EffectRunner.run([
            .branch(when: atThree, then: [.stop], otherwise: [.addToVariable("rating", amount: 1)]),
        ], selfID: "row", on: &page)
        #expect(page.state["rating"]?.value == .number(5))
    }

    @Test func localsLiveForOneRunAndShadowTheState() {
        var page = page
        EffectRunner.run([
            .declare("rating", .number(7)),
            .addToVariable("rating", amount: 1),
            .set(target: "self", property: "accessibilityValue", to: .interpolation([rating])),
        ], selfID: "row", on: &page)
        #expect(page.element("row")?.accessibilityValue == "8")
        #expect(page.state["rating"]?.value == .number(3), "the local hid the state variable")
    }

    @Test func ternariesAndFormats() {
        var page = page
        let one = [Condition(left: rating, comparison: .equal, right: .number(1))]
        EffectRunner.run([
            .set(target: "self", property: "accessibilityValue",
                 to: .formatted("%d %@, %.1f%%", [rating, .conditional(when: one, .string("star"), .string("stars")),
                                                  .variable("scale")])),
        ], selfID: "row", on: &page)
        #expect(page.element("row")?.accessibilityValue == "3 stars, 2.0%")
    }
}
