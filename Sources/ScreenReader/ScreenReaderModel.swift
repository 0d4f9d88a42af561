import AXModel

/// A model of a screen reader: what it says on each focus stop and what a run of gestures
/// makes it say: `VoiceOver` for ios screens, `TalkBack` for android ones.
public protocol ScreenReaderModel: Sendable {
    /// Every focus stop in swipe order with what it says on focus.
    func announcements(of screen: Screen) -> [Announcement]
    /// Plays gestures from a fresh start (nothing focused) and records what is heard.
    func play(_ gestures: [Gesture], on screen: Screen) -> Transcript
    /// Performs one gesture on a running session (the REPL's exploring), changing it, and
    /// returns what is heard.
    func perform(_ gesture: Gesture, in session: inout ReaderSession) -> [Transcript.Line]
    /// The custom actions the focused stop offers (TalkBack's menu: its nearest ancestor's when
    /// it has none), by name; empty when nothing is focused.
    func actionNames(in session: ReaderSession) -> [String]
}

extension ScreenReaderModel {
    public func play(_ gestures: [Gesture], on screen: Screen) -> Transcript {
        play(gestures, in: ReaderSession(screen: screen)).transcript
    }

    /// Plays gestures from a session's state, returning what is heard and the state after.
    public func play(_ gestures: [Gesture], in session: ReaderSession)
        -> (transcript: Transcript, session: ReaderSession) {
        var session = session
        let steps = gestures.map { gesture in
            Transcript.Step(gesture: gesture, lines: perform(gesture, in: &session))
        }
        return (Transcript(steps: steps), session)
    }
}

/// What a screen reader says when focus lands on one stop.
public struct Announcement: Sendable, Equatable, Encodable {
    /// The stop's id: an element id or a part such as `stepper.increment`.
    public var id: String
    public var speech: String
    /// Spoken after the pause; nil when there is none.
    public var hint: String?

    public init(id: String, speech: String, hint: String? = nil) {
        self.id = id
        self.speech = speech
        self.hint = hint
    }

    enum CodingKeys: String, CodingKey { case id, speech, hint }

    /// Always writes `hint`, as `null` when there is none (`speak --json`).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(speech, forKey: .speech)
        try container.encode(hint, forKey: .hint)
    }
}
