/// One key an element may carry in a screen file, and the element types that take it.
struct ScreenKey: Sendable {
    let name: String
    /// The types that take this key; nil when every type does.
    let types: [ElementType]?

    init(_ name: String, _ types: [ElementType]? = nil) {
        self.name = name
        self.types = types
    }

    /// Every element key, in the order docs/screen-format.md lists them.
    static let all: [ScreenKey] = [
        ScreenKey("id"),
        ScreenKey("type"),
        ScreenKey("children"),
        ScreenKey("accessibilityLabel"),
        ScreenKey("accessibilityValue"),
        ScreenKey("accessibilityHint"),
        ScreenKey("accessibilityTraits"),
        ScreenKey("isAccessibilityElement"),
        ScreenKey("accessibilityElementsHidden"),
        ScreenKey("accessibilityViewIsModal"),
        ScreenKey("shouldGroupAccessibilityChildren"),
        ScreenKey("accessibilityElements"),
        ScreenKey("accessibilityContainerType"),
        ScreenKey("isHidden"),
        ScreenKey("isEnabled"),
        ScreenKey("isSelected"),
        ScreenKey("text", [.UILabel, .UITextField, .UITextView, .UISearchTextField, .UITableViewCell]),
        ScreenKey("title", [.UIButton, .UINavigationBar]),
        ScreenKey("image", [.UIImageView, .UIButton, .UITableViewCell]),
        ScreenKey("placeholder", [.UITextField, .UISearchTextField]),
        ScreenKey("isOn", [.UISwitch]),
        ScreenKey("value", [.UISlider, .UIStepper]),
        ScreenKey("minimumValue", [.UISlider, .UIStepper]),
        ScreenKey("maximumValue", [.UISlider, .UIStepper]),
        ScreenKey("stepValue", [.UIStepper]),
        ScreenKey("isSecureTextEntry", [.UITextField, .UITextView, .UISearchTextField]),
        ScreenKey("isEditing", [.UITextField, .UITextView, .UISearchTextField]),
        ScreenKey("segments", [.UISegmentedControl]),
        ScreenKey("selectedSegmentIndex", [.UISegmentedControl]),
        ScreenKey("items", [.UITabBar]),
        ScreenKey("selectedIndex", [.UITabBar]),
        ScreenKey("accessoryType", [.UITableViewCell]),
        ScreenKey("progress", [.UIProgressView]),
        ScreenKey("backTitle", [.UINavigationBar]),
        ScreenKey("numberOfPages", [.UIPageControl]),
        ScreenKey("currentPage", [.UIPageControl]),
        ScreenKey("onActivate"),
        ScreenKey("updates"),
        ScreenKey("required"),
    ]

    /// The keys by name.
    static let byName: [String: ScreenKey] = Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0) })

    /// Every key name, for suggestions.
    static let names: [String] = all.map(\.name)

    /// The keys a screen file has at its top level.
    static let topLevel = ["platform", "elements"]

    /// Keys written for the wrong type that another key of that type probably means.
    private static let alternatives: [String: [String]] = [
        "text": ["title"], "title": ["text"], "value": ["isOn", "progress"], "progress": ["value"],
"selectedIndex": ["selectedSegmentIndex"], "selectedSegmentIndex": ["selectedIndex"],
        "segments": ["items"], "items": ["segments"],
    ]

    /// The key `type` takes in place of `key` (`title` for `text` on a button), if there is one.
    static func alternative(to key: String, for type: ElementType) -> String? {
        alternatives[key]?.first { byName[$0]?.types?.contains(type) ?? true }
    }

    /// `UISwitch`, `UISlider and UIStepper`, `UITextField, UITextView and UISearchTextField`.
    static func list(_ types: [ElementType]) -> String {
        let names = types.map(\.rawValue)
        guard let last = names.last else { return "" }
        return names.count == 1 ? last : names.dropLast().joined(separator: ", ") + " and " + last
    }
}
