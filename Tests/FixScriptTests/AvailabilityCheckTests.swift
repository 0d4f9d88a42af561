import Testing
import AXModel
@testable import FixScript

/// `if #available(iOS 17, *) { … }`, as the code shown after a pass advises for an API new in
/// iOS 17 (a learner's was refused): the model speaks the newest iOS, so the block is read.
@Suite struct AvailabilityCheckTests {
    @Test func theNewestSystemsBlockIsRead() throws {
        let guarded = try FixScript.parse("""
            if #available(iOS 17, *) {
                img.accessibilityTraits = [.button, .toggleButton]
            } else {
                img.accessibilityTraits = .button
            }
            img.accessibilityValue = "1"
            """, file: nil)
        let plain = try FixScript.parse("img.accessibilityTraits = [.button, .toggleButton]\nimg.accessibilityValue = \"1\"", file: nil)
        #expect(guarded.map(\.change) == plain.map(\.change))
        #expect(try applying(#"if #available(iOS 17.0, *) { img.accessibilityLabel = "Round up" }"#)["img"].accessibilityLabel
            == "Round up")
    }

    @Test func aCheckSwiftRefusesIsRefused() {
        #expect(message(#"if #available(iOS 17) { img.accessibilityLabel = "x" }"#)
            == "1:21: error: expected ', *)': Swift requires '*' for the platforms not named, as in #available(iOS 17, *), found ')'")
        #expect(message(#"if #available(17, *) { img.accessibilityLabel = "x" }"#).hasPrefix("1:15: error: expected 'iOS'"))
        #expect(message(#"if #available(iOS 17, *) { img.accesibilityLabel = "x" }"#)
            == "1:32: error: unknown property 'accesibilityLabel' — did you mean 'accessibilityLabel'?")
        #expect(message("if #available(iOS 17, *) { img.isAccessibilityElement = true } else img.isAccessibilityElement = false")
            .hasPrefix("1:69: error: expected '{' and the statements for older systems after 'else'"))
    }
}
