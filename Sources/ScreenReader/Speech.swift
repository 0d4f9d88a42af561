import AXModel

/// Builds what VoiceOver says when focus lands on a stop (VOICEOVER.md §1): its parts joined
/// by ", " and the hint spoken after the pause.
enum Speech {
    /// The utterance and hint for a stop.
    static func announcement(for stop: FocusStop) -> (speech: String, hint: String?) {
        var parts: [String] = []
        if stop.traits.contains(.selected) { parts.append("selected") }
        if let label = stop.spokenLabel, !(stop.role.contains(.backButton) && label == "Back") {
            parts.append(label)
        }
        // A switch speaks its value as a state word (TraitWords); a secure text field never
        // speaks what was typed (VOICEOVER.md is silent; the model reads no characters).
        if let value = stop.spokenValue, !stop.role.contains(.switchControl),
           !stop.role.contains(.secureTextEntry) {
            parts.append(value)
        }
        var spokenInPlace = false
        if parts.isEmpty, let hint = stop.spokenHint {
            parts.append(hint)
            spokenInPlace = true
        }
        parts += TraitWords.words(for: stop)
        if spokenInPlace, parts.count > 1, parts[0].hasSuffix(".") {
            parts[0].removeLast()  // the hint's own period, before the words that follow it
        }
        if let position = stop.position { parts.append("\(position.index) of \(position.count)") }
        if let edge = stop.edge { parts.append(edge.rawValue) }
        return (parts.joined(separator: ", "), HintRules.hint(for: stop, spokenInPlace: spokenInPlace))
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
