import AXModel

/// `disclosure-without-navigation`: a table cell showing a chevron (`.disclosureIndicator`)
/// whose tap acts in place (plays, toggles, announces) rather than opening a screen. The chevron
/// is "a chevron-shaped control for presenting new content" (Apple's documentation of
/// `UITableViewCell.AccessoryType.disclosureIndicator`): it promises sighted users a new screen,
/// and gives VoiceOver users the button role only by accident. The role alone is the fix.
public struct DisclosureWithoutNavigation: AuditRule {
    public init() {}
    public let id = "disclosure-without-navigation"
    public let severity = AuditSeverity.warning
    public let platform = Platform.ios
    public let lesson = "controls/table-cell"
    public let description = "A table cell shows a chevron (.disclosureIndicator) but its tap acts in place."

    public func findings(in context: AuditContext) -> [Finding] {
        context.screen.allElements.compactMap { element in
            guard element.type == .UITableViewCell, element.accessoryType == .disclosureIndicator,
                  !element.onActivate.isEmpty, context.isDrawn(element.id),
                  !element.onActivate.contains(where: { if case .navigate = $0 { true } else { false } }) else { return nil }
            return finding(element.id, in: context,
                           "'\(element.id)' shows a chevron, which promises a new screen, but its tap acts in place: "
                           + "sighted users are told the wrong thing, and VoiceOver users hear 'button' only because of "
                           + "the chevron. Keep the chevron for rows that open a screen, and give this one its role: "
                           + "\(element.id).accessoryType = .none; \(element.id).accessibilityTraits.insert(.button)")
        }
    }

    public let failing = [
        """
        elements:
          - ↓id: track1
            type: UITableViewCell
            text: 1. Come Together
            accessoryType: disclosureIndicator
            onActivate: playMedia
        """,
    ]

    public let passing = [
        """
        elements:
          - id: track1
            type: UITableViewCell
            text: 1. Come Together
            accessibilityTraits: [button]
            onActivate: playMedia
          - id: general
            type: UITableViewCell
            text: General
            accessoryType: disclosureIndicator
            onActivate: {navigate: General}
        """,
    ]
}
