import AXModel
import ScreenReader

/// `duplicate-announcement`: visible text and the control beside it speak the same name in two
/// stops, so the listener hears it twice and swipes twice (seed 002; ATF's
/// DuplicateSpeakableText).
public struct DuplicateAnnouncement: AuditRule {
    public init() {}
    public let id = "duplicate-announcement"
    public let severity = AuditSeverity.warning
    public let platform = Platform.ios
    public let lesson = "concepts/grouping"
    public let description = "A visible label and its control speak the same name in two stops instead of one."

    public func findings(in context: AuditContext) -> [Finding] {
        let stops = context.stops
        // Text stops by container and name, so each control looks up its twin at once.
        var texts: [String: [Int]] = [:]
        for (index, stop) in stops.enumerated() where isText(stop, in: context) {
            guard let label = context.label(of: stop) else { continue }
            texts[Self.key(stop.ancestors, label), default: []].append(index)
        }
        var found: [Finding] = []
        for (index, control) in stops.enumerated() where context.isInteractive(control) {
            guard let name = context.label(of: control), name.contains(where: \.isLetter) else { continue }
            let beside = [index - 1, index + 1].filter { other in
                stops.indices.contains(other) && isText(stops[other], in: context)
                    && context.label(of: stops[other]).map { Self.same($0, name) } == true
            }
            let candidates = (texts[Self.key(control.ancestors, name)] ?? []) + beside
            guard let other = candidates.filter({ $0 != index && stops[$0].elementID != control.elementID }).min()
            else { continue }
            let text = stops[other]
            found.append(finding(control.elementID, in: context,
                                 "'\(text.id)' and '\(control.id)' both say '\(name)': VoiceOver reads the name "
                                 + "on the text, then again as '\(context.speech(of: control))', two swipes for one "
                                 + "setting. "
                                 + (control.role.contains(.textEntry)
                                     // A text field must stay its own element to be edited.
                                     ? "A text field stays its own stop to be edited: keep the name on the field "
                                         + "and take the caption out, \(context.hiding(text))"
                                     : "Group them into one stop that works as the control (make the view around "
                                         + "them the accessibility element, with the control's traits and value)")))
        }
        return found
    }

    /// Text a user reads but cannot act on: static text that is not a heading.
    func isText(_ stop: VoiceOverStop, in context: AuditContext) -> Bool {
        !context.isInteractive(stop) && !stop.traits.contains(.header) && !stop.traits.contains(.image)
    }

    /// Two names are the same when their words match, ignoring case, spaces and punctuation.
    static func same(_ a: String, _ b: String) -> Bool {
        a.words == b.words
    }

    /// A stop's container and name as one dictionary key.
    static func key(_ ancestors: [String], _ name: String) -> String {
        ancestors.joined(separator: "/") + "|" + name.words.joined(separator: " ")
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
              - ↓id: themeSwitch
                type: UISwitch
                accessibilityLabel: Dark Theme
        """,
        """
        elements:
          - id: emailCaption
            type: UILabel
            text: "Email:"
          - ↓id: email
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
