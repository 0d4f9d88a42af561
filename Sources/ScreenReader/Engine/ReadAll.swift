import AXModel

/// `read all` (two-finger swipe up; TalkBack's read from top): reads every stop from the top,
/// each after the one before, without hints; focus ends on the last stop read
/// (docs/voiceover.md VO-3.21, docs/talkback.md TB-4.11).
///
/// The page model (VO-3.21): a page is the screen as it is. When a stop read turns the page
/// (`.causesPageTurn`), the rest of the page is not read: its element shows its next update
/// (`updates`) and reading continues from it, or reading ends when it has none left.
extension ReaderEngine {
    func readAll(in session: inout ReaderSession) -> [Transcript.Line] {
        var heard: [Transcript.Line] = []
        var previous = focusedStop(in: session)
        var start = 0
        reading: while true {
            let stops = rules.stops(of: session.screen)
            guard stops.indices.contains(start) else { break }
            for stop in stops[start...] {
                let speech = rules.announcement(for: stop, after: previous).speech
                if !speech.isEmpty { heard.append(.speech(speech)) }
                previous = stop
                session.focusedID = stop.id
                // Finishing a stop that causes a page turn turns the page, wherever it stands: what
                // follows it on this page is not read (VO-3.21). A page that has more (`updates`)
                // shows the next, and reading goes on from it; else reading ends.
                guard stop.reading.turnsPage else { continue }
                guard let element = session.screen.element(stop.elementID), !element.updates.isEmpty else { break reading }
                session.screen.modify(element.id) { page in
                    rules.show(page.updates.removeFirst(), on: &page)
                }
                guard let again = rules.stops(of: session.screen).firstIndex(where: { $0.id == stop.id }) else { break reading }
                start = again
                continue reading
            }
            break
        }
        return heard
    }
}
