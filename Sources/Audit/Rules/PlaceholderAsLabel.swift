import AXModel

/// `placeholder-as-label`: a text field whose only name is its placeholder, which is an
/// instruction that disappears as soon as the user types (seed 004).
public struct PlaceholderAsLabel: AuditRule {
    public init() {}
    public let id = "placeholder-as-label"
    public let severity = AuditSeverity.warning
    public let platform = Platform.ios
    public let lesson = "controls/text-field"
    public let description = "A text field is named only by its placeholder."

    public func findings(in context: AuditContext) -> [Finding] {
        context.stops.compactMap { stop in
            guard stop.part == .whole, stop.role.contains(.textEntry),
                  let element = context.element(stop.elementID), element.type.isTextEntry,
                  let placeholder = element.placeholder?.trimmingSpaces, !placeholder.isEmpty else { return nil }
            let own = element.accessibilityLabel?.trimmingSpaces ?? ""
            guard own.isEmpty || own.lowercased() == placeholder.lowercased() else { return nil }
            return finding(stop.elementID, in: context,
                           "'\(stop.id)' is named only by its placeholder '\(placeholder)': VoiceOver says "
                           + "'\(context.speech(of: stop))', and once text is typed the placeholder is gone, so "
                           + "the field loses its name. Give it a label of its own: "
                           + "\(context.labelling(stop, "…"))")
        }
    }

    public let failing = [
        """
        elements:
          - ↓id: email
            type: UITextField
            placeholder: name@example.com
        """,
    ]

    public let passing = [
        """
        elements:
          - id: email
            type: UITextField
            placeholder: name@example.com
            accessibilityLabel: Email
          - id: note
            type: UITextView
        """,
    ]
}
