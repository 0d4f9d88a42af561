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

    @Test func addIsClampedToTheTargetsRange() {
        var page = page
        EffectRunner.run([.add(target: "row", property: "value", amount: 5)], selfID: "row", on: &page)
        #expect(page.element("row")?.value == 3)
        EffectRunner.run([.add(target: "row", property: "value", amount: -10)], selfID: "row", on: &page)
        #expect(page.element("row")?.value == 0)
    }

    @Test func addWithoutARangeIsNotClamped() {
        var page = page
        EffectRunner.run([.add(target: "slider", property: "value", amount: 5)], selfID: "row", on: &page)
        #expect(page.element("slider")?.value == 5.5)
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

    @Test func selfMeansTheAdjustedElement() {
        var page = page
        EffectRunner.run([.add(target: "self", property: "value", amount: 1)], selfID: "row", on: &page)
        #expect(page.element("row")?.value == 3)
    }
}
