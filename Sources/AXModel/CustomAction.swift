/// One of an element's custom actions (UIKit `accessibilityCustomActions`, SwiftUI
/// `.accessibilityAction(named:)`, Android `ViewCompat.addAccessibilityAction`, Compose
/// `customActions`): the name the reader says, and what its handler does when the user
/// performs it (docs/voiceover.md VO-8.1 to VO-8.3, docs/talkback.md TB-7.1 and TB-7.2).
public struct CustomAction: Sendable, Equatable {
    public var name: String
    /// The handler's statements, run when the action is performed.
    public var effects: [Effect]
    /// The constant a fix made the action as (`let share = UIAccessibilityCustomAction(…)`), when
    /// a list names it rather than making it there.
    public var constant: String?
    /// UIKit's `image: UIImage(systemName: "trash")` (iOS 14), as written: the picture Switch
    /// Control shows for the action; VoiceOver says the name. Kept for the code shown.
    public var image: String?
    /// How the handler captures the view controller, for the code shown.
    public var capture: ClosureCapture

    public init(name: String, effects: [Effect] = [], constant: String? = nil, image: String? = nil,
                capture: ClosureCapture = .weakUnwrapped) {
        self.name = name
        self.effects = effects
        self.constant = constant
        self.image = image
        self.capture = capture
    }
}

extension Element {
    /// The custom actions offered where this element is read, each with the element it belongs
    /// to and its place there: the element's own, then, when it is a SwiftUI container that
    /// combines its children (`.accessibilityElement(children: .combine)`), the shown children's,
    /// in order, as SwiftUI merges their properties into the one element (docs/voiceover.md VO-4.5).
    public var offeredActions: [(owner: String, index: Int, name: String)] {
        var offered = customActions.indices.map { (owner: id, index: $0, name: customActions[$0].name) }
        guard childBehavior == .combine else { return offered }
        func collect(_ elements: [Element]) {
            for child in elements where !child.isHidden && !child.accessibilityElementsHidden {
                offered += child.customActions.indices.map { (owner: child.id, index: $0, name: child.customActions[$0].name) }
                collect(child.children)
            }
        }
        collect(children)
        return offered
    }
}
