import AXModel

/// The VoiceOver model: focus order, announcements and gesture outcomes as docs/voiceover.md
/// specifies them. The shared engine plays the gestures; `VoiceOverRules` is what VoiceOver
/// does its own way.
public struct VoiceOver: ScreenReaderModel {
    let engine = ReaderEngine(rules: VoiceOverRules())

    public init() {}

    /// Every focus stop of the screen in swipe order (parts of controls included).
    public func focusStops(of screen: Screen) -> [VoiceOverStop] {
        engine.stops(of: screen)
    }

    public func announcements(of screen: Screen) -> [Announcement] {
        engine.announcements(of: screen)
    }

    /// What VoiceOver says when focus lands on one stop (wherever focus came from).
    public func announcement(for stop: VoiceOverStop, after previous: VoiceOverStop? = nil) -> Announcement {
        engine.rules.announcement(for: stop, after: previous)
    }

    /// Performs one gesture, changing the session, and returns what VoiceOver says.
    public func perform(_ gesture: Gesture, in session: inout ReaderSession) -> [Transcript.Line] {
        engine.perform(gesture, in: &session)
    }

    public func actionNames(in session: ReaderSession) -> [String] {
        engine.menuOwner(in: session)?.customActions.map(\.name) ?? []
    }

    /// Whether the element with this id is out of reach behind a modal view: it, or a view
    /// around it, is a sibling of a visible view with `accessibilityViewIsModal`.
    public func isBehindModal(_ id: String, in screen: Screen) -> Bool {
        FocusOrder.isBehindModal(id, among: screen.elements) ?? false
    }
}
