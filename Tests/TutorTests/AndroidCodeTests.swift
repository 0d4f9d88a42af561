import AXModel
import FixScript
import Testing
@testable import Tutor

/// The Kotlin a pass shows on an Android exercise: the learner's statements as a developer
/// writes them, valid Kotlin whatever shorter form the tutor accepted.
@Suite struct AndroidCodeTests {
    func kotlin(_ inputs: String...) throws -> [String] {
        let source = inputs.joined(separator: "\n")
        let statements = try FixScript.parse(source, file: nil, platform: .android)
        return AndroidCode().kotlin(statements, source: source)
    }

    /// A View's Int constants set in a listener are shown as the constants (a learner was shown
    /// `accessibilityLiveRegion = "assertive"`, which does not compile).
    @Test func aListenersConstantsAreShownAsConstants() throws {
        #expect(try kotlin("submit.setOnClickListener { title.accessibilityLiveRegion = View.ACCESSIBILITY_LIVE_REGION_ASSERTIVE; "
                           + "label.importantForAccessibility = View.IMPORTANT_FOR_ACCESSIBILITY_NO_HIDE_DESCENDANTS }") == [
            "submit.setOnClickListener {",
            "    title.accessibilityLiveRegion = View.ACCESSIBILITY_LIVE_REGION_ASSERTIVE",
            "    label.importantForAccessibility = View.IMPORTANT_FOR_ACCESSIBILITY_NO_HIDE_DESCENDANTS",
            "}",
        ])
    }

    /// Kotlin's null handling is shown as typed: `?:` and `!!`.
    /// A test of a view's text in Kotlin's `if` is shown as typed (an Android learner was shown `if (null)`).
    @Test func aTestOfATextIsShownAsKotlinWritesIt() throws {
        for line in [#"email.error = if (email.text.length < 16) "Too short" else null"#,
                     #"email.error = if (email.text.isEmpty()) "Required" else null"#,
                     #"email.error = if (email.text.isNotEmpty()) "Check it" else null"#] {
            #expect(try kotlin(line) == [line])
        }
        #expect(try kotlin(#"email.error = if (!email.text.isEmpty()) "Check it" else null"#)
            == [#"email.error = if (email.text.isNotEmpty()) "Check it" else null"#])
    }

    @Test func nullHandlingIsShownAsKotlinWritesIt() throws {
        #expect(try kotlin(#"title.contentDescription = icon.contentDescription ?: "Icon""#, "label.text = title.text!!")
            == [#"title.contentDescription = icon.contentDescription ?: "Icon""#, "label.text = title.text!!"])
    }

    @Test func viewAttributesUseTheirKotlinProperties() throws {
        #expect(try kotlin("label.labelFor = R.id.email") == ["label.labelFor = R.id.email"])
        #expect(try kotlin("label.labelFor = email.id", "caption.importantForAccessibility = View.IMPORTANT_FOR_ACCESSIBILITY_NO_HIDE_DESCENDANTS",
                           "title.isAccessibilityHeading = true", "submit.setEnabled(false)",
                           "row.isScreenReaderFocusable = true", "volume.progress += 10") == [
            "label.labelFor = email.id",  // as written: with view binding, R.id's name may be the layout's email_field
            "caption.importantForAccessibility = View.IMPORTANT_FOR_ACCESSIBILITY_NO_HIDE_DESCENDANTS",
            // Newer than most apps' minimum SDK: the ViewCompat call for older Android is said beside it.
            "title.isAccessibilityHeading = true  // API 28; ViewCompat.setAccessibilityHeading(title, true) on older Android",
            "submit.isEnabled = false",
            "row.isScreenReaderFocusable = true  // API 28; ViewCompat.setScreenReaderFocusable(row, true) on older Android",
            "volume.progress += 10",
        ])
    }

    /// A list joined into a description is shown as Kotlin writes it, the default separator left out.
    @Test func aJoinedListIsShownAsKotlinWritesIt() throws {
        #expect(try kotlin(#"row.contentDescription = listOf(caption.text, "on").joinToString(", ")"#)
            == [#"row.contentDescription = listOf(caption.text, "on").joinToString()"#])
        #expect(try kotlin(#"row.contentDescription = listOfNotNull(caption.text, null).joinToString(" ")"#)
            == [#"row.contentDescription = listOfNotNull(caption.text, null).joinToString(" ")"#])
    }

    /// Views the learner reached through view binding are shown inside `with(binding)`, where the
    /// bare names the code uses compile (an Android learner's paste would not have).
    @Test func viewBindingIsKept() throws {
        #expect(try kotlin("binding.submit.isEnabled = false", "with(binding) { title.isAccessibilityHeading = true }") == [
            "with(binding) {",
            "    submit.isEnabled = false",
            "    title.isAccessibilityHeading = true  // API 28; ViewCompat.setAccessibilityHeading(title, true) on older Android",
            "}",
        ])
    }

    /// A checked-change listener is shown with its lambda's state named `isChecked`.
    @Test func aCheckedChangeListenerIsShownWithItsState() throws {
        #expect(try kotlin(#"remember.setOnCheckedChangeListener { _, on -> label.text = if (on) "On" else "Off" }"#) == [
            "remember.setOnCheckedChangeListener { _, isChecked ->",
            #"    label.text = if (isChecked) "On" else "Off""#,
            "}",
        ])
        #expect(try kotlin(#"remember.setOnCheckedChangeListener { _, _ -> label.text = "Changed" }"#) == [
            "remember.setOnCheckedChangeListener { _, _ ->", #"    label.text = "Changed""#, "}",
        ])
        // Kotlin's if statement, nested as written and `else if` on its line.
        #expect(try kotlin(#"remember.setOnCheckedChangeListener { _, on -> if (!on) label.text = "Off" else if (title.isEnabled) { label.text = "On" } }"#) == [
            "remember.setOnCheckedChangeListener { _, isChecked ->",
            "    if (!isChecked) {", #"        label.text = "Off""#,
            "    } else if (title.isEnabled) {", #"        label.text = "On""#, "    }",
            "}",
        ])
    }

    /// A `ViewCompat` setter is shown as written: it works on every API level the property does not.
    @Test func aViewCompatSetterIsShownAsWritten() throws {
        #expect(try kotlin(#"ViewCompat.setStateDescription(remember, "Saved")"#,
                           "ViewCompat.setAccessibilityHeading(title, true)",
                           "ViewCompat.setImportantForAccessibility(label, View.IMPORTANT_FOR_ACCESSIBILITY_NO)",
                           "ViewCompat.setAccessibilityLiveRegion(title, View.ACCESSIBILITY_LIVE_REGION_POLITE)") == [
            #"ViewCompat.setStateDescription(remember, "Saved")"#,
            "ViewCompat.setAccessibilityHeading(title, true)",
            "ViewCompat.setImportantForAccessibility(label, ViewCompat.IMPORTANT_FOR_ACCESSIBILITY_NO)",
            "ViewCompat.setAccessibilityLiveRegion(title, ViewCompat.ACCESSIBILITY_LIVE_REGION_POLITE)",
        ])
        // In a listener too (a learner's was shown as the API 30 property), the clicked view by its name.
        #expect(try kotlin(#"box.setOnClickListener { ViewCompat.setStateDescription(it, null); "#
                           + "ViewCompat.setAccessibilityLiveRegion(title, View.ACCESSIBILITY_LIVE_REGION_POLITE) }") == [
            "box.setOnClickListener {",
            "    ViewCompat.setStateDescription(box, null)",
            "    ViewCompat.setAccessibilityLiveRegion(title, ViewCompat.ACCESSIBILITY_LIVE_REGION_POLITE)",
            "}",
        ])
    }

    /// Kotlin's `uppercase()` is shown as written, not as Swift's `uppercased()`.
    @Test func aTextCaseIsShownInKotlinsWords() throws {
        #expect(try kotlin(#"icon.contentDescription = "Play".uppercase() + title.text.toString().lowercase()"#)
            == [#"icon.contentDescription = "Play".uppercase() + title.text.toString().lowercase()"#])
    }

    /// Kotlin's `if` as a value is shown as written, at the top level and in a click listener.
    @Test func aChoiceIsShownAsKotlinsIf() throws {
        #expect(try kotlin(#"box.stateDescription = if (box.isChecked) "Saved" else "Not saved""#,
                           #"box.setOnClickListener { box.stateDescription = if (!box.isChecked) "Not saved" else "Saved" }"#) == [
            #"box.stateDescription = if (box.isChecked) "Saved" else "Not saved"  // API 30; ViewCompat.setStateDescription(box, if (box.isChecked) "Saved" else "Not saved") on older Android"#,
            "box.setOnClickListener {",
            #"    box.stateDescription = if (!box.isChecked) "Not saved" else "Saved"  // API 30; ViewCompat.setStateDescription(box, if (!box.isChecked) "Not saved" else "Saved") on older Android"#,
            "}",
        ])
    }

    /// docs/talkback.md TB-7.12: the requester is declared where Compose keeps it, the modifiers as typed.
    @Test func aFocusRequesterIsShownAsComposeDeclaresIt() throws {
        #expect(try kotlin("val errorFocus = FocusRequester()",
                           "errorText.modifier = Modifier.focusRequester(errorFocus).focusable()",
                           "save.modifier = Modifier.clickable { errorFocus.requestFocus() }") == [
            "// in the composable",
            "val errorFocus = remember { FocusRequester() }",
            "// the modifier of the composable errorText",
            "Modifier.focusRequester(errorFocus).focusable()",
            "// the modifier of the composable save",
            "Modifier.clickable { errorFocus.requestFocus() }",
        ])
    }

    /// A modifier assigned again is shown once, as the last assignment left it.
    /// An `Icon(…)` written over several lines is shown whole, once, not as its loose argument
    /// lines (a learner saw `imageVector = …,` and `modifier = …` with no `Icon(` around them).
    @Test func anIconWrittenOverLinesIsShownWhole() throws {
        let lines = try kotlin("Icon(", "    imageVector = Icons.Filled.Favorite,", "    contentDescription = \"Save recipe\",",
                               "    modifier = Modifier.toggleable(value = saved, role = Role.Checkbox, onValueChange = { saved = it })",
                               ")")
        #expect(Array(lines.dropFirst()) == [
            "Icon(", "    imageVector = Icons.Filled.Favorite,", "    contentDescription = \"Save recipe\",",
            "    modifier = Modifier.toggleable(value = saved, role = Role.Checkbox, onValueChange = { saved = it })", ")",
        ])
        #expect(lines.first?.hasPrefix("// the icon inside the composable") == true)
    }

    @Test func aModifierAssignedAgainIsShownAsTheLastOne() throws {
        #expect(try kotlin("errorText.modifier = Modifier.focusRequester(errorFocus)",
                           "errorText.modifier = Modifier.focusRequester(errorFocus).focusable()",
                           "errorText.modifier = Modifier.semantics { heading() }") == [
            "// the modifier of the composable errorText",
            "Modifier.semantics { heading() }",
        ])
    }

    /// The app's variables in a listener are written back as Kotlin writes them.
    @Test func theAppsVariablesAreShownAsKotlin() throws {
        let source = "addButton.setOnClickListener {\n    count++\n    saved = !saved\n    counter.text = \"$count items\"\n}"
        let statements = try FixScript.parse(source, file: nil, platform: .android)
        #expect(AndroidCode().kotlin(statements, source: source) == [
            "addButton.setOnClickListener {",
            "    count++",
            "    saved = !saved",
            "    counter.text = \"$count items\"",
            "}",
        ])
    }

    /// The app's own calls in a View listener are kept as written, before and after what the
    /// tutor runs (a learner's `{ subscribe() }` was refused).
    @Test func theAppsOwnCallsInAListenerAreKeptAsWritten() throws {
        let source = "subscribe.setOnClickListener {\n    viewModel.subscribe(email.text.toString())\n    status.text = \"Subscribed\"\n}"
        let statements = try FixScript.parse(source, file: nil, platform: .android)
        #expect(AndroidCode().kotlin(statements, source: source) == [
            "subscribe.setOnClickListener {",
            "    viewModel.subscribe(email.text.toString())",
            "    status.text = \"Subscribed\"",
            "}",
        ])
    }

    @Test func visibilityIsShownAsItsViewConstant() throws {
        #expect(try kotlin("banner.visibility = View.GONE", "badge.setVisibility(View.INVISIBLE)",
                           "caption.visibility = banner.visibility") == [
            "banner.visibility = View.GONE",
            "badge.visibility = View.INVISIBLE",
            "caption.visibility = banner.visibility",
        ])
    }

    @Test func aLiveRegionIsShownAsItsViewConstant() throws {
        #expect(try kotlin("toast.setAccessibilityLiveRegion(View.ACCESSIBILITY_LIVE_REGION_ASSERTIVE)",
                           "ViewCompat.setAccessibilityLiveRegion(status, ViewCompat.ACCESSIBILITY_LIVE_REGION_POLITE)") == [
            "toast.accessibilityLiveRegion = View.ACCESSIBILITY_LIVE_REGION_ASSERTIVE",
            "ViewCompat.setAccessibilityLiveRegion(status, ViewCompat.ACCESSIBILITY_LIVE_REGION_POLITE)",
        ])
    }

    @Test func aViewsActionIsShownAsViewCompatWithItsLambda() throws {
        #expect(try kotlin(#"ViewCompat.addAccessibilityAction(row, "Delete") { v, _ -> v.visibility = View.GONE; v.announceForAccessibility("Deleted ${row.contentDescription}"); true }"#) == [
            #"ViewCompat.addAccessibilityAction(row, "Delete") { view, _ ->"#,
            "    view.visibility = View.GONE",
            #"    view.announceForAccessibility("Deleted ${row.contentDescription}")  // deprecated in API 36: a live region says a change where it is"#,
            "    true",
            "}",
        ])
    }

    /// The click listener's own line says the View is clickable: no `isClickable` line beside it.
    @Test func aClickListenerIsShownWithItsLambda() throws {
        #expect(try kotlin(#"status.setOnClickListener { v -> status.text = "Saved" }"#) == [
            "status.setOnClickListener {", #"    status.text = "Saved""#, "}",
        ], "no unused parameter")
        #expect(try kotlin("status.setOnClickListener { status.stateDescription = null }") == [
            "status.setOnClickListener {",
            "    status.stateDescription = null  // API 30; ViewCompat.setStateDescription(status, null) on older Android", "}",
        ], "a cleared attribute is Kotlin's null; a property newer than most apps' minimum SDK says the ViewCompat call")
        // A View that answers clicks already has its listener: the new lines belong in it.
        var screen = Screen(platform: .android, elements: [Element(id: "send", type: .Button), Element(id: "status", type: .TextView)])
        screen.modify("send") { $0.onActivate = [.show("status")] }
        let source = #"send.setOnClickListener { status.text = "Sent" }"#
        #expect(AndroidCode(brokenScreen: screen).kotlin(try FixScript.parse(source, file: nil, platform: .android), source: source) == [
            "send.setOnClickListener {",
            "    // what the app already does on a click stays here: a View has one click listener",
            #"    status.text = "Sent""#, "}",
        ])
        // The view that announces is the one typed (it sends the event, TB-7.8).
        #expect(try kotlin(#"status.setOnClickListener { status.announceForAccessibility("Saved") }"#) == [
            "status.setOnClickListener {",
            #"    status.announceForAccessibility("Saved")  // deprecated in API 36: a live region says a change where it is"#,
            "}",
        ])
        // The clicked View, named in the lambda, is the view itself, as its other statements are shown.
        #expect(try kotlin(#"status.setOnClickListener { v -> v.announceForAccessibility("Saved") }"#) == [
            "status.setOnClickListener {",
            #"    status.announceForAccessibility("Saved")  // deprecated in API 36: a live region says a change where it is"#,
            "}",
        ])
        // The focus call typed is the one shown: both move TalkBack's focus (TB-7.11), by different APIs.
        #expect(try kotlin("send.setOnClickListener { status.performAccessibilityAction(AccessibilityNodeInfo.ACTION_ACCESSIBILITY_FOCUS, null) }") == [
            "send.setOnClickListener {",
            "    status.performAccessibilityAction(AccessibilityNodeInfo.ACTION_ACCESSIBILITY_FOCUS, null)",
            "}",
        ])
    }

    /// docs/talkback.md TB-7.8: the View a Compose click announces through is said where the
    /// composable reads it.
    @Test func aComposeAnnouncementSaysWhereItsViewComesFrom() throws {
        #expect(try kotlin(#"add.modifier = Modifier.clickable { total++; view.announceForAccessibility("Added") }"#) == [
            "// the modifier of the composable add",
            "// view: the View that holds the composition, val view = LocalView.current in the composable",
            #"Modifier.clickable { total++; view.announceForAccessibility("Added") }"#,
        ])
    }

    /// A Compose node that answers clicks already gets its new click in place of the old one:
    /// the shown modifier says the app's code belongs in the new lambda.
    @Test func aComposeClickOnANodeThatAnswersAlreadyKeepsItsCode() throws {
        var screen = Screen(platform: .android, elements: [Element(id: "add", type: .Composable), Element(id: "count", type: .Composable)])
        screen.modify("add") { $0.onActivate = [.announce("Added")] }
        let source = "add.modifier = Modifier.clickable { total++ }\ncount.modifier = Modifier.semantics { liveRegion = LiveRegionMode.Polite }"
        let code = AndroidCode(brokenScreen: screen)
        #expect(code.kotlin(try FixScript.parse(source, file: nil, platform: .android), source: source) == [
            "// the modifier of the composable add",
            "// a node has one click: the app's own click code goes in this lambda too (it announces \"Added\")",
            "Modifier.clickable { total++ }",
            "// the modifier of the composable count",
            "Modifier.semantics { liveRegion = LiveRegionMode.Polite }",
        ])
        // A Material button written again keeps the app's code in its onClick, as a click does.
        screen.modify("add") { $0.text = "Add"; $0.android.role = .Button }
        let button = "Button(onClick = { total++ }) { Text(\"Add\") }"
        #expect(code.kotlin(FixScript.resolved(try FixScript.parse(button, file: nil, platform: .android), on: screen), source: button).prefix(2) == [
            "// the composable add, written again",
            "// a Button has one onClick: the app's own click code goes in it too (it announces \"Added\")",
        ])
        let semanticsOnly = "add.modifier = Modifier.semantics { heading() }"
        #expect(code.kotlin(try FixScript.parse(semanticsOnly, file: nil, platform: .android), source: semanticsOnly) == [
            "// the modifier of the composable add",
            "// add's modifier has the app's click (it announces \"Added\"): keep its .clickable { … } in this chain, which a new "
                + "Modifier would not have",
            "Modifier.semantics { heading() }",
        ], "the node's whole modifier: the app's click goes with it unless kept (a learner's paste dropped it)")
        // A click that starts by flipping what the app's flips is the app's click written out: no note.
        var sections = Screen(platform: .android, elements: [Element(id: "header", type: .Composable)],
                              state: ["open": StateVariable(value: .bool(false), kind: .bool)])
        sections.modify("header") { $0.onActivate = [.toggle("open")] }
        let flipped = "header.modifier = Modifier.clickable { open = !open }"
        #expect(AndroidCode(brokenScreen: sections).kotlin(try FixScript.parse(flipped, file: nil, platform: .android), source: flipped)
            == ["// the modifier of the composable header", "Modifier.clickable { open = !open }"])
    }

    /// `context.getString` goes through the view: an Activity has no `context` property.
    @Test func stringResourcesAreShownAsTheCallTyped() throws {
        #expect(try kotlin("play.contentDescription = getString(R.string.play)",
                           "pause.setContentDescription(context.getString(R.string.pause))") == [
            "play.contentDescription = getString(R.string.play)",
            "pause.contentDescription = pause.context.getString(R.string.pause)",
        ])
        #expect(try kotlin("play.contentDescription = ContextCompat.getString(context, R.string.play)",
                           "pause.contentDescription = ContextCompat.getString(this, R.string.pause)") == [
            "play.contentDescription = ContextCompat.getString(play.context, R.string.play)",
            "pause.contentDescription = ContextCompat.getString(this, R.string.pause)",
        ])
    }

    @Test func textsAreKotlinStringsWithTemplates() throws {
        #expect(try kotlin("toggle.stateDescription = \"${caption.text} on\"", "email.contentDescription = null") == [
            "toggle.stateDescription = \"${caption.text} on\"  // API 30; ViewCompat.setStateDescription(toggle, \"${caption.text} on\") on older Android",
            "email.contentDescription = null",
        ])
    }

    @Test func aRoleDescriptionGoesThroughTheDelegate() throws {
        #expect(try kotlin("tab.roleDescription = \"Tab\"") == [
            "ViewCompat.setAccessibilityDelegate(tab, object : AccessibilityDelegateCompat() {",
            "    override fun onInitializeAccessibilityNodeInfo(host: View, info: AccessibilityNodeInfoCompat) {",
            "        super.onInitializeAccessibilityNodeInfo(host, info)",
            "        info.roleDescription = \"Tab\"",
            "    }",
            "})",
        ])
    }

    /// An assignment is the node's whole modifier: a node that merged its descendants is told to keep that.
    @Test func aMergingNodesNewModifierIsToldToKeepMerging() throws {
        let screen = try ScreenLoader.parse("platform: android\nelements:\n  - {id: row, type: Composable, mergeDescendants: true}\n",
                                            file: "s.yaml")
        let source = "row.modifier = Modifier.semantics { heading() }"
        let code = AndroidCode(brokenScreen: screen).kotlin(try FixScript.parse(source, file: nil, platform: .android), source: source)
        #expect(code.contains("// row's modifier merged its descendants: keep that in it, as in "
                              + "Modifier.semantics(mergeDescendants = true) { … }"))
        let merging = "row.modifier = Modifier.semantics(mergeDescendants = true) { heading() }"
        #expect(!AndroidCode(brokenScreen: screen).kotlin(try FixScript.parse(merging, file: nil, platform: .android), source: merging)
            .contains { $0.contains("keep that in it") })
    }

    @Test func eachAssignedModifierIsShownAsTheNodesModifier() throws {
        #expect(try kotlin("setting.modifier = Modifier.semantics { heading() }\nrow.modifier = Modifier.semantics(mergeDescendants = true) {\n"
                           + "    contentDescription = \"Wi-Fi\"\n}") == [
            "// the modifier of the composable setting",
            "Modifier.semantics { heading() }",
            "// the modifier of the composable row",
            "Modifier.semantics(mergeDescendants = true) {",
            "    contentDescription = \"Wi-Fi\"",
            "}",
        ])
    }

    @Test func eachComposableOfOneInputIsShownOnce() throws {
        #expect(try kotlin("a.modifier = Modifier\n    .padding(16.dp)\n    .semantics { heading() }\n"
                           + "b.modifier = Modifier.semantics(mergeDescendants = true) {}") == [
            "// the modifier of the composable a",
            "Modifier",
            "    .padding(16.dp)",
            "    .semantics { heading() }",
            "// the modifier of the composable b",
            "Modifier.semantics(mergeDescendants = true) {}",
        ])
    }
}
