import AXModel

/// What UIKit would report at run time for a project screen: the objects AccessibilitySnapshot's
/// parser would find in an app built from it.
///
/// AccessibilitySnapshot reads a live UIKit; a project screen has no run time, so this is the
/// bridge, and it is kept thin on purpose. Each view reports the label, value, traits and
/// element-ness the project's own UIKit defaults give it (`Element.resolvedLabel`,
/// `resolvedValue`, `resolvedTraits`, `resolvedIsAccessibilityElement`), except where
/// AccessibilitySnapshot's reference images show UIKit reporting something else; each such
/// exception names its image. So the differential test checks the parser's and the
/// description's rules everywhere, and the UIKit defaults only where the images speak.
///
/// Screens have no geometry: each view is taken to lie below the one written before it, so the
/// parser's sort by frame (Parser 287-362) keeps the order the screen is written in, which is
/// the order the project's model reads.
enum UIKitRuntime {
    /// The window: a plain view holding the screen's top-level elements.
    static func window(of screen: Screen) -> RuntimeObject {
        var window = RuntimeObject(id: "<window>")
        window.subviews = screen.elements.map(object(for:))
        return window
    }

    /// The run-time object of one element, with its subviews and inner elements.
    static func object(for element: Element) -> RuntimeObject {
        var object = RuntimeObject(id: element.id)
        object.isAccessibilityElement = element.resolvedIsAccessibilityElement
        object.label = element.resolvedLabel
        object.value = value(of: element)
        object.hint = element.accessibilityHint
        object.traits = element.resolvedTraits.union(privateTraits(of: element))
        object.accessibilityElementsHidden = element.accessibilityElementsHidden
        object.isHidden = element.isHidden
        object.accessibilityViewIsModal = element.accessibilityViewIsModal
        object.shouldGroupAccessibilityChildren = element.shouldGroupAccessibilityChildren
        object.containerType = element.accessibilityContainerType ?? .none
        object.subviews = element.children.map(object(for:))
        switch element.type {
        case .UIStepper:
            object.subviews = stepperButtons(of: element) + object.subviews
        case .UINavigationBar:
            object.subviews = navigationItems(of: element) + object.subviews
        case .UITabBar:
            object.kind = .tabBar
            object.tabBarItemCount = element.items?.count ?? 0
            object.subviews = tabBarButtons(of: element) + object.subviews
        case .UISegmentedControl:
            // UIKit lists the segments as the control's accessibility elements: the path on
            // which the parser gives them their series context (Parser 444-463).
            object.kind = .segmentedControl
            object.accessibilityElements = segments(of: element)
        default:
            break
        }
        if let ids = element.accessibilityElements {
            object.accessibilityElements = listed(ids, below: object)
        }
        if element.type == .UITableViewCell, (object.label ?? "").isEmpty, !element.children.isEmpty {
            object.label = labelOfCell(object) ?? object.label
        }
        return object
    }

    /// The value UIKit reports.
    ///
    /// - A `UISwitch` reports its own `1` / `0` whatever value the app set: image
    ///   `AccessibilitySnapshotTests/testSwitchControls` reads switches whose
    ///   `accessibilityValue` is "Value" as `On` / `Off`.
    /// - A secure text field reports one bullet per character of its text: image
    ///   `SnapshotTestingTests/testSwiftUITextEntry` (a SwiftUI `SecureField` holding nine
    ///   characters reads `•••••••••`).
    static func value(of element: Element) -> String? {
        if element.type == .UISwitch { return (element.isOn ?? false) ? "1" : "0" }
        if element.type.isTextEntry, element.isSecureTextEntry, element.accessibilityValue == nil,
           let text = element.text, !text.isEmpty {
            return String(repeating: "\u{2022}", count: text.count)
        }
        return element.resolvedValue
    }

    /// The private traits UIKit's classes add (Additions 584-594 name the class of each).
    static func privateTraits(of element: Element) -> Traits {
        var traits: Traits = []
        if element.type == .UISwitch { traits.insert(PrivateTraits.switchButton) }
        if element.type.isTextEntry {
            traits.insert(PrivateTraits.textEntry)
            if element.isSecureTextEntry { traits.insert(PrivateTraits.secureTextField) }
            if element.isEditing { traits.insert(PrivateTraits.isEditing) }
            if element.type == .UITextView { traits.insert(PrivateTraits.textArea) }
        }
        return traits
    }

