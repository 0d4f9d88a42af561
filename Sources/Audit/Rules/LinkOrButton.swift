import AXModel

/// `link-or-button`: a button that leaves the app for a web page, or a link that stays in
/// the app; the spoken role should tell which (seeds 000, 001).
public struct LinkOrButton: AuditRule {
    public init() {}
    public let id = "link-or-button"
    public let severity = AuditSeverity.error
    public let platform = Platform.ios
    public let lesson = "controls/button-vs-link"
    public let description = "A button opens a URL, or a link stays in the app."

    public func findings(in context: AuditContext) -> [Finding] {
        context.stops.compactMap { stop in
            guard stop.part == .whole, let element = context.element(stop.elementID) else { return nil }
            let url = element.onActivate.lazy.compactMap { activation -> String? in
                if case .openURL(let url) = activation { return url } else { return nil }
            }.first
            let destination = element.onActivate.lazy.compactMap { activation -> String? in
                if case .navigate(let place) = activation { return place } else { return nil }
            }.first
            let speech = context.speech(of: stop)
            if let url, !stop.traits.contains(.link) {
                let fix = context.adding(.link, to: stop, replacing: stop.traits.contains(.button) ? .button : nil)
                return finding(stop.elementID, in: context,
                               "'\(stop.id)' opens \(url) but is not a link: VoiceOver says '\(speech)', so a "
                               + "listener expects to stay in the app and is taken to a web page. Make it a "
                               + "link: \(fix)")
            }
            if url == nil, let destination, stop.traits.contains(.link) {
                return finding(stop.elementID, in: context,
                               "'\(stop.id)' is a link but goes to '\(destination)' inside the app: VoiceOver "
                               + "says '\(speech)', and a listener expects a web page. An action in the app is a "
                               + "button: \(context.adding(.button, to: stop, replacing: .link))")
            }
            return nil
        }
    }

    public let failing = [
        """
        elements:
          - ↓id: privacy
            type: UIButton
            title: Privacy policy
            onActivate: {openURL: "https://example.com/privacy"}
        """,
        """
        elements:
          - ↓id: settings
            type: UIButton
            title: Settings
            accessibilityTraits: [link]
            onActivate: {navigate: Settings}
        """,
    ]

    public let passing = [
        """
        elements:
          - id: privacy
            type: UIButton
            title: Privacy policy
            accessibilityTraits: [link]
            onActivate: {openURL: "https://example.com/privacy"}
          - id: settings
            type: UIButton
            title: Settings
            onActivate: {navigate: Settings}
        """,
    ]
}
