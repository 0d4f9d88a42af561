import AXModel

/// Swipe up / down under TalkBack: on a `SeekBar` they adjust it; elsewhere they change the
/// reading control, which the model does not have, so nothing is said.
extension TalkBack {
    /// Swipe up raises and swipe down lowers a focused, enabled `SeekBar` by its key step,
    /// which Android's `AbsSeekBar` makes 1/20 of the range (5%, at least 1), clamped at the
    /// ends; the new state is said (`45%`, or the `stateDescription`). A learner's own
    /// `adjustment` runs instead when set.
    func adjust(up: Bool, in session: inout ReaderSession) -> [Transcript.Line] {
        guard let stop = focusedStop(in: session), stop.action == .adjust, !stop.disabled,
              let element = session.screen.element(stop.id) else { return [] }
        if let adjustment = element.adjustment {
            let effects = up ? adjustment.increment : adjustment.decrement
            guard !effects.isEmpty else { return [] }
            EffectRunner.run(effects, selfID: element.id, on: &session.screen)
        } else {
            session.screen.modify(element.id) { bar in
                let range = bar.androidMax - bar.androidMin
                let step = max(1, Int((Double(range) / 20).rounded()))
                let next = bar.androidProgress + (up ? step : -step)
                bar.android.progress = min(max(next, bar.androidMin), max(bar.androidMin, bar.androidMax))
            }
        }
        guard let changed = session.screen.element(element.id),
              let state = TalkBackFocusOrder.state(of: changed) else { return [] }
        return [.speech(state)]
    }
}
