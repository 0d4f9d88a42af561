import AXModel

/// Gestures that move TalkBack's focus or leave: launch, swipe right / left, touch, back,
/// read all.
extension TalkBack {
    /// `launch`: a fresh start with nothing focused and nothing said (the model has no window
    /// title to read), so the first swipe right lands on the first stop (docs/talkback.md TB-4.1).
    func launch(_ session: inout ReaderSession) -> [Transcript.Line] {
        session.hasLaunched = true
        session.focusedID = nil
        session.departure = nil
        return []
    }

    /// Swipe right (+1) or left (-1): the next or previous stop is read, hint after. At
    /// either end nothing is said and focus stays; with nothing focused swipe right goes to
    /// the first stop and swipe left stays put.
    func move(by step: Int, in session: inout ReaderSession) -> [Transcript.Line] {
        let stops = focusStops(of: session.screen)
        let current = stops.firstIndex(where: { $0.id == session.focusedID })
        let target = current.map { $0 + step } ?? (step > 0 ? 0 : -1)
        guard stops.indices.contains(target) else { return [] }
        let previous = current.map { stops[$0] }
        session.focusedID = stops[target].id
        return TalkBackUtterance.lines(for: stops[target], after: previous)
    }

    /// `touch ID` (explore by touch): the stop of that element, else the stop that reads it
    /// (a text inside a focusable row), else the first stop inside it. Touching nothing
    /// says nothing (docs/talkback.md TB-4.2).
    func touch(_ id: String, in session: inout ReaderSession) -> [Transcript.Line] {
        let stops = focusStops(of: session.screen)
        guard let stop = stops.first(where: { $0.id == id })
                ?? stops.first(where: { $0.members.contains(id) })
                ?? stops.first(where: { $0.ancestors.contains(id) })
        else { return [] }
        let previous = stops.first { $0.id == session.focusedID }
        session.focusedID = stop.id
        return TalkBackUtterance.lines(for: stop, after: previous)
    }

    /// `escape` (Android's back gesture): an edit box being edited closes its keyboard;
    /// otherwise nothing happens (the model has no screen to go back to; docs/talkback.md TB-4.10).
    func back(in session: inout ReaderSession) -> [Transcript.Line] {
        if let stop = focusedStop(in: session), stop.editing {
            session.screen.modify(stop.id) { $0.isEditing = false }
        }
        return []
    }

    /// `read all` (read from top): every stop's utterance in order, each after the one before
    /// (the first after the stop focused until then), without hints; focus ends on the last stop
    /// (docs/talkback.md TB-4.11).
    func readAll(in session: inout ReaderSession) -> [Transcript.Line] {
        let stops = focusStops(of: session.screen)
        var previous = stops.first { $0.id == session.focusedID }
        var lines: [Transcript.Line] = []
        for stop in stops {
            let speech = TalkBackUtterance.speech(for: stop, after: previous)
            if !speech.isEmpty { lines.append(.speech(speech)) }
            previous = stop
        }
        if let last = stops.last { session.focusedID = last.id }
        return lines
    }
}
