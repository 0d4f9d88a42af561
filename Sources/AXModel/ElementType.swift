/// The view classes a screen may use: UIKit's and SwiftUI's for ios screens, Android's (and a
/// Jetpack Compose semantics node) for android screens; each brings its framework's
/// accessibility defaults (`framework`).
public enum ElementType: String, Sendable, CaseIterable, Equatable {
    case UIView
    /// A custom control's base class (an app's `RatingControl: UIControl`): a view that can be
    /// enabled and selected and sends actions, with no traits and not an element by default.
    case UIControl
    case UILabel
    case UIButton
    case UIImageView
    case UISwitch
    case UISlider
    case UIStepper
    case UITextField
    case UITextView
    case UISearchTextField
    case UISegmentedControl
    case UITabBar
    case UINavigationBar
    case UIProgressView
    case UITableViewCell
    case UIPageControl
    case UIActivityIndicatorView
    /// Containers that scroll: VoiceOver reads the views they hold in order and is no element of
    /// them (docs/voiceover.md VO-5.16).
    case UIScrollView
    case UITableView
    case UICollectionView

    // SwiftUI views (docs/voiceover.md section 7), written in a screen by their SwiftUI names
    // (`name`). SwiftUI's `Button` shares its name with Android's, so its case is spelled as
    // Swift qualifies it.
    case Text
    case Image
    case Label
    case SwiftUIButton = "SwiftUI.Button"
    case Toggle
    case Slider
    /// SwiftUI's `Picker` in its segmented style (`.pickerStyle(.segmented)`), the only style
    /// modelled: UIKit's segmented control draws it (docs/voiceover.md VO-7.11).
    case Picker
    case TextField
    case SecureField
    case HStack
    case VStack
    case ZStack
    case Group
    case List
    case Form
    case Section
    case NavigationStack

    // Android views (docs/talkback.md).
    case TextView
    case Button
    case ImageButton
    case ImageView
    case EditText
    case CheckBox
    case RadioButton
    case Switch
    case SeekBar
    case ProgressBar
    case Spinner
    case ViewGroup
    /// A Jetpack Compose node, described by its semantics (`role`, `heading`, …).
    case Composable

    /// Which framework this view belongs to: the one answer every check of a statement
    /// against its view, and every default, goes through.
    public var framework: Framework {
        switch self {
        case .UIView, .UIControl, .UILabel, .UIButton, .UIImageView, .UISwitch, .UISlider, .UIStepper, .UITextField,
             .UITextView, .UISearchTextField, .UISegmentedControl, .UITabBar, .UINavigationBar,
             .UIProgressView, .UITableViewCell, .UIPageControl, .UIActivityIndicatorView, .UIScrollView, .UITableView,
             .UICollectionView:
            return .uikit
        case .Text, .Image, .Label, .SwiftUIButton, .Toggle, .Slider, .Picker, .TextField, .SecureField, .HStack,
             .VStack, .ZStack, .Group, .List, .Form, .Section, .NavigationStack:
            return .swiftUI
        case .TextView, .Button, .ImageButton, .ImageView, .EditText, .CheckBox, .RadioButton, .Switch,
             .SeekBar, .ProgressBar, .Spinner, .ViewGroup:
            return .androidViews
        case .Composable:
            return .compose
        }
    }

    /// The platform whose toolkit has this class.
    public var platform: Platform { framework.platform }

    /// The type's name as a screen file and the code write it: `Button` for SwiftUI's button.
    public var name: String {
        self == .SwiftUIButton ? "Button" : rawValue
    }

    /// The type a screen of `platform` means by `name`: `Button` is SwiftUI's on ios,
    /// Android's on android.
    public static func named(_ name: String, on platform: Platform) -> ElementType? {
        types(of: platform).first { $0.name == name }
    }

    /// The classes a screen of this platform may use.
    public static func types(of platform: Platform) -> [ElementType] {
        allCases.filter { $0.platform == platform }
    }

    /// The types a screen of `platform` takes, by framework, in words: "ios screens take the
    /// UIKit classes UIView, … and the SwiftUI views Text, …" (an unknown type's message).
    public static func listed(on platform: Platform) -> String {
        let parts = Framework.allCases.filter { $0.platform == platform }.map { framework -> String in
            let names = allCases.filter { $0.framework == framework }.map(\.name).joined(separator: ", ")
            switch framework {
            case .uikit: return "the UIKit classes " + names
            case .swiftUI: return "the SwiftUI views " + names
            case .androidViews: return "the Android classes " + names
            case .compose: return names + " (a Jetpack Compose node)"
            }
        }
        return "\(platform.rawValue) screens take " + parts.joined(separator: " and ")
    }

    /// Types a learner types text into.
    public var isTextEntry: Bool {
        switch self {
        case .UITextField, .UITextView, .UISearchTextField, .TextField, .SecureField: true
        default: false
        }
    }

    /// A switch: UIKit's `UISwitch` or SwiftUI's `Toggle`, which flip on a double tap.
    public var isSwitch: Bool {
        self == .UISwitch || self == .Toggle
    }

    /// A slider: UIKit's `UISlider` or SwiftUI's `Slider`, which move 10% a swipe.
    public var isSlider: Bool {
        self == .UISlider || self == .Slider
    }
}
