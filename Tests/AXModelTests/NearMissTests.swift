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
        let types = ElementType.allCases.map(\.rawValue)
        #expect(NearMiss.suggestion(for: "UIButon", in: types) == "UIButton")
        #expect(NearMiss.suggestion(for: "uilabel", in: types) == "UILabel")
        #expect(NearMiss.suggestion(for: "UISwitsh", in: types) == "UISwitch")
        #expect(NearMiss.suggestion(for: "Button", in: types) == "UIButton")
        #expect(NearMiss.suggestion(for: "UIImage", in: types) == nil)
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
