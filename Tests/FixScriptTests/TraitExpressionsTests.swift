import Testing
import AXModel
@testable import FixScript

@Suite struct TraitExpressionsTests {
    private func traits(_ source: String, on id: String = "img") throws -> Traits? {
        try applying(source)[id].accessibilityTraits
    }

    @Test func optionSetLiterals() throws {
        #expect(try traits("img.accessibilityTraits = [.button, .image]") == [.button, .image])
        #expect(try traits("img.accessibilityTraits = .none") == [])
        #expect(try traits("img.accessibilityTraits = []") == [])
        #expect(try traits("img.accessibilityTraits = .button") == .button)
        #expect(try traits("img.accessibilityTraits = UIAccessibilityTraits.button") == .button)
        #expect(try traits("img.accessibilityTraits = UIAccessibilityTraits([.button, .link])") == [.button, .link])
        // The initialiser an array literal calls, written out.
        #expect(try traits("img.accessibilityTraits = UIAccessibilityTraits(arrayLiteral: .button, .selected)") == [.button, .selected])
        #expect(try traits("img.accessibilityTraits = UIAccessibilityTraits()") == [])
        #expect(try traits("img.accessibilityTraits = [UIAccessibilityTraits.header, .toggleButton]") == [.header, .toggleButton])
        #expect(try traits("img.accessibilityTraits = [\n  .button,\n  .image,\n]") == [.button, .image])
    }

    @Test func setMethodsStartFromTheCurrentTraits() throws {
        #expect(try traits("img.accessibilityTraits.insert(.button)") == [.image, .button])
        #expect(try traits("img.accessibilityTraits.remove(.image)") == [])
        #expect(try traits("img.accessibilityTraits.formUnion([.button, .selected])") == [.image, .button, .selected])
        #expect(try traits("img.accessibilityTraits.subtract([.image, .button])") == [])
        #expect(try traits("img.accessibilityTraits.update(with: .link)") == [.image, .link])
        #expect(try traits("img.accessibilityTraits.formIntersection([.button, .image])") == .image)
        #expect(try traits("img.accessibilityTraits.formSymmetricDifference([.button, .image])") == .button)
        #expect(try traits("button.accessibilityTraits.insert(.selected)", on: "button") == [.button, .selected])
        #expect(try traits("cell.accessibilityTraits.insert(.button)", on: "cell") == .button)
        // `remove` and `insert` return a result Swift lets the code discard with `_ =`.
        #expect(try traits("_ = img.accessibilityTraits.remove(.image)") == [])
    }

    @Test func unionAndOtherElementsTraits() throws {
        #expect(try traits("img.accessibilityTraits = button.accessibilityTraits.union(.image)") == [.button, .image])
        #expect(try traits("img.accessibilityTraits = [.button, .image].subtracting(.button)") == .image)
        #expect(try traits("img.accessibilityTraits = img.accessibilityTraits.union([.link])") == [.image, .link])
        #expect(try traits("img.accessibilityTraits = [button.accessibilityTraits, .header]") == [.button, .header])
        #expect(try traits("img.accessibilityTraits = .button.union(.image).intersection(.image)") == .image)
    }

