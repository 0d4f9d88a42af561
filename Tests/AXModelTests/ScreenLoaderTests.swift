import Foundation
import Testing
@testable import AXModel

@Suite struct ScreenLoaderTests {
    @Test func loadsTheDesignExample() throws {
        let screen = try ScreenLoader.parse("""
            platform: ios                # ios (default) | android
            elements:                    # on-screen order, top to bottom
              - id: caption
                type: UILabel
                text: Dark Theme
              - id: themeSwitch
                type: UISwitch
                isOn: false
                accessibilityLabel: Dark Theme
              - id: row
                type: UIView
                children:
                  - id: inner
                    type: UIButton
                    title: Go
            """, file: "s.yaml")
        #expect(screen.platform == .ios)
        #expect(screen.elements.map(\.id) == ["caption", "themeSwitch", "row"])
        #expect(screen.elements[0].type == .UILabel)
        #expect(screen.elements[0].text == "Dark Theme")
        #expect(screen.elements[0].location == SourceLocation(line: 3, column: 5))
        #expect(screen.elements[1].isOn == false)
        #expect(screen.elements[1].accessibilityLabel == "Dark Theme")
        #expect(screen.elements[2].children.map(\.id) == ["inner"])
        #expect(screen.elements[2].children[0].title == "Go")
        #expect(screen.elements[2].children[0].location == SourceLocation(line: 13, column: 9))
    }

    @Test func platformDefaultsToIOS() throws {
        let screen = try ScreenLoader.parse("elements: []", file: nil)
        #expect(screen == Screen(platform: .ios, elements: []))
    }

