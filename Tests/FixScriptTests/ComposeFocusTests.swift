import Testing
import AXModel
@testable import FixScript

/// Compose's `FocusRequester` (docs/talkback.md TB-7.12): declared, attached to a node, asked
/// for focus in the code a click runs.
@Suite struct ComposeFocusTests {
    private var screen: Screen {
        var error = Element(id: "errorText", type: .Composable)
        error.text = "Enter an email address"
        var save = Element(id: "save", type: .Composable)
        save.text = "Save"
        var email = Element(id: "email", type: .EditText)
        email.android.hint = "Email"
        return Screen(platform: .android, elements: [email, error, save])
    }

    /// `requester.requestFocus` without its call does not compile in Kotlin.
    @Test func requestFocusIsCalled() {
        let problems = messages("""
            val errorFocus = remember { FocusRequester() }
            errorText.modifier = Modifier.focusRequester(errorFocus).focusable()
            save.modifier = Modifier.clickable { errorFocus.requestFocus }
            """, on: screen)
        #expect(problems == ["3:62: error: expected '()' to call requestFocus, as in errorFocus.requestFocus(), found '}'"])
    }

    @Test func focusRequestersAreDeclaredAttachedAndAskedAsComposeWritesThem() throws {
        let fixed = try applying("""
            val errorFocus = remember { FocusRequester() }
            val saveFocus: FocusRequester = FocusRequester()
            errorText.modifier = Modifier.focusRequester(errorFocus).focusable()
            save.modifier = Modifier.clickable(onClickLabel = "Save") {
                validate(email)
                errorFocus.requestFocus()
            }
            """, to: screen)
        #expect(fixed.focusRequesters == ["errorFocus", "saveFocus"])
        #expect(fixed["errorText"].android.focusRequester == "errorFocus")
        #expect(fixed["errorText"].android.focusable == true)
        #expect(fixed["save"].handlers == [EventHandler(event: "tap", effects: [.appCall("validate(email)"),
                                                                                  .requestFocusThrough("errorFocus")])],
                "the app's own code (validate) is kept as written, and not run")
        #expect(fixed["save"].android.clickLabel == "Save")
        // `onClick =` is the same lambda.
        let named = try applying("""
            val errorFocus = remember { FocusRequester() }
            errorText.modifier = Modifier.focusRequester(errorFocus).focusable(enabled = true)
            save.modifier = Modifier.clickable(onClick = { errorFocus.requestFocus() })
            """, to: screen)
        #expect(named["save"].handlers.first?.effects == [.requestFocusThrough("errorFocus")])
        // A second modifier replaces the first, click and all.
        let replaced = try applying("""
            val errorFocus = remember { FocusRequester() }
            errorText.modifier = Modifier.focusRequester(errorFocus).focusable()
            save.modifier = Modifier.clickable { errorFocus.requestFocus() }
            save.modifier = Modifier.clickable { onSave() }
            """, to: screen)
        #expect(replaced["save"].handlers == [EventHandler(event: "tap", effects: [.appCall("onSave()")])])
    }

    /// A requester gives focus to the focus target after it in the chain; a composable that is a
    /// target itself (a clickable Button) has its own after the modifier it is given.
    @Test func aRequesterLooksForTheFocusTargetAfterIt() throws {
        let declared = "val errorFocus = remember { FocusRequester() }\n"
        let after = try applying(declared + "errorText.modifier = Modifier.focusable().focusRequester(errorFocus)", to: screen)
        #expect(after["errorText"].android.focusRequester == "errorFocus")
        #expect(after["errorText"].android.focusRequesterFindsNoTarget, "focusable() before the requester: no target after it")
        let before = try applying(declared + "errorText.modifier = Modifier.focusRequester(errorFocus).focusable()", to: screen)
        #expect(!before["errorText"].android.focusRequesterFindsNoTarget)
        var clickable = screen
        clickable.modify("save") { $0.android.clickable = true }
        let own = try applying(declared + "save.modifier = Modifier.focusRequester(errorFocus)", to: clickable)
        #expect(!own["save"].android.focusRequesterFindsNoTarget, "a clickable composable is a target of its own")
    }

    @Test func aRequesterUsedWrongIsALocatedError() {
        #expect(message("errorText.modifier = Modifier.focusRequester(errorFocus)", on: screen)
                == "1:31: error: no FocusRequester 'errorFocus': declare it first, 'val errorFocus = remember { FocusRequester() }'")
        #expect(messages("""
            val errorFocus = remember { FocusRequester() }
            errorText.modifier = Modifier.focusRequester(errorFocus).focusable()
            save.modifier = Modifier.clickable { errorFocs.requestFocus() }
            """, on: screen) == ["3:38: error: no FocusRequester 'errorFocs': declare it first, 'val errorFocs = remember "
                                 + "{ FocusRequester() }' — did you mean 'errorFocus'?"])
        #expect(message("save.modifier = Modifier.clickable { errorText.requestFocus() }", on: screen)
            .hasPrefix("1:38: error: 'errorText' is a Composable, which has no requestFocus(): attach a requester to it, "
                       + "'errorText.modifier = Modifier.focusRequester(errorTextFocus).focusable()'"))
        #expect(message("val errorFocus = remember { FocusRequester() }\nsave.modifier = Modifier.clickable { errorFocus.requestFocus() }",
                        on: screen).hasPrefix("2:38: error: 'errorFocus' is attached to no node: Compose throws IllegalStateException"))
        #expect(message("val errorText = remember { FocusRequester() }", on: screen)
                == "1:5: error: 'errorText' is a node of the screen: give the requester another name, as in errorTextFocus")
        #expect(message("val f = FocusRequester()\nval f = FocusRequester()", on: screen) == "2:5: error: invalid redeclaration of 'f'")
        #expect(message("val f = FocusRequester()\nemail.modifier = Modifier.focusRequester(f)", on: screen)
            .hasPrefix("2:1: error: 'email' is an EditText"))
        #expect(message("val count = mutableStateOf(3)", on: screen).hasPrefix("1:13: error: "),
                "any other val is Kotlin the tutor does not run")
    }
}

/// Compose's state (docs/talkback.md TB-7.13's variables, read again on recomposition): a click's
/// lambda changes the app's variables, and semantics that read them follow.
@Suite struct ComposeStateTests {
    private var screen: Screen {
        get throws {
            try ScreenLoader.parse("""
                platform: android
                state: {count: 2}
                elements:
                  - {id: addButton, type: Composable, role: Button, text: Add to basket}
                  - {id: basketCount, type: Composable, text: "$count in basket, costs $5"}
                """, file: "s.yaml")
        }
    }

    @Test func aComposableTextThatReadsStateIsComposedAgain() throws {
        let screen = try screen
        #expect(screen["basketCount"].text == "2 in basket, costs $5", "a $ before no variable is a dollar sign")
        #expect(screen["basketCount"].bindings["text"]
                == .interpolation([.variable("count"), .string(" in basket, costs $5")]))
    }

    /// A Composable written again is found by the text it shows as the app writes it: a text the
    /// app builds from its state, written as the words it shows now, is refused (in an app it
    /// would show them for ever); one whose changes the screen lists takes any template they fit.
    @Test func aTextTheAppChangesIsWrittenAsItsTemplate() throws {
        #expect(message(#"Text("2 in basket, costs $5", modifier = Modifier.semantics { liveRegion = LiveRegionMode.Polite })"#,
                        on: try screen)
            == #"1:6: error: 'basketCount' shows "$count in basket, costs $5", which the app composes again when its state "#
            + #"changes: written as "2 in basket, costs $5" it would show those words for ever; write the template, "#
            + #"Text("$count in basket, costs $5", …), or give the node its modifier: basketCount.modifier = Modifier.semantics { … }"#)
        let uploads = try ScreenLoader.parse("""
            platform: android
            elements:
              - {id: status, type: Composable, text: 0 of 3 uploaded, updates: [1 of 3 uploaded, 3 of 3 uploaded]}
            """, file: "s.yaml")
        #expect(try applying(#"Text(text = "$uploaded of 3 uploaded", modifier = Modifier.semantics { liveRegion = LiveRegionMode.Polite })"#,
                             to: uploads)["status"].android.liveRegion == .polite)
        #expect(message(#"Text("0 of 3 uploaded", modifier = Modifier.semantics { heading() })"#, on: uploads)
            .hasPrefix("1:6: error: 'status' shows words the app changes while the screen is open"))
        #expect(message(#"Text("$n of 4 uploaded", modifier = Modifier.semantics { heading() })"#, on: uploads)
            .hasPrefix(#"1:6: error: no Composable on this screen shows "$n of 4 uploaded""#))
        #expect(Interpreter.template("$a of $b", fits: "10 of 3") && !Interpreter.template("$a of 3", fits: "1 of 4")
                && !Interpreter.template("$a items", fits: " items"))
        // `${name}` and `${a.b}` are templates too (an Android learner's `"${uploaded} of ${total} uploaded"` was refused).
        for template in ["${uploaded} of ${total} uploaded", "${photos.size} of 3 uploaded"] {
            #expect(try applying("Text(\"\(template)\", Modifier.semantics { liveRegion = LiveRegionMode.Polite })", to: uploads)["status"]
                .android.liveRegion == .polite, "\(template)")
        }
        #expect(!Interpreter.template("${} of 3", fits: "1 of 3"))
        #expect(try applying(#"Text("${count} in basket, costs $5", modifier = Modifier.semantics { liveRegion = LiveRegionMode.Polite })"#,
                             to: try screen)["basketCount"].android.liveRegion == .polite)
    }

    /// A fix's click runs after the app's: one that starts by flipping the variable the app's click
    /// flips is that click written out in the new modifier (as the app must keep it), run once; one
    /// that changes it otherwise would change it twice a tap, and is refused with why (a learner
    /// heard "nothing").
    @Test func aClickThatRepeatsTheAppsToggleIsTold() throws {
        let sections = try ScreenLoader.parse("""
            platform: android
            state: {open: false}
            elements:
              - {id: header, type: Composable, clickable: true, onActivate: {toggle: open}, text: Shipping}
            """, file: "s.yaml")
        #expect(message("header.modifier = Modifier.clickable { open = true }", on: sections)
            .hasPrefix("1:28: error: the app's click on 'header' already flips open, and the tutor runs a fix's click after the app's"))
        let kept = try applying(#"header.modifier = Modifier.clickable { open = !open }.semantics { stateDescription = "x" }"#, to: sections)
        #expect(kept["header"].handlers == [EventHandler(event: "tap", effects: [])])
        #expect(try applying(#"header.modifier = Modifier.semantics { stateDescription = if (open) "expanded" else "collapsed" }"#,
                             to: sections)["header"].android.stateDescription == "collapsed")
    }

    @Test func aClickChangesTheAppsStateAndSemanticsThatReadItFollow() throws {
        let fixed = try applying("""
            addButton.modifier = Modifier.clickable { count++; onAdd() }
            basketCount.modifier = Modifier.semantics { contentDescription = "Basket: $count" }
            """, to: try screen)
        #expect(fixed["addButton"].handlers.first?.effects == [.addToVariable("count", amount: 1), .appCall("onAdd()")],
                "onAdd() is the app's code, kept and not run")
        #expect(fixed["basketCount"].bindings["contentDescription"] == .interpolation([.string("Basket: "), .variable("count")]))
        #expect(message("addButton.modifier = Modifier.clickable { count++; basketCount.text = \"x\" }", on: try screen)
            .hasPrefix("1:52: error: 'basketCount' is a composable, which code does not change"))
        _ = try applying("addButton.modifier = Modifier.clickable { viewModel.total = 3 }", to: try screen)
        #expect(message("addButton.modifier = Modifier.clickable { cout++ }", on: try screen)
                == "1:43: error: 'cout' is not a state variable of the screen (it declares count) — did you mean 'count'?")
    }

    /// A composable written again may show its text as the template the app writes
    /// (`Text("$count in basket", …)`): it is the node whose text reads that state.
    @Test func aTextWrittenAgainMayBeItsTemplate() throws {
        let fixed = try applying(#"Text("$count in basket, costs $5", modifier = Modifier.semantics { liveRegion = LiveRegionMode.Polite })"#,
                                 to: try screen)
        #expect(fixed["basketCount"].android.liveRegion == .polite)
    }

    /// docs/talkback.md TB-7.8: in Compose the View that holds the composition announces
    /// (`val view = LocalView.current`); a node is no View, and a call on one is refused, not
    /// passed over as the app's code.
    @Test func composeAnnouncesThroughTheViewThatHoldsTheComposition() throws {
        let fixed = try applying(#"addButton.modifier = Modifier.clickable { count++; view.announceForAccessibility("Basket: $count") }"#,
                                 to: try screen)
        #expect(fixed["addButton"].handlers.first?.effects
                == [.addToVariable("count", amount: 1), .announce(.interpolation([.string("Basket: "), .variable("count")]))])
        #expect(message(#"addButton.modifier = Modifier.clickable { basketCount.announceForAccessibility("Added") }"#, on: try screen)
            .hasPrefix("1:43: error: 'basketCount' is a composable, not a View, and has no announceForAccessibility"))
    }
}
