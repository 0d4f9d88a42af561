import AXModel

/// `wait N`: time passes, elements with `updates` change once a second, and VoiceOver
/// speaks the changes of the focused stop (docs/voiceover.md VO-3.19, VO-6.5, seed 000's stopwatch).
enum Waiting {
    /// The clock stops here (about 31,700 years), so seconds always count as whole ticks.
    static let longest = 1e12

    /// Every element shows its next update on each whole second passed. Without
    /// `.updatesFrequently` each change of the focused stop is queued and spoken in turn,
    /// falling behind; with it only the stop's current state is spoken, once, at the end.
    /// A change is spoken as the new value when the value changed, else the new label.
    /// Changes of elements without focus are not spoken.
    static func wait(_ seconds: Double, in session: inout ReaderSession) -> [Transcript.Line] {
        guard seconds > 0, seconds.isFinite else { return [] }
        let before = session.elapsed.rounded(.down)
        session.elapsed = min(session.elapsed + seconds, Waiting.longest)
        let ticks = Int(min(session.elapsed.rounded(.down) - before, 86_400))
        var heard: [String] = []
        var frequent = false
        for _ in 0..<ticks {
            let old = session.focusedStop
            guard tick(&session.screen) else { break }
            guard let old, let new = session.focusedStop else { continue }
            frequent = new.traits.contains(.updatesFrequently)
            if new.spokenValue != old.spokenValue, let value = new.spokenValue {
                heard.append(value)
            } else if new.spokenLabel != old.spokenLabel, let label = new.spokenLabel {
                heard.append(label)
            }
        }
        if frequent, let last = heard.last { heard = [last] }
        return heard.map { .speech($0) }
    }

    /// Shows the next update of every element that has one; false when none had any left.
    static func tick(_ screen: inout Screen) -> Bool {
        let ids = screen.allElements.filter { !$0.updates.isEmpty }.map(\.id)
        for id in ids {
            screen.modify(id) { element in
                let next = element.updates.removeFirst()
                element.show(next)
            }
        }
        return !ids.isEmpty
    }
}
