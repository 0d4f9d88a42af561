import AXModel

/// The TalkBack model: focus order, utterances, usage hints and gesture outcomes on android
/// screens, as docs/talkback.md specifies them (English, default settings). The shared engine
/// plays the gestures; `TalkBackRules` is what TalkBack does its own way.
public struct TalkBack: ScreenReaderModel {
    let engine: ReaderEngine<TalkBackRules>

    /// Older widgets, before an empty field reported its hint as its text: the role then
    /// comes first (`Edit box, Label`), as in seed 004's recordings.
    public var olderWidgets: Bool { engine.rules.olderWidgets }

    public init(olderWidgets: Bool = false) {
        engine = ReaderEngine(rules: TalkBackRules(olderWidgets: olderWidgets))
    }

    /// Every focus stop of the screen in swipe order.
    public func focusStops(of screen: Screen) -> [TalkBackStop] {
        engine.stops(of: screen)
    }

    /// What TalkBack says on each stop, swiping right from the first: each after the one
    /// before it, so a list's position words are said as a swipe says them.
    public func announcements(of screen: Screen) -> [Announcement] {
        engine.announcements(of: screen)
    }

    /// What TalkBack says when focus lands on one stop, coming from `previous` (nil: from
    /// nowhere, as the first stop).
    public func announcement(for stop: TalkBackStop, after previous: TalkBackStop? = nil) -> Announcement {
        engine.rules.announcement(for: stop, after: previous)
    }

    /// Performs one gesture, changing the session, and returns what TalkBack says.
    public func perform(_ gesture: Gesture, in session: inout ReaderSession) -> [Transcript.Line] {
        engine.perform(gesture, in: &session)
    }

    public func actionNames(in session: ReaderSession) -> [String] {
        engine.menuOwner(in: session)?.customActions.map(\.name) ?? []
    }
}
