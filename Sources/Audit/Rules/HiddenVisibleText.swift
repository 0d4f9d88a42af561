import AXModel

/// `hidden-visible-text`: text that is drawn on screen but that VoiceOver cannot reach, and
/// that no grouped control reads either (seed 002's warning: group, do not hide).
public struct HiddenVisibleText: AuditRule {
    public init() {}
    public let id = "hidden-visible-text"
    public let severity = AuditSeverity.warning
    public let lesson = "concepts/grouping"
    public let description = "Visible text is made unreachable without being grouped into a control."

    public func findings(in context: AuditContext) -> [Finding] {
        let modal = context.screen.allElements.contains { $0.accessibilityViewIsModal && !$0.isHidden }
        return context.screen.allElements.compactMap { element in
            guard element.type == .UILabel, let text = element.text?.trimmingSpaces, !text.isEmpty,
                  context.isDrawn(element.id), context.stop(for: element.id) == nil else { return nil }
            let around = context.ancestors(of: element.id)
            // Behind a modal view the text is covered, and so rightly out of reach.
            if modal, !([element.id] + around).contains(where: { context.element($0)?.accessibilityViewIsModal == true }) {
                return nil
            }
            return finding(element.id, in: context,
                           "'\(element.id)' shows '\(text)' on screen, but \(Self.how(element, around, context)), "
                           + "so a VoiceOver user never hears it while everyone else can read it. Instead of "
                           + "hiding it, group it with the control it describes (make the view around them one "
                           + "element), or let VoiceOver read it")
        }
    }

    /// Why VoiceOver cannot reach the text, in words.
    static func how(_ element: Element, _ around: [String], _ context: AuditContext) -> String {
        if element.isHidden { return "isHidden = true takes it off the screen for everyone, VoiceOver included" }
        if element.accessibilityElementsHidden { return "accessibilityElementsHidden hides it from VoiceOver" }
        if element.isAccessibilityElement == false { return "isAccessibilityElement = false hides it from VoiceOver" }
        if let hider = around.first(where: { context.element($0)?.isHidden == true }) {
            return "isHidden = true on '\(hider)' takes it off the screen for everyone, VoiceOver included"
        }
        if let hider = around.first(where: { context.element($0)?.accessibilityElementsHidden == true }) {
            return "'\(hider)' hides it from VoiceOver with accessibilityElementsHidden"
        }
        return "VoiceOver does not reach it"
    }

    public let failing = [
        """
        elements:
          - id: caption
            type: UILabel
            text: Dark Theme
            isAccessibilityElement: false
          - id: themeSwitch
            type: UISwitch
            accessibilityLabel: Dark Theme
        """,
        """
        elements:
          - id: footer
            type: UIView
            accessibilityElementsHidden: true
            children:
              - id: note
                type: UILabel
                text: Prices include tax
        """,
    ]

    public let passing = [
        """
        elements:
          - id: row
            type: UIView
            isAccessibilityElement: true
            accessibilityLabel: Dark Theme
            children:
              - id: caption
                type: UILabel
                text: Dark Theme
          - id: banner
            type: UILabel
            text: Saved
            isHidden: true
          - id: spacer
            type: UILabel
            text: ""
            isAccessibilityElement: false
        """,
    ]
}
