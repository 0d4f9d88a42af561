import AXModel

/// What each rotor setting stops on under VoiceOver.
extension RotorSetting {
    /// Whether swipe up / down with this setting stops on the stop (docs/voiceover.md VO-3.18).
    func matches(_ stop: VoiceOverStop) -> Bool {
        switch self {
        case .headings: stop.traits.contains(.header)
        case .links: stop.traits.contains(.link)
        case .formControls:
            stop.traits.contains(.button) || stop.traits.contains(.adjustable)
                || stop.traits.contains(.searchField)
                || !stop.role.isDisjoint(with: [.switchControl, .textEntry, .tab, .backButton])
        case .textFields: stop.role.contains(.textEntry) || stop.traits.contains(.searchField)
        case .buttons: stop.traits.contains(.button)
        case .images: stop.traits.contains(.image)
        case .staticText: stop.traits.contains(.staticText)
        case .landmarks: stop.edge == .landmarkStart
        }
    }
}
