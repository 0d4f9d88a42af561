import AXModel
import ScreenReader

/// `android-edit-text-description`: an edit box with a `contentDescription`. The description is
/// read in place of what the box holds, and stays the same while the user types, so a copy of the
/// text goes stale at the first key (ATF's `EditableContentDescCheck` at commit `2fe1a878`, which
/// Accessibility Scanner runs as "Editable View labels"; docs/talkback.md TB-2.6).
public struct AndroidEditTextDescription: AuditRule {
    public init() {}
    public let id = "android-edit-text-description"
    public let severity = AuditSeverity.error
    public let platform = Platform.android
    public let lesson = "android/edit-text"
    public let description = "An android edit box is labelled by a contentDescription instead of a hint or a labelFor label."

    public func findings(in context: AuditContext) -> [Finding] {
        context.talkBackStops.indices.compactMap { index in
            let stop = context.talkBackStops[index]
            guard let element = context.element(stop.elementID), element.type == .EditText,
                  let description = element.android.contentDescription, !description.isEmpty else { return nil }
            return finding(stop.elementID, in: context,
                           "the edit box '\(stop.id)' has the contentDescription '\(description)': TalkBack reads it "
                           + "in place of what the box holds ('\(context.speech(ofStopAt: index))'), and it stays the "
                           + "same while the user types. Name the box with its hint or a label's labelFor, and take "
                           + "the description away: \(stop.id).contentDescription = null")
        }
    }

    public let failing = [
        """
        platform: android
        elements:
          - ↓id: email
            type: EditText
            text: jane@example.com
            hint: Email
            contentDescription: jane@example.com
        """,
    ]

    public let passing = [
        """
        platform: android
        elements:
          - id: email
            type: EditText
            text: jane@example.com
            hint: Email
          - id: avatar
            type: ImageView
            contentDescription: Profile photo
        """,
    ]
}
