import Testing
import AXModel
import ScreenReader
@testable import FixScript

@Suite struct SwiftUIModifiersTests {
    /// A modifier copied from a view builder without its view says what is missing.
    @Test func aModifierWithoutItsViewAsksForTheView() {
        #expect(message(".accessibilityHidden(true)", on: Fixtures.swiftUIDarkTheme)
            == "1:1: error: '.accessibilityHidden' needs the view it modifies: write the view's id before it, as in "
            + "'title.accessibilityHidden(…)'")
    }

    /// SwiftUI's own layout: the view alone on a line, each modifier on a line below it.
    @Test func theViewMayStandAloneAboveItsModifiers() throws {
        let screen = try applying("caption\n    .accessibilityHidden(true)\n    .accessibilityLabel(\"Theme\")",
                                  to: Fixtures.swiftUIDarkTheme)
        #expect(screen["caption"].accessibilityElementsHidden)
        #expect(screen["caption"].accessibilityLabel == "Theme")
    }

    /// SwiftUI's `Text("Dark Theme")` written again with its modifiers, as the view's body writes
    /// it: the Text that shows that text; a text no Text shows is told with those the screen has.
    @Test func aTextWrittenAgainIsFoundByWhatItShows() throws {
        let screen = try applying("Text(\"Dark Theme\")\n    .font(.headline)\n    .accessibilityAddTraits(.isHeader)",
                                  to: Fixtures.swiftUIDarkTheme)
        #expect(screen["caption"].resolvedTraits.contains(.header))
        #expect(message("Text(\"Dark Them\").accessibilityAddTraits(.isHeader)", on: Fixtures.swiftUIDarkTheme)
            == "1:6: error: no Text on this screen shows \"Dark Them\" (its Texts: \"Settings\", \"Dark Theme\"): the tutor "
            + "finds the Text by what it shows", "the near miss is in the list already, so not offered again")
        #expect(message("Text(\"Dark Theme\")", on: Fixtures.swiftUIDarkTheme)
            == "1:1: error: a Text written again needs the modifiers that fix it, as in "
            + "Text(\"Dark Theme\").accessibilityAddTraits(.isHeader): the Text alone changes nothing")
    }

    /// A text modifier given the view's state whole: a String is the text; an Int is refused,
    /// as SwiftUI takes no number there, with the interpolation to write.
    @Test func aTextModifierTakesAStringStateWhole() throws {
        var screen = Fixtures.swiftUICounter
        screen.state["fruit"] = StateVariable(value: .string("apples"), kind: .string)
        #expect(try applying("counter.accessibilityValue(fruit)", to: screen)["counter"].accessibilityValue == "apples")
        #expect(message("counter.accessibilityValue(apples)", on: screen)
            == #"1:28: error: 'apples' is an Int, and a string or nil is needed here: write it as text, "\(apples)""#)
        #expect(message("counter.accessibilityValue(pears)", on: screen).hasPrefix("1:28: error: "))
        // A text made from the state as Swift makes one (a learner's `String(archived)` was told
        // "expects a string, not a String", and `.formatted()` was an unknown property).
        for (source, spoken) in [("counter.accessibilityValue(String(apples))", "3"),
                                 ("counter.accessibilityValue(apples.formatted())", "3"),
                                 (#"counter.accessibilityValue(String(format: "%d left", apples))"#, "3 left")] {
            #expect(try applying(source, to: screen)["counter"].accessibilityValue == spoken, "\(source)")
        }
    }

    /// Modifiers that change only the look (`.font(.headline)`, `.padding()`) are read past, as a
    /// real chain has them; a `.headline` font is no heading. On a UIKit view they are refused.
    @Test func lookOnlyModifiersAreReadPastAndChangeNothing() throws {
        let screen = try applying("caption.font(.headline).bold().padding(.top, 8).foregroundStyle(.secondary)",
                                  to: Fixtures.swiftUIDarkTheme)
        #expect(screen == Fixtures.swiftUIDarkTheme)
        #expect(message("caption.font(.headline)", on: Fixtures.darkTheme).contains("'font' changes how a SwiftUI view looks"))
    }

    /// #16: every problem of a chain at once; a misspelt modifier is read as the one it nearly
    /// spells, so its argument is checked too.
    @Test func everyProblemOfAChainAtOnce() {
        #expect(messages("caption.accessibilityLable(3).accessibilityHint(\"x\").accessibilityAddTraits(.isButon)",
                         on: Fixtures.swiftUIDarkTheme) == [
            "1:9: error: unknown modifier 'accessibilityLable' — did you mean 'accessibilityLabel'?",
            "1:28: error: 'accessibilityLabel' expects a string, not the number 3",
            "1:77: error: unknown SwiftUI trait '.isButon' — did you mean '.isButton'?",
        ])
    }

    @Test func textModifiers() throws {
        let screen = try applying("""
            img.accessibilityLabel("Favourite")
            box.accessibilityValue(Text("3 of 5")).accessibilityHint("Swipe up or down.")
            cell.accessibilityLabel("Play")
            """, to: Fixtures.swiftUIControls)
        #expect(screen["img"].accessibilityLabel == "Favourite")
        #expect(screen["box"].accessibilityValue == "3 of 5")
        #expect(screen["box"].accessibilityHint == "Swipe up or down.")
        #expect(screen["cell"].accessibilityLabel == "Play")
    }

    /// A SwiftUI view is a value: it has no properties another view could read.
    /// A SwiftUI view's `isSelected` is the app's `.accessibilityAddTraits(.isSelected)`, so
    /// `.accessibilityRemoveTraits(.isSelected)` takes it away (a learner's was said to change
    /// nothing while VoiceOver still said "selected").
    @Test func removingIsSelectedTakesTheAppsSelectedAway() throws {
        var screen = Fixtures.swiftUIControls
        screen.modify("button") { $0.isSelected = true }
        #expect(screen["button"].resolvedTraits.contains(.selected))
        let fixed = try applying("button.accessibilityRemoveTraits(.isSelected)", to: screen)
        #expect(!fixed["button"].resolvedTraits.contains(.selected))
    }

    @Test func aSwiftUIViewHasNoPropertiesToRead() {
        #expect(message("cell.accessibilityLabel(button.accessibilityLabel)", on: Fixtures.swiftUIControls)
            == "1:25: error: 'button' is a SwiftUI Button, a value that describes the screen: it has no "
            + "'accessibilityLabel' to read; write the text itself, or the state the view shows")
    }

    @Test func addAndRemoveTraits() throws {
        let screen = try applying("""
            img.accessibilityAddTraits(.isButton)
            cell.accessibilityAddTraits([.isHeader, AccessibilityTraits.isLink])
            button.accessibilityRemoveTraits(.isButton)
            box.accessibilityAddTraits(.isModal)
            """, to: Fixtures.swiftUIControls)
        #expect(screen["img"].accessibilityTraits == [.image, .button])
        #expect(screen["cell"].accessibilityTraits == [.staticText, .header, .link])
        #expect(screen["button"].accessibilityTraits == [])
        #expect(screen["box"].accessibilityViewIsModal)
        #expect(screen["box"].accessibilityTraits == nil)
    }

    @Test func hiddenDisabledAndHeading() throws {
        let screen = try applying("""
            img.accessibilityHidden(true)
            button.disabled(true)
            cell.accessibilityHeading(.h2)
            """, to: Fixtures.swiftUIControls)
        #expect(screen["img"].accessibilityElementsHidden)
        #expect(screen["img"].isAccessibilityElement == false)
        #expect(screen["button"].isEnabled == false)
        #expect(screen["button"].resolvedTraits.contains(.notEnabled))
        #expect(screen["cell"].accessibilityTraits == nil)
        #expect(screen["cell"].headingLevel == 2)
        let shown = try applying("img.accessibilityHidden(true)\nimg.accessibilityHidden(false)", to: Fixtures.swiftUIControls)
        #expect(!shown["img"].accessibilityElementsHidden)
        #expect(shown["img"].isAccessibilityElement == nil)
    }

    /// `.accessibilityHeading(.h2)` sets a level and no trait: alone it makes no heading (CVS
    /// Health's SwiftUI techniques; Apple feedback FB13723717); with `.isHeader` VoiceOver says
    /// the level (Apple's documentation of the modifier), `.unspecified` none.
    @Test func headingLevelIsSpokenOnlyWithTheHeaderTrait() throws {
        func speech(_ source: String) throws -> [String] {
            VoiceOver().announcements(of: try applying(source, to: Fixtures.swiftUIControls)).filter { $0.id == "cell" }.map(\.speech)
        }
        #expect(try speech("cell.accessibilityHeading(.h2)") == ["Podcasts"])
        #expect(try speech("cell.accessibilityAddTraits(.isHeader).accessibilityHeading(.h2)")
                == ["Podcasts, heading level 2"])
        #expect(try speech("cell.accessibilityHeading(.h6)\ncell.accessibilityAddTraits(.isHeader)")
                == ["Podcasts, heading level 6"])
        #expect(try speech("cell.accessibilityAddTraits(.isHeader).accessibilityHeading(.unspecified)")
                == ["Podcasts, heading"])
    }

    /// `.accessibilityHidden(true)` silences an image that would read its asset name.
    @Test func accessibilityHiddenSilencesAnImage() throws {
        #expect(VoiceOver().announcements(of: Fixtures.swiftUIControls).first?.speech == "heart, image")
        let hidden = try applying("img.accessibilityHidden(true)", to: Fixtures.swiftUIControls)
        #expect(!VoiceOver().announcements(of: hidden).contains { $0.id == "img" })
    }

    /// `Image(decorative: "heart")`, the view made again where it is made: every `Image` of that
    /// asset is no element (VO-7.3); an asset no `Image` shows, a UIKit image view and a plain
    /// `Image("heart")` are each told what to write.
    @Test func anImageMadeDecorativeIsNoStop() throws {
        let decorative = try applying(#"Image(decorative: "heart")"#, to: Fixtures.swiftUIControls)
        #expect(decorative["img"].decorative)
        #expect(!VoiceOver().announcements(of: decorative).contains { $0.id == "img" })
        // Its modifiers, as a body writes them (a learner's `.resizable()` after it was refused).
        let sized = try applying("Image(decorative: \"heart\")\n    .resizable()\n    .scaledToFit()", to: Fixtures.swiftUIControls)
        #expect(sized["img"].decorative)
        #expect(message(#"Image(decorative: "heart").accesibilityHidden(true)"#, on: Fixtures.swiftUIControls)
            == "1:28: error: unknown modifier 'accesibilityHidden' — did you mean 'accessibilityHidden'?")
        #expect(message(#"Image(decorative: "hart")"#, on: Fixtures.swiftUIControls)
            == "1:19: error: no Image on this screen shows 'hart' (its images: heart) — did you mean 'heart'?")
        var uikit = Fixtures.controls
        uikit.modify("img") { $0.image = "heart" }
        #expect(message(#"Image(decorative: "heart")"#, on: uikit)
            == "1:19: error: 'img' is a UIImageView: Image(decorative:) makes a SwiftUI view; in UIKit an image view is no "
            + "element unless made one: img.isAccessibilityElement = false")
        #expect(message(#"Image("heart")"#, on: Fixtures.swiftUIControls)
            == #"1:7: error: a fix makes an image again as decorative, Image(decorative: "wave"), or with its label, "#
            + #"Image("gear", label: Text("Settings")); an image with its modifiers, Image("gear").accessibilityLabel("Settings") or "#
            + #"Image(systemName: "trash").accessibilityHidden(true); a modifier on its id does it too, as in icon.accessibilityLabel("Settings")"#)
    }

    /// `NavigationLink("Settings") { … }`: a SwiftUI view a fix does not make again is named, with
    /// the way to change the view the screen has (a learner got "expected '.'").
    @Test func aViewAFixDoesNotMakeAgainIsNamed() {
        for source in [#"NavigationLink("Settings") { SettingsView() }"#, "ScrollView { Text(\"x\") }", #"Label("Cart", systemImage: "cart")"#] {
            let name = String(source.prefix { $0.isLetter })
            #expect(message(source, on: Fixtures.swiftUIControls)
                == "1:1: error: '\(name)' makes a SwiftUI view, and a fix makes again only Button, Text, Toggle, Link and Image: "
                + "change the view the screen has through its id, as in row.accessibilityAddTraits(.isButton)")
        }
    }

    /// `Image("heart").accessibilityLabel("…")`: an asset's image written again with its modifiers,
    /// found by the asset it shows (a learner's real SwiftUI was told only `Image(_:label:)` would do).
    @Test func anAssetImageIsWrittenAgainWithItsModifiers() throws {
        let labelled = try applying("Image(\"heart\")\n    .accessibilityLabel(\"Favourite\")", to: Fixtures.swiftUIControls)
        #expect(labelled["img"].accessibilityLabel == "Favourite")
        #expect(message(#"Image("hart").accessibilityLabel("Favourite")"#, on: Fixtures.swiftUIControls).hasPrefix(
            #"1:7: error: no Image on this screen shows "hart" (its Images: "heart")"#))
    }

    /// An SF Symbol (`systemImage: true`) is written again as `Image(systemName:)` with its
    /// modifiers; `Image(decorative:)`, which loads an asset of the app, is refused for it (a
    /// learner's pass showed `Image(decorative: "ellipsis.circle")`, which would show nothing).
    @Test func anSFSymbolIsWrittenAgainBySystemName() throws {
        var screen = Fixtures.swiftUIControls
        screen.modify("img") { $0.systemImage = true }
        let hidden = try applying(#"Image(systemName: "heart").accessibilityHidden(true)"#, to: screen)
        #expect(hidden["img"].accessibilityElementsHidden)
        #expect(message(#"Image(decorative: "heart")"#, on: screen)
            == #"1:19: error: 'heart' is an SF Symbol, Image(systemName: "heart"): Image(decorative:) loads an asset of the app "#
            + #"by that name, and the symbol would not show; hide the symbol from VoiceOver instead, as in "#
            + #"Image(systemName: "heart").accessibilityHidden(true)"#)
        #expect(message(#"Image(systemName: "heart")"#, on: screen)
            == #"1:1: error: an SF Symbol written again takes the modifiers to apply, as in Image(systemName: "heart")"#
            + #".accessibilityHidden(true) or .accessibilityLabel("…")"#)
    }

    /// `Image("heart", label: Text("…"))`: the image of that asset made again with the label
    /// SwiftUI reads for it (Apple's `Image(_:bundle:label:)`), its modifiers after it.
    @Test func anImageMadeAgainWithALabelIsNamedByIt() throws {
        let labelled = try applying("Image(\"heart\", label: Text(\"Favourite\"))\n    .accessibilityHint(\"Saves it\")",
                                    to: Fixtures.swiftUIControls)
        #expect(labelled["img"].accessibilityLabel == "Favourite" && labelled["img"].accessibilityHint == "Saves it")
        #expect(message(#"Image("hart", label: Text("Favourite"))"#, on: Fixtures.swiftUIControls).hasPrefix(
            #"1:7: error: no Image on this screen shows "hart" (its Images: "heart")"#))
        #expect(message(#"Image("heart", label: "Favourite")"#, on: Fixtures.swiftUIControls).hasPrefix(
            #"1:23: error: expected Text("…"), the image's label, found"#))
    }

    /// `.enabled(false)`, Android's word, is answered with SwiftUI's opposite (a learner was told
    /// 'isEnabled', which a SwiftUI view then refused).
    @Test func enabledIsAnsweredWithDisabled() throws {
        #expect(message("cell.enabled(false)", on: Fixtures.swiftUIControls)
            == "1:6: error: SwiftUI has no .enabled(_:): it says the opposite, .disabled(true) to disable a view")
        #expect(try applying("cell.disabled(!false)", to: Fixtures.swiftUIControls)["cell"].isEnabled == false)
        // A UIKit trait SwiftUI has no name for, spelled SwiftUI's way, is told what SwiftUI writes.
        #expect(message("cell.accessibilityAddTraits(.isNotEnabled)", on: Fixtures.swiftUIControls)
            == "1:29: error: SwiftUI has no '.isNotEnabled' trait: use .disabled(true)")
    }

    /// `Toggle("Agree", isOn: $accepted)` made again: the Toggle with that title, bound to the
    /// Bool, with its modifiers after it.
    @Test func aToggleMadeAgainIsBoundToTheAppsBool() throws {
        var agree = Element(id: "agree", type: .Toggle)
        agree.title = "Agree"
        agree.isOn = false
        let screen = Screen(elements: [agree, Element(id: "send", type: .SwiftUIButton)],
                            state: ["accepted": StateVariable(value: .bool(true), kind: .bool),
                                    "count": StateVariable(value: .number(1), kind: .int)])
        let bound = try applying("Toggle(\"Agree\", isOn: $accepted)\n    .accessibilityHint(\"Required to send\")", to: screen)
        #expect(bound["agree"].isOn == true)
        #expect(bound["agree"].bindings["isOn"] == .variable("accepted"))
        #expect(bound["agree"].accessibilityHint == "Required to send")
        #expect(try applying("Toggle(isOn: $accepted) {\n    Text(\"Agree\")\n}", to: screen)["agree"].isOn == true)
        #expect(message("Toggle(\"Agree\", isOn: .constant(false))", on: screen).hasPrefix(
            "1:23: error: a .constant binding never changes, so the Toggle could not be flipped"))
        #expect(message("Toggle(\"Agree\", isOn: accepted)", on: screen)
            == "1:23: error: a Toggle takes a binding to the Bool it shows and sets: write '$' before its name, as in isOn: $accepted")
        #expect(message("Toggle(\"Agre\", isOn: $accepted)", on: screen).hasPrefix("1:8: error:"))
        #expect(message("Toggle(\"Agree\", isOn: $count)", on: screen).hasPrefix("1:24: error: 'count' is an Int"))
        #expect(message("Toggle(\"Agree\", isOn: $acepted)", on: screen)
            .hasPrefix("1:24: error: 'acepted' is not a state variable of the screen (it declares accepted, count)"))
        // A screen that keeps no variables: the Bool is the Toggle's own, declared with its value.
        let own = try applying("Toggle(\"Agree\", isOn: $accepted)", to: Screen(elements: [agree]))
        #expect(own.state["accepted"] == StateVariable(value: .bool(false), kind: .bool))
        #expect(own["agree"].bindings["isOn"] == .variable("accepted"))
        #expect(message("Toggle(\"Agree\", isOn: $send)", on: Screen(elements: [agree, Element(id: "send", type: .SwiftUIButton)]))
            .hasPrefix("1:24: error: 'send'"))
    }

    /// SwiftUI's `Link("…", destination: URL(string: "…")!)` where the view is made: the Text or
    /// Button that shows the title becomes a link to the page, its modifiers after it.
    @Test func aLinkMadeWhereTheViewIsMadeIsALink() throws {
        var terms = Element(id: "terms", type: .Text)
        terms.text = "Terms of Service"
        var pay = Element(id: "pay", type: .SwiftUIButton)
        pay.title = "Pay now"
        let screen = Screen(elements: [terms, pay])
        let made = try applying(#"Link("Terms of Service", destination: URL(string: "https://example.com/terms")!).accessibilityHint("Opens Safari")"#,
                                to: screen)
        #expect(made["terms"].resolvedTraits == .link)
        #expect(made["terms"].onActivate == [.openURL("https://example.com/terms")])
        #expect(made["terms"].accessibilityHint == "Opens Safari")
        let button = try applying("Link(destination: URL(string: \"https://pay.example\")!) {\n    Text(\"Pay now\")\n}", to: screen)
        #expect(button["pay"].resolvedTraits == .link)
        #expect(message(#"Link("Terms of Service", destination: URL(string: "https://example.com/terms"))"#, on: screen)
            .hasPrefix("1:79: error: URL(string:) returns an optional URL, which a Link does not take"))
        // The app's own function, called by name: kept as written, not run.
        let tapped = try FixScript.parse("terms.onTapGesture { openURL(termsURL) }", file: nil)
        #expect(tapped.first?.change == .handler(EventHandler(event: "tap", effects: [.appCall("openURL(termsURL)")]),
                                                  names: FixScript.BodyNames()))
        #expect(message("terms.onTapGesture { withAnimation { expanded.toggle() } }", on: screen).hasPrefix(
            "1:22: error: 'withAnimation(…)' is the app's own code, which the tutor cannot run here"))
        #expect(message("terms.onTapGesture { sendAction(for: .valueChanged) }", on: screen).hasSuffix(
            "did you mean 'sendActions'?"))
        #expect(message(#"Link("Terms", destination: URL(string: "https://x")!)"#, on: screen)
            .hasPrefix(#"1:6: error: no view on this screen shows "Terms""#))
        #expect(message(#"Link("Terms of Service", destination: "https://x")"#, on: screen)
            .hasPrefix("1:39: error: expected URL(string: \"https://…\")!, the page the link opens"))
        // A view that opens a page already is linked to that page, not another.
        var opening = screen
        opening.modify("terms") { $0.onActivate = [.openURL("https://example.com/terms")] }
        #expect(message(#"Link("Terms of Service", destination: URL(string: "https://example.com/privacy")!)"#, on: opening)
            == "1:51: error: this view opens https://example.com/terms in the app, and a Link to https://example.com/privacy "
            + "would send the user to another page: write URL(string: \"https://example.com/terms\")!")
    }

    /// `.disabled(!accepted)`: a Bool the app keeps, read again whenever it changes, as SwiftUI
    /// computes the body again; a name that is no variable says which the screen declares.
    @Test func disabledTakesABoolTheAppKeeps() throws {
        var screen = Fixtures.swiftUIControls
        screen.state["accepted"] = StateVariable(value: .bool(false), kind: .bool)
        let fixed = try applying("button.disabled(!accepted)", to: screen)
        #expect(fixed["button"].isEnabled == false)
        #expect(fixed["button"].bindings["isEnabled"] == .variable("accepted"))
        #expect(try applying("button.disabled(accepted)", to: screen)["button"].isEnabled == true)
        #expect(message("button.disabled(acepted)", on: screen)
            == "1:17: error: 'acepted' is not a state variable of the screen (it declares accepted, stars) — did you mean 'accepted'?")
        #expect(message("button.disabled(stars)", on: screen) == "1:17: error: 'stars' is an Int, and true or false is needed here")
        #expect(message("button.disabled(flase)", on: screen).hasPrefix("1:17: error: expected true or false, found 'flase' — did you mean 'false'?"))
        #expect(try applying("cell.accessibilityHeading(AccessibilityHeadingLevel.h2)", to: Fixtures.swiftUIControls)["cell"]
            .headingLevel == 2)
        // A refused modifier in a chain is one problem: the chain's later lines are not read alone as
        // modifiers without their view.
        #expect(messages("cell\n    .accessibility(addTraits: .isHeader)\n    .accessibilityHeading(.h2)\nbox.accessibilityLabel(3)",
                         on: Fixtures.swiftUIControls).map { String($0.prefix(9)) } == ["2:6: erro", "4:24: err"])
        #expect(message("cell.accessibility(hidden: true)", on: Fixtures.swiftUIControls)
            == "1:6: error: '.accessibility(hidden:)' is iOS 13's form, deprecated since iOS 14 (it compiles with a warning): "
            + "write .accessibilityHidden(…)")
    }

    /// `.accessibilityHidden(isRunning)`: a Bool the app keeps, bound as `.disabled(_:)`'s is, so
    /// the view leaves VoiceOver while it is true (a learner's real modifier was told "expects true
    /// or false").
    @Test func accessibilityHiddenTakesABoolTheAppKeeps() throws {
        var screen = Fixtures.swiftUIControls
        screen.state["accepted"] = StateVariable(value: .bool(true), kind: .bool)
        let fixed = try applying("cell.accessibilityHidden(accepted)", to: screen)
        #expect(fixed["cell"].accessibilityElementsHidden)
        #expect(fixed["cell"].bindings["accessibilityElementsHidden"] == .variable("accepted"))
        #expect(try applying("cell.accessibilityHidden(!accepted)", to: screen)["cell"].accessibilityElementsHidden == false)
        #expect(message("cell.accessibilityHidden(stars)", on: screen) == "1:26: error: 'stars' is an Int, and true or false is needed here")
    }

    /// `.accessibilitySortPriority(_:)` takes a `Double` (an integer literal is one) and is SwiftUI's only.
    @Test func sortPriorityIsSetOnASwiftUIView() throws {
        #expect(try applying("cell.accessibilitySortPriority(2)", to: Fixtures.swiftUIControls)["cell"].sortPriority == 2)
        #expect(try applying("cell.accessibilitySortPriority(-0.5)", to: Fixtures.swiftUIControls)["cell"].sortPriority == -0.5)
        #expect(message(#"cell.accessibilitySortPriority("high")"#, on: Fixtures.swiftUIControls).hasPrefix("1:32: error: "))
        #expect(message("img.accessibilitySortPriority(1)").contains("UIKit has no sort priority"))
    }

    /// `LocalizedStringKey("…")` is the key a SwiftUI literal is already: the label it looks up.
    @Test func aLocalizedStringKeyIsTheLabelItLooksUp() throws {
        #expect(try applying(#"cell.accessibilityLabel(LocalizedStringKey("Podcasts"))"#, to: Fixtures.swiftUIControls)["cell"]
            .accessibilityLabel == "Podcasts")
        #expect(try applying(#"cell.accessibilityLabel(Text(LocalizedStringKey("Shows")))"#, to: Fixtures.swiftUIControls)["cell"]
            .accessibilityLabel == "Shows")
        #expect(message("cell.accessibilityLabel(LocalizedStringKey(podcasts))", on: Fixtures.swiftUIControls)
            .hasPrefix("1:44: error: expected the key in double quotes"))
    }

    /// SwiftUI's `Text + Text` is a Text, and `String + String` a String: either is a label; a Text
    /// joined to a String does not compile, and a Text holds a String, not another Text.
    @Test func textsJoinedWithPlusAreOneLabel() throws {
        #expect(try applying(#"cell.accessibilityLabel(Text("Lemon tart, ") + Text("45 minutes"))"#, to: Fixtures.swiftUIControls)["cell"]
            .accessibilityLabel == "Lemon tart, 45 minutes")
        #expect(try applying("cell.accessibilityLabel(\"Lemon tart, \"\n    + \"45 minutes\")", to: Fixtures.swiftUIControls)["cell"]
            .accessibilityLabel == "Lemon tart, 45 minutes")
        #expect(message(#"cell.accessibilityLabel(Text("a") + "b")"#, on: Fixtures.swiftUIControls)
            == #"1:37: error: '+' after a Text joins another Text, not a String: wrap it, as in Text("a") + Text("b")"#)
        #expect(message(#"cell.accessibilityLabel("a" + Text("b"))"#, on: Fixtures.swiftUIControls)
            .hasPrefix("1:25: error: '+' after a String joins another String, not a Text"))
        #expect(message(#"cell.accessibilityLabel(Text(Text("a")))"#, on: Fixtures.swiftUIControls)
            .hasPrefix("1:30: error: expected a String inside Text(…)"))
        #expect(message(#"cell.accessibilityLabel(Text("K7").speechSpellsOutCharacters() + Text("b"))"#, on: Fixtures.swiftUIControls)
            .contains("spells out whole labels only"))
    }

    /// Swift's `? :` on a Boolean the screen declares is a text SwiftUI computes again when the
    /// state changes; both sides one type; `Text(verbatim:)` and `String(localized:)` are texts.
    @Test func aChoiceOnStateIsALabel() throws {
        var screen = Screen(elements: [Element(id: "start", type: .SwiftUIButton)],
                            state: ["isRunning": StateVariable(value: .bool(false), kind: .bool)])
        #expect(try applying(#"start.accessibilityLabel(isRunning ? "Stop" : "Start")"#, to: screen)["start"].accessibilityLabel
            == "Start")
        screen.state["isRunning"]?.value = .bool(true)
        #expect(try applying(#"start.accessibilityValue(!isRunning ? Text("paused") : Text("running"))"#, to: screen)["start"]
            .accessibilityValue == "running")
        #expect(message(#"start.accessibilityValue(isRunning ? Text("paused") : "running")"#, on: screen)
            == #"1:38: error: both sides of '? :' must have one type, and a Text and a String are two: write Text("…") on both sides, or on neither"#)
        #expect(message(#"start.accessibilityLabel(isGoing ? "Stop" : "Start")"#, on: screen)
            .hasPrefix("1:26: error: 'isGoing' is not a state variable of the screen"))
        #expect(try applying(#"start.accessibilityLabel(Text(verbatim: "K7"))"#, to: screen)["start"].accessibilityLabel == "K7")
        #expect(try applying(#"start.accessibilityLabel(String(localized: "Start timer"))"#, to: screen)["start"].accessibilityLabel
            == "Start timer")
    }

    /// A choice inside an interpolation (`"\\(isRunning ? "running" : "paused")"`) reads as Swift
    /// reads it: on a Bool, both sides one type, made again when the state changes.
    @Test func aChoiceInsideAnInterpolationIsSwiftsChoice() throws {
        var screen = Screen(elements: [Element(id: "card", type: .VStack)],
                            state: ["isRunning": StateVariable(value: .bool(false), kind: .bool),
                                    "laps": StateVariable(value: .number(2), kind: .int)])
        let applied = try applying(#"card.accessibilityValue("Timer \(isRunning ? "running" : "paused")")"#, to: screen)
        #expect(applied["card"].accessibilityValue == "Timer paused")
        #expect(applied["card"].bindings["accessibilityValue"] != nil, "computed again when isRunning changes")
        screen.state["isRunning"]?.value = .bool(true)
        #expect(try applying(#"card.accessibilityValue("\(!isRunning ? "paused" : "running")")"#, to: screen)["card"]
            .accessibilityValue == "running")
        #expect(message(#"card.accessibilityValue("\(isRunning ? "running" : 3)")"#, on: screen)
            == #"1:28: error: both sides of '? :' must have one type, and these are a String and a number: make both texts, as in String(…) or "\(…)""#)
        #expect(message(#"card.accessibilityValue("\(laps ? "some" : "none")")"#, on: screen)
            == "1:28: error: the condition of '? :' must be a Bool, and this one is a number: compare it, as in count == 1 ? … : …")
        #expect(message(#"card.accessibilityValue("\(isRunning ? "running")")"#, on: screen)
            .hasPrefix("1:40: error: expected ':' and the value when the condition is false"))
    }

    /// A comparison inside an interpolation (`laps == 1 ? "lap" : "laps"`) compares as Swift does:
    /// two numbers or two Strings, Bools and nil only for equality; no chains; a bare nil has no text.
    @Test func aComparisonInsideAnInterpolationIsSwifts() throws {
        var screen = Screen(elements: [Element(id: "card", type: .VStack)],
                            state: ["isRunning": StateVariable(value: .bool(false), kind: .bool),
                                    "laps": StateVariable(value: .number(2), kind: .int)])
        let source = #"card.accessibilityValue("\(laps) \(laps == 1 ? "lap" : "laps")")"#
        let applied = try applying(source, to: screen)
        #expect(applied["card"].accessibilityValue == "2 laps")
        #expect(applied["card"].bindings["accessibilityValue"] != nil, "computed again when laps changes")
        screen.state["laps"]?.value = .number(1)
        #expect(try applying(source, to: screen)["card"].accessibilityValue == "1 lap")
        #expect(try applying(#"card.accessibilityValue("\(laps >= 1) \(isRunning == false)")"#, to: screen)["card"]
            .accessibilityValue == "true true")
        #expect(try applying(#"title.accessibilityLabel = "\(caption.text == nil ? "none" : "some")""#, to: Fixtures.darkTheme)["title"]
            .accessibilityLabel == "some")
        #expect(message(#"card.accessibilityValue("\(laps == "1" ? "a" : "b")")"#, on: screen)
            == #"1:33: error: '==' compares two values of one type, and these are a number and a String: make both numbers "#
            + #"or both texts, as in count == 1 or String(count) == "1""#)
        #expect(message(#"card.accessibilityValue("\(isRunning < true)")"#, on: screen)
            == "1:38: error: '<' does not order Bools: Swift compares them only with == and !=")
        #expect(message(#"card.accessibilityValue("\(1 < laps < 5)")"#, on: screen)
            == "1:37: error: Swift's comparisons do not chain ('<' then '<'): compare once, or join two with &&")
        #expect(message(#"card.accessibilityValue("\(nil)")"#, on: screen)
            == #"1:28: error: a bare nil has no type to write as text, and Swift does not compile it here: write the text "#
            + #"to say, as in "\(caption.text ?? "none")""#)
    }

    /// `.accessibilityTraits(…)` on a SwiftUI view is told SwiftUI's add and remove, not UIKit's property.
    @Test func aTraitsModifierIsToldAddAndRemove() {
        #expect(message("box.accessibilityTraits(.isButton)", on: Fixtures.swiftUIControls)
            == "1:5: error: SwiftUI has no .accessibilityTraits(…): a view adds traits with .accessibilityAddTraits(.isButton) "
            + "and removes them with .accessibilityRemoveTraits(…)")
    }

    /// Real SwiftUI modifiers that change nothing VoiceOver says, or that the model lacks, are told
    /// so, not "unknown".
    @Test func realModifiersTheTutorDoesNotModelAreToldSo() {
        for modifier in [#"accessibilityIdentifier("tart")"#, #"accessibilityInputLabels(["Tart"])"#, "focused($isFocused)",
                         "accessibilityShowsLargeContentViewer()"] {
            #expect(message("cell.\(modifier)", on: Fixtures.swiftUIControls)
                .hasPrefix("1:6: error: '\(modifier.prefix { $0 != "(" })' is SwiftUI's, but the tutor does not model it"))
        }
    }

    /// A level past `.h6` is told the nearest level there is, not the nearest spelling.
    @Test func aHeadingLevelPastTheLastIsToldTheLast() {
        #expect(message("cell.accessibilityHeading(.h7)", on: Fixtures.swiftUIControls).hasSuffix("did you mean '.h6'?"))
        #expect(message("cell.accessibilityHeading(.h0)", on: Fixtures.swiftUIControls).hasSuffix("did you mean '.h1'?"))
    }

    /// A bare name that is no view and no state, on a screen that declares none, is the app's own
    /// variable: the learner is told to write its value, not 'NAME.PROPERTY'.
    @Test func aNameThatIsNoViewAndNoStateIsToldSo() {
        #expect(message("cell.disabled(!hasAddress)", on: Screen(elements: [Element(id: "cell", type: .Toggle)]))
            == "1:16: error: 'hasAddress' is no view of this screen and no state variable of it (the screen declares none): "
            + "write the value it has now, true or false")
    }

    /// SwiftUI's `.accessibilityDirectTouch(_:options:)` (iOS 17) adds the trait with its options,
    /// `(false)` removes it; UIKit's option set type is refused there (docs/voiceover.md VO-3.4).
    @Test func directTouchModifierMakesADirectTouchAreaWithItsOptions() throws {
        let plain = try applying("cell.accessibilityDirectTouch()", to: Fixtures.swiftUIControls)["cell"]
        #expect(plain.resolvedTraits.contains(.allowsDirectInteraction) && plain.accessibilityDirectTouchOptions.isEmpty)
        let silent = try applying("cell.accessibilityDirectTouch(options: .silentOnTouch)", to: Fixtures.swiftUIControls)["cell"]
        #expect(silent.resolvedTraits.contains(.allowsDirectInteraction) && silent.accessibilityDirectTouchOptions == [.silentOnTouch])
        let both = try applying("cell.accessibilityDirectTouch(true, options: [.silentOnTouch,\n  .requiresActivation])",
                                to: Fixtures.swiftUIControls)["cell"]
        #expect(both.accessibilityDirectTouchOptions == [.silentOnTouch, .requiresActivation])
        let typed = try applying("cell.accessibilityDirectTouch(options: AccessibilityDirectTouchOptions.requiresActivation)",
                                 to: Fixtures.swiftUIControls)["cell"]
        #expect(typed.accessibilityDirectTouchOptions == [.requiresActivation])
        let removed = try applying("cell.accessibilityDirectTouch().accessibilityDirectTouch(false)", to: Fixtures.swiftUIControls)["cell"]
        #expect(!removed.resolvedTraits.contains(.allowsDirectInteraction) && removed.accessibilityDirectTouchOptions.isEmpty)
        #expect(message("cell.accessibilityDirectTouch(options: UIAccessibility.DirectTouchOptions.silentOnTouch)",
                        on: Fixtures.swiftUIControls)
            == "1:40: error: 'UIAccessibility.DirectTouchOptions' is UIKit's type, and SwiftUI's "
            + ".accessibilityDirectTouch(options:) takes AccessibilityDirectTouchOptions: write the option alone, as in .silentOnTouch")
        #expect(message("cell.accessibilityDirectTouch(options: .silentOnTuch)", on: Fixtures.swiftUIControls)
            .contains("did you mean '.silentOnTouch'?"))
        #expect(message("cell.accessibilityDirectTouch(true options: .silentOnTouch)", on: Fixtures.swiftUIControls)
            .hasPrefix("1:36: error: "))
        #expect(message("cell.accessibilityDirectTouch(option: .silentOnTouch)", on: Fixtures.swiftUIControls)
            == "1:31: error: expected 'options:' or true or false, found 'option' — did you mean 'options:'?")
        #expect(message("img.accessibilityDirectTouch(options: .silentOnTouch)")
            .contains("in UIKit a direct touch area is a trait, and its options a property"))
    }

    @Test func childBehaviours() throws {
        let combined = try applying("row.accessibilityElement(children: .combine)", to: Fixtures.swiftUIDarkTheme)
        #expect(combined["row"].childBehavior == .combine)
        #expect(combined["row"].isAccessibilityElement == true)
        let ignored = try applying("row.accessibilityElement()", to: Fixtures.swiftUIDarkTheme)
        #expect(ignored["row"].childBehavior == .ignore)
        #expect(ignored["row"].isAccessibilityElement == true)
        let contained = try applying("row.accessibilityElement(children: .contain)", to: Fixtures.swiftUIDarkTheme)
        #expect(contained["row"].childBehavior == .contain)
        #expect(contained["row"].isAccessibilityElement == false)
    }

    @Test func chainsAcrossLines() throws {
        let screen = try applying("""
            row
                .accessibilityElement(children: .combine)
                .accessibilityAddTraits(.isToggle)
            title.accessibilityAddTraits(.isHeader)
            """.replacingOccurrences(of: "row\n", with: "row.accessibilityLabel(\"Dark Theme\")\n"), to: Fixtures.swiftUIDarkTheme)
        #expect(screen["row"].accessibilityLabel == "Dark Theme")
        #expect(screen["row"].childBehavior == .combine)
        #expect(screen["row"].accessibilityTraits == .toggleButton)
    }

    @Test func adjustableAction() throws {
        let screen = try applying(#"""
            rating
                .accessibilityValue("\(stars) stars")
                .accessibilityAdjustableAction { direction in
                    switch direction {
                    case .increment:
                        guard stars < 5 else { return }
                        stars += 1
                    case .decrement: stars -= 1
                    @unknown default: break
                    }
                }
            """#.replacingOccurrences(of: "rating\n", with: "rating.accessibilityHint(\"\")\n"), to: Fixtures.swiftUIControls)
        let rating = screen["rating"]
        #expect(rating.accessibilityTraits == .adjustable)
        #expect(rating.adjustment == Adjustment(
            increment: [.stopUnless(Condition(left: .variable("stars"), comparison: .less, right: .number(5))),
                        .addToVariable("stars", amount: 1)],
            decrement: [.addToVariable("stars", amount: -1)]))
        #expect(rating.accessibilityValue == "3 stars")
        #expect(rating.bindings["accessibilityValue"] == .interpolation([.variable("stars"), .string(" stars")]))
    }

    /// SwiftUI computes a modifier that reads state again after each swipe changes it.
    @Test func aModifierReadingStateFollowsEverySwipe() throws {
        let screen = try applying(#"""
            rating.accessibilityElement(children: .ignore).accessibilityLabel("Rating").accessibilityValue("\(stars) stars")
                .accessibilityAdjustableAction { d in
                switch d { case .increment: stars += 1; default: stars -= 1 }
            }
            """#, to: Fixtures.swiftUIControls)
        #expect(VoiceOver().play(try Gesture.parseList("swipe right; swipe right; swipe up; swipe up; swipe down"), on: screen)
            .text.hasSuffix("> swipe up\n4 stars\n> swipe up\n5 stars\n> swipe down\n4 stars"))
    }

    @Test func adjustableActionOnOneLineWithDefault() throws {
        let screen = try applying(
            "rating.accessibilityAdjustableAction { d in switch d { case .increment: stars += 1; default: stars -= 2 } }",
            to: Fixtures.swiftUIControls)
        #expect(screen["rating"].adjustment == Adjustment(
            increment: [.addToVariable("stars", amount: 1)],
            decrement: [.addToVariable("stars", amount: -2)]))
    }

    /// Views are values in SwiftUI: an action changes state, not a view's property.
    @Test func aSwiftUIActionCannotSetAViewsProperty() {
        #expect(message("rating.accessibilityAdjustableAction { d in switch d { case .increment: value += 1; default: break } }",
                        on: Fixtures.swiftUIControls)
            == "1:73: error: a SwiftUI action can't read or set a view's 'value': views are values computed from state. "
            + #"Change the app's state (a variable the screen declares under state:, as in 'rating += 1') and show it with a modifier, as in .accessibilityValue("\(rating)")"#)
    }

    @Test func errors() {
        #expect(message("img.accessibilityAddTraits(.header)")
            == "1:28: error: '.header' is the UIKit name of the trait — did you mean '.isHeader'?")
        #expect(message("img.accessibilityAddTraits(.isHeading)")
            == "1:28: error: unknown SwiftUI trait '.isHeading' — did you mean '.isHeader'?")
        #expect(message("img.accessibilityAddTraits(.heading)")
            == "1:28: error: unknown SwiftUI trait '.heading' — did you mean '.isHeader'?")
        #expect(message("img.accessibilityAddTraits(.adjustable)")
            == "1:28: error: SwiftUI has no '.adjustable' trait: use .accessibilityAdjustableAction { … }")
        #expect(message("img.accessibilityAddTraits(.notEnabled)")
            == "1:28: error: SwiftUI has no '.notEnabled' trait: use .disabled(true)")
        #expect(message("img.accessibilityAddTraits(UIAccessibilityTraitButton)")
            == "1:28: error: expected a SwiftUI trait such as .isButton, found 'UIAccessibilityTraitButton' — did you mean '.isButton'?")
        #expect(message(#"img.accessibilityLable("A")"#)
            == "1:5: error: unknown modifier 'accessibilityLable' — did you mean 'accessibilityLabel'?")
        #expect(message("img.isAccessibilityElement(true)")
            == "1:5: error: 'isAccessibilityElement' is a UIKit property, not a SwiftUI modifier: write 'img.isAccessibilityElement = …'")
        #expect(message("row.accessibilityElement(children: .combined)", on: Fixtures.darkTheme)
            == "1:36: error: unknown child behaviour '.combined': use .combine, .ignore or .contain — did you mean '.combine'?")
        #expect(message(#"img.accessibilityHidden("yes")"#)
            == #"1:25: error: 'accessibilityHidden' expects true or false, not the string "yes""#)
        #expect(message(#"tabs[0].accessibilityLabel("Home")"#)
            == "1:9: error: SwiftUI modifiers apply to whole elements, not to tabs[0]")
        var picker = Element(id: "sort", type: .Picker)
        picker.segments = ["Date", "Name"]
        #expect(message(#"sort[0].accessibilityLabel("By date")"#, on: Screen(elements: [picker]))
            == "1:9: error: SwiftUI modifiers apply to whole elements, not to sort[0]: a Picker's segment is its option "
            + "view inside the Picker (Text(\"…\")), which the screen gives as 'options'; the tutor does not model "
            + "modifiers on an option")
        #expect(message(#"img.accessibilityLabel("A").accessibilityHint"#)
            == "1:46: error: expected '(' after 'accessibilityHint', found the end of the input")
        #expect(message("rating.accessibilityAdjustableAction { direction in switch value { case .increment: break } }")
            == "1:60: error: switch on the direction 'direction', not on 'value' — did you mean 'direction'?")
        #expect(message("rating.accessibilityAdjustableAction { d in switch d { case .incremnt: value += 1 } }")
            == "1:61: error: unknown direction '.incremnt': use .increment or .decrement — did you mean '.increment'?")
        #expect(message("img.accessibilityHeading(.h7)")
            == "1:26: error: unknown heading level '.h7': use .h1 to .h6 or .unspecified — did you mean '.h6'?")
    }
}
