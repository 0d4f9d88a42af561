import Testing
import AXModel
import ScreenReader
@testable import FixScript

/// Android screens written as YAML, fixed with statements, and heard through the TalkBack
/// model: what each kind of statement changes in what a TalkBack user hears.
@Suite struct AndroidFixesTests {
    /// TalkBack's speech for each stop after `fix` is applied to the screen's elements.
    private func heard(_ elements: String, after fix: String) throws -> [String] {
        let screen = try ScreenLoader.parse("platform: android\nelements:\n" + elements, file: "s.yaml")
        let fixed = try FixScript.apply(fix, to: screen, file: "fix")
        return TalkBack().announcements(of: fixed).map(\.speech)
    }

    @Test func anUnlabelledImageButtonGetsItsName() throws {
        let elements = "  - {id: play, type: ImageButton}\n"
        #expect(try heard(elements, after: "") == ["Unlabelled, Button"])
        #expect(try heard(elements, after: #"play.contentDescription = "Play""#) == ["Play, Button"])
        #expect(try heard(elements, after: #"play.setContentDescription("Play");"#) == ["Play, Button"])
    }

    @Test func aHeadingInKotlinJavaAndViewCompat() throws {
        let elements = "  - {id: title, type: TextView, text: Settings}\n"
        for fix in ["title.isAccessibilityHeading = true", "title.setAccessibilityHeading(true)",
                    "ViewCompat.setAccessibilityHeading(title, true)"] {
            #expect(try heard(elements, after: fix) == ["Settings, Heading"], "\(fix)")
        }
    }

    @Test func aLabelNamesItsField() throws {
        let elements = """
              - {id: label, type: TextView, text: Email}
              - {id: email, type: EditText}

            """
        let fixed = try heard(elements, after: "label.labelFor = R.id.email")
        #expect(fixed.last == "Edit box for Email")
    }

