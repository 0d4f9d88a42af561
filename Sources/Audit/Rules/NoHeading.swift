import AXModel

/// `no-heading`: a screen with content and no heading, so the headings rotor has nowhere to
/// go and every element must be swiped through (seeds 000, 001).
public struct NoHeading: AuditRule {
    public init() {}
    public let id = "no-heading"
    public let severity = AuditSeverity.warning
    public let platform = Platform.ios
    public let lesson = "traits/header"
    public let description = "A screen of three or more stops has no heading."

    /// The fewest stops a screen needs before a heading helps.
    public static let minimumStops = 3

    public func findings(in context: AuditContext) -> [Finding] {
        // With fewer stops than `minimumStops` there is nothing for a heading to skip.
        guard context.stops.count >= Self.minimumStops, let first = context.stops.first,
              !context.stops.contains(where: { $0.traits.contains(.header) }) else { return [] }
        let count = context.stops.count
        // A text alone (a label, not a row that combines several views) is what can be a title.
        let title = context.stops.first { stop in
            stop.traits.contains(.staticText) && stop.members.count <= 1
                && [.UILabel, .Text].contains(context.element(stop.elementID)?.type)
        }
        let fix = title.map { "Mark its title as a heading: \(context.adding(.header, to: $0))" }
            ?? "Give it a title marked as a heading (.header)"
        return [finding(first.elementID, in: context,
                        "the screen has \(count) \(count == 1 ? "stop" : "stops") and no heading: with the "
                        + "rotor on headings a swipe down finds nothing, so a VoiceOver user must swipe "
                        + "through everything to learn what the screen holds. \(fix)")]
    }

    public let failing = [
        """
        elements:
          - ↓id: title
            type: UILabel
            text: Checkout
          - id: total
            type: UILabel
            text: Total, 38 euros
          - id: pay
            type: UIButton
            title: Pay
        """,
    ]

    public let passing = [
        """
        elements:
          - id: nav
            type: UINavigationBar
            title: Checkout
          - id: pay
            type: UIButton
            title: Pay
        """,
        """
        elements:
          - id: wifi
            type: UISwitch
            accessibilityLabel: Wi-Fi
          - id: bluetooth
            type: UISwitch
            accessibilityLabel: Bluetooth
        """,
    ]
}
