import AXModel

/// `updating-without-trait`: a value that changes over time without `.updatesFrequently`,
/// so VoiceOver queues every change and falls behind (seed 000's stopwatch).
public struct UpdatingWithoutTrait: AuditRule {
    public init() {}
    public let id = "updating-without-trait"
    public let severity = AuditSeverity.warning
    public let platform = Platform.ios
    public let lesson = "traits/updates-frequently"
    public let description = "A value that changes over time lacks .updatesFrequently."

    public func findings(in context: AuditContext) -> [Finding] {
        context.screen.allElements.compactMap { element in
            // On a page that turns (`.causesPageTurn`), `updates` are the next pages, not a live value.
            guard !element.updates.isEmpty, let stop = context.stop(for: element.id),
                  !stop.traits.contains(.updatesFrequently), !stop.traits.contains(.causesPageTurn) else { return nil }
            return finding(element.id, in: context,
                           "\(context.named(stop, for: element.id)) changes while it is on screen ('\(element.updates[0])', …) "
                           + "but lacks .updatesFrequently: while focus rests on it VoiceOver queues every change "
                           + "and reads old values, falling behind. Mark it: "
                           + context.adding(.updatesFrequently, to: stop))
        }
    }

    public let failing = [
        """
        elements:
          - ↓id: stopwatch
            type: UILabel
            text: "00:01"
            updates: ["00:02", "00:03"]
        """,
    ]

    public let passing = [
        """
        elements:
          - id: stopwatch
            type: UILabel
            text: "00:01"
            accessibilityTraits: [staticText, updatesFrequently]
            updates: ["00:02", "00:03"]
          - id: download
            type: UIProgressView
            progress: 0.2
            accessibilityLabel: Download
            updates: ["30%", "40%"]
        """,
    ]
}
