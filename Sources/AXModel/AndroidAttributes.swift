/// The Android View attributes and Compose semantics TalkBack reads (docs/talkback.md), on an
/// element of an android screen; nil means the class's default. `text`, `enabled` (`isEnabled`)
/// and `selected` (`isSelected`) live on `Element` itself, shared with UIKit.
public struct AndroidAttributes: Sendable, Equatable {
    public var contentDescription: String?
    /// An `EditText`'s hint (shown while it is empty).
    public var hint: String?
    /// The id of the view this one labels (set on the label, as in Android).
    public var labelFor: String?
    public var importantForAccessibility: ImportantForAccessibility = .auto
    public var screenReaderFocusable: Bool?
    /// `accessibilityHeading`, or Compose's `heading()`.
    public var accessibilityHeading = false
    public var stateDescription: String?
    public var roleDescription: String?
    /// An `EditText`'s error text (`setError`).
    public var error: String?
    /// The tooltip a long press or a hover shows (`setTooltipText`, API 26), which TalkBack reads
    /// after the rest of the node (docs/talkback.md TB-2.19).
    public var tooltipText: String?
    public var clickable: Bool?
    public var focusable: Bool?
    /// A `CheckBox`, `RadioButton` or `Switch`'s state; Compose's `toggleableState`.
    public var checked: Bool?
    /// A `SeekBar` or `ProgressBar`'s progress, between `min` and `max`.
    public var progress: Int?
    public var min: Int?
    public var max: Int?
    /// A `Spinner`'s entries and selected position.
    public var entries: [String]?
    public var selection: Int?
    /// Compose: the node's `role` semantics.
    public var role: ComposeRole?
    /// Compose: `Modifier.semantics(mergeDescendants = true)` — children merged into one stop.
    public var mergeDescendants = false
    /// Compose: `Modifier.clearAndSetSemantics { … }` — the descendants say nothing and take
    /// no focus; only what the block sets is left.
    public var clearsDescendants = false
    /// An expandable node: `true` when expanded (it offers collapse), `false` when collapsed
    /// (it offers expand), nil when it does neither. Compose's `expand { }` / `collapse { }`.
    public var expanded: Bool?
    /// The node is a list (a `RecyclerView`, a `LazyColumn`, Compose's `collectionInfo`): its
    /// children are the items TalkBack counts.
    public var collection: AndroidCollection?
    /// This node's place in its list (Compose's `collectionItemInfo`), counted from 0.
    public var itemIndex: Int?
    /// Compose: `Modifier.clickable(onClickLabel = …)` — the click's label, said in the usage
    /// hint in place of `activate` (TB-7.3).
    public var clickLabel: String?
    /// A long click the view answers (`setOnLongClickListener`, `android:longClickable`, Compose's
    /// `combinedClickable(onLongClick = …)`): TalkBack offers it as double tap and hold (TB-7.3).
    public var longClickable = false
    /// Compose's `onLongClickLabel`: the long click's label, said as `Double-tap and hold to LABEL`.
    public var longClickLabel: String?
    /// `accessibilityLiveRegion` (Compose's `liveRegion`): a change inside the view is spoken
    /// wherever focus is (docs/talkback.md TB-7.5 to TB-7.7).
    public var liveRegion: AndroidLiveRegion = .none
    /// `accessibilityPaneTitle` (Compose's `paneTitle`): the view is a pane, whose title TalkBack
    /// says when it appears or its title changes (docs/talkback.md TB-7.10).
    public var paneTitle: String?
    /// Compose's `Modifier.focusRequester(NAME)`: the `FocusRequester` whose `requestFocus()`
    /// gives this node input focus (docs/talkback.md TB-7.12).
    public var focusRequester: String?
    /// The requester finds no focus target after it (`focusable().focusRequester(r)` on a node that
    /// is no target of its own): asking it for focus moves nothing.
    public var focusRequesterFindsNoTarget = false
    /// The View's `visibility` as the app set it; `isHidden` says whether it is shown.
    public var visibility: AndroidVisibility = .visible
    /// `accessibilityTraversalBefore`: the id of the view TalkBack visits after this one
    /// (docs/talkback.md TB-1.11).
    public var traversalBefore: String?
    /// `accessibilityTraversalAfter`: the id of the view TalkBack visits just before this one.
    public var traversalAfter: String?
    /// Compose's `isTraversalGroup`: the node's descendants are ordered among themselves, and
    /// visited together (TB-1.12).
    public var isTraversalGroup = false
    /// Compose's `traversalIndex`: smaller first among the peers of its traversal group; 0 when unset.
    public var traversalIndex: Double?

    public init() {}
}

/// A container TalkBack reads as a list (its `CollectionInfo`); its shown children are the
/// items.
public struct AndroidCollection: Sendable, Equatable {
    /// The count the app reports (a `collectionInfo`'s row count); nil counts the children,
    /// as a `RecyclerView` or `LazyColumn` showing the whole list reports.
    public var itemCount: Int?
    /// Whether each item's place is known without its own `collectionItemInfo`: a
    /// `RecyclerView` or `LazyColumn` gives every item one; a `collectionInfo` alone does not.
    public var placesItems: Bool

    public init(itemCount: Int? = nil, placesItems: Bool = true) {
        self.itemCount = itemCount
        self.placesItems = placesItems
    }
}

/// `android:importantForAccessibility`.
public enum ImportantForAccessibility: String, Sendable, CaseIterable, Equatable {
    case auto
    case yes
    case no
    case noHideDescendants
}

/// A View's `visibility` (`View.VISIBLE`, `View.INVISIBLE`, `View.GONE`). An invisible view
/// still takes its space on the screen, a gone one does not; TalkBack reads neither (TB-1.10),
/// so both set the element's `isHidden`.
public enum AndroidVisibility: String, Sendable, CaseIterable, Equatable {
    case visible
    case invisible
    case gone
}

/// Compose's `Role` values.
public enum ComposeRole: String, Sendable, CaseIterable, Equatable {
    case Button
    case Checkbox
    case Switch
    case RadioButton
    case Tab
    case Image
    case DropdownList
}

/// A View's `accessibilityLiveRegion` (`View.ACCESSIBILITY_LIVE_REGION_POLITE`, …) or Compose's
/// `LiveRegionMode`: whether a change inside it is spoken, after what TalkBack is saying
/// (`polite`) or cutting it off (`assertive`).
public enum AndroidLiveRegion: String, Sendable, CaseIterable, Equatable {
    case none
    case polite
    case assertive
}
