import Testing
import AXModel
@testable import FixScript

/// View attribute statements on android screens, in Kotlin and Java spellings.
@Suite struct AndroidStatementsTests {
    private func android(_ source: String) throws -> Screen {
        try applying(source, to: Fixtures.android)
    }

    private func problem(_ source: String) -> String {
        message(source, on: Fixtures.android)
    }

    // MARK: Parsing

    /// Kotlin groups a value in parentheses as Swift does: `(false)` compiles (a learner's was refused).
    @Test func aValueInParenthesesIsTheValue() throws {
        #expect(try android("email.isEnabled = (false)")["email"].isEnabled == false)
        #expect(try android("email.isEnabled = !(true)")["email"].isEnabled == false)
        #expect(try android(#"title.contentDescription = ("Sign in" + ", heading") + "!""#)["title"].android.contentDescription
            == "Sign in, heading!")
        #expect(problem("email.isEnabled = (false") == "1:25: error: expected ')' to close '(', found the end of the input")
        #expect(problem(#"email.isEnabled = ("no")"#).hasPrefix("1:20: error:"))
    }

    /// A view reached through a nullable binding (`binding?.email?.…`), a non-null assertion
    /// (`email!!.…`, `binding!!.email.…`) or safely is the same view (learners' were refused).
    @Test func aViewReachedThroughNullsIsTheView() throws {
        for source in ["email!!.isEnabled = false", "binding!!.email.isEnabled = false", "binding?.email?.isEnabled = false",
                       "binding?.email?.let { it.isEnabled = false }", "email?.isEnabled = false"] {
            #expect(try android(source)["email"].isEnabled == false, "\(source)")
        }
        #expect(problem("binding?.emial?.isEnabled = false").hasPrefix("1:10: error: no element 'emial' on this screen"))
    }

    /// Kotlin's scope functions set attributes of the view they are called on: `this` in apply,
    /// run and with, `it` (or the lambda's own name) in also and let.
    @Test func scopeFunctionsSetTheViewsAttributes() throws {
        let statements = try FixScript.parse("""
            email.apply {
                contentDescription = "Email"
                this.importantForAccessibility = View.IMPORTANT_FOR_ACCESSIBILITY_YES
            }
            with(title) { isAccessibilityHeading = true }
            label.also { it.labelFor = R.id.email }
            remember.let { box -> box.contentDescription = "Remember me" }
            """, file: nil, platform: .android)
        #expect(statements.map(\.target.id) == ["email", "email", "title", "label", "remember"])
        #expect(statements[2].change == .set(property: "accessibilityHeading", value: .constant(.bool(true))))
        // A bare attribute inside with/apply is the receiver's own.
        #expect(try android("with(remember) { contentDescription = text }")["remember"].android.contentDescription == "Remember me")
        #expect(problem(#"email.also { contentDescription = "Email" }"#)
            == "1:14: error: expected 'it.' and an attribute: inside this block the view is it, found 'contentDescription'")
        #expect(problem(#"email.apply { contentDescription = "Email""#)
            == "1:43: error: expected '}' to close the block, found the end of the input")
        // The receiver's click listener, set inside the block as outside it.
        let listening = try android("remember.apply { setOnClickListener { remember.stateDescription = null } }")
        #expect(listening["remember"].handlers.first?.event == "tap")
    }

    @Test func parsesKotlinJavaAndViewCompatSpellingsToTheSameChange() throws {
        let statements = try FixScript.parse("""
            email.contentDescription = "Email"
            email.setContentDescription("Email");
            title.isAccessibilityHeading = true
            ViewCompat.setAccessibilityHeading(title, true)
            """, file: nil, platform: .android)
        #expect(statements.map(\.change) == [
            .set(property: "contentDescription", value: .constant(.string("Email"))),
            .set(property: "contentDescription", value: .constant(.string("Email"))),
            .set(property: "accessibilityHeading", value: .constant(.bool(true))),
            .set(property: "accessibilityHeading", value: .constant(.bool(true))),
        ])
        #expect(statements.map(\.target.id) == ["email", "email", "title", "title"])
        #expect(statements.map(\.location) == [SourceLocation(line: 1, column: 1), SourceLocation(line: 2, column: 1),
                                               SourceLocation(line: 3, column: 1), SourceLocation(line: 4, column: 1)])
        #expect(statements.allSatisfy { !$0.compose })
        // A view binding's view as ViewCompat's argument is the view.
        let bound = try FixScript.parse("ViewCompat.setAccessibilityHeading(binding.title, true)", file: nil, platform: .android)
        #expect(bound.map(\.target.id) == ["title"])
    }

    @Test func parsesLabelForIdsAndImportanceConstants() throws {
        let statements = try FixScript.parse("""
            label.labelFor = R.id.email
            caption.importantForAccessibility = View.IMPORTANT_FOR_ACCESSIBILITY_NO_HIDE_DESCENDANTS
            volume.progress += 10
            """, file: nil, platform: .android)
        #expect(statements.map(\.change) == [
            .set(property: "labelFor", value: .elements([ElementReference(id: "email", location: SourceLocation(line: 1, column: 23))])),
            .set(property: "importantForAccessibility", value: .constant(.string("noHideDescendants"))),
            .add(property: "progress", amount: 10),
        ])
        // The id as the view gives it: Kotlin's `email.id`, Java's `email.getId()`, view binding's.
        for written in ["email.id", "email.getId()", "binding.email.id"] {
            let parsed = try FixScript.parse("label.labelFor = \(written)", file: nil, platform: .android)
            #expect(parsed.map(\.change).first.map { if case .set("labelFor", .elements(let ids)) = $0 { ids.map(\.id) } else { [] } }
                    == ["email"], "\(written)")
        }
    }

    @Test func iosIsTheDefaultDialectOfParse() {
        #expect(throws: Diagnostics.self) { try FixScript.parse(#"email.contentDescription = "Email""#, file: nil) }
    }

    // MARK: Applying

    @Test func viewAttributesInKotlin() throws {
        let screen = try android("""
            email.contentDescription = "Email"
            email.hint = "name@example.com"
            email.error = "Enter an email address"
            toggle.stateDescription = "Dark theme on"
            submit.roleDescription = "Tab"
            title.text = "Welcome"
            row.isScreenReaderFocusable = true
            title.isAccessibilityHeading = true
            submit.isEnabled = false
            remember.isChecked = true
            icon.isClickable = true
            icon.isFocusable = true
            toggle.isSelected = true
            volume.progress = 60; volume.min = 0; volume.max = 200
            """)
        #expect(screen["email"].android.contentDescription == "Email")
        #expect(screen["email"].android.hint == "name@example.com")
        #expect(screen["email"].android.error == "Enter an email address")
        #expect(screen["toggle"].android.stateDescription == "Dark theme on")
        #expect(screen["submit"].android.roleDescription == "Tab")
        #expect(screen["title"].text == "Welcome")
        #expect(screen["row"].android.screenReaderFocusable == true)
        #expect(screen["title"].android.accessibilityHeading)
        #expect(screen["submit"].isEnabled == false)
        #expect(screen["remember"].android.checked == true)
        #expect(screen["icon"].android.clickable == true)
        #expect(screen["icon"].android.focusable == true)
        #expect(screen["toggle"].isSelected)
        #expect(screen["volume"].android.progress == 60)
        #expect(screen["volume"].android.min == 0)
        #expect(screen["volume"].android.max == 200)
    }

    @Test func attributeNamesAndJavaSetters() throws {
        let screen = try android("""
            submit.isEnabled = false
            toggle.isChecked = true
            row.isScreenReaderFocusable = true
            title.isAccessibilityHeading = true
            email.setHint("Email")
            email.setError("Required")
            remember.setChecked(true)
            submit.setEnabled(false)
            title.setText("Welcome")
            volume.setProgress(30)
            """)
        #expect(screen["submit"].isEnabled == false)
        #expect(screen["toggle"].android.checked == true)
        #expect(screen["row"].android.screenReaderFocusable == true)
        #expect(screen["title"].android.accessibilityHeading)
        #expect(screen["email"].android.hint == "Email")
        #expect(screen["email"].android.error == "Required")
        #expect(screen["remember"].android.checked == true)
        #expect(screen["title"].text == "Welcome")
        #expect(screen["volume"].android.progress == 30)
    }

    @Test func viewCompatSetters() throws {
        let screen = try android("""
            ViewCompat.setAccessibilityHeading(title, true)
            ViewCompat.setStateDescription(toggle, "On")
            ViewCompat.setScreenReaderFocusable(row, true)
            ViewCompat.setImportantForAccessibility(caption, ViewCompat.IMPORTANT_FOR_ACCESSIBILITY_NO)
            """)
        #expect(screen["title"].android.accessibilityHeading)
        #expect(screen["toggle"].android.stateDescription == "On")
        #expect(screen["row"].android.screenReaderFocusable == true)
        #expect(screen["caption"].android.importantForAccessibility == .no)
    }

    @Test func labelForTakesAnIdInEveryForm() throws {
        #expect(try android("label.labelFor = R.id.email")["label"].android.labelFor == "email")
        #expect(try android("label.setLabelFor(R.id.email)")["label"].android.labelFor == "email")
        #expect(try android("label.labelFor = email.id")["label"].android.labelFor == "email")
        #expect(try android("label.labelFor = R.id.email; label.labelFor = View.NO_ID")["label"].android.labelFor == nil)
        #expect(try android("label.labelFor = R.id.email; title.labelFor = label.labelFor")["title"].android.labelFor
                == "email")
    }

    /// docs/talkback.md TB-1.11: the traversal attributes are ids, as `labelFor` is.
    @Test func traversalAttributesTakeIds() throws {
        let screen = try android("email.accessibilityTraversalBefore = R.id.submit\nsubmit.accessibilityTraversalAfter = email.id")
        #expect(screen["email"].android.traversalBefore == "submit")
        #expect(screen["submit"].android.traversalAfter == "email")
        #expect(try android("email.setAccessibilityTraversalBefore(R.id.title)")["email"].android.traversalBefore == "title")
        #expect(problem("email.accessibilityTraversalBefore = submit").hasPrefix(
            "1:38: error: 'accessibilityTraversalBefore' is an Int, the id of a view, and 'submit' is the view itself"))
        #expect(problem("email.accessibilityTraversalBefore = R.id.sumbit").hasPrefix("1:43: error: no element 'sumbit'"))
    }

    /// `labelFor` is an `Int` in Kotlin (`setLabelFor(int)`): the view itself and `null` do not
    /// compile, and are refused with the id's spelling.
    @Test func labelForRefusesTheViewAndNull() {
        #expect(problem("label.labelFor = email")
            == "1:18: error: 'labelFor' is an Int, the id of a view, and 'email' is the view itself: write R.id.email "
            + "(or email.id)")
        #expect(problem("label.labelFor = null") == "1:18: error: 'labelFor' is an Int, never null: write View.NO_ID to "
            + "name no view")
        #expect(problem("label.labelFor = R.id.label") == "1:23: error: 'label' is labelFor itself: labelFor names the "
            + "view this text labels, such as its EditText")
        #expect(problem("email.accessibilityTraversalAfter = email.id") == "1:37: error: 'email' names itself in "
            + "accessibilityTraversalAfter: name the view TalkBack should visit before it")
    }

    @Test func importanceInEverySpelling() throws {
        let spellings: [(String, ImportantForAccessibility)] = [
            ("View.IMPORTANT_FOR_ACCESSIBILITY_NO", .no), ("View.IMPORTANT_FOR_ACCESSIBILITY_YES", .yes),
            ("View.IMPORTANT_FOR_ACCESSIBILITY_NO_HIDE_DESCENDANTS", .noHideDescendants),
            ("View.IMPORTANT_FOR_ACCESSIBILITY_AUTO", .auto), ("ViewCompat.IMPORTANT_FOR_ACCESSIBILITY_NO", .no),
        ]
        for (spelling, expected) in spellings {
            let screen = try android("caption.importantForAccessibility = \(spelling)")
            #expect(screen["caption"].android.importantForAccessibility == expected, "\(spelling)")
        }
        let screen = try android("caption.setImportantForAccessibility(View.IMPORTANT_FOR_ACCESSIBILITY_NO)")
        #expect(screen["caption"].android.importantForAccessibility == .no)
        // The layout XML's words are not Kotlin: refused with the constant.
        #expect(problem("caption.importantForAccessibility = no") == "1:37: error: 'no' is the layout XML's value "
            + "(android:importantForAccessibility=\"no\"): Kotlin writes View.IMPORTANT_FOR_ACCESSIBILITY_NO")
        #expect(problem("caption.importantForAccessibility = View.IMPORTANT_FOR_ACCESIBILITY_NO").hasSuffix(
            "— did you mean 'IMPORTANT_FOR_ACCESSIBILITY_NO'?"), "a misspelt constant is told the nearest one")
        // A bare value compiles, but lint's WrongConstant refuses it, as for visibility and live regions.
        // The message says it is an Int (an Android learner read "not a number" as false).
        let lint = "is an Int, but Android's lint refuses a bare number where View declares named constants (WrongConstant): write the constant"
        #expect(problem("caption.importantForAccessibility = 4") == "1:37: error: 'importantForAccessibility' \(lint) "
            + "— did you mean 'View.IMPORTANT_FOR_ACCESSIBILITY_NO_HIDE_DESCENDANTS'?")
        #expect(problem("caption.importantForAccessibility = 3") == "1:37: error: 'importantForAccessibility' \(lint)")
        #expect(problem("caption.setAccessibilityLiveRegion(2)") == "1:36: error: 'setAccessibilityLiveRegion' \(lint) "
            + "— did you mean 'View.ACCESSIBILITY_LIVE_REGION_ASSERTIVE'?")
    }

    @Test func nullClearsAndReadsCopyOtherViews() throws {
        let screen = try android("""
            email.contentDescription = "Email"
            email.contentDescription = null
            row.contentDescription = caption.text
            toggle.stateDescription = "${caption.text} is off"
            submit.isEnabled = remember.isChecked
            """)
        #expect(screen["email"].android.contentDescription == nil)
        #expect(screen["row"].android.contentDescription == "Dark theme")
        #expect(screen["toggle"].android.stateDescription == "Dark theme is off")
        #expect(screen["submit"].isEnabled == false)
    }

    @Test func bindingPrefixImportsAndSemicolons() throws {
        let screen = try android("""
            import android.view.View
            binding.email.contentDescription = "Email";
            this.title.isAccessibilityHeading = true;
            self.remember.isChecked = true
            """)
        #expect(screen["email"].android.contentDescription == "Email")
        #expect(screen["title"].android.accessibilityHeading)
        #expect(screen["remember"].android.checked == true)
    }

    @Test func everyAndroidAttributeCanBeSetAndReadBack() throws {
        for property in ElementProperty.android where !ElementProperty.composeOnly.contains(property.name) {
            let (value, expected): (String, PropertyValue) = switch property.kind {
            case .bool: ("true", .bool(true))
            case .wholeNumber: ("7", .number(7))
            case .elementID: ("R.id.email", .ids(["email"]))
            case .importance: ("View.IMPORTANT_FOR_ACCESSIBILITY_NO", .string("no"))
            case .visibility: ("View.GONE", .string("gone"))
            case .liveRegion: ("View.ACCESSIBILITY_LIVE_REGION_POLITE", .string("polite"))
            default: ("\"x\"", .string("x"))
            }
            let spelled = Dialect.kotlinName(property.name)
            // On a view whose class declares it (a Button has no isChecked, a CheckBox no progress).
            var views = Fixtures.android
            views.elements.append(Element(id: "size", type: .Spinner))
            let target = try #require(views.allElements.first { $0.type == .Button && $0.type.androidHas(property.name) }
                ?? views.allElements.first { $0.type != .Composable && $0.type.androidHas(property.name) })
            let screen = try applying("\(target.id).\(spelled) = \(value)", to: views)
            #expect(screen[target.id].property(property.name, on: .android) == expected, "\(property.name)")
        }
    }

    // MARK: Errors

    /// An attribute a View's class does not declare is refused as Kotlin refuses it.
    @Test func anAttributeTheClassLacksIsRefused() {
        #expect(problem("label.isChecked = true")
            == "1:7: error: a TextView has no 'isChecked': Android declares it on CheckBox, RadioButton and Switch")
        #expect(problem("remember.progress = 3")
            == "1:10: error: a CheckBox has no 'progress': Android declares it on SeekBar and ProgressBar")
        #expect(problem(#"icon.text = "Share""#)
            == "1:6: error: an ImageView has no 'text': Android declares it on TextView, Button, EditText, CheckBox, "
            + "RadioButton and Switch")
        #expect(problem(#"submit.setOnClickListener { label.isChecked = true }"#)
            == "1:29: error: a TextView has no 'isChecked': Android declares it on CheckBox, RadioButton and Switch",
                "in a listener too")
    }

    /// A flag is the layout XML's attribute; Kotlin's property for it starts with `is`.
    @Test func aFlagIsWrittenWithKotlinsIs() {
        #expect(problem("toggle.checked = true")
            == "1:8: error: 'checked' is the layout XML's attribute (android:checked): in Kotlin the View's property is "
            + "'isChecked' — did you mean 'isChecked'?")
        #expect(problem("submit.enabled = false").hasPrefix("1:8: error: 'enabled' is the layout XML's attribute"))
        #expect(problem(#"title.text = "${toggle.checked}""#).hasPrefix("1:24: error: 'checked' is the layout XML's attribute"),
                "inside a template, at the name")
    }

    @Test func unknownAttributesSuggestAndroidSpellingsOnly() {
        #expect(problem(#"email.contentDescripton = "Email""#)
            == "1:7: error: unknown property 'contentDescripton' — did you mean 'contentDescription'?")
        #expect(problem("remember.isCheked = true")
            == "1:10: error: unknown property 'isCheked' — did you mean 'isChecked'?")
        #expect(problem(#"email.setContentDescripton("Email")"#)
            == "1:7: error: unknown property 'setContentDescripton' — did you mean 'setContentDescription'?")
        #expect(problem(#"email.placehold = "x""#) == "1:7: error: unknown property 'placehold'")
    }

    @Test func wrongTypesAreLocatedWithSuggestions() {
        #expect(problem(#"submit.isEnabled = "false""#)
            == "1:20: error: 'isEnabled' expects true or false, not a string — did you mean 'false'?")
        #expect(problem("email.contentDescription = 3")
            == "1:28: error: 'contentDescription' expects a string or null, not a number — did you mean '\"3\"'?")
        #expect(problem("volume.progress = 2.5")
            == "1:19: error: 'progress' expects a whole number, not 2.5")
        #expect(problem("volume.progress = null")
            == "1:19: error: 'progress' expects a whole number, not null")
        #expect(problem("email.contentDescription = nil")
            == "1:28: error: 'nil' is Swift's: Kotlin and Java write null — did you mean 'null'?")
        #expect(problem(#"caption.importantForAccessibility = "no""#)
            == "1:37: error: 'importantForAccessibility' expects an importance, not a string — did you mean "
                + "'View.IMPORTANT_FOR_ACCESSIBILITY_NO'?")
        #expect(problem("caption.importantForAccessibility = false")
            == "1:37: error: 'importantForAccessibility' expects an importance, not a Boolean — did you mean "
                + "'View.IMPORTANT_FOR_ACCESSIBILITY_NO'?")
        #expect(problem("submit.isEnabled = email.contentDescription")
            == "1:20: error: 'isEnabled' expects true or false, not email.contentDescription, which is a string or null")
        #expect(problem("remember.isChecked = 1")
            == "1:22: error: 'isChecked' expects true or false, not a number — did you mean 'true'?")
        #expect(problem("email.contentDescription = Email")
            == "1:28: error: expected a string or null, found 'Email', which is not a variable the screen declares (state:): "
            + "to read another view's attribute write 'Email.ATTRIBUTE' — did you mean '\"Email\"'?")
        #expect(problem("submit.isEnabled = off")
            == "1:20: error: expected true or false, found 'off' — did you mean 'false'?")
        #expect(problem("email.contentDescription = R.string.email")
            == "1:28: error: 'R.string.email' is the resource's Int id, not its text: read the text with "
            + "getString(R.string.email)")
        #expect(problem(#"email.contentDescription = "\(label.text)""#)
            == #"1:29: error: '\( )' is Swift's interpolation: Kotlin writes ${label.text}"#)
        #expect(problem(#"email.contentDescription = "\(count) in basket""#)
            == #"1:29: error: '\( )' is Swift's interpolation: Kotlin writes $count"#)
    }

    @Test func labelForNeedsAnIdOnTheScreen() {
        #expect(problem("label.labelFor = R.id.emial")
            == "1:23: error: no element 'emial' on this screen (its elements: title, label, email, remember, volume, "
            + "row, caption, toggle, setting, name, submit, icon) — did you mean 'email'?")
        #expect(problem(#"label.labelFor = "email""#)
            == #"1:18: error: 'labelFor' is an Int, the id of a view, not the text "email": write R.id.email"#)
        #expect(problem("label.labelFor = 3")
            == "1:18: error: expected an element id such as R.id.email, found the number 3")
    }

    @Test func unknownImportances() {
        #expect(problem("caption.importantForAccessibility = noHide")
            == "1:37: error: unknown importance 'noHide': use View.IMPORTANT_FOR_ACCESSIBILITY_YES, _NO, "
            + "_NO_HIDE_DESCENDANTS or _AUTO — did you mean 'View.IMPORTANT_FOR_ACCESSIBILITY_NO_HIDE_DESCENDANTS'?")
        #expect(problem("caption.importantForAccessibility = View.IMPORTANT_FOR_ACCESSIBILITY_NOO")
            == "1:42: error: unknown importance 'IMPORTANT_FOR_ACCESSIBILITY_NOO': use View.IMPORTANT_FOR_ACCESSIBILITY_YES, "
            + "_NO, _NO_HIDE_DESCENDANTS or _AUTO — did you mean 'IMPORTANT_FOR_ACCESSIBILITY_NO'?")
    }

    @Test func statementShapeErrors() {
        #expect(problem(#"contentDescription = "Email""#)
            == "1:1: error: 'contentDescription' needs the element it belongs to: write 'ELEMENT.contentDescription', "
            + "as in 'row.contentDescription'")
        #expect(problem(#"email.contentDescription("Email")"#)
            == "1:7: error: 'contentDescription' is an attribute, not a function: write 'email.contentDescription = …'")
        #expect(problem(#"email.setContentDescription = "Email""#)
            == "1:29: error: expected '(' after 'setContentDescription', found '='")
        #expect(problem("volume.progress == 3") == "1:17: error: '==' compares two values: use '=' to set a property")
        #expect(problem(#"email.hint += "x""#) == "1:12: error: '+=' needs a number, but 'hint' takes a string or null")
        #expect(problem("holder.itemView.contentDescription = null").hasPrefix("1:8: error: 'itemView' is a ViewHolder's row"))
        // A real View property the tutor does not model is told so, not "unknown" (a learner took it for a typo).
        #expect(problem("email.alpha = 0f").hasPrefix("1:7: error: 'alpha' is a View's, but the tutor does not model it"))
        #expect(problem(#"val x = remember { 3 }"#)
            == "1:1: error: a 'val' here keeps a value fix statements do not use: they keep a literal (val saved = \"Saved\"), a "
            + "FocusRequester (val focus = remember { FocusRequester() }) and an action's id "
            + "(val id = ViewCompat.addAccessibilityAction(…)); otherwise each sets an attribute of a view, as in "
            + "'email.contentDescription = \"Email\"'")
        #expect(problem(#"val x = email.text"#).hasPrefix("1:9: error: the tutor reads a constant only as a literal"))
        #expect(problem("listOf(email, 3).forEach { it.isAccessibilityHeading = true }")
            == "1:1: error: the tutor reads a loop over a list of the screen's views (listOf(a, b).forEach { it.… }, or "
            + "for (view in listOf(a, b)) { … }), and not this one: write the statement once for each view, as in "
            + "'email.isAccessibilityHeading = true'")
        #expect(problem("Modifier.semantics { heading() }")
            == "1:1: error: a modifier needs the node it belongs to: write 'ID.modifier = Modifier.semantics { … }', "
            + "as in 'row.modifier = Modifier.semantics { heading() }'")
        #expect(problem("42") == "1:1: error: expected a statement such as 'email.contentDescription = \"Email\"', found the number 42")
        #expect(problem("ViewCompat.setContentDescription(email, \"Email\")")
            == "1:12: error: ViewCompat has no 'setContentDescription': call it on the view, as in 'email.setContentDescription(…)'")
        // The view named is the one the call names first (an Android learner was shown another screen's 'email').
        #expect(problem("ViewCompat.setLabelFor(label, R.id.email)")
            == "1:12: error: ViewCompat has no 'setLabelFor': call it on the view, as in 'label.setLabelFor(…)'")
        #expect(problem("ViewCompat.setAccesibilityHeading(title, true)")
            == "1:12: error: unknown method 'ViewCompat.setAccesibilityHeading': the tutor reads ViewCompat's setAccessibilityHeading, "
            + "setStateDescription, setScreenReaderFocusable, setAccessibilityLiveRegion, setAccessibilityPaneTitle, "
            + "setImportantForAccessibility and addAccessibilityAction — did you mean 'setAccessibilityHeading'?")
        #expect(problem(#"ViewCompat.replaceAccessibilityAction(row, ACTION_DISMISS, "Delete") { _, _ -> true }"#)
            .hasPrefix("1:12: error: ViewCompat.replaceAccessibilityAction is real AndroidX, and the tutor does not read it yet"))
        #expect(problem(#"email.contentDescription = "Email" title"#)
            == "1:36: error: expected a new line or ';' after the statement, found 'title'")
    }

    @Test func composeOnlyPropertiesAndComposablesAreTaught() {
        #expect(problem("submit.role = Role.Button")
            == "1:8: error: 'role' is Compose semantics: write 'submit.modifier = Modifier.semantics { role = … }'")
        #expect(problem(#"submit.clickLabel = "Pay""#)
            == "1:8: error: 'clickLabel' is not a View attribute: in Compose write "
            + "'submit.modifier = Modifier.clickable(onClickLabel = \"…\") { … }'")
        #expect(problem("submit.traversalIndex = 1f")
            == "1:8: error: 'traversalIndex' is Compose semantics ('Modifier.semantics { traversalIndex = 1f }' on a "
            + "composable); a View orders TalkBack with 'submit.accessibilityTraversalAfter = R.id.…' (visited just after "
            + "that view) or accessibilityTraversalBefore")
        #expect(problem("row.mergeDescendants = true")
            == "1:5: error: 'mergeDescendants' is Compose semantics: write 'row.modifier = Modifier.semantics(mergeDescendants = true) { }'")
        #expect(problem(#"setting.contentDescription = "Wi-Fi""#)
            == "1:1: error: 'setting' is a Composable: Compose sets accessibility through modifiers, as in "
            + "'setting.modifier = Modifier.semantics { contentDescription = \"…\" }'")
        // On a node, a View attribute is answered with the modifier that does its work, before the
        // attribute's own spelling (a learner was offered 'isScreenReaderFocusable', then refused it).
        #expect(problem("setting.screenReaderFocusable = true")
            == "1:1: error: 'setting' is a Composable: Compose sets accessibility through modifiers, as in "
            + "'setting.modifier = Modifier.semantics(mergeDescendants = true) { }'")
        #expect(problem("setting.clickable { }")
            == "1:1: error: 'setting' is a Composable: Compose sets accessibility through modifiers, as in "
            + "'setting.modifier = Modifier.clickable { … }'")
    }

    @Test func everyProblemOfAScriptIsReportedAndNothingApplies() {
        #expect(messages("""
            email.contentDescripton = "Email"
            ghost.isEnabled = false
            volume.progress = 2.5
            """, on: Fixtures.android).count == 3)
    }

    /// Kotlin as a View-binding Activity writes it (an Android learner's run): `with(binding) { … }`
    /// names the views, a call's arguments go on over lines, and View's constants are reached
    /// through View (bare, they compile only inside a View subclass or with their own import).
    @Test func viewBindingAndQualifiedConstants() throws {
        let screen = try android("with(binding) {\n    title.isAccessibilityHeading = true\n    submit.isEnabled = false\n}")
        #expect(screen["title"].android.accessibilityHeading && screen["submit"].isEnabled == false)
        #expect(problem("with(binding) { titel.isAccessibilityHeading = true }").hasPrefix("1:17: error: no element 'titel'"))
        for bare in ["label.importantForAccessibility = IMPORTANT_FOR_ACCESSIBILITY_NO", "label.visibility = GONE",
                     "label.accessibilityLiveRegion = ACCESSIBILITY_LIVE_REGION_POLITE"] {
            let constant = String(bare.split(separator: " ").last ?? "")
            #expect(problem(bare).hasSuffix("error: '\(constant)' is View's constant: in an Activity or a Fragment, where this "
                + "code runs, Kotlin reaches it as View.\(constant) (bare, it compiles only inside a View subclass or with its import)"))
        }
        #expect(try android("label.visibility = View.GONE")["label"].android.visibility == .gone)
        #expect(problem("label.importantForAccessibility =")
            .hasPrefix("1:34: error: expected an importance such as View.IMPORTANT_FOR_ACCESSIBILITY_NO"))
        #expect(problem("submit.apply { it.isEnabled = false }")
            .hasPrefix("1:16: error: expected the attribute alone or 'this.': inside apply, run and with the view is this"))
        #expect(problem(#"UIAccessibility.post(notification: .announcement, argument: "Saved")"#)
            .hasPrefix("1:1: error: 'UIAccessibility' is iOS's: on Android a live region says a change where it is shown"))
    }
}
