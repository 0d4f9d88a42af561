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

    /// Whether a double tap (an activation) sends this event: VoiceOver's double tap is a tap at
    /// the element's activation point ("the location assistive technologies use to initiate
    /// gestures", Apple's accessibilityActivationPoint), so a control gets its touch down too.
    public var runsOnActivation: Bool {
        ["touchDown", "touchUpInside", "primaryActionTriggered", "tap"].contains(event)
    }

    /// The events the app answers and says whether it handled (`-> Bool`), each with the
    /// method a UIKit view overrides for it and SwiftUI's `AccessibilityActionKind`:
    /// a double tap (`accessibilityActivate()`, `.default`), the magic tap and escape.
    public static let answered: [(event: String, method: String, swiftUIKind: String)] = [
        ("activate", "accessibilityActivate", "default"),
        ("magicTap", "accessibilityPerformMagicTap", "magicTap"),
        ("escape", "accessibilityPerformEscape", "escape"),
    ]

    /// The UIKit method that answers this event (`accessibilityPerformMagicTap`), if it is one
    /// the app answers.
    public var answeringMethod: String? { Self.answered.first { $0.event == event }?.method }

    /// SwiftUI's action kind for this event (`default`, `magicTap`, `escape`), if it is one the app answers.
    public var swiftUIKind: String? { Self.answered.first { $0.event == event }?.swiftUIKind }
}
