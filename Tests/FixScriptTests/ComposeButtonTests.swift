import AXModel
import ScreenReader
import Testing
@testable import FixScript

/// Material's `Button(onClick = …) { Text("…") }` written again: found by its text, its click run
/// on TalkBack's double tap, its `enabled` and `modifier` applied to the same node.
@Suite struct ComposeButtonTests {
    private var screen: Screen {
        var save = Element(id: "save", type: .Composable)
        save.text = "Save"
        save.android.role = .Button
        var note = Element(id: "note", type: .Composable)
        note.text = "Saved"
        note.isHidden = true
        return Screen(platform: .android, elements: [save, note], state: ["count": StateVariable(value: .number(0), kind: .int)])
    }

    @Test func theButtonIsFoundByItsTextAndItsClickRuns() throws {
        let fixed = try applying("""
            Button(onClick = { count++ }, enabled = true) {
                Text("Save")
            }
            """, to: screen)
        #expect(fixed["save"].handlers.map(\.event) == ["tap"])
        #expect(fixed["save"].handlers.first?.effects == [.addToVariable("count", amount: 1)])
        let statements = try FixScript.parse(#"TextButton(onClick = {}) { Text(text = "Save"); Icon(Icons.Filled.Check, null) }"#,
                                             file: nil, platform: .android)
        #expect(FixScript.resolved(statements, on: screen).map(\.target.id) == ["save"])
    }

    /// Compose's `Text("Saved", modifier = …)` written again: the node that shows that text takes
    /// the modifier; its look's arguments are read past; a text in a variable or a Text without a
    /// modifier is told what to write.
    @Test func aTextWrittenAgainIsFoundByWhatItShows() throws {
        let fixed = try applying("""
            Text(
                text = "Saved",
                style = MaterialTheme.typography.bodyLarge,
                modifier = Modifier.padding(8.dp).semantics { liveRegion = LiveRegionMode.Polite }
            )
            """, to: screen)
        #expect(fixed["note"].android.liveRegion == .polite)
        #expect(try applying(#"Text("Saved", modifier = Modifier.semantics { heading() })"#, to: screen)["note"].android.accessibilityHeading)
        #expect(message("Text(text = status, modifier = Modifier.semantics { heading() })", on: screen)
            .hasPrefix("1:13: error: the tutor finds a Text written again by the words it shows"))
        #expect(message(#"Text("Saved")"#, on: screen).hasPrefix("1:1: error: a Text written again needs the modifier"))
        #expect(message(#"Text("Sved", modifier = Modifier.semantics { heading() })"#, on: screen)
            .hasPrefix(#"1:6: error: no Composable on this screen shows "Sved""#))
    }

    @Test func itsModifierAndEnabledApplyToTheSameNode() throws {
        let fixed = try applying(#"Button(onClick = {}, enabled = false, modifier = Modifier.semantics { contentDescription = "Save recipe" }) { Text("Save") }"#,
                                 to: screen)
        #expect(fixed["save"].android.contentDescription == "Save recipe")
        #expect(fixed["save"].isEnabled == false)
    }

    @Test func aTextNoButtonShowsAndAMissingClickAreToldInWords() {
        #expect(message(#"Button(onClick = {}) { Text("Sav") }"#, on: screen)
            == #"1:29: error: no button on this screen shows "Sav" (its buttons: "Save"): the tutor finds the button by its Text — did you mean 'Save'?"#)
        #expect(message(#"Button(enabled = false) { Text("Save") }"#, on: screen)
            == "1:1: error: 'Button' needs its click, 'onClick = { … }', as Kotlin requires: write what the button does in it")
        #expect(message(#"Button(onClick = {}) { Icon(Icons.Filled.Check, null) }"#, on: screen)
            == "1:24: error: expected Text(\"…\") first in the button's content: the tutor finds the button by its text, found 'Icon'")
    }
}
