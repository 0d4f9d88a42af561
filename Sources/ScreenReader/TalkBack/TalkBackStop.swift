import AXModel

/// One place TalkBack focus can rest, with the pieces its utterance is built from
/// (TALKBACK.md §"Order"), kept apart so each rule can be seen and tested on its own.
public struct TalkBackStop: Sendable, Equatable {
    /// The id of the element focus rests on.
    public var id: String
    /// The ids of the elements around it, outermost first.
    public var ancestors: [String] = []
    /// The ids of the elements whose text this stop reads (its non-focusable descendants).
    public var members: [String] = []

    /// Rule 1: `selected`.
    public var selected = false
    /// Rule 2: `collapsed` or `expanded`, before the checked state (nil with a
    /// `stateDescription`, which replaces it).
    public var expansion: String?
    /// Rule 2: `checked`, `On`, `40%`, or the `stateDescription` that replaces them; or
    /// `Unlabelled` for a node with nothing else to say (TalkBackFocusOrder.saysUnlabelled).
    public var state: String?
    /// Rule 3: `contentDescription`, else the text (an empty field's hint on modern widgets).
    public var name: String?
    /// Rule 4: `Button`, `Edit box`, … or the `roleDescription`.
    public var role: String?
    /// Rule 5: the text of non-focusable descendants, when there is no `contentDescription`.
    public var childrenText: [String] = []
    /// Rule 6: the text of the view whose `labelFor` names this one.
    public var labelledBy: String?
    /// Rule 7: the error message (spoken as `Error: …`).
    public var error: String?
    /// Rule 7: the field's hint, when it is not already spoken as the text.
    public var hintText: String?
    /// Rule 8: `disabled`.
    public var disabled = false
    /// Rule 9: `Heading`, after `disabled` (TalkBack adds it with the position).
    public var heading = false
    /// Rule 9: the list item this stop is in, whose position is said when focus comes from
    /// outside the item.
    public var listItem: ListItem?

    /// What a double tap (or swipe up / down) does here, which picks the usage hint.
    public var action: Action?
    /// An edit box that has the keyboard: its edit hint is dropped.
    public var editing = false

    public init(id: String) {
        self.id = id
    }

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
