import AXModel

/// Swipe up / down: adjust an adjustable stop, and elsewhere move by the reader's menu (the
/// rotor, the reading controls) (docs/voiceover.md VO-3.14 to VO-3.16, docs/talkback.md TB-4.8).
extension ReaderEngine {
    /// On an adjustable stop swipe up increments and swipe down decrements, and the menu is
    /// never reached (seed 000); elsewhere swipe down moves to the next stop of the menu's
    /// setting and swipe up to the previous one.
    func swipeVertically(up: Bool, in session: inout ReaderSession) -> [Transcript.Line] {
        if session.rotor == .moreContent {
            return readContent(forward: !up, in: &session)
        }
        if let stop = focusedStop(in: session), rules.swipesThroughActions, !stop.reading.customActions.isEmpty,
           !stop.reading.isAdjustable || session.rotor == .actions {
            return chooseAction(forward: !up, on: stop, in: &session)
        }
        if let stop = focusedStop(in: session), stop.reading.isAdjustable {
            return adjust(stop, up: up, in: &session)
        }
        return moveByMenu(forward: !up, in: &session)
    }

    /// Runs the learner's `adjustment` for the direction when it has one, else the control's own step
    /// (a slider's 10%, a page control's page, a seek bar's 5%), then says the new value or
    /// state. An adjustable element with no behaviour does nothing and says nothing (seed 001).
    ///
    /// The value is said after every adjustment that runs, even when it did not change at
    /// an end of the range (the reader re-reads the value it finds).
    func adjust(_ stop: Stop, up: Bool, in session: inout ReaderSession) -> [Transcript.Line] {
        guard rules.canAdjust(stop), let element = session.screen.element(stop.elementID) else { return [] }
        var posted: [Transcript.Line] = []
        if let effects = up ? element.adjustment?.increment : element.adjustment?.decrement {
            guard !effects.isEmpty else { return [] }
            posted = runCode(effects, selfID: element.id, in: &session)
        } else if !rules.adjustControl(element, up: up, in: &session.screen) {
            return []
        } else {
            session.screen.sendValueChanged(from: element.id)
            // A property the app computes (an overridden getter, a SwiftUI modifier on state) is
            // asked again after the control's own step, as VoiceOver asks for it (VO-8.19).
            EffectRunner.refreshBindings(on: &session.screen)
        }
        // A control's `.valueChanged` handlers run after it moved; what the code posts is heard
        // after the new value.
        for handler in element.handlers where handler.event == "valueChanged" {
            posted += runCode(handler.effects, selfID: element.id, in: &session)
        }
        return rules.adjustedWords(of: stop, in: session).map { .speech($0) } + posted
    }
}
