import AXModel
import ScreenReader

/// `android-name-repeats-role`: a name ending in the role word TalkBack already says after it
/// ("Save button, Button"; Accessibility Scanner's items labeled with type or state, ATF's
/// RedundantDescriptionCheck; docs/talkback.md TB-2.8, TB-2.16).
public struct AndroidNameRepeatsRole: AuditRule {
    public init() {}
    public let id = "android-name-repeats-role"
    public let severity = AuditSeverity.warning
    public let platform = Platform.android
    public let lesson = "android/content-description"
    public let description = "An android node's name ends in the role word TalkBack already says."

    public func findings(in context: AuditContext) -> [Finding] {
        context.talkBackStops.indices.compactMap { index in
            let stop = context.talkBackStops[index]
            guard let role = stop.role, let name = stop.name else { return nil }
            let roleWords = role.words, nameWords = name.words
            let repeated: Int
            if nameWords.count > roleWords.count, Array(nameWords.suffix(roleWords.count)) == roleWords {
                repeated = roleWords.count
            } else if roleWords == ["check", "box"], nameWords.count > 1, nameWords.last == "checkbox" {
                repeated = 1  // ATF's other spelling of the check box's type
            } else {
                return nil
            }
            var kept = name
            for _ in 0..<repeated { kept = LabelRepeatsRole.dropLastWord(of: kept) }
            let said = nameWords.suffix(repeated).joined(separator: " ")
            return finding(stop.elementID, in: context,
                           "the name '\(name)' ends in '\(said)', which TalkBack already says from the role: "
                           + "it hears '\(context.speech(ofStopAt: index))'. Let the role say it and drop the word "
                           + "from its \(context.nameAttribute(of: stop)): '\(kept)'")
        }
    }

    public let failing = [
        """
        platform: android
        elements:
          - ↓id: save
            type: Button
            text: Save button
        """,
        """
        platform: android
        elements:
          - ↓id: share
            type: ImageButton
            contentDescription: Share button
          - ↓id: terms
            type: CheckBox
            contentDescription: Accept terms check box
        """,
    ]

    public let passing = [
        """
        platform: android
        elements:
          - id: save
            type: Button
            text: Save
          - id: help
            type: TextView
            text: Tap the button
          - id: copy
            type: Button
            text: Copy link
          - id: play
            type: Composable
            clickable: true
            role: Button
            contentDescription: Play
        """,
    ]
}
