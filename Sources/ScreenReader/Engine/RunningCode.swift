import AXModel

/// The app's code running under the reader: what it posts is heard, and a notification that
/// moves focus moves it (docs/voiceover.md VO-8.7 to VO-8.9).
extension ReaderEngine {
    /// Runs code of the element `selfID` (a handler, an action, an adjustment): its
    /// announcements as speech, then, when it moved focus, the stop it moved to read in full.
    func runCode(_ effects: [Effect], selfID: String, in session: inout ReaderSession) -> [Transcript.Line] {
        let (announced, focus) = EffectRunner.runPosting(effects, selfID: selfID, on: &session.screen)
        var lines = announced.map { Transcript.Line.speech($0) }
        guard let focus else { return lines }
        let stops = rules.stops(of: session.screen)
        let target: Stop? = switch focus {
        case .firstStop: stops.first
        case .element(let id):
            stops.first(where: { $0.id == id }) ?? stops.first(where: { $0.elementID == id })
                ?? stops.first(where: { $0.members.contains(id) || $0.ancestors.contains(id) })
        }
        guard let target else { return lines }
        session.focusedID = target.id
        lines += self.lines(for: target, after: nil)
        return lines
    }
}
