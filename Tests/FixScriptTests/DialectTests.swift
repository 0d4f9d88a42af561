import Testing
import AXModel
@testable import FixScript

/// A statement of one platform's dialect on the other platform's screen teaches the right one.
@Suite struct DialectTests {
    private func onAndroid(_ source: String) -> String {
        message(source, on: Fixtures.android)
    }

    @Test func iosPropertiesOnAndroidNameTheAttribute() {
        #expect(onAndroid(#"email.accessibilityLabel = "Email""#)
            == "1:7: error: 'accessibilityLabel' belongs to iOS: on Android this is 'contentDescription' — did you mean 'contentDescription'?")
        #expect(onAndroid(#"toggle.accessibilityValue = "On""#)
            == "1:8: error: 'accessibilityValue' belongs to iOS: on Android this is 'stateDescription' — did you mean 'stateDescription'?")
        #expect(onAndroid("remember.isOn = true")
            == "1:10: error: 'isOn' belongs to iOS: on Android this is 'isChecked' — did you mean 'isChecked'?")
        #expect(onAndroid(#"email.placeholder = "Email""#)
            == "1:7: error: 'placeholder' belongs to iOS: on Android this is 'hint' — did you mean 'hint'?")
        #expect(onAndroid("caption.isAccessibilityElement = false")
            == "1:9: error: 'isAccessibilityElement' belongs to iOS: on Android this is "
            + "'importantForAccessibility = View.IMPORTANT_FOR_ACCESSIBILITY_NO' (or _YES), "
            + "or 'isScreenReaderFocusable = true' to make a layout one stop — did you mean 'importantForAccessibility'?")
        #expect(onAndroid("title.accessibilityTraits.insert(.header)")
            == "1:7: error: 'accessibilityTraits' belongs to iOS: Android has no traits: the role comes from the view's class; "
            + "set isAccessibilityHeading, isChecked or isClickable instead")
        #expect(onAndroid("row.isSecureTextEntry = true")
            == "1:5: error: 'isSecureTextEntry' belongs to iOS and Android has no such attribute")
    }

    @Test func swiftUIAndOtherIOSCodeOnAndroid() {
        #expect(onAndroid(#"email.accessibilityLabel("Email")"#)
            == "1:7: error: 'accessibilityLabel' belongs to iOS: on Android this is 'contentDescription' — did you mean 'contentDescription'?")
        #expect(onAndroid("row.accessibilityElement(children: .combine)")
            == "1:5: error: 'accessibilityElement' belongs to iOS: on Android a layout becomes one stop with "
            + "'isScreenReaderFocusable = true', a Compose node with 'Modifier.semantics(mergeDescendants = true) { }' "
            + "— did you mean 'isScreenReaderFocusable'?")
        #expect(onAndroid(#"ib title "Header" = on"#)
            == "1:1: error: 'ib' ticks Interface Builder's checkboxes, which are iOS's: on Android set the View attribute, "
            + "as in 'email.contentDescription = \"Email\"'")
        #expect(onAndroid("extension volume { override func accessibilityIncrement() { value += 1 } }")
            == "1:1: error: 'extension' writes iOS adjustable behaviour: on Android a SeekBar adjusts by itself; set its "
            + "progress, min and max")
        // Swift's argument label in a Kotlin call (an Android learner got "expected ',' or ')'").
        #expect(onAndroid(#"Icon(Icons.Filled.Share, contentDescription: "Share")"#)
            == "1:44: error: Kotlin names an argument with '=', not ':' as Swift does: write 'contentDescription = …'")
    }

    @Test func androidAttributesOnIOSNameTheProperty() {
        #expect(message(#"themeSwitch.contentDescription = "Dark Theme""#, on: Fixtures.darkTheme)
            == "1:13: error: 'contentDescription' belongs to Android: on iOS this is 'accessibilityLabel' — did you mean 'accessibilityLabel'?")
        #expect(message("themeSwitch.isChecked = true", on: Fixtures.darkTheme)
            == "1:13: error: 'isChecked' belongs to Android: on iOS this is 'isOn' — did you mean 'isOn'?")
        #expect(message(#"themeSwitch.setContentDescription("Dark Theme")"#, on: Fixtures.darkTheme)
            == "1:13: error: 'setContentDescription' belongs to Android: on iOS this is 'accessibilityLabel' — did you mean 'accessibilityLabel'?")
        #expect(message(#"themeSwitch.tooltipText = "Dark Theme""#, on: Fixtures.darkTheme)
            == "1:13: error: 'tooltipText' belongs to Android: on iOS, what a tooltip explains goes in the "
            + "accessibilityHint, which VoiceOver reads after a pause — did you mean 'accessibilityHint'?")
        #expect(message("title.accessibilityHeading = true", on: Fixtures.darkTheme)
            == "1:7: error: 'accessibilityHeading' belongs to Android: on iOS a heading is a trait: "
            + "'accessibilityTraits.insert(.header)' — did you mean 'accessibilityTraits'?")
        #expect(message("row.importantForAccessibility = no", on: Fixtures.darkTheme)
            == "1:5: error: 'importantForAccessibility' belongs to Android: on iOS this is 'isAccessibilityElement' (or "
            + "'accessibilityElementsHidden' to hide what is inside) — did you mean 'isAccessibilityElement'?")
        #expect(message("ViewCompat.setAccessibilityHeading(title, true)", on: Fixtures.darkTheme)
            == "1:12: error: 'setAccessibilityHeading' belongs to Android: on iOS a heading is a trait: "
            + "'accessibilityTraits.insert(.header)' — did you mean 'accessibilityTraits'?")
        #expect(message("row.modifier = Modifier.semantics(mergeDescendants = true) {}", on: Fixtures.darkTheme)
            == "1:5: error: 'modifier' belongs to Android: Compose modifiers are Android's: on iOS use SwiftUI's, such as "
            + ".accessibilityLabel(\"…\")")
        #expect(message("row: Modifier.semantics { heading() }", on: Fixtures.darkTheme)
            == "1:6: error: 'modifier' belongs to Android: Compose modifiers are Android's: on iOS use SwiftUI's, such as "
            + ".accessibilityLabel(\"…\")")
        #expect(message("row.semantics { heading() }", on: Fixtures.darkTheme)
            == "1:5: error: 'semantics' belongs to Android: Compose semantics are Android's: on iOS use SwiftUI's modifiers, "
            + "such as .accessibilityLabel(\"…\")")
    }

    /// Code of the other platform or of Swift's other forms is told its right spelling.
    @Test func foreignCodeIsToldItsSpelling() throws {
        #expect(message("button.setOnClickListener { }", on: Fixtures.controls).hasPrefix(
            "1:8: error: 'setOnClickListener' belongs to Android: a click listener is Android's: on iOS a control runs code"))
        #expect(message("button.addTarget(self, action: #selector(save), for: .touchUpInside)", on: Fixtures.controls)
            == "1:8: error: addTarget(_:action:for:) calls a method of the app that the tutor cannot see: write the code "
                + "in a closure, 'x.addAction(UIAction { _ in … }, for: .touchUpInside)'")
        #expect(onAndroid("let x = 1") == "1:1: error: 'let' is Swift, and this screen is Android: Kotlin declares a value with 'val'")
        #expect(onAndroid("remember.setOnClickListener { _ in remember.isChecked = true }")
            == "1:31: error: '_ in' starts a Swift closure: a Kotlin lambda names its parameter with 'view ->', or reads it as 'it'")
        #expect(onAndroid(#"title.paneTitle = "Filters""#)
            == "1:7: error: unknown property 'paneTitle' — did you mean 'accessibilityPaneTitle'?")
        #expect(onAndroid("title.accessibilityCustomActions = []").hasPrefix(
            "1:7: error: 'accessibilityCustomActions' belongs to iOS: on Android a View's action is added with"))
        #expect(message(#"button.announceForAccessibility("Saved")"#, on: Fixtures.controls).hasPrefix(
            "1:8: error: 'announceForAccessibility' belongs to Android: on iOS an announcement is posted"))
        #expect(onAndroid("remember.setOnClickListener { remember.isChecked = $0 }")
            == "1:52: error: '$0' is Swift's shorthand for a closure's argument: a Kotlin lambda calls its one argument 'it'")
        // Kotlin's labelled return in a Compose action's lambda is its result.
        let archived = try applying(#"name.modifier = Modifier.semantics { customActions = listOf(CustomAccessibilityAction("Archive") { return@CustomAccessibilityAction true }) }"#,
                                    to: Fixtures.android)
        #expect(archived["name"].customActions.map(\.name) == ["Archive"])
    }

    @Test func iosNamesSharedWithAndroidStayIOS() throws {
        let screen = try applying("caption.isEnabled = false; caption.text = \"Theme\"; themeSwitch.isSelected = true",
                                  to: Fixtures.darkTheme)
        #expect(screen["caption"].isEnabled == false)
        #expect(screen["caption"].text == "Theme")
        #expect(screen["themeSwitch"].isSelected)
    }

    @Test func statementsParsedForTheOtherPlatformAreRefusedWhenApplied() throws {
        let ios = try FixScript.parse(#"email.accessibilityLabel = "Email""#, file: nil)
        #expect(throws: Diagnostics.self) { try FixScript.apply(ios, to: Fixtures.android, file: nil) }
        let traits = try FixScript.parse("title.accessibilityTraits.insert(.header)", file: nil)
        #expect(throws: Diagnostics.self) { try FixScript.apply(traits, to: Fixtures.android, file: nil) }
        let android = try FixScript.parse(#"title.contentDescription = "Settings""#, file: nil, platform: .android)
        #expect(throws: Diagnostics.self) { try FixScript.apply(android, to: Fixtures.darkTheme, file: nil) }
        let compose = try FixScript.parse("title.modifier = Modifier.semantics { heading() }", file: nil, platform: .android)
        #expect(throws: Diagnostics.self) { try FixScript.apply(compose, to: Fixtures.darkTheme, file: nil) }
        // The spellings both share apply either way: `isEnabled` is Kotlin's `enabled`.
        let shared = try FixScript.parse("submit.isEnabled = false", file: nil)
        #expect(try FixScript.apply(shared, to: Fixtures.android, file: nil)["submit"].isEnabled == false)
    }

    @Test func theMessageForARefusedStatement() {
        do {
            let ios = try FixScript.parse(#"email.accessibilityLabel = "Email""#, file: nil)
            _ = try FixScript.apply(ios, to: Fixtures.android, file: nil)
            Issue.record("applied")
        } catch let diagnostics as Diagnostics {
            #expect(diagnostics.items.map(\.rendered)
                == ["1:1: error: 'accessibilityLabel' belongs to iOS: on Android this is 'contentDescription' — did you mean 'contentDescription'?"])
        } catch {
            Issue.record("\(error)")
        }
    }

    @Test func everyEquivalentNamedIsWritableOnItsPlatform() {
        for (name, equivalent) in Dialect.onAndroid {
            if let other = equivalent.name { #expect(Dialect.androidName(other) != nil, "\(name) → \(other)") }
        }
        for (name, equivalent) in Dialect.onIOS {
            if let other = equivalent.name { #expect(ElementProperty.named(other) != nil, "\(name) → \(other)") }
        }
    }

    @Test func vocabularyPerPlatform() {
        let android = FixScript.vocabulary(for: .android)
        for word in ["contentDescription", "isChecked", "setContentDescription", "importantForAccessibility", "labelFor",
                     "Modifier", "semantics", "clearAndSetSemantics", "mergeDescendants", "heading", "Role.Button",
                     "IMPORTANT_FOR_ACCESSIBILITY_NO", "noHideDescendants", "null", "ViewCompat"] {
            #expect(android.contains(word), "\(word)")
        }
        #expect(!android.contains("accessibilityLabel"))
        #expect(!FixScript.vocabulary(for: .ios).contains("contentDescription"))
        #expect(FixScript.vocabulary(for: .ios) == FixScript.vocabulary)
    }
}
