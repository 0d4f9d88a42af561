import AXModel

/// VoiceOver's More Content rotor (docs/voiceover.md VO-8.5).
extension ReaderEngine {
    /// Swipe down (`forward`) or up with the rotor on `more content`: the next or previous piece
    /// of the focused stop's custom content, `Age, 3 years`, without wrapping. Swipe down starts
    /// at the first piece; nothing is said past either end or on a stop without content.
    func readContent(forward: Bool, in session: inout ReaderSession) -> [Transcript.Line] {
        guard let stop = focusedStop(in: session) else { return [] }
        let pieces = stop.reading.customContent
        let next = session.readContent.map { forward ? $0 + 1 : $0 - 1 } ?? (forward ? 0 : -1)
        guard pieces.indices.contains(next) else { return [] }
        session.readContent = next
        return [.speech(pieces[next].spoken)]
    }
}
