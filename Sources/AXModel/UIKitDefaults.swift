import Foundation

/// What UIKit gives each view class before the app sets anything (docs/voiceover.md section 5),
/// and the properties an element ends up with once the app's settings are applied. SwiftUI's
/// own defaults are in `SwiftUIDefaults.swift`, chosen by the view's `framework`.
extension Element {
    /// The traits UIKit gives this type and state, before `accessibilityTraits` is set
    /// (docs/voiceover.md VO-5.1, VO-5.2, VO-5.3, VO-5.6, VO-5.8, VO-5.10).
    public var defaultTraits: Traits {
        var traits: Traits
        switch type {
        case .UIButton: traits = .button
        case .UILabel: traits = .staticText
        case .UIImageView: traits = .image
        case .UISwitch: traits = [.button, .toggleButton]
        case .UISlider, .UIPageControl: traits = .adjustable
        case .UISearchTextField: traits = .searchField
        case .UIProgressView: traits = .updatesFrequently
        case .UITabBar: traits = .tabBar
        case .UITableViewCell:
            traits = accessoryType == .disclosureIndicator ? .button : []
        case .UIView, .UIControl, .UIStepper, .UITextField, .UITextView, .UISegmentedControl, .UINavigationBar,
             .UIActivityIndicatorView, .UIScrollView, .UITableView, .UICollectionView:
            traits = []
        case .Text, .Image, .Label, .SwiftUIButton, .Toggle, .Slider, .Picker, .TextField, .SecureField, .HStack,
             .VStack, .ZStack, .Group, .List, .Form, .Section, .NavigationStack:
            traits = swiftUIDefaultTraits
        case .TextView, .Button, .ImageButton, .ImageView, .EditText, .CheckBox, .RadioButton, .Switch,
             .SeekBar, .ProgressBar, .Spinner, .ViewGroup, .Composable:
            traits = []  // Android views have no UIKit traits: TalkBack reads `android`.
        }
        return traits
    }

    /// Traits as VoiceOver sees them: the set ones (or the default), plus `notEnabled` when
    /// `isEnabled` is false and `selected` when `isSelected` is true (docs/voiceover.md VO-5.11),
    /// or when a cell shows UIKit's checkmark accessory (VO-5.10).
    public var resolvedTraits: Traits {
        var traits = accessibilityTraits ?? defaultTraits
        if !isEnabled { traits.insert(.notEnabled) }
        if isSelected || (type == .UITableViewCell && accessoryType == .checkmark) { traits.insert(.selected) }
        return traits
    }

    /// The label VoiceOver reads: the set one, else the type's visible text, else the asset
    /// name of the image it shows (`labelIsImageName`) (docs/voiceover.md VO-5.1, VO-5.5, VO-5.9,
    /// VO-6.1).
    public var resolvedLabel: String? {
        if let accessibilityLabel { return accessibilityLabel }
        if type.framework == .swiftUI { return swiftUILabel }
        switch type {
        case .UILabel, .UITableViewCell: return text
        case .UIButton: return labelIsImageName ? image : title  // docs/voiceover.md VO-6.1
        case .UIImageView: return image  // docs/voiceover.md VO-6.1
        case .UITextField, .UISearchTextField: return placeholder
        case .UINavigationBar: return title
        // A spinning indicator says "In progress" (docs/voiceover.md VO-5.15); a stopped one that
        // stays on screen is refused when the screen is read (no source says what it reads).
        case .UIActivityIndicatorView: return isAnimating == true ? Element.activityInProgress : nil
        default: return nil
        }
    }

    /// What VoiceOver says for a spinning `UIActivityIndicatorView` (docs/voiceover.md VO-5.15).
    public static let activityInProgress = "In progress"

    /// A `UIActivityIndicatorView` stopped with `hidesWhenStopped` (UIKit's default) hides
    /// itself, as UIKit sets its `isHidden` (docs/voiceover.md VO-5.15).
    public mutating func hideStoppedActivityIndicator() {
        guard type == .UIActivityIndicatorView, isAnimating != true, hidesWhenStopped ?? true else { return }
        isHidden = true
    }

    /// Whether VoiceOver names the element by its image's asset name, for want of anything
    /// else: an image view, or a button with an image and no title, that has no
    /// `accessibilityLabel`. SwiftUI's `Image("gear")` is labelled by its name (Apple's
    /// `Image.init(_:bundle:)`), and UIKit falls back to the name the same way
    /// (docs/voiceover.md VO-6.1; the choice is in docs/decisions.md).
    public var labelIsImageName: Bool {
        guard accessibilityLabel == nil, let image, !image.isEmpty else { return false }
        switch type {
        case .UIImageView: return true
        case .UIButton, .SwiftUIButton: return title?.isEmpty ?? true
        case .Image: return !decorative
        default: return false
        }
    }

