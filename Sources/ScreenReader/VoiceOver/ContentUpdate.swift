import AXModel

/// What an element shows after one entry of its `updates` (a clock ticking, a book's next
/// page, a download's progress; docs/voiceover.md VO-3.20).
extension Element {
    /// Shows `update` where VoiceOver reads it, as an app that keeps its accessibility text
    /// in step with the screen would (seed 000's stopwatch label):
    /// 1. a set `accessibilityValue` takes it;
    /// 2. controls with a value take it as that value when it reads as one: a number for
    ///    sliders and steppers, a fraction or percentage for progress views, a 1-based page
    ///    for page controls, on/off for switches, any text for text fields;
    /// 3. else a set `accessibilityLabel` takes it;
    /// 4. else the visible text (labels, cells) or title (buttons, navigation bars);
    /// 5. else it becomes the `accessibilityValue`.
    mutating func show(_ update: String) {
        if accessibilityValue != nil {
            accessibilityValue = update
            return
        }
        if showAsValue(update) { return }
        if accessibilityLabel != nil {
            accessibilityLabel = update
            return
        }
        switch type {
        case .UILabel, .UITableViewCell, .Text: text = update
        case .UIButton, .UINavigationBar, .Label, .SwiftUIButton, .Toggle: title = update
        default: accessibilityValue = update
        }
    }

    /// Step 2 of `show`: true when the control took the update as its value.
    private mutating func showAsValue(_ update: String) -> Bool {
        switch type {
        case .UITextField, .UITextView, .UISearchTextField, .TextField, .SecureField:
            text = update
        case .UISlider, .UIStepper, .Slider:
            guard let number = Double(update) else { return false }
            value = number
        case .UIProgressView:
            if update.hasSuffix("%"), let percent = Double(update.dropLast()) {
                progress = percent / 100
            } else if let fraction = Double(update) {
                progress = fraction
            } else {
                return false
            }
        case .UIPageControl:
            guard let page = Int(update), page > 0 else { return false }
            currentPage = page - 1
        case .UISwitch, .Toggle:
            switch update.lowercased() {
            case "1", "on", "true": isOn = true
            case "0", "off", "false": isOn = false
            default: return false
            }
        default:
            return false
        }
        return true
    }
}