    @Test func aDecorativeImageIsHidden() throws {
        let elements = """
              - {id: logo, type: ImageView, contentDescription: Company logo}
              - {id: submit, type: Button, text: Submit}

            """
        #expect(try heard(elements, after: "") == ["Company logo, Image", "Submit, Button"])
        #expect(try heard(elements, after: "logo.importantForAccessibility = View.IMPORTANT_FOR_ACCESSIBILITY_NO")
            == ["Submit, Button"])
    }

    @Test func aComposeRowMergesIntoOneStop() throws {
        let elements = """
              - id: setting
                type: Composable
                children:
                  - {id: name, type: Composable, text: Wi-Fi}
                  - {id: detail, type: Composable, text: Connected}

            """
        #expect(try heard(elements, after: "") == ["Wi-Fi", "Connected"])
        #expect(try heard(elements, after: "setting.modifier = Modifier.semantics(mergeDescendants = true) {}")
            == ["Wi-Fi, Connected"])
        #expect(try heard(elements, after: #"setting.modifier = Modifier.clearAndSetSemantics { contentDescription = "Wi-Fi on" }"#)
            == ["Wi-Fi on"])
        #expect(try heard(elements, after: "setting.modifier = Modifier.clearAndSetSemantics {}") == [])
    }

    @Test func aComposeSwitchWithARoleAndState() throws {
        let elements = "  - {id: wifi, type: Composable, text: Wi-Fi, clickable: true}\n"
        #expect(try heard(elements, after: """
            wifi.modifier = Modifier.semantics { role = Role.Switch; toggleableState = ToggleableState.On }
            """) == ["On, Wi-Fi, Switch"])
    }

    /// A double tap calls `onValueChange(!value)`: the node says the state the code stores where
    /// `value` reads it, as Compose composes it again (TB-4.3).
    @Test func toggleableKeepsItsRoleAndFlipsOnDoubleTap() throws {
        let screen = try ScreenLoader.parse("""
            platform: android
            state: {synced: false}
            elements:
              - {id: sync, type: Composable, text: Sync}
            """, file: "s.yaml")
        let fix = """
            sync.modifier = Modifier.toggleable(
                value = synced,
                role = Role.Switch,
                onValueChange = { synced = it }
            )
            """
        let fixed = try FixScript.apply(fix, to: screen, file: "fix")
        #expect(TalkBack().play(try Gesture.parseList("swipe right; double tap", on: .android), on: fixed).text == """
            > swipe right
            Off, Sync, Switch
            hint: Double-tap to toggle
            > double tap
            On
            """)
        let named = try FixScript.apply("sync.modifier = Modifier.toggleable(value = synced, role = Role.Switch) { on -> synced = on }",
                                        to: screen, file: "fix")
        #expect(TalkBack().play(try Gesture.parseList("swipe right; double tap; double tap", on: .android), on: named).text
            .hasSuffix("> double tap\nOn\n> double tap\nOff"))
        // `value` may be written without its name, as Kotlin allows the first parameter.
        let positional = try FixScript.apply("sync.modifier = Modifier.toggleable(synced, role = Role.Switch, "
                                             + "onValueChange = { synced = it })", to: screen, file: "fix")
        #expect(TalkBack().play(try Gesture.parseList("swipe right; double tap", on: .android), on: positional).text
            .hasSuffix("> double tap\nOn"))
        // Kotlin's choice on the variable is ToggleableState(synced); another choice is said not read.
        let chosen = try FixScript.apply("sync.modifier = Modifier.semantics { role = Role.Switch; toggleableState = "
                                         + "if (synced) ToggleableState.On else ToggleableState.Off }.clickable { synced = !synced }",
                                         to: screen, file: "fix")
        #expect(TalkBack().play(try Gesture.parseList("swipe right; double tap", on: .android), on: chosen).text
            .hasSuffix("> double tap\nOn"))
        #expect(message("sync.modifier = Modifier.semantics { toggleableState = if (synced) ToggleableState.Off "
                        + "else ToggleableState.On }", on: screen).hasPrefix("1:56: error: 'if' as a value is Kotlin"))
        // `it` is the new value wherever the lambda reads it: `!it` stores the old one, and the state stays.
        let negated = try FixScript.apply("sync.modifier = Modifier.toggleable(value = synced, role = Role.Switch, "
                                          + "onValueChange = { synced = !it })", to: screen, file: "fix")
        #expect(TalkBack().play(try Gesture.parseList("swipe right; double tap; double tap", on: .android), on: negated).text
            .hasSuffix("> double tap\nOff\n> double tap\nOff"))
        let trailing = try FixScript.apply("sync.modifier = Modifier.toggleable(value = true) { synced = it }",
                                           to: screen, file: "fix")
        #expect(TalkBack().announcements(of: trailing).map(\.speech) == ["checked, Sync"])
        // A value written as a constant is what Compose composes again: the state does not change.
        #expect(TalkBack().play(try Gesture.parseList("swipe right; double tap", on: .android), on: trailing).text
            .hasSuffix("> double tap\nchecked"))
        let noCode = try FixScript.apply("sync.modifier = Modifier.semantics { role = Role.Switch; toggleableState = ToggleableState.Off }.clickable { }",
                                         to: screen, file: "fix")
        #expect(TalkBack().play(try Gesture.parseList("swipe right; double tap", on: .android), on: noCode).text
            .hasSuffix("> double tap\nOff"))
        #expect(messages("sync.modifier = Modifier.toggleable(role = Role.Switch) { }", on: screen, file: "fix")
            == ["fix:1:36: error: Modifier.toggleable needs 'value = true' or 'value = false', the state TalkBack reads"])
        #expect(messages("sync.modifier = Modifier.toggleable(valeu = true) { }", on: screen, file: "fix")
            == ["fix:1:37: error: expected an argument of toggleable such as 'value = …' or 'role = …', found 'valeu'"
                + " — did you mean 'value'?"])
    }

    @Test func aClickLabelChangesTheHintAndKeepsTheRole() throws {
        let screen = try ScreenLoader.parse("platform: android\nelements:\n  - {id: episode, type: Composable, text: Episode 12}\n",
                                            file: "s.yaml")
        let fixed = try FixScript.apply(#"episode.modifier = Modifier.clickable(onClickLabel = "Play episode", role = Role.Checkbox) { play() }"#,
                                        to: screen, file: "fix")
        #expect(fixed["episode"].android.role == .Checkbox)
        #expect(TalkBack().play(try Gesture.parseList("swipe right", on: .android), on: fixed).text == """
            > swipe right
            Episode 12, Check box
            hint: Double-tap to Play episode
            """)
        let plain = try FixScript.apply("episode.modifier = Modifier.clickable { play() }", to: screen, file: "fix")
        #expect(TalkBack().play(try Gesture.parseList("swipe right", on: .android), on: plain).text == """
            > swipe right
            Episode 12
            hint: Double-tap to activate
            """)
    }

    @Test func goneAndInvisibleViewsAreNotRead() throws {
        let elements = """
              - id: banner
                type: ViewGroup
                screenReaderFocusable: true
                children:
                  - {id: offline, type: TextView, text: You are offline}
              - {id: retry, type: Button, text: Retry}

            """
        #expect(try heard(elements, after: "") == ["You are offline", "Retry, Button"])
        for fix in ["banner.visibility = View.GONE", "banner.visibility = View.INVISIBLE",
                    "banner.setVisibility(View.GONE);", "retry.visibility = View.VISIBLE\nbanner.visibility = View.GONE"] {
            #expect(try heard(elements, after: fix) == ["Retry, Button"], "\(fix)")
        }
        #expect(try heard(elements, after: "banner.visibility = View.GONE\nbanner.visibility = View.VISIBLE")
            == ["You are offline", "Retry, Button"])
    }

    @Test func aVisibilityIsOneOfTheViewConstants() throws {
        let screen = try ScreenLoader.parse("platform: android\nelements:\n  - {id: banner, type: TextView, text: Hi}\n",
                                            file: "s.yaml")
        #expect(messages("banner.visibility = View.GON", on: screen, file: "fix")
            == ["fix:1:26: error: unknown visibility 'View.GON': use View.VISIBLE, View.INVISIBLE or View.GONE"
                + " — did you mean 'View.GONE'?"])
        #expect(messages("banner.visibility = false", on: screen, file: "fix")
            == ["fix:1:21: error: 'visibility' expects a visibility, not a Boolean — did you mean 'View.GONE'?"])
        #expect(messages("banner.setVisibility(8)", on: screen, file: "fix")
            == ["fix:1:22: error: 'setVisibility' is an Int, but Android's lint refuses a bare number where View declares named "
                + "constants (WrongConstant): write the constant — did you mean 'View.GONE'?"])
    }

    @Test func invisibleToUserHidesTheNodeFromTalkBack() throws {
        let elements = """
              - id: art
                type: Composable
                contentDescription: Album art
                children:
                  - {id: caption, type: Composable, text: Cover}
              - {id: play, type: Composable, text: Play, role: Button}

            """
        #expect(try heard(elements, after: "") == ["Album art", "Cover", "Play, Button"])
        for fix in ["art.modifier = Modifier.semantics { invisibleToUser() }",
                    "art.modifier = Modifier.semantics { hideFromAccessibility() }"] {
            #expect(try heard(elements, after: fix) == ["Play, Button"], "\(fix)")
        }
        #expect(messages("art.modifier = Modifier.semantics { invisibleToUser(true) }", on: try ScreenLoader.parse(
            "platform: android\nelements:\n" + elements, file: "s.yaml"), file: "fix")
            == ["fix:1:53: error: expected ')': invisibleToUser() takes no arguments, found 'true'"])
    }

    @Test func iosStatementsOnALoadedAndroidScreenTeachTheAndroidName() throws {
        let screen = try ScreenLoader.parse("platform: android\nelements:\n  - {id: play, type: ImageButton}\n", file: "s.yaml")
        #expect(throws: Diagnostics.self) { try FixScript.apply(#"play.accessibilityLabel = "Play""#, to: screen, file: "fix") }
        #expect(messages(#"play.accessibilityLabel = "Play""#, on: screen, file: "fix")
            == ["fix:1:6: error: 'accessibilityLabel' belongs to iOS: on Android this is 'contentDescription' — did you mean 'contentDescription'?"])
    }
}
