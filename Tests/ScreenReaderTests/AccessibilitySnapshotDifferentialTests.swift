import Testing
import AXModel
@testable import ScreenReader

/// Issue 13, item 4: the VoiceOver model against an independent reference, AccessibilitySnapshot's
/// description and parser re-implemented in `Reference/` from cashapp/AccessibilitySnapshot at
/// the commit `AccessibilitySnapshotSource.commit` names. Hundreds of elements and small screens
/// made from a fixed seed must sound the same on both, except in the families
/// `KnownDisagreements` names and explains.
@Suite struct AccessibilitySnapshotDifferentialTests {
    @Test func voiceOverModelSaysWhatAccessibilitySnapshotSays() {
        let comparison = DifferentialComparison(families: KnownDisagreements.all)
        for generated in DifferentialCases.all {
            if case .unexplained(let message) = comparison.compare(generated) {
                Issue.record(Comment(rawValue: message))
            }
        }
    }

    /// A family that explains nothing is a claim with no case behind it, whether it is one of
    /// AccessibilitySnapshot's simplifications or a place where the model follows a newer
    /// source.
    @Test func everySimplificationExplainsARealDisagreement() {
        let comparison = DifferentialComparison(families: KnownDisagreements.all)
        var explained: Set<String> = []
        for generated in DifferentialCases.all {
            if case .explained(let names) = comparison.compare(generated) { explained.formUnion(names) }
        }
        for family in KnownDisagreements.simplifications + KnownDisagreements.newerSources {
            #expect(explained.contains(family.name), "\(family.name) explains no generated case")
        }
    }

    @Test func casesCoverEveryTraitTypeContainerAndShape() {
        let cases = DifferentialCases.all
        let elements = cases.flatMap(\.screen.allElements)
        let traits = elements.flatMap { element in
            [element.accessibilityTraits ?? []] + element.parts.values.compactMap(\.accessibilityTraits)
        }.reduce(Traits()) { $0.union($1) }
        for name in TraitName.all where name.trait != .none {
            #expect(traits.contains(name.trait), "no case sets \(name.swift)")
        }
        let types = Set(elements.map(\.type))
        for type in DifferentialCases.iosTypes {
            #expect(types.contains(type), "no case has a \(type)")
        }
        let containers = Set(elements.compactMap(\.accessibilityContainerType))
        for container in ContainerType.allCases where container != .none {
            #expect(containers.contains(container), "no case has a \(container) container")
        }
        #expect(Set(cases.map(\.shape)).isSuperset(of: ScreenShape.allCases.map(\.rawValue)))
        #expect(elements.contains { !$0.isEnabled && $0.isSelected })
        #expect(elements.contains { $0.accessibilityViewIsModal })
        #expect(elements.contains { $0.headingLevel != nil && $0.resolvedTraits.contains(.header) })
        #expect(elements.contains { $0.headingLevel != nil && !$0.resolvedTraits.contains(.header) })
        for strings in [elements.map(\.accessibilityLabel), elements.map(\.accessibilityValue), elements.map(\.accessibilityHint)] {
            #expect(strings.contains(nil) && strings.contains("") && strings.contains { ($0 ?? "").count > 0 })
        }
        #expect(cases.count >= 600)
    }

    @Test func aCaseIsRemadeFromItsIndexAlone() {
        for index in [0, 7, DifferentialCases.elementCount, DifferentialCases.count - 1] {
            #expect(DifferentialCases.make(index).screen == DifferentialCases.all[index].screen)
        }
    }

    // MARK: The reference reads AccessibilitySnapshot's own examples as its images do

    /// What the reference's legend says for each element of a screen, hint after `|`.
    private func legend(_ elements: Element...) -> [String] {
        SnapshotReference.utterances(of: Screen(elements: elements)).map { utterance in
            utterance.hint.map { "\(utterance.speech) | \($0)" } ?? utterance.speech
        }
    }

