import AXModel

/// What TalkBack reads on one stop: the pieces its utterance is built from (docs/talkback.md
/// section 2), kept apart so each rule can be seen and tested on its own.
public struct TalkBackReading: StopReading {
    /// `selected` (docs/talkback.md TB-2.2).
    public var selected = false
    /// `collapsed` or `expanded`, before the checked state (nil with a `stateDescription`,
    /// which replaces it: docs/talkback.md TB-2.4, TB-2.5).
    public var expansion: String?
    /// `checked`, `On`, `40%`, or the `stateDescription` that replaces them (TB-2.3, TB-2.5); or
    /// `Unlabelled` for a node with nothing else to say (TalkBackFocusOrder.saysUnlabelled; TB-2.10).
    public var state: String?
    /// `contentDescription`, else the text (an empty field's hint on modern widgets; TB-2.6).
    public var name: String?
    /// `Button`, `Edit box`, … or the `roleDescription` (TB-2.8, TB-2.9).
    public var role: String?
    /// The text of non-focusable descendants, when there is no `contentDescription` (TB-2.11).
    public var childrenText: [String] = []
    /// The text of the view whose `labelFor` names this one (TB-2.12).
    public var labelledBy: String?
    /// The error message, spoken as `Error: …` (TB-2.13).
    public var error: String?
    /// The field's hint, when it is not already spoken as the text (TB-2.13).
    public var hintText: String?
    /// The View's tooltip, read after its hint unless it is the node's own text (TB-2.19).
    public var tooltip: String?
    /// `disabled` (TB-2.14).
    public var disabled = false
    /// `Heading`, after `disabled` (TalkBack adds it with the position; TB-2.15).
    public var heading = false
    /// The list item this stop is in (TB-2.17), whose position is said when focus comes from
    /// outside the item.
    public var listItem: ListItem?

    /// What a double tap (or swipe up / down) does here, which picks the usage hint.
    public var action: Action?
    /// The click action's own label (Compose's `onClickLabel`), said as `Double-tap to LABEL`
    /// (TB-7.3).
    public var clickLabel: String?
    /// The node answers a long click (TalkBack's double tap and hold); said after the click's
    /// hint as `Double-tap and hold to long press`, or with its label (TB-7.3).
    public var longClickable = false
    /// The long click's own label (Compose's `onLongClickLabel`).
    public var longClickLabel: String?
    /// An edit box that has the keyboard: its edit hint is dropped.
    public var editing = false
    /// The labels of the node's custom actions (docs/talkback.md TB-7.1).
    public var customActions: [String] = []
    /// Android has no custom content: the More Content rotor is VoiceOver's.
    public var customContent: [CustomContent] { [] }

    public init() {}

    public var isDisabled: Bool { disabled }
    public var isEditing: Bool { editing }
    public var isAdjustable: Bool { action == .adjust }
    public var isSummary: Bool { false }
    public var takesTouchDirectly: Bool { false }
    public var directTouchOptions: Set<DirectTouchOption> { [] }
    public var turnsPage: Bool { false }

    /// What TalkBack says for a node that needs a label and has none: its own English string,
    /// spelled as TalkBack spells it (google/talkback 26a27dc,
    /// talkback/src/main/res/values/strings_compositor.xml line 210, `value_unlabelled`).
    public static let unlabelled = "Unlabelled"

    /// A stop's place in a list: which list, which of its items (the item itself or the
    /// child holding the stop), and the item's position when TalkBack knows it.
    public struct ListItem: Sendable, Equatable {
        public var listID: String
        public var itemID: String
        /// Counted from 0; nil when the item has no known place.
        public var index: Int?
        public var count: Int
    }

    /// The kinds of action TalkBack names in its usage hint.
    public enum Action: Sendable, Equatable {
        case activate
        case toggle
        case edit
        case change
        case adjust
    }
}
