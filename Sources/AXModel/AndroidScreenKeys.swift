/// The keys an element of an android screen may carry: Android's View attribute names, and
/// Compose's semantics names on a `Composable`.
enum AndroidScreenKey {
    /// The Android View classes (every android type but `Composable`).
    static let views: [ElementType] = ElementType.types(of: .android).filter { $0 != .Composable }

    /// Every key of an android screen's elements, with the types that take it (nil: every
    /// android type).
    static let all: [ScreenKey] = [
        ScreenKey("id"),
        ScreenKey("type"),
        ScreenKey("children"),
        ScreenKey("text", [.TextView, .Button, .EditText, .CheckBox, .RadioButton, .Switch, .Composable]),
        ScreenKey("contentDescription"),
        ScreenKey("hint", [.EditText]),
        ScreenKey("labelFor", views),
        ScreenKey("accessibilityTraversalBefore", views),
        ScreenKey("accessibilityTraversalAfter", views),
        ScreenKey("isTraversalGroup", [.Composable]),
        ScreenKey("traversalIndex", [.Composable]),
        ScreenKey("enabled", views),
        ScreenKey("checked", [.CheckBox, .RadioButton, .Switch]),
        ScreenKey("selected"),
        ScreenKey("clickable"),
        ScreenKey("longClickable"),
        ScreenKey("focusable", views),
        ScreenKey("importantForAccessibility", views),
        ScreenKey("visibility", views),
        ScreenKey("accessibilityLiveRegion", views),
        ScreenKey("liveRegion", [.Composable]),
        ScreenKey("accessibilityPaneTitle", views),
        ScreenKey("paneTitle", [.Composable]),
        ScreenKey("composed", [.Composable]),
        ScreenKey("screenReaderFocusable", views),
        ScreenKey("accessibilityHeading", views),
        ScreenKey("stateDescription"),
        ScreenKey("roleDescription", views),
        ScreenKey("error", [.EditText, .Composable]),
        ScreenKey("tooltipText", views),
        ScreenKey("progress", [.SeekBar, .ProgressBar, .Composable]),
        ScreenKey("min", [.SeekBar, .ProgressBar, .Composable]),
        ScreenKey("max", [.SeekBar, .ProgressBar, .Composable]),
        ScreenKey("entries", [.Spinner]),
        ScreenKey("selection", [.Spinner]),
        ScreenKey("role", [.Composable]),
        ScreenKey("icon", [.Composable]),
        ScreenKey("heading", [.Composable]),
        ScreenKey("disabled", [.Composable]),
        ScreenKey("mergeDescendants", [.Composable]),
        ScreenKey("toggleableState", [.Composable]),
        ScreenKey("expanded"),
        ScreenKey("collection", [.ViewGroup, .Composable]),
        ScreenKey("onActivate"),
        ScreenKey("customActions"),
        ScreenKey("updates"),
        ScreenKey("required"),
    ]

    /// The keys by name.
    static let byName: [String: ScreenKey] = Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0) })

    /// Every key name, for suggestions.
    static let names: [String] = all.map(\.name)

    /// UIKit keys and the Android attribute that does their work: what an iOS developer
    /// writing an android screen is told to use instead.
    static let fromUIKit: [String: String] = [
        "accessibilityLabel": "contentDescription", "accessibilityValue": "stateDescription",
        "isAccessibilityElement": "importantForAccessibility",
        "accessibilityElementsHidden": "importantForAccessibility",
        "shouldGroupAccessibilityChildren": "screenReaderFocusable", "isEnabled": "enabled",
        "isSelected": "selected", "isOn": "checked", "placeholder": "hint", "title": "text",
        "value": "progress", "minimumValue": "min", "maximumValue": "max", "segments": "entries",
        "items": "entries", "selectedSegmentIndex": "selection", "selectedIndex": "selection",
    ]

    /// Other words people write for an Android attribute (Compose's and everyday ones).
    static let synonyms: [String: String] = [
        "label": "contentDescription", "description": "contentDescription", "onClick": "clickable",
        "isChecked": "checked", "isHeading": "accessibilityHeading", "subviews": "children",
        "placeholderText": "hint", "accessibilityIdentifier": "id",
    ]

    /// Keys written for the wrong type that another key of that type probably means:
    /// Compose's name for a View attribute and the other way round.
    private static let alternatives: [String: [String]] = [
        "checked": ["toggleableState"], "toggleableState": ["checked"],
        "accessibilityHeading": ["heading"], "heading": ["accessibilityHeading"],
        "enabled": ["disabled"], "disabled": ["enabled"],
        "screenReaderFocusable": ["mergeDescendants"], "mergeDescendants": ["screenReaderFocusable"],
        "roleDescription": ["role"], "role": ["roleDescription"],
        "text": ["contentDescription"], "focusable": ["clickable"],
    ]

    /// The key `type` takes in place of `key` (`heading` for `accessibilityHeading` on a
    /// Composable), if there is one.
    static func alternative(to key: String, for type: ElementType) -> String? {
        alternatives[key]?.first { byName[$0]?.types?.contains(type) ?? true }
    }
}

extension AndroidScreenKey {
    /// The Android class for a UIKit or SwiftUI type name, or a common Android subclass, written
    /// in an android screen.
    static let typeFromOthers: [String: ElementType] = [
        "UIView": .ViewGroup, "UILabel": .TextView, "UIButton": .Button, "UIImageView": .ImageView,
        "UISwitch": .Switch, "UISlider": .SeekBar, "UITextField": .EditText, "UITextView": .EditText,
        "UISearchTextField": .EditText, "UIProgressView": .ProgressBar, "UIActivityIndicatorView": .ProgressBar, "UITableViewCell": .ViewGroup,
        "UIScrollView": .ViewGroup, "UITableView": .ViewGroup, "UICollectionView": .ViewGroup,
        "Text": .TextView, "Toggle": .Switch, "Slider": .SeekBar, "TextField": .EditText, "Image": .ImageView,
        "Picker": .Spinner, "ProgressView": .ProgressBar, "VStack": .ViewGroup, "HStack": .ViewGroup,
        "View": .ViewGroup, "LinearLayout": .ViewGroup, "FrameLayout": .ViewGroup,
        "ConstraintLayout": .ViewGroup, "RelativeLayout": .ViewGroup, "MaterialButton": .Button,
        "AppCompatButton": .Button, "SwitchCompat": .Switch, "SwitchMaterial": .Switch,
        "TextInputEditText": .EditText, "AppCompatEditText": .EditText, "Column": .Composable,
        "Row": .Composable, "Box": .Composable, "Compose": .Composable,
    ]

    /// The UIKit class for an Android class written in an ios screen.
    static let uiKitType: [ElementType: ElementType] = [
        .TextView: .UILabel, .Button: .UIButton, .ImageButton: .UIButton, .ImageView: .UIImageView,
        .EditText: .UITextField, .CheckBox: .UIButton, .RadioButton: .UIButton, .Switch: .UISwitch,
        .SeekBar: .UISlider, .ProgressBar: .UIProgressView, .ViewGroup: .UIView, .Composable: .UIView,
    ]
}
