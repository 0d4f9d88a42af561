import AXModel

/// What VoiceOver does its own way, for the shared `ReaderEngine`: its focus order
/// (`FocusOrder`), its words (`Speech`, `HintRules`), its rotor, its escape, and how it hears
/// a change. Activation and adjustment are in VoiceOverActivating and VoiceOverAdjusting.
struct VoiceOverRules: ReaderRules {
    func stops(of screen: Screen) -> [VoiceOverStop] {
        FocusOrder.stops(of: screen)
    }

    /// VoiceOver says a stop the same way wherever focus came from.
    func announcement(for stop: VoiceOverStop, after previous: VoiceOverStop?) -> Announcement {
        let (speech, hint) = Speech.announcement(for: stop)
        guard !stop.reading.groups.isEmpty else { return Announcement(id: stop.id, speech: speech, hint: hint) }
        // The labels of the groups focus comes into, outermost first (docs/voiceover.md VO-1.20).
        let left = previous?.reading.groups ?? []
        let entered = stop.reading.groups.filter { group in !left.contains { $0.id == group.id } }.map(\.label)
        return Announcement(id: stop.id, speech: (entered + (speech.isEmpty ? [] : [speech])).joined(separator: ", "),
                            hint: hint)
    }

    /// The stop of this id as the screen is now.
    func stop(_ id: String, in session: ReaderSession) -> VoiceOverStop? {
        stops(of: session.screen).first { $0.id == id }
    }

    // MARK: Rotor

    /// `rotor NAME`: VoiceOver says the setting's name (docs/voiceover.md VO-3.17). TalkBack's
    /// reading controls do nothing here (docs/talkback.md TB-6.2).
    func menuChoice(_ gesture: Gesture) -> (setting: RotorSetting, name: String)? {
        guard case .rotor(let name) = gesture, let setting = RotorSetting(rawValue: name.lowercased())
        else { return nil }
        return (setting, setting.rawValue)
    }

    func menuMatches(_ stop: VoiceOverStop, _ setting: RotorSetting) -> Bool {
        setting.matches(stop)
    }

    /// VoiceOver has no live regions: an app posts an announcement (docs/voiceover.md VO-8.7).
    func liveChanges(from oldScreen: Screen, to newScreen: Screen) -> [LiveChange] {
        []
    }

    /// A screen that appears has its first element focused and read; VoiceOver says no window
    /// title of its own (docs/voiceover.md VO-8.13).
    func arrival(on screen: Screen, stops: [VoiceOverStop]) -> (title: String?, focus: VoiceOverStop?) {
        (nil, stops.first)
    }

    /// VoiceOver's rotor turns to Actions on a stop that has them (docs/voiceover.md VO-8.2).
    var swipesThroughActions: Bool { true }

    // MARK: Escape

    /// `escape` (two-finger scrub; docs/voiceover.md VO-3.22), when no text field was being
    /// edited: the model does what UIKit's `accessibilityPerformEscape` does by default,
    /// quietly: a modal view is dismissed (hidden, focus reset); else the navigation bar's
    /// back item is activated. Otherwise nothing happens.
    func escape(in session: inout ReaderSession) -> [Transcript.Line] {
        if let (modal, _) = FocusOrder.modalView(in: session.screen.elements, ancestors: []) {
            session.screen.modify(modal.id) { $0.isHidden = true }
            session.focusedID = nil
            return []
        }
        if let back = stops(of: session.screen).first(where: { $0.part == .back }) {
            return goBack(back, in: &session)
        }
        return []
    }

    // MARK: Changes on screen

    func show(_ update: String, on element: inout Element) {
        element.show(update)
    }

    /// A change of the focused stop is spoken as its new value when the value changed, else
    /// its new label. Changes of elements without focus are not spoken (docs/voiceover.md VO-3.19).
    func changes(of ids: [String], from oldScreen: Screen, to newScreen: Screen, focused old: VoiceOverStop,
                 now new: VoiceOverStop) -> [String] {
        if new.spokenValue != old.spokenValue, let value = new.spokenValue { return [value] }
        if new.spokenLabel != old.spokenLabel, let label = new.spokenLabel { return [label] }
        return []
    }

    /// Without `.updatesFrequently` each change is queued and spoken in turn, falling behind;
    /// with it only the stop's current state is spoken, once, at the end.
    func queued(_ heard: [String], last: VoiceOverStop?) -> [String] {
        guard let last, last.traits.contains(.updatesFrequently), let latest = heard.last else { return heard }
        return [latest]
    }
}
