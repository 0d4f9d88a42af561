import AXModel

/// Swipe up / down under TalkBack: on a `SeekBar` they adjust it; elsewhere they move by the
/// reading control (`TalkBackReadingControls`).
extension TalkBack {
    /// A focused seek bar takes the swipe; otherwise swipe down moves to the next stop the
    /// reading control picks and swipe up to the previous one.
    func swipeVertically(up: Bool, in session: inout ReaderSession) -> [Transcript.Line] {
        if let stop = focusedStop(in: session), stop.action == .adjust {
            return adjust(up: up, in: &session)
        }
        return moveByReadingControl(forward: !up, in: &session)
    }

    /// Swipe up raises and swipe down lowers a focused, enabled `SeekBar` by its key step,
    /// which Android's `AbsSeekBar` makes 1/20 of the range (5%, at least 1), clamped at the
    /// ends; the new state is said (`45%`, or the `stateDescription`). A learner's own
    /// `adjustment` runs instead when set (docs/talkback.md TB-4.8).
    func adjust(up: Bool, in session: inout ReaderSession) -> [Transcript.Line] {
        guard let stop = focusedStop(in: session), stop.action == .adjust, !stop.disabled,
              let element = session.screen.element(stop.id) else { return [] }
        if let adjustment = element.adjustment {
            let effects = up ? adjustment.increment : adjustment.decrement
            guard !effects.isEmpty else { return [] }
            EffectRunner.run(effects, selfID: element.id, on: &session.screen)
        } else {
            session.screen.modify(element.id) { bar in
                bar.android.progress = Self.stepped(bar, up: up)
            }
        }
        guard let changed = session.screen.element(element.id),
              let state = TalkBackFocusOrder.state(of: changed) else { return [] }
        return [.speech(state)]
    }

    /// The progress one key step up or down, clamped to the range. Counted in `Double` so
    /// that no range, however wide, overflows.
    static func stepped(_ bar: Element, up: Bool) -> Int {
        let lowest = bar.androidMin, highest = max(bar.androidMin, bar.androidMax)
        let low = Double(lowest), high = Double(highest)
        let step = max(1, ((high - low) / 20).rounded())
        let next = Double(bar.androidProgress) + (up ? step : -step)
        if next >= high { return highest }
        if next <= low { return lowest }
        return Int(next)
    }
}
