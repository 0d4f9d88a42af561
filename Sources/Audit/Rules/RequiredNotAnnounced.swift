import AXModel

/// `required-not-announced`: a field marked required on screen (an asterisk) whose spoken
/// name does not say so (seed 004).
public struct RequiredNotAnnounced: AuditRule {
    public init() {}
    public let id = "required-not-announced"
    public let severity = AuditSeverity.error
    public let platform = Platform.ios
    public let lesson = "controls/text-field"
    public let description = "A field marked required on screen does not say 'required' in its name."

    public func findings(in context: AuditContext) -> [Finding] {
        context.screen.allElements.compactMap { element in
            guard element.required, let stop = context.stop(for: element.id) else { return nil }
            let label = context.label(of: stop) ?? ""
            guard !label.words.contains("required") else { return nil }
            var name = Substring(label)
            while let last = name.last, last == "*" || last.isWhitespace { name.removeLast() }
            if name.isEmpty { name = "…" }
            return finding(element.id, in: context,
                           "'\(element.id)' is marked required on screen, but VoiceOver says "
                           + "'\(context.speech(of: stop))' and never 'required': a listener finds out only when "
                           + "the form is refused. Say it in the name: "
                           + "\(context.labelling(stop, "\(name), required"))")
        }
    }

    public let failing = [
        """
        elements:
          - ↓id: firstName
            type: UITextField
            accessibilityLabel: First name *
            required: true
        """,
    ]

    public let passing = [
        """
        elements:
          - id: firstName
            type: UITextField
            accessibilityLabel: First name (required)
            required: true
          - id: nickname
            type: UITextField
            accessibilityLabel: Nickname
        """,
    ]
}
