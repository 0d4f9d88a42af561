import AXModel

/// Builds what VoiceOver says when focus lands on a stop (VOICEOVER.md §1): its parts joined
/// by ", " and the hint spoken after the pause.
enum Speech {
    /// The utterance and hint for a stop.
    static func announcement(for stop: FocusStop) -> (speech: String, hint: String?) {
        var speech = ""
        var hintPeriodPending = false
        func add(_ part: String) {
            if hintPeriodPending, speech.hasSuffix(".") {
                speech.removeLast()  // the hint's own period, before the words that follow it
            }
            hintPeriodPending = false
            if !speech.isEmpty { speech += ", " }
            speech += part
        }
        if stop.traits.contains(.selected) { add("selected") }
        if let label = stop.spokenLabel, !(stop.role.contains(.backButton) && label == "Back") {
            add(label)
        }
        // A switch speaks its value as a state word (TraitWords); a secure text field never
        // speaks what was typed (VOICEOVER.md is silent; the model reads no characters).
        if let value = stop.spokenValue, !stop.role.contains(.switchControl),
           !stop.role.contains(.secureTextEntry) {
            add(value)
        }
        var spokenInPlace = false
        if speech.isEmpty, let hint = stop.spokenHint {
            speech = hint
            spokenInPlace = true
            hintPeriodPending = true
        }
        TraitWords.forEachWord(of: stop) { add($0) }
        if let position = stop.position { add("\(position.index) of \(position.count)") }
        if let edge = stop.edge { add(edge.rawValue) }
        return (speech, HintRules.hint(for: stop, spokenInPlace: spokenInPlace))
    }

    /// The transcript lines for focus landing on a stop: the utterance, then the hint.
    static func lines(for stop: FocusStop) -> [Transcript.Line] {
        let (speech, hint) = announcement(for: stop)
        var lines: [Transcript.Line] = []
        if !speech.isEmpty { lines.append(.speech(speech)) }
        if let hint { lines.append(.hint(hint)) }
        return lines
    }
}
