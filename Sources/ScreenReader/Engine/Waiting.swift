import AXModel

/// `wait N`: time passes, elements with `updates` change once a second, and the reader says
/// the changes it hears of (docs/voiceover.md VO-3.19, VO-6.5, seed 000's stopwatch;
/// docs/talkback.md TB-4.12, TB-6.3).
extension ReaderEngine {
    /// Every element shows its next update on each whole second passed, where the reader
    /// reads it; each second's changes are heard as the reader's rules say, while focus stays
    /// on one stop, and queued as the reader queues them.
    func wait(_ seconds: Double, in session: inout ReaderSession) -> [Transcript.Line] {
        guard seconds > 0, seconds.isFinite else { return [] }
        let before = session.elapsed.rounded(.down)
        session.elapsed = min(session.elapsed + seconds, ReaderSession.longestWait)
        let ticks = Int(min(session.elapsed.rounded(.down) - before, 86_400))
        var heard: [String] = []
        var last: Stop?
        for _ in 0..<ticks {
            let old = focusedStop(in: session)
            let oldScreen = session.screen
            let ids = session.screen.allElements.filter { !$0.updates.isEmpty }.map(\.id)
            guard !ids.isEmpty else { break }
            for id in ids {
                session.screen.modify(id) { element in
                    rules.show(element.updates.removeFirst(), on: &element)
                }
            }
            let live = rules.liveChanges(from: oldScreen, to: session.screen).map(\.words)
            guard let old, let new = focusedStop(in: session), new.id == old.id else {
                heard += live
                continue
            }
            last = new
            heard += rules.changes(of: ids, from: oldScreen, to: session.screen, focused: old, now: new) + live
        }
        return rules.queued(heard, last: last).map { .speech($0) }
    }
}
