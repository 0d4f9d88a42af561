import AXModel
import ScreenReader

/// `android-duplicate-stops`: two focus stops side by side that say the same name — a caption
/// and the control it names, each its own stop — so a TalkBack user hears it twice and swipes
/// twice (ATF's DuplicateSpeakableTextCheck; docs/talkback.md TB-1.2, TB-2.11).
public struct AndroidDuplicateStops: AuditRule {
    public init() {}
    public let id = "android-duplicate-stops"
    public let severity = AuditSeverity.warning
    public let platform = Platform.android
    public let lesson = "android/grouping"
    public let description = "Two android focus stops side by side say the same name."

    public func findings(in context: AuditContext) -> [Finding] {
        let stops = context.talkBackStops
        return stops.indices.dropFirst().compactMap { index in
            let first = stops[index - 1], second = stops[index]
            guard !first.heading, !second.heading,
                  let name = context.name(of: second), name.contains(where: \.isLetter),
                  let before = context.name(of: first), before.words == name.words else { return nil }
            // The finding is about the control when one of the two is one (the text is the twin).
            let about = first.action != nil && second.action == nil ? first : second
            let said = context.name(of: about) ?? name
            return finding(about.elementID, in: context,
                           "'\(first.id)' and '\(second.id)' both say '\(said)': TalkBack reads "
                           + "'\(context.speech(ofStopAt: index - 1))', then '\(context.speech(ofStopAt: index))', "
                           + "two swipes for one thing. Make them one stop: a clickable view around them reads "
                           + "both (with the control inside not focusable on its own), or take the text out with "
                           + "importantForAccessibility=\"no\" and keep the name on the control")
        }
    }

    public let failing = [
        """
        platform: android
        elements:
          - id: caption
            type: TextView
            text: Wi-Fi
          - ↓id: wifi
            type: Switch
            text: Wi-Fi
        """,
        """
        platform: android
        elements:
          - ↓id: save
            type: Button
            text: Save
          - id: saveCaption
            type: TextView
            text: save
        """,
    ]

    public let passing = [
        """
        platform: android
        elements:
          - id: row
            type: ViewGroup
            clickable: true
            children:
              - id: caption
                type: TextView
                text: Wi-Fi
              - id: wifi
                type: Switch
                clickable: false
                focusable: false
          - id: title
            type: TextView
            text: Settings
            accessibilityHeading: true
          - id: settings
            type: Button
            text: Settings
          - id: other
            type: TextView
            text: Settings elsewhere
        """,
    ]
}
