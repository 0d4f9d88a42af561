import AXModel
import FixScript
import Testing
@testable import Tutor

/// The Kotlin a pass shows on an Android exercise: the learner's statements as a developer
/// writes them, valid Kotlin whatever shorter form the tutor accepted.
@Suite struct AndroidCodeTests {
    func kotlin(_ inputs: String...) throws -> [String] {
        let statements = try FixScript.parse(inputs.joined(separator: "\n"), file: nil, platform: .android)
        return AndroidCode().kotlin(statements, inputs: inputs)
    }

    @Test func viewAttributesUseTheirKotlinProperties() throws {
        #expect(try kotlin("label.labelFor = email", "caption.importantForAccessibility = noHideDescendants",
                           "title.accessibilityHeading = true", "submit.setEnabled(false)",
                           "row.screenReaderFocusable = true", "volume.progress += 10") == [
            "label.labelFor = R.id.email",
            "caption.importantForAccessibility = View.IMPORTANT_FOR_ACCESSIBILITY_NO_HIDE_DESCENDANTS",
            "title.isAccessibilityHeading = true",
            "submit.isEnabled = false",
            "row.isScreenReaderFocusable = true",
            "volume.progress += 10",
        ])
    }

    @Test func textsAreKotlinStringsWithTemplates() throws {
        #expect(try kotlin("toggle.stateDescription = \"${caption.text} on\"", "email.contentDescription = null") == [
            "toggle.stateDescription = \"${caption.text} on\"",
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

    @Test func composeShorthandsBecomeTheModifier() throws {
        #expect(try kotlin("setting: Modifier.semantics { heading() }",
                           "row.semantics(mergeDescendants = true) {\n    contentDescription = \"Wi-Fi\"\n}") == [
            "// the modifier of the composable setting",
            "Modifier.semantics { heading() }",
            "// the modifier of the composable row",
            "Modifier.semantics(mergeDescendants = true) {",
            "    contentDescription = \"Wi-Fi\"",
            "}",
        ])
    }
}
