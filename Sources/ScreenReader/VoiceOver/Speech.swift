import AXModel

/// Builds what VoiceOver says when focus lands on a stop: its parts joined by ", " in the
/// order of docs/voiceover.md VO-1.1 (`selected` VO-1.2, the label without a back button's
/// "Back" VO-1.8, the value VO-1.4, the hint in their place VO-1.19, the trait words VO-1.5,
/// position VO-1.17, container edges VO-1.18), and the hint spoken after the pause (section 2).
enum Speech {
    /// The utterance and hint for a stop.
    static func announcement(for stop: VoiceOverStop) -> (speech: String, hint: String?) {
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
        if stop.reading.traits.contains(.selected) { add("selected") }
        if let label = stop.reading.spokenLabel, !droppedAsBack(label, stop) {
            add(inLanguage(label, stop))
        }
        // A switch speaks its value as a state word (TraitWords; docs/voiceover.md VO-1.9); a
        // secure text field says how many characters it holds, never what they are (VO-1.14).
        if let value = stop.reading.spokenValue, !stop.reading.role.contains(.switchControl) {
            add(stop.reading.role.contains(.secureTextEntry) ? secureValue(value) : inLanguage(value, stop))
        }
        var spokenInPlace = false
        if speech.isEmpty, let hint = stop.reading.spokenHint {
            speech = inLanguage(hint, stop)
            spokenInPlace = true
            hintPeriodPending = true
        }
        TraitWords.forEachWord(of: stop) { add($0) }
        // High-importance custom content follows the trait words (docs/voiceover.md VO-8.6).
        for piece in stop.reading.customContent where piece.isHighImportance { add(piece.spoken) }
        if let position = stop.reading.position { add("\(position.index) of \(position.count)") }
        if let edge = stop.reading.edge { add(edge.rawValue) }
        let hint = HintRules.hint(for: stop, spokenInPlace: spokenInPlace)
        // With nothing else to say, the actions are said in the description's place (VO-8.1).
        if speech.isEmpty, hint == HintRules.actionsAvailable { return (hint ?? "", nil) }
        return (speech, hint)
    }

    /// The app's words as the voice of the stop's `accessibilityLanguage` says them: the model
    /// writes the language after them, `Croissant aux amandes (in fr-FR)`, as a transcript has no
    /// voice (docs/voiceover.md VO-1.22). The trait words stay in the user's language.
    static func inLanguage(_ words: String, _ stop: VoiceOverStop) -> String {
        guard let language = stop.reading.language, !language.isEmpty else { return words }
        return "\(words) (in \(language))"
    }

    /// Whether a back button's label is dropped: a label that is "Back" in any case would
    /// repeat the `back button` trait word (AccessibilitySnapshot 5b03db8,
    /// UIAccessibility+SnapshotAdditions.swift lines 293-298, compares lowercased: `BACK` and
    /// `back` are dropped too).
    static func droppedAsBack(_ label: String, _ stop: VoiceOverStop) -> Bool {
        stop.reading.role.contains(.backButton) && label.lowercased() == "back"
    }

    /// A secure field's value as VoiceOver says it: its bullets, one per character, as a
    /// count (`9 characters`, `1 character`). A value the app set itself is read as it is.
    static func secureValue(_ value: String) -> String {
        guard value.allSatisfy({ $0 == Element.secureBullet }) else { return value }
        return value.count == 1 ? "1 character" : "\(value.count) characters"
    }
}
