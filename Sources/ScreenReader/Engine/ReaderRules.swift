import AXModel

/// What one screen reader does its own way, for `ReaderEngine` to ask while it runs the
/// gestures both readers share: the focus order, the utterance and hint, what its menu
/// (rotor, reading controls) stops on, what an activation or an adjustment says, and how a
/// change on screen is heard. `VoiceOverRules` and `TalkBackRules` are the two.
protocol ReaderRules: Sendable {
    associatedtype Reading: StopReading
    typealias Stop = ReaderStop<Reading>

    /// Every focus stop of the screen in swipe order.
    func stops(of screen: Screen) -> [Stop]
    /// What the reader says when focus lands on `stop`, coming from `previous` (nil: from no
    /// stop). The hint is nil when there is none.
    func announcement(for stop: Stop, after previous: Stop?) -> Announcement

    // MARK: Gesture meanings

    /// The setting a menu gesture chooses and the name the reader says for it; nil when the
    /// gesture is the other reader's menu or names no setting it has.
    func menuChoice(_ gesture: Gesture) -> (setting: RotorSetting, name: String)?
    /// Whether the menu's `setting` stops on `stop` (swipe up / down moving by it).
    func menuMatches(_ stop: Stop, _ setting: RotorSetting) -> Bool
    /// `escape` when no text entry was being edited: what else the reader's escape does.
    func escape(in session: inout ReaderSession) -> [Transcript.Line]
    /// What is heard of the changes between two screens inside live regions, region by region;
    /// none for a reader without live regions.
    func liveChanges(from oldScreen: Screen, to newScreen: Screen) -> [LiveChange]
    /// When the screen appears (`launch`): the window title the reader says first, if any, and
    /// the stop it focuses and reads (docs/voiceover.md VO-8.13, docs/talkback.md TB-7.9).
    func arrival(on screen: Screen, stops: [Stop]) -> (title: String?, focus: Stop?)
    /// Whether swipe up / down choose among a stop's custom actions (VoiceOver's Actions
    /// rotor) rather than the reader opening a menu for them (TalkBack's actions menu).
    var swipesThroughActions: Bool { get }

    // MARK: Activation

    /// Whether a stop said to be dimmed still responds to a double tap: traits set by hand
    /// change only what VoiceOver says (VO-3.5); a disabled control or part does nothing.
    func respondsWhileSaidDimmed(_ stop: Stop, of element: Element) -> Bool

    /// A double tap on a part of a control (a stepper's button, a segment, a tab, a back
    /// item); nil when the stop is a whole element, which `ReaderEngine.activate` handles.
    func activatePart(_ stop: Stop, in session: inout ReaderSession) -> [Transcript.Line]?
    /// What the system control under a double tap does by itself, before the app's
    /// `onActivate`: a text entry takes the keyboard, a switch flips.
    func activateControl(_ element: Element, _ stop: Stop, in session: inout ReaderSession) -> ControlResponse
    /// What is said after the app answered a double tap itself (`accessibilityActivate()`
    /// returned `true`): the stop's new value when the code changed it, as a control's own flip
    /// says it; nothing when it did not.
    func wordsAfterHandledActivation(of before: Stop, in session: ReaderSession) -> [String]
    /// What is said of a control the double tap flipped, read again once the app's code on
    /// the tap has run; nil keeps the words said when it flipped.
    func flippedWordsAfterAppCode(of element: Element, in session: ReaderSession) -> [String]?
    /// Flips the element's on (checked) state for `toggleOn` and returns what is said.
    func toggle(_ element: Element, _ stop: Stop, in session: inout ReaderSession) -> [String]
    /// What is said after `toggleSelected` changed the element's selection.
    func selectionWords(of stop: Stop, in session: ReaderSession) -> [String]
    /// What is said when the activation plays a sound or media.
    func mediaWords(of stop: Stop, in session: ReaderSession) -> [String]
    /// What is said when neither the control nor the app acted on the double tap.
    func idleWords(of stop: Stop, in session: ReaderSession) -> [String]
    /// Whether the stop's own words are not heard after its activation (a media session's
    /// sound, or a direct touch): only announcements and a new screen's title are.
    func silencesOwnWords(of stop: Stop, direct: Bool) -> Bool

    // MARK: Adjustment

    /// Whether swipe up / down on an adjustable stop adjust it (else nothing happens).
    func canAdjust(_ stop: Stop) -> Bool
    /// The control's own adjustment one step up or down; false when it has none.
    func adjustControl(_ element: Element, up: Bool, in screen: inout Screen) -> Bool
    /// What is said after an adjustment: the stop's new value or state.
    func adjustedWords(of stop: Stop, in session: ReaderSession) -> [String]

    // MARK: Changes on screen

    /// Shows one `updates` entry on an element where this reader reads it.
    func show(_ update: String, on element: inout Element)
    /// What is heard of one second's changes (`ids` changed, from `oldScreen` to `newScreen`)
    /// while focus stayed on `old` (`new` after the change).
    func changes(of ids: [String], from oldScreen: Screen, to newScreen: Screen, focused old: Stop,
                 now new: Stop) -> [String]
    /// The changes heard over a whole `wait`, as the reader queues them; `last` is the focused
    /// stop after the last change.
    func queued(_ heard: [String], last: Stop?) -> [String]
}

/// What a system control does by itself when it is double tapped.
struct ControlResponse {
    /// What it says.
    var words: [String] = []
    /// Whether it acted at all.
    var acted = false
    /// Whether it flipped its own on state, so that the app's `toggleOn` names the same flip.
    var flipped = false
    /// Whether its state is the app's (Compose's `if (open) collapse { … } else expand { … }`):
    /// the reader says it once the app's code has run, as that code left it.
    var statedAfterCode = false
}

/// What a live region says when something inside it changed, and whether it cuts off what the
/// reader was saying (an assertive region) rather than waiting its turn (a polite one).
struct LiveChange: Equatable {
    var words: String
    var interrupts: Bool
}
