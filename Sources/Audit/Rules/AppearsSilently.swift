import AXModel

/// `appears-silently`: a double tap shows a view (a panel, an error, a toast) and VoiceOver says
/// nothing of it: focus stays on the control, and the user does not know it is there until a
/// swipe finds it (docs/voiceover.md VO-8.7 to VO-8.9, VO-8.17; seed 004).
public struct AppearsSilently: AuditRule {
    public init() {}
    public let id = "appears-silently"
    public let severity = AuditSeverity.warning
    public let platform = Platform.ios
    public let lesson = "concepts/focus-and-gestures"
    public let description = "A view shown by a double tap appears without a word from VoiceOver."

    public func findings(in context: AuditContext) -> [Finding] {
        context.silentReveals { _ in false }.map { reveal in
            finding(reveal.activator, in: context,
                    "a double tap on '\(reveal.activator)' shows '\(reveal.shown)', and VoiceOver says nothing: focus "
                    + "stays on '\(reveal.activator)'. Move focus to what appeared (post .screenChanged or .layoutChanged "
                    + "with its first element), or announce it, in the code the tap runs: "
                    + "\(reveal.activator).addAction(UIAction { … }, for: .touchUpInside)")
        }
    }

    public let failing = [
        """
        elements:
          - ↓id: sortButton
            type: UIButton
            title: Sort
            onActivate: {show: sortPanel}
          - id: sortPanel
            type: UIView
            isHidden: true
            children:
              - {id: newest, type: UIButton, title: Newest first}
        """,
    ]

    public let passing = [
        """
        elements:
          - id: sortButton
            type: UIButton
            title: Sort
            onActivate: [{show: sortPanel}, {announce: Sort options shown}]
          - id: sortPanel
            type: UIView
            isHidden: true
            children:
              - {id: newest, type: UIButton, title: Newest first}
          - id: likeButton
            type: UIButton
            title: Like
            onActivate: toggleSelected
        """,
    ]
}
