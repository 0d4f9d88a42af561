/// What SwiftUI gives each view before the app adds a modifier (docs/voiceover.md section 7):
/// the SwiftUI half of the defaults `UIKitDefaults.swift` starts with, chosen by the view's
/// `framework`.
extension Element {
    /// The traits SwiftUI gives this view (docs/voiceover.md VO-7.2, VO-7.3, VO-7.4, VO-7.5,
    /// VO-7.6, VO-7.7, VO-7.8).
    var swiftUIDefaultTraits: Traits {
        switch type {
        case .Text, .Label: .staticText
        case .Image: .image
        case .SwiftUIButton: .button
        case .Toggle: [.button, .toggleButton]
        case .Slider: .adjustable
        default: []
        }
    }

    /// The label SwiftUI gives this view: a text's text, a label's or button's or toggle's
    /// title, an image's asset name, an empty text field's title
    /// (docs/voiceover.md VO-7.2, VO-7.3, VO-7.4, VO-7.5, VO-7.6, VO-7.8).
    var swiftUILabel: String? {
        switch type {
        case .Text: return text
        case .Label, .Toggle: return title
        case .SwiftUIButton: return labelIsImageName ? image : title
        case .Image: return decorative ? nil : image
        case .TextField, .SecureField:
            // A field with text reads only its text: its title is the prompt shown while it is
            // empty (AccessibilitySnapshot 5b03db8, testSwiftUITextEntry: a filled field reads
            // `Value in Text Field. Text Field.`, an empty one `SwiftUI Text Field. Text Field.`).
            return (text ?? "").isEmpty ? title : nil
        default: return nil
        }
    }

    /// The value SwiftUI gives this view: a toggle's state (`1` / `0`), a slider's position
    /// as a percentage of its range (0...1 unless set), a field's text, a secure field's
    /// bullets (docs/voiceover.md VO-7.6, VO-7.7, VO-7.8).
    var swiftUIValue: String? {
        switch type {
        case .Toggle: return (isOn ?? false) ? "1" : "0"
        case .Slider:
            return Element.percent(of: value ?? minimumValue ?? 0, from: minimumValue ?? 0, to: maximumValue ?? 1)
        case .TextField, .SecureField:
            guard let text, !text.isEmpty else { return nil }
            return type == .SecureField ? String(repeating: Element.secureBullet, count: text.count) : text
        default: return nil
        }
    }

    /// Whether SwiftUI makes this view an accessibility element: every view that shows
    /// something or takes input is one, except a decorative image; stacks, groups, lists,
    /// forms, sections and navigation stacks only hold others (docs/voiceover.md VO-7.1,
    /// VO-7.3).
    var swiftUIIsAccessibilityElement: Bool {
        switch type {
        case .Text, .Label, .SwiftUIButton, .Toggle, .Slider, .TextField, .SecureField: true
        case .Image: !decorative
        default: false
        }
    }
}
