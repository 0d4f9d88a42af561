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

    /// Material's `Icon(Icons.…, contentDescription = …)` written again: the node that shows the icon
    /// (the screen's `icon:`) is described by it; `null` leaves it undescribed; an icon no node
    /// shows is told with the ones there are.
    @Test func anIconWrittenAgainDescribesTheNodeThatShowsIt() throws {
        let loaded = try ScreenLoader.parse("""
            platform: android
            elements:
              - {id: send, type: Composable, role: Button, icon: Icons.AutoMirrored.Filled.Send}
              - {id: attach, type: Composable, role: Button, icon: Icons.Filled.AttachFile, contentDescription: Attach}
            """, file: "s.yaml")
        let fixed = try applying("Icon(Icons.AutoMirrored.Filled.Send, contentDescription = \"Send\")\n"
                                 + "Icon(imageVector = Icons.Filled.AttachFile, null)", to: loaded)
        #expect(fixed["send"].android.contentDescription == "Send")
        #expect(fixed["attach"].android.contentDescription == nil)
        #expect(try applying("Icon(Icons.Default.AttachFile, contentDescription = \"Attach\")", to: loaded)["attach"]
            .android.contentDescription == "Attach", "Icons.Default is Icons.Filled")
        // Kotlin's choice of icon on the app's state: the node that shows either (a learner's was refused).
        #expect(try applying("Icon(imageVector = if (saved) Icons.Outlined.AttachFile else Icons.Filled.AttachFile, "
                             + "contentDescription = \"Attach\")", to: loaded)["attach"].android.contentDescription == "Attach")
        #expect(message("Icon(imageVector = if (saved) Icons.Filled.AttachFile, contentDescription = \"Attach\")", on: loaded)
            .hasPrefix("1:54: error: expected 'else' and the other icon"))
        // Named arguments one a line, as a formatter writes them.
        #expect(try applying("Icon(\n    imageVector = Icons.AutoMirrored.Filled.Send,\n    contentDescription = \"Send\",\n)",
                             to: loaded)["send"].android.contentDescription == "Send")
        #expect(TalkBack().play(try Gesture.parseList("swipe right"), on: fixed).text.contains("Send, Button"))
        #expect(message("Icon(Icons.Filled.Send, contentDescription = \"Send\")", on: loaded)
            == "1:6: error: no node on this screen shows the icon Icons.Filled.Send (its icons: Icons.AutoMirrored.Filled.Send, "
            + "Icons.Filled.AttachFile)")
        #expect(message("Icon(Icons.Filled.AttachFile)", on: loaded).hasPrefix(
            "1:1: error: expected 'contentDescription = \"…\"' (or null for a decorative icon): Icon requires it"))
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
        // A layout written again cannot be found by what it shows: told to name its node (a learner
        // was told "expected '.' and an attribute after 'Row'").
        #expect(message(#"Row(modifier = Modifier.semantics(mergeDescendants = true) { }) { Text("Saved") }"#, on: screen)
            .hasPrefix("1:1: error: a Row written again cannot be found on the screen"))
        // Only a layout's call is one: a view the app named `Box` is a view.
        #expect(message("Box.contentDescription = null", on: screen).hasPrefix("1:1: error: no element 'Box' on this screen"))
        // Material's `Text(text, modifier, …)`: the modifier second, by position (a learner's was refused).
        #expect(try applying(#"Text("Saved", Modifier.semantics { heading() })"#, to: screen)["note"].android.accessibilityHeading)
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
            == "1:24: error: expected Text(\"…\") first in the button's content: the tutor finds the button by its text; a button "
            + "that shows only an icon is an IconButton: IconButton(onClick = { … }) { Icon(…) }, found 'Icon'")
    }

    /// Material's `IconButton(onClick = …) { Icon(…, contentDescription = …) }` written whole: the
    /// node that shows the icon is named by its description, made a button (androidx's IconButton
    /// gives its node `Role.Button`), and its click runs; its `enabled` and `modifier` go to it too.
    @Test func anIconButtonWrittenWholeNamesClicksAndMakesAButton() throws {
        let loaded = try ScreenLoader.parse("""
            platform: android
            elements:
              - {id: send, type: Composable, clickable: true, icon: Icons.AutoMirrored.Filled.Send}
              - {id: attach, type: Composable, role: Button, icon: Icons.Filled.AttachFile}
            """, file: "s.yaml")
        let fixed = try applying("""
            IconButton(onClick = { send() }) {
                Icon(Icons.AutoMirrored.Filled.Send, contentDescription = "Send")
            }
            FilledIconButton(onClick = {}, enabled = false, modifier = Modifier.semantics { stateDescription = "Empty" }) { Icon(Icons.Filled.AttachFile, "Attach") }
            """, to: loaded)
        #expect(fixed["send"].android.contentDescription == "Send")
        #expect(fixed["send"].android.role == .Button)
        #expect(fixed["send"].handlers.map(\.event) == ["tap"])
        #expect(fixed["attach"].android.contentDescription == "Attach")
        #expect(fixed["attach"].isEnabled == false)
        #expect(fixed["attach"].android.stateDescription == "Empty")
        #expect(TalkBack().play(try Gesture.parseList("swipe right"), on: fixed).text.contains("Send, Button"))
        #expect(message(#"IconButton(onClick = {}) { Text("Send") }"#, on: loaded)
            == "1:28: error: expected Icon(Icons.…, contentDescription = …) first in the button's content: the tutor finds the "
            + "button by its icon, found 'Text'")
        // `onClick = onAttach`: a function of the app's passed as the click (a learner's real code was refused).
        #expect(try applying(#"IconButton(onClick = onAttach) { Icon(Icons.Filled.AttachFile, "Attach") }"#, to: loaded)["attach"]
            .handlers.last?.effects == [.appCall("onAttach()")])
        #expect(message(#"IconButton(enabled = true) { Icon(Icons.Filled.AttachFile, "Attach") }"#, on: loaded)
            == "1:1: error: 'IconButton' needs its click, 'onClick = { … }', as Kotlin requires: write what the button does in it")
        #expect(message(#"IconButton(onClick = {}) { Icon(Icons.Filled.Send, "Send") }"#, on: loaded).hasPrefix(
            "1:33: error: no node on this screen shows the icon Icons.Filled.Send"))
    }

    /// Material's `IconToggleButton(checked = …, onCheckedChange = …) { Icon(…) }`: the node that
    /// shows the icon is toggleable with the check box role, its state the app's Boolean; an
    /// Icon's description may be a string resource.
    @Test func anIconToggleButtonIsACheckBoxOnTheAppsBoolean() throws {
        let loaded = try ScreenLoader.parse("""
            platform: android
            state: {saved: false}
            strings: {save: Save recipe}
            elements:
              - {id: heart, type: Composable, clickable: true, icon: Icons.Filled.Favorite}
            """, file: "s.yaml")
        let fixed = try applying("""
            IconToggleButton(checked = saved, onCheckedChange = { saved = it }) {
                Icon(Icons.Filled.Favorite, contentDescription = stringResource(R.string.save))
            }
            """, to: loaded)
        #expect(fixed["heart"].android.role == .Checkbox)
        #expect(fixed["heart"].android.contentDescription == "Save recipe")
        #expect(TalkBack().play(try Gesture.parseList("swipe right; double tap", on: .android), on: fixed).text == """
            > swipe right
            not checked, Save recipe, Check box
            hint: Double-tap to toggle
            > double tap
            checked
            """)
        #expect(message("IconToggleButton(onCheckedChange = { saved = it }) { Icon(Icons.Filled.Favorite, null) }", on: loaded)
            .hasPrefix("1:17: error:"))
    }
}
