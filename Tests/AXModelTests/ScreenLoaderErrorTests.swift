import Foundation
import Testing
import Yams
@testable import AXModel

/// The rendered diagnostics for a screen text, or `["loaded"]` when it loads.
func loaderProblems(_ yaml: String, file: String = "s.yaml") -> [String] {
    do {
        _ = try ScreenLoader.parse(yaml, file: file)
        return ["loaded"]
    } catch let diagnostics as Diagnostics {
        return diagnostics.items.map(\.rendered)
    } catch {
        return ["unexpected \(error)"]
    }
}

@Suite struct ScreenLoaderErrorTests {
    /// VO-8.20: a control's `valueLabel` names a label of the screen, and only a stepper or a slider takes it.
    @Test func aValueLabelNamesAnElementOfTheScreen() {
        #expect(loaderProblems("elements:\n  - {id: count, type: UILabel, text: '2'}\n  - {id: s, type: UIStepper, valueLabel: cuont}\n")
                == ["s.yaml:3:42: error: 'cuont' in valueLabel is not an element of this screen — did you mean 'count'?"])
        #expect(loaderProblems("elements:\n  - {id: count, type: UILabel, text: '2'}\n  - {id: s, type: UIStepper, valueLabel: count}\n")
                == ["loaded"])
    }

    @Test func yamlSyntaxError() {
        #expect(loaderProblems("""
            elements:
              - id: a
                type: UILabel
               text: oops
            """) == ["s.yaml:4:4: error: invalid YAML: did not find expected '-' indicator (while parsing a block collection on line 2); check the indentation of this line"])
    }

    @Test func colonInAnUnquotedValue() {
        #expect(loaderProblems("elements:\n  - {id: a, type: UILabel}\n  - id: b\n    type: UILabel\n    text: Note: saved\n") == [
            "s.yaml:5:15: error: invalid YAML: mapping values are not allowed in this context; a value with ': ' in it needs quotes",
        ])
    }

    @Test func tabsInIndentationSaySo() {
        #expect(loaderProblems("elements:\n\t- id: a\n") == [
            "s.yaml:2:1: error: invalid YAML: found character that cannot start any token (while scanning for the next token on line 2); indent with spaces, not tabs",
        ])
    }

    @Test func unknownKey() {
        #expect(loaderProblems("""
            elements:
              - id: save
                type: UIButton
                titel: Save
            """) == ["s.yaml:4:5: error: unknown key 'titel' — did you mean 'title'?"])
    }

    @Test func keyOfAnotherType() {
        #expect(loaderProblems("""
            elements:
              - id: caption
                type: UILabel
                isOn: true
                value: 3
            """) == [
                "s.yaml:4:5: error: 'isOn' does not apply to a UILabel: only UISwitch has it",
                "s.yaml:5:5: error: 'value' does not apply to a UILabel: only UISlider and UIStepper have it",
            ])
    }

    @Test func unknownType() {
        #expect(loaderProblems("""
            elements:
              - id: save
                type: UIButon
            """) == ["s.yaml:3:11: error: unknown type 'UIButon': \(ElementType.listed(on: .ios)) — did you mean 'UIButton'?"])
    }

    @Test func unknownTrait() {
        #expect(loaderProblems("""
            elements:
              - id: save
                type: UIButton
                accessibilityTraits: [header, buton]
            """) == ["s.yaml:4:35: error: unknown trait 'buton' — did you mean 'button'?"])
    }

    @Test func traitSynonyms() {
        #expect(loaderProblems("elements: [{id: a, type: UILabel, accessibilityTraits: [heading, .disabled]}]") == [
            "s.yaml:1:57: error: unknown trait 'heading' — did you mean 'header'?",
            "s.yaml:1:66: error: unknown trait '.disabled' — did you mean 'notEnabled'?",
        ])
    }

    @Test func traitSpelledTheSwiftUIWay() {
        #expect(loaderProblems("elements: [{id: a, type: UILabel, accessibilityTraits: [isHeader]}]") == [
            "s.yaml:1:57: error: unknown trait 'isHeader': screen files use Swift's trait names — did you mean 'header'?",
        ])
    }

    @Test func wrongKindOfValue() {
        #expect(loaderProblems("""
            elements:
              - id: toggle
                type: UISwitch
                isOn: "yes"
                isEnabled: maybe
                accessibilityLabel: [a, b]
                accessibilityHint:
              - id: slider
                type: UISlider
                value: high
                segments: 3
            """) == [
                "s.yaml:4:11: error: 'isOn': expected true or false, found the string \"yes\" (write it without quotes)",
                "s.yaml:5:16: error: 'isEnabled': expected true or false, found 'maybe'",
                "s.yaml:6:25: error: 'accessibilityLabel': expected a string, found a list",
                "s.yaml:7:23: error: 'accessibilityHint': expected a string, found nothing (write \"\" for empty text)",
                "s.yaml:10:12: error: 'value': expected a number, found 'high'",
                "s.yaml:11:5: error: 'segments' does not apply to a UISlider: only UISegmentedControl has it",
            ])
    }

    @Test func wholeNumbersAndFiniteNumbers() {
        #expect(loaderProblems("""
            elements:
              - {id: pages, type: UIPageControl, numberOfPages: 2.5}
              - {id: slider, type: UISlider, value: .nan}
            """) == [
                "s.yaml:2:53: error: 'numberOfPages': expected a whole number, found '2.5'",
                "s.yaml:3:41: error: 'value': expected a finite number, found '.nan'",
            ])
    }

    @Test func sliderMinimumAboveMaximum() {
        #expect(loaderProblems("""
            elements:
              - id: volume
                type: UISlider
                minimumValue: 10
                maximumValue: 5
            """) == ["s.yaml:4:19: error: minimumValue 10 is above maximumValue 5"])
    }

    @Test func limitAgainstTheTypesDefault() {
        #expect(loaderProblems("""
            elements:
              - {id: a, type: UISlider, minimumValue: 5}
              - {id: b, type: UIStepper, maximumValue: -5}
            """) == [
                "s.yaml:2:43: error: minimumValue 5 is above UISlider's default maximumValue 1: set maximumValue too",
                "s.yaml:3:44: error: maximumValue -5 is below UIStepper's default minimumValue 0: set minimumValue too",
            ])
    }

    @Test func sliderValueOutsideItsRange() {
        #expect(loaderProblems("""
            elements:
              - {id: a, type: UISlider, value: 50}
              - {id: b, type: UISlider, value: -1, minimumValue: 0, maximumValue: 10}
              - {id: c, type: UIStepper, value: 3, stepValue: 0}
            """) == [
                "s.yaml:2:36: error: value 50 is outside 0...1, the default range of a UISlider: set minimumValue and maximumValue",
                "s.yaml:3:36: error: value -1 is outside minimumValue...maximumValue (0...10)",
                "s.yaml:4:51: error: stepValue must be above 0, found 0",
            ])
    }

    @Test func selectedSegmentOutOfRange() {
        #expect(loaderProblems("""
            elements:
              - {id: a, type: UISegmentedControl, segments: [Day, Week], selectedSegmentIndex: 2}
              - {id: b, type: UISegmentedControl, segments: [Day], selectedSegmentIndex: -1}
              - {id: c, type: UITabBar, items: [Home], selectedIndex: 1}
            """) == [
                "s.yaml:2:84: error: selectedSegmentIndex 2 is out of range: there are 2 segments (0...1, or -1 for none)",
                "s.yaml:4:59: error: selectedIndex 1 is out of range: there is 1 item (0...0)",
            ])
    }

    /// `parts` presets a tab's or segment's own settings by index (VO-5.13, VO-5.14): every wrong
    /// key, index and value of it is told at once.
    @Test func partsTakeAnIndexInRangeAndAPartsOwnSettings() throws {
        #expect(loaderProblems("""
            elements:
              - id: tabs
                type: UITabBar
                items: [Home, Inbox]
                parts:
                  1: {accessibilityLable: Inbox, isEnabled: nope}
                  3: {isEnabled: false}
                  -1: {isEnabled: false}
                  0: {badgeValue: "3"}
              - {id: s, type: UISwitch, parts: {0: {isEnabled: false}}}
            """) == [
                "s.yaml:6:11: error: unknown key 'accessibilityLable' in a part's settings: a part takes accessibilityLabel, "
                    + "accessibilityValue, accessibilityHint, accessibilityTraits, isAccessibilityElement and isEnabled "
                    + "— did you mean 'accessibilityLabel'?",
                "s.yaml:6:49: error: 'isEnabled': expected true or false, found 'nope'",
                "s.yaml:7:7: error: 'parts': index 3 is out of range: there are 2 items (0...1)",
                "s.yaml:8:7: error: 'parts': expected a part's index, a whole number from 0 (as Swift counts), found '-1'",
                "s.yaml:9:11: error: unknown key 'badgeValue' in a part's settings: a part takes accessibilityLabel, "
                    + "accessibilityValue, accessibilityHint, accessibilityTraits, isAccessibilityElement and isEnabled "
                    + "(a tab's badge goes in the bar's 'badges' list)",
                "s.yaml:10:29: error: 'parts' does not apply to a UISwitch: only UISegmentedControl and UITabBar have it",
            ])
        let screen = try ScreenLoader.parse("""
            elements:
              - {id: layout, type: UISegmentedControl, segments: [List, Grid], parts: {1: {accessibilityHint: Shows tiles, isEnabled: false}}}
            """, file: "s.yaml")
        #expect(screen.element("layout")?.parts["1"]?.accessibilityHint == "Shows tiles")
        #expect(screen.element("layout")?.parts["1"]?.isEnabled == false)
    }

    @Test func aPickerIsSegmentedAndSelectsOneOfItsOptions() {
        #expect(loaderProblems("""
            elements:
              - {id: a, type: Picker, options: [Day, Week], selection: Wek, pickerStyle: segmented}
              - {id: b, type: Picker, options: [Day], pickerStyle: wheel}
              - {id: c, type: Picker, options: [Day]}
            """) == [
                "s.yaml:2:60: error: selection 'Wek' is not one of the picker's options: its options are 'Day', 'Week' — did you mean 'Week'?",
                "s.yaml:3:56: error: pickerStyle 'wheel' is not modelled: only 'segmented' is (a menu, wheel or inline picker "
                    + "has no source for what VoiceOver says); describe such a picker's parts with other views",
                "s.yaml:4:5: error: a Picker needs 'pickerStyle: segmented', as `.pickerStyle(.segmented)` gives it: the "
                    + "segmented style is the only one modelled",
            ])
    }

    @Test func badgesForMoreItemsThanTheBarHasIsAnError() {
        #expect(loaderProblems("""
            elements:
              - {id: c, type: UITabBar, items: [Home], badges: ["1", "2"]}
            """) == ["s.yaml:2:52: error: 'badges': 2 badge values, but the bar has 1 item"])
    }

    @Test func pageControlOutOfRange() {
        #expect(loaderProblems("""
            elements:
              - {id: a, type: UIPageControl, numberOfPages: -2}
              - {id: b, type: UIPageControl, numberOfPages: 3, currentPage: 3}
              - {id: c, type: UIPageControl, currentPage: 1}
            """) == [
                "s.yaml:2:49: error: numberOfPages cannot be negative, found -2",
                "s.yaml:3:65: error: currentPage 3 is out of range: there are 3 pages (0...2)",
                "s.yaml:4:47: error: currentPage 1 is out of range: there are no pages (set numberOfPages)",
            ])
    }

    @Test func progressOutsideZeroToOne() {
        #expect(loaderProblems("elements: [{id: a, type: UIProgressView, progress: 1.5}]") == [
            "s.yaml:1:52: error: progress 1.5 is outside 0...1",
        ])
    }

    @Test func duplicateID() {
        #expect(loaderProblems("""
            elements:
              - id: caption
                type: UILabel
              - id: row
                type: UIView
                children:
                  - id: caption
                    type: UILabel
            """) == ["s.yaml:7:13: error: duplicate id 'caption': line 2 already uses it"])
    }

    @Test func missingIDAndMissingType() {
        #expect(loaderProblems("""
            elements:
              - type: UILabel
                text: Hi
              - id: b
                text: Hi
            """) == [
                "s.yaml:2:5: error: element has no 'id': every element needs one, e.g. 'id: caption'",
                "s.yaml:4:5: error: element has no 'type': give a UIKit class such as UILabel or UIButton, or a SwiftUI view such as Text",
            ])
    }

    @Test func malformedID() {
        #expect(loaderProblems("""
            elements:
              - id: dark-theme
                type: UISwitch
              - id: 1st
                type: UILabel
            """) == [
                "s.yaml:2:9: error: 'dark-theme' is not a valid id: use letters, digits and _, not starting with a digit — did you mean 'dark_theme'?",
                "s.yaml:4:9: error: '1st' is not a valid id: use letters, digits and _, not starting with a digit — did you mean '_1st'?",
            ])
    }

    @Test func accessibilityElementsMustNameChildren() {
        #expect(loaderProblems("""
            elements:
              - id: row
                type: UIView
                accessibilityElements: [titel, other]
                children:
                  - {id: title, type: UILabel}
            """) == [
                "s.yaml:4:29: error: 'titel' in accessibilityElements is not a child of 'row' — did you mean 'title'?",
                "s.yaml:4:36: error: 'other' in accessibilityElements is not a child of 'row'",
            ])
    }

    @Test func actions() {
        #expect(loaderProblems("""
            elements:
              - id: a
                type: UIButton
                onActivate: [openURL, toggleOn: yes, navigte: Home, {navigate: A, announce: B}]
            """) == [
                "s.yaml:4:18: error: 'openURL' needs a value, e.g. 'openURL: https://example.com'",
                "s.yaml:4:27: error: 'toggleOn' takes no value: write it alone",
                "s.yaml:4:42: error: unknown action 'navigte' — did you mean 'navigate'?",
                "s.yaml:4:57: error: 'onActivate': expected an action such as toggleOn or 'navigate: Settings', found a mapping",
            ])
    }

    @Test func unknownContainerAndAccessoryType() {
        #expect(loaderProblems("""
            elements:
              - {id: a, type: UIView, accessibilityContainerType: lists}
              - {id: b, type: UITableViewCell, accessoryType: disclosure}
            """) == [
                "s.yaml:2:55: error: unknown accessibilityContainerType 'lists': expected one of list, landmark, semanticGroup, dataTable, none — did you mean 'list'?",
                "s.yaml:3:51: error: unknown accessoryType 'disclosure': expected one of none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton — did you mean 'disclosureIndicator'?",
            ])
    }

    @Test func notAScreen() {
        #expect(loaderProblems("- id: a\n  type: UILabel\n") == [
            "s.yaml:1:1: error: not a screen: expected a mapping with an 'elements' list, found a list",
        ])
        #expect(loaderProblems("just some words\n") == [
            "s.yaml:1:1: error: not a screen: expected a mapping with an 'elements' list, found text",
        ])
        #expect(loaderProblems("platform: ios\ntitle: Hi\n") == [
            "s.yaml:2:1: error: unknown key 'title' at the top of a screen: expected platform, elements, strings, state or windowTitle",
            "s.yaml:1:1: error: not a screen: there is no 'elements' list",
        ].sorted())
        #expect(loaderProblems("elements: caption") == [
            "s.yaml:1:11: error: 'elements': expected a list of elements, found 'caption'",
        ])
        #expect(loaderProblems("elements: [caption]") == [
            "s.yaml:1:12: error: expected an element (a mapping with 'id' and 'type'), found 'caption'",
        ])
    }

    @Test func emptyFile() {
        #expect(loaderProblems("") == ["s.yaml:1:1: error: the file is empty: a screen needs an 'elements' list"])
        #expect(loaderProblems("---\n~\n") == ["s.yaml:1:1: error: the file is empty: a screen needs an 'elements' list"])
        #expect(loaderProblems("# just a comment\n") == [
            "s.yaml:1:1: error: the file is empty: a screen needs an 'elements' list",
        ])
    }

    @Test func platformIsIOSOrAndroid() {
        #expect(loaderProblems("platform: android\nelements:\n  - {id: a, type: TextView}\n") == ["loaded"])
        #expect(loaderProblems("platform: iso\nelements: []\n") == [
            "s.yaml:1:11: error: unknown platform 'iso': expected ios or android — did you mean 'ios'?",
        ])
    }

    @Test func duplicateKey() {
        #expect(loaderProblems("""
            elements:
              - id: a
                type: UILabel
                text: One
                text: Two
            """) == ["s.yaml:5:5: error: duplicate key 'text': line 4 already sets it"])
    }

    @Test func duplicateKeyInFlowStyle() {
        #expect(loaderProblems("elements: [{id: a, type: UILabel, text: x, \"text\": y}]") == [
            "s.yaml:1:44: error: duplicate key 'text': line 1 already sets it",
        ])
    }

    @Test func secondDocument() {
        #expect(loaderProblems("elements: []\n---\nelements: []\n") == [
            "s.yaml:2:1: error: a screen holds one YAML document; a second one starts here",
        ])
    }

    @Test func reportsEveryProblemInOnePass() {
        #expect(loaderProblems("""
            elements:
              - id: a
                type: UIButon
                titel: x
              - id: a-b
                type: UILabel
                isOn: 1
            """).count == 4)
    }

    @Test func notUTF8() {
        var bytes = Array("elements:\n  - {id: a, type: UILabel, text: caf".utf8)
        bytes += [0xE9, 0x21]
        bytes += Array("}\n".utf8)
        #expect(throws: Diagnostics.self) { try ScreenLoader.parse(data: bytes, file: "s.yaml") }
        do {
            _ = try ScreenLoader.parse(data: bytes, file: "s.yaml")
        } catch let diagnostics as Diagnostics {
            #expect(diagnostics.items.map(\.rendered) == [
                "s.yaml:2:37: error: the file is not UTF-8 text: byte 0xE9 cannot start or continue a character; save it as UTF-8",
            ])
        } catch {}
    }

    @Test func controlCharacter() {
        #expect(loaderProblems("elements:\n  - {id: a, type: UILabel, text: \"a\u{07}b\"}\n") == [
            "s.yaml:2:36: error: invalid YAML: control characters are not allowed (found U+0007)",
        ])
    }

    @Test func missingFile() {
        do {
            _ = try ScreenLoader.load(path: "/nonexistent/screen.yaml")
            Issue.record("loaded a missing file")
        } catch let diagnostics as Diagnostics {
            #expect(diagnostics.items.map(\.rendered) == [
                "/nonexistent/screen.yaml: error: no such file",
            ])
            #expect(diagnostics.items.map(\.exitCode) == [66])
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func directoryIsNotAFile() {
        #expect(throws: Diagnostics.self) { try ScreenLoader.load(path: "/tmp") }
    }

    @Test func deepFlowNestingIsRefused() {
        let deep = "elements: " + String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        #expect(loaderProblems(deep) == [
            "s.yaml:1:266: error: nesting deeper than 256 levels: a screen may nest lists and mappings at most 256 deep",
        ])
    }

    @Test func deepBlockNestingIsRefused() {
        // Block nesting costs indentation: 10,000 levels would make a 50 MB file.
        var text = "elements:\n"
        for level in 0..<1_000 {
            text += String(repeating: " ", count: level) + "k:\n"
        }
        #expect(loaderProblems(text) == [
            "s.yaml:258:257: error: nesting deeper than 256 levels: a screen may nest lists and mappings at most 256 deep",
        ])
    }

    @Test func deepDashNestingIsRefused() {
        let text = "elements:\n" + String(repeating: "- ", count: 10_000) + "x\n"
        #expect(loaderProblems(text) == [
            "s.yaml:2:511: error: nesting deeper than 256 levels: a screen may nest lists and mappings at most 256 deep",
        ])
    }

    @Test func bracketsInTextDoNotHideNesting() {
        var text = "elements:\n  - {id: a, type: UILabel, text: \"[[[[\"}\n  - id: b\n    type: UILabel\n"
        text += "    text: see [1\n    accessibilityHint: |\n      [[[[[[\n        {{{{{{\n"
        #expect(loaderProblems(text) == ["loaded"])
        for level in 0..<300 {
            text += "    " + String(repeating: " ", count: level) + "k:\n"
        }
        #expect(loaderProblems(text).first?.contains("nesting deeper than 256 levels") == true)
    }

    @Test func reasonablyDeepScreensLoad() {
        var text = "elements:\n"
        for level in 0..<40 {
            let indent = String(repeating: "    ", count: level)
            text += "\(indent)  - id: e\(level)\n\(indent)    type: UIView\n\(indent)    children:\n"
        }
        text += String(repeating: "    ", count: 40) + "  - {id: leaf, type: UILabel}\n"
        #expect(loaderProblems(text) == ["loaded"])
    }

    @Test func hugeTextIsRefused() {
        let huge = "elements: []\n" + String(decoding: [UInt8](repeating: 0x23, count: SourceFile.sizeLimit),
                                               as: UTF8.self)
        #expect(loaderProblems(huge) == [
            "s.yaml:1:1: error: the file is 1.0 MB: a screen file may be at most 1.0 MB",
        ])
    }

    @Test func keyOfAnotherTypeSuggestsTheOneMeant() {
        #expect(loaderProblems("elements: [{id: a, type: UIButton, text: Save}]") == [
            "s.yaml:1:36: error: 'text' does not apply to a UIButton: only UILabel, UITextField, UITextView, UISearchTextField and UITableViewCell have it — did you mean 'title'?",
        ])
    }

    @Test func utf16IsNamed() throws {
        #expect(throws: Diagnostics.self) {
            try ScreenLoader.parse(data: [0xFF, 0xFE, 0x65, 0x00], file: "s.yaml")
        }
        do {
            _ = try ScreenLoader.parse(data: [0xFF, 0xFE, 0x65, 0x00], file: "s.yaml")
        } catch let diagnostics as Diagnostics {
            #expect(diagnostics.items.map(\.rendered) == ["s.yaml:1:1: error: the file is UTF-16 text: save it as UTF-8"])
        }
    }

    @Test func aliasedElementsAreRefusedOnce() {
        // Each line doubles the tree (30 lines would be 2^30 elements, refused for its size).
        var text = "elements:\n  - &x0 {id: a0, type: UIView}\n"
        for level in 1...5 {
            text += "  - &x\(level) {id: a\(level), type: UIView, children: [*x\(level - 1), *x\(level - 1)]}\n"
        }
        let message = "is used again through an alias: write each element out once, with its own id "
            + "(a merge such as '<<: *base' shares settings)"
        #expect(loaderProblems(text) == (0..<5).map { "s.yaml:\($0 + 2):5: error: element 'a\($0)' \(message)" })
    }

    @Test func aliasedValuesAreNotExpanded() {
        var text = "elements:\n  - id: a\n    type: UIView\n    updates: &u0 [a, b, c, d, e, f, g, h, i, j]\n"
        for level in 1...5 {
            text += "  - {id: b\(level), type: UIView, updates: &u\(level) [*u\(level - 1), *u\(level - 1)]}\n"
        }
        let result = loaderProblems(text)
        #expect(result.count == 5)
        #expect(result.first == "s.yaml:4:14: error: 'updates': expected a string, found a list")
    }

    @Test func tooManyProblemsStopsAtTheLimit() {
        let elements = (0..<150).map { "  - {id: e\($0), type: UILabl}" }.joined(separator: "\n")
        let result = loaderProblems("elements:\n" + elements)
        #expect(result.count == Diagnostic.problemLimit + 1)
        #expect(result.first == "s.yaml:2:20: error: unknown type 'UILabl': \(ElementType.listed(on: .ios)) — did you mean 'UILabel'?")
        #expect(result.last == "s.yaml: error: too many problems: stopping after the first 100")
    }

    @Test func mergeKeysShareSettings() throws {
        let screen = try ScreenLoader.parse("""
            elements:
              - &base {id: a, type: UILabel, text: Shared}
              - {<<: *base, id: b}
              - {<<: *base, id: c, text: Own}
            """, file: nil)
        #expect(screen.elements.map(\.id) == ["a", "b", "c"])
        #expect(screen.elements.map(\.text) == ["Shared", "Shared", "Own"])
        #expect(loaderProblems("elements: [&b {id: a, type: UILabl}, {<<: *b, id: c}, {<<: *b, id: d}]") == [
            "s.yaml:1:29: error: unknown type 'UILabl': \(ElementType.listed(on: .ios)) — did you mean 'UILabel'?",
        ])
        #expect(loaderProblems("elements: [{<<: 3, id: a, type: UILabel}]") == [
            "s.yaml:1:17: error: '<<' merges a mapping (an alias such as *base), found '3'",
        ])
    }

    @Test func manyUnknownKeysStopLookingForSuggestionsPastTheLimit() {
        // Reporting stops at the limit, and so does the work of finding each suggestion.
        var decoder = ScreenDecoder(file: "s.yaml", lines: SourceLines(""))
        var looked = 0
        func suggestion() -> String? {
            looked += 1
            return nil
        }
        for line in 1...150 {
            decoder.report("unknown key 'k\(line)'", line: line, column: 1, suggestion: suggestion())
        }
        #expect(decoder.problems.count == Diagnostic.problemLimit)
        #expect(decoder.truncated)
        #expect(looked == Diagnostic.problemLimit)
    }

    @Test func manyUnknownKeysInOneElementReportTheFirstHundred() {
        let keys = (0..<20_000).map { "k\($0): 1" }.joined(separator: ", ")
        let result = loaderProblems("elements: [{id: a, type: UILabel, \(keys)}]")
        #expect(result.count == Diagnostic.problemLimit + 1)
        #expect(result.first == "s.yaml:1:35: error: unknown key 'k0'")
        #expect(result.last == "s.yaml: error: too many problems: stopping after the first 100")
    }

    @Test func nonNameKeys() {
        #expect(loaderProblems("elements: [{id: a, type: UILabel, [x]: 1}]") == [
            "s.yaml:1:35: error: expected a key name, found a list",
        ])
    }

    /// The problems of a file that is not a screen, each with the excerpt the printer would show.
    func shown(_ text: String) -> [String] {
        do {
            _ = try ScreenLoader.parse(text, file: "f")
            return ["loaded"]
        } catch let diagnostics as Diagnostics {
            return diagnostics.items.map { [$0.rendered, $0.excerpt(in: text)].compactMap { $0 }.joined(separator: "\n") }
        } catch {
            return ["unexpected \(error)"]
        }
    }

    @Test func aFileThatIsNotAScreenIsNotQuoted() {
        // As root, `speak /etc/shadow` showed a line of it under the error.
        #expect(shown("root:$6$secret:19000:0:99999:7:::\ndaemon:*:19000:0:99999:7:::\n") == [
            "f:1:1: error: not a screen: there is no 'elements' list",
        ])
        #expect(shown("root:x:0:0:root:/root:/bin/bash secret\n") == [
            "f:1:1: error: not a screen: expected a mapping with an 'elements' list, found text",
        ])
        #expect(shown("[secret\n  x: y\n") == [
            "f:1:1: error: not a screen: a screen file is YAML or JSON with an 'elements' list",
        ])
        #expect(shown("secret \u{1B}]0;title\u{7}\n") == [
            "f:1:1: error: not a screen: a screen file is YAML or JSON with an 'elements' list",
        ])
    }

    @Test func aBrokenScreenIsStillShownWhereItIsBroken() {
        #expect(shown("elements:\n  - {id: a, type: UILabel\n") == [
            "f:3:1: error: invalid YAML: did not find expected ',' or '}' (while parsing a flow mapping on line 2); "
                + "check the indentation of this line\n   3 | \n     | ^",
        ])
        #expect(shown("elements:\n  - {id: a, type: \"\u{1B}[2J\"}\n") == [
            "f:2:20: error: invalid YAML: control characters are not allowed (found U+001B)",
        ])
    }
}

/// `customContent:` on a screen: pieces with a label, a value and an importance; a UIKit view
/// takes it only with the app's class (docs/voiceover.md VO-8.4).
@Suite struct CustomContentKeyTests {
    @Test func piecesAreReadWithTheirImportance() throws {
        let screen = try ScreenLoader.parse("""
            elements:
              - {id: photo, type: UIImageView, class: DogPhotoView, customContent: [{label: Breed, value: beagle, importance: high}, {label: Age, value: 3 years}]}
              - {id: card, type: Image, customContent: []}
            """, file: nil)
        #expect(screen.element("photo")?.customContent == [CustomContent(label: "Breed", value: "beagle", isHighImportance: true),
                                                           CustomContent(label: "Age", value: "3 years")])
        #expect(screen.element("card")?.customContent == [])
    }

    @Test func aUIKitViewNeedsItsClassAndAPieceItsLabel() {
        func error(_ yaml: String) -> String { loaderProblems("elements:\n" + yaml).joined(separator: "\n") }
        #expect(error("  - {id: photo, type: UIImageView, customContent: []}\n")
            .contains("'customContent': a UIImageView has custom content only when the app's class conforms to AXCustomContentProvider"))
        #expect(error("  - {id: photo, type: Image, customContent: [{value: x}]}\n").contains("a piece needs a label"))
        #expect(error("  - {id: photo, type: Image, customContent: [{label: A, importance: urgent}]}\n")
            .contains("'importance': expected default or high"))
        #expect(error("  - {id: photo, type: Image, customContent: [{label: A, vale: x}]}\n").contains("did you mean 'value'"))
    }
}
