import AXModel

/// The TalkBack model: focus order, utterances, usage hints and gesture outcomes on android
/// screens, as docs/talkback.md specifies them (English, default settings).
public struct TalkBack: ScreenReaderModel {
    /// Older widgets, before an empty field reported its hint as its text: the role then
    /// comes first (`Edit box, Label`), as in seed 004's recordings.
    public var olderWidgets: Bool

    public init(olderWidgets: Bool = false) {
        self.olderWidgets = olderWidgets
    }

    /// Every focus stop of the screen in swipe order.
    public func focusStops(of screen: Screen) -> [TalkBackStop] {
        TalkBackFocusOrder(screen: screen, olderWidgets: olderWidgets).stops()
    }

    /// What TalkBack says on each stop, swiping right from the first: each after the one
    /// before it, so a list's position words are said as a swipe says them.
    public func announcements(of screen: Screen) -> [Announcement] {
        let stops = focusStops(of: screen)
        return stops.indices.map { announcement(for: stops[$0], after: $0 > 0 ? stops[$0 - 1] : nil) }
    }

    /// What TalkBack says when focus lands on one stop, coming from `previous` (nil: from
    /// nowhere, as the first stop).
    public func announcement(for stop: TalkBackStop, after previous: TalkBackStop? = nil) -> Announcement {
        Announcement(id: stop.id, speech: TalkBackUtterance.speech(for: stop, after: previous),
                     hint: TalkBackHints.hint(for: stop))
    }

    /// Performs one gesture, changing the session, and returns what TalkBack says.
    public func perform(_ gesture: Gesture, in session: inout ReaderSession) -> [Transcript.Line] {
        if gesture == .launch { return launch(&session) }
        guard session.departure == nil else { return [] }
        switch gesture {
        case .launch: return []
        case .swipeRight: return move(by: 1, in: &session)
        case .swipeLeft: return move(by: -1, in: &session)
        case .touch(let id): return touch(id, in: &session)
        case .escape: return back(in: &session)
        case .doubleTap: return doubleTap(in: &session)
        case .swipeUp: return swipeVertically(up: true, in: &session)
        case .swipeDown: return swipeVertically(up: false, in: &session)
        // Headings, Links and Controls are modelled; choosing another says nothing (docs/talkback.md TB-4.9).
        case .readingControl(let name): return setReadingControl(name, in: &session)
        // VoiceOver's menu (`Gesture.problem(on:)` refuses it on an android screen): nothing happens
        // (docs/talkback.md TB-6.2).
        case .rotor: return []
        case .wait(let seconds): return wait(seconds, in: &session)
        case .readAll: return readAll(in: &session)
        }
    }

    /// The focused stop, if focus rests on one that is still on screen.
    func focusedStop(in session: ReaderSession) -> TalkBackStop? {
        guard let id = session.focusedID else { return nil }
        return focusStops(of: session.screen).first { $0.id == id }
    }
}
