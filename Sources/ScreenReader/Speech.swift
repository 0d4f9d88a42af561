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
