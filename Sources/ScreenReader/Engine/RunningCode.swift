import AXModel

/// The app's code running under the reader: what it posts is heard, and a notification that
/// moves focus moves it (docs/voiceover.md VO-8.7 to VO-8.9).
extension ReaderEngine {
    /// Runs code of the element `selfID` (a handler, an action, an adjustment): its
    /// announcements as speech, then, when it moved focus, the stop it moved to read in full.
    func runCode(_ effects: [Effect], selfID: String, in session: inout ReaderSession) -> [Transcript.Line] {
        runCodeReturning(effects, selfID: selfID, in: &session).lines
    }

    /// `runCode`, and whether the code said it handled what it answers (`return false`: no).
    func runCodeReturning(_ effects: [Effect], selfID: String, in session: inout ReaderSession)
        -> (lines: [Transcript.Line], handled: Bool) {
        let (announced, focus, returned) = EffectRunner.runPosting(effects, selfID: selfID, on: &session.screen)
        var lines = announced.map { Transcript.Line.speech($0) }
        guard let focus else { return (lines, returned ?? true) }
        let stops = rules.stops(of: session.screen)
        let target: Stop? = switch focus {
        case .firstStop: stops.first
        case .element(let id):
            stops.first(where: { $0.id == id }) ?? stops.first(where: { $0.elementID == id })
                ?? stops.first(where: { $0.members.contains(id) || $0.ancestors.contains(id) })
        }
        guard let target else { return (lines, returned ?? true) }
        session.focusedID = target.id
        lines += self.lines(for: target, after: nil)
        return (lines, returned ?? true)
    }

    /// The magic tap or escape (`event`): the focused element's code for it, else each container
    /// up to the screen's top, until one says it handled it (docs/voiceover.md VO-8.14,
    /// VO-8.15). Nil when none did.
    ///
    /// Code that returns `false` has still run: what it posted is heard, and the next view is asked.
    func answerGesture(_ event: String, in session: inout ReaderSession) -> (lines: [Transcript.Line], handled: Bool) {
        var owners: [String] = []
        if let stop = focusedStop(in: session) { owners = [stop.elementID] + stop.ancestors.reversed() }
        var heard: [Transcript.Line] = []
        for id in owners {
            guard let handler = session.screen.element(id)?.handlers.first(where: { $0.event == event }) else { continue }
            let (lines, handled) = runCodeReturning(handler.effects, selfID: id, in: &session)
            heard += lines
            if handled { return (heard, true) }
        }
        return (heard, false)
    }
}
