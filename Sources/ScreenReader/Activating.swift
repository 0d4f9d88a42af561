import AXModel

/// Double tap: activates the focused stop and says what changed (docs/voiceover.md section 3).
enum Activating {
    /// Activates the focused stop. A dimmed stop does nothing; with nothing focused nothing
    /// happens (docs/voiceover.md VO-3.5). Segments and tabs become selected (VO-3.7).
    static func doubleTap(in session: inout ReaderSession) -> [Transcript.Line] {
        guard let stop = session.focusedStop, !stop.traits.contains(.notEnabled) else { return [] }
        switch stop.part {
        case .increment, .decrement:
            session.screen.modify(stop.elementID) { element in
                let range = StepperRange(element)
                let step = stop.part == .increment ? range.step : -range.step
                element.value = min(max(range.value + step, range.minimum), range.maximum)
            }
            // UIStepper's buttons re-read their label and never the new value (seed 003;
            // docs/voiceover.md VO-3.8).
            return labelLines(of: stop.id, in: session)
        case .segment(let index):
            session.screen.modify(stop.elementID) { $0.selectedSegmentIndex = index }
            return selectionLines(of: stop.id, in: session)
        case .tab(let index):
            session.screen.modify(stop.elementID) { $0.selectedIndex = index }
            return selectionLines(of: stop.id, in: session)
        case .back:
            return goBack(stop, in: &session)
        case .title, .header, .footer:
            return []
        case .whole:
            return activate(stop, in: &session)
        }
    }

    /// A navigation bar's back item: the app goes back to the screen named by the item. The
    /// model does not have that screen; VoiceOver reads a new screen's title first, so the
    /// item's title is spoken (nothing when it is the generic "Back"; docs/voiceover.md VO-3.13).
    static func goBack(_ stop: FocusStop, in session: inout ReaderSession) -> [Transcript.Line] {
        let title = stop.spokenLabel ?? "Back"
        session.departure = .screen(title)
        session.focusedID = nil
        return title == "Back" ? [] : [.speech(title)]
    }

    /// One utterance of an activation, and whether it survives `.startsMediaSession` /
    /// `.playsSound` (announcements and a new screen's title do; the element's own words not).
    private typealias Said = (line: Transcript.Line, survivesMedia: Bool)

    /// A whole element: system controls act by themselves, then `onActivate` runs in order.
    ///
    /// A text field takes the keyboard (docs/voiceover.md VO-3.12) and a switch flips (VO-3.6).
    /// Choices where the sources are silent (VO-3.9, VO-3.10, VO-3.11):
    /// - `playSound` / `playMedia` without `.startsMediaSession` or `.playsSound` re-read the
    ///   label over the sound, which is the problem those traits fix (seeds 000, 001); with
    ///   either trait nothing of the element is spoken.
    /// - `announce` speaks its text alone: the announcement interrupts the label.
    /// - `navigate: NAME` speaks NAME, standing for the new screen's title that VoiceOver
    ///   reads first; `openURL` says nothing (the page opens in another app). Both leave the
    ///   screen: later gestures hear nothing until the next `launch`.
    /// - An element that is neither a system control nor has actions is re-read by its label
    ///   when it is a button or link, and says nothing otherwise.
    /// - `toggleOn` on an element that is not a switch says its new state word when it reads
    ///   as a switch (`.toggleButton`), else its new value, else its label.
    /// - A direct touch (`direct`, on `.allowsDirectInteraction`) goes to the app without
    ///   VoiceOver: only what the app itself announces is heard.
    static func activate(_ stop: FocusStop, in session: inout ReaderSession, direct: Bool = false) -> [Transcript.Line] {
        guard let element = session.screen.element(stop.elementID) else { return [] }
        var said: [Said] = []
        var acted = false
        if element.type.isTextEntry {
            acted = true
            if !element.isEditing {
                session.screen.modify(element.id) { $0.isEditing = true }
                said.append((.speech("is editing"), false))
            }
        }
        if element.type.isSwitch {
            acted = true
            session.screen.modify(element.id, flipOn)
            said += stateLines(of: stop.id, in: session).map { ($0, false) }
        }
        actions: for action in element.onActivate {
            acted = true
            switch action {
            case .toggleSelected:
                session.screen.modify(element.id) { $0.isSelected.toggle() }
                said += selectionLines(of: stop.id, in: session).map { ($0, false) }
            case .toggleOn:
                // A switch has already flipped by itself: `toggleOn` names that same action.
                if element.type.isSwitch { continue actions }
                session.screen.modify(element.id, flipOn)
                said += stateLines(of: stop.id, in: session).map { ($0, false) }
            case .playSound, .playMedia:
                said += labelLines(of: stop.id, in: session).map { ($0, false) }
            case .announce(let text):
                said.append((.speech(text), true))
            case .openURL(let url):
                session.departure = .url(url)
                session.focusedID = nil
                break actions
            case .navigate(let name):
                session.departure = .screen(name)
                session.focusedID = nil
                said.append((.speech(name), true))
                break actions
            }
        }
        if !acted, !stop.traits.isDisjoint(with: [.button, .link]) {
            said += labelLines(of: stop.id, in: session).map { ($0, false) }
        }
        let silent = direct || !stop.traits.isDisjoint(with: [.startsMediaSession, .playsSound])
        return said.filter { !silent || $0.survivesMedia }.map(\.line)
    }

    /// Flips an element's on state. An `accessibilityValue` of `"1"` or `"0"` (a switch's
    /// state copied onto a grouping row) flips with it, as the app's activation code keeps
    /// the value it reports in step; any other set value is left alone (docs/voiceover.md
    /// VO-3.6, VO-1.11).
    static func flipOn(_ element: inout Element) {
        let on = !(element.isOn ?? false)
        element.isOn = on
        if element.accessibilityValue == "0" || element.accessibilityValue == "1" {
            element.accessibilityValue = on ? "1" : "0"
        }
    }

    /// The stop's label alone, as a button that stays focused is re-read.
    static func labelLines(of id: String, in session: ReaderSession) -> [Transcript.Line] {
        guard let label = session.stops.first(where: { $0.id == id })?.spokenLabel else { return [] }
        return [.speech(label)]
    }

    /// `selected, LABEL` when the stop is selected now, `LABEL` when it is not (docs/voiceover.md
    /// VO-3.7).
    static func selectionLines(of id: String, in session: ReaderSession) -> [Transcript.Line] {
        guard let stop = session.stops.first(where: { $0.id == id }) else { return [] }
        let parts = (stop.traits.contains(.selected) ? ["selected"] : []) + [stop.spokenLabel].compactMap { $0 }
        return parts.isEmpty ? [] : [.speech(parts.joined(separator: ", "))]
    }

    /// A switch's new state word (`on`); for anything else its new value, else its label.
    static func stateLines(of id: String, in session: ReaderSession) -> [Transcript.Line] {
        guard let stop = session.stops.first(where: { $0.id == id }) else { return [] }
        let words = stop.role.contains(.switchControl)
            ? TraitWords.switchState(stop.value) : (stop.spokenValue ?? stop.spokenLabel)
        return words.map { [.speech($0)] } ?? []
    }
}
