import Testing
import AXModel
@testable import ScreenReader

/// docs/voiceover.md VO-3.14 to VO-3.16: swipe up / down on adjustable elements.
@Suite struct AdjustingTests {
    @Test func sliderMovesTenPercentOfItsRangeAndSpeaksOnlyTheNewValue() throws {
        let page = screen(element("volume", .UISlider) {
            $0.accessibilityLabel = "Volume"
            $0.minimumValue = 0
            $0.maximumValue = 200
            $0.value = 100
        })
        #expect(try heard(page, "swipe right; swipe up; swipe down; swipe down")
                == "> swipe right\nVolume, 50%, adjustable\nhint: Swipe up or down with one finger to adjust the value.\n> swipe up\n60%\n> swipe down\n50%\n> swipe down\n40%")
    }

    /// VO-8.19: a value the app's class computes is asked again after the slider's own step; a
    /// UISlider's value is a Float, stepped in Float arithmetic (4 + 1.1 - 1.1 is 4.0 there, not
    /// 3.9999999999999996), and said as Swift says the Float.
    @Test func aComputedValueIsAskedAgainAfterTheSlidersOwnStep() throws {
        let page = screen(element("servings", .UISlider) {
            $0.accessibilityLabel = "Servings"
            $0.minimumValue = 1
            $0.maximumValue = 12
            $0.value = 4
            $0.bindings["accessibilityValue"] = .interpolation([.described(.property(target: "self", property: "value"))])
        })
        #expect(try heard(page, "swipe right; swipe up; swipe down").hasSuffix("> swipe up\n5.1\n> swipe down\n4.0"))
        #expect(PropertyValue.format(Double(Float(5.1))) == "5.1" && PropertyValue.format(0.1) == "0.1")
    }

    @Test func sliderIsClampedAtTheEnds() throws {
        let page = screen(element("volume", .UISlider) { $0.value = 0.95 })
        #expect(try heard(page, "swipe right; swipe up; swipe up") == "> swipe right\n95%, adjustable\nhint: Swipe up or down with one finger to adjust the value.\n> swipe up\n100%\n> swipe up\n100%")
    }

    @Test func pageControlMovesOnePage() throws {
        let page = screen(element("pages", .UIPageControl) { $0.numberOfPages = 3; $0.currentPage = 0 })
        #expect(try heard(page, "swipe right; swipe up; swipe up; swipe up")
                == "> swipe right\npage 1 of 3, adjustable\nhint: Swipe up or down with one finger to adjust the value.\n> swipe up\npage 2 of 3\n> swipe up\npage 3 of 3\n> swipe up\npage 3 of 3")
    }

    @Test func adjustableWithoutBehaviourDoesNothing() throws {
        let page = screen(element("rating", .UIView) {
            $0.isAccessibilityElement = true
            $0.accessibilityLabel = "Rating"
            $0.accessibilityValue = "3"
            $0.accessibilityTraits = .adjustable
        })
        #expect(try heard(page, "swipe right; swipe up").hasSuffix("> swipe up"))
    }

    @Test func adjustableNeverReachesTheRotor() throws {
        let page = screen(
            element("rating", .UIView) { $0.isAccessibilityElement = true; $0.accessibilityTraits = .adjustable },
            element("next", .UILabel) { $0.text = "Next"; $0.accessibilityTraits = .header }
        )
        #expect(try heard(page, "rotor headings; swipe right; swipe down") == "> rotor headings\nheadings\n> swipe right\nadjustable\nhint: Swipe up or down with one finger to adjust the value.\n> swipe down")
    }

    @Test func customAdjustmentRunsAndTheNewValueIsSpoken() throws {
        let increment: [Effect] = [
            .stopUnless(Condition(left: .property(target: "rating", property: "value"), comparison: .less, right: .number(5))),
            .add(target: "rating", property: "value", amount: 1),
            .set(target: "rating", property: "accessibilityValue",
                 to: .interpolation([.property(target: "rating", property: "value"), .string(" of 5")])),
        ]
        let page = screen(element("rating", .UIView) {
            $0.isAccessibilityElement = true
            $0.accessibilityLabel = "Rating"
            $0.accessibilityValue = "4 of 5"
            $0.accessibilityTraits = .adjustable
            $0.value = 4
            $0.adjustment = Adjustment(increment: increment)
        })
        #expect(try heard(page, "swipe right; swipe up; swipe up; swipe down")
                == "> swipe right\nRating, 4 of 5, adjustable\nhint: Swipe up or down with one finger to adjust the value.\n> swipe up\n5 of 5\n> swipe up\n5 of 5\n> swipe down")
    }

    @Test func adjustmentWithoutTheAdjustableTraitIsNotRun() throws {
        let page = screen(element("rating", .UIView) {
            $0.isAccessibilityElement = true
            $0.accessibilityLabel = "Rating"
            $0.adjustment = Adjustment(increment: [.set(target: "rating", property: "accessibilityValue", to: .string("5"))])
        })
        #expect(try heard(page, "swipe right; swipe up") == "> swipe right\nRating\n> swipe up")
    }
}
