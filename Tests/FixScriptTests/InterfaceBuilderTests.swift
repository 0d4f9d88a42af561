import Testing
import AXModel
@testable import FixScript

@Suite struct InterfaceBuilderTests {
    @Test func checkingAndUncheckingTraitBoxes() throws {
        let screen = try applying("""
            ib img "Button" = on
            ib img "Image" = unchecked
            ib cell "Header" = checked
            ib button "Button" = off
            ib box "Accessibility Enabled" = on
            ib cell "plays sound" = true
            """)
        #expect(screen["img"].accessibilityTraits == .button)
        #expect(screen["cell"].accessibilityTraits == [.header, .playsSound])
        #expect(screen["button"].accessibilityTraits == [])
        #expect(screen["box"].isAccessibilityElement == true)
    }

    @Test func userInteractionEnabledIsInverted() throws {
        let unchecked = try applying(#"ib button "User Interaction Enabled" = off"#)
        #expect(unchecked["button"].accessibilityTraits == [.button, .notEnabled])
        #expect(unchecked["button"].resolvedTraits.contains(.notEnabled))
        let checked = try applying("""
            button.accessibilityTraits = [.button, .notEnabled]
            ib button "User Interaction Enabled" = on
            """)
        #expect(checked["button"].accessibilityTraits == .button)
    }

    @Test func everyCheckboxIsKnown() throws {
        for name in TraitName.all.compactMap(\.interfaceBuilder) {
            _ = try applying("ib box \"\(name)\" = on")
        }
    }

    @Test func errors() {
        #expect(message(#"ib img "Buton" = on"#)
            == #"1:8: error: Interface Builder has no accessibility checkbox "Buton" — did you mean 'Button'?"#)
        // The same words in another order or form, or the trait's Swift name; else the list.
        #expect(message(#"ib img "Frequent Updates" = on"#).hasSuffix("did you mean 'Updates Frequently'?"))
        #expect(message(#"ib img "updatesFrequently" = on"#).hasSuffix("did you mean 'Updates Frequently'?"))
        #expect(message(#"ib img "Whatever" = on"#).contains(#"(its checkboxes: "Accessibility Enabled", "Button","#))
        #expect(message(#"ib img "Button" = yes"#)
            == "1:19: error: expected on or off (also checked or unchecked, true or false), found 'yes' — did you mean 'on'?")
        #expect(message(#"ib img "Button" = no"#)
            == "1:19: error: expected on or off (also checked or unchecked, true or false), found 'no' — did you mean 'off'?")
        #expect(message(#"ib img Button = on"#)
            == #"1:8: error: expected a checkbox name in quotes, such as "Button", found 'Button'"#)
        #expect(message(#"ib nope "Button" = on"#).hasPrefix("1:4: error: no element 'nope' on this screen"))
    }
}
