import Testing
import AXModel
@testable import ScreenReader

/// Where one entry of `updates` goes.
@Suite struct ContentUpdateTests {
    func shown(_ element: Element, _ update: String) -> Element {
        var element = element
        element.show(update)
        return element
    }

    @Test func setAccessibilityValueTakesIt() {
        let view = element("v", .UISlider) { $0.accessibilityValue = "low" }
        #expect(shown(view, "0.7").accessibilityValue == "0.7")
        #expect(shown(view, "0.7").value == nil)
    }

    @Test func controlsTakeItAsTheirValue() {
        #expect(shown(element("s", .UISlider), "0.7").value == 0.7)
        #expect(shown(element("p", .UIProgressView), "40%").progress == 0.4)
        #expect(shown(element("p", .UIProgressView), "0.25").progress == 0.25)
        #expect(shown(element("c", .UIPageControl), "2").currentPage == 1)
        #expect(shown(element("w", .UISwitch), "on").isOn == true)
        #expect(shown(element("t", .UITextField) { $0.accessibilityLabel = "Name" }, "Ada").text == "Ada")
    }

    @Test func setAccessibilityLabelTakesItNext() {
        #expect(shown(element("l", .UILabel) { $0.accessibilityLabel = "1:00" }, "1:01").accessibilityLabel == "1:01")
        #expect(shown(element("s", .UISlider) { $0.accessibilityLabel = "Volume" }, "loud").accessibilityLabel == "loud")
    }

    @Test func visibleTextOrTitleOtherwise() {
        #expect(shown(element("l", .UILabel), "Hi").text == "Hi")
        #expect(shown(element("b", .UIButton), "Stop").title == "Stop")
        #expect(shown(element("v", .UIView), "3").accessibilityValue == "3")
    }
}
