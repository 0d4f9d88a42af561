import AXModel
import ScreenReader

/// `hidden-visible-text`: text that is drawn on screen but that VoiceOver cannot reach and
/// that no stop speaks, or text a fix took off the screen (`isHidden`) to silence it. The
/// course's position (seed 002): group a caption with its control rather than hide it.
public struct HiddenVisibleText: AuditRule {
    public init() {}
    public let id = "hidden-visible-text"
    public let severity = AuditSeverity.warning
    public let platform = Platform.ios
    public let lesson = "concepts/grouping"
    public let description = "Visible text is made unreachable without being grouped into a control."

    public func findings(in context: AuditContext) -> [Finding] {
        // With a sheet on screen, the text was most likely hidden to keep VoiceOver behind it.
        let modalOnScreen = context.screen.allElements.contains { $0.accessibilityViewIsModal && !$0.isHidden }
        return context.screen.allElements.compactMap { element -> Finding? in
            // In SwiftUI's words on a SwiftUI view.
            let swiftUI = element.type.framework == .swiftUI
            let sheet = !modalOnScreen ? ""
                : ". If a modal view should cover it, mark the view that sits beside it modal ("
                    + (swiftUI ? ".accessibilityAddTraits(.isModal)" : "accessibilityViewIsModal")
                    + " hides only a view's siblings) instead of hiding it"
            guard element.type == .UILabel || element.type == .Text, let text = element.text?.trimmingSpaces, !text.isEmpty,
                  context.isDrawn(element.id), context.stop(for: element.id) == nil else { return nil }
            let around = context.ancestors(of: element.id)
            let hider = ([element.id] + around).first { context.element($0)?.isHidden == true }
            // Behind a modal view the text is covered, and so rightly out of reach; a modal view
            // covers only its siblings and what they hold (FocusOrder), so text elsewhere that
            // VoiceOver cannot reach is still reported.
            if hider == nil, context.isBehindModal(element.id) { return nil }
            if let hider {
                let on = hider == element.id ? "" : " on '\(hider)'"
                return finding(element.id, in: context,
                               "'\(element.id)' shows '\(text)' on the designed screen, but isHidden = true\(on) "
                               + "takes it off the screen for everyone: sighted users lose the text so that "
                               + "VoiceOver stays quiet. Keep it drawn and group it with the control it describes "
                               + "(make the view around them one element)" + sheet)
            }
            // Hiding a caption whose words a control already speaks is seed 004's advice for
            // text fields: nothing is lost. So is hiding a one-time code's digit boxes behind the
            // one field that says the whole code.
            if context.stops.contains(where: { Self.speaks($0, text) }) { return nil }
            if let run = Self.unreachableRun(around: element, in: context),
               context.stops.contains(where: { Self.spells($0, run) }) { return nil }
            return finding(element.id, in: context,
                           "'\(element.id)' shows '\(text)' on screen, but \(Self.how(element, around, context)), "
                           + "and no other stop says it: a VoiceOver user never hears what everyone else can read. "
                           + "Group it with the control it describes (make the view around them one element), or "
                           + "let VoiceOver read it" + sheet)
        }
    }

    /// Whether the stop's label or value says the text's words, in order. A short form drawn on
    /// screen is said by its long form (`Jan` by `January`, `Mon` by `Monday`): a word of three
    /// letters or more is said by a spoken word that starts with it.
    static func speaks(_ stop: VoiceOverStop, _ text: String) -> Bool {
        let wanted = text.words
        guard !wanted.isEmpty else { return false }
        func says(_ spoken: String, _ word: String) -> Bool {
            spoken == word || (word.count >= 3 && word.allSatisfy(\.isLetter) && spoken.hasPrefix(word))
        }
        return [stop.label ?? "", stop.value ?? ""].contains { (spoken: String) -> Bool in
            let words = spoken.words
            guard words.count >= wanted.count else { return false }
            return (0...(words.count - wanted.count)).contains { start in
                zip(words[start..<(start + wanted.count)], wanted).allSatisfy(says)
            }
        }
    }

