import AXModel

/// `silent-stop`: a focus stop where VoiceOver says nothing: an element with no label, value or
/// trait word to speak (a container made one element with no label, a view made an element by
/// hand and never named). A swipe lands on it and the user hears silence. Controls and images
/// without a name are `label-missing`'s. Sources: Apple's `isAccessibilityElement` and
/// `accessibilityLabel` reference (an element is what VoiceOver visits; its label is what it
/// says), WCAG 4.1.2 Name, Role, Value; docs/voiceover.md VO-1.
public struct SilentStop: AuditRule {
    public init() {}
    public let id = "silent-stop"
    public let severity = AuditSeverity.error
    public let platform = Platform.ios
    public let lesson = "concepts/name-role-value"
    public let description = "A focus stop where VoiceOver says nothing."

    public func findings(in context: AuditContext) -> [Finding] {
        context.stops.compactMap { stop in
            guard context.speech(of: stop).isEmpty, !context.isInteractive(stop), !stop.traits.contains(.image) else { return nil }
            return finding(stop.elementID, in: context,
                           "'\(stop.id)' is a focus stop where VoiceOver says nothing: a swipe lands there and the user "
                           + "hears silence. Name it (\(context.labelling(stop, "…"))), or, if it only holds others, let "
                           + "them be read on their own")
        }
    }

    public let failing = [
        """
        elements:
          - ↓id: amountView
            type: UIView
            isAccessibilityElement: true
        """,
        """
        elements:
          - ↓id: interestRow
            type: HStack
            childBehavior: ignore
            children:
              - {id: title, type: Text, text: Interest}
              - {id: rate, type: Text, text: 4.1%}
        """,
    ]

    public let passing = [
        """
        elements:
          - id: amountView
            type: UIView
            isAccessibilityElement: true
            accessibilityLabel: "Balance, 1,204 pounds"
          - id: interestRow
            type: HStack
            childBehavior: combine
            children:
              - {id: title, type: Text, text: Interest}
              - {id: rate, type: Text, text: 4.1%}
        """,
    ]
}
