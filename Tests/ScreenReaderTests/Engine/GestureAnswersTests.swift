import AXModel
import Testing
@testable import ScreenReader

/// The magic tap and escape, answered by the app's code from the focused element up
/// (docs/voiceover.md VO-8.14, VO-8.15), and a double tap answered by the element's own code (VO-8.18).
@Suite struct GestureAnswersTests {
    private func player(magicTap: [Effect], onTitle: [Effect]? = nil) -> Screen {
        var screen = screen(element("player", .UIView, children: [
            element("episodeTitle", .UILabel) {
                $0.text = "Episode 12"
                if let onTitle { $0.handlers = [EventHandler(event: "magicTap", effects: onTitle)] }
            },
            element("playButton", .UIButton) { $0.title = "Play" },
        ]) { $0.handlers = [EventHandler(event: "magicTap", effects: magicTap)] },
        element("other", .UIButton) { $0.title = "Other" })
        screen.state["isPlaying"] = StateVariable(value: .bool(false), kind: .bool)
        return screen
    }

    private let toggle: [Effect] = [
        .setVariable("isPlaying", to: .conditional(when: [Condition(left: .variable("isPlaying"), comparison: .equal,
                                                                     right: .bool(true))], .bool(false), .bool(true))),
        .announce(.conditional(when: [Condition(left: .variable("isPlaying"), comparison: .equal, right: .bool(true))],
                               .string("Playing"), .string("Paused"))),
        .returns(true),
    ]

    @Test func theMagicTapAsksTheFocusedElementThenItsContainers() throws {
        #expect(try heard(player(magicTap: toggle), "magic tap; swipe right; magic tap; swipe right; magic tap; swipe right; magic tap") == """
            > magic tap
            > swipe right
            Episode 12
            > magic tap
            Playing
            > swipe right
            Play, button
            > magic tap
            Paused
            > swipe right
            Other, button
            > magic tap
            """)
        // An element that returns false passes the gesture up; one that returns true keeps it.
        #expect(try heard(player(magicTap: toggle, onTitle: [.returns(false)]), "swipe right; magic tap").hasSuffix("Playing"))
        // Code that returns false has still run: what it posted is heard before the next view's.
        #expect(try heard(player(magicTap: toggle, onTitle: [.announce(.string("Title")), .returns(false)]), "swipe right; magic tap")
                .hasSuffix("> magic tap\nTitle\nPlaying"))
        #expect(try heard(player(magicTap: toggle, onTitle: [.announce(.string("Title")), .returns(true)]), "swipe right; magic tap")
                .hasSuffix("> magic tap\nTitle"))
    }

    @Test func escapeAsksTheAppBeforeTheReadersOwn() throws {
        var sheet = screen(element("content", .UILabel) { $0.text = "Inbox" },
                           element("sheet", .UIView, children: [element("close", .UIButton) { $0.title = "Close" }]) {
                               $0.accessibilityViewIsModal = true
                               $0.handlers = [EventHandler(event: "escape", effects: [
                                   .set(target: "self", property: "isHidden", to: .bool(true)),
                                   .announce(.string("Sheet closed")), .returns(true),
                               ])]
                           })
        #expect(try heard(sheet, "swipe right; escape; swipe right") == """
            > swipe right
            Close, button
            > escape
            Sheet closed
            > swipe right
            Inbox
            """)
        sheet.modify("sheet") { $0.handlers = [] }
        // Without the app's code, the default dismisses the modal view, silently (VO-3.22).
        #expect(try heard(sheet, "swipe right; escape").hasSuffix("> escape"))
        #expect(throws: (any Error).self) { try Gesture.parseList("magic tap", on: .android) }
    }

    @Test func theAppsActivateAnswersADoubleTapBeforeTheView() throws {
        func rating(_ effects: [Effect]) -> Screen {
            var screen = screen(element("stars", .UIView) {
                $0.isAccessibilityElement = true
                $0.accessibilityLabel = "Rating"
                $0.accessibilityTraits = [.button]
                $0.onActivate = [.announce("Opened")]
                $0.handlers = [EventHandler(event: "activate", effects: effects)]
            })
            screen.state["stars"] = StateVariable(value: .number(3), kind: .int)
            return screen
        }
        let answers: [Effect] = [.addToVariable("stars", amount: 1),
                                 .announce(.interpolation([.string("Rating "), .variable("stars")])), .returns(true)]
        // `true`: the app handled it, and the view's own action does not run.
        #expect(try heard(rating(answers), "swipe right; double tap; double tap") == """
            > swipe right
            Rating, button
            > double tap
            Rating 4
            > double tap
            Rating 5
            """)
        // `false`: what it posted is heard, then the view acts as without it.
        #expect(try heard(rating([.announce(.string("Tried")), .returns(false)]), "swipe right; double tap")
                .hasSuffix("> double tap\nTried\nOpened"))
    }

    /// A handled double tap that changes the stop's value is heard as a control's own flip:
    /// a grouped row that flips its switch says the new state, then what the app posts.
    @Test func aHandledDoubleTapSaysTheValueItChanged() throws {
        var page = screen(drawnToggle("row", label: "Dark Theme", value: "0") {
            $0.handlers = [EventHandler(event: "activate", effects: [
                .set(target: "self", property: "accessibilityValue", to: .string("1")), .returns(true),
            ])]
        })
        #expect(try heard(page, "swipe right; double tap").hasSuffix("> double tap\non"))
        page.modify("row") { row in
            row.accessibilityTraits = [.button]
            row.handlers = [EventHandler(event: "activate", effects: [.announce(.string("Saved")), .returns(true)])]
        }
        #expect(try heard(page, "swipe right; double tap").hasSuffix("> double tap\nSaved"), "no value changed: only the post")
    }
}
