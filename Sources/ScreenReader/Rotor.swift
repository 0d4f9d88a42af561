import AXModel

/// The rotor: choosing a setting, and swipe up / down moving by it (docs/voiceover.md VO-3.17).
enum Rotor {
    /// `rotor NAME`: sets the rotor and VoiceOver says the setting's name. An unknown name
    /// (which `Gesture.parse` already refuses) leaves the rotor as it was and says nothing.
    static func set(_ name: String, in session: inout ReaderSession) -> [Transcript.Line] {
        guard let setting = RotorSetting(rawValue: name.lowercased()) else { return [] }
        session.rotor = setting
        return [.speech(setting.rawValue)]
    }

    /// Moves to the next (forward) or previous stop matching the rotor setting and reads it.
    /// With no setting chosen, or no such stop, nothing is spoken and focus stays: the model
    /// gives the rotor no setting until a `rotor` gesture picks one.
    static func move(forward: Bool, in session: inout ReaderSession) -> [Transcript.Line] {
        guard let setting = session.rotor else { return [] }
        let stops = session.stops
        guard let index = nearest(in: stops.count, from: stops.firstIndex { $0.id == session.focusedID },
                                  forward: forward, where: { setting.matches(stops[$0]) }) else { return [] }
        session.focusedID = stops[index].id
        return Speech.lines(for: stops[index])
    }

    /// The index of the nearest stop after (forward) or before `current` that `matches`; with
    /// nothing focused, forward starts at the first stop and backward finds nothing. Shared by
    /// VoiceOver's rotor and TalkBack's reading controls.
    static func nearest(in count: Int, from current: Int?, forward: Bool, where matches: (Int) -> Bool) -> Int? {
        if forward {
            return (((current ?? -1) + 1)..<max(count, (current ?? -1) + 1)).first(where: matches)
        }
        guard let current else { return nil }
        return (0..<current).reversed().first(where: matches)
    }
}
