import AXModel

/// The rotor: choosing a setting, and swipe up / down moving by it.
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
        let current = stops.firstIndex { $0.id == session.focusedID }
        let candidates: [Int]
        if forward {
            candidates = Array(((current ?? -1) + 1)..<stops.count)
        } else {
            guard let current else { return [] }
            candidates = Array((0..<current).reversed())
        }
        guard let index = candidates.first(where: { setting.matches(stops[$0]) }) else { return [] }
        session.focusedID = stops[index].id
        return Speech.lines(for: stops[index])
    }
}
