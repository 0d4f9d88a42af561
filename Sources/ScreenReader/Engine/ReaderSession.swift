import AXModel

/// The state of one screen reader run (VoiceOver's or TalkBack's) over a screen: the screen
/// as gestures have changed it, where focus rests, the rotor setting, and the clock.
public struct ReaderSession: Sendable, Equatable {
    /// The screen as the app shows it now.
    public var screen: Screen
    /// The id of the focused stop; nil before the first swipe (a fresh start).
    public var focusedID: String?
    public var rotor: RotorSetting?
    /// True once the app has launched: the summary element is read only the first time.
    public var hasLaunched = false
    /// Where the app went when an activation left this screen; nil while it is shown.
    public var departure: Departure?
    /// Seconds passed in `wait` gestures, for `updates` (one a second).
    public var elapsed: Double = 0
    /// The custom action chosen on the focused stop with swipe up / down: 0 is the stop's own
    /// activation, 1 its first custom action. Nil until one is chosen; forgotten when focus
    /// moves (docs/voiceover.md VO-8.2, VO-8.3).
    public var chosenAction: Int?
    /// The piece of custom content read last in the More Content rotor, 0 the first; nil until
    /// one is read, and forgotten when focus moves (docs/voiceover.md VO-8.5).
    public var readContent: Int?
    /// The direct touch area with `.requiresActivation` that a double tap opened: touches on it
    /// pass to the app until focus moves (docs/voiceover.md VO-3.4).
    public var openedDirectTouch: String?

    /// The clock stops here (about 31,700 years), so seconds always count as whole ticks.
    public static let longestWait = 1e12

    public init(screen: Screen) {
        self.screen = screen
    }

    /// Somewhere the app went that the model does not show: after it, this screen is gone
    /// and later gestures hear nothing from it (until the next `launch`).
    public enum Departure: Sendable, Equatable {
        /// `navigate: NAME`, or a navigation bar's back item.
        case screen(String)
        /// `openURL: …`: the page opens in another app.
        case url(String)
    }
}
