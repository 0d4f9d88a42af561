import AXModel

/// The VoiceOver model: focus order, announcements and gesture outcomes as docs/voiceover.md
/// specifies them.
public struct VoiceOver: ScreenReaderModel {
    public init() {}

    /// Every focus stop of the screen in swipe order (parts of controls included).
    public func focusStops(of screen: Screen) -> [FocusStop] {
        FocusOrder.stops(of: screen)
    }

    public func announcements(of screen: Screen) -> [Announcement] {
        FocusOrder.stops(of: screen).map(announcement(for:))
    }

    /// Whether the element with this id is out of reach behind a modal view: it, or a view
    /// around it, is a sibling of a visible view with `accessibilityViewIsModal`.
    public func isBehindModal(_ id: String, in screen: Screen) -> Bool {
        FocusOrder.isBehindModal(id, among: screen.elements) ?? false
    }

    /// What VoiceOver says when focus lands on one stop.
    public func announcement(for stop: FocusStop) -> Announcement {
        let (speech, hint) = Speech.announcement(for: stop)
        return Announcement(id: stop.id, speech: speech, hint: hint)
    }

    /// Performs one gesture, changing the session, and returns what VoiceOver says.
    public func perform(_ gesture: Gesture, in session: inout ReaderSession) -> [Transcript.Line] {
        if gesture == .launch { return Navigation.launch(&session) }
        guard session.departure == nil else { return [] }
        switch gesture {
        case .launch: return []
        case .swipeRight: return Navigation.move(by: 1, in: &session)
        case .swipeLeft: return Navigation.move(by: -1, in: &session)
        case .touch(let id): return Navigation.touch(id, in: &session)
        case .escape: return Navigation.escape(in: &session)
        case .doubleTap: return Activating.doubleTap(in: &session)
        case .swipeUp: return Adjusting.swipe(up: true, in: &session)
        case .swipeDown: return Adjusting.swipe(up: false, in: &session)
        case .rotor(let name): return Rotor.set(name, in: &session)
        // TalkBack's menu (`Gesture.problem(on:)` refuses it on an ios screen): nothing happens
        // (docs/talkback.md TB-6.2).
        case .readingControl: return []
        case .wait(let seconds): return Waiting.wait(seconds, in: &session)
        case .readAll: return ReadAll.read(in: &session)
        }
    }
}

extension ReaderSession {
    /// The screen's focus stops as it is now.
    var stops: [FocusStop] { FocusOrder.stops(of: screen) }

    /// The focused stop, if focus rests on one that is still on screen.
    var focusedStop: FocusStop? {
        guard let focusedID else { return nil }
        return stops.first { $0.id == focusedID }
    }
}
