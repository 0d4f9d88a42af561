/// What Android gives each View class (and what Compose gives a semantics node) before the app
/// sets anything, and the attributes an element ends up with once the app's settings are
/// applied (docs/talkback.md; the reasons for its choices are in docs/decisions.md).
extension Element {
    /// The role word TalkBack says after the name: `Button`, `Check box`, `Edit box`, …; nil
    /// for a plain text view or a layout. A clickable image says `Button` (docs/talkback.md
    /// TB-2.8).
    public var androidRoleWord: String? {
        switch type {
        case .Button, .ImageButton: return "Button"
        case .ImageView: return androidClickable ? "Button" : "Image"
        case .EditText: return "Edit box"
        case .CheckBox: return "Check box"
        case .RadioButton: return "Radio button"
        case .Switch: return "Switch"
        case .SeekBar: return "Slider"
        case .ProgressBar: return "Progress bar"
        case .Spinner: return "Drop down list"
        case .Composable:
            switch android.role {
            case .Button?: return "Button"
            case .Checkbox?: return "Check box"
            case .Switch?: return "Switch"
            case .RadioButton?: return "Radio button"
            case .Tab?: return "Tab"  // the role description Compose sets (docs/talkback.md TB-6.1)
            case .Image?: return androidClickable ? "Button" : "Image"
            case .DropdownList?: return "Drop down list"
            // Material's `Icon` with a description gives its node `Role.Image` (Icon.kt:
            // `semantics { contentDescription = …; role = Role.Image }` when it is not null).
            case nil where image != nil && android.contentDescription != nil: return androidClickable ? "Button" : "Image"
            case nil: return android.progress != nil ? "Progress bar" : nil
            }
        default: return nil
        }
    }

    /// `android:clickable`, else the class's default: buttons, edit boxes, compound buttons and
    /// spinners are clickable. A Composable is clickable when its role is one a user activates
    /// (Material's components set `Modifier.clickable` with that role) or it is toggleable; a
    /// tab only while it is not the selected one (docs/talkback.md TB-1.7).
    public var androidClickable: Bool {
        if let clickable = android.clickable { return clickable }
        switch type {
        case .Button, .ImageButton, .EditText, .CheckBox, .RadioButton, .Switch, .Spinner:
            return true
        case .Composable:
            switch android.role {
            case .Button?, .Checkbox?, .Switch?, .RadioButton?, .DropdownList?: return true
            // Compose makes a selected tab not clickable, so it offers no double tap (androidx
            // `populateAccessibilityNodeInfoProperties`; Material's TabLayout does the same;
            // docs/talkback.md TB-6.1).
            case .Tab?: return !isSelected
            case .Image?, nil: return android.checked != nil
            }
        default:
            return false
        }
    }

    /// `android:focusable`, else the class's default (input focus: controls yes, text views,
    /// images, progress bars and layouts no). A Composable takes focus when it is clickable
    /// (docs/talkback.md TB-1.7).
    public var androidFocusable: Bool {
        // A Composable takes input focus when it is clickable or has `Modifier.focusable()`.
        if type == .Composable { return androidClickable || android.focusable == true }
        if let focusable = android.focusable { return focusable }
        switch type {
        case .Button, .ImageButton, .EditText, .CheckBox, .RadioButton, .Switch, .SeekBar, .Spinner:
            return true
        default:
            return false
        }
    }

    /// Whether the element has a checked state: a `CheckBox`, `RadioButton` or `Switch`, or a
    /// Composable with a `toggleableState`. A Compose `role` alone names the role and gives no
    /// state: `Role.Checkbox` without `toggleable` / `toggleableState` is read without one
    /// (docs/talkback.md TB-2.3).
    public var androidCheckable: Bool {
        switch type {
        case .CheckBox, .RadioButton, .Switch: return true
        case .Composable:
            return android.checked != nil
        default: return false
        }
    }

    /// Whether the checked state is spoken as `On` / `Off` (a switch) rather than `checked` /
    /// `not checked` (docs/talkback.md TB-2.3).
    public var androidSaysOnOff: Bool {
        type == .Switch || (type == .Composable && android.role == .Switch)
    }

    /// Whether the element has a range TalkBack reads as a percentage: a `SeekBar`, a
    /// `ProgressBar`, or a Composable with `progress`.
    public var androidHasRange: Bool {
        type == .SeekBar || type == .ProgressBar || (type == .Composable && android.progress != nil)
    }

    /// Whether swipe up / down adjust the element: a `SeekBar`, when enabled.
    public var androidAdjustable: Bool {
        type == .SeekBar
    }

    /// The range's lower end: `min`, else 0 (docs/talkback.md TB-5.1).
    public var androidMin: Int { android.min ?? 0 }
    /// The range's upper end: `max`, else 100 (Android's default for both bars).
    public var androidMax: Int { android.max ?? 100 }
    /// The progress, clamped to the range as `ProgressBar.setProgress` clamps it; the lower end
    /// when unset.
    public var androidProgress: Int {
        let low = androidMin, high = Swift.max(androidMin, androidMax)
        return Swift.min(Swift.max(android.progress ?? low, low), high)
    }

    /// The progress as a whole percentage of the range, as Android's bars describe their state
    /// (`40%`).
    public var androidPercent: String {
        Element.percent(of: Double(androidProgress), from: Double(androidMin), to: Double(androidMax))
    }

    /// What TalkBack reads as the element's own text: `text`, and for a `Spinner` its selected
    /// entry (the view it shows; docs/talkback.md TB-5.2).
    public var androidText: String? {
        // Compose's clearAndSetSemantics clears the node's own text with the rest (TB-1.6): Compose
        // collapses the modifiers from the innermost, the Text's own semantics, outward, and starts
        // afresh at the clear.
        if type == .Composable && android.clearsDescendants { return nil }
        if type == .Spinner, let entries = android.entries, !entries.isEmpty {
            let index = android.selection ?? 0
            return entries.indices.contains(index) ? entries[index] : nil
        }
        return text
    }
}
