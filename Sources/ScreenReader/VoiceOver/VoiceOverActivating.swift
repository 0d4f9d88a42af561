import AXModel

/// What a double tap does under VoiceOver beyond the shared activation: the parts of UIKit
/// controls, the system controls' own actions, and the words VoiceOver says after each
/// (docs/voiceover.md section 3).
extension VoiceOverRules {
    /// A stepper's buttons, a segment, a tab, a back item, a title (docs/voiceover.md VO-3.7,
    /// VO-3.8, VO-3.13); nil for a whole element.
    func activatePart(_ stop: VoiceOverStop, in session: inout ReaderSession) -> [Transcript.Line]? {
        switch stop.part {
        case .increment, .decrement:
            session.screen.modify(stop.elementID) { element in
                let range = StepperRange(element)
                let step = stop.part == .increment ? range.step : -range.step
                element.value = min(max(range.value + step, range.minimum), range.maximum)
            }
            session.screen.sendValueChanged(from: stop.elementID)
            // UIStepper's buttons re-read their label and never the new value (seed 003;
            // docs/voiceover.md VO-3.8).
            return labelWords(of: stop.id, in: session).map { .speech($0) }
        case .segment(let index):
            session.screen.modify(stop.elementID) { $0.selectedSegmentIndex = index }
            return selectionWords(of: stop, in: session).map { .speech($0) }
        case .tab(let index):
            session.screen.modify(stop.elementID) { $0.selectedIndex = index }
            return selectionWords(of: stop, in: session).map { .speech($0) }
        case .back:
            return goBack(stop, in: &session)
        case .title, .header, .footer:
            return []
        case .whole:
            return nil
        }
    }

    /// A view dimmed by traits set by hand still responds, as does a part so set; a disabled
    /// view, segment or tab, or a stepper's button at its limit, does not (VO-3.5, VO-5.14).
    func respondsWhileSaidDimmed(_ stop: VoiceOverStop, of element: Element) -> Bool {
        guard !stop.disabledAbove else { return false }
        return stop.part == .whole ? element.isEnabled : !ControlParts.isDisabled(stop, of: element)
    }

    /// A navigation bar's back item: the app goes back to the screen named by the item. The
    /// model does not have that screen; VoiceOver reads a new screen's title first, so the
    /// item's title is spoken (nothing when it is the generic "Back"; docs/voiceover.md VO-3.13).
    func goBack(_ stop: VoiceOverStop, in session: inout ReaderSession) -> [Transcript.Line] {
        let title = stop.spokenLabel ?? "Back"
        session.departure = .screen(title)
        session.focusedID = nil
        return title == "Back" ? [] : [.speech(title)]
    }

    /// A text field takes the keyboard and says `is editing` (docs/voiceover.md VO-3.12); a
    /// switch flips and says its new state (VO-3.6).
    func activateControl(_ element: Element, _ stop: VoiceOverStop, in session: inout ReaderSession) -> ControlResponse {
        var response = ControlResponse()
        if element.type.isTextEntry {
            response.acted = true
            if !element.isEditing {
                session.screen.modify(element.id) { $0.isEditing = true }
                response.words.append("is editing")
            }
        }
        if element.type.isSwitch {
            response.acted = true
            response.flipped = true
            response.words += toggle(element, stop, in: &session)
        }
        return response
    }

    /// A handled double tap is heard as the control's own: the new state word of a stop that
    /// reads as a switch, else its new value, when the code changed it (docs/voiceover.md VO-8.18).
    func wordsAfterHandledActivation(of before: VoiceOverStop, in session: ReaderSession) -> [String] {
        guard let after = stop(before.id, in: session), after.value != before.value || after.spokenValue != before.spokenValue
        else { return [] }
        let words = after.role.contains(.switchControl) ? TraitWords.switchState(after.value) : after.spokenValue
        return words.map { [$0] } ?? []
    }

