/// A whole screen: its platform and its elements in on-screen order, top to bottom.
public struct Screen: Sendable, Equatable {
    public var platform: Platform
    public var elements: [Element]
    /// Where the screen file gives its platform (the value of `platform:`), for diagnostics;
    /// nil when it does not, or when the screen was made in code.
    public var platformLocation: SourceLocation?
    /// An android screen's string resources (`strings:`, as `res/values/strings.xml` holds
    /// them): what `getString(R.string.NAME)` and `stringResource(R.string.NAME)` read.
    public var strings: [String: String]
    /// An ios screen's app variables (`state:`, `rating: 3`): what code in an adjustment body
    /// reads and changes by name, as a property of the app's view or view controller.
    public var state: [String: StateVariable]
    /// An android window's title (`windowTitle:`, an activity's `android:label` or `setTitle`):
    /// what TalkBack says first when the window appears (docs/talkback.md TB-7.9).
    public var windowTitle: String?
    /// The Compose `FocusRequester`s a fix declared (`val errorFocus = remember { FocusRequester() }`),
    /// by name; a node takes one with `Modifier.focusRequester(NAME)` (docs/talkback.md TB-7.12).
    public var focusRequesters: Set<String> = []
    /// The `AXCustomContent`s a fix made as constants (`let age = AXCustomContent(…)`), by name.
    public var contentConstants: [String: CustomContent] = [:]
    /// The custom actions a fix made as constants (`let share = UIAccessibilityCustomAction(…)`),
    /// by name, for the lists that name them.
    public var actionConstants: [String: CustomAction] = [:]
    /// A Composable's semantics as they were before a fix first assigned its `modifier`, by id:
    /// assigning it again replaces what the earlier assignment set, as Kotlin replaces a value.
    public var modifierBases: [String: ModifierBase] = [:]

    public init(platform: Platform = .ios, elements: [Element], platformLocation: SourceLocation? = nil,
                strings: [String: String] = [:], state: [String: StateVariable] = [:], windowTitle: String? = nil) {
        self.platform = platform
        self.windowTitle = windowTitle
        self.elements = elements
        self.platformLocation = platformLocation
        self.strings = strings
        self.state = state
    }

    /// Every element, depth first in on-screen order.
    public var allElements: [Element] {
        var result: [Element] = []
        func walk(_ elements: [Element]) {
            for element in elements {
                result.append(element)
                walk(element.children)
            }
        }
        walk(elements)
        return result
    }

    /// The element with this id, anywhere in the tree (depth first, as `allElements` lists
    /// them), found without copying the others.
    public func element(_ id: String) -> Element? {
        func find(_ elements: [Element]) -> Element? {
            for element in elements {
                if element.id == id { return element }
                if let found = find(element.children) { return found }
            }
            return nil
        }
        return find(elements)
    }

    /// Changes the element with this id in place; returns false when there is none.
    @discardableResult
    public mutating func modify(_ id: String, _ change: (inout Element) throws -> Void) rethrows -> Bool {
        func visit(_ elements: inout [Element]) throws -> Bool {
            for index in elements.indices {
                if elements[index].id == id {
                    try change(&elements[index])
                    return true
                }
                if try visit(&elements[index].children) { return true }
            }
            return false
        }
        return try visit(&elements)
    }

    /// The app's own `.valueChanged` handler for the control `id`, as far as the screen says what
    /// it does (`valueLabel`): the control's value written to that label as a whole number, as
    /// `countLabel.text = "\(Int(stepper.value))"` writes it.
    public mutating func sendValueChanged(from id: String) {
        guard let control = element(id), let label = control.valueLabel else { return }
        let value = control.value ?? control.minimumValue ?? 0
        modify(label) { $0.text = SwiftDescription.wholeNumber(value).map(String.init) ?? "0" }
    }
}
