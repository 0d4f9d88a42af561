import Testing
import AXModel
@testable import FixScript

/// `@AccessibilityFocusState` and `.accessibilityFocused($…)` (docs/voiceover.md VO-8.12).
@Suite struct FocusStateStatementsTests {
    @Test func focusStateIsDeclaredAndBoundAsSwiftUIWritesIt() throws {
        let fixed = try applying("""
            @AccessibilityFocusState private var isCellFocused: Bool
            cell.accessibilityFocused($isCellFocused)
            Button("Play") { isCellFocused = true }
            """, to: Fixtures.swiftUIControls)
        #expect(fixed.state["isCellFocused"] == StateVariable(value: .bool(false), kind: .bool, isAccessibilityFocus: true))
        #expect(fixed["cell"].accessibilityFocusBinding == "isCellFocused")
        let on = Fixtures.swiftUIControls
        #expect(message("@State var x = 1", on: on).hasPrefix("1:2: error: the app's @State is the screen's, not the fix's"))
        #expect(message("@FocusState var f: Bool", on: on).hasPrefix("1:2: error: @FocusState moves the keyboard's focus"))
        #expect(message("@Published var f: Bool", on: on).hasPrefix("1:2: error: '@Published' is not a property wrapper a fix declares"))
        #expect(message("@AccessibilityFocusState var f: Bool = false", on: on).hasPrefix("1:38: error: an @AccessibilityFocusState starts false"))
        #expect(message("@AccessibilityFocusState var f: Field?", on: on).hasPrefix("1:33: error: a focus state here is a Bool, not 'Field'"))
        #expect(message("cell.accessibilityFocused(isCellFocused)", on: on)
            .hasPrefix("1:27: error: accessibilityFocused takes the focus state's binding: write '$'"))
        #expect(message("cell.accessibilityFocused($nope)", on: on).hasPrefix("1:6: error: no focus state 'nope': declare it first"))
        #expect(message("cell.accessibilityFocused($stars)", on: on).hasPrefix("1:6: error: 'stars' is not an @AccessibilityFocusState"))
        #expect(message("@AccessibilityFocusState var stars: Bool", on: on) == "1:30: error: invalid redeclaration of 'stars'")
        #expect(message("@AccessibilityFocusState var cell: Bool", on: on).hasPrefix("1:30: error: 'cell' is a view of the screen"))
        #expect(message("@AccessibilityFocusState var f: Bool\ncell.accessibilityFocused($f, equals: .name)", on: on)
            .hasPrefix("2:29: error: 'equals:' binds an enum focus state"))
    }
}
