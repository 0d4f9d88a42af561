/// Words people write for what a screen file names otherwise (SwiftUI's, Android's, everyday
/// ones), so that a suggestion can say the screen file's word where spelling is not the problem.
enum ScreenSynonyms {
    /// Element keys: `contentDescription` means `accessibilityLabel`.
    static let keys: [String: String] = [
        "label": "accessibilityLabel", "contentDescription": "accessibilityLabel",
        "accessibilityIdentifier": "id", "identifier": "id",
        "hint": "accessibilityHint", "traits": "accessibilityTraits",
        "isHeader": "accessibilityTraits", "hidden": "isHidden", "enabled": "isEnabled", "disabled": "isEnabled",
        "selected": "isSelected", "checked": "isOn", "on": "isOn", "min": "minimumValue",
        "max": "maximumValue", "step": "stepValue", "subviews": "children", "elements": "children",
        "secure": "isSecureTextEntry", "accessory": "accessoryType", "action": "onActivate",
        "onTap": "onActivate", "onClick": "onActivate", "importantForAccessibility": "isAccessibilityElement",
    ]

    /// Element types: `UIImage` is drawn by a `UIImageView`; SwiftUI views the model does not
    /// have yet are written as the UIKit class that draws them (`Stepper` as `UIStepper`).
    static let types: [String: String] = [
        "UIImage": "UIImageView", "ImageView": "UIImageView", "TextView": "UITextView",
        "Switch": "UISwitch", "Stepper": "UIStepper", "SearchBar": "UISearchTextField",
        "UISearchBar": "UISearchTextField", "TabView": "UITabBar", "SegmentedControl": "UISegmentedControl",
        "UITabBarController": "UITabBar", "UINavigationController": "UINavigationBar",
        "ProgressView": "UIProgressView", "UIStackView": "UIView", "View": "UIView", "UIControl": "UIView",
        "NavigationView": "NavigationStack", "LazyVStack": "VStack", "LazyHStack": "HStack",
        "ScrollView": "VStack",
    ]

    /// Traits: `heading` is UIKit's `header`.
    static let traits: [String: String] = [
        "heading": "header", "title": "header", "disabled": "notEnabled", "dimmed": "notEnabled",
        "toggle": "toggleButton", "switch": "toggleButton", "text": "staticText", "label": "staticText",
        "search": "searchField", "slider": "adjustable",
    ]
}
