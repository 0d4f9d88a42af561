import AXModel
import Testing
@testable import ScreenReader

/// Pane titles and focus moved by the app on Android (docs/talkback.md TB-7.10, TB-7.11).
@Suite struct TalkBackPaneAndFocusTests {
    private let sheet = """
          - {id: filterButton, type: Button, text: Filters, onActivate: {show: filterSheet}}
          - {id: results, type: TextView, text: 24 results}
          - id: filterSheet
            type: ViewGroup
            visibility: gone
            accessibilityPaneTitle: Filters
            children:
              - {id: priceSwitch, type: Switch, text: Under 50 euros, checked: false}

        """

    @Test func aPaneThatAppearsSaysItsPaneTitle() throws {
        #expect(try talkBackHeard(sheet, "swipe right; double tap; swipe right; double tap") == """
            > swipe right
            Filters, Button
            hint: Double-tap to activate
            > double tap
            Filters
            > swipe right
            24 results
            > double tap
            """, "said once, when it appears; focus stays")
        var screen = try androidScreen(sheet)
        screen.modify("filterSheet") { $0.android.paneTitle = nil }
        #expect(TalkBack().play(try Gesture.parseList("swipe right; double tap", on: .android), on: screen).text
                .hasSuffix("> double tap"), "without a pane title nothing is said")
        // A shown pane whose title changes says the new one.
        var shown = try androidScreen(sheet)
        shown.modify("filterSheet") { $0.isHidden = false; $0.android.visibility = .visible }
        shown.modify("priceSwitch") { $0.handlers = [EventHandler(event: "tap", effects: [
            .set(target: "filterSheet", property: "accessibilityPaneTitle", to: .string("Filters, 1 on")),
        ])] }
        #expect(TalkBack().play(try Gesture.parseList("swipe right; swipe right; swipe right; double tap", on: .android), on: shown).text
                .hasSuffix("> double tap\nOn\nFilters, 1 on"))
    }

    @Test func inputFocusMovedByTheAppMovesTalkBacksFocus() throws {
        func form(_ effects: [Effect]) throws -> Screen {
            var screen = try androidScreen("""
                  - {id: email, type: EditText, hint: Email}
                  - {id: submit, type: Button, text: Send}
                  - {id: errorText, type: TextView, text: Enter a valid email}

                """)
            screen.modify("submit") { $0.handlers = [EventHandler(event: "tap", effects: effects)] }
            return screen
        }
        func heard(_ effects: [Effect]) throws -> String {
            TalkBack().play(try Gesture.parseList("swipe right; swipe right; double tap", on: .android), on: try form(effects)).text
        }
        #expect(try heard([.requestFocus("email")]).hasSuffix("> double tap\nEmail, Edit box\nhint: Double-tap to edit text"))
        #expect(try heard([.requestFocus("errorText")]).hasSuffix("> double tap"), "a TextView takes no input focus: nothing moves")
        #expect(try heard([.moveFocus(to: "errorText", screenChanged: false)]).hasSuffix("> double tap\nEnter a valid email"),
                "the view-focused event moves TalkBack's focus to any view it can focus")
    }

    /// TB-7.12: `errorFocus.requestFocus()` gives input focus to the node the requester is
    /// attached to, when it can take it, and TalkBack's focus follows and reads it.
    @Test func aFocusRequesterMovesTalkBacksFocus() throws {
        func heard(focusable: Bool, requester: String = "errorFocus", findsNoTarget: Bool = false) throws -> String {
            var screen = try androidScreen("""
                  - {id: save, type: Composable, text: Save, role: Button}
                  - {id: errorText, type: Composable, text: Enter an email address}

                """)
            screen.focusRequesters = ["errorFocus"]
            screen.modify("errorText") { node in
                node.android.focusRequester = "errorFocus"
                node.android.focusable = focusable
                node.android.focusRequesterFindsNoTarget = findsNoTarget
            }
            screen.modify("save") { $0.handlers = [EventHandler(event: "tap", effects: [.requestFocusThrough(requester)])] }
            return TalkBack().play(try Gesture.parseList("swipe right; double tap; swipe left", on: .android), on: screen).text
        }
        #expect(try heard(focusable: true).hasSuffix("> double tap\nEnter an email address\n> swipe left\nSave, Button\n"
                                                     + "hint: Double-tap to activate"))
        #expect(try heard(focusable: false).hasSuffix("> double tap\n> swipe left"),
                "a node without focusable() takes no input focus: nothing moves")
        #expect(try heard(focusable: true, requester: "other").hasSuffix("> double tap\n> swipe left"))
        #expect(try heard(focusable: true, findsNoTarget: true).hasSuffix("> double tap\n> swipe left"),
                "a requester after the focus target finds none")
    }

    /// A Compose click that changes the app's state: the text that reads it is composed again,
    /// and a live region says it (docs/talkback.md TB-7.5, TB-7.13).
    @Test func aComposeClickThatChangesStateIsHeardThroughALiveRegion() throws {
        var screen = try ScreenLoader.parse("""
            platform: android
            state: {count: 2}
            elements:
              - {id: addButton, type: Composable, role: Button, text: Add}
              - {id: basketCount, type: Composable, text: "$count in basket", liveRegion: polite}
            """, file: "s.yaml")
        screen.modify("addButton") { $0.handlers = [EventHandler(event: "tap", effects: [.addToVariable("count", amount: 1)])] }
        #expect(TalkBack().play(try Gesture.parseList("swipe right; double tap; double tap", on: .android), on: screen).text
                .hasSuffix("> double tap\n3 in basket\n> double tap\n4 in basket"))
    }

    /// TB-7.12: Compose composes what a click shows only after the click's code, so a requester on
    /// a node the same click composes is not attached yet and nothing moves.
    @Test func aRequesterOnANodeTheSameClickComposesIsNotAttachedYet() throws {
        var screen = try androidScreen("""
              - {id: send, type: Composable, role: Button, text: Send, onActivate: {show: errorText}}
              - {id: errorText, type: Composable, text: Enter a valid email, composed: false}

            """)
        screen.modify("errorText") { $0.android.focusRequester = "errorFocus"; $0.android.focusable = true }
        screen.modify("send") { $0.handlers = [EventHandler(event: "tap", effects: [.requestFocusThrough("errorFocus")])] }
        #expect(TalkBack().play(try Gesture.parseList("swipe right; double tap; double tap", on: .android), on: screen).text
                .hasSuffix("> double tap\n> double tap\nEnter a valid email"),
                "the second click finds the node composed by the first")
    }

    /// A click that sets the state a Composable is composed by shows it; in a live region it is heard.
    @Test func aComposeClickComposesANodeThatReadsItsState() throws {
        var screen = try ScreenLoader.parse("""
            platform: android
            state: {showError: false}
            elements:
              - {id: send, type: Composable, role: Button, text: Send}
              - {id: errorText, type: Composable, text: Enter a valid email, composed: showError, liveRegion: assertive}
            """, file: "s.yaml")
        screen.modify("send") { $0.handlers = [EventHandler(event: "tap", effects: [.setVariable("showError", to: .bool(true))])] }
        #expect(TalkBack().play(try Gesture.parseList("swipe right; double tap; swipe right", on: .android), on: screen).text
                .hasSuffix("> double tap\nEnter a valid email\n> swipe right\nEnter a valid email"))
    }
}