    /// A stepper's buttons, `Decrement` then `Increment`, the one at its limit dimmed: images
    /// `DefaultControlsTests/testStepper` and `testStepperAtMin` (`Decrement. Dimmed. Button.`,
    /// then `Increment. Button.`). UIKit's range defaults to 0...100.
    static func stepperButtons(of element: Element) -> [RuntimeObject] {
        let minimum = element.minimumValue ?? 0
        let maximum = max(element.maximumValue ?? 100, minimum)
        let value = min(max(element.value ?? minimum, minimum), maximum)
        let atMinimum: Traits = (!element.isEnabled || value <= minimum) ? .notEnabled : []
        let atMaximum: Traits = (!element.isEnabled || value >= maximum) ? .notEnabled : []
        return [
            part(of: element, key: "decrement", id: "\(element.id).decrement", label: "Decrement",
                 traits: .button, states: atMinimum),
            part(of: element, key: "increment", id: "\(element.id).increment", label: "Increment",
                 traits: .button, states: atMaximum),
        ]
    }

    /// A segmented control's segments: buttons, the selected one selected (image
    /// `DefaultControlsTests/testSegmentedControl`).
    static func segments(of element: Element) -> [RuntimeObject] {
        (element.segments ?? []).enumerated().map { index, title in
            part(of: element, key: String(index), id: "\(element.id)[\(index)]", label: title,
                 traits: .button, states: states(of: element, selected: index == element.selectedSegmentIndex))
        }
    }

    /// A tab bar's buttons: the private tab bar item trait on a button, the selected one
    /// selected (image `AccessibilitySnapshotTests/testTabBars`).
    static func tabBarButtons(of element: Element) -> [RuntimeObject] {
        (element.items ?? []).enumerated().map { index, title in
            var button = part(of: element, key: String(index), id: "\(element.id)[\(index)]", label: title,
                              traits: .button, states: states(of: element, selected: index == element.selectedIndex),
                              privateTraits: PrivateTraits.tabBarItem)
            button.kind = .tabBarButton
            return button
        }
    }

    /// A navigation bar's back button (the private back button trait) and its title, a heading
    /// (image `AccessibilitySnapshotTests/testNavBarBackButtonTraitsWithTitles`).
    static func navigationItems(of element: Element) -> [RuntimeObject] {
        var items: [RuntimeObject] = []
        if let back = element.backTitle {
            items.append(part(of: element, key: "back", id: "\(element.id).back", label: back,
                              traits: .button, states: [], privateTraits: PrivateTraits.backButton))
        }
        if let title = element.title {
            items.append(part(of: element, key: "title", id: "\(element.id).title", label: title,
                              traits: .header, states: []))
        }
        return items
    }

    /// The dimmed and selected states a control passes to a part.
    static func states(of element: Element, selected: Bool) -> Traits {
        var states: Traits = element.isEnabled ? [] : .notEnabled
        if selected { states.insert(.selected) }
        return states
    }

    /// One inner element of a control, with the app's settings for it (`Element.parts`): set
    /// traits replace the public ones; states and private traits stay, as the class adds them.
    static func part(of element: Element, key: String, id: String, label: String, traits: Traits,
                     states: Traits, privateTraits: Traits = []) -> RuntimeObject {
        let settings = element.parts[key] ?? PartProperties()
        var object = RuntimeObject(id: id)
        object.isAccessibilityElement = settings.isAccessibilityElement ?? true
        object.label = settings.accessibilityLabel ?? label
        object.value = settings.accessibilityValue
        object.hint = settings.accessibilityHint
        object.traits = (settings.accessibilityTraits ?? traits).union(states).union(privateTraits)
        return object
    }

    /// The objects an `accessibilityElements` list names, found below the view, in the list's
    /// order; ids that name nothing are left out (a real array holds only real objects).
    static func listed(_ ids: [String], below object: RuntimeObject) -> [RuntimeObject] {
        let below = object.descendants
        return ids.compactMap { id in below.first { $0.id == id } }
    }

    /// A cell without a label of its own reports the labels of the elements inside it, joined
    /// with ", " (the project's rule for custom cells: FocusOrder.single).
    static func labelOfCell(_ cell: RuntimeObject) -> String? {
        var inside = cell
        inside.isAccessibilityElement = false
        let labels = SnapshotParser.elements(in: inside).compactMap { element in
            element.object.label.flatMap { $0.isEmpty ? nil : $0 }
        }
        return labels.isEmpty ? nil : labels.joined(separator: ", ")
    }
}
