/// One of an element's custom actions (UIKit `accessibilityCustomActions`, SwiftUI
/// `.accessibilityAction(named:)`, Android `ViewCompat.addAccessibilityAction`, Compose
/// `customActions`): the name the reader says, and what its handler does when the user
/// performs it (docs/voiceover.md VO-8.1 to VO-8.3, docs/talkback.md TB-7.1 and TB-7.2).
public struct CustomAction: Sendable, Equatable {
    public var name: String
    /// The handler's statements, run when the action is performed.
    public var effects: [Effect]

    public init(name: String, effects: [Effect] = []) {
        self.name = name
        self.effects = effects
    }
}
