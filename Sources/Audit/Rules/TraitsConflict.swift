import AXModel

/// `traits-conflict`: traits that contradict each other — two roles, a button that is also
/// adjustable, static text that claims a role or a dimmed state (seed 000).
public struct TraitsConflict: AuditRule {
    public init() {}
    public let id = "traits-conflict"
    public let severity = AuditSeverity.error
    public let platform = Platform.ios
    public let lesson = "concepts/roles-and-states"
    /// A page turn in the wrong place is the page-turn lesson's.
    public let lessons = ["concepts/roles-and-states", "traits/causes-page-turn"]
    public let description = "Two roles among button, link, search field and keyboard key (a key may be a button); a button that is adjustable; a control that causes a page turn, or an element that does with more after it; static text with a role or not enabled."

    /// A finding about a page turn, which the page-turn lesson explains.
    private func pageTurn(_ elementID: String, in context: AuditContext, _ message: String) -> Finding {
        var found = finding(elementID, in: context, message)
        found.lesson = "traits/causes-page-turn"
        return found
    }

    /// The roles an element may have only one of, in the order messages name them.
    static let roles: [(trait: Traits, name: String)] = [
        (.button, "button"), (.link, "link"), (.searchField, "searchField"), (.keyboardKey, "keyboardKey"),
    ]

    public func findings(in context: AuditContext) -> [Finding] {
        context.stops.enumerated().flatMap { index, stop -> [Finding] in
            let traits = context.ownTraits(of: stop)
            let speech = context.speech(of: stop)
            var found: [Finding] = []
            // `.keyboardKey` sits on top of `.button` (the keyboard-key lesson): that pair is one role.
            let roles = Self.roles.filter { traits.contains($0.trait) }
                .filter { $0.name != "button" || !traits.contains(.keyboardKey) }
            if roles.count >= 2 {
                // Where the double tap goes says which role fits: the web is a link's, the app's own
                // screen a button's (the link-or-button lesson).
                let actions = context.element(stop.elementID)?.onActivate ?? []
                let leavesApp = actions.contains { if case .openURL = $0 { true } else { false } }
                let staysInApp = actions.contains { if case .navigate = $0 { true } else { false } }
                let extra = roles.map(\.trait).contains(.link) && roles.map(\.trait).contains(.button) && (leavesApp || staysInApp)
                    ? (leavesApp ? Traits.button : .link) : roles[0].trait
                found.append(finding(stop.elementID, in: context,
                                     "'\(stop.id)' has two roles, \(Self.list(roles.map(\.name))): VoiceOver says "
                                     + "'\(speech)' and a listener cannot tell what a double tap does. Keep the one "
                                     + "that fits, for example: \(context.removing(extra, from: stop))"))
            }
            if traits.contains(.button), traits.contains(.adjustable) {
                found.append(finding(stop.elementID, in: context,
                                     "'\(stop.id)' is both a button and adjustable: VoiceOver says '\(speech)', "
                                     + "but swipes up and down adjust it and a double tap is promised too. An "
                                     + "adjustable element is not a button: "
                                     + context.removing(.button, from: stop)))
            }
            // The page turns when VoiceOver finishes reading an element's text (Apple's
            // `causesPageTurn`): a control holds none, so read all never turns there.
            if traits.contains(.causesPageTurn), !traits.isDisjoint(with: [.button, .link, .adjustable]) {
                found.append(pageTurn(stop.elementID, in: context,
                                     "'\(stop.id)' is a control that causes a page turn: VoiceOver turns the page "
                                     + "when read all finishes the text of the last element on it, and a control is "
                                     + "not that text. Put the trait on the text instead: "
                                     + context.removing(.causesPageTurn, from: stop)))
            } else if traits.contains(.causesPageTurn), index + 1 < context.stops.count {
                let next = context.stops[index + 1]
                found.append(pageTurn(stop.elementID, in: context,
                                     "'\(stop.id)' causes a page turn but '\(next.id)' comes after it: read all "
                                     + "turns the page when it finishes '\(stop.id)' and never reads the rest. The "
                                     + "trait belongs on the page's last element: "
                                     + context.removing(.causesPageTurn, from: stop)))
            }
            if traits.contains(.staticText) {
                let claimed = [(Traits.button, "a button"), (.link, "a link"), (.searchField, "a search field"),
                               (.keyboardKey, "a keyboard key"), (.adjustable, "an adjustable element")]
                if let role = claimed.first(where: { traits.contains($0.0) })?.1 {
                    found.append(finding(stop.elementID, in: context,
                                         "'\(stop.id)' is static text and \(role) at once: VoiceOver says "
                                         + "'\(speech)', while the static-text trait tells assistive technology "
                                         + "that nothing happens on a tap. Take it out: "
                                         + context.removing(.staticText, from: stop)))
                }
                if traits.contains(.notEnabled) {
                    // A label with `isEnabled = false` reports `.notEnabled` whatever its traits say:
                    // the fix is the property (the grey look comes from `textColor`).
                    let disabled = context.element(stop.elementID)?.isEnabled == false
                    let fix = disabled ? "\(stop.elementID).isEnabled = true, and grey the text with textColor"
                        : context.removing(.notEnabled, from: stop)
                    found.append(finding(stop.elementID, in: context,
                                         "'\(stop.id)' is static text marked not enabled: VoiceOver says '\(speech)', "
                                         + "and 'dimmed' makes text sound like a control that is switched off. Text "
                                         + "is never enabled or not: \(fix)"))
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
          - ↓id: nextPage
            type: Button
            title: Next page
            accessibilityTraits: [button, causesPageTurn]
        """,
        """
        elements:
          - ↓id: headline
            type: UILabel
            text: The last glassblowers
            accessibilityTraits: [staticText, causesPageTurn]
          - id: body
            type: UILabel
            text: Only a handful of furnaces still burn.
            accessibilityTraits: [staticText, causesPageTurn]
        """,
        """
        elements:
          - ↓id: expiry
            type: UILabel
            text: Offer ended
            isEnabled: false
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
