import AXModel
import Testing
@testable import ScreenReader

/// SwiftUI's `@AccessibilityFocusState` (docs/voiceover.md VO-8.12): code that sets it to true
/// moves focus to the bound view, which is read; it is false again once focus has left.
@Suite struct FocusStateTests {
    private func signIn(_ tap: [Effect]) -> Screen {
        var screen = screen(element("title", .Text) { $0.text = "Sign in"; $0.accessibilityTraits = .header },
                            element("errorText", .Text) {
                                $0.text = "Wrong password"
                                $0.accessibilityFocusBinding = "isErrorFocused"
                            },
                            element("signIn", .SwiftUIButton) {
                                $0.title = "Sign in"
                                $0.handlers = [EventHandler(event: "tap", effects: tap)]
                            })
        screen.state["isErrorFocused"] = StateVariable(value: .bool(false), kind: .bool, isAccessibilityFocus: true)
        return screen
    }

    @Test func aFocusStateMovesVoiceOversFocusToItsView() throws {
        #expect(try heard(signIn([.setVariable("isErrorFocused", to: .bool(true))]), "swipe right; swipe right; swipe right; double tap; swipe right") == """
            > swipe right
            Sign in, heading
            > swipe right
            Wrong password
            > swipe right
            Sign in, button
            > double tap
            Wrong password
            > swipe right
            Sign in, button
            """)
        // Focus left the view, so the state is false again: setting it true moves focus again.
        #expect(try heard(signIn([.setVariable("isErrorFocused", to: .bool(true))]), "swipe right; swipe right; swipe right; double tap; swipe right; double tap")
                .hasSuffix("> double tap\nWrong password"))
        // A toggle reads the state as it is now: false after focus left, so it becomes true.
        let toggle: [Effect] = [.setVariable("isErrorFocused", to: .conditional(
            when: [Condition(left: .variable("isErrorFocused"), comparison: .equal, right: .bool(true))], .bool(false), .bool(true)))]
        #expect(try heard(signIn(toggle), "swipe right; swipe right; swipe right; double tap").hasSuffix("> double tap\nWrong password"))
        #expect(try heard(signIn([]), "swipe right; swipe right; swipe right; double tap").hasSuffix("> double tap\nSign in"),
                "without the state, focus stays on the button, which is re-read (VO-3.9)")
    }
}
