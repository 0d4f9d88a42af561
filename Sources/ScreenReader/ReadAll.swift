import AXModel

/// `read all` (two-finger swipe up): reads every stop from the top, without hints.
///
/// The page model (docs/voiceover.md VO-3.21): a page is the screen as it is. When the
/// last stop read has `.causesPageTurn` and its element has `updates` left, the page turns:
/// the element shows its next update and reading continues from it. Focus ends on the last
/// stop read.
enum ReadAll {
    static func read(in session: inout ReaderSession) -> [Transcript.Line] {
        var heard: [Transcript.Line] = []
        var start = 0
        while true {
            let stops = session.stops
            guard stops.indices.contains(start) else { break }
            for stop in stops[start...] {
                let speech = Speech.announcement(for: stop).speech
                if !speech.isEmpty { heard.append(.speech(speech)) }
            }
            guard let last = stops.last else { break }
            session.focusedID = last.id
            guard last.traits.contains(.causesPageTurn),
                  let element = session.screen.element(last.elementID), !element.updates.isEmpty
            else { break }
            session.screen.modify(element.id) { page in
                page.show(page.updates.removeFirst())
            }
            guard let again = session.stops.firstIndex(where: { $0.id == last.id }) else { break }
            start = again
        }
        return heard
    }
}
