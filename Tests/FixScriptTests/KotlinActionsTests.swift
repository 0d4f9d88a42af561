import Testing
import AXModel
@testable import FixScript

/// Custom actions on Android (docs/talkback.md TB-7.2, TB-7.4, TB-7.8): `ViewCompat.
/// addAccessibilityAction` with its lambda on a View, Compose's `customActions` on a node.
@Suite struct KotlinActionsTests {
    private var screen: Screen {
        var row = Element(id: "row", type: .ViewGroup)
        row.android.contentDescription = "Message from Ana"
        var status = Element(id: "status", type: .TextView)
        status.text = "3 unread"
        var card = Element(id: "card", type: .Composable)
        card.text = "Lunch"
        return Screen(platform: .android, elements: [row, status, card])
    }

    @Test func aViewsActionRunsItsLambda() throws {
        let fixed = try applying("""
            ViewCompat.addAccessibilityAction(row, "Delete") { view, _ ->
                view.visibility = View.GONE
                status.text = "Deleted ${status.text}"
                view.announceForAccessibility("Message deleted")
                true
            }
            """, to: screen)
        #expect(fixed["row"].customActions == [CustomAction(name: "Delete", effects: [
            .set(target: "row", property: "visibility", to: .string("gone")),
            .set(target: "status", property: "text", to: .interpolation([.string("Deleted "), .property(target: "status", property: "text")])),
            .spelled(.announcedBy("row"), [.announce(.string("Message deleted"))]),
            .returns(true),
        ])])
        #expect(message(#"ViewCompat.addAccessibilityAction(row, "Delete") { status.text = "x"; true }"#, on: screen)
                == "1:52: error: the lambda is an AccessibilityViewCommand, given the view and the arguments: start it with '_, _ ->'")
        #expect(message(#"ViewCompat.addAccessibilityAction(row, "Delete") { _, _ -> status.text = "x" }"#, on: screen)
            .hasPrefix("1:78: error: the lambda returns whether the action was performed"))
        #expect(message(#"ViewCompat.addAccessibilityAction(card, "Delete") { _, _ -> true }"#, on: screen)
            .hasPrefix("1:35: error: 'card' is a Composable"))
        #expect(message(#"ViewCompat.addAccessibilityAction(row, getString(R.string.delete)) { _, _ -> true }"#, on: screen)
            == "1:40: error: expected the action's label in double quotes, as in \"Delete\" (the tutor keeps an action's "
                + "label as text: write the resource's text), found 'getString'")
        // Inside semantics { }, stringResource cannot be called at all: told so (a learner read it as the tutor's limit).
        #expect(message(#"card.modifier = Modifier.semantics { customActions = listOf(CustomAccessibilityAction(stringResource(R.string.delete)) { true }) }"#,
                        on: screen).hasPrefix("1:87: error: 'stringResource' cannot be called inside semantics { }"))
        // Kotlin's labelled return gives the lambda's result as its last expression does.
        let labelled = try applying(#"ViewCompat.addAccessibilityAction(row, "Delete") { _, _ -> return@addAccessibilityAction false }"#,
                                    to: screen)
        #expect(labelled["row"].customActions.first?.effects == [.returns(false)])
    }

    /// androidx.core's `isVisible` is `visibility` set to VISIBLE or GONE; `isInvisible` and
    /// `isGone` set INVISIBLE and GONE.
    @Test func isVisibleIsTheVisibility() throws {
        #expect(try applying("status.isVisible = false", to: screen)["status"].isHidden)
        let fixed = try applying(#"ViewCompat.addAccessibilityAction(row, "Delete") { view, _ -> view.isVisible = false; true }"#, to: screen)
        #expect(fixed["row"].customActions.first?.effects.first == .set(target: "row", property: "visibility", to: .string("gone")))
        #expect(message("status.isVisible = View.GONE", on: screen).hasPrefix("1:20: error: 'isVisible' expects true or false"))
        // Its siblings `isInvisible` and `isGone` (an Android learner's `isInvisible` was an unknown property).
        #expect(try applying("status.isInvisible = true", to: screen)["status"].android.visibility == .invisible)
        #expect(try applying("status.isGone = true", to: screen)["status"].android.visibility == .gone)
        #expect(try applying("status.isGone = true\nstatus.isInvisible = false", to: screen)["status"].android.visibility == .visible)
    }

    @Test func composesCustomActionsAreTheNodesActions() throws {
        let fixed = try applying(#"card.modifier = Modifier.semantics { customActions = listOf(CustomAccessibilityAction("Archive") { true }, CustomAccessibilityAction(label = "Delete") { false }) }"#,
                                 to: screen)
        #expect(fixed["card"].customActions == [CustomAction(name: "Archive", effects: [.returns(true)]),
                                                CustomAction(name: "Delete", effects: [.returns(false)])])
        let named = try applying(#"card.modifier = Modifier.semantics { customActions = listOf(CustomAccessibilityAction(label = "Star", action = { true })) }"#,
                                 to: screen)
        #expect(named["card"].customActions == [CustomAction(name: "Star", effects: [.returns(true)])], "the lambda as a named argument")
        let positional = try applying(#"card.modifier = Modifier.semantics { customActions = mutableListOf(CustomAccessibilityAction("Star", { true })) }"#,
                                      to: screen)
        #expect(positional["card"].customActions == [CustomAction(name: "Star", effects: [.returns(true)])],
                "a mutable list, and the lambda as the second argument without its name")
        // The app's calls before the result are kept as written, not run.
        let calling = try applying(#"card.modifier = Modifier.semantics { customActions = listOf(CustomAccessibilityAction("Archive") { viewModel.archive(item); onArchive()"#
                                 + "\ntrue }) }", to: screen)
        #expect(calling["card"].customActions == [CustomAction(name: "Archive", effects: [
            .appCall("viewModel.archive(item)"), .appCall("onArchive()"), .returns(true)])])
        #expect(message(#"card.modifier = Modifier.semantics { customActions = listOf(CustomAccessibilityAction("Archive") { onArchive() }) }"#,
                        on: screen) == "1:112: error: the action's lambda returns a Boolean, its last expression, whether the "
                + "action was done, and the tutor cannot see what the app's call returns: end it with the result, as in "
                + "{ onDelete(); true } (in the app, a call that itself returns the Boolean may end it)")
        #expect(message(#"card.modifier = Modifier.semantics { customActions = listOf(CustomAccessibilityAction("Archive") { done = 1; true }) }"#,
                        on: screen).hasPrefix("1:100: error: the tutor keeps the app's calls in the lambda"))
        #expect(message(#"card.modifier = Modifier.semantics { customActions = listOf(CustomAccessibilityAction("Archive") { }) }"#,
                        on: screen).hasPrefix("1:100: error: the action's lambda returns a Boolean"))
        #expect(message(#"card.modifier = Modifier.semantics { customActions = listOf(CustomAccessibilityAction("Archive") { return true }) }"#,
                        on: screen).hasPrefix("1:100: error: a bare 'return' in a Kotlin lambda does not compile"))
        #expect(message(#"row.modifier = Modifier.semantics { customActions = listOf(CustomAccessibilityAction("A") { true }) }"#, on: screen)
            .hasPrefix("1:1: error: 'row' is a ViewGroup"))
    }

    /// TB-7.15: `setOnLongClickListener` makes the View long-clickable, and its lambda, which
    /// returns whether it handled the click, is the long click's code.
    /// `setOnCheckedChangeListener` runs after the flip, its `isChecked` the new state; it is a
    /// CompoundButton's (Android's reference for CompoundButton.OnCheckedChangeListener).
    @Test func aCheckedChangeListenerRunsWhenTheStateChanges() throws {
        for source in [#"remember.setOnCheckedChangeListener { _, isChecked -> label.text = if (isChecked) "On" else "Off" }"#,
                       #"remember.setOnCheckedChangeListener(CompoundButton.OnCheckedChangeListener { button, on ->"#
                       + "\n" + #"    label.text = if (on) "On" else "Off""# + "\n})"] {
            let screen = try applying(source, to: Fixtures.android)
            #expect(screen["remember"].handlers == [EventHandler(event: "valueChanged", effects: [
                .set(target: "label", property: "text",
                     to: .conditional(when: [Condition(left: .property(target: "remember", property: "checked"), comparison: .equal,
                                                       right: .bool(true))], .string("On"), .string("Off"))),
            ])], "\(source)")
        }
        #expect(message("remember.setOnCheckedChangeListener { isChecked -> }", on: Fixtures.android)
            == "1:49: error: OnCheckedChangeListener's lambda takes the button and its new state: name both, as in "
            + "{ _, isChecked -> … }")
        #expect(message("title.setOnCheckedChangeListener { _, _ -> }", on: Fixtures.android)
            == "1:7: error: 'title' is a TextView, which has no setOnCheckedChangeListener: a CompoundButton (CheckBox, "
            + "RadioButton, Switch) has it; another View says what a click changed in 'title.setOnClickListener { … }'")
    }

    /// A view reached through view binding inside a listener is the view: its announcement is one
    /// (an Android learner's was kept as the app's call and not heard).
    @Test func aBindingsViewInAListenerIsTheView() throws {
        let screen = try applying(#"submit.setOnClickListener { binding.title.announceForAccessibility("Saved") }"#, to: Fixtures.android)
        #expect(screen["submit"].handlers.first?.effects == [.spelled(.announcedBy("title"), [.announce(.string("Saved"))])])
    }

    @Test func aLongClickListenerMakesAViewLongClickable() throws {
        for source in ["title.setOnLongClickListener { v ->\n    label.text = \"Copied\"\n    true\n}",
                       "title.setOnLongClickListener(View.OnLongClickListener {\n    label.text = \"Copied\"\n"
                       + "    return@setOnLongClickListener true\n})"] {
            let screen = try applying(source, to: Fixtures.android)
            #expect(screen["title"].android.longClickable, "\(source)")
            #expect(screen["title"].handlers == [EventHandler(event: "longClick", effects: [
                .set(target: "label", property: "text", to: .string("Copied")), .returns(true),
            ])], "\(source)")
        }
        #expect(try applying("title.isLongClickable = true", to: Fixtures.android)["title"].android.longClickable)
        #expect(message("title.setOnLongClickListener { label.text = \"Copied\" }", on: Fixtures.android)
            .hasPrefix("1:54: error: the lambda returns whether the action was performed"))
        #expect(message("setting.setOnLongClickListener { true }", on: Fixtures.android)
            .contains("Modifier.combinedClickable(onLongClick = { … }) { … }"))
    }

    /// TB-7.15: Compose's `combinedClickable` is a click with a long click and its label.
    @Test func combinedClickableGivesTheLongClickAndItsLabel() throws {
        let screen = try applying("setting.modifier = Modifier.combinedClickable(\n    onLongClickLabel = \"copy\",\n"
                                  + "    onLongClick = { copyName() }\n) { openSetting() }", to: Fixtures.android)
        #expect(screen["setting"].androidClickable && screen["setting"].android.longClickable)
        #expect(screen["setting"].android.longClickLabel == "copy")
        #expect(screen["setting"].handlers.map(\.event).contains("longClick"))
        let plain = try applying("setting.modifier = Modifier.combinedClickable(onClick = { })", to: Fixtures.android)
        #expect(!plain["setting"].android.longClickable)
        // Semantics' own long click action, with its label and a lambda returning whether it acted.
        let semantics = try applying(#"setting.modifier = Modifier.semantics { onLongClick(label = "Archive") { archive(); true } }"#,
                                     to: Fixtures.android)
        #expect(semantics["setting"].android.longClickable && semantics["setting"].android.longClickLabel == "Archive")
        #expect(semantics["setting"].handlers == [EventHandler(event: "longClick", effects: [.appCall("archive()"), .returns(true)])])
        // An AccessibilityDelegate is the app's code, which the tutor does not run: said so.
        #expect(message("title.accessibilityDelegate = object : View.AccessibilityDelegate() { }", on: Fixtures.android)
            .hasPrefix("1:7: error: an AccessibilityDelegate fills in what TalkBack reads in code of the app's own"))
    }

    /// A Compose node's icon is given where its IconButton shows it, not as an attribute.
    @Test func anIconIsToldItsIconButton() {
        #expect(message(#"setting.icon = Icon(Icons.Filled.Mic, contentDescription = "Record")"#, on: Fixtures.android)
            .hasPrefix("1:9: error: a composable has no 'icon' to set: 'setting' shows its Icon where it is composed"))
    }

    /// docs/talkback.md TB-1.11: a keyboard's order is not TalkBack's; the traversal attributes are.
    @Test func keyboardFocusOrderIsToldTheTraversalSpelling() {
        let screen = Fixtures.android
        #expect(message("title.nextFocusForwardId = R.id.title", on: screen).hasPrefix(
            "1:7: error: 'nextFocusForwardId' orders a keyboard's focus (Tab and the arrow keys), which TalkBack's swipes "
                + "do not follow: TalkBack's order is set with accessibilityTraversalAfter"))
        #expect(message("title.setNextFocusDownId(R.id.title)", on: screen).hasPrefix("1:7: error: 'setNextFocusDownId' orders"))
    }

    @Test func setOnClickListenerTakesTheClickedView() throws {
        let fixed = try applying("""
            status.setOnClickListener {
                it.contentDescription = "Opened"
                status.announceForAccessibility("Opening")
            }
            row.setOnClickListener { v -> v.visibility = View.GONE }
            """, to: screen)
        #expect(fixed["status"].android.clickable == true)
        #expect(fixed["status"].handlers == [EventHandler(event: "tap", effects: [
            .set(target: "status", property: "contentDescription", to: .string("Opened")),
            .spelled(.announcedBy("status"), [.announce(.string("Opening"))]),
        ])])
        #expect(fixed["row"].handlers == [EventHandler(event: "tap", effects: [.set(target: "row", property: "visibility", to: .string("gone"))])])
        // A parameter may give its type, as Kotlin allows (an Android learner's `v: View ->` was refused as Compose).
        let typed = try applying("row.setOnClickListener { v: View -> v.visibility = View.GONE }\n"
                                 + #"ViewCompat.addAccessibilityAction(row, "Hide") { view: View, _: AccessibilityViewCommand.CommandArguments? -> true }"#,
                                 to: screen)
        #expect(typed["row"].handlers == fixed["row"].handlers)
        #expect(typed["row"].customActions.map(\.name) == ["Hide"])
        #expect(message("row.setOnClickListener { a, b -> true }", on: screen)
                == "1:31: error: an OnClickListener is given the clicked View: write '{ … }' (the View is 'it') or '{ view -> … }'")
        #expect(message("row.setOnClickListener(onClick)", on: screen)
            .hasPrefix("1:24: error: expected the listener as a lambda, '{ … }'"))
        for wrapped in [#"row.setOnClickListener({ status.text = "x" })"#, #"row.setOnClickListener(View.OnClickListener { status.text = "x" })"#] {
            #expect(try applying(wrapped, to: screen)["row"].handlers.count == 1, "\(wrapped)")
        }
        #expect(message(#"row.setOnClickListener(v -> status.setText("x"))"#, on: screen)
                == "1:24: error: this is Java's listener: in Kotlin pass a lambda, as in 'row.setOnClickListener { … }'")
        #expect(message("row.setOnTouchListener { v, e -> true }", on: screen).hasPrefix(
            "1:5: error: TalkBack's double tap clicks the view, and 'setOnTouchListener' is not called by a click"))
        #expect(message("card.setOnClickListener { }", on: screen).hasPrefix("1:1: error: 'card' is a Composable, which has no setOnClickListener"))
        #expect(message(#"row.setOnClickListener { missing.text = "x" }"#, on: screen).hasPrefix("1:26: error: no element 'missing'"))
    }

    /// Kotlin's if statement in a listener, on a Boolean: a view's flag, the listener's state, `!`;
    /// one statement or a block, with `else` and `else if` (a learner's `if (isChecked) …` was
    /// told 'if' is no statement).
    @Test func anIfStatementRunsItsBranch() throws {
        let fixed = try applying("""
            row.setOnClickListener {
                if (!status.isEnabled) status.text = "Off"
                else {
                    status.text = "On"
                }
            }
            """, to: screen)
        let disabled = Condition(left: Parser.negation(of: .property(target: "status", property: "enabled")), comparison: .equal,
                                 right: .bool(true))
        #expect(fixed["row"].handlers == [EventHandler(event: "tap", effects: [
            .branch(when: [disabled], then: [.set(target: "status", property: "text", to: .string("Off"))],
                    otherwise: [.set(target: "status", property: "text", to: .string("On"))]),
        ])])
        #expect(message(#"row.setOnClickListener { if (status.text) status.text = "x" }"#, on: screen)
            == "1:30: error: 'if' expects true or false, not status.text, which is a string or null")
        #expect(message(#"row.setOnClickListener { if (status.isEnabled { status.text = "x" } }"#, on: screen)
            .contains("1:47: error: expected"))
    }

    /// `val id = ViewCompat.addAccessibilityAction(…)` keeps the id for `removeAccessibilityAction`
    /// (not modelled): the action is added all the same (a learner's was refused).
    @Test func anActionsIdMayBeKept() throws {
        let fixed = try applying(#"val deleteId = ViewCompat.addAccessibilityAction(row, "Delete") { _, _ -> true }"#, to: screen)
        #expect(fixed["row"].customActions.map(\.name) == ["Delete"])
        #expect(message("val x = ViewCompat.generateViewId()", on: screen)
            .hasPrefix("1:1: error: a 'val' here keeps a value fix statements do not use"))
    }

    /// The app's own functions in a View listener are kept as written and not run, as in a
    /// Compose click; a misspelt method of a View of the screen is not taken for one.
    @Test func aListenerKeepsTheAppsOwnCalls() throws {
        let fixed = try applying("""
            row.setOnClickListener {
                subscribe()
                viewModel.subscribe(email.text.toString())
                status.text = "Subscribed"
            }
            """, to: screen)
        #expect(fixed["row"].handlers == [EventHandler(event: "tap", effects: [
            .appCall("subscribe()"), .appCall("viewModel.subscribe(email.text.toString())"),
            .set(target: "status", property: "text", to: .string("Subscribed")),
        ])])
        #expect(message("row.setOnClickListener { status.requestFocs() }", on: screen)
            == "1:26: error: 'status' is a View of this screen, and 'requestFocs' is not a View method the tutor reads: a "
            + "listener may set its attributes, call requestFocus(), sendAccessibilityEvent(…) or announceForAccessibility(…), "
            + "and the app's own functions (subscribe(), viewModel.save()) — did you mean 'requestFocus'?")
    }

    /// TB-7.13: a listener clears an attribute with Kotlin's `null`, where the attribute is a
    /// nullable text (a state description, a content description); `null` for a flag is refused.
    @Test func aListenerClearsAnAttributeWithNull() throws {
        let fixed = try applying("status.setOnClickListener { status.stateDescription = null }", to: screen)
        #expect(fixed["status"].handlers == [EventHandler(event: "tap", effects: [
            .set(target: "status", property: "stateDescription", to: .nil_),
        ])])
        #expect(message("status.setOnClickListener { status.isEnabled = null }", on: screen).contains("null"))
    }

    /// TB-7.13: the lambda's parameter is a `View`, which has no `text` or `isChecked` of its
    /// own, and its code runs in the Activity, where an attribute alone names nothing (a
    /// learner's `{ stateDescription = null }` was told about `null`).
    @Test func theListenersViewIsAViewInAnActivity() {
        #expect(message(#"status.setOnClickListener { it.text = "Opened" }"#, on: screen)
            == "1:29: error: 'it' is the clicked View, and a View has no 'text': name the view whose 'text' you mean "
            + "(the clicked one is 'status', as in 'status.text')")
        #expect(message("status.setOnClickListener { stateDescription = null }", on: screen)
            == "1:29: error: 'stateDescription' alone is not a view's attribute here: the lambda's code runs in the Activity; "
            + "name the view, 'status.stateDescription' or 'it.stateDescription' (the clicked View)")
        #expect(message(#"status.setOnClickListener { v -> text = "x" }"#, on: screen)
            == "1:34: error: 'text' alone is not a view's attribute here: the lambda's code runs in the Activity; "
            + "name the view, 'status.text'")
    }

    /// TB-7.13: a View has one click listener: setting another replaces it (a learner's run
    /// heard two listeners' code after typing the listener twice).
    @Test func aSecondClickListenerReplacesTheFirst() throws {
        let fixed = try applying("""
            row.setOnClickListener { status.text = "First" }
            row.setOnClickListener { status.text = "Second" }
            """, to: screen)
        #expect(fixed["row"].handlers == [EventHandler(event: "tap", effects: [
            .set(target: "status", property: "text", to: .string("Second")),
        ])])
    }

    /// TB-7.10, TB-7.11: a pane title in all three spellings; focus moved from a lambda.
    @Test func paneTitlesAndFocusRequestsAreWrittenAsAndroidDoes() throws {
        let fixed = try applying("""
            ViewCompat.setAccessibilityPaneTitle(row, "Filters")
            status.accessibilityPaneTitle = "Status"
            card.modifier = Modifier.semantics { paneTitle = "Card" }
            row.setOnClickListener {
                status.requestFocus()
                it.sendAccessibilityEvent(AccessibilityEvent.TYPE_VIEW_FOCUSED)
            }
            """, to: screen)
        #expect([fixed["row"].android.paneTitle, fixed["status"].android.paneTitle, fixed["card"].android.paneTitle] == ["Filters", "Status", "Card"])
        #expect(fixed["row"].handlers.first?.effects == [.requestFocus("status"), .moveFocus(to: "self", screenChanged: false)])
        #expect(message("row.setOnClickListener { status.sendAccessibilityEvent(AccessibilityEvent.TYPE_VIEW_CLICKED) }", on: screen)
            .hasPrefix("1:75: error: 'TYPE_VIEW_CLICKED' is not modelled: TYPE_VIEW_FOCUSED moves TalkBack's focus"))
    }

    /// A focus request or an event outside a lambda, a misspelt event type, a call not modelled.
    @Test func focusCallsOutsideALambdaOrMisspeltAreExplained() throws {
        #expect(message("status.requestFocus()", on: screen) == "1:8: error: 'requestFocus()' is a call the app makes when something "
                + "happens: put it in the code a click runs, as in 'button.setOnClickListener { status.requestFocus() }' (in Compose, "
                + "through a FocusRequester: 'button.modifier = Modifier.clickable { status.requestFocus() }')")
        #expect(message("row.setOnClickListener { status.sendAccessibilityEvent(AccessibilityEvent.TYPE_VIEW_FOCUSSED) }", on: screen)
                == "1:75: error: expected an AccessibilityEvent type, such as TYPE_VIEW_FOCUSED, found 'TYPE_VIEW_FOCUSSED' — did "
                + "you mean 'TYPE_VIEW_FOCUSED'?")
        // Giving the view accessibility focus is the documented way: TalkBack reads it (TB-7.11).
        let focused = try applying("row.setOnClickListener { status.performAccessibilityAction(AccessibilityNodeInfo.ACTION_ACCESSIBILITY_FOCUS, null) }",
                                   to: screen)
        #expect(focused["row"].handlers.first?.effects == [.accessibilityFocus("status")])
        #expect(message("row.setOnClickListener { status.performAccessibilityAction(AccessibilityNodeInfo.ACTION_CLICK, null) }",
                        on: screen).hasPrefix("1:82: error: 'ACTION_CLICK' is not modelled"))
    }
}