    /// VoiceOver's words for a flipped switch are taken when it flips: no source says that a
    /// `.valueChanged` handler's changes are read in their place.
    func flippedWordsAfterAppCode(of element: Element, in session: ReaderSession) -> [String]? {
        nil
    }

    /// Flips the on state and says a switch's new state word (`on`); for anything else its
    /// new value, else its label (docs/voiceover.md VO-3.10).
    func toggle(_ element: Element, _ stop: VoiceOverStop, in session: inout ReaderSession) -> [String] {
        session.screen.modify(element.id, Self.flipOn)
        guard let changed = self.stop(stop.id, in: session) else { return [] }
        let words = changed.role.contains(.switchControl)
            ? TraitWords.switchState(changed.value) : (changed.spokenValue ?? changed.spokenLabel)
        return words.map { [$0] } ?? []
    }

    /// Flips an element's on state. An `accessibilityValue` that says a state (`"1"` / `"0"`, a
    /// switch's state copied onto a grouping row, or the words `on` / `off` in any case) flips with
    /// it, as the app's activation code keeps the value it reports in step; any other set value is
    /// left alone (docs/voiceover.md VO-3.6, VO-1.11).
    static func flipOn(_ element: inout Element) {
        let pair = element.accessibilityValue.flatMap(statePair)
        // A view with no on state of its own (a drawn toggle) is as on as the value it reports.
        let on = !(element.isOn ?? (pair.map { element.accessibilityValue == $0.on } ?? false))
        element.isOn = on
        if let pair { element.accessibilityValue = on ? pair.on : pair.off }
    }

    /// The pair of values a state is written in: `1`/`0`, `on`/`off`, `On`/`Off`, `ON`/`OFF`.
    private static func statePair(_ value: String) -> (on: String, off: String)? {
        [("1", "0"), ("on", "off"), ("On", "Off"), ("ON", "OFF")].first { $0.0 == value || $0.1 == value }
            .map { (on: $0.0, off: $0.1) }
    }

    /// `selected, LABEL` when the stop is selected now, `LABEL` when it is not (docs/voiceover.md
    /// VO-3.7).
    func selectionWords(of stop: VoiceOverStop, in session: ReaderSession) -> [String] {
        guard let changed = self.stop(stop.id, in: session) else { return [] }
        let parts = (changed.traits.contains(.selected) ? ["selected"] : []) + [changed.spokenLabel].compactMap { $0 }
        return parts.isEmpty ? [] : [parts.joined(separator: ", ")]
    }

    /// `playSound` / `playMedia` re-read the label over the sound, which is the problem
    /// `.startsMediaSession` and `.playsSound` fix (seeds 000, 001; docs/voiceover.md VO-3.9).
    func mediaWords(of stop: VoiceOverStop, in session: ReaderSession) -> [String] {
        labelWords(of: stop.id, in: session)
    }

    /// A button or link that nothing acted on is re-read by its label; anything else says
    /// nothing (docs/voiceover.md VO-3.11).
    func idleWords(of stop: VoiceOverStop, in session: ReaderSession) -> [String] {
        stop.traits.isDisjoint(with: [.button, .link, .keyboardKey]) ? [] : labelWords(of: stop.id, in: session)
    }

    /// With `.startsMediaSession` or `.playsSound` nothing of the element is spoken; a direct
    /// touch (on `.allowsDirectInteraction`) is the app's own touch, not VoiceOver's activation,
    /// so after the touch's reading only what the app itself announces is heard
    /// (docs/voiceover.md VO-3.4, VO-3.9).
    func silencesOwnWords(of stop: VoiceOverStop, direct: Bool) -> Bool {
        direct || !stop.traits.isDisjoint(with: [.startsMediaSession, .playsSound])
    }

    /// The stop's label alone, as a button that stays focused is re-read.
    func labelWords(of id: String, in session: ReaderSession) -> [String] {
        stop(id, in: session)?.spokenLabel.map { [$0] } ?? []
    }
}
