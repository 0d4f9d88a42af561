import AXModel
import ScreenReader

/// `android-state-in-name`: a state frozen into a name — `checked`, `selected` in a
/// `contentDescription`, or `on` / `off` at an end of a checkable node's name — which TalkBack
/// reads unchanged whatever the state is (Accessibility Scanner's items labeled with type or
/// state, ATF's RedundantDescriptionCheck; docs/talkback.md TB-2.3, TB-2.5).
public struct AndroidStateInName: AuditRule {
    public init() {}
    public let id = "android-state-in-name"
    public let severity = AuditSeverity.error
    public let platform = Platform.android
    public let lesson = "android/checkable"
    public let description = "An android node's name holds a state: checked, selected, on or off."

    /// The words that are a state wherever they stand (ATF's state words).
    static let stateWords: Set<String> = ["checked", "unchecked", "selected", "unselected"]
    /// The words that are a state at either end of a checkable node's name.
    static let switchWords: Set<String> = ["on", "off"]

    public func findings(in context: AuditContext) -> [Finding] {
        context.talkBackStops.indices.compactMap { index in
            let stop = context.talkBackStops[index]
            guard let element = context.element(stop.elementID), let name = stop.name else { return nil }
            let checkable = element.androidCheckable
            let described = element.android.contentDescription?.isEmpty == false
            guard checkable || described else { return nil }
            let words = name.words
            let found = words.enumerated().first { offset, word in
                Self.stateWords.contains(word)
                    || (checkable && Self.switchWords.contains(word) && (offset == 0 || offset == words.count - 1))
            }
            guard let (_, word) = found else { return nil }
            let kept = AuditContext.name(name) { candidate, offset, count in
                Self.stateWords.contains(candidate) || candidate == "not"
                    || (checkable && Self.switchWords.contains(candidate) && (offset == 0 || offset == count - 1))
            }
            let attribute = context.nameAttribute(of: stop)
            let fix = checkable
                ? "TalkBack already says the checked state; name the setting only: set its \(attribute) to '\(kept)'"
                : "keep the name in its \(attribute) ('\(kept)') and the state in stateDescription, or in selected"
            return finding(stop.elementID, in: context,
                           "the name '\(name)' holds the state '\(word)': TalkBack says "
                           + "'\(context.speech(ofStopAt: index))', and the name stays the same when the state "
                           + "changes. \(fix.prefix(1).uppercased() + fix.dropFirst())")
        }
    }

    public let failing = [
        """
        platform: android
        elements:
          - ↓id: wifi
            type: Switch
            text: Wi-Fi on
        """,
        """
        platform: android
        elements:
          - ↓id: vegan
            type: Button
            text: Vegan
            contentDescription: Vegan selected
        """,
        """
        platform: android
        elements:
          - ↓id: sync
            type: Composable
            role: Checkbox
            toggleableState: on
            clickable: true
            contentDescription: Sync checked
        """,
    ]

    public let passing = [
        """
        platform: android
        elements:
          - id: wifi
            type: Switch
            text: Wi-Fi
            checked: true
          - id: vegan
            type: Button
            text: Vegan
            selected: true
          - id: turn
            type: Button
            text: Turn on notifications
          - id: offline
            type: CheckBox
            text: Offline maps
          - id: status
            type: TextView
            text: 3 items selected
        """,
    ]
}
