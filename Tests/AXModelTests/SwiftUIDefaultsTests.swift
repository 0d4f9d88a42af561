import Testing
@testable import AXModel

/// docs/voiceover.md section 7: the defaults SwiftUI gives each view, and the one answer to
/// which framework a type belongs to.
@Suite struct SwiftUIDefaultsTests {
    func make(_ type: ElementType, _ configure: (inout Element) -> Void = { _ in }) -> Element {
        var element = Element(id: "x", type: type)
        configure(&element)
        return element
    }

    @Test func everyTypeSaysItsFramework() {
        #expect(ElementType.UILabel.framework == .uikit)
        #expect(ElementType.Text.framework == .swiftUI)
        #expect(ElementType.SwiftUIButton.framework == .swiftUI)
        #expect(ElementType.Button.framework == .androidViews)
        #expect(ElementType.Composable.framework == .compose)
        for type in ElementType.allCases {
            #expect(type.platform == type.framework.platform)
        }
    }

    /// `Button` is SwiftUI's on an ios screen and Android's on an android screen.
    @Test func aNameMeansItsPlatformsType() {
        #expect(ElementType.named("Button", on: .ios) == .SwiftUIButton)
        #expect(ElementType.named("Button", on: .android) == .Button)
        #expect(ElementType.named("Text", on: .ios) == .Text)
        #expect(ElementType.named("Text", on: .android) == nil)
        #expect(ElementType.named("SwiftUI.Button", on: .ios) == nil)
        #expect(ElementType.SwiftUIButton.name == "Button")
    }

    @Test func textIsStaticTextLabelledByItsText() {
        let text = make(.Text) { $0.text = "Hello" }
        #expect(text.resolvedTraits == .staticText)
        #expect(text.resolvedLabel == "Hello")
        #expect(text.resolvedIsAccessibilityElement)
    }

    @Test func imageIsAnElementNamedByItsAsset() {
        let image = make(.Image) { $0.image = "gear" }
        #expect(image.resolvedIsAccessibilityElement)
        #expect(image.resolvedTraits == .image)
        #expect(image.resolvedLabel == "gear" && image.labelIsImageName)
    }

    @Test func decorativeImageIsNoElement() {
        let image = make(.Image) { $0.image = "wave"; $0.decorative = true }
        #expect(!image.resolvedIsAccessibilityElement)
        #expect(image.resolvedLabel == nil && !image.labelIsImageName)
    }

    @Test func labelReadsItsTitle() {
        let label = make(.Label) { $0.title = "Settings"; $0.image = "gear" }
        #expect(label.resolvedLabel == "Settings")
        #expect(label.resolvedTraits == .staticText)
    }

    @Test func buttonIsNamedByItsLabel() {
        let button = make(.SwiftUIButton) { $0.title = "Add"; $0.image = "plus" }
        #expect(button.resolvedTraits == .button)
        #expect(button.resolvedLabel == "Add" && !button.labelIsImageName)
        #expect(make(.SwiftUIButton) { $0.image = "plus" }.resolvedLabel == "plus")
    }

    @Test func toggleIsASwitchNamedByItsTitle() {
        let toggle = make(.Toggle) { $0.title = "Wi-Fi"; $0.isOn = true }
        #expect(toggle.resolvedTraits == [.button, .toggleButton])
        #expect(toggle.resolvedLabel == "Wi-Fi")
        #expect(toggle.resolvedValue == "1")
        #expect(make(.Toggle).resolvedValue == "0")
    }

    @Test func sliderIsAdjustableWithAPercentageOfItsRange() {
        #expect(make(.Slider) { $0.value = 0.25 }.resolvedValue == "25%")
        #expect(make(.Slider) { $0.value = 50; $0.maximumValue = 200 }.resolvedValue == "25%")
        #expect(make(.Slider).resolvedTraits == .adjustable)
    }

    @Test func stacksAreNotElementsAndTheirChildrenReadInOrder() {
        for type in [ElementType.HStack, .VStack, .ZStack, .Group, .List, .Form, .Section, .NavigationStack] {
            #expect(!make(type).resolvedIsAccessibilityElement, "\(type)")
            #expect(make(type).resolvedTraits == [], "\(type)")
        }
    }

    @Test func filledTextFieldReadsOnlyItsText() {
        let empty = make(.TextField) { $0.title = "Email" }
        #expect(empty.resolvedLabel == "Email" && empty.resolvedValue == nil)
        let filled = make(.TextField) { $0.title = "Email"; $0.text = "ana@example.com" }
        #expect(filled.resolvedLabel == nil && filled.resolvedValue == "ana@example.com")
        let secure = make(.SecureField) { $0.title = "Password"; $0.text = "abc" }
        #expect(secure.isSecure && secure.resolvedValue == "\u{2022}\u{2022}\u{2022}")
    }
}
