import AXModel
@testable import ScreenReader

/// Builds an element in one expression: `element("play", .UIButton) { $0.title = "Play" }`.
func element(_ id: String, _ type: ElementType, children: [Element] = [],
             _ configure: (inout Element) -> Void = { _ in }) -> Element {
    var element = Element(id: id, type: type, children: children)
    configure(&element)
    return element
}

/// A drawn toggle: a `UIView` made one element that reads as a switch, reporting `value`.
func drawnToggle(_ id: String, label: String, value: String,
                 _ configure: (inout Element) -> Void = { _ in }) -> Element {
    element(id, .UIView) {
        $0.isAccessibilityElement = true
        $0.accessibilityLabel = label
        $0.accessibilityTraits = [.button, .toggleButton]
        $0.accessibilityValue = value
        configure(&$0)
    }
}

/// A screen of the given elements.
func screen(_ elements: Element...) -> Screen {
    Screen(elements: elements)
}

/// What VoiceOver says for each stop, as `speech` or `speech | hint`.
func spoken(_ screen: Screen) -> [String] {
    VoiceOver().announcements(of: screen).map { announcement in
        announcement.hint.map { "\(announcement.speech) | \($0)" } ?? announcement.speech
    }
}

/// The one stop of a one-element screen, spoken as `speech` or `speech | hint`.
func spoken(_ element: Element) -> String {
    spoken(Screen(elements: [element])).first ?? "<no stop>"
}

/// Plays `gestures` (`;`-separated) from a fresh start and returns the transcript's text.
func heard(_ screen: Screen, _ gestures: String) throws -> String {
    VoiceOver().play(try Gesture.parseList(gestures), on: screen).text
}

/// The stop ids in swipe order.
func order(_ screen: Screen) -> [String] {
    VoiceOver().focusStops(of: screen).map(\.id)
}
