/// Code the app runs when a control sends an event (UIKit `addAction(UIAction { … }, for:
/// .touchUpInside)`) or a SwiftUI view is tapped (`.onTapGesture { … }`): what a double tap or
/// a change of the control's value runs, after what the app already does.
public struct EventHandler: Sendable, Equatable {
    /// The `UIControl.Event` it was added for (`touchUpInside`, `valueChanged`,
    /// `primaryActionTriggered`), or `tap` for SwiftUI's tap gesture.
    public var event: String
    public var effects: [Effect]
    /// UIKit's `UIAction(title: "Save") { … }`: the action's own title, which a menu shows and a
    /// button added to does not (its name stays its own); kept so the code shown is the code typed.
    public var actionTitle: String?
    /// How the closure captures the view controller, for the code shown.
    public var capture: ClosureCapture

    public init(event: String, effects: [Effect], actionTitle: String? = nil, capture: ClosureCapture = .weakUnwrapped) {
        self.event = event
        self.effects = effects
        self.actionTitle = actionTitle
        self.capture = capture
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

/// How a UIKit closure the learner wrote captures the view controller, kept so the code shown
/// after a pass captures it the same way.
public enum ClosureCapture: Sendable, Equatable {
    /// `[weak self]` and `guard let self`: the tutor's own spelling, also for a closure that
    /// reaches no view, and for one written with no capture list, which holds the controller
    /// strongly (a cycle, as the controller's view holds the closure): shown weak, as an app writes it.
    case weakUnwrapped
    /// `[weak self]` and `self?.` on each use.
    case weakChained
    /// `[unowned self]`.
    case unowned
    /// `[self]`.
    case strong
}
