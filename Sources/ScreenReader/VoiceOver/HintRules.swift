import AXModel

/// The hint VoiceOver speaks after the pause (docs/voiceover.md section 2): the custom hint,
/// then the built-in one for switches, adjustable elements and text fields.
enum HintRules {
    static let toggle = "Double tap to toggle setting."
    static let adjust = "Swipe up or down with one finger to adjust the value."
    static let edit = "Double tap to edit."
    static let editing = "Use the rotor to access Misspelled Words"
    /// A multi-line `UITextView` says both of the text hints.
    static let editMultiline = "Double tap to edit. Use the rotor to access Misspelled Words"
    /// Said after the hint of an element with custom actions (docs/voiceover.md VO-8.1).
    static let actionsAvailable = "Actions available"
    /// Said after the hint and the actions of an element with custom content (docs/voiceover.md VO-8.4).
    static let moreContentAvailable = "More content available"

    /// The hint line of a stop; `spokenInPlace` is true when the custom hint was already
    /// spoken in place of an empty label and value, so it does not follow again.
    ///
    /// Built-in hints still follow a hint spoken in place, except the adjustable one
    /// (docs/voiceover.md VO-2.7). A dimmed stop gets no built-in hint (VO-2.5).
    static func hint(for stop: VoiceOverStop, spokenInPlace: Bool) -> String? {
        let dimmed = stop.reading.traits.contains(.notEnabled)
        var hint = spokenInPlace ? nil : stop.reading.spokenHint.map { Speech.inLanguage($0, stop) }
        if stop.reading.role.contains(.switchControl), !dimmed {  // docs/voiceover.md VO-2.2
            hint = appending(toggle, to: hint)
        }
        if stop.reading.role.contains(.textEntry), !dimmed {  // docs/voiceover.md VO-2.4
            if stop.reading.role.contains(.editing) {
                hint = editing
            } else {
                hint = stop.reading.role.contains(.multiline) ? editMultiline : edit
            }
        }
        // docs/voiceover.md VO-2.3
        let hintOnly = stop.reading.spokenHint != nil && stop.reading.spokenLabel == nil && stop.reading.spokenValue == nil
        if stop.reading.traits.contains(.adjustable), !dimmed, !stop.reading.role.contains(.switchControl), !hintOnly {
            hint = appending(adjust, to: hint)
        }
        if !stop.reading.customActions.isEmpty {  // docs/voiceover.md VO-8.1
            hint = appending(actionsAvailable, to: hint)
        }
        if !stop.reading.customContent.isEmpty {  // docs/voiceover.md VO-8.4
            hint = appending(moreContentAvailable, to: hint)
        }
        return hint
    }

    /// `Custom hint. Built-in hint.`: the custom hint's trailing period is dropped first
    /// (docs/voiceover.md VO-2.1).
    static func appending(_ builtIn: String, to custom: String?) -> String {
        guard let custom, !custom.isEmpty else { return builtIn }
        let trimmed = custom.hasSuffix(".") ? String(custom.dropLast()) : custom
        return "\(trimmed). \(builtIn)"
    }
}
