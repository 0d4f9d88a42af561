import AXModel

/// A view said to be dimmed (`.notEnabled` added by hand) that still responds: VoiceOver says
/// "dimmed", and a double tap still runs what the view does, because the trait changes only
/// what VoiceOver says (Apple's documentation of `notEnabled`; docs/voiceover.md VO-3.5). Told
/// when a check fails, so the learner sees why the double tap was heard.
public struct DimmedButResponds: Sendable, Equatable {
    /// The view said to be dimmed.
    public var id: String
    /// Why it still responds, and what disables it.
    public var message: String

    /// The views of an iOS screen with `.notEnabled` that are still enabled and act on a tap.
    static func check(_ screen: Screen) -> [DimmedButResponds] {
        guard screen.platform == .ios else { return [] }
        return screen.allElements.filter { element in
            element.isEnabled && element.resolvedTraits.contains(.notEnabled)
                && (!element.onActivate.isEmpty || element.handlers.contains { $0.runsOnActivation })
        }.map { element in
            let swiftUI = element.type.framework == .swiftUI
            let disable = swiftUI ? "\(element.id).disabled(true)" : "\(element.id).isEnabled = false"
            // Either way may be the fix: a button that should work loses the trait (a learner who
            // enabled one was told only to disable it).
            let respond = swiftUI ? "" : "If it should respond, take the trait away: "
                + "\(element.id).accessibilityTraits.remove(.notEnabled). If not, disable"
            return DimmedButResponds(id: element.id, message: "\(element.id) is said to be dimmed but still responds: a "
                + "double tap runs what it does, as .notEnabled changes only what VoiceOver says. "
                + (swiftUI ? "Disable" : respond) + " it with \(disable), which dims it for everyone and adds the trait by itself")
        }
    }
}
