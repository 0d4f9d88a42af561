import AXModel

/// Double tap: activates the focused stop, runs the app's `onActivate`, and says what changed
/// (docs/voiceover.md section 3, docs/talkback.md TB-4.3 to TB-4.7).
extension ReaderEngine {
    /// Activates the focused stop. A disabled stop does nothing; with nothing focused nothing
    /// happens (docs/voiceover.md VO-3.5, docs/talkback.md TB-4.3). A view that is only said to
    /// be dimmed (`.notEnabled` added by hand, `isEnabled` still true) still responds, as the
    /// trait changes only what VoiceOver says. A part of a control acts as the reader's rules
    /// say (VO-3.7, VO-3.8, VO-3.13).
    func doubleTap(in session: inout ReaderSession) -> [Transcript.Line] {
        guard let stop = focusedStop(in: session) else { return [] }
        if stop.reading.isDisabled {
            guard let element = session.screen.element(stop.elementID),
                  rules.respondsWhileSaidDimmed(stop, of: element) else { return [] }
        }
        if let chosen = session.chosenAction, chosen > 0,
           let offered = session.screen.element(stop.elementID)?.offeredActions, offered.indices.contains(chosen - 1) {
            return performAction(at: offered[chosen - 1].index, of: offered[chosen - 1].owner, in: &session)
        }
        // A direct touch area that waits for one (`.requiresActivation`) is opened by the double
        // tap, which goes no further: the touches after it pass to the app (VO-3.4).
        if stop.reading.takesTouchDirectly, stop.reading.directTouchOptions.contains(.requiresActivation),
           session.openedDirectTouch != stop.id {
            session.openedDirectTouch = stop.id
            return []
        }
        // The app's own answer to a double tap (UIKit `accessibilityActivate()`, SwiftUI's default
        // action) comes first; `false` leaves the activation to the view (docs/voiceover.md VO-8.18).
        var answered: [Transcript.Line] = []
        if stop.part == .whole, let handler = session.screen.element(stop.elementID)?.handlers.first(where: { $0.event == "activate" }) {
            let (lines, handled) = runCodeReturning(handler.effects, selfID: stop.elementID, in: &session)
            if handled { return rules.wordsAfterHandledActivation(of: stop, in: session).map { .speech($0) } + lines }
            answered = lines
        }
        return answered + (rules.activatePart(stop, in: &session) ?? activate(stop, in: &session))
    }

    /// TalkBack's double tap and hold: the focused node's long click runs the app's code for it
    /// (`setOnLongClickListener`, Compose's `onLongClick`); TalkBack says nothing of its own, so
    /// only what the code announces is heard. Nothing on a node without one, or a disabled one
    /// (docs/talkback.md TB-7.15).
    func longClick(in session: inout ReaderSession) -> [Transcript.Line] {
        guard let stop = focusedStop(in: session), !stop.reading.isDisabled,
              let element = session.screen.element(stop.elementID), element.android.longClickable else { return [] }
        return element.handlers.filter { $0.event == "longClick" }.flatMap { handler in
            runCode(handler.effects, selfID: element.id, in: &session)
        }
    }

    /// One utterance of an activation, and whether it is heard over a media session or a
    /// direct touch (announcements and a new screen's title are; the element's own words not).
    private typealias Said = (words: String, survivesSilence: Bool)

