import Testing
@testable import AXModel

/// The near misses the screen loader suggests, from the tables it suggests from.
@Suite struct NearMissTests {
    @Test func keys() {
        #expect(NearMiss.suggestion(for: "titel", in: ScreenKey.names) == "title")
        #expect(NearMiss.suggestion(for: "accesibilityLabel", in: ScreenKey.names) == "accessibilityLabel")
        #expect(NearMiss.suggestion(for: "isAccessibilityElements", in: ScreenKey.names) == "isAccessibilityElement")
        #expect(NearMiss.suggestion(for: "elemnts", in: ScreenKey.topLevel) == "elements")
        #expect(NearMiss.suggestion(for: "colour", in: ScreenKey.names) == nil)
    }

    @Test func types() {
        let types = ElementType.types(of: .ios).filter { $0.framework == .uikit }.map(\.name)
        #expect(NearMiss.suggestion(for: "UIButon", in: types) == "UIButton")
        #expect(NearMiss.suggestion(for: "uilabel", in: types) == "UILabel")
        #expect(NearMiss.suggestion(for: "UISwitsh", in: types) == "UISwitch")
        #expect(NearMiss.suggestion(for: "Button", in: types) == "UIButton")
        #expect(NearMiss.suggestion(for: "UIImage", in: types) == "UIImageView")
    }

    @Test func traits() {
        let traits = TraitName.all.map(\.swift)
        #expect(NearMiss.suggestion(for: "buton", in: traits) == "button")
        #expect(NearMiss.suggestion(for: "headr", in: traits) == "header")
        #expect(NearMiss.suggestion(for: "adjustible", in: traits) == "adjustable")
    }

    @Test func actions() {
        #expect(NearMiss.suggestion(for: "navigte", in: Activation.keys) == "navigate")
        #expect(NearMiss.suggestion(for: "toggleSelcted", in: Activation.keys) == "toggleSelected")
    }

    @Test func repairedIDs() {
        #expect(ScreenDecoder.repairedID("dark-theme") == "dark_theme")
        #expect(ScreenDecoder.repairedID("1st") == "_1st")
        #expect(ScreenDecoder.repairedID("---") == nil)
        #expect(ScreenDecoder.isValidID("_a1"))
        #expect(!ScreenDecoder.isValidID("é"))
        #expect(!ScreenDecoder.isValidID(""))
    }
}

/// Words from SwiftUI, Android and everyday speech that the loader maps to the screen file's own.
@Suite struct ScreenSynonymTests {
    @Test func keysTypesAndTraits() {
        #expect(loaderProblems("""
            elements:
              - id: a
                type: Stepper
                contentDescription: Dark Theme
                min: 0
              - id: b
                type: UIImage
                accessibilityTraits: [heading]
            """) == [
                "s.yaml:3:11: error: unknown type 'Stepper': \(ElementType.listed(on: .ios)) — did you mean 'UIStepper'?",
                "s.yaml:4:5: error: unknown key 'contentDescription' — did you mean 'accessibilityLabel'?",
                "s.yaml:5:5: error: unknown key 'min' — did you mean 'minimumValue'?",
                "s.yaml:7:11: error: unknown type 'UIImage': \(ElementType.listed(on: .ios)) — did you mean 'UIImageView'?",
                "s.yaml:8:27: error: unknown trait 'heading' — did you mean 'header'?",
            ])
    }

    @Test func everySynonymNamesSomethingReal() {
        for target in ScreenSynonyms.keys.values { #expect(ScreenKey.byName[target] != nil, "\(target)") }
        for target in ScreenSynonyms.types.values { #expect(ElementType(rawValue: target) != nil, "\(target)") }
        for target in ScreenSynonyms.traits.values { #expect(TraitName.swift(target) != nil, "\(target)") }
    }
}

/// Short forms of a longer name.
@Suite struct NearMissPrefixTests {
    @Test func theOnlyNameThatBeginsWithTheWordIsSuggested() {
        #expect(NearMiss.suggestion(for: "saveCard", in: ["title", "saveCardToggle", "payButton"]) == "saveCardToggle")
    }

    @Test func twoNamesThatBeginWithTheWordSuggestNeither() {
        #expect(NearMiss.suggestion(for: "save", in: ["saveCardToggle", "saveButton"]) == nil)
    }

    @Test func wordsShorterThanThreeLettersAreNotExtended() {
        #expect(NearMiss.suggestion(for: "sa", in: ["saveCardToggle"]) == nil)
    }
}
