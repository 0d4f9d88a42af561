/// Code the app runs when a control sends an event (UIKit `addAction(UIAction { … }, for:
/// .touchUpInside)`) or a SwiftUI view is tapped (`.onTapGesture { … }`): what a double tap or
/// a change of the control's value runs, after what the app already does.
public struct EventHandler: Sendable, Equatable {
    /// The `UIControl.Event` it was added for (`touchUpInside`, `valueChanged`,
    /// `primaryActionTriggered`), or `tap` for SwiftUI's tap gesture.
    public var event: String
    public var effects: [Effect]

    public init(event: String, effects: [Effect]) {
        self.event = event
        self.effects = effects
    }

    /// Whether a double tap (an activation) sends this event.
    public var runsOnActivation: Bool {
        ["touchUpInside", "primaryActionTriggered", "tap"].contains(event)
    }
}
