import Testing
import AXModel
@testable import FixScript

/// Jetpack Compose semantics modifiers on Composable nodes.
@Suite struct ComposeSemanticsTests {
    private func android(_ source: String) throws -> Screen {
        try applying(source, to: Fixtures.android)
    }

    private func problem(_ source: String) -> String {
        message(source, on: Fixtures.android)
    }

    /// The modifier's own changes: an assignment also starts with `.replaceModifier`, tested apart.
    private func modifierStatements(_ source: String) throws -> [FixScript.Statement] {
        try FixScript.parse(source, file: nil, platform: .android).filter { $0.change != .replaceModifier }
    }

    @Test func parsesTheModifierIntoChangesOnTheNode() throws {
        let statements = try modifierStatements("""
            setting.modifier = Modifier.semantics(mergeDescendants = true) { heading() }
            """)
        #expect(statements.map(\.change) == [
            .set(property: "mergeDescendants", value: .constant(.bool(true))),
            .set(property: "accessibilityHeading", value: .constant(.bool(true))),
        ])
        #expect(statements.allSatisfy { $0.compose && $0.target.id == "setting" })
        #expect(statements.map(\.location) == [SourceLocation(line: 1, column: 29), SourceLocation(line: 1, column: 29)])
    }

    /// #16.7: Compose chains are read by SwiftUI's chain reader: every problem of a chain at
    /// once, a misspelt modifier read as the one it nearly spells so its block is checked too.
    @Test func everyProblemOfAChainAtOnce() {
        #expect(messages(#"setting.modifier = Modifier.semantix { contentDescription = 5 }.clickabel { }.padding(8.dp)"#,
                         on: Fixtures.android) == [
            "1:29: error: unknown modifier 'semantix' — did you mean 'semantics'?",
            "1:61: error: 'contentDescription' expects a string, not a number — did you mean '\"5\"'?",
            "1:65: error: unknown modifier 'clickabel' — did you mean 'clickable'?",
        ])
        #expect(problem("setting.modifier = Modifier.semantics { heading() }.padding") == "1:60: error: expected '(' after "
                + "'padding', found the end of the input")
    }

    /// docs/talkback.md TB-1.12: `traversalIndex` is a Float, written with its `f`.
    @Test func traversalIndexIsAFloat() throws {
        let screen = try android("setting.modifier = Modifier.semantics { isTraversalGroup = true }\nname.modifier = Modifier.semantics { traversalIndex = -1.5f }")
        #expect(screen["setting"].android.isTraversalGroup)
        #expect(screen["name"].android.traversalIndex == -1.5)
        #expect(problem("name.modifier = Modifier.semantics { traversalIndex = 1 }")
            == "1:55: error: 'traversalIndex' is a Float: write 1f (Kotlin does not turn 1 into a Float)")
        #expect(problem("name.modifier = Modifier.semantics { traversalIndex = -2 }")
            == "1:55: error: 'traversalIndex' is a Float: write -2f (Kotlin does not turn -2 into a Float)")
        #expect(problem("name.modifier = Modifier.semantics { traversalIndex = 1 f }").hasPrefix("1:55: error: 'traversalIndex' is a Float"))
        #expect(problem("setting.modifier = Modifier.semantics { isTraversalGroup = 1 }").hasPrefix("1:60: error: 'isTraversalGroup' expects true or false"))
    }

    @Test func theSpellingsParseAlike() throws {
        let spellings = [#"setting.modifier = Modifier.semantics { role = Role.Tab; contentDescription = "Wi-Fi" }"#,
                         "setting.modifier = Modifier.semantics {\n role = Role.Tab\n contentDescription = \"Wi-Fi\" }"]
        let parsed = try spellings.map { try modifierStatements($0) }
        for statements in parsed {
            #expect(statements.map(\.change) == [
                .set(property: "role", value: .constant(.string("Tab"))),
                .set(property: "contentDescription", value: .constant(.string("Wi-Fi"))),
            ])
            #expect(statements.allSatisfy { $0.compose })
        }
    }

    @Test func parsesClearAndSetSemanticsAsMergePlusDescription() throws {
        let statements = try modifierStatements(#"setting.modifier = Modifier.clearAndSetSemantics { contentDescription = "Wi-Fi" }"#)
        #expect(statements.map(\.change) == [
            .set(property: "mergeDescendants", value: .constant(.bool(true))),
            .set(property: "clearsDescendants", value: .constant(.bool(true))),
            .set(property: "contentDescription", value: .constant(.string("Wi-Fi"))),
        ])
        let hidden = try modifierStatements("setting.modifier = Modifier.clearAndSetSemantics { }")
        #expect(hidden.map(\.change) == [.set(property: "importantForAccessibility", value: .constant(.string("noHideDescendants")))])
    }

    @Test func mergeAndHeading() throws {
        let screen = try android("setting.modifier = Modifier.semantics(mergeDescendants = true) { heading() }")
        #expect(screen["setting"].android.mergeDescendants)
        #expect(screen["setting"].android.accessibilityHeading)
    }

    @Test func oneStatementShapeAndTheShorthandsRefused() throws {
        #expect(try android(#"setting.modifier = Modifier.semantics { contentDescription = "Wi-Fi" }"#)["setting"]
            .android.contentDescription == "Wi-Fi")
        // Shorthands that are no Kotlin are refused with the assignment Kotlin writes.
        #expect(problem(#"setting: Modifier.semantics { contentDescription = "Wi-Fi" }"#)
            == "1:8: error: 'setting: Modifier…' is no Kotlin: Compose gives a node its modifiers by assigning them, as in "
            + "setting.modifier = Modifier.semantics { … }")
        #expect(problem(#"setting.semantics { contentDescription = "Wi-Fi" }"#)
            == "1:9: error: 'semantics' is a modifier, not a member of the node: Compose gives a node its modifiers by "
            + "assigning them, as in setting.modifier = Modifier.semantics { … }")
        // A node alone, its modifiers on the next lines as SwiftUI writes them: one problem, the assignment.
        #expect(problem("setting\n    .semantics { heading() }")
            == "1:8: error: 'setting' alone starts no chain in Kotlin: Compose gives a node its modifiers by assigning them, "
            + "as in setting.modifier = Modifier.toggleable(…) or setting.modifier = Modifier.semantics { … }")
    }

    @Test func severalPropertiesOnLinesOrWithSemicolons() throws {
        let screen = try android("""
            setting.modifier = Modifier.semantics {
                role = Role.Switch; stateDescription = "On"
                toggleableState = ToggleableState.On
                selected = true
                disabled()
            }
            name.modifier = Modifier.semantics { role = Role.Image; contentDescription = "${name.text} icon" }
            """)
        #expect(screen["setting"].android.role == .Switch)
        #expect(screen["setting"].android.stateDescription == "On")
        #expect(screen["setting"].android.checked == true)
        #expect(screen["setting"].isSelected)
        #expect(screen["setting"].isEnabled == false)
        #expect(screen["name"].android.role == .Image)
        #expect(screen["name"].android.contentDescription == "Wi-Fi icon")
    }

    @Test func everyRole() throws {
        for role in ComposeRole.allCases {
            let screen = try android("setting.modifier = Modifier.semantics { role = Role.\(role.rawValue) }")
            #expect(screen["setting"].android.role == role)
        }
    }

    /// Compose's `semantics` has no default for its properties block: it is written, even empty.
    @Test func mergeDescendantsTakesItsBlockEvenEmpty() throws {
        #expect(try android("setting.modifier = Modifier.semantics(mergeDescendants = true) {}")["setting"].android.mergeDescendants)
        #expect(try android("setting.modifier = Modifier.semantics(mergeDescendants = true) {}; setting.modifier = Modifier.semantics(mergeDescendants = false) {}")["setting"]
            .android.mergeDescendants == false)
        #expect(problem("setting.modifier = Modifier.semantics(mergeDescendants = true)")
            == "1:63: error: expected '{ }' after 'semantics(…)': its properties block, even empty, found the end of the input")
    }

    /// `mergeDescendants` is `semantics`' first parameter: Kotlin takes it by position too.
    @Test func mergeDescendantsIsTakenByPosition() throws {
        #expect(try android("setting.modifier = Modifier.semantics(true) {}")["setting"].android.mergeDescendants)
        #expect(try android("setting.modifier = Modifier.semantics(true) {}; setting.modifier = Modifier.semantics(false) {}")["setting"].android.mergeDescendants == false)
        #expect(problem("setting.modifier = Modifier.semantics(mergeDescendents = true) {}")
            == "1:39: error: expected 'mergeDescendants = true' or 'properties = { … }', found 'mergeDescendents' — did you mean 'mergeDescendants'?")
    }

    /// `properties` is `semantics`' block: Kotlin takes it named in the parentheses too, once.
    @Test func thePropertiesBlockIsTakenByName() throws {
        let named = try android("setting.modifier = Modifier.semantics(mergeDescendants = true, properties = { heading() })")
        #expect(named["setting"].android.mergeDescendants && named["setting"].android.accessibilityHeading)
        #expect(try android("setting.modifier = Modifier.semantics(properties = { heading() })")["setting"].android.accessibilityHeading)
        #expect(problem("setting.modifier = Modifier.semantics(properties = { heading() }) { }")
            == "1:67: error: expected the end of 'semantics(…)': its properties are given already, found '{'")
    }

    /// A misspelt `modifier`, a misspelt modifier and a misspelt `true` on one line: all told at once.
    @Test func everyMisspellingOfALineIsToldAtOnce() {
        #expect(messages("setting.modifer = Modifier.semantcs(mergeDescendants = ture) {}", on: Fixtures.android) == [
            "1:9: error: unknown property 'modifer' — did you mean 'modifier'?",
            "1:28: error: unknown modifier 'semantcs' — did you mean 'semantics'?",
            "1:56: error: expected true or false, found 'ture' — did you mean 'true'?",
        ])
        // A misspelt `Modifier` and a misspelt role too, on a Compose node the screen names.
        #expect(messages("setting.modifer = Modifer.toggleble(value = true, role = Role.CheckBox) { }", on: Fixtures.android) == [
            "1:9: error: unknown property 'modifer' — did you mean 'modifier'?",
            "1:19: error: expected 'Modifier.semantics { … }', found 'Modifer' — did you mean 'Modifier'?",
            "1:27: error: unknown modifier 'toggleble' — did you mean 'toggleable'?",
            "1:63: error: unknown role 'Role.CheckBox': use Role.Button, Role.Checkbox, Role.Switch, Role.RadioButton, "
                + "Role.Tab, Role.Image or Role.DropdownList — did you mean 'Role.Checkbox'?",
        ])
        // A View attribute misspelt, and its value: Kotlin's null, misspelt.
        #expect(messages("title.contentDescripton = nul", on: Fixtures.android) == [
            "1:7: error: unknown property 'contentDescripton' — did you mean 'contentDescription'?",
            "1:27: error: expected a string or null, found 'nul', which is not a variable the screen declares (state:): "
                + "to read another view's attribute write 'nul.ATTRIBUTE' — did you mean 'null'?",
        ])
    }

    @Test func clearAndSetSemanticsIsOneStopWithItsOwnDescription() throws {
        let screen = try android(#"setting.modifier = Modifier.clearAndSetSemantics { contentDescription = "Wi-Fi, on" }"#)
        #expect(screen["setting"].android.mergeDescendants)
        #expect(screen["setting"].android.contentDescription == "Wi-Fi, on")
        #expect(screen["name"] == Fixtures.android["name"])
    }

    /// Compose collapses a node's semantics from the last modifier to the first and starts
    /// afresh at `clearAndSetSemantics` (androidx `LayoutNode.collapsedSemantics`, TB-7.14): a
    /// click written before it is kept, one written after it is cleared, and refused.
    @Test func semanticsWrittenAfterAClearAreRefusedWithTheOrderToWrite() throws {
        let kept = try android(#"setting.modifier = Modifier.clickable { }.clearAndSetSemantics { contentDescription = "Wi-Fi" }"#)
        #expect(kept["setting"].android.clickable == true)
        #expect(kept["setting"].android.contentDescription == "Wi-Fi")
        #expect(problem(#"setting.modifier = Modifier.clearAndSetSemantics { contentDescription = "Wi-Fi" }.clickable { }"#)
            == "1:83: error: Compose reads a node's modifiers from the last to the first and starts afresh at "
            + "clearAndSetSemantics, so it clears the semantics of 'clickable' written after it (its click action and "
            + "role): write 'clickable' before clearAndSetSemantics in the chain")
        #expect(problem(#"setting.modifier = Modifier.clearAndSetSemantics { contentDescription = "Wi-Fi" }.semantics { heading() }"#)
            .hasSuffix("so it clears the semantics of 'semantics' written after it: set these properties inside "
                       + "clearAndSetSemantics { }"))
        // Layout modifiers after it say nothing to TalkBack, and stay.
        let padded = try android(#"setting.modifier = Modifier.clearAndSetSemantics { contentDescription = "Wi-Fi" }.padding(8.dp)"#)
        #expect(padded["setting"].android.contentDescription == "Wi-Fi")
    }

    /// A Boolean where Compose takes an enum is told the enum, or the function from a Boolean.
    @Test func aBooleanWhereComposeTakesAnEnumIsToldTheEnum() {
        #expect(problem("setting.modifier = Modifier.semantics { liveRegion = true }")
            == "1:54: error: expected LiveRegionMode.Polite or LiveRegionMode.Assertive (a mode, not a Boolean; leave "
                + "liveRegion out for none), found 'true'")
        #expect(problem("setting.modifier = Modifier.semantics { toggleableState = saved }")
            == "1:59: error: expected ToggleableState.On or ToggleableState.Off (from a Boolean: ToggleableState(saved)), "
                + "found 'saved'")
        // An array where Compose takes a List.
        #expect(problem(#"setting.modifier = Modifier.semantics { customActions = arrayOf(CustomAccessibilityAction("Archive") { true }) }"#)
            .hasPrefix("1:57: error: expected a List, as in listOf("))
    }

    @Test func anEmptyClearAndSetSemanticsHidesTheNodeAndItsChildren() throws {
        let screen = try android("setting.modifier = Modifier.clearAndSetSemantics {}")
        #expect(screen["setting"].android.importantForAccessibility == .noHideDescendants)
    }

    @Test func layoutModifiersAndClickableChainAcrossLines() throws {
        let screen = try android("""
            setting.modifier = Modifier
                .fillMaxWidth()
                .padding(horizontal = 16.dp)
                .clickable { onToggle() }
                .semantics(mergeDescendants = true) {}
            """)
        #expect(screen["setting"].android.clickable == true)
        #expect(screen["setting"].android.mergeDescendants)
    }

    /// A fix's `modifier =` replaces the app's modifier: the semantics only a modifier gives (a
    /// description on a node with no icon, a heading, a state description) go with it; an
    /// icon's description is the Icon's own and stays.
    @Test func aModifierAssignedReplacesWhatOnlyTheAppsModifierGave() throws {
        let screen = try ScreenLoader.parse("""
            platform: android
            elements:
              - {id: title, type: Composable, text: Ingredients, contentDescription: Ingredients heading}
              - {id: send, type: Composable, role: Button, icon: Icons.Filled.Send, contentDescription: Send}
              - {id: status, type: Composable, text: Saved, heading: true, stateDescription: Done}
            """, file: "s.yaml")
        let fixed = try applying("""
            title.modifier = Modifier.semantics { heading() }
            send.modifier = Modifier.padding(8.dp)
            status.modifier = Modifier.padding(8.dp)
            """, to: screen)
        #expect(fixed["title"].android.contentDescription == nil)
        #expect(fixed["title"].android.accessibilityHeading)
        #expect(fixed["send"].android.contentDescription == "Send")
        #expect(fixed["status"].android.accessibilityHeading == false)
        #expect(fixed["status"].android.stateDescription == nil)
    }

    /// The composable written again with `modifier = …` replaces its modifier as `x.modifier =`
    /// does; a layout's merging was its modifier's and goes unless the new one says it, while a
    /// component with a role (a Material Button) merges by itself.
    @Test func aModifierWrittenAnyWayReplacesTheAppsOne() throws {
        let screen = try ScreenLoader.parse("""
            platform: android
            elements:
              - {id: title, type: Composable, text: Ingredients, contentDescription: Ingredients heading}
              - id: row
                type: Composable
                mergeDescendants: true
                children:
                  - {id: name, type: Composable, text: Tom}
              - id: save
                type: Composable
                role: Button
                mergeDescendants: true
                children:
                  - {id: label, type: Composable, text: Save}
            """, file: "s.yaml")
        let fixed = try applying("""
            Text("Ingredients", modifier = Modifier.semantics { heading() })
            row.modifier = Modifier.padding(8.dp)
            save.modifier = Modifier.padding(8.dp)
            """, to: screen)
        #expect(fixed["title"].android.contentDescription == nil)
        #expect(fixed["title"].android.accessibilityHeading)
        #expect(fixed["row"].android.mergeDescendants == false)
        #expect(fixed["save"].android.mergeDescendants)
        let kept = try applying("row.modifier = Modifier.semantics(mergeDescendants = true) { }", to: screen)
        #expect(kept["row"].android.mergeDescendants)
    }

    @Test func expandAndCollapseSayWhichActionTheNodeOffers() throws {
        #expect(try android("setting.modifier = Modifier.semantics { expand { onExpand(); true } }")["setting"].android.expanded == false)
        #expect(try android(#"setting.modifier = Modifier.semantics { collapse(label = "Hide") { true } }"#)["setting"].android.expanded == true)
    }

    @Test func collectionInfoMakesAListOfItsCount() throws {
        let list = try android("setting.modifier = Modifier.semantics { collectionInfo = CollectionInfo(rowCount = 12, columnCount = 1) }")
        #expect(list["setting"].android.collection == AndroidCollection(itemCount: 12, placesItems: false))
        let sideways = try android("setting.modifier = Modifier.semantics { collectionInfo = CollectionInfo(1, 5) }")
        #expect(sideways["setting"].android.collection?.itemCount == 5)
        let reordered = try android("setting.modifier = Modifier.semantics { collectionInfo = CollectionInfo(columnCount = 1, rowCount = 4) }")
        #expect(reordered["setting"].android.collection?.itemCount == 4)
    }

    @Test func collectionInfoOnALazyColumnKeepsItsItemsPlaced() throws {
        var screen = Fixtures.android
        screen.modify("setting") { $0.android.collection = AndroidCollection() }
        let changed = try applying("setting.modifier = Modifier.semantics { collectionInfo = CollectionInfo(rowCount = 40, columnCount = 1) }",
                                   to: screen)
        #expect(changed["setting"].android.collection == AndroidCollection(itemCount: 40, placesItems: true))
    }

    @Test func collectionItemInfoPlacesAnItem() throws {
        let screen = try android("""
            name.modifier = Modifier.semantics { collectionItemInfo = CollectionItemInfo(rowIndex = 2, rowSpan = 1, columnIndex = 0, columnSpan = 1) }
            """)
        #expect(screen["name"].android.itemIndex == 2)
    }

    // MARK: Errors

    @Test func collectionErrors() {
        #expect(problem("setting.modifier = Modifier.semantics { collectionInfo = CollectionInfo(rowCount = 3, columnCount = 2) }")
            == "1:41: error: a CollectionInfo with several rows and several columns is a grid, which the model does not "
            + "read: a list has columnCount = 1 (or rowCount = 1 when it scrolls sideways)")
        #expect(problem("setting.modifier = Modifier.semantics { collectionInfo = CollectionInfo(rowCont = 3, columnCount = 1) }")
            == "1:73: error: expected 'rowCount =' or 'columnCount =', found 'rowCont' — did you mean 'rowCount'?")
        #expect(problem("setting.modifier = Modifier.semantics { collectionInfo = CollectionInfo(rowCount = -1, columnCount = 1) }")
            == "1:84: error: 'rowCount' takes a whole number, 0 or more")
        #expect(problem("setting.modifier = Modifier.semantics { collectionInfo = 3 }")
            == "1:58: error: expected CollectionInfo(rowCount = …, columnCount = …), found the number 3")
        #expect(problem("setting.modifier = Modifier.semantics { expand }")
            == "1:48: error: expected '{ … }' after 'expand', the action it runs, found '}'")
    }

    @Test func viewsHaveNoExpandedOrCollectionAttribute() {
        #expect(problem("row.expanded = true")
            == "1:5: error: 'expanded' is not a View attribute: a View offers expand and collapse from its "
            + "AccessibilityDelegate, which fix statements do not model; in Compose write 'row.modifier = "
            + "Modifier.semantics { collapse { true } }' (expanded) or 'expand { true }' (collapsed)")
        #expect(problem("row.clearsDescendants = true")
            == "1:5: error: 'clearsDescendants' is not a View attribute: in Compose write 'row.modifier = "
            + "Modifier.clearAndSetSemantics { contentDescription = \"…\" }'; a View hides its children with "
            + "importantForAccessibility = noHideDescendants")
        #expect(problem("row.collection = 3")
            == "1:5: error: 'collection' is not a View attribute: a RecyclerView reports its items as a list itself; in "
            + "Compose write 'row.modifier = Modifier.semantics { collectionInfo = CollectionInfo(rowCount = 3, columnCount = 1) }'")
    }


    @Test func unknownNamesGetComposeSuggestions() {
        #expect(problem("setting.modifier = Modifier.semantic { heading() }")
            == "1:29: error: unknown modifier 'semantic' — did you mean 'semantics'?")
        #expect(problem("setting.modifier = Modifier.semantics { headng() }")
            == "1:41: error: unknown semantics property 'headng': use contentDescription, stateDescription, role, selected, "
            + "toggleableState, liveRegion, paneTitle, heading(), disabled(), invisibleToUser(), customActions, expand { }, collapse { } or collectionInfo — did you mean 'heading'?")
        #expect(problem("setting.modifier = Modifier.semantics { role = Role.Buton }")
            == "1:53: error: unknown role 'Role.Buton': use Role.Button, Role.Checkbox, Role.Switch, Role.RadioButton, "
            + "Role.Tab, Role.Image or Role.DropdownList — did you mean 'Role.Button'?")
        #expect(problem("setting.modifier = Modifier.semantics { role = Button }")
            == "1:48: error: expected a role such as Role.Button, found 'Button' — did you mean 'Role.Button'?")
        #expect(problem("setting.modifier = Modifier.semantics(mergeDescendant = true) {}")
            == "1:39: error: expected 'mergeDescendants = true' or 'properties = { … }', found 'mergeDescendant' — did you mean 'mergeDescendants'?")
        #expect(problem("setting.modifier = Modifier.semantics { toggleableState = ToggleableState.Indeterminate }")
            == "1:75: error: ToggleableState.Indeterminate is not modelled: use ToggleableState.On or ToggleableState.Off")
    }

    @Test func wrongValuesInsideTheBlock() {
        #expect(problem("setting.modifier = Modifier.semantics { contentDescription = true }")
            == "1:62: error: 'contentDescription' expects a string, not a Boolean — did you mean '\"true\"'?")
        #expect(problem(#"setting.modifier = Modifier.semantics { selected = "yes" }"#)
            == "1:52: error: 'selected' expects true or false, not a string — did you mean 'true'?")
        #expect(problem("setting.modifier = Modifier.semantics { heading = true }")
            == "1:49: error: expected '()' after 'heading', found '='")
    }

    @Test func iosNamesInsideTheBlockTeachTheComposeOnes() {
        #expect(problem(#"setting.modifier = Modifier.semantics { accessibilityLabel = "Wi-Fi" }"#)
            == "1:41: error: 'accessibilityLabel' belongs to iOS: on Android this is 'contentDescription' — did you mean 'contentDescription'?")
        #expect(problem(#"setting.modifier = Modifier.accessibilityLabel("Wi-Fi")"#)
            == "1:29: error: 'accessibilityLabel' belongs to iOS: on Android this is 'contentDescription' — did you mean 'contentDescription'?")
    }

    @Test func everyBadLineOfABlockIsReported() {
        #expect(messages("""
            setting.modifier = Modifier.semantics {
                headng()
                role = Role.Buton
                contentDescription = "Wi-Fi"
            }
            """, on: Fixtures.android) == [
                "2:5: error: unknown semantics property 'headng': use contentDescription, stateDescription, role, selected, "
                    + "toggleableState, liveRegion, paneTitle, heading(), disabled(), invisibleToUser(), customActions, expand { }, collapse { } or collectionInfo — did you mean 'heading'?",
                "3:17: error: unknown role 'Role.Buton': use Role.Button, Role.Checkbox, Role.Switch, Role.RadioButton, "
                    + "Role.Tab, Role.Image or Role.DropdownList — did you mean 'Role.Button'?",
            ])
    }

    /// Without a description the node keeps only what the braces set: its own text is cleared
    /// too, and it is one stop only if that leaves something to say (TB-1.6).
    @Test func clearAndSetSemanticsWithoutADescriptionKeepsOnlyWhatItSets() throws {
        let screen = try applying(#"setting.modifier = Modifier.clearAndSetSemantics { stateDescription = "On" }"#, to: Fixtures.android)
        #expect(screen["setting"].android.clearsDescendants && screen["setting"].android.stateDescription == "On")
        #expect(!screen["setting"].android.mergeDescendants)
    }

    @Test func modifiersBelongToComposables() {
        #expect(problem(#"row.modifier = Modifier.semantics { contentDescription = "Dark theme" }"#)
            == "1:1: error: 'row' is a ViewGroup, not a Composable: a Modifier is Compose's; set the view's "
            + "attributes, as in 'row.contentDescription = \"…\"'")
    }

    @Test func shapeErrors() {
        #expect(problem(#"setting.modifier = "Wi-Fi""#)
            == "1:20: error: expected 'Modifier.semantics { … }', found the string \"Wi-Fi\"")
        #expect(problem("setting.modifier == Modifier")
            == "1:18: error: expected '=' after 'modifier', found '=='")
        #expect(problem("setting.modifier = Modifier.semantics")
            == "1:38: error: expected '{ … }' after 'semantics', found the end of the input")
        #expect(problem("setting.modifier = Modifier.semantics { heading() ")
            == "1:39: error: this '{' is never closed: add a matching '}'")
        #expect(problem("setting.modifier = Modifier.padding(8.dp")
            == "1:41: error: expected ')' to close 'padding(', found the end of the input")
    }

    /// Kotlin replaces a value it assigns: a second `modifier =` on a node starts from the node as
    /// it was before the first, and `Modifier` alone takes the fix's semantics away.
    @Test func assigningTheModifierAgainReplacesWhatTheFirstSet() throws {
        let twice = try android("""
            setting.modifier = Modifier.clearAndSetSemantics { contentDescription = "Wi-Fi, on" }
            setting.modifier = Modifier.semantics(mergeDescendants = true) { }
            """)
        #expect(twice["setting"].android.contentDescription == Fixtures.android["setting"].android.contentDescription)
        #expect(twice["setting"].android.clearsDescendants == false)
        #expect(twice["setting"].android.mergeDescendants)
        let cleared = try android("setting.modifier = Modifier.semantics { heading() }\nsetting.modifier = Modifier")
        #expect(cleared["setting"].android == Fixtures.android["setting"].android)
        let added = try android("setting.modifier = Modifier.semantics { heading() }\nsetting.modifier = Modifier.semantics { contentDescription = \"Wi-Fi\" }")
        #expect(!added["setting"].android.accessibilityHeading, "a second assignment replaces the first modifier")
    }

    /// `ToggleableState(saved)`, Compose's function from a Boolean, reads the app's variable, and the
    /// click that flips it changes what TalkBack says.
    @Test func toggleableStateOfABooleanReadsTheAppsVariable() throws {
        var screen = Fixtures.android
        screen.state["saved"] = StateVariable(value: .bool(false), kind: .bool)
        let fixed = try applying("""
            setting.modifier = Modifier
                .semantics { role = Role.Checkbox; toggleableState = ToggleableState(saved) }
                .clickable { saved = !saved }
            """, to: screen)
        #expect(fixed["setting"].android.checked == false)
        #expect(fixed["setting"].bindings["checked"] == .variable("saved"))
        #expect(try android("setting.modifier = Modifier.semantics { toggleableState = ToggleableState(true) }")["setting"].android.checked == true)
    }

    /// A name where a Boolean goes is the app's variable: the screen declares it (`state:`), or
    /// the learner writes the value it has now.
    @Test func aStateNameWhereABooleanGoesIsTheAppsVariable() throws {
        #expect(messages("setting.modifier = Modifier.toggleable(value = saved, onValueChange = { saved = it })",
                         on: Fixtures.android) == [
            "1:48: error: expected true or false, found 'saved', which is not a variable the screen declares (state:): "
                + "write the value it has now; to read another view's attribute "
                + "write 'saved.ATTRIBUTE'",
            "1:73: error: 'saved' is not a state variable of the screen (this screen keeps none of the app's variables, so "
                + "a lambda here cannot change one)",
        ])
        var screen = Fixtures.android
        screen.state["saved"] = StateVariable(value: .bool(true), kind: .bool)
        let fixed = try applying("setting.modifier = Modifier.toggleable(value = saved, onValueChange = { saved = it })", to: screen)
        #expect(fixed["setting"].android.checked == true)
        // Kotlin's Boolean has no toggle(): refused; an object of the app's may have one (its own code).
        #expect(message("setting.modifier = Modifier.toggleable(value = saved) { saved.toggle() }", on: screen)
            == "1:63: error: unresolved reference 'toggle': Kotlin's Boolean has no toggle() (Swift's Bool has); write saved = !saved")
        #expect(messages("setting.modifier = Modifier.toggleable(value = saved) { viewModel.toggle() }", on: screen).isEmpty)
        // Only a call is kept as the app's code: `:=` is no Kotlin (an Android learner's passed).
        #expect(message("setting.modifier = Modifier.toggleable(value = saved, onValueChange = { saved := it })", on: screen)
            == "1:79: error: expected the app's call, such as onSave(), or a variable set with '=', as in saved = it, found ':'")
        screen.state["saved"] = StateVariable(value: .string("yes"), kind: .string)
        #expect(message("setting.modifier = Modifier.toggleable(value = saved, onValueChange = { saved = it })", on: screen)
            .hasPrefix("1:48: error: 'saved' is a String"))
    }
}
