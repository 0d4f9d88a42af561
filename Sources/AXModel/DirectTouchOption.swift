/// One of UIKit's `UIAccessibility.DirectTouchOptions` (SwiftUI's `AccessibilityDirectTouchOptions`,
/// iOS 17): how VoiceOver treats a touch on an area with `.allowsDirectInteraction`
/// (docs/voiceover.md VO-3.4). With neither, VoiceOver speaks the area, then passes the touch on.
public enum DirectTouchOption: String, Sendable, CaseIterable, Equatable, Hashable {
    /// The touch passes at once and VoiceOver says nothing: for an area whose own sounds are
    /// the feedback (an instrument's keys).
    case silentOnTouch
    /// The touch is read as any other until the area is activated with a double tap; then it
    /// passes.
    case requiresActivation

    /// The options in the order Apple declares them, as code writes them.
    public static func ordered(_ options: Set<DirectTouchOption>) -> [DirectTouchOption] {
        allCases.filter(options.contains)
    }

    /// The options as Swift writes an option set: `.silentOnTouch`, `[]`, `[.silentOnTouch, .requiresActivation]`.
    public static func swift(_ options: Set<DirectTouchOption>) -> String {
        let names = ordered(options).map { "." + $0.rawValue }
        return names.count == 1 ? names[0] : "[" + names.joined(separator: ", ") + "]"
    }
}
