import AXModel

/// Builds what VoiceOver says when focus lands on a stop: its parts joined by ", " in the
/// order of docs/voiceover.md VO-1.1 (`selected` VO-1.2, the label without a back button's
/// "Back" VO-1.8, the value VO-1.4, the hint in their place VO-1.19, the trait words VO-1.5,
/// position VO-1.17, container edges VO-1.18), and the hint spoken after the pause (section 2).
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
        // A switch speaks its value as a state word (TraitWords; docs/voiceover.md VO-1.9); a
        // secure text field never speaks what was typed (VO-1.14).
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
