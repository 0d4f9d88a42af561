import AXModel
import ScreenReader

/// `android-name-missing`: a node a TalkBack user acts on (clicks, toggles, edits, adjusts)
/// with no name, so TalkBack says only its state and role, or `Unlabelled` (Accessibility
/// Scanner's content labels check, ATF's SpeakableTextPresentCheck; docs/talkback.md TB-2.10).
public struct AndroidNameMissing: AuditRule {
    public init() {}
    public let id = "android-name-missing"
    public let severity = AuditSeverity.error
    public let platform = Platform.android
    public let lesson = "android/content-description"
    public let description = "An android node a user acts on has no name."

    public func findings(in context: AuditContext) -> [Finding] {
        context.talkBackStops.compactMap { stop in
            guard stop.action != nil, context.name(of: stop) == nil, stop.labelledBy?.isEmpty != false,
                  stop.hintText?.isEmpty != false else { return nil }
            let fix = stop.action == .edit
                ? "give it a hint, or name it from its label with android:labelFor"
                : "give it text, or a contentDescription that says what it does"
            return finding(stop.elementID, in: context,
                           "'\(stop.id)' is \(context.aKind(of: stop)) with no name: TalkBack says only "
                           + "'\(context.speech(of: stop))', so a listener cannot tell what it is for. Name it: \(fix)")
        }
    }

    public let failing = [
        """
        platform: android
        elements:
          - ↓id: share
            type: ImageButton
        """,
        """
        platform: android
        elements:
          - ↓id: agree
            type: CheckBox
          - id: terms
            type: TextView
            text: I agree to the terms
        """,
        """
        platform: android
        elements:
          - ↓id: like
            type: Composable
            clickable: true
            role: Button
          - ↓id: name
            type: EditText
        """,
    ]

    public let passing = [
        """
        platform: android
        elements:
          - id: share
            type: ImageButton
            contentDescription: Share
          - id: agree
            type: CheckBox
            text: I agree to the terms
          - id: row
            type: ViewGroup
            clickable: true
            children:
              - id: caption
                type: TextView
                text: Notifications
          - id: nameLabel
            type: TextView
            text: Name
            labelFor: name
          - id: name
            type: EditText
          - id: email
            type: EditText
            hint: Email
          - id: logo
            type: ImageView
        """,
    ]
}
