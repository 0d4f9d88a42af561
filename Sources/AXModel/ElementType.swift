/// The UIKit view classes a screen may use; each brings UIKit's accessibility defaults.
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

    /// Types a learner types text into.
    public var isTextEntry: Bool {
        self == .UITextField || self == .UITextView || self == .UISearchTextField
    }
}
