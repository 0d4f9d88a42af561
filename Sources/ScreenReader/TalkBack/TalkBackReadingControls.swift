import AXModel

/// TalkBack's reading controls (`reading controls headings` in transcripts; TalkBack's name
/// for the menu VoiceOver calls the rotor). The model has the controls that move by stops —
/// Headings, Links, Controls — and not the ones that move within text
/// (docs/talkback.md TB-4.9).
extension TalkBackRules {
    /// `reading controls NAME`: `headings`, `links` and `controls` set the reading control,
    /// and TalkBack says its name; any other name, and VoiceOver's rotor, say nothing
    /// (docs/talkback.md TB-4.9, TB-6.2).
    func menuChoice(_ gesture: Gesture) -> (setting: RotorSetting, name: String)? {
        guard case .readingControl(let name) = gesture,
              let setting = Gesture.readingControls.first(where: { $0.name == name.lowercased() })?.setting,
              let spoken = Self.readingControlNames[setting] else { return nil }
        return (setting, spoken)
    }

    /// What TalkBack calls the reading controls the model has.
    static let readingControlNames: [RotorSetting: String] = [
        .headings: "Headings", .links: "Links", .formControls: "Controls",
    ]

    /// Headings: a stop marked as a heading (`accessibilityHeading`, Compose `heading()`) —
    /// not one whose words say "heading". Links: a stop whose role is "Link". Controls: a stop
    /// a double tap acts on.
    func menuMatches(_ stop: TalkBackStop, _ setting: RotorSetting) -> Bool {
        switch setting {
        case .headings: stop.heading
        case .links: stop.role?.lowercased() == "link"
        case .formControls: stop.action != nil
        default: false
        }
    }
}
