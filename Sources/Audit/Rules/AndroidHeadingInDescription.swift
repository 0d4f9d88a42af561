import AXModel
import ScreenReader

/// `android-heading-in-description`: the word "heading" written into a `contentDescription`.
/// TalkBack says `Heading` itself for a node marked as one, so a heading hears it twice; a node
/// that is not marked says the word but is no heading to the Headings reading control
/// (docs/talkback.md TB-2.15, TB-4.9; Android's `accessibilityHeading`,
/// https://developer.android.com/reference/android/view/View#setAccessibilityHeading(boolean)).
public struct AndroidHeadingInDescription: AuditRule {
    public init() {}
    public let id = "android-heading-in-description"
    public let severity = AuditSeverity.warning
    public let platform = Platform.android
    public let lesson = "android/headings"
    public let description = "An android contentDescription says 'heading' instead of marking a heading."

    public func findings(in context: AuditContext) -> [Finding] {
        context.talkBackStops.indices.compactMap { index in
            let stop = context.talkBackStops[index]
            guard let description = context.element(stop.elementID)?.android.contentDescription,
                  description.words.contains("heading") else { return nil }
            let kept = AuditContext.name(description) { word, _, _ in word == "heading" }
            let heard = context.speech(ofStopAt: index)
            if stop.heading {
                return finding(stop.elementID, in: context,
                               "the contentDescription '\(description)' says 'heading', which TalkBack already "
                               + "says for a heading: it hears '\(heard)'. Drop the word: '\(kept)'")
            }
            return finding(stop.elementID, in: context,
                           "the contentDescription '\(description)' says 'heading', but '\(stop.id)' is no heading: "
                           + "TalkBack reads '\(heard)', and its Headings reading control never stops there. Mark it "
                           + "a heading (accessibilityHeading, or Compose's semantics { heading() }) and drop the "
                           + "word: '\(kept)'")
        }
    }

    public let failing = [
        """
        platform: android
        elements:
          - ↓id: title
            type: TextView
            text: Account
            contentDescription: Account heading
        """,
        """
        platform: android
        elements:
          - ↓id: section
            type: TextView
            text: Privacy
            contentDescription: Privacy heading
            accessibilityHeading: true
        """,
    ]

    public let passing = [
        """
        platform: android
        elements:
          - id: title
            type: TextView
            text: Account
            accessibilityHeading: true
          - id: header
            type: Composable
            text: Privacy
            heading: true
          - id: help
            type: TextView
            text: Every heading is marked
        """,
    ]
}
