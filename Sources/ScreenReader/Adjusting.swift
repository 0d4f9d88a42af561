import AXModel

/// Swipe up / down: adjusts an adjustable element, and elsewhere moves by the rotor
/// (docs/voiceover.md VO-3.14, VO-3.15, VO-3.16).
enum Adjusting {
    /// On an adjustable stop swipe up increments and swipe down decrements, and the rotor
    /// is never reached (seed 000); elsewhere swipe down moves to the next stop of the rotor
    /// setting and swipe up to the previous one.
    static func swipe(up: Bool, in session: inout ReaderSession) -> [Transcript.Line] {
        if let stop = session.focusedStop, stop.traits.contains(.adjustable) {
            return adjust(stop, up: up, in: &session)
        }
        return Rotor.move(forward: !up, in: &session)
    }

    /// Runs the element's increment or decrement and speaks only the new value. The
    /// learner's `adjustment` wins over UIKit's own; `UISlider` moves 10% of its range and
    /// `UIPageControl` one page, both clamped at the ends. An element with `.adjustable` and
    /// no behaviour does nothing and says nothing (seed 001).
    ///
    /// The value is spoken after every adjustment that runs, even when it did not change at
    /// an end of the range (VoiceOver re-reads the value it finds).
    static func adjust(_ stop: FocusStop, up: Bool, in session: inout ReaderSession) -> [Transcript.Line] {
        guard stop.part == .whole, let element = session.screen.element(stop.elementID) else { return [] }
        if let adjustment = element.adjustment {
            let effects = up ? adjustment.increment : adjustment.decrement
            guard !effects.isEmpty else { return [] }
            EffectRunner.run(effects, selfID: element.id, on: &session.screen)
        } else if element.type.isSlider {
            session.screen.modify(element.id) { slider in
                let low = slider.minimumValue ?? 0
                let high = max(slider.maximumValue ?? 1, low)
                let step = (high - low) / 10 * (up ? 1 : -1)
                slider.value = min(max((slider.value ?? low) + step, low), high)
            }
        } else if element.type == .UIPageControl {
            session.screen.modify(element.id) { control in
                let pages = max(control.numberOfPages ?? 1, 1)
                let current = min(max(control.currentPage ?? 0, 0), pages - 1)
                control.currentPage = min(max(current + (up ? 1 : -1), 0), pages - 1)
            }
        } else {
            return []
        }
        guard let value = session.stops.first(where: { $0.id == stop.id })?.spokenValue else { return [] }
        return [.speech(value)]
    }
}