    @Test func bitmaskSpellings() throws {
        #expect(try traits("img.accessibilityTraits = UIAccessibilityTraitButton | UIAccessibilityTraitImage | UIAccessibilityTraitPlaysSound;")
            == [.button, .image, .playsSound])
        #expect(try traits("img.accessibilityTraits |= UIAccessibilityTraitSelected;") == [.image, .selected])
        #expect(try traits("img.accessibilityTraits = [.image, .selected]; img.accessibilityTraits &= ~UIAccessibilityTraitSelected;")
            == .image)
        #expect(try traits("img.accessibilityTraits = UIAccessibilityTraitNone;") == [])
        #expect(try traits("img.accessibilityTraits = img.accessibilityTraits | UIAccessibilityTraitButton & UIAccessibilityTraitButton;")
            == [.image, .button])
        #expect(try traits("img.accessibilityTraits = (UIAccessibilityTraitButton | UIAccessibilityTraitLink) & ~UIAccessibilityTraitLink;")
            == .button)
    }

    /// Swift has had no `UIAccessibilityTrait…` constants since iOS 12's SDK: a line with one is
    /// Objective-C, which ends a statement with ';' (learners read the line without one as Swift).
    @Test func anObjectiveCConstantNeedsObjectiveCsSemicolon() {
        #expect(message("img.accessibilityTraits = UIAccessibilityTraitLink")
            == "1:51: error: 'UIAccessibilityTraitLink' is Objective-C's constant (Swift has had none since iOS 12's SDK), "
            + "and an Objective-C statement ends with ';': add it, or write the line in Swift, where the trait is .link")
        #expect(messages("img.accessibilityTraits = UIAccessibilityTraitLink;").isEmpty)
        // C's '^=' flips a bit, as it compiles: here it clears the set .selected (a learner's real
        // Objective-C was refused); Swift's option set has no '^=' and is told formSymmetricDifference.
        var chip = Element(id: "chip", type: .UIView)
        chip.accessibilityTraits = [.button, .selected]
        let flipped = try? applying("chip.accessibilityTraits ^= UIAccessibilityTraitSelected;", to: Screen(elements: [chip]))
        #expect(flipped?["chip"].accessibilityTraits == .button)
        #expect(message("img.accessibilityTraits ^= .selected").contains("write accessibilityTraits.formSymmetricDifference(.selected)"))
        #expect(messages("img.accessibilityTraits |= UIAccessibilityTraitLink; img.isAccessibilityElement = true").isEmpty)
    }

    @Test func unknownAndMisspelledTraits() {
        #expect(message("img.accessibilityTraits.insert(.heading)") == "1:32: error: unknown trait '.heading' — did you mean '.header'?")
        #expect(message("img.accessibilityTraits = [.buton]") == "1:28: error: unknown trait '.buton' — did you mean '.button'?")
        #expect(message("img.accessibilityTraits = .xyzzy") == "1:27: error: unknown trait '.xyzzy'")
        #expect(message("img.accessibilityTraits = .isHeader")
            == "1:27: error: '.isHeader' is the SwiftUI name of the trait — did you mean '.header'?")
        #expect(message("img.accessibilityTraits = [UIAccessibilityTraitButton, .image]")
            == "1:28: error: 'UIAccessibilityTraitButton' is the old Objective-C bitmask constant and does not go in an option set — did you mean '.button'?")
        #expect(message("img.accessibilityTraits.insert(UIAccessibilityTraitSelected)")
            == "1:32: error: 'UIAccessibilityTraitSelected' is the old Objective-C bitmask constant and does not go in an option set — did you mean '.selected'?")
        #expect(message("img.accessibilityTraits |= UIAccessibilityTraitSelcted")
            == "1:28: error: unknown trait constant 'UIAccessibilityTraitSelcted' — did you mean 'UIAccessibilityTraitSelected'?")
        #expect(message("img.accessibilityTraits = .isModal")
            == "1:27: error: UIKit has no '.isModal' trait: set 'accessibilityViewIsModal = true' instead")
        #expect(message("img.accessibilityTraits = UIAccessibilityTraits(rawValue: UIAccessibilityTraits.image.rawValue)")
            == "1:49: error: 'UIAccessibilityTraits(rawValue:)' builds traits from raw bits, which the tutor does not "
                + "read: write the option set itself, as in '[.button, .selected]', or 'insert' and 'remove' one trait")
        #expect(message("img.accessibilityTraits = AccessibilityTraits.isButton")
            == "1:27: error: 'AccessibilityTraits' is SwiftUI's type: UIKit's is UIAccessibilityTraits — did you mean 'UIAccessibilityTraits'?")
        #expect(message(#"img.accessibilityTraits = "button""#)
            == "1:27: error: 'accessibilityTraits' expects traits, not a string — did you mean '.button'?")
        #expect(message("img.accessibilityTraits = nil")
            == "1:27: error: 'accessibilityTraits' expects traits, not nil — did you mean '.none'?")
        #expect(message("img.accessibilityTraits = rating.value")
            == "1:27: error: 'accessibilityTraits' expects traits, not rating.value, which is a number")
    }

    @Test func misusedSetMethodsAndOperators() {
        #expect(message("img.accessibilityTraits.union(.button)")
            == "1:25: error: 'union' returns a new set and leaves accessibilityTraits unchanged — did you mean 'formUnion'?")
        #expect(message("img.accessibilityTraits.contains(.button)")
            == "1:25: error: 'contains' only asks whether a trait is set and changes nothing: use insert or remove")
        #expect(message("img.accessibilityTraits.insrt(.button)")
            == "1:25: error: unknown method 'insrt' on accessibilityTraits — did you mean 'insert'?")
        #expect(message("img.accessibilityTraits.rawValue |= UIAccessibilityTraits.header.rawValue")
            .hasPrefix("1:25: error: 'rawValue' is the traits' raw bits, which the tutor does not read"))
        #expect(message("img.accessibilityTraits = UIAccessibilityTraitButton || UIAccessibilityTraitImage")
            == "1:54: error: '||' is for true/false conditions: combine traits with '|' — did you mean '|'?")
        #expect(message("img.accessibilityTraits &= !UIAccessibilityTraitSelected")
            == "1:28: error: '!' negates true/false: to clear trait bits write '&= ~' — did you mean '~'?")
        #expect(message("img.accessibilityTraits.insert(.button") == "1:39: error: expected ')' to close 'insert(', found the end of the input")
    }
}