    @Test func loadsEveryCommonKey() throws {
        let screen = try ScreenLoader.parse("""
            elements:
              - id: group
                type: UIView
                accessibilityLabel: Group
                accessibilityValue: Three
                accessibilityHint: Opens it.
                accessibilityTraits: [header, .button]
                isAccessibilityElement: true
                accessibilityElementsHidden: true
                accessibilityViewIsModal: true
                shouldGroupAccessibilityChildren: true
                accessibilityElements: [second, first]
                accessibilityContainerType: semanticGroup
                isHidden: true
                isEnabled: false
                isSelected: true
                onActivate: [toggleSelected, toggleOn, playSound, playMedia,
                             openURL: "https://example.com", navigate: Settings, announce: "Saved"]
                updates: [one, 2]
                required: true
                children:
                  - {id: first, type: UILabel, text: 42}
                  - {id: second, type: UILabel, text: "Two"}
            """, file: nil)
        let group = try #require(screen.elements.first)
        #expect(group.accessibilityLabel == "Group")
        #expect(group.accessibilityValue == "Three")
        #expect(group.accessibilityHint == "Opens it.")
        #expect(group.accessibilityTraits == [.header, .button])
        #expect(group.isAccessibilityElement == true)
        #expect(group.accessibilityElementsHidden)
        #expect(group.accessibilityViewIsModal)
        #expect(group.shouldGroupAccessibilityChildren)
        #expect(group.accessibilityElements == ["second", "first"])
        #expect(group.accessibilityContainerType == .semanticGroup)
        #expect(group.isHidden)
        #expect(!group.isEnabled)
        #expect(group.isSelected)
        #expect(group.onActivate == [.toggleSelected, .toggleOn, .playSound, .playMedia,
                                     .openURL("https://example.com"), .navigate("Settings"), .announce("Saved")])
        #expect(group.updates == ["one", "2"])
        #expect(group.required)
        #expect(group.children.map(\.text) == ["42", "Two"])
    }

    @Test func loadsEveryTypeWithItsOwnKeys() throws {
        let screen = try ScreenLoader.parse("""
            elements:
              - {id: view, type: UIView}
              - {id: control, type: UIControl, isEnabled: false}
              - {id: label, type: UILabel, text: Hello}
              - {id: button, type: UIButton, title: Save, image: disk}
              - {id: picture, type: UIImageView, image: cat}
              - {id: toggle, type: UISwitch, isOn: true}
              - {id: slider, type: UISlider, value: 5, minimumValue: 0, maximumValue: 10}
              - {id: stepper, type: UIStepper, value: 2, minimumValue: 1, maximumValue: 5, stepValue: 0.5}
              - {id: field, type: UITextField, text: me, placeholder: Name, isSecureTextEntry: true, isEditing: true}
              - {id: notes, type: UITextView, text: Long, isEditing: false}
              - {id: search, type: UISearchTextField, placeholder: Search}
              - {id: picker, type: UISegmentedControl, segments: [Day, Week], selectedSegmentIndex: 1}
              - {id: tabs, type: UITabBar, items: [Home, Profile], selectedIndex: 0}
              - {id: bar, type: UINavigationBar, title: Settings, backTitle: Back}
              - {id: loading, type: UIProgressView, progress: 0.25}
              - {id: cell, type: UITableViewCell, text: Wi-Fi, accessoryType: disclosureIndicator}
              - {id: pages, type: UIPageControl, numberOfPages: 3, currentPage: 2}
              - {id: spinner, type: UIActivityIndicatorView, isAnimating: true}
              - {id: scroller, type: UIScrollView}
              - {id: table, type: UITableView}
              - {id: grid, type: UICollectionView}
            """, file: nil)
        #expect(screen.elements.map(\.type) == ElementType.types(of: .ios).filter { $0.framework == .uikit })
        let byID = Dictionary(uniqueKeysWithValues: screen.elements.map { ($0.id, $0) })
        #expect(byID["button"]?.title == "Save")
        #expect(byID["button"]?.image == "disk")
        #expect(byID["picture"]?.image == "cat")
        #expect(byID["toggle"]?.isOn == true)
        #expect(byID["slider"]?.value == 5)
        #expect(byID["slider"]?.maximumValue == 10)
        #expect(byID["stepper"]?.minimumValue == 1)
        #expect(byID["stepper"]?.stepValue == 0.5)
        #expect(byID["field"]?.text == "me")
        #expect(byID["field"]?.placeholder == "Name")
        #expect(byID["field"]?.isSecureTextEntry == true)
        #expect(byID["field"]?.isEditing == true)
        #expect(byID["search"]?.placeholder == "Search")
        #expect(byID["picker"]?.segments == ["Day", "Week"])
        #expect(byID["picker"]?.selectedSegmentIndex == 1)
        #expect(byID["tabs"]?.items == ["Home", "Profile"])
        #expect(byID["tabs"]?.selectedIndex == 0)
        #expect(byID["bar"]?.title == "Settings")
        #expect(byID["bar"]?.backTitle == "Back")
        #expect(byID["loading"]?.progress == 0.25)
        #expect(byID["cell"]?.accessoryType == .disclosureIndicator)
        #expect(byID["pages"]?.numberOfPages == 3)
        #expect(byID["pages"]?.currentPage == 2)
    }

    /// A value for every key that differs from what an element has when the key is left out.
    static let samples: [String: String] = [
        "children": "[{id: kid, type: UILabel}]", "accessibilityLabel": "L", "accessibilityValue": "V",
        "accessibilityHint": "H", "accessibilityLanguage": "fr-FR", "accessibilityTraits": "[link]", "isAccessibilityElement": "true",
        "accessibilityDirectTouchOptions": "[silentOnTouch, requiresActivation]",
        "accessibilityElementsHidden": "true", "accessibilityViewIsModal": "true",
        "shouldGroupAccessibilityChildren": "true", "accessibilityElements": "[]",
        "accessibilityContainerType": "list", "isHidden": "true", "isEnabled": "false", "isSelected": "true",
        "text": "T", "title": "T", "image": "I", "decorative": "true", "systemImage": "true", "header": "H", "footer": "F",
        "placeholder": "P", "isOn": "true", "value": "0.5",
        "minimumValue": "-1", "maximumValue": "2", "stepValue": "0.5", "isSecureTextEntry": "true",
        "valueLabel": "b}\n  - {id: b, type: UILabel",
        "isEditing": "true", "segments": "[A]", "selectedSegmentIndex": "0, segments: [A]", "items": "[A]",
        "options": "[A], pickerStyle: segmented", "selection": "A, options: [A], pickerStyle: segmented",
        "pickerStyle": "segmented, options: [A]",  // Only `segmented` is modelled: nothing to keep but the options.
        "selectedIndex": "0, items: [A]", "badges": "[\"3\"], items: [A]", "parts": "{0: {isEnabled: false}}, segments: [A]", "accessoryType": "checkmark", "progress": "0.5", "backTitle": "B",
        "numberOfPages": "2", "currentPage": "1, numberOfPages: 2", "onActivate": "playSound", "customActions": "[Archive, {name: Delete, announce: Deleted}]", "updates": "[U]",
        "speechSpellsOutCharacters": "true", "isAnimating": "true", "hidesWhenStopped": "true", "customContent": "[{label: Age, value: 3}], class: DogView",
        "required": "true", "childBehavior": "combine", "headingLevel": "2", "sortPriority": "1", "class": "RatingView",
    ]

    @Test func everyKeyInTheTableIsLoaded() throws {
        for key in ScreenKey.all where !["id", "type"].contains(key.name) {
            let type = key.types?.first ?? .UIView
            let sample = try #require(Self.samples[key.name], "no sample for \(key.name)")
            let yaml = "elements:\n  - {id: a, type: \(type.name), \(key.name): \(sample)}"
            var loaded = try #require(try ScreenLoader.parse(yaml, file: nil).elements.first)
            loaded.location = nil
            #expect(loaded != Element(id: "a", type: type), "\(key.name) was not loaded")
        }
    }

    @Test func traitsTakeOneNameOrAnEmptyList() throws {
        let screen = try ScreenLoader.parse("""
            elements:
              - {id: a, type: UILabel, accessibilityTraits: header}
              - {id: b, type: UILabel, accessibilityTraits: .header}
              - {id: c, type: UILabel, accessibilityTraits: []}
              - {id: d, type: UILabel, accessibilityTraits: [none]}
              - {id: e, type: UISwitch, onActivate: toggleOn}
              - {id: f, type: UIButton, onActivate: {navigate: Settings}}
            """, file: nil)
        #expect(screen.elements.prefix(4).map(\.accessibilityTraits) == [.header, .header, [], []])
        #expect(screen.elements[4].onActivate == [.toggleOn])
        #expect(screen.elements[5].onActivate == [.navigate("Settings")])
    }

    @Test func readsJSON() throws {
        let screen = try ScreenLoader.parse("""
            {
              "platform": "ios",
              "elements": [
                {"id": "caption", "type": "UILabel", "text": "Dark Theme",
                 "accessibilityTraits": ["header"]},
                {"id": "themeSwitch", "type": "UISwitch", "isOn": true,
                 "children": []}
              ]
            }
            """, file: "s.json")
        #expect(screen.elements.map(\.id) == ["caption", "themeSwitch"])
        #expect(screen.elements[0].accessibilityTraits == .header)
        #expect(screen.elements[0].location == SourceLocation(line: 4, column: 5))
        #expect(screen.elements[1].isOn == true)
    }

    @Test func readsJSONIndentedWithTabs() throws {
        let screen = try ScreenLoader.parse(
            "{\n\t\"elements\": [\n\t\t{\"id\": \"a\", \"type\": \"UILabel\"}\n\t]\n}\n", file: "s.json")
        #expect(screen.elements.map(\.id) == ["a"])
    }

    @Test func loadsAFileFromDisk() throws {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("axtutor-loader-\(UUID().uuidString).yaml").path
        try "elements:\n  - {id: a, type: UILabel}\n".write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let screen = try ScreenLoader.load(path: path)
        #expect(screen.elements.map(\.id) == ["a"])
    }

    @Test func readsBytes() throws {
        let screen = try ScreenLoader.parse(data: Array("elements: [{id: a, type: UILabel, text: élan}]".utf8),
                                            file: nil)
        #expect(screen.elements.first?.text == "élan")
    }

    @Test func numbersInYAMLsSpellings() throws {
        let screen = try ScreenLoader.parse("""
            elements:
              - {id: a, type: UISlider, minimumValue: -1e2, maximumValue: 1_000, value: +0.5}
              - {id: b, type: UIStepper, minimumValue: 0x4, maximumValue: 010, value: 8}
              - {id: c, type: UISwitch, isOn: yes, isEnabled: Off}
              - {id: d, type: UIPageControl, numberOfPages: 4.0, currentPage: 0b11}
            """, file: nil)
        #expect(screen.elements[0].minimumValue == -100)
        #expect(screen.elements[0].maximumValue == 1000)
        #expect(screen.elements[0].value == 0.5)
        #expect(screen.elements[1].minimumValue == 4)
        #expect(screen.elements[1].maximumValue == 8)
        #expect(screen.elements[2].isOn == true)
        #expect(screen.elements[2].isEnabled == false)
        #expect(screen.elements[3].numberOfPages == 4)
        #expect(screen.elements[3].currentPage == 3)
    }

    @Test func byteOrderMarkAndCRLF() throws {
        let screen = try ScreenLoader.parse("\u{FEFF}elements:\r\n  - {id: a, type: UILabel}\r\n", file: nil)
        #expect(screen.elements.first?.location == SourceLocation(line: 2, column: 5))
        #expect(loaderProblems("elements:\r\n  - id: a\r\n    type: UIButon\r\n") == [
            "s.yaml:3:11: error: unknown type 'UIButon': \(ElementType.listed(on: .ios)) — did you mean 'UIButton'?",
        ])
    }
}
