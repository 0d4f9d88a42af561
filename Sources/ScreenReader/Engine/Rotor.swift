import AXModel

/// The reader's menu of ways to move — VoiceOver's rotor, TalkBack's reading controls —
/// choosing a setting, and swipe up / down moving by it (docs/voiceover.md VO-3.17,
/// docs/talkback.md TB-4.9).
extension ReaderEngine {
    /// `rotor NAME` / `reading controls NAME`: sets the menu and the reader says the
    /// setting's name. A name the reader does not have, or the other reader's menu, leaves
    /// the setting as it was and says nothing.
    func chooseMenuSetting(_ gesture: Gesture, in session: inout ReaderSession) -> [Transcript.Line] {
        guard let choice = rules.menuChoice(gesture) else { return [] }
        session.rotor = choice.setting
        return [.speech(choice.name)]
    }

    /// Moves to the next (forward) or previous stop the setting picks and reads it, hint
    /// after. With no setting chosen, or no such stop, nothing is said and focus stays: the
    /// model gives the menu no setting until a gesture picks one.
    func moveByMenu(forward: Bool, in session: inout ReaderSession) -> [Transcript.Line] {
        guard let setting = session.rotor else { return [] }
        let stops = rules.stops(of: session.screen)
        let current = stops.firstIndex { $0.id == session.focusedID }
        guard let index = Self.nearest(in: stops.count, from: current, forward: forward,
                                       where: { rules.menuMatches(stops[$0], setting) })
        else { return [] }
        session.focusedID = stops[index].id
        return lines(for: stops[index], after: current.map { stops[$0] })
    }

    /// The index of the nearest stop after (forward) or before `current` that `matches`; with
    /// nothing focused, forward starts at the first stop and backward finds nothing.
    static func nearest(in count: Int, from current: Int?, forward: Bool, where matches: (Int) -> Bool) -> Int? {
        if forward {
            return (((current ?? -1) + 1)..<max(count, (current ?? -1) + 1)).first(where: matches)
        }
        guard let current else { return nil }
        return (0..<current).reversed().first(where: matches)
    }
}