    /// A whole element: the system control acts by itself (a text entry takes the keyboard,
    /// a switch or check box flips), then the app's `onActivate` runs in order:
    /// - `toggleSelected` flips the selection and the reader says the new one;
    /// - `toggleOn` flips the on state, unless the control flipped it already (the action
    ///   names that same flip), and the reader says the new state;
    /// - `playSound` / `playMedia` say what the reader says over the sound;
    /// - `announce` speaks its text;
    /// - `navigate: NAME` speaks NAME, standing for the new screen's title read first, and
    ///   `openURL` says nothing (the page opens in another app); both leave the screen, and
    ///   later gestures hear nothing until the next `launch`.
    /// When nothing acted (the app's code only calls its own functions, which the model does not
    /// run), the reader's idle words follow (VoiceOver re-reads a button's label). A stop whose
    /// own words are silenced (`.startsMediaSession`, `.playsSound`, a direct touch) keeps only
    /// announcements and a new screen's title
    /// (docs/voiceover.md VO-3.6, VO-3.9 to VO-3.12; docs/talkback.md TB-4.3 to TB-4.7).
    func activate(_ stop: Stop, in session: inout ReaderSession, direct: Bool = false) -> [Transcript.Line] {
        guard let element = session.screen.element(stop.elementID) else { return [] }
        // What the click shows of Compose is composed only after its code (TB-7.12).
        let uncomposed = session.screen.platform == .android
            ? Set(session.screen.allElements.filter { $0.type == .Composable && $0.isHidden }.map(\.id)) : []
        let control = rules.activateControl(element, stop, in: &session)
        // A SwiftUI Toggle bound to the app's Bool (`isOn: $accepted`) sets it as it flips, and
        // SwiftUI computes again what reads it (docs/decisions.md, "SwiftUI's state, read again").
        if control.flipped, let flipped = session.screen.element(element.id), case .variable(let name)? = flipped.bindings["isOn"] {
            session.screen.state[name]?.value = .bool(flipped.isOn == true)
            EffectRunner.refreshBindings(on: &session.screen)
        }
        var said: [Said] = control.words.map { ($0, false) }
        var acted = control.acted
        var posted: [Transcript.Line] = []
        var ranCode = false
        /// One handler of the app's code, run on the screen as it is.
        func run(_ handler: EventHandler) {
            // Calls of the app's own functions alone change nothing the model sees: a button that
            // runs only those stays as it was, and is re-read as one with no action (VO-3.9).
            if handler.effects.contains(where: { if case .appCall = $0 { false } else { true } }) { acted = true }
            ranCode = true
            posted += runCode(handler.effects, selfID: element.id, in: &session, uncomposed: uncomposed)
        }
        // A touch down comes before the tap ends, where the app's own tap code runs: a `.touchDown`
        // handler sees the screen before it.
        for handler in element.handlers where handler.event == "touchDown" { run(handler) }
        actions: for action in element.onActivate {
            acted = true
            switch action {
            case .toggleSelected:
                session.screen.modify(element.id) { $0.isSelected.toggle() }
                said += rules.selectionWords(of: stop, in: session).map { ($0, false) }
            case .toggleOn:
                if control.flipped { continue actions }
                said += rules.toggle(element, stop, in: &session).map { ($0, false) }
            case .playSound, .playMedia:
                said += rules.mediaWords(of: stop, in: session).map { ($0, false) }
            case .announce(let text):
                said.append((text, true))
            case .hide(let id):
                session.screen.modify(id) { $0.isHidden = true }
            case .show(let id):
                // Silent by itself (docs/voiceover.md VO-8.17); the app's handlers may announce it.
                session.screen.modify(id) { element in
                    element.isHidden = false
                    element.android.visibility = .visible
                }
            case .toggle(let name):
                // The app's own code; SwiftUI and Compose compute again what reads the Boolean.
                guard case .bool(let flag)? = session.screen.state[name]?.value else { continue actions }
                session.screen.state[name]?.value = .bool(!flag)
                EffectRunner.refreshBindings(on: &session.screen)
            case .openURL(let url):
                session.departure = .url(url)
                session.focusedID = nil
                break actions
            case .navigate(let name):
                session.departure = .screen(name)
                session.focusedID = nil
                said.append((name, true))
                break actions
            }
        }
        // The app's own handlers run after what the screen already does: a tap's, and a value
        // change's when the control changed its value (docs/voiceover.md VO-8.7).
        let changedValue = control.flipped || element.onActivate.contains(.toggleOn)
        for handler in element.handlers where handler.event != "touchDown"
            && (handler.runsOnActivation || (handler.event == "valueChanged" && changedValue)) {
            run(handler)
        }
        if ranCode, control.flipped, let words = rules.flippedWordsAfterAppCode(of: element, in: session) {
            said.replaceSubrange(0..<control.words.count, with: words.map { Said(words: $0, survivesSilence: false) })
        }
        if control.statedAfterCode, let words = rules.flippedWordsAfterAppCode(of: element, in: session) {
            said.insert(contentsOf: words.map { Said(words: $0, survivesSilence: false) }, at: 0)
        }
        if !acted {
            said += rules.idleWords(of: stop, in: session).map { ($0, false) }
        }
        let silent = rules.silencesOwnWords(of: stop, direct: direct)
        return said.filter { !$0.words.isEmpty && (!silent || $0.survivesSilence) }.map { .speech($0.words) } + posted
    }
}
