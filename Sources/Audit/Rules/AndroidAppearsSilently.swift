import AXModel

/// `android-appears-silently`: a double tap shows a view and TalkBack says nothing of it: the
/// view is neither a live region nor inside one, nor a pane with a title (docs/talkback.md
/// TB-7.5, TB-7.10, TB-7.11).
public struct AndroidAppearsSilently: AuditRule {
    public init() {}
    public let id = "android-appears-silently"
    public let severity = AuditSeverity.warning
    public let platform = Platform.android
    public let lesson = "android/live-regions"
    public let description = "A view shown by a double tap appears without a word from TalkBack."

    public func findings(in context: AuditContext) -> [Finding] {
        context.silentReveals { shown in
            let around = [shown.id] + context.ancestors(of: shown.id)
            return around.contains { id in
                guard let element = context.element(id) else { return false }
                return element.android.liveRegion != .none || element.android.paneTitle != nil
            }
        }.map { reveal in
            finding(reveal.activator, in: context,
                    "a double tap on '\(reveal.activator)' shows '\(reveal.shown)', and TalkBack says nothing: focus "
                    + "stays on '\(reveal.activator)'. Make '\(reveal.shown)' a live region "
                    + "(\(reveal.shown).accessibilityLiveRegion = View.ACCESSIBILITY_LIVE_REGION_POLITE), give a panel a "
                    + "pane title (ViewCompat.setAccessibilityPaneTitle), or move focus there from a click listener")
        }
    }

    public let failing = [
        """
        platform: android
        elements:
          - ↓id: saveButton
            type: Button
            text: Save
            onActivate: {show: savedToast}
          - {id: savedToast, type: TextView, text: Saved, visibility: gone}
        """,
    ]

    public let passing = [
        """
        platform: android
        elements:
          - id: saveButton
            type: Button
            text: Save
            onActivate: {show: savedToast}
          - {id: savedToast, type: TextView, text: Saved, visibility: gone, accessibilityLiveRegion: polite}
          - id: filterButton
            type: Button
            text: Filters
            onActivate: {show: filterSheet}
          - id: filterSheet
            type: ViewGroup
            visibility: gone
            accessibilityPaneTitle: Filters
            children:
              - {id: priceSwitch, type: Switch, text: Under 50 euros}
        """,
    ]
}
