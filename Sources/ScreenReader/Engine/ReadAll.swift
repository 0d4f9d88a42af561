import AXModel

/// `read all` (two-finger swipe up; TalkBack's read from top): reads every stop from the top,
/// each after the one before, without hints; focus ends on the last stop read
/// (docs/voiceover.md VO-3.21, docs/talkback.md TB-4.11).
///
/// The page model (VO-3.21): a page is the screen as it is. When the last stop read turns the
/// page (`.causesPageTurn`) and its element has `updates` left, the element shows its next
/// update and reading continues from it.
extension ReaderEngine {
    func readAll(in session: inout ReaderSession) -> [Transcript.Line] {
        var heard: [Transcript.Line] = []
        var previous = focusedStop(in: session)
        var start = 0
        while true {
            let stops = rules.stops(of: session.screen)
            guard stops.indices.contains(start) else { break }
            for stop in stops[start...] {
                let speech = rules.announcement(for: stop, after: previous).speech
                if !speech.isEmpty { heard.append(.speech(speech)) }
                previous = stop
            }
            guard let last = stops.last else { break }
            session.focusedID = last.id
            guard last.reading.turnsPage,
                  let element = session.screen.element(last.elementID), !element.updates.isEmpty
            else { break }
            session.screen.modify(element.id) { page in
                rules.show(page.updates.removeFirst(), on: &page)
            }
            guard let again = rules.stops(of: session.screen).firstIndex(where: { $0.id == last.id }) else { break }
            start = again
        }
        return heard
    }
}
