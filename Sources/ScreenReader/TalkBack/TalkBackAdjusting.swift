import AXModel

/// Swipe up / down on a `SeekBar` under TalkBack (docs/talkback.md TB-4.8).
extension TalkBackRules {
    /// A disabled seek bar takes the swipe and does nothing.
    func canAdjust(_ stop: TalkBackStop) -> Bool {
        !stop.disabled
    }

    /// Swipe up raises and swipe down lowers the bar by its key step, which Android's
    /// `AbsSeekBar` makes 1/20 of the range (5%, at least 1), clamped at the ends.
    func adjustControl(_ element: Element, up: Bool, in screen: inout Screen) -> Bool {
        screen.modify(element.id) { bar in
            bar.android.progress = Self.stepped(bar, up: up)
        }
        return true
    }

    /// The new state is said (`45%`, or the `stateDescription`).
    func adjustedWords(of stop: TalkBackStop, in session: ReaderSession) -> [String] {
        guard let changed = session.screen.element(stop.elementID),
              let state = TalkBackFocusOrder.state(of: changed) else { return [] }
        return [state]
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