/// `|=` and `&=` are Objective-C's, with its bitmask constants: beside Swift's traits they make
/// code that compiles in neither language. The message is about the operator, and points there.
@Suite struct BitmaskDialectTests {
    @Test func swiftTraitsBesideABitmaskOperatorAreRefused() {
        #expect(message("img.accessibilityTraits |= .button")
            == "1:25: error: Swift's accessibilityTraits is an option set and has no '|=': write accessibilityTraits.insert(.button) "
                + "(the bitmask '|=' is Objective-C's, with its constants such as UIAccessibilityTraitButton)")
        #expect(message("img.accessibilityTraits &= ~UIAccessibilityTraits.selected").hasPrefix(
            "1:25: error: Swift's accessibilityTraits is an option set and has no '&=': write accessibilityTraits.remove(.selected)"))
        #expect(message("img.accessibilityTraits |= [.button]").hasPrefix("1:25: error: Swift's accessibilityTraits"))
        // The suggestion names the traits written, not an example's.
        #expect(message("img.accessibilityTraits |= .selected").contains("write accessibilityTraits.insert(.selected)"))
        #expect(message("img.accessibilityTraits |= .button | .selected").contains("formUnion([.button, .selected])"))
        #expect(message("img.accessibilityTraits &= .button").contains("formIntersection([.button])"))
    }

    /// `|`, `&` and `~` are Objective-C's too: `.button | .selected` compiles in neither language.
    @Test func swiftTraitsJoinedByABitmaskOperatorAreRefused() {
        #expect(message("img.accessibilityTraits = .button | .selected")
            == "1:35: error: Swift's accessibilityTraits is an option set and has no '|': list the traits, as in "
                + "[.button, .selected] (the bitmask '|' is Objective-C's, with its constants such as UIAccessibilityTraitButton)")
        #expect(message("img.accessibilityTraits = ~UIAccessibilityTraits.button").hasPrefix("1:27: error: Swift's accessibilityTraits"))
        #expect(messages("img.accessibilityTraits = UIAccessibilityTraitButton | UIAccessibilityTraitSelected;").isEmpty)
        #expect(messages("img.accessibilityTraits = img.accessibilityTraits.union(.button)").isEmpty)
    }

    @Test func objectiveCConstantsAndAnotherElementsTraitsStillCombine() {
        #expect(messages("img.accessibilityTraits |= UIAccessibilityTraitButton | UIAccessibilityTraitImage;").isEmpty)
        #expect(messages("img.accessibilityTraits &= ~UIAccessibilityTraitSelected;").isEmpty)
        #expect(messages("img.accessibilityTraits |= button.accessibilityTraits").isEmpty)
    }
}
