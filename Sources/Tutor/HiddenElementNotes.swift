import AXModel

/// Views a fix made accessibility elements that VoiceOver still cannot reach, because
/// `accessibilityElementsHidden` on them or on a view around them hides the whole subtree
/// (docs/voiceover.md VO-6.3): said after the line, as a note, since a later line may unhide it.
/// A learner who set `isAccessibilityElement = true` on a hidden tab bar heard nothing, and was
/// told nothing.
enum HiddenElementNotes {
    static func notes(on screen: Screen) -> [String] {
        guard screen.platform == .ios else { return [] }
        var notes: [String] = []
        func visit(_ elements: [Element], hiddenBy hider: Element?) {
            for element in elements where !element.isHidden {
                let hidden = element.accessibilityElementsHidden ? (hider ?? element) : hider
                if element.isAccessibilityElement == true, let hidden {
                    let swiftUI = hidden.type.framework == .swiftUI
                    let property = swiftUI ? ".accessibilityHidden(true)" : "accessibilityElementsHidden"
                    let by = hidden.id == element.id ? "its own \(property)" : "\(property) on \(hidden.id)"
                    let unhide = swiftUI ? "take out \(hidden.id)'s .accessibilityHidden(true)"
                        : "set \(hidden.id).accessibilityElementsHidden = false"
                    notes.append("\(element.id) is an accessibility element, but \(by) hides it and all it holds: VoiceOver "
                                 + "never reaches it; \(unhide)")
                }
                visit(element.children, hiddenBy: hidden)
            }
        }
        visit(screen.elements, hiddenBy: nil)
        return notes
    }
}
