/// The view classes a screen may use: UIKit's for ios screens, Android's (and a Jetpack Compose
/// semantics node) for android screens; each brings its toolkit's accessibility defaults.
public enum ElementType: String, Sendable, CaseIterable, Equatable {
    case UIView
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

    /// The platform whose toolkit has this class.
    public var platform: Platform {
        switch self {
        case .UIView, .UILabel, .UIButton, .UIImageView, .UISwitch, .UISlider, .UIStepper, .UITextField,
             .UITextView, .UISearchTextField, .UISegmentedControl, .UITabBar, .UINavigationBar,
             .UIProgressView, .UITableViewCell, .UIPageControl:
            return .ios
        case .TextView, .Button, .ImageButton, .ImageView, .EditText, .CheckBox, .RadioButton, .Switch,
             .SeekBar, .ProgressBar, .Spinner, .ViewGroup, .Composable:
            return .android
        }
    }

    /// The classes a screen of this platform may use.
    public static func types(of platform: Platform) -> [ElementType] {
        allCases.filter { $0.platform == platform }
    }

    /// Types a learner types text into.
    public var isTextEntry: Bool {
        self == .UITextField || self == .UITextView || self == .UISearchTextField
    }
}
