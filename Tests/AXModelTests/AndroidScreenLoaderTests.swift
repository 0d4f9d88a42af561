import Testing
@testable import AXModel

/// Android screens: Android's attribute names, Compose's semantics, and every problem the
/// loader reports on them.
@Suite struct AndroidScreenLoaderTests {
    func android(_ elements: String) -> [String] {
        loaderProblems("platform: android\nelements:\n" + elements)
    }

    @Test func loadsViewAttributes() throws {
        let screen = try ScreenLoader.parse("""
            platform: android
            elements:
              - id: label
                type: TextView
                text: Email
                labelFor: email
                accessibilityHeading: true
              - id: email
                type: EditText
                hint: you@example.com
                error: Required
                enabled: false
                importantForAccessibility: yes
              - id: box
                type: CheckBox
                checked: true
                selected: true
                stateDescription: ticked
                roleDescription: Tick box
                clickable: false
                focusable: false
              - id: group
                type: ViewGroup
                screenReaderFocusable: true
                importantForAccessibility: noHideDescendants
              - {id: bar, type: SeekBar, progress: 3, min: 1, max: 5, contentDescription: Level}
              - {id: size, type: Spinner, entries: [S, M, L], selection: 2}
            """, file: "s.yaml")
        #expect(screen.platform == .android)
        let label = try #require(screen.element("label"))
        #expect(label.text == "Email" && label.android.labelFor == "email" && label.android.accessibilityHeading)
        let email = try #require(screen.element("email"))
        #expect(email.android.hint == "you@example.com" && email.android.error == "Required" && !email.isEnabled)
        #expect(email.android.importantForAccessibility == .yes)
        let box = try #require(screen.element("box"))
        #expect(box.android.checked == true && box.isSelected && box.android.stateDescription == "ticked")
        #expect(box.android.roleDescription == "Tick box" && box.android.clickable == false && box.android.focusable == false)
        let group = try #require(screen.element("group"))
        #expect(group.android.screenReaderFocusable == true && group.android.importantForAccessibility == .noHideDescendants)
        let bar = try #require(screen.element("bar"))
        #expect(bar.android.progress == 3 && bar.android.min == 1 && bar.android.max == 5)
        #expect(bar.android.contentDescription == "Level" && bar.androidPercent == "50%")
        let size = try #require(screen.element("size"))
        #expect(size.android.entries == ["S", "M", "L"] && size.android.selection == 2 && size.androidText == "L")
    }

    @Test func loadsComposeSemantics() throws {
        let screen = try ScreenLoader.parse("""
            platform: android
            elements:
              - {id: a, type: Composable, role: Switch, toggleableState: on, text: Wi-Fi, heading: true}
              - {id: b, type: Composable, toggleableState: Off, disabled: true, mergeDescendants: true}
              - {id: c, type: Composable, clickable: true, contentDescription: Share, stateDescription: Shared}
              - {id: d, type: Composable, progress: 30, error: Too slow}
            """, file: "s.yaml")
        let a = try #require(screen.element("a"))
        #expect(a.android.role == .Switch && a.android.checked == true && a.text == "Wi-Fi" && a.android.accessibilityHeading)
        let b = try #require(screen.element("b"))
        #expect(b.android.checked == false && !b.isEnabled && b.android.mergeDescendants)
        let c = try #require(screen.element("c"))
        #expect(c.android.clickable == true && c.android.contentDescription == "Share")
        #expect(screen.element("d")?.android.progress == 30 && screen.element("d")?.android.error == "Too slow")
    }

    @Test func appBehaviourKeysWorkToo() throws {
        let screen = try ScreenLoader.parse("""
            platform: android
            elements:
              - id: row
                type: ViewGroup
                children:
                  - {id: save, type: Button, text: Save, onActivate: {announce: Saved}, updates: [Saving], required: true}
            """, file: "s.yaml")
        let save = try #require(screen.element("save"))
        #expect(save.onActivate == [.announce("Saved")] && save.updates == ["Saving"] && save.required)
    }

