import AXModel

/// What an element shows after one entry of its `updates` (a clock ticking, a book's next
/// page): the visible content its class has, else its accessibility text.
extension Element {
    /// Shows `update`: text for labels, cells and text fields, the title for buttons and
    /// navigation bars, a number for sliders and steppers, a fraction or percentage for
    /// progress views, a 1-based page for page controls, on/off for switches. Views without
    /// such content take it as their `accessibilityValue` when one is set, else their
    /// `accessibilityLabel` when one is set, else as a new `accessibilityValue`; so do
    /// controls whose update is not a number they can show.
    mutating func show(_ update: String) {
        switch type {
        case .UILabel, .UITableViewCell, .UITextField, .UITextView, .UISearchTextField:
            text = update
            return
        case .UIButton, .UINavigationBar:
            title = update
            return
        case .UISlider, .UIStepper:
            if let number = Double(update) {
                value = number
                return
            }
        case .UIProgressView:
            if update.hasSuffix("%"), let percent = Double(update.dropLast()) {
                progress = percent / 100
                return
            }
            if let fraction = Double(update) {
                progress = fraction
                return
            }
        case .UIPageControl:
            if let page = Int(update) {
                currentPage = page - 1
                return
            }
        case .UISwitch:
            switch update.lowercased() {
            case "1", "on", "true": isOn = true; return
            case "0", "off", "false": isOn = false; return
            default: break
            }
        case .UIView, .UIImageView, .UISegmentedControl, .UITabBar:
            break
        }
        if accessibilityValue == nil, accessibilityLabel != nil {
            accessibilityLabel = update
        } else {
            accessibilityValue = update
        }
    }
}