    /// The texts of the element and of the siblings beside it that VoiceOver cannot reach
    /// either, joined in order without spaces (`4719` for four digit boxes); nil when the
    /// element has no such sibling.
    static func unreachableRun(around element: Element, in context: AuditContext) -> String? {
        let siblings = context.ancestors(of: element.id).first.flatMap { context.element($0)?.children }
            ?? context.screen.elements
        guard let index = siblings.firstIndex(where: { $0.id == element.id }) else { return nil }
        func unreachableText(_ sibling: Element) -> String? {
            guard sibling.type == .UILabel || sibling.type == .Text, context.stop(for: sibling.id) == nil,
                  let text = sibling.text?.trimmingSpaces, !text.isEmpty else { return nil }
            return text
        }
        var start = index, end = index
        while start > 0, unreachableText(siblings[start - 1]) != nil { start -= 1 }
        while end < siblings.count - 1, unreachableText(siblings[end + 1]) != nil { end += 1 }
        guard end > start else { return nil }
        return siblings[start...end].compactMap(unreachableText).joined().filter { !$0.isWhitespace }.lowercased()
    }

    /// Whether the stop's label or value, spaces left out, holds the run's characters.
    static func spells(_ stop: VoiceOverStop, _ run: String) -> Bool {
        [stop.label ?? "", stop.value ?? ""].contains { $0.filter { !$0.isWhitespace }.lowercased().contains(run) }
    }

    /// Why VoiceOver cannot reach the text, in words.
    static func how(_ element: Element, _ around: [String], _ context: AuditContext) -> String {
        // SwiftUI's `.accessibilityHidden(true)` is the model's accessibilityElementsHidden.
        let hidden = element.type.framework == .swiftUI ? ".accessibilityHidden(true)" : "accessibilityElementsHidden"
        if element.accessibilityElementsHidden { return "\(hidden) hides it from VoiceOver" }
        if element.isAccessibilityElement == false { return "isAccessibilityElement = false hides it from VoiceOver" }
        if let hider = around.first(where: { context.element($0)?.accessibilityElementsHidden == true }) {
            return "'\(hider)' hides it from VoiceOver with \(hidden)"
        }
        return "VoiceOver does not reach it"
    }

    public let failing = [
        """
        elements:
          - ↓id: caption
            type: UILabel
            text: Prices include tax
            isAccessibilityElement: false
          - id: buy
            type: UIButton
            title: Buy
        """,
        """
        elements:
          - id: footer
            type: UIView
            accessibilityElementsHidden: true
            children:
              - ↓id: note
                type: UILabel
                text: Prices include tax
        """,
        """
        elements:
          - id: inbox
            type: UIView
            accessibilityElementsHidden: true
            children:
              - ↓id: subject
                type: UILabel
                text: Lunch on Friday?
          - id: overlay
            type: UIView
            children:
              - id: sheet
                type: UIView
                accessibilityViewIsModal: true
                children:
                  - id: delete
                    type: UIButton
                    title: Delete
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
          - id: emailCaption
            type: UILabel
            text: Email
            isAccessibilityElement: false
          - id: email
            type: UITextField
            accessibilityLabel: Email
        """,
        """
        elements:
          - id: code
            type: UITextField
            accessibilityLabel: Verification code
            text: "4719"
          - id: boxes
            type: UIView
            accessibilityElementsHidden: true
            children:
              - id: digit1
                type: UILabel
                text: "4"
              - id: digit2
                type: UILabel
                text: "7"
              - id: digit3
                type: UILabel
                text: "1"
              - id: digit4
                type: UILabel
                text: "9"
        """,
        """
        elements:
          - id: month
            type: UILabel
            text: Jan
            isAccessibilityElement: false
          - id: day
            type: UIButton
            title: "14"
            accessibilityLabel: 14 January
        """,
        """
        elements:
          - id: inbox
            type: UIView
            children:
              - id: subject
                type: UILabel
                text: Lunch on Friday?
          - id: overlay
            type: UIView
            accessibilityViewIsModal: true
            children:
              - id: delete
                type: UIButton
                title: Delete
        """,
    ]
}
