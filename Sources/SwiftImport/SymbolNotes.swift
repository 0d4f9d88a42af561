import AXModel
import SwiftSyntax

/// SF Symbols: VoiceOver reads many by a name iOS gives each symbol, which no source we have
/// lists, so a symbol read by its name gets a note. One that is never read (hidden, inside a
/// container that ignores its children, labelled, a Label's icon) gets none.
enum SymbolNotes {
    static func check(_ screen: Screen, symbols: [String: Syntax], notes: inout ImportNotes) {
        guard !symbols.isEmpty else { return }
        visit(screen.elements, silenced: false, symbols: symbols, notes: &notes)
    }

    private static func visit(_ elements: [Element], silenced: Bool, symbols: [String: Syntax], notes: inout ImportNotes) {
        for element in elements {
            let hidden = silenced || element.isHidden || element.accessibilityElementsHidden
            if !hidden, let node = symbols[element.id], let name = element.image, element.accessibilityLabel == nil,
               element.resolvedIsAccessibilityElement, element.resolvedLabel == name {
                notes.note("VoiceOver reads an SF Symbol by the name iOS gives it, which may not be '\(name)': "
                           + "the screen says '\(name)'; check it on a device", at: node)
            }
            let ignores = element.childBehavior == .ignore
                || (element.childBehavior == .combine && element.accessibilityLabel != nil)
            visit(element.children, silenced: hidden || ignores, symbols: symbols, notes: &notes)
        }
    }
}
