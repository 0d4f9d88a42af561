import AXModel

/// A screen-reader gesture, as written after `>` in a transcript.
public enum Gesture: Sendable, Equatable, CustomStringConvertible {
    case launch
    case swipeRight
    case swipeLeft
    case doubleTap
    case swipeUp
    case swipeDown
    /// VoiceOver's rotor: `rotor headings`, `rotor links`, `rotor form controls`, …
    case rotor(String)
    /// TalkBack's reading controls, its own name for the menu VoiceOver calls the rotor:
    /// `reading controls headings`, `… links`, `… controls` (docs/talkback.md TB-4.9, TB-6.2).
    case readingControl(String)
    /// `touch ID`: explore by touch onto the element with this id.
    case touch(String)
    case wait(Double)
    case readAll
    case escape
    /// TalkBack's menu (`Tap with 3 fingers`), its Actions item, and the action of this label
    /// chosen there: `actions menu Delete` (docs/talkback.md TB-7.2).
    case actionsMenu(String)
    /// VoiceOver's two-finger double tap: the app's main action (docs/voiceover.md VO-8.15).
    case magicTap
    /// TalkBack's double tap and hold: the focused node's long click (docs/talkback.md TB-7.15).
    case doubleTapAndHold

    public var description: String {
        switch self {
        case .launch: "launch"
        case .swipeRight: "swipe right"
        case .swipeLeft: "swipe left"
        case .doubleTap: "double tap"
        case .swipeUp: "swipe up"
        case .swipeDown: "swipe down"
        case .rotor(let name): "rotor \(name)"
        case .readingControl(let name): "reading controls \(name)"
        case .touch(let id): "touch \(id)"
        case .wait(let seconds): "wait \(PropertyValue.format(seconds))"
        case .readAll: "read all"
        case .escape: "escape"
        case .actionsMenu(let name): "actions menu \(name)"
        case .magicTap: "magic tap"
        case .doubleTapAndHold: "double tap and hold"
        }
    }
}