    @Test func referenceReadsTheSegmentedControlImage() {
        let control = element("segments", .UISegmentedControl) {
            $0.segments = ["Segment A", "Segment B", "Segment C"]
            $0.selectedSegmentIndex = 1
        }
        #expect(legend(control) == ["Segment A. Button. 1 of 3.", "Selected: Segment B. Button. 2 of 3.",
                                    "Segment C. Button. 3 of 3."])
    }

    @Test func referenceReadsTheStepperImages() {
        let middle = element("stepper", .UIStepper) { $0.minimumValue = -1; $0.maximumValue = 1; $0.value = 0 }
        #expect(legend(middle) == ["Decrement. Button.", "Increment. Button."])
        let atMinimum = element("stepper", .UIStepper) { $0.minimumValue = 0; $0.maximumValue = 1; $0.value = 0 }
        #expect(legend(atMinimum) == ["Decrement. Dimmed. Button.", "Increment. Button."])
    }

    @Test func referenceReadsTheSwitchImage() {
        let on = element("on", .UISwitch) { $0.isOn = true }
        let dimmed = element("dimmed", .UISwitch) { $0.isOn = true; $0.isEnabled = false }
        let valued = element("valued", .UISwitch) {
            $0.isOn = true; $0.accessibilityLabel = "Label"; $0.accessibilityValue = "Value"; $0.accessibilityHint = "Hint"
        }
        let fake = element("fake", .UIView) {
            $0.isAccessibilityElement = true; $0.accessibilityLabel = "Fake Label"
            $0.accessibilityValue = "3"; $0.accessibilityTraits = .toggleButton
        }
        #expect(legend(on, dimmed, valued, fake) == [
            "Switch Button. On. | Double tap to toggle setting.",
            "Dimmed. Switch Button. On.",
            "Label. Switch Button. On. | Hint. Double tap to toggle setting.",
            "Fake Label. 3 | Double tap to toggle setting.",
        ])
    }

    @Test func referenceReadsTheListImage() {
        let labels = (1...4).map { number in element("label\(number)", .UILabel) { $0.text = "Label \(number)" } }
        let list = element("list", .UIView, children: labels) {
            $0.accessibilityContainerType = .list
            $0.accessibilityElements = labels.map(\.id)
        }
        #expect(legend(list) == ["Label 1. List Start.", "Label 2", "Label 3", "Label 4. List End."])
    }

    @Test func referenceReadsTheTabBarImage() {
        let bar = element("bar", .UITabBar) {
            $0.items = ["Item A", "Item B", ""]
            $0.selectedIndex = 1
            var overridden = PartProperties()
            overridden.accessibilityLabel = "Label"
            overridden.accessibilityValue = "Value"
            overridden.accessibilityHint = "Hint"
            $0.parts["2"] = overridden
        }
        #expect(legend(bar) == ["Item A. Tab. 1 of 3.", "Selected: Item B. Tab. 2 of 3.", "Label: Value. Tab. 3 of 3. | Hint"])
    }

    @Test func referenceReadsTheBackButtonImages() {
        let titled = element("nav", .UINavigationBar) { $0.backTitle = "First"; $0.title = "Second" }
        #expect(legend(titled) == ["First. Back Button.", "Second. Heading."])
        let untitled = element("nav", .UINavigationBar) { $0.backTitle = "Back" }
        #expect(legend(untitled) == ["Back Button."])
    }

    @Test func referenceReadsTheTextFieldImage() {
        let empty = element("empty", .UITextField)
        let editing = element("editing", .UITextField) { $0.isEditing = true }
        let placeholder = element("placeholder", .UITextField) { $0.placeholder = "Some placeholder text" }
        let text = element("text", .UITextField) { $0.text = "Hello from Text Field" }
        #expect(legend(empty, editing, placeholder, text) == [
            "Text Field. | Double tap to edit.",
            "Text Field. Is editing. | Use the rotor to access Misspelled Words",
            "Some placeholder text. Text Field. | Double tap to edit.",
            "Hello from Text Field. Text Field. | Double tap to edit.",
        ])
    }

    /// Image `AccessibilityContainersTests/testDataTableWithHeaders`: a 6 by 6 table whose
    /// first three cells of each row and column are its headers.
    @Test func referenceReadsTheDataTableImage() {
        let letters = ["A", "B", "C", "D", "E", "F"]
        let cells = (0..<6).flatMap { row in
            (0..<6).map { column in
                let name = "\(letters[column])\(row + 1)"
                return DataTableGrid.Cell(id: name, label: name, value: "\(name) Value", row: row, column: column)
            }
        }
        let grid = DataTableGrid(cells: cells,
                                 headersOfRow: { row in (0..<3).map { "\(letters[$0])\(row + 1)" } },
                                 headersOfColumn: { column in (0..<3).map { "\(letters[column])\($0 + 1)" } })
        func legend(_ name: String) -> String {
            let cell = cells.first { $0.id == name }!
            var object = RuntimeObject(id: name)
            object.isAccessibilityElement = true
            object.label = cell.label
            object.value = cell.value
            return SnapshotDescription.of(object, context: .dataTableCell(grid.context(of: cell))).description
        }
        #expect(legend("A1") == "B1: B1 Value. C1: C1 Value. A2: A2 Value. A3: A3 Value. A1. Row 1. Column 1. A1 Value")
        #expect(legend("B1") == "B2: B2 Value. B3: B3 Value. B1. Column 2. B1 Value")
        #expect(legend("A2") == "B2: B2 Value. C2: C2 Value. A3: A3 Value. A2. Row 2. Column 1. A2 Value")
    }

    @Test func spokenPartsHearTheLegendAsTheModelsParts() {
        let heard = ["selected", "label", "value", "button", "2", "of", "4"]
        #expect(SpokenParts.of("Selected: Label: Value. Button. 2 of 4.") == heard)
        #expect(SpokenParts.of("selected, Label, Value, button, 2 of 4") == heard)
        #expect(SpokenParts.of("Password: \u{2022}\u{2022}\u{2022}. Secure Text Field.")
                == ["password", "3", "characters", "secure", "text", "field"])
    }
}
