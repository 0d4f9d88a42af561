import Testing
@testable import AXModel

/// docs/voiceover.md section 5: the defaults UIKit gives each class.
@Suite struct UIKitDefaultsTests {
    func make(_ type: ElementType, _ configure: (inout Element) -> Void = { _ in }) -> Element {
        var element = Element(id: "x", type: type)
        configure(&element)
        return element
    }

    /// VO-5.15: a spinning activity indicator is an element that says "In progress"; a stopped
    /// one hides itself unless told not to, and then the screen is refused.
    @Test func activityIndicatorSaysInProgressWhileItSpins() throws {
        let spinning = make(.UIActivityIndicatorView) { $0.isAnimating = true }
        #expect(spinning.resolvedLabel == "In progress")
        #expect(spinning.resolvedIsAccessibilityElement)
        #expect(spinning.resolvedTraits == [])
        let loaded = try ScreenLoader.parse("elements:\n  - {id: spinner, type: UIActivityIndicatorView}", file: nil)
        #expect(loaded.elements.first?.isHidden == true)
        let shown = try ScreenLoader.parse("elements:\n  - {id: spinner, type: UIActivityIndicatorView, isAnimating: true}",
                                           file: nil)
        #expect(shown.elements.first?.isHidden == false)
    }

    @Test func aStoppedActivityIndicatorLeftOnScreenIsRefused() {
        #expect {
            _ = try ScreenLoader.parse("elements:\n  - {id: spinner, type: UIActivityIndicatorView, hidesWhenStopped: false}",
                                       file: "s.yaml")
        } throws: { error in
            Diagnostics.items(in: error).first?.rendered.hasPrefix("s.yaml:2:68: error: a stopped UIActivityIndicatorView") == true
        }
    }

    /// A stepper or slider that leaves its range unset reads UIKit's: a stepper 0...100 by 1, a
    /// slider 0...1 (Apple's documentation of each property), so code that reads them gets numbers.
    @Test func aControlsUnsetRangeReadsUIKitsDefaults() {
        let stepper = make(.UIStepper)
        #expect(stepper.property("stepValue") == .number(1))
        #expect(stepper.property("maximumValue") == .number(100))
        #expect(make(.UISlider).property("maximumValue") == .number(1))
        #expect(make(.UIStepper) { $0.stepValue = 5 }.property("stepValue") == .number(5))
        #expect(make(.UIView).property("stepValue") == .nil_)
    }

    @Test func buttonIsAButtonLabelledByItsTitle() {
        let button = make(.UIButton) { $0.title = "Play" }
        #expect(button.resolvedTraits == .button)
        #expect(button.resolvedLabel == "Play")
        #expect(button.resolvedIsAccessibilityElement)
    }

    @Test func labelIsStaticTextLabelledByItsText() {
        let label = make(.UILabel) { $0.text = "Hello" }
        #expect(label.resolvedTraits == .staticText)
        #expect(label.resolvedLabel == "Hello")
    }

    @Test func imageViewIsNotAnElement() {
        let image = make(.UIImageView) { $0.image = "logo" }
        #expect(!image.resolvedIsAccessibilityElement)
        #expect(make(.UIImageView).resolvedLabel == nil)
    }

    /// docs/voiceover.md VO-5.1: a custom `UIControl` is no element and has no traits by default.
    @Test func aCustomControlIsNotAnElementByDefault() {
        let control = make(.UIControl) { $0.className = "RatingControl" }
        #expect(!control.resolvedIsAccessibilityElement)
        #expect(control.resolvedTraits == [])
    }

    /// With nothing else to say, an image view or an image-only button is named by its asset.
    @Test func anImageWithoutALabelIsNamedByItsAssetName() {
        let image = make(.UIImageView) { $0.image = "logo" }
        #expect(image.resolvedLabel == "logo" && image.labelIsImageName)
        let button = make(.UIButton) { $0.image = "trash" }
        #expect(button.resolvedLabel == "trash" && button.labelIsImageName)
        let titled = make(.UIButton) { $0.image = "trash"; $0.title = "Delete" }
        #expect(titled.resolvedLabel == "Delete" && !titled.labelIsImageName)
        let labelled = make(.UIButton) { $0.image = "trash"; $0.accessibilityLabel = "Delete photo" }
        #expect(labelled.resolvedLabel == "Delete photo" && !labelled.labelIsImageName)
        #expect(make(.UIButton) { $0.title = "" }.resolvedLabel == "")
    }

    @Test func switchIsASwitchButtonWithValueOneOrZeroAndNoLabel() {
        #expect(make(.UISwitch).resolvedTraits == [.button, .toggleButton])
        #expect(make(.UISwitch) { $0.isOn = true }.resolvedValue == "1")
        #expect(make(.UISwitch).resolvedValue == "0")
        #expect(make(.UISwitch).resolvedLabel == nil)
    }

    @Test func switchReportsItsOwnStateWhateverValueIsSet() {
        #expect(make(.UISwitch) { $0.isOn = true; $0.accessibilityValue = "Value" }.resolvedValue == "1")
        #expect(make(.UISwitch) { $0.accessibilityValue = "1" }.resolvedValue == "0")
        #expect(make(.UIView) { $0.accessibilityTraits = .toggleButton; $0.accessibilityValue = "Value" }.resolvedValue == "Value")
    }

    @Test func secureTextFieldValueIsOneBulletPerCharacter() {
        let field = make(.UITextField) { $0.placeholder = "Password"; $0.text = "secret123"; $0.isSecureTextEntry = true }
        #expect(field.resolvedValue == String(repeating: "\u{2022}", count: 9))
        #expect(field.resolvedLabel == "Password")
        #expect(make(.UITextField) { $0.isSecureTextEntry = true }.resolvedValue == nil)
    }

    @Test func sliderIsAdjustableWithItsValueAsAPercentageOfItsRange() {
        let slider = make(.UISlider) { $0.minimumValue = 10; $0.maximumValue = 20; $0.value = 15 }
        #expect(slider.resolvedTraits == .adjustable)
        #expect(slider.resolvedValue == "50%")
        #expect(slider.resolvedLabel == nil)
    }

    @Test func stepperIsNotOneElement() {
        #expect(!make(.UIStepper).resolvedIsAccessibilityElement)
    }

    @Test func textFieldValueIsItsTextAndItsLabelThePlaceholder() {
        let field = make(.UITextField) { $0.placeholder = "Email"; $0.text = "a@b.c" }
        #expect(field.resolvedLabel == "Email")
        #expect(field.resolvedValue == "a@b.c")
        #expect(field.resolvedTraits == [])
    }

    @Test func labelledEmptyTextFieldReadsItsPlaceholderAsValue() {
        let field = make(.UITextField) { $0.accessibilityLabel = "Last name"; $0.placeholder = "Lovelace" }
        #expect(field.resolvedLabel == "Last name")
        #expect(field.resolvedValue == "Lovelace")
    }

    @Test func textFieldWithTextDoesNotReadItsPlaceholder() {
        let field = make(.UITextField) { $0.accessibilityLabel = "Last name"; $0.placeholder = "Lovelace"; $0.text = "Byron" }
        #expect(field.resolvedValue == "Byron")
    }

    @Test func pageControlIsAdjustableWithPageNOfM() {
        let pages = make(.UIPageControl) { $0.numberOfPages = 4; $0.currentPage = 1 }
        #expect(pages.resolvedTraits == .adjustable)
        #expect(pages.resolvedValue == "page 2 of 4")
    }

    @Test func tabBarCarriesTheTabBarTrait() {
        #expect(make(.UITabBar).resolvedTraits == .tabBar)
        #expect(!make(.UITabBar).resolvedIsAccessibilityElement)
        #expect(!make(.UISegmentedControl).resolvedIsAccessibilityElement)
        #expect(!make(.UINavigationBar).resolvedIsAccessibilityElement)
    }

    /// docs/voiceover.md VO-5.16: a scroll, table or collection view is no element and has no
    /// trait; what it holds is read in order.
    @Test func scrollingContainersReadTheirChildrenInOrder() throws {
        for type in [ElementType.UIScrollView, .UITableView, .UICollectionView] {
            #expect(!make(type).resolvedIsAccessibilityElement)
            #expect(make(type).resolvedTraits == [])
        }
        let screen = try ScreenLoader.parse("""
            elements:
              - id: table
                type: UITableView
                children:
                  - {id: wifi, type: UITableViewCell, text: Wi-Fi, accessoryType: disclosureIndicator}
                  - {id: ringtone, type: UITableViewCell, text: Ringtone, accessoryType: checkmark}
            """, file: "s.yaml")
        #expect(screen.allElements.map(\.id) == ["table", "wifi", "ringtone"])
    }

    @Test func cellWithDisclosureIndicatorGetsButton() {
        #expect(make(.UITableViewCell) { $0.accessoryType = .disclosureIndicator }.resolvedTraits == .button)
    }

    /// docs/voiceover.md VO-5.10: UIKit's checkmark accessory says the row is the chosen one, as
    /// `isSelected` does, whatever traits the app sets.
    @Test func cellWithACheckmarkIsSelected() {
        #expect(make(.UITableViewCell) { $0.accessoryType = .checkmark }.resolvedTraits == .selected)
        #expect(make(.UITableViewCell) { $0.accessoryType = .checkmark; $0.accessibilityTraits = .button }.resolvedTraits
                == [.button, .selected])
        #expect(make(.UITableViewCell) { $0.accessoryType = .detailButton }.resolvedTraits == [])
    }

    @Test func disabledAddsNotEnabledAndSelectedAddsSelected() {
        let button = make(.UIButton) { $0.isEnabled = false; $0.isSelected = true }
        #expect(button.resolvedTraits == [.button, .notEnabled, .selected])
    }

    @Test func setTraitsReplaceTheDefaults() {
        #expect(make(.UIButton) { $0.accessibilityTraits = .link }.resolvedTraits == .link)
    }

    @Test func progressViewUpdatesFrequentlyWithAPercentage() {
        let progress = make(.UIProgressView) { $0.progress = 0.25 }
        #expect(progress.resolvedTraits == .updatesFrequently)
        #expect(progress.resolvedValue == "25%")
    }
}