    /// The value VoiceOver reads: the set one, else the control's own value (a slider's and a
    /// progress view's as a rounded percentage of the range, a secure field's as one bullet
    /// per character; docs/voiceover.md VO-5.2, VO-5.3, VO-5.5, VO-5.6, VO-1.14). A `UISwitch`
    /// always reports its own state (VO-1.10).
    public var resolvedValue: String? {
        // A UISwitch reads `1` / `0` from `isOn` whatever `accessibilityValue` the app set:
        // AccessibilitySnapshot 5b03db8, SwitchControlViewController.swift lines 34-46 set
        // "Value" on switches that its testSwitchControls reference images (iOS 17.5, 18.5,
        // 26.2) read as `Label. Switch Button. On.`. A custom element with `.toggleButton`
        // keeps the value it is given (the same images: `Fake Label. Switch Button. Value`).
        if type == .UISwitch { return (isOn ?? false) ? "1" : "0" }
        if let accessibilityValue { return accessibilityValue }
        if type.framework == .swiftUI { return swiftUIValue }
        switch type {
        case .UISlider:
            return Element.percent(of: value ?? minimumValue ?? 0, from: minimumValue ?? 0, to: maximumValue ?? 1)
        case .UITextField, .UITextView, .UISearchTextField:
            // A secure field shows one bullet per character and reports them as its value,
            // never the text (AccessibilitySnapshot 5b03db8, SwiftUITextEntry.swift line 9: a
            // SecureField holding "secret123" reads as nine bullets in the testSwiftUITextEntry
            // images on iOS 17.5, 18.5 and 26.2). VoiceOver says them as a count (Speech).
            if isSecureTextEntry, let text, !text.isEmpty {
                return String(repeating: Element.secureBullet, count: text.count)
            }
            if let text, !text.isEmpty { return text }
            // An empty field with a name of its own reads its placeholder after the name
            // (seed 004: "Label, placeholder, text field"); without a name the placeholder
            // already is the label and is not read twice.
            return accessibilityLabel == nil ? nil : placeholder
        case .UIProgressView: return Element.percent(of: progress ?? 0, from: 0, to: 1)
        case .UIPageControl:
            let pages = max(numberOfPages ?? 1, 0)
            let current = min(max(currentPage ?? 0, 0), max(pages - 1, 0))
            return "page \(current + 1) of \(pages)"
        default: return nil
        }
    }

    /// The character a secure text field shows, and reports, for each character typed.
    public static let secureBullet: Character = "\u{2022}"

    /// `value` as a whole percentage of `low...high`, clamped to the range as UIKit clamps a
    /// slider's or progress view's value; "0%" for an empty or non-finite range.
    static func percent(of value: Double, from low: Double, to high: Double) -> String {
        guard low.isFinite, high.isFinite, high > low, value.isFinite else { return "0%" }
        let fraction = min(max((value - low) / (high - low), 0), 1)
        return "\(Int((fraction * 100).rounded()))%"
    }

    /// Whether UIKit makes this type an accessibility element before the app says otherwise
    /// (docs/voiceover.md VO-5.1, VO-5.4).
    public var defaultIsAccessibilityElement: Bool {
        switch type {
        case .UILabel, .UIButton, .UISwitch, .UISlider, .UITextField, .UITextView,
             .UISearchTextField, .UIProgressView, .UITableViewCell, .UIPageControl, .UIActivityIndicatorView:
            return true
        case .UIView, .UIControl, .UIImageView, .UIStepper, .UISegmentedControl, .UITabBar, .UINavigationBar,
             .UIScrollView, .UITableView, .UICollectionView:
            return false
        case .Text, .Image, .Label, .SwiftUIButton, .Toggle, .Slider, .Picker, .TextField, .SecureField, .HStack,
             .VStack, .ZStack, .Group, .List, .Form, .Section, .NavigationStack:
            return swiftUIIsAccessibilityElement
        case .TextView, .Button, .ImageButton, .ImageView, .EditText, .CheckBox, .RadioButton, .Switch,
             .SeekBar, .ProgressBar, .Spinner, .ViewGroup, .Composable:
            return false  // Not a UIKit element; TalkBack decides focus from `android`.
        }
    }

    /// Whether the element is a secure text field: UIKit's with `isSecureTextEntry`, or a
    /// SwiftUI `SecureField` (docs/voiceover.md VO-1.13, VO-7.8).
    public var isSecure: Bool {
        isSecureTextEntry || type == .SecureField
    }

    /// Whether VoiceOver treats this element as one focus stop.
    public var resolvedIsAccessibilityElement: Bool {
        isAccessibilityElement ?? defaultIsAccessibilityElement
    }

    /// The label VoiceOver says when focus comes into this container from outside it: a
    /// `.semanticGroup` container's, or a SwiftUI `.contain` container's, when it has one and is
    /// no tab bar (docs/voiceover.md VO-1.20). Nil for an element, whose label is its own.
    public var groupLabel: String? {
        guard accessibilityContainerType == .semanticGroup || childBehavior == .contain,
              childBehavior == .contain || !resolvedIsAccessibilityElement,
              let label = accessibilityLabel, !label.isEmpty, !resolvedTraits.contains(.tabBar) else { return nil }
        return label
    }
}
