import AXModel

/// What each rotor setting stops on under VoiceOver.
extension RotorSetting {
    /// Whether swipe up / down with this setting stops on the stop (docs/voiceover.md VO-3.18).
    func matches(_ stop: VoiceOverStop) -> Bool {
        switch self {
        case .headings: stop.reading.traits.contains(.header)
        case .links: stop.reading.traits.contains(.link)
        case .formControls:
            stop.reading.traits.contains(.button) || stop.reading.traits.contains(.adjustable)
                || stop.reading.traits.contains(.searchField)
                || !stop.reading.role.isDisjoint(with: [.switchControl, .textEntry, .tab, .backButton])
        case .textFields: stop.reading.role.contains(.textEntry) || stop.reading.traits.contains(.searchField)
        case .buttons: stop.reading.traits.contains(.button)
        case .images: stop.reading.traits.contains(.image)
        case .staticText: stop.reading.traits.contains(.staticText)
        case .landmarks: stop.reading.edge == .landmarkStart
        case .actions, .moreContent: false  // chooses among the focused stop's actions or content; never moves focus
        }
    }
}