    @Test func aUIKitClassInAnAndroidScreenSuggestsTheAndroidOne() {
        #expect(android("  - {id: a, type: UIButton}\n  - {id: b, type: UIStepper}\n") == [
            "s.yaml:3:19: error: unknown type 'UIButton': android screens use Android classes; \(ElementType.listed(on: .android)) — did you mean 'Button'?",
            "s.yaml:4:19: error: unknown type 'UIStepper': android screens use Android classes; \(ElementType.listed(on: .android))",
        ])
    }

    @Test func anAndroidClassInAnIOSScreenSuggestsTheUIKitOne() {
        #expect(loaderProblems("elements:\n  - {id: a, type: ImageButton}\n  - {id: b, type: Spinner}\n") == [
            "s.yaml:2:19: error: unknown type 'ImageButton': ios screens use UIKit classes and SwiftUI views; \(ElementType.listed(on: .ios)) — "
                + "did you mean 'UIButton'?",
            "s.yaml:3:19: error: unknown type 'Spinner': ios screens use UIKit classes and SwiftUI views; \(ElementType.listed(on: .ios))",
        ])
    }

    @Test func nearMissTypesComeFromTheSamePlatform() {
        #expect(android("  - {id: a, type: Buton}\n  - {id: b, type: LinearLayout}\n") == [
            "s.yaml:3:19: error: unknown type 'Buton': \(ElementType.listed(on: .android)) — did you mean 'Button'?",
            "s.yaml:4:19: error: unknown type 'LinearLayout': \(ElementType.listed(on: .android)) — did you mean 'ViewGroup'?",
        ])
    }

    @Test func aMissingTypeNamesAndroidClasses() {
        #expect(android("  - {id: a}\n") == [
            "s.yaml:3:5: error: element has no 'type': give an Android class such as TextView or Button, or Composable",
        ])
    }

    @Test func aUIKitKeyNamesTheAndroidAttribute() {
        #expect(android("  - {id: a, type: Button, accessibilityLabel: Save, isEnabled: false}\n") == [
            "s.yaml:3:27: error: unknown key 'accessibilityLabel': android screens use 'contentDescription'",
            "s.yaml:3:53: error: unknown key 'isEnabled': android screens use 'enabled'",
        ])
    }

    @Test func loadsListsAndExpandableNodes() throws {
        let screen = try ScreenLoader.parse("""
            platform: android
            elements:
              - {id: list, type: ViewGroup, collection: list, children: [{id: a, type: Button, text: A, expanded: true}]}
              - {id: b, type: Composable, text: B, collection: list}
            """, file: "s.yaml")
        #expect(screen.element("list")?.android.collection == AndroidCollection())
        #expect(screen.element("a")?.android.expanded == true)
        #expect(screen.element("b")?.android.collection == AndroidCollection(itemCount: nil, placesItems: true))
    }

    @Test func aCollectionIsAListOnAContainer() {
        #expect(android("""
              - {id: a, type: ViewGroup, collection: lsit}
              - {id: b, type: Composable, collection: grid}
              - {id: c, type: TextView, text: C, collection: list}

            """) == [
                "s.yaml:3:42: error: unknown collection 'lsit': the model reads lists, so write 'collection: list' "
                    + "(grids and pagers are not modelled) — did you mean 'list'?",
                "s.yaml:4:43: error: unknown collection 'grid': the model reads lists, so write 'collection: list' "
                    + "(grids and pagers are not modelled)",
                "s.yaml:5:38: error: 'collection' does not apply to a TextView: only ViewGroup and Composable have it",
            ])
    }

    @Test func aUIKitKeyWithoutAnAndroidAttribute() {
        #expect(android("  - {id: a, type: Button, accessibilityTraits: [button]}\n") == [
            "s.yaml:3:27: error: unknown key 'accessibilityTraits': it is a UIKit property, and android screens use Android's attribute names",
        ])
    }

    @Test func misspelledKeysGetAndroidSuggestions() {
        #expect(android("  - {id: a, type: Button, contentDescripton: Save, onClick: true}\n") == [
            "s.yaml:3:27: error: unknown key 'contentDescripton' — did you mean 'contentDescription'?",
            "s.yaml:3:52: error: unknown key 'onClick' — did you mean 'clickable'?",
        ])
    }

    @Test func aKeyForTheWrongTypeNamesTheTypesThatTakeIt() {
        #expect(android("""
              - {id: a, type: Button, hint: Save}
              - {id: b, type: Composable, checked: true}
              - {id: c, type: TextView, heading: true}
              - {id: d, type: Composable, accessibilityHeading: true}
              - {id: e, type: ImageButton, text: Play}

            """) == [
                "s.yaml:3:27: error: 'hint' does not apply to a Button: only EditText has it",
                "s.yaml:4:31: error: 'checked' does not apply to a Composable: only CheckBox, RadioButton and Switch have it — did you mean 'toggleableState'?",
                "s.yaml:5:29: error: 'heading' does not apply to a TextView: only Composable has it — did you mean 'accessibilityHeading'?",
                "s.yaml:6:31: error: 'accessibilityHeading' does not apply to a Composable: only TextView, Button, ImageButton, ImageView, EditText, CheckBox, RadioButton, Switch, SeekBar, ProgressBar, Spinner and ViewGroup have it — did you mean 'heading'?",
                "s.yaml:7:32: error: 'text' does not apply to an ImageButton: only TextView, Button, EditText, CheckBox, RadioButton, Switch and Composable have it — did you mean 'contentDescription'?",
            ])
    }

    @Test func composeAndViewNamesPointAtEachOther() {
        #expect(android("""
              - {id: a, type: Button, disabled: true}
              - {id: b, type: TextView, role: Button}
              - {id: c, type: ViewGroup, mergeDescendants: true}
              - {id: d, type: Composable, enabled: false}
              - {id: e, type: Composable, screenReaderFocusable: true}
              - {id: f, type: Composable, roleDescription: Link}

            """) == [
                "s.yaml:3:27: error: 'disabled' does not apply to a Button: only Composable has it — did you mean 'enabled'?",
                "s.yaml:4:29: error: 'role' does not apply to a TextView: only Composable has it — did you mean 'roleDescription'?",
                "s.yaml:5:30: error: 'mergeDescendants' does not apply to a ViewGroup: only Composable has it — did you mean 'screenReaderFocusable'?",
                "s.yaml:6:31: error: 'enabled' does not apply to a Composable: only TextView, Button, ImageButton, ImageView, EditText, CheckBox, RadioButton, Switch, SeekBar, ProgressBar, Spinner and ViewGroup have it — did you mean 'disabled'?",
                "s.yaml:7:31: error: 'screenReaderFocusable' does not apply to a Composable: only TextView, Button, ImageButton, ImageView, EditText, CheckBox, RadioButton, Switch, SeekBar, ProgressBar, Spinner and ViewGroup have it — did you mean 'mergeDescendants'?",
                "s.yaml:8:31: error: 'roleDescription' does not apply to a Composable: only TextView, Button, ImageButton, ImageView, EditText, CheckBox, RadioButton, Switch, SeekBar, ProgressBar, Spinner and ViewGroup have it — did you mean 'role'?",
            ])
    }

    @Test func anUnknownKeyWithNothingNear() {
        #expect(android("  - {id: a, type: TextView, fontSize: 12}\n") == ["s.yaml:3:29: error: unknown key 'fontSize'"])
    }

    @Test func platformMayComeAfterTheElements() {
        #expect(loaderProblems("elements:\n  - {id: a, type: TextView}\nplatform: android\n") == ["loaded"])
    }

    /// What the app already does beyond a static screen: actions, a view shown or hidden, a
    /// live region, a view's visibility.
    @Test func behaviourKeysAreCheckedAsTheyAreRead() throws {
        #expect(android("""
              - {id: save, type: Button, text: Save, onActivate: [{show: toats}, {hide: save}], customActions: [A, {name: A}]}
              - {id: toast, type: TextView, text: Saved, visibility: hidden, accessibilityLiveRegion: loud}
              - {id: row, type: ViewGroup, customActions: [{name: B, announce: Done, shout: x}]}

            """) == [
                "s.yaml:3:62: error: 'toats' in show: is not an element of this screen — did you mean 'toast'?",
                "s.yaml:3:104: error: 'customActions': 'A' is listed twice",
                "s.yaml:4:58: error: unknown visibility 'hidden': expected one of visible, invisible, gone",
                "s.yaml:4:91: error: unknown accessibilityLiveRegion 'loud': expected one of none, polite, assertive",
                "s.yaml:5:74: error: unknown key 'shout' in a custom action: it takes name and announce",
            ])
        let screen = try ScreenLoader.parse("""
            platform: android
            elements:
              - {id: toast, type: TextView, text: Saved, visibility: gone, accessibilityLiveRegion: polite, customActions: [Undo]}
            """, file: nil)
        #expect(screen.elements[0].isHidden && screen.elements[0].android.liveRegion == .polite)
        #expect(screen.elements[0].customActions == [CustomAction(name: "Undo")])
    }

    /// A node the app composes later is not shown until an activation shows it.
    @Test func aComposableMayBeComposedLater() throws {
        let screen = try ScreenLoader.parse("""
            platform: android
            elements:
              - {id: errorText, type: Composable, text: Enter a valid email, composed: false}
            """, file: nil)
        #expect(screen.elements[0].isHidden)
        #expect(android("  - {id: errorText, type: TextView, text: Oops, composed: false}\n").first?
            .contains("'composed' does not apply to a TextView") == true)
    }

    /// `composed: showError`: composed while a Boolean of the state is true, as `if (showError)`.
    @Test func aComposableMayBeComposedWhileAStateIsTrue() throws {
        let screen = try ScreenLoader.parse("""
            platform: android
            state: {showError: false}
            elements:
              - {id: errorText, type: Composable, text: Oops, composed: showError}
            """, file: nil)
        #expect(screen.elements[0].isHidden)
        #expect(screen.elements[0].bindings["visibility"] != nil)
        #expect(android("  - {id: e, type: Composable, text: Oops, composed: shwError}\n")
                == ["s.yaml:3:53: error: 'composed' names 'shwError', which is not a Boolean of the screen's state: declare it, "
                    + "as in state: {shwError: false}"])
    }

    @Test func labelForNamesAnElementOfTheScreen() {
        #expect(android("""
              - {id: label, type: TextView, text: Email, labelFor: emial}
              - {id: self_, type: TextView, text: Me, labelFor: self_}
              - {id: email, type: EditText}

            """) == [
                "s.yaml:3:56: error: 'emial' in labelFor is not an element of this screen — did you mean 'email'?",
                "s.yaml:4:53: error: 'self_' is labelFor itself: labelFor names the view this text labels, such as its EditText",
            ])
    }

    /// docs/talkback.md TB-1.11 and TB-1.12: the traversal keys, each on the toolkit that has it.
    @Test func traversalKeysNameElementsOfTheScreen() {
        #expect(android("""
              - {id: a, type: Button, text: A, accessibilityTraversalBefore: bb}
              - {id: b, type: Button, text: B, accessibilityTraversalAfter: b}
              - {id: c, type: Composable, text: C, traversalIndex: -1, isTraversalGroup: true}

            """) == [
                "s.yaml:3:66: error: 'bb' in accessibilityTraversalBefore is not an element of this screen — did you mean 'b'?",
                "s.yaml:4:65: error: 'b' names itself in accessibilityTraversalAfter: name the view TalkBack should visit before it",
            ])
        #expect(android("  - {id: c, type: Button, text: C, traversalIndex: 1}\n").first?.contains("traversalIndex") == true)
    }

    @Test func labelForMayNameAnElementLaterInTheFile() {
        #expect(android("  - {id: l, type: TextView, text: Email, labelFor: e}\n  - {id: e, type: EditText}\n") == ["loaded"])
    }

    @Test func badValuesSayWhatWasExpected() {
        #expect(android("""
              - {id: a, type: ViewGroup, importantForAccessibility: never}
              - {id: b, type: Composable, role: Slider, toggleableState: half}
              - {id: c, type: CheckBox, checked: maybe}
              - {id: d, type: SeekBar, progress: 4.5}

            """) == [
                "s.yaml:3:57: error: unknown importantForAccessibility 'never': expected one of auto, yes, no, noHideDescendants",
                "s.yaml:4:37: error: unknown role 'Slider': expected one of Button, Checkbox, Switch, RadioButton, Tab, Image, DropdownList",
                "s.yaml:4:62: error: unknown toggleableState 'half': expected On or Off",
                "s.yaml:5:38: error: 'checked': expected true or false, found 'maybe'",
                "s.yaml:6:38: error: 'progress': expected a whole number, found '4.5'",
            ])
    }

    @Test func rangesAreChecked() {
        #expect(android("""
              - {id: a, type: SeekBar, progress: 150}
              - {id: b, type: ProgressBar, min: 10, max: 5}
              - {id: c, type: ProgressBar, min: 200}
              - {id: d, type: SeekBar, max: 10, progress: 11}
              - {id: e, type: Spinner, entries: [S, M], selection: 2}
              - {id: f, type: Spinner, selection: 0}

            """) == [
                "s.yaml:3:38: error: progress 150 is outside 0...100, the default range: set min and max",
                "s.yaml:4:37: error: min 10 is above max 5",
                "s.yaml:5:37: error: min 200 is above the default max 100: set max too",
                "s.yaml:6:47: error: progress 11 is outside min...max (0...10)",
                "s.yaml:7:56: error: selection 2 is out of range: there are 2 entries (0...1)",
                "s.yaml:8:39: error: selection 0 is out of range: there are no entries",
            ])
    }

    @Test func iOSKeysStayIOS() {
        #expect(loaderProblems("elements:\n  - {id: a, type: UIButton, contentDescription: Save}\n") == [
            "s.yaml:2:29: error: unknown key 'contentDescription' — did you mean 'accessibilityLabel'?",
        ])
    }

    @Test func androidFilesHaveTheSameLimits() {
        #expect(loaderProblems("platform: android\nelements:\n" + String(repeating: "[", count: 300)).first?
            .hasPrefix("s.yaml:3:256: error: nesting deeper than 256 levels") == true)
        do {
            _ = try ScreenLoader.parse(data: Array("platform: android\nelements:\n  - {id: a, type: TextView, text: \"".utf8) + [0xFF, 0x22, 0x7D, 0x0A], file: "s.yaml")
            Issue.record("loaded")
        } catch let problems as Diagnostics {
            #expect(problems.items.map(\.rendered) == [
                "s.yaml:3:36: error: the file is not UTF-8 text: byte 0xFF cannot start or continue a character; save it as UTF-8",
            ])
        } catch {
            Issue.record("\(error)")
        }
    }

    /// `strings:` is the screen's res/values/strings.xml: names as `R.string` spells them.
    @Test func loadsAStringTable() throws {
        let screen = try ScreenLoader.parse("""
            strings:
              play_episode: Play episode
              count: 3
            platform: android
            elements:
              - {id: play, type: ImageButton}
            """, file: "s.yaml")
        #expect(screen.strings == ["play_episode": "Play episode", "count": "3"])
    }

    @Test func aStringTableIsAndroidsAndItsNamesAreResourceNames() {
        #expect(loaderProblems("strings: {play: Play}\nelements: []").first
            == "s.yaml:1:1: error: 'strings' is an Android string table (res/values/strings.xml): an ios screen has "
            + "none; write the text in the statement")
        #expect(loaderProblems("platform: android\nstrings:\n  play.episode: Play\n  _x: X\nelements: []") == [
            "s.yaml:3:3: error: 'play.episode' is not a resource name: R.string takes letters, digits and '_', "
                + "starting with a letter — did you mean 'play_episode'?",
            "s.yaml:4:3: error: '_x' is not a resource name: R.string takes letters, digits and '_', starting with a letter",
        ])
        #expect(loaderProblems("platform: android\nstrings: [Play]\nelements: []")
            == ["s.yaml:2:10: error: 'strings': expected a mapping of resource names to text (play: Play episode), "
                + "found a list"])
    }
}
