import AXModel
import FixScript

/// A control's value set in code sends no `.valueChanged` (docs/voiceover.md VO-8.20), so the
/// app's handler that writes the value to a label (`valueLabel`) does not run: said after the
/// line that sets it, as a later line may still send the event.
enum ValueChangedNotes {
    static func notes(on screen: Screen) -> [String] {
        var notes: [String] = []
        for element in screen.allElements {
            let bodies = [element.adjustment?.increment, element.adjustment?.decrement].compactMap { $0 }
                + element.handlers.map(\.effects) + element.customActions.map(\.effects)
            for effects in bodies {
                for target in SwiftBodyCode.unsentValueChanges(effects) {
                    let id = target == "self" ? element.id : target
                    guard let control = screen.element(id), let label = control.valueLabel else { continue }
                    let note = "\(id).value set in code sends no .valueChanged, so the app's handler that writes it to \(label) "
                        + "does not run as it does for a touch: call \(target == "self" ? "" : id + ".")sendActions(for: .valueChanged) "
                        + "after it"
                    if !notes.contains(note) { notes.append(note) }
                }
            }
        }
        return notes
    }
}
