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
        ScreenKey("accessibilityDirectTouchOptions", uikitViews + swiftUIViews),
        ScreenKey("isAccessibilityElement"),
        ScreenKey("accessibilityElementsHidden"),
        ScreenKey("accessibilityViewIsModal"),
        ScreenKey("shouldGroupAccessibilityChildren"),
        ScreenKey("accessibilityElements"),
        ScreenKey("accessibilityContainerType"),
        ScreenKey("isHidden"),
        ScreenKey("isEnabled"),
        ScreenKey("isSelected"),
        ScreenKey("text", [.UILabel, .UITextField, .UITextView, .UISearchTextField, .UITableViewCell, .Text,
                           .TextField, .SecureField]),
        ScreenKey("title", [.UIButton, .UINavigationBar, .Label, .SwiftUIButton, .Toggle, .Picker, .TextField,
                            .SecureField]),
        ScreenKey("image", [.UIImageView, .UIButton, .UITableViewCell, .Image, .Label, .SwiftUIButton]),
        ScreenKey("decorative", [.Image]),
        ScreenKey("systemImage", [.Image, .SwiftUIButton]),
        ScreenKey("header", [.Section]),
        ScreenKey("footer", [.Section]),
        ScreenKey("placeholder", [.UITextField, .UISearchTextField]),
        ScreenKey("isOn", [.UISwitch, .Toggle]),
        ScreenKey("value", [.UISlider, .UIStepper, .Slider]),
        ScreenKey("minimumValue", [.UISlider, .UIStepper, .Slider]),
        ScreenKey("maximumValue", [.UISlider, .UIStepper, .Slider]),
        ScreenKey("stepValue", [.UIStepper]),
        ScreenKey("valueLabel", [.UISlider, .UIStepper]),
        ScreenKey("isSecureTextEntry", [.UITextField, .UITextView, .UISearchTextField]),
        ScreenKey("isEditing", [.UITextField, .UITextView, .UISearchTextField, .TextField, .SecureField]),
        ScreenKey("segments", [.UISegmentedControl]),
        ScreenKey("selectedSegmentIndex", [.UISegmentedControl]),
        ScreenKey("options", [.Picker]),
        ScreenKey("selection", [.Picker]),
        ScreenKey("pickerStyle", [.Picker]),
        ScreenKey("items", [.UITabBar]),
        ScreenKey("selectedIndex", [.UITabBar]),
        ScreenKey("badges", [.UITabBar]),
        ScreenKey("parts", [.UISegmentedControl, .UITabBar]),
        ScreenKey("accessoryType", [.UITableViewCell]),
        ScreenKey("progress", [.UIProgressView]),
        ScreenKey("backTitle", [.UINavigationBar]),
        ScreenKey("numberOfPages", [.UIPageControl]),
        ScreenKey("currentPage", [.UIPageControl]),
        ScreenKey("isAnimating", [.UIActivityIndicatorView]),
        ScreenKey("hidesWhenStopped", [.UIActivityIndicatorView]),
        ScreenKey("onActivate"),
        ScreenKey("customActions"),
        ScreenKey("speechSpellsOutCharacters", uikitViews + swiftUIViews),
        ScreenKey("accessibilityLanguage", uikitViews),
        ScreenKey("customContent", uikitViews + swiftUIViews),
        ScreenKey("updates"),
        ScreenKey("required"),
        ScreenKey("class", uikitViews),
        ScreenKey("childBehavior", swiftUIViews),
        ScreenKey("headingLevel", swiftUIViews),
        ScreenKey("sortPriority", swiftUIViews),
    ]

    /// Every SwiftUI view: the keys that stand for a SwiftUI modifier take any of them.
    private static let swiftUIViews = ElementType.allCases.filter { $0.framework == .swiftUI }
    /// Every UIKit view: an app subclasses them (`class:`).
    private static let uikitViews = ElementType.allCases.filter { $0.framework == .uikit }

    /// The keys by name.
    static let byName: [String: ScreenKey] = Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0) })

    /// Every key name, for suggestions.
    static let names: [String] = all.map(\.name)

    /// The keys a screen file has at its top level.
    static let topLevel = ["platform", "elements", "strings", "state", "windowTitle"]
    /// The top-level keys that make a file a screen when one of its first keys is one of them.
    static let screenMarks = ["platform", "elements"]

    /// Keys written for the wrong type that another key of that type probably means.
    private static let alternatives: [String: [String]] = [
        "text": ["title"], "title": ["text"], "value": ["isOn", "progress"], "progress": ["value"],
        "selectedIndex": ["selectedSegmentIndex", "selection"], "selectedSegmentIndex": ["selectedIndex", "selection"],
        "segments": ["items", "options"], "items": ["segments", "options"], "options": ["segments", "items"],
        "selection": ["selectedSegmentIndex", "selectedIndex"], "placeholder": ["title"],
    ]

    /// The key `type` takes in place of `key` (`title` for `text` on a button), if there is one.
    static func alternative(to key: String, for type: ElementType) -> String? {
        alternatives[key]?.first { byName[$0]?.types?.contains(type) ?? true }
    }

    /// `UISwitch`, `UISlider and UIStepper`, `UITextField, UITextView and UISearchTextField`.
    static func list(_ types: [ElementType]) -> String {
        let names = types.map(\.name)
        guard let last = names.last else { return "" }
        return names.count == 1 ? last : names.dropLast().joined(separator: ", ") + " and " + last
    }
}
