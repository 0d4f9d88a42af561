import AXModel

/// `stepper-value-silent`: a `UIStepper` left as its two buttons, which say "Increment" after
/// a double tap and never the new value (seed 003).
public struct StepperValueSilent: AuditRule {
    public init() {}
    public let id = "stepper-value-silent"
    public let severity = AuditSeverity.error
    public let platform = Platform.ios
    public let lesson = "controls/stepper"
    public let description = "A UIStepper's value cannot be heard from its Decrement and Increment buttons."

    public func findings(in context: AuditContext) -> [Finding] {
        context.screen.allElements.compactMap { element in
            guard element.type == .UIStepper else { return nil }
            let parts = context.stops.filter {
                $0.elementID == element.id && ($0.part == .increment || $0.part == .decrement)
            }
            // Name the Increment button when it is there (VoiceOver visits Decrement first).
            guard let first = parts.first(where: { $0.part == .increment }) ?? parts.first,
                  parts.allSatisfy({ ($0.value ?? "").isEmpty }) else { return nil }
            let value = element.value.map { " \($0.written)" } ?? ""
            return finding(element.id, in: context,
                           "'\(element.id)' is two buttons, and after a double tap VoiceOver says "
                           + "'\(first.label ?? "Increment")' again, never the new value\(value). Make the row "
                           + "around it one adjustable element whose accessibilityValue is the count, with "
                           + "accessibilityIncrement() and accessibilityDecrement() that change the stepper")
        }
    }

    public let failing = [
        """
        elements:
          - ↓id: guests
            type: UIStepper
            value: 2
        """,
    ]

    public let passing = [
        """
        elements:
          - id: guests
            type: UIStepper
            value: 2
            isHidden: true
          - id: row
            type: UIView
            isAccessibilityElement: true
            accessibilityLabel: Guests
            accessibilityValue: "2"
            accessibilityTraits: [adjustable]
            children:
              - id: stepper
                type: UIStepper
                value: 2
        """,
    ]
}
