import AXModel

/// TalkBack's reading controls (`reading controls headings` in transcripts; TalkBack's name
/// for the menu VoiceOver calls the rotor): choosing one, and swipe down / up moving to the
/// next or previous stop it picks. The model has the controls that move by stops — Headings,
/// Links, Controls — and not the ones that move within text
/// (docs/talkback.md TB-4.9).
extension TalkBack {
    /// `reading controls NAME`: `headings`, `links` and `controls` set the reading control,
    /// and TalkBack says its name; any other name says nothing and leaves the control as it was.
    func setReadingControl(_ name: String, in session: inout ReaderSession) -> [Transcript.Line] {
        guard let setting = Gesture.readingControls.first(where: { $0.name == name.lowercased() })?.setting,
              let spoken = Self.readingControlNames[setting] else { return [] }
        session.rotor = setting
        return [.speech(spoken)]
    }

    /// What TalkBack calls the reading controls the model has.
    static let readingControlNames: [RotorSetting: String] = [
        .headings: "Headings", .links: "Links", .formControls: "Controls",
    ]

    /// Swipe down (forward) or up: the next or previous stop the reading control picks is
    /// focused and read, hint after; with no control chosen, or no such stop, nothing is said
    /// and focus stays.
    func moveByReadingControl(forward: Bool, in session: inout ReaderSession) -> [Transcript.Line] {
        guard let setting = session.rotor else { return [] }
        let stops = focusStops(of: session.screen)
        let current = stops.firstIndex { $0.id == session.focusedID }
        guard let index = Rotor.nearest(in: stops.count, from: current, forward: forward,
                                        where: { Self.matches(stops[$0], setting) })
        else { return [] }
        session.focusedID = stops[index].id
        return TalkBackUtterance.lines(for: stops[index], after: current.map { stops[$0] })
    }

    /// Headings: a stop marked as a heading (`accessibilityHeading`, Compose `heading()`) —
    /// not one whose words say "heading". Links: a stop whose role is "Link". Controls: a stop
    /// a double tap acts on.
    static func matches(_ stop: TalkBackStop, _ setting: RotorSetting) -> Bool {
        switch setting {
        case .headings: stop.heading
        case .links: stop.role?.lowercased() == "link"
        case .formControls: stop.action != nil
        default: false
        }
    }
}
