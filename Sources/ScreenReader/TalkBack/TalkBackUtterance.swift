import AXModel

/// Builds what TalkBack says when focus lands on a stop: the parts in TALKBACK.md's default
/// "State, name, type" order, joined by ", ", each part said once.
enum TalkBackUtterance {
    /// The main utterance of a stop.
    static func speech(for stop: TalkBackStop) -> String {
        var parts: [String] = []
        /// Adds a part unless it is empty or equal, ignoring case, to an earlier one.
        func add(_ part: String?) {
            guard let part, !part.isEmpty else { return }
            let folded = part.lowercased()
            if parts.contains(where: { $0.lowercased() == folded }) { return }
            parts.append(part)
        }
        if stop.selected { add("selected") }
        add(stop.state)
        add(stop.name)
        add(stop.role)
        if stop.heading { add("Heading") }
        stop.childrenText.forEach { add($0) }
        if let label = stop.labelledBy, !label.isEmpty {
            // "<text> for <label>": the label is joined to what was said so far.
            if let last = parts.indices.last {
                parts[last] += " for \(label)"
            } else {
                add(label)
            }
        }
        if let error = stop.error, !error.isEmpty { add("Error: \(error)") }
        add(stop.hintText)
        if stop.disabled { add("disabled") }
        return parts.joined(separator: ", ")
    }

    /// The transcript lines for focus landing on a stop: the utterance, then the usage hint.
    static func lines(for stop: TalkBackStop) -> [Transcript.Line] {
        var lines: [Transcript.Line] = []
        let speech = speech(for: stop)
        if !speech.isEmpty { lines.append(.speech(speech)) }
        if let hint = TalkBackHints.hint(for: stop) { lines.append(.hint(hint)) }
        return lines
    }
}
