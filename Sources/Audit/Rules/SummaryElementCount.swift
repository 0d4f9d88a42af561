import AXModel

/// `summary-element-count`: more than one `.summaryElement`; VoiceOver reads only the first
/// when the app starts (seed 000).
public struct SummaryElementCount: AuditRule {
    public init() {}
    public let id = "summary-element-count"
    public let severity = AuditSeverity.warning
    public let platform = Platform.ios
    public let lesson = "traits/summary-element"
    public let description = "More than one element is a summary element."

    public func findings(in context: AuditContext) -> [Finding] {
        let summaries = context.stops.filter { $0.traits.contains(.summaryElement) }
        guard let first = summaries.first else { return [] }
        return summaries.dropFirst().map { stop in
            finding(stop.elementID, in: context,
                    "'\(stop.id)' is a second summary element after '\(first.id)': when the app starts "
                    + "VoiceOver reads only '\(context.speech(of: first))', so this one is never read as a "
                    + "summary. Keep the one that sums up the screen and take the trait off the other: "
                    + "\(context.removing(.summaryElement, from: stop)), or "
                    + "\(context.removing(.summaryElement, from: first))")
        }
    }

    public let failing = [
        """
        elements:
          - id: temperature
            type: UILabel
            text: 18 degrees
            accessibilityTraits: [staticText, summaryElement]
          - ↓id: wind
            type: UILabel
            text: Light wind
            accessibilityTraits: [staticText, summaryElement]
        """,
    ]

    public let passing = [
        """
        elements:
          - id: temperature
            type: UILabel
            text: 18 degrees
            accessibilityTraits: [staticText, summaryElement]
          - id: wind
            type: UILabel
            text: Light wind
        """,
    ]
}
