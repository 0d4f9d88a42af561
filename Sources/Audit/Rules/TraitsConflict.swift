import AXModel

/// `traits-conflict`: traits that contradict each other — two roles, a button that is also
/// adjustable, static text that claims a role or a dimmed state (seed 000).
public struct TraitsConflict: AuditRule {
    public init() {}
    public let id = "traits-conflict"
    public let severity = AuditSeverity.error
    public let platform = Platform.ios
    public let lesson = "concepts/roles-and-states"
    public let description = "Two roles among button, link, search field and keyboard key (a key may be a button); a button that is adjustable; static text with a role or not enabled."

    /// The roles an element may have only one of, in the order messages name them.
    static let roles: [(trait: Traits, name: String)] = [
        (.button, "button"), (.link, "link"), (.searchField, "searchField"), (.keyboardKey, "keyboardKey"),
    ]

    public func findings(in context: AuditContext) -> [Finding] {
        context.stops.flatMap { stop -> [Finding] in
            let traits = context.ownTraits(of: stop)
            let speech = context.speech(of: stop)
            var found: [Finding] = []
            // `.keyboardKey` sits on top of `.button` (the keyboard-key lesson): that pair is one role.
            let roles = Self.roles.filter { traits.contains($0.trait) }.map(\.name)
                .filter { $0 != "button" || !traits.contains(.keyboardKey) }
            if roles.count >= 2 {
                found.append(finding(stop.elementID, in: context,
                                     "'\(stop.id)' has two roles, \(Self.list(roles)): VoiceOver says '\(speech)' "
                                     + "and a listener cannot tell what a double tap does. Keep the one that fits, "
                                     + "for example: \(stop.id).accessibilityTraits.remove(.\(roles[0]))"))
            }
            if traits.contains(.button), traits.contains(.adjustable) {
                found.append(finding(stop.elementID, in: context,
                                     "'\(stop.id)' is both a button and adjustable: VoiceOver says '\(speech)', "
                                     + "but swipes up and down adjust it and a double tap is promised too. An "
                                     + "adjustable element is not a button: "
                                     + "\(stop.id).accessibilityTraits.remove(.button)"))
            }
            if traits.contains(.staticText) {
                let claimed = [(Traits.button, "a button"), (.link, "a link"), (.searchField, "a search field"),
                               (.keyboardKey, "a keyboard key"), (.adjustable, "an adjustable element")]
                if let role = claimed.first(where: { traits.contains($0.0) })?.1 {
                    found.append(finding(stop.elementID, in: context,
                                         "'\(stop.id)' is static text and \(role) at once: VoiceOver says "
                                         + "'\(speech)', while the static-text trait tells assistive technology "
                                         + "that nothing happens on a tap. Take it out: "
                                         + "\(stop.id).accessibilityTraits.remove(.staticText)"))
                }
                if traits.contains(.notEnabled) {
                    found.append(finding(stop.elementID, in: context,
                                         "'\(stop.id)' is static text marked not enabled: VoiceOver says '\(speech)', "
                                         + "and 'dimmed' makes text sound like a control that is switched off. Text "
                                         + "is never enabled or not: \(stop.id).accessibilityTraits.remove(.notEnabled)"))
                }
            }
            return found
        }
    }

    /// `.button and .link`, `.button, .link and .searchField`.
    static func list(_ names: [String]) -> String {
        let marked = names.map { "." + $0 }
        guard let last = marked.last else { return "" }
        return marked.count == 1 ? last : marked.dropLast().joined(separator: ", ") + " and " + last
    }

    public let failing = [
        """
        elements:
          - ↓id: terms
            type: UIButton
            title: Terms
            accessibilityTraits: [button, link]
        """,
        """
        elements:
          - ↓id: rating
            type: UIView
            isAccessibilityElement: true
            accessibilityLabel: Rating
            accessibilityTraits: [button, adjustable]
        """,
        """
        elements:
          - ↓id: soldOut
            type: UILabel
            text: Sold out
            accessibilityTraits: [staticText, notEnabled]
        """,
        """
        elements:
          - ↓id: privacy
            type: UILabel
            text: Privacy policy
            accessibilityTraits: [staticText, link]
        """,
    ]

    public let passing = [
        """
        elements:
          - id: terms
            type: UILabel
            text: Terms
            accessibilityTraits: [link]
          - id: pay
            type: UIButton
            title: Pay
            isEnabled: false
          - id: key
            type: UIButton
            title: "7"
            accessibilityTraits: [button, keyboardKey]
        """,
    ]
}
