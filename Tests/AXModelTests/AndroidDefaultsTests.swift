import Testing
@testable import AXModel

/// What Android gives each class before the app sets anything.
@Suite struct AndroidDefaultsTests {
    func make(_ type: ElementType, _ configure: (inout Element) -> Void = { _ in }) -> Element {
        var element = Element(id: "a", type: type)
        configure(&element)
        return element
    }

    @Test func roleWords() {
        let words = ElementType.types(of: .android).map { make($0).androidRoleWord }
        #expect(Dictionary(uniqueKeysWithValues: zip(ElementType.types(of: .android).map(\.rawValue), words)) == [
            "TextView": nil, "Button": "Button", "ImageButton": "Button", "ImageView": "Image",
            "EditText": "Edit box", "CheckBox": "Check box", "RadioButton": "Radio button", "Switch": "Switch",
            "SeekBar": "Slider", "ProgressBar": "Progress bar", "Spinner": "Drop down list", "ViewGroup": nil,
            "Composable": nil,
        ])
        #expect(make(.ImageView) { $0.android.clickable = true }.androidRoleWord == "Button")
        #expect(make(.Composable) { $0.android.role = .DropdownList }.androidRoleWord == "Drop down list")
        #expect(make(.Composable) { $0.android.progress = 5 }.androidRoleWord == "Progress bar")
    }

    /// Material's `Icon(…, contentDescription = "…")` gives its node `Role.Image` (Icon.kt); with no
    /// description it has no role. A learner heard "Save recipe" for a clickable described icon
    /// that TalkBack calls a button.
    @Test func aDescribedMaterialIconIsAnImageAndAButtonWhenClickable() {
        let icon = make(.Composable) { $0.image = "Icons.Filled.Favorite"; $0.android.contentDescription = "Save recipe" }
        #expect(icon.androidRoleWord == "Image")
        var clickable = icon
        clickable.android.clickable = true
        #expect(clickable.androidRoleWord == "Button")
        #expect(make(.Composable) { $0.image = "Icons.Filled.Favorite"; $0.android.clickable = true }.androidRoleWord == nil)
    }

    @Test func clickableAndFocusableByClass() {
        let clickable = ElementType.types(of: .android).filter { make($0).androidClickable }.map(\.rawValue)
        #expect(clickable == ["Button", "ImageButton", "EditText", "CheckBox", "RadioButton", "Switch", "Spinner"])
        let focusable = ElementType.types(of: .android).filter { make($0).androidFocusable }.map(\.rawValue)
        #expect(focusable == ["Button", "ImageButton", "EditText", "CheckBox", "RadioButton", "Switch", "SeekBar", "Spinner"])
        #expect(!make(.Button) { $0.android.clickable = false }.androidClickable)
        #expect(make(.TextView) { $0.android.focusable = true }.androidFocusable)
    }

    @Test func composeClickableFollowsTheRole() {
        #expect(make(.Composable) { $0.android.role = .Button }.androidClickable)
        #expect(!make(.Composable) { $0.android.role = .Image }.androidClickable)
        #expect(make(.Composable) { $0.android.checked = false }.androidClickable)
        #expect(!make(.Composable) { $0.android.role = .Tab; $0.android.clickable = false }.androidClickable)
    }

    @Test func aSelectedComposeTabIsNotClickable() {
        #expect(make(.Composable) { $0.android.role = .Tab }.androidClickable)
        #expect(!make(.Composable) { $0.android.role = .Tab; $0.isSelected = true }.androidClickable)
    }

    @Test func checkableAndOnOff() {
        #expect(make(.Switch).androidCheckable && make(.Switch).androidSaysOnOff)
        #expect(make(.CheckBox).androidCheckable && !make(.CheckBox).androidSaysOnOff)
        #expect(make(.Composable) { $0.android.role = .Switch }.androidSaysOnOff)
        #expect(!make(.Button).androidCheckable)
    }

    @Test func rangesDefaultToZeroToAHundredAndClamp() {
        #expect(make(.SeekBar).androidPercent == "0%")
        #expect(make(.SeekBar) { $0.android.progress = 40 }.androidPercent == "40%")
        #expect(make(.ProgressBar) { $0.android.progress = 150 }.androidProgress == 100)
        #expect(make(.SeekBar) { $0.android.min = 10; $0.android.max = 20; $0.android.progress = 15 }.androidPercent == "50%")
    }

    @Test func aSpinnersTextIsItsSelectedEntry() {
        #expect(make(.Spinner) { $0.android.entries = ["S", "M"] }.androidText == "S")
        #expect(make(.Spinner) { $0.android.entries = ["S", "M"]; $0.android.selection = 1 }.androidText == "M")
        #expect(make(.Spinner) { $0.android.entries = ["S"]; $0.android.selection = 9 }.androidText == nil)
    }
}
