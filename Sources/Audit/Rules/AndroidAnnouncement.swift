import AXModel

/// `android-announcement`: code that calls `announceForAccessibility`, which Android deprecates
/// in API 36 and asks apps not to use: a live region says a change where it is shown, a pane
/// or window title says a new panel (docs/talkback.md TB-7.8, TB-7.5, TB-7.10). The app's own
/// behaviour that a screen describes with `onActivate` is not code of this kind and is left alone.
public struct AndroidAnnouncement: AuditRule {
    public init() {}
    public let id = "android-announcement"
    public let severity = AuditSeverity.warning
    public let platform = Platform.android
    public let lesson = "android/live-regions"
    public let description = "Code announces with announceForAccessibility, deprecated in API 36."

    public func findings(in context: AuditContext) -> [Finding] {
        context.screen.allElements.compactMap { element in
            let code = element.handlers.flatMap(\.effects) + element.customActions.flatMap(\.effects)
            let texts = Self.announced(in: code).map { text -> String in
                if case .string(let words) = text { return "\"\(words)\"" }
                return "a text"
            }
            guard let first = texts.first else { return nil }
            return finding(element.id, in: context,
                           "'\(element.id)' announces \(first) with announceForAccessibility, deprecated in API 36 (Android 16): "
                           + "say a change where it is shown, with a live region on the view that shows it "
                           + "(VIEW.accessibilityLiveRegion = View.ACCESSIBILITY_LIVE_REGION_POLITE), or give a new panel a "
                           + "pane title")
        }
    }

    /// What the code announces, in its branches and queued blocks too.
    static func announced(in effects: [Effect]) -> [Expression] {
        effects.flatMap { effect -> [Expression] in
            switch effect {
            case .announce(let text): [text]
            default: announced(in: effect.inner)
            }
        }
    }

    public let failing = [
        """
        platform: android
        elements:
          - ↓id: messageRow
            type: ViewGroup
            contentDescription: Message from Ana
            customActions: [{name: Delete, announce: Message deleted}]
        """,
    ]

    public let passing = [
        """
        platform: android
        elements:
          - id: addButton
            type: Button
            text: Add to basket
            onActivate: [{announce: Added Blue mug}, {show: basketCount}]
          - {id: basketCount, type: TextView, text: 1 in basket, visibility: gone, accessibilityLiveRegion: polite}
          - id: messageRow
            type: ViewGroup
            contentDescription: Message from Ana
            customActions: [Delete]
        """,
    ]
}
