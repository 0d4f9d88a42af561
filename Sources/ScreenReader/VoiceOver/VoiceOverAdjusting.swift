import AXModel

/// Swipe up / down on an adjustable element under VoiceOver (docs/voiceover.md VO-3.14,
/// VO-3.15, VO-3.16).
extension VoiceOverRules {
    /// A whole element adjusts; a part of a control with `.adjustable` takes the swipe and does
    /// nothing.
    func canAdjust(_ stop: VoiceOverStop) -> Bool {
        stop.part == .whole
    }

    /// UIKit's own increment and decrement: `UISlider` moves 10% of its range and
    /// `UIPageControl` one page, both clamped at the ends. Anything else has none (seed 001).
    func adjustControl(_ element: Element, up: Bool, in screen: inout Screen) -> Bool {
        if element.type.isSlider {
            screen.modify(element.id) { slider in
                let low = slider.minimumValue ?? 0
                let high = max(slider.maximumValue ?? 1, low)
                let step = (high - low) / 10 * (up ? 1 : -1)
                let moved = min(max((slider.value ?? low) + step, low), high)
                // A UISlider's value is a Float, and so is its arithmetic (5.1 - 1.1 is 4.0 there).
                slider.value = slider.type == .UISlider
                    ? Double(min(max(Float(slider.value ?? low) + Float(step), Float(low)), Float(high))) : moved
            }
            return true
        }
        if element.type == .UIPageControl {
            screen.modify(element.id) { control in
                let pages = max(control.numberOfPages ?? 1, 1)
                let current = min(max(control.currentPage ?? 0, 0), pages - 1)
                control.currentPage = min(max(current + (up ? 1 : -1), 0), pages - 1)
            }
            return true
        }
        return false
    }

    /// Only the new value is spoken.
    func adjustedWords(of stop: VoiceOverStop, in session: ReaderSession) -> [String] {
        self.stop(stop.id, in: session)?.spokenValue.map { [$0] } ?? []
    }
}
