import Testing
import AXModel
@testable import FixScript

@Suite struct UIKitStatementsTests {

    /// `accessibilityDirectTouchOptions` (iOS 17) is an option set: one option, a list, or `[]`;
    /// SwiftUI's option set type does not convert, and a SwiftUI view takes the modifier
    /// (docs/voiceover.md VO-3.4).
    @Test func directTouchOptionsAreAnOptionSet() throws {
        let box = Screen(elements: [Element(id: "box", type: .UIView), Element(id: "keys", type: .ZStack)])
        #expect(try applying("box.accessibilityDirectTouchOptions = .silentOnTouch", to: box)["box"]
            .accessibilityDirectTouchOptions == [.silentOnTouch])
        #expect(try applying("box.accessibilityDirectTouchOptions = [.requiresActivation, .silentOnTouch]", to: box)["box"]
            .accessibilityDirectTouchOptions == [.silentOnTouch, .requiresActivation])
        #expect(try applying("box.accessibilityDirectTouchOptions = .silentOnTouch\nbox.accessibilityDirectTouchOptions = []",
                             to: box)["box"].accessibilityDirectTouchOptions.isEmpty)
        #expect(try applying("box.accessibilityDirectTouchOptions = UIAccessibility.DirectTouchOptions.silentOnTouch", to: box)["box"]
            .accessibilityDirectTouchOptions == [.silentOnTouch])
        #expect(message("box.accessibilityDirectTouchOptions = AccessibilityDirectTouchOptions.silentOnTouch", on: box)
            == "1:39: error: 'AccessibilityDirectTouchOptions' is SwiftUI's type, and UIKit's accessibilityDirectTouchOptions "
            + "takes UIAccessibility.DirectTouchOptions: write the option alone, as in .silentOnTouch")
        #expect(message("box.accessibilityDirectTouchOptions = [.silentOnTouch", on: box)
            == "1:54: error: expected ']' to close the list of options, found the end of the input")
        #expect(message("box.accessibilityDirectTouchOptions = \"silentOnTouch\"", on: box).contains("did you mean '.silentOnTouch'?"))
        #expect(message("keys.accessibilityDirectTouchOptions = .silentOnTouch", on: box)
            .contains("did you mean 'keys.accessibilityDirectTouch(options: .silentOnTouch)'?"))
    }
    /// Swift: "value of type 'UILabel' has no member 'value'".
    @Test func aPropertyTheClassDoesNotDeclareIsRefused() {
        #expect(message("box.value = 3")
            == "1:5: error: a UIView has no 'value': UIKit declares it on UISlider and UIStepper")
        #expect(message("img.accessibilityLabel = \"\\(box.isOn)\"")
            == "1:33: error: a UIView has no 'isOn': UIKit declares it on UISwitch")
        #expect(message("button.title = \"Play\"")
            == "1:8: error: UIKit views have no 'title' property: a UIButton shows one set with setTitle(_:for:), "
            + "and VoiceOver reads accessibilityLabel: set that")
        #expect(message("extension UIStepper { override func accessibilityIncrement() { isOn = true } }")
            == "1:64: error: a UIStepper has no 'isOn': UIKit declares it on UISwitch")
        #expect(messages("button.isEnabled = false; button.isSelected = true; stepper.stepValue = 2").isEmpty)
    }

    /// `x.accessibilityLabel? += "…"` adds only while there is a label (Swift's optional chaining
    /// skips the assignment on nil); `! +=` on nil is where the app would crash.
    @Test func textIsAddedToAnOptionalStringAsSwiftAddsIt() throws {
        let labelled = try applying(#"img.accessibilityLabel = "Street"; img.accessibilityLabel? += ", required""#)
        #expect(labelled["img"].accessibilityLabel == "Street, required")
        #expect(try applying(#"box.accessibilityLabel? += ", required""#)["box"].accessibilityLabel == nil)
        #expect(message(#"box.accessibilityLabel! += ", required""#)
            == "1:23: error: 'box.accessibilityLabel' is nil here, so 'box.accessibilityLabel!' would crash the app: give a "
            + #"default, 'box.accessibilityLabel ?? ""'"#)
    }

    @Test func stringsNilBooleansAndNumbers() throws {
        let screen = try applying("""
            img.accessibilityLabel = "Favourite"
            img.accessibilityHint = "Adds to favourites."
            button.accessibilityLabel = nil
            img.isAccessibilityElement = true
            rating.value = 4.5
            rating.minimumValue = -1
            stepper.stepValue = 2
            """)
        #expect(screen["img"].accessibilityLabel == "Favourite")
        #expect(screen["img"].accessibilityHint == "Adds to favourites.")
        #expect(screen["button"].accessibilityLabel == nil)
        #expect(screen["img"].isAccessibilityElement == true)
        #expect(screen["rating"].value == 4.5)
        #expect(screen["rating"].minimumValue == -1)
        #expect(screen["stepper"].stepValue == 2)
        // UIKit's numbers are a plain Float or Double: nil does not compile.
        #expect(message("stepper.value = nil") == "1:17: error: 'value' expects a number, not nil")
    }

    /// Every property can be set on a UIKit class that declares it (and only there).
    @Test func everyPropertyCanBeSet() throws {
        let views = ElementType.allCases.filter { $0.framework == .uikit }
        var box = Element(id: "box", type: .UIView)
        box.children = [Element(id: "img", type: .UIImageView)]
        for property in ElementProperty.all {
            guard let type = views.first(where: { $0.uikitHas(property.name, writing: true) }) else {
                let value = property.kind == .bool ? "true" : "\"x\""
                #expect(message("box.\(property.name) = \(value)", on: Screen(elements: [box])).contains("1:5: error: "),
                        "\(property.name) is no UIKit view's to set")
                continue
            }
            box.type = type
            let value: String
            switch property.kind {
            case .string, .optionalString: value = property.name == "accessibilityLanguage" ? "\"fr\"" : "\"x\""
            case .bool: value = "true"
            case .number, .optionalNumber: value = "1"
            case .traits: value = "[.button]"
            case .ids: value = "[img, box]"
            case .containerType: value = ".list"
            case .accessoryType: value = ".disclosureIndicator"
            case .directTouchOptions: value = ".silentOnTouch"
            case .elementID, .wholeNumber, .importance, .role, .visibility, .liveRegion:
                Issue.record("\(property.name) is an iOS property of an Android kind")
                continue
            }
            let screen = try applying("box.\(property.name) = \(value)", to: Screen(elements: [box]))
            let expected: PropertyValue
            switch property.kind {
            case .string, .optionalString: expected = .string(property.name == "accessibilityLanguage" ? "fr" : "x")
            case .bool: expected = .bool(true)
            case .number, .optionalNumber: expected = .number(1)
            case .traits: expected = .traits(.button)
            case .ids: expected = .ids(["img", "box"])
            case .containerType: expected = .containerType(.list)
            case .accessoryType: expected = .accessoryType(.disclosureIndicator)
            case .directTouchOptions: expected = .directTouchOptions([.silentOnTouch])
            case .elementID, .wholeNumber, .importance, .role, .visibility, .liveRegion: continue
            }
            #expect(screen["box"].property(property.name) == expected, "\(property.name)")
        }
    }

    @Test func selfPrefixSemicolonsAndBlankLines() throws {
        let screen = try applying("""

            self.img.accessibilityLabel = "A"; img.isAccessibilityElement = true;

            // a comment
            box.accessibilityHint = "B" // trailing comment
            """)
        #expect(screen["img"].accessibilityLabel == "A")
        #expect(screen["img"].isAccessibilityElement == true)
        #expect(screen["box"].accessibilityHint == "B")
    }

    /// `String(localized:)` is the text itself, as `NSLocalizedString` is.
    @Test func aLocalizedStringIsItsText() throws {
        let screen = try applying(#"caption.accessibilityLabel = String(localized: "Dark Theme")"#, to: Fixtures.darkTheme)
        #expect(screen["caption"].accessibilityLabel == "Dark Theme")
    }

    /// `!` before a Bool gives the other one, as Swift's `!` does; only where a Bool goes.
    @Test func notGivesTheOtherBool() throws {
        let screen = try applying("themeSwitch.isOn = !themeSwitch.isOn", to: Fixtures.darkTheme)
        #expect(screen["themeSwitch"].isOn == true)
        let twice = try applying("themeSwitch.isOn = !!themeSwitch.isOn", to: Fixtures.darkTheme)
        #expect(twice["themeSwitch"].isOn == false)
        #expect(message("caption.text = !themeSwitch.isOn", on: Fixtures.darkTheme).contains("error:"))
    }

    @Test func readingAnotherElementsResolvedProperties() throws {
        let screen = try applying("""
            row.isAccessibilityElement = true
            row.accessibilityLabel = caption.accessibilityLabel
            row.accessibilityTraits = themeSwitch.accessibilityTraits
            row.accessibilityValue = themeSwitch.accessibilityValue
            """, to: Fixtures.darkTheme)
        #expect(screen["row"].accessibilityLabel == "Dark Theme")
        #expect(screen["row"].accessibilityTraits == [.button, .toggleButton])
        #expect(screen["row"].accessibilityValue == "0")
        #expect(screen["row"].resolvedIsAccessibilityElement)
    }

    @Test func statementsSeeEarlierChanges() throws {
        let screen = try applying("""
            themeSwitch.isOn = true
            row.accessibilityValue = themeSwitch.accessibilityValue
            """, to: Fixtures.darkTheme)
        #expect(screen["row"].accessibilityValue == "1")
    }

    /// `accessibilityLabel` is a `String?`: Swift writes `Optional("Play")` into the string (and
    /// warns); `?? ""` or `!` unwraps it.
    @Test func interpolationOfOtherProperties() throws {
        let screen = try applying(#"""
            box.accessibilityLabel = "\(button.accessibilityLabel) now, \(rating.value) stars\n"
            box.accessibilityHint = "\("nested")"
            box.accessibilityValue = "\(button.accessibilityLabel ?? "") now, \(button.accessibilityLabel!)"
            """#)
        #expect(screen["box"].accessibilityLabel == "Optional(\"Play\") now, 3.0 stars\n")
        #expect(screen["box"].accessibilityValue == "Play now, Play")
        #expect(screen["box"].accessibilityHint == "nested")
    }

    @Test func elementsOrderAndContainerType() throws {
        let screen = try applying("""
            box.accessibilityElements = [button, self.img]
            box.accessibilityContainerType = .list
            cell.accessibilityContainerType = UIAccessibilityContainerType.semanticGroup
            """)
        #expect(screen["box"].accessibilityElements == ["button", "img"])
        #expect(screen["box"].accessibilityContainerType == .list)
        #expect(screen["cell"].accessibilityContainerType == .semanticGroup)
        #expect(try applying("box.accessibilityElements = nil")["box"].accessibilityElements == nil)
        // The view controller's own `view` holds the screen's views: its order is theirs (an iOS
        // learner's `view.accessibilityElements = […]` found no element 'view').
        let ordered = try applying("view.accessibilityElements = [button, img]")
        #expect(ordered.elements.map(\.id) == ["view"])
        #expect(ordered["view"].accessibilityElements == ["button", "img"])
        #expect(message("view.accessibilityLabel = \"Screen\"").hasPrefix("1:1: error: no element 'view' on this screen"))
    }

    @Test func numbersAddAndSubtract() throws {
        let screen = try applying("stepper.value += 3; rating.value -= 0.5")
        #expect(screen["stepper"].value == 5)
        #expect(screen["rating"].value == 2.5)
    }

    @Test func innerPartsTakeUIKitsOwnSpellings() throws {
        let screen = try applying("""
            tabs.items?[1].accessibilityLabel = "Inbox"
            tabs.items![2].isAccessibilityElement = false
            """)
        #expect(screen["tabs"].parts["1"]?.accessibilityLabel == "Inbox")
        #expect(screen["tabs"].parts["2"]?.isAccessibilityElement == false)
    }

    /// A button's title is read as UIKit declares it: `title(for: .normal)` and `currentTitle`,
    /// both `String?` (in an interpolation Swift writes `Optional("Play")`); a label has neither.
    @Test func aButtonsTitleIsReadAsUIKitReadsIt() throws {
        #expect(try applying("img.accessibilityLabel = button.title(for: .normal)")["img"].accessibilityLabel == "Play")
        #expect(try applying("img.accessibilityLabel = button.currentTitle")["img"].accessibilityLabel == "Play")
        #expect(try applying(#"img.accessibilityLabel = "\(button.currentTitle ?? "")!""#)["img"].accessibilityLabel == "Play!")
        #expect(try applying(#"img.accessibilityLabel = "\(button.title(for: .normal))""#)["img"].accessibilityLabel
            == #"Optional("Play")"#)
        #expect(message("img.accessibilityLabel = box.title(for: .normal)")
            == "1:30: error: a UIView has no 'title(for:)': UIKit declares it on UIButton")
        #expect(message("img.accessibilityLabel = button.title(for: .selected)")
            == "1:45: error: the tutor does not read a title for .selected yet: a UIButton shows it only in that state, "
            + "and the model keeps one title, the one for .normal")
    }

    /// `uppercased()`, `lowercased()` and `capitalized` change a text as Swift and Foundation do:
    /// a `String?` only through `?.` or once unwrapped, a `String` never through `?.`.
    @Test func aTextsLettersChangeAsSwiftChangesThem() throws {
        let dark = Fixtures.darkTheme
        #expect(try applying("title.accessibilityLabel = caption.text?.uppercased()", to: dark)["title"].accessibilityLabel == "DARK THEME")
        #expect(try applying(#"title.accessibilityLabel = (caption.text ?? "").lowercased()"#, to: dark)["title"].accessibilityLabel
            == "dark theme")
        #expect(try applying("title.accessibilityLabel = caption.text!.lowercased().capitalized", to: dark)["title"].accessibilityLabel
            == "Dark Theme")
        #expect(try applying(#"title.accessibilityLabel = "Theme: \(caption.text?.lowercased() ?? "")""#, to: dark)["title"]
            .accessibilityLabel == "Theme: dark theme")
        #expect(message("title.accessibilityLabel = caption.text.capitalized", on: dark)
            == #"1:41: error: caption.text is a String?, which has no capitalized until it is unwrapped: write "#
            + #"caption.text?.capitalized (nil stays nil) or (caption.text ?? "").capitalized"#)
        #expect(message(#"title.accessibilityLabel = (caption.text ?? "")?.uppercased()"#, on: dark)
            == "1:50: error: '?.' reaches into an optional, and this text is a String, never nil: write .uppercased() without the '?'")
    }

    /// A tab bar item is a UIBarItem with its own `isEnabled`; a segment has no object of its own,
    /// so UISegmentedControl takes `setEnabled(_:forSegmentAt:)` (docs/voiceover.md VO-5.14).
    @Test func aTabOrASegmentIsDisabledAsUIKitDisablesIt() throws {
        let screen = try applying("""
            tabs.items?[2].isEnabled = false
            segments.setEnabled(false, forSegmentAt: 1)
            """)
        #expect(screen["tabs"].parts["2"]?.isEnabled == false)
        #expect(screen["segments"].parts["1"]?.isEnabled == false)
        #expect(message("segments.setEnabled(false, forSegmentAt: 2)")
            == "1:42: error: 'forSegmentAt: 2' is out of range: there are 2 segments, numbered 0 to 1")
        #expect(message("tabs.setEnabled(false, forSegmentAt: 0)")
            == "1:38: error: 'tabs' is a UITabBar: 'setEnabled(_:forSegmentAt:)' is a UISegmentedControl's; a tab bar item "
            + "has its own isEnabled, as in tabs.items?[0].isEnabled = false")
        var icons = Element(id: "segments", type: .UISegmentedControl)
        icons.segments = ["", ""]
        #expect(message("segments.imageForSegment(at: 0)?.isEnabled = false", on: Screen(elements: [icons]))
            == "1:10: error: a segment's image has no isEnabled (UIImage is not a control): UISegmentedControl enables "
            + "its segments itself, as in segments.setEnabled(false, forSegmentAt: 0)")
        #expect(message("segments.setEnabled(no, forSegmentAt: 0)") == "1:21: error: expected true or false, found 'no' — did you mean 'false'?")
        #expect(message("segments.setEnabled(false, at: 0)")
            == "1:28: error: expected 'forSegmentAt:' and the segment's index, as in forSegmentAt: 0, found 'at'")
    }

    /// The tutor names a part's stop `tabs[1]`, `segments[0]`, `stepper.increment` (in `show`,
    /// `speak --json`, a touch), but none is Swift: a statement through one is refused with
    /// UIKit's way, or with what to do where UIKit has none.
    @Test func theTutorsNamesForPartsAreNotSwift() {
        #expect(message(#"tabs[1].accessibilityLabel = "Inbox""#)
            == "1:5: error: 'tabs[1]' is how the tutor names the stop, not Swift: a UITabBar has no subscript; "
            + "UIKit's way to it is 'tabs.items?[1]'")
        #expect(message(#"segments[0].accessibilityValue = "1 of 2""#)
            == "1:9: error: 'segments[0]' is how the tutor names the stop, not Swift, and UIKit has no public property "
            + "for a titled segment's label: VoiceOver reads its title, 'Day', so the title is its name")
        #expect(message(#"stepper.increment.accessibilityLabel = "Add apple""#)
            == "1:9: error: 'stepper.increment' is how the tutor names the button, not Swift: UIKit gives no public way "
            + "to a UIStepper's buttons; make 'stepper' one adjustable element that says what it counts (lesson controls/stepper)")
        #expect(message("box.accessibilityLabel = tabs[0].accessibilityLabel").hasPrefix("1:30: error: 'tabs[0]' is how"),
                "read as well as written")
    }

    @Test func partTraitsStartFromTheirDefaults() throws {
        let screen = try applying("""
            tabs.items?[0].accessibilityTraits.insert(.header)
            tabs.items?[1].accessibilityTraits.insert(.header)
            """)
        #expect(screen["tabs"].parts["0"]?.accessibilityTraits == [.button, .selected, .header])
        #expect(screen["tabs"].parts["1"]?.accessibilityTraits == [.button, .header])
    }

    @Test func errorsAboutProperties() {
        #expect(message(#"img.accesibilityLabel = "A""#)
            == "1:5: error: unknown property 'accesibilityLabel' — did you mean 'accessibilityLabel'?")
        #expect(message(#"img.label = "A""#) == "1:5: error: unknown property 'label' — did you mean 'accessibilityLabel'?")
        #expect(message("img.isAccessibilityViewModal = true")
            == "1:5: error: unknown property 'isAccessibilityViewModal' — did you mean 'accessibilityViewIsModal'?")
        #expect(message(#"img.isAccessibilityElement = "yes""#)
            == "1:30: error: 'isAccessibilityElement' expects true or false, not a string — did you mean 'true'?")
        #expect(message("img.accessibilityLabel = 3")
            == "1:26: error: 'accessibilityLabel' expects a string or nil, not a number — did you mean '\"3\"'?")
        #expect(message("img.isEnabled = nil") == "1:17: error: 'isEnabled' expects true or false, not nil")
        #expect(message("img.accessibilityLabel = true")
            == "1:26: error: 'accessibilityLabel' expects a string or nil, not a Boolean — did you mean '\"true\"'?")
        #expect(message("img.accessibilityValue = rating.value")
            == "1:26: error: 'accessibilityValue' expects a string or nil, not rating.value, which is a number")
        #expect(message("img.accessibilityLabel = caption")
            == "1:26: error: expected a string or nil, found 'caption': to read another element's property write 'caption.PROPERTY'")
        #expect(message("img.accessibilityLabel = Library")
            == "1:26: error: expected a string or nil, found 'Library': to read another element's property write "
                + #"'Library.PROPERTY', or put text in double quotes — did you mean '"Library"'?"#)
        // A see-through view is not modelled: said so, with the two ways to take a view away.
        #expect(message("img.alpha = 0").hasPrefix("1:5: error: 'alpha' is UIKit's, but the tutor does not model it"))
        #expect(message("cell.opacity(0.4)", on: Fixtures.swiftUIControls)
            .hasPrefix("1:6: error: 'opacity' is SwiftUI's, but the tutor does not model it"))
        // Real modifiers that may change what is read are told so, not "unknown" (a learner's `.background` was).
        for modifier in [".background(.thinMaterial)", #".overlay(Text("3"))"#, ".hidden()", ".textCase(.uppercase)"] {
            #expect(message("cell\(modifier)", on: Fixtures.swiftUIControls).contains("is SwiftUI's, but the tutor does not model it"),
                    "\(modifier)")
        }
        #expect(message(#"cell.swipeActions { Button("Delete") { } }"#, on: Fixtures.swiftUIControls)
            .contains(#".accessibilityAction(named: "Delete") { … }"#))
        // Several words are text without its quotes: the whole phrase is quoted, not its first word.
        #expect(message("img.accessibilityLabel = A golden retriever")
            == "1:26: error: expected a string or nil, found the words 'A golden retriever': text goes in double quotes — "
            + #"did you mean '"A golden retriever"'?"#)
        #expect(message("img.isEnabled == false") == "1:15: error: '==' compares two values: use '=' to set a property")
        #expect(message("img.accessibilityLabel += 1")
            == "1:24: error: '+=' needs a number, but 'accessibilityLabel' takes a string or nil")
        // Text added to an optional: Swift's own ways, not "needs a number" (a learner was told that).
        #expect(message(#"img.accessibilityLabel += ", required""#)
            == "1:24: error: 'accessibilityLabel' is a String?, and '+=' adds only to a String: write 'accessibilityLabel? += …' "
            + "(nothing while it is nil) or 'accessibilityLabel! += …' (the app crashes while it is nil), or set the whole text")
        #expect(message("img.isEnabled |= true")
            == "1:15: error: '|=' combines trait bits and works on accessibilityTraits, not on 'isEnabled'")
        #expect(message("img.accessibilityLabel.insert(.button)")
            == "1:24: error: 'accessibilityLabel' has no methods: insert, remove and the other set methods belong to accessibilityTraits")
    }

    @Test func localizedStrings() throws {
        let screen = try applying(#"""
            img.accessibilityLabel = NSLocalizedString("Favourite", comment: "The heart button")
            """#)
        #expect(screen["img"].accessibilityLabel == "Favourite")
        let swiftUI = try applying(#"box.accessibilityLabel(NSLocalizedString("Box", comment: ""))"#, to: Fixtures.swiftUIControls)
        #expect(swiftUI["box"].accessibilityLabel == "Box")
    }

    /// `NSLocalizedString(_:tableName:bundle:value:comment:)` has no default for its comment:
    /// Swift refuses the call without one, and so does the tutor.
    @Test func nsLocalizedStringNeedsItsComment() {
        #expect(message(#"img.accessibilityLabel = NSLocalizedString("Favourite")"#)
            == #"1:55: error: expected ', comment: "…"' (NSLocalizedString's comment has no default), found ')'"#)
    }

    @Test func objectiveCSpellings() {
        #expect(message("img.isAccessibilityElement = YES")
            == "1:30: error: 'YES' is Objective-C's spelling: write true — did you mean 'true'?")
        #expect(message(#"img.accessibilityLabel = @"Heart""#)
            == #"1:26: error: '@"…"' is an Objective-C string: Swift writes "…" without the @"#)
        // A message is said back with Swift's dot syntax, its setter as the property.
        #expect(message("[img setAccessibilityTraits:UIAccessibilityTraitButton];")
            == "1:1: error: '[ … ]' is Objective-C's message syntax, which the statements do not read: write it with dot "
            + "syntax, 'img.accessibilityTraits = …', which Objective-C and Swift share (the statements read Objective-C's trait constants too, such as UIAccessibilityTraitButton)")
        #expect(message(#"[self.img setAccessibilityLabel:@"Heart"];"#)
            == "1:1: error: '[ … ]' is Objective-C's message syntax, which the statements do not read: write it with dot "
            + "syntax, 'img.accessibilityLabel = …', which Objective-C and Swift share")
    }

    @Test func errorsAboutValuesAndShapes() {
        #expect(message("box.accessibilityContainerType = .lists")
            == "1:34: error: unknown container type '.lists': use .list, .landmark, .semanticGroup, .dataTable or .none — did you mean '.list'?")
        #expect(message(#"box.accessibilityElements = ["img"]"#)
            == #"1:30: error: element ids are written without quotes, not "img" — did you mean 'img'?"#)
        #expect(message(#"img.accessibilityLabel = "A" "B""#)
            == #"1:30: error: expected a new line or ';' after the statement, found the string "B""#)
        #expect(message("img") == "1:4: error: expected '.' and a property after 'img', found the end of the input")
        #expect(message("= 3") == "1:1: error: expected a statement such as 'row.accessibilityLabel = \"Dark Theme\"', found '='")
        #expect(message(#"self.accessibilityLabel = "A""#)
            == "1:1: error: 'self' has no element here: write the element's id, as in 'row.accessibilityLabel'")
        #expect(message(#"img.accessibilityLabel = "\(value)""#)
            == #"1:29: error: 'value' is no view's property and no variable the screen declares (state:): read a view's property, such as caption.text"#)
        #expect(message(#"img.accessibilityLabel = "\()""#)
            == #"1:27: error: empty interpolation '\()': put a property inside, such as \(caption.text)"#)
    }

    @Test func errorsAboutElementsAndParts() {
        #expect(message(#"imgg.accessibilityLabel = "A""#)
            == "1:1: error: no element 'imgg' on this screen (its elements: img, stepper, tabs, segments, rating, button, cell, box) — did you mean 'img'?")
        #expect(message("img.accessibilityLabel = buton.accessibilityLabel")
            == "1:26: error: no element 'buton' on this screen (its elements: img, stepper, tabs, segments, rating, button, cell, box) — did you mean 'button'?")
        #expect(message("box.accessibilityElements = [img, nope]").hasPrefix("1:35: error: no element 'nope' on this screen"))
        #expect(message(#"stepper.incremnt.accessibilityLabel = "A""#)
            == "1:9: error: 'stepper.incremnt' names no property, and no spelling of a stepper's button is Swift: UIKit "
               + "gives no public way to a UIStepper's buttons; make 'stepper' one adjustable element that says what it "
               + "counts (lesson controls/stepper)")
        #expect(message(#"tabs.items?[1].isSelected = true"#)
            == "1:16: error: 'isSelected' can't be set on tabs.items?[1] here: a fix gives a control's part only "
               + "accessibilityLabel, accessibilityValue, accessibilityHint, accessibilityTraits, isAccessibilityElement and isEnabled")
        #expect(message(#"tabs.items?[1].title = "Inbox""#)
            == "1:16: error: 'title' is what tabs.items?[1] shows as well as says, and the tutor changes only what "
               + "VoiceOver reads: to name an item without changing what it shows, set its accessibilityLabel")
        #expect(message(#"tabs[3].accessibilityLabel = "A""#)
            == "1:5: error: 'tabs[3]' is out of range: there are 3 items, numbered 0 to 2")
        #expect(message(#"segments[2].accessibilityLabel = "A""#)
            == "1:9: error: 'segments[2]' is out of range: there are 2 segments, numbered 0 to 1")
        #expect(message(#"img.increment.accessibilityLabel = "A""#)
            == "1:5: error: 'img' is a UIImageView and has no part 'increment': "
               + "a tab bar's items (tabs.items?[0]) and a segmented control's images (imageForSegment(at: 0)?) are the parts a fix can reach")
        #expect(message(#"tabs.increment.accessibilityLabel = "A""#)
            == "1:6: error: the items of 'tabs', a UITabBar, are numbered from 0, as in tabs.items?[0]")
        #expect(message(#"stepper[0].accessibilityLabel = "A""#)
            == "1:8: error: 'stepper' is a UIStepper and has no part 'stepper[0]': "
               + "a tab bar's items (tabs.items?[0]) and a segmented control's images (imageForSegment(at: 0)?) are the parts a fix can reach")
        #expect(message(#"tabs[-1].accessibilityLabel = "A""#)
            == "1:6: error: expected an index such as 0 or 1 inside '[ ]', found '-'")
    }
}

/// `accessoryType`, the table-cell lesson's own fix, in both spellings.
@Suite struct AccessoryTypeStatementTests {
    @Test func disclosureIndicatorByCaseAndByFullTypeName() throws {
        let cell = Element(id: "cell", type: .UITableViewCell)
        for source in ["cell.accessoryType = .disclosureIndicator",
                       "cell.accessoryType = UITableViewCell.AccessoryType.disclosureIndicator"] {
            let fixed = try FixScript.apply(source, to: Screen(elements: [cell]), file: nil)
            #expect(fixed.element("cell")?.accessoryType == .disclosureIndicator)
            #expect(fixed.element("cell")?.resolvedTraits == .button)
        }
    }

    @Test func unknownAccessoryTypeListsTheCases() {
        let cell = Element(id: "cell", type: .UITableViewCell)
        #expect(throws: Diagnostics.self) { try FixScript.apply("cell.accessoryType = .chevron", to: Screen(elements: [cell]), file: nil) }
        do {
            _ = try FixScript.apply("cell.accessoryType = .checkmak", to: Screen(elements: [cell]), file: nil)
        } catch let problems as Diagnostics {
            #expect(problems.items.map(\.rendered) == ["1:22: error: unknown accessory type '.checkmak': use "
                + ".none, .disclosureIndicator, .detailDisclosureButton, .checkmark or .detailButton — did you mean '.checkmark'?"])
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    /// `cell.textLabel?.text`: a cell's text read as UIKit reaches it; on a view that is no cell it
    /// is told.
    @Test func aCellsTextIsReadThroughItsTextLabel() throws {
        var cell = Element(id: "wifiCell", type: .UITableViewCell)
        cell.text = "Wi-Fi"
        let screen = Screen(elements: [cell, Element(id: "note", type: .UILabel)])
        #expect(try applying("note.accessibilityLabel = wifiCell.textLabel?.text", to: screen)["note"].accessibilityLabel == "Wi-Fi")
        // Inside an interpolation too, as `show` lists it (it was refused there).
        #expect(try applying(#"note.accessibilityLabel = "\(wifiCell.textLabel?.text ?? "") setting""#, to: screen)["note"]
            .accessibilityLabel == "Wi-Fi setting")
        #expect(message("wifiCell.accessibilityLabel = note.textLabel?.text", on: screen)
            == "1:31: error: textLabel is a UITableViewCell's, and 'note' is a UILabel")
    }

    /// `x.isHidden.toggle()`: Swift's way to flip a Bool property, the property set to its
    /// opposite; a method on a property of another type is told.
    @Test func aBoolPropertyToggles() throws {
        let screen = Screen(elements: [Element(id: "note", type: .UILabel)])
        #expect(try applying("note.accessibilityElementsHidden.toggle()", to: screen)["note"].accessibilityElementsHidden)
        #expect(message("note.accessibilityLabel.toggle()", on: screen).hasPrefix("1:25: error: 'accessibilityLabel' has no methods"))
    }

    /// `setTitle(_:for: .normal)`: the title a UIButton shows, read as its name unless a label is
    /// set (docs/voiceover.md VO-5.1); another state's title is told as not read yet.
    @Test func setTitleForNormalIsTheButtonsTitle() throws {
        var save = Element(id: "save", type: .UIButton)
        save.title = "Save"
        let screen = Screen(elements: [save, Element(id: "note", type: .UILabel)])
        #expect(try applying(#"save.setTitle("Save draft", for: .normal)"#, to: screen)["save"].title == "Save draft")
        #expect(try applying(#"save.setTitle("Go", for: UIControl.State.normal)"#, to: screen)["save"].title == "Go")
        #expect(message(#"save.setTitle("Save draft", for: .disabled)"#, on: screen)
            == "1:35: error: the tutor does not read a title for .disabled yet: a UIButton shows it only in that state, "
            + "and the model keeps one title, the one for .normal")
        #expect(message(#"save.setTitle("Save draft", for: .normall)"#, on: screen).hasPrefix(
            "1:34: error: unknown UIControl.State '.normall': use .normal, .highlighted, .disabled, .selected or .focused"))
        #expect(message(#"note.setTitle("x", for: .normal)"#, on: screen)
            == #"1:6: error: setTitle(_:for:) is a UIButton's, and 'note' is a UILabel: a label shows its text, note.text = "…""#)
        #expect(message(#"save.setTitle("x")"#, on: screen).hasPrefix("1:18: error: expected ', for: .normal' after the title"))
        // UISegmentedControl's own setTitle changes what a segment shows: its image is named instead.
        #expect(message(#"save.setTitle("List", forSegmentAt: 0)"#, on: screen)
            == "1:23: error: setTitle(_:forSegmentAt:) puts a title in place of the segment's image, so sighted users see it "
            + #"change; to name the segment for VoiceOver alone, name its image: save.imageForSegment(at: 0)?.accessibilityLabel = "…""#)
    }
}
