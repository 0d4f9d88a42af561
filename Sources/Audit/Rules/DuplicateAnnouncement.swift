import AXModel
import ScreenReader

/// `duplicate-announcement`: visible text and the control beside it speak the same name in two
/// stops, so the listener hears it twice and swipes twice (seed 002; ATF's
/// DuplicateSpeakableText).
public struct DuplicateAnnouncement: AuditRule {
    public init() {}
    public let id = "duplicate-announcement"
    public let severity = AuditSeverity.warning
    public let lesson = "concepts/grouping"
    public let description = "A visible label and its control speak the same name in two stops instead of one."

    public func findings(in context: AuditContext) -> [Finding] {
        let stops = context.stops
        var found: [Finding] = []
        for (index, control) in stops.enumerated() where context.isInteractive(control) {
            // A name needs a word: a number shown beside a key is a value, not a caption.
            guard let name = context.label(of: control), name.contains(where: \.isLetter) else { continue }
            let text = stops.enumerated().first { other, stop in
                other != index && stop.elementID != control.elementID && isText(stop, in: context)
                    && context.label(of: stop).map { Self.same($0, name) } == true
                    && (abs(other - index) == 1 || stop.ancestors == control.ancestors)
            }
            guard let text = text?.element else { continue }
            found.append(finding(control.elementID, in: context,
                                 "'\(text.id)' and '\(control.id)' both say '\(name)': VoiceOver reads the name "
                                 + "on the text, then again as '\(context.speech(of: control))', two swipes for one "
                                 + "setting. Group them into one stop that works as the control (make the view "
                                 + "around them the accessibility element, with the control's traits and value)"))
        }
        return found
    }

    /// Text a user reads but cannot act on: static text that is not a heading.
    func isText(_ stop: FocusStop, in context: AuditContext) -> Bool {
        !context.isInteractive(stop) && !stop.traits.contains(.header) && !stop.traits.contains(.image)
    }

    /// Two names are the same when they match ignoring case, spaces and a final colon.
    static func same(_ a: String, _ b: String) -> Bool {
        func key(_ text: String) -> [String] { text.words }
        return key(a) == key(b)
    }

    public let failing = [
        """
        elements:
          - id: row
            type: UIView
            children:
              - id: caption
                type: UILabel
                text: Dark Theme
              - id: themeSwitch
                type: UISwitch
                accessibilityLabel: Dark Theme
        """,
        """
        elements:
          - id: emailCaption
            type: UILabel
            text: "Email:"
          - id: email
            type: UITextField
            accessibilityLabel: Email
        """,
    ]

    public let passing = [
        """
        elements:
          - id: row
            type: UIView
            isAccessibilityElement: true
            accessibilityLabel: Dark Theme
            accessibilityTraits: [button, toggleButton]
            accessibilityValue: "0"
            children:
              - id: caption
                type: UILabel
                text: Dark Theme
              - id: themeSwitch
                type: UISwitch
          - id: title
            type: UILabel
            text: Settings
            accessibilityTraits: [header]
          - id: settings
            type: UIButton
            title: Settings
        """,
    ]
}
