import AXModel

/// `label-punctuation`: a control's label ending in a period, which makes VoiceOver pause
/// as at the end of a sentence before the role (GTXiLib).
public struct LabelPunctuation: AuditRule {
    public init() {}
    public let id = "label-punctuation"
    public let severity = AuditSeverity.warning
    public let platform = Platform.ios
    public let lesson = "concepts/name-role-value"
    public let description = "A control's label ends in a period."

    public func findings(in context: AuditContext) -> [Finding] {
        context.stops.compactMap { stop in
            guard context.isInteractive(stop), let label = context.label(of: stop),
                  label.hasSuffix("."), !label.hasSuffix("..") else { return nil }
            return finding(stop.elementID, in: context,
                           "the label '\(label)' of the \(context.kind(of: stop)) '\(stop.id)' ends in a period: "
                           + "VoiceOver pauses there as at the end of a sentence before it says the role. A "
                           + "control's name is a name, not a sentence: "
                           + "\(context.labelling(stop, "\(label.dropLast())"))")
        }
    }

    public let failing = [
        """
        elements:
          - ↓id: send
            type: UIButton
            title: Send message.
        """,
    ]

    public let passing = [
        """
        elements:
          - id: send
            type: UIButton
            title: Send message
          - id: more
            type: UIButton
            title: More...
          - id: note
            type: UILabel
            text: Your message was sent.
        """,
    ]
}
