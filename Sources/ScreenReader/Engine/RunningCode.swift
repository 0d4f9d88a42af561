import AXModel

/// The app's code running under the reader: what it posts is heard, and a notification that
/// moves focus moves it (docs/voiceover.md VO-8.7 to VO-8.9).
extension ReaderEngine {
    /// Runs code of the element `selfID` (a handler, an action, an adjustment): its
    /// announcements as speech, then, when it moved focus, the stop it moved to read in full.
    func runCode(_ effects: [Effect], selfID: String, in session: inout ReaderSession,
                 uncomposed: Set<String> = []) -> [Transcript.Line] {
        runCodeReturning(effects, selfID: selfID, in: &session, uncomposed: uncomposed).lines
    }

    /// `runCode`, and whether the code said it handled what it answers (`return false`: no).
    func runCodeReturning(_ effects: [Effect], selfID: String, in session: inout ReaderSession,
                          uncomposed: Set<String> = []) -> (lines: [Transcript.Line], handled: Bool) {
        followFocusStates(in: &session)
        let (announced, focus, returned) = EffectRunner.runPosting(effects, selfID: selfID, on: &session.screen,
                                                                   uncomposed: uncomposed)
        var lines = announced.map { Transcript.Line.speech($0) }
        if let focus, let target = stop(for: focus, in: session) {
            session.focusedID = target.id
            lines += self.lines(for: target, after: nil)
        }
        return (lines + focusFromFocusStates(in: &session), returned ?? true)
    }

    /// The stop a notification moves focus to: the first, or the element's (or the stop that reads it).
    private func stop(for focus: EffectRunner.FocusRequest, in session: ReaderSession) -> Stop? {
        let stops = rules.stops(of: session.screen)
        return switch focus {
        case .firstStop: stops.first
        case .element(let id):
            stops.first(where: { $0.id == id }) ?? stops.first(where: { $0.elementID == id })
                ?? stops.first(where: { $0.members.contains(id) || $0.ancestors.contains(id) })
        }
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

    /// Each `@AccessibilityFocusState` is true while focus is on the view bound to it, and false
    /// once it left (docs/voiceover.md VO-8.12): brought up to date before the app's code reads it.
    private func followFocusStates(in session: inout ReaderSession) {
        let bound = session.screen.allElements.filter { $0.accessibilityFocusBinding != nil }
        guard !bound.isEmpty else { return }
        let focused = focusedStop(in: session)?.elementID
        for element in bound {
            guard let name = element.accessibilityFocusBinding, session.screen.state[name]?.isAccessibilityFocus == true else { continue }
            session.screen.state[name]?.value = .bool(element.id == focused)
        }
    }

    /// After the app's code: a focus state it set to true moves focus to its view, which is read
    /// as focus landing on it is (docs/voiceover.md VO-8.12).
    private func focusFromFocusStates(in session: inout ReaderSession) -> [Transcript.Line] {
        let focused = focusedStop(in: session)?.elementID
        for element in session.screen.allElements {
            guard let name = element.accessibilityFocusBinding, element.id != focused,
                  session.screen.state[name]?.value == .bool(true),
                  let stop = rules.stops(of: session.screen).first(where: { $0.elementID == element.id }) else { continue }
            session.focusedID = stop.id
            return lines(for: stop, after: nil)
        }
        return []
    }
}
