import AXModel

/// A setting of the reader's menu that swipe up / down moves by: VoiceOver's rotor
/// (`rotor headings`) or TalkBack's reading controls (`reading controls headings`).
public enum RotorSetting: String, Sendable, CaseIterable, Equatable {
    case headings
    case links
    case formControls = "form controls"
    case textFields = "text fields"
    case buttons
    case images
    case staticText = "static text"
    case landmarks
    /// VoiceOver's Actions rotor: swipe up / down choose among the focused stop's custom
    /// actions, on an adjustable stop too (docs/voiceover.md VO-8.2).
    case actions
    /// VoiceOver's More Content rotor: swipe up / down read the focused stop's custom content one
    /// piece at a time (docs/voiceover.md VO-8.5).
    case moreContent = "more content"

    /// Every setting's name, for parsing and suggestions.
    public static var names: [String] { allCases.map(\.rawValue) }
}
