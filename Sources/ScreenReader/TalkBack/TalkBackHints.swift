/// The usage hint TalkBack speaks about 400 ms after the utterance: what a double tap or a
/// swipe does, for enabled nodes only (docs/talkback.md TB-3.1 to TB-3.4).
enum TalkBackHints {
    static let activate = "Double-tap to activate"
    static let toggle = "Double-tap to toggle"
    static let edit = "Double-tap to edit text"
    static let change = "Double-tap to change"
    static let adjust = "\"Swipe up\" or \"Swipe down\" to adjust"

    /// The hint of a stop; nil when it is disabled, does nothing, or is an edit box already
    /// being edited.
    static func hint(for stop: TalkBackStop) -> String? {
        guard !stop.reading.disabled else { return nil }
        // TalkBack joins the click's hint and the long click's (compositor `hint_rule_default`).
        let parts = [ownHint(for: stop), longClickHint(for: stop), stop.reading.customActions.isEmpty ? nil : actionsAvailable]
            .compactMap { $0 }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    /// `Double-tap and hold to long press`, or with the long click's label (TB-7.3): TalkBack's
    /// `template_hint_long_clickable` and `template_custom_hint_for_long_clickable_actions`.
    private static func longClickHint(for stop: TalkBackStop) -> String? {
        if let label = stop.reading.longClickLabel { return "Double-tap and hold to " + label }
        return stop.reading.longClickable ? "Double-tap and hold to long press" : nil
    }

    /// The end of the hint of a node with custom actions, naming the gesture that opens the
    /// TalkBack menu (docs/talkback.md TB-7.1).
    static let actionsAvailable = "Actions available, use Tap with 3 fingers to view"

    /// The hint of the node's own action: what a double tap or swipe does.
    private static func ownHint(for stop: TalkBackStop) -> String? {
        guard let action = stop.reading.action else { return nil }
        // A labelled click says its label: TalkBack's `%1$s to %2$s` (TB-7.3).
        if action == .activate || action == .toggle, let label = stop.reading.clickLabel {
            return "Double-tap to " + label
        }
        switch action {
        case .activate: return activate
        case .toggle: return toggle
        case .edit: return stop.reading.editing ? nil : edit
        case .change: return change
        case .adjust: return adjust
        }
    }
}
