import AXModel

/// A VoiceOver rotor setting that swipe up / down moves by (`rotor headings`).
public enum RotorSetting: String, Sendable, CaseIterable, Equatable {
    case headings
    case links
    case formControls = "form controls"
    case textFields = "text fields"
    case buttons
    case images
    case staticText = "static text"
    case landmarks

    /// Every setting's name, for parsing and suggestions.
    public static var names: [String] { allCases.map(\.rawValue) }

    /// Whether swipe up / down with this setting stops on the stop (docs/voiceover.md VO-3.18).
    func matches(_ stop: FocusStop) -> Bool {
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
