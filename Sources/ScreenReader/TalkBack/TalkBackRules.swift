import AXModel

/// What TalkBack does its own way, for the shared `ReaderEngine`: its focus order
/// (`TalkBackFocusOrder`), its words (`TalkBackUtterance`, `TalkBackHints`), its back gesture.
/// Activation, adjustment, reading controls and changes on screen are in TalkBackActivating,
/// TalkBackAdjusting, TalkBackReadingControls and TalkBackWaiting.
struct TalkBackRules: ReaderRules {
    /// Older widgets: an empty field's hint is not its text (seed 004).
    let olderWidgets: Bool

    func stops(of screen: Screen) -> [TalkBackStop] {
        TalkBackFocusOrder(screen: screen, olderWidgets: olderWidgets).stops()
    }

    /// The utterance depends on where focus came from (a list's position words); the usage
    /// hint does not.
    func announcement(for stop: TalkBackStop, after previous: TalkBackStop?) -> Announcement {
        Announcement(id: stop.id, speech: TalkBackUtterance.speech(for: stop, after: previous),
                     hint: TalkBackHints.hint(for: stop))
    }

    /// A window that appears says its title, then focuses its first stop that is not the title
    /// shown again: one whose words are the title, letter case aside (docs/talkback.md TB-7.9).
    func arrival(on screen: Screen, stops: [TalkBackStop]) -> (title: String?, focus: TalkBackStop?) {
        guard let title = screen.windowTitle?.trimmingCharacters(in: .whitespaces), !title.isEmpty
        else { return (nil, stops.first) }
        let words = { (stop: TalkBackStop) in
            ([stop.reading.name].compactMap { $0 } + stop.reading.childrenText).joined(separator: " ")
        }
        return (title, stops.first { words($0).caseInsensitiveCompare(title) != .orderedSame })
    }

    /// TalkBack lists a node's actions in its menu (docs/talkback.md TB-7.2).
    var swipesThroughActions: Bool { false }

    /// `escape` (Android's back gesture) when no edit box was being edited: nothing happens,
    /// as the model has no screen to go back to (docs/talkback.md TB-4.10).
    func escape(in session: inout ReaderSession) -> [Transcript.Line] {
        []
    }
}
