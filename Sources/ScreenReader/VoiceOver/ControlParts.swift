import AXModel

/// The stops UIKit makes for controls that are not one element but several: a stepper's two
/// buttons, a segmented control's segments, a tab bar's items, a navigation bar's back item
/// and title (docs/voiceover.md VO-5.4, VO-5.7, VO-5.8, VO-5.9); and the header and footer
/// SwiftUI makes for a `Section` (VO-7.9). Learners' settings on a part (`Element.parts`)
/// apply on top (VO-5.13).
enum ControlParts {
    /// The part stops of an element that is not itself an accessibility element.
    static func stops(of element: Element, ancestors: [String]) -> [VoiceOverStop] {
        switch element.type {
        case .UIStepper:
            let range = StepperRange(element)
            var stops: [VoiceOverStop] = []
            // Decrement first: VoiceOver visits the buttons as they are drawn, − then +
            // (AccessibilitySnapshot 5b03db8, DefaultControlsTests.testStepper reference images
            // on iOS 17.5, 18.5 and 26.2 list `Decrement. Button.` before `Increment. Button.`).
            var disabled: Traits = (!element.isEnabled || range.value <= range.minimum) ? .notEnabled : []
            stops += part(element, key: "decrement", id: "\(element.id).decrement", part: .decrement,
                          label: "Decrement", traits: .button, states: disabled, ancestors: ancestors)
            disabled = (!element.isEnabled || range.value >= range.maximum) ? .notEnabled : []
            stops += part(element, key: "increment", id: "\(element.id).increment", part: .increment,
                          label: "Increment", traits: .button, states: disabled, ancestors: ancestors)
            return stops
        case .UISegmentedControl, .Picker:
            // A SwiftUI segmented Picker is drawn by a segmented control (VO-7.11).
            let stops = (element.segments ?? []).enumerated().flatMap { index, title in
                let selected: Traits = index == element.selectedSegmentIndex ? .selected : []
                return part(element, key: String(index), id: "\(element.id)[\(index)]",
                            part: .segment(index), label: title, traits: .button,
                            states: dimmed(element, part: index).union(selected), ancestors: ancestors)
            }
            return stops.enumerated().map { offset, stop in
                var stop = stop
                stop.reading.position = .init(index: offset + 1, count: stops.count)
                return stop
            }
        case .UITabBar:
            // Its items are tabs with their position by the bar's class, whatever traits the bar
            // is given (AccessibilitySnapshot 5b03db81, AccessibilityHierarchyParser.swift
            // 378-408: a UITabBar's buttons get their context from the class, not the trait).
            let stops = (element.items ?? []).enumerated().flatMap { index, title in
                let selected: Traits = index == element.selectedIndex ? .selected : []
                let badges = element.badges ?? []
                let badge = index < badges.count ? TabBadge.value(of: badges[index]) : nil
                return part(element, key: String(index), id: "\(element.id)[\(index)]",
                            part: .tab(index), label: title, value: badge, traits: .button,
                            states: dimmed(element, part: index).union(selected), role: .tab, ancestors: ancestors)
            }
            return stops.enumerated().map { offset, stop in
                var stop = stop
                stop.reading.position = .init(index: offset + 1, count: stops.count)
                return stop
            }
        case .UINavigationBar:
            var stops: [VoiceOverStop] = []
            if let back = element.backTitle {
                stops += part(element, key: "back", id: "\(element.id).back", part: .back,
                              label: back, traits: .button, states: [], role: .backButton,
                              ancestors: ancestors)
            }
            if let title = element.title {
                stops += part(element, key: "title", id: "\(element.id).title", part: .title,
                              label: title, traits: .header, states: [], ancestors: ancestors)
            }
            return stops
        case .Section:
            // A section's header is a heading, read before the rows (docs/voiceover.md VO-7.9).
            guard let header = element.header else { return [] }
            return part(element, key: "header", id: "\(element.id).header", part: .header,
                        label: header, traits: .header, states: [], ancestors: ancestors)
        default:
            return []
        }
    }

    /// `.notEnabled` for a segment or tab that is disabled, by its control or by itself
    /// (`isEnabled = false` on a tab bar item, `setEnabled(false, forSegmentAt:)`): VoiceOver says
    /// "dimmed" and a double tap does nothing (AS image testTabBars, `Item C. Dimmed. Tab.`;
    /// docs/voiceover.md VO-5.14).
    static func dimmed(_ element: Element, part index: Int) -> Traits {
        element.isEnabled && element.parts[String(index)]?.isEnabled != false ? [] : .notEnabled
    }

    /// Whether a part stop really does not respond to a double tap (its control or the part is
    /// disabled, or a stepper's button is at its limit), as opposed to being said "dimmed" by
    /// traits the app set by hand, which change only what VoiceOver says (VO-3.5).
    static func isDisabled(_ stop: VoiceOverStop, of element: Element) -> Bool {
        switch stop.part {
        case .segment(let index), .tab(let index): return !dimmed(element, part: index).isEmpty
        case .increment, .decrement:
            let range = StepperRange(element)
            return !element.isEnabled || (stop.part == .increment ? range.value >= range.maximum : range.value <= range.minimum)
        default: return !element.isEnabled
        }
    }

    /// The part stops read after an element's children: a SwiftUI `Section`'s footer, plain
    /// text after the rows (docs/voiceover.md VO-7.9).
    static func trailingStops(of element: Element, ancestors: [String]) -> [VoiceOverStop] {
        guard element.type == .Section, let footer = element.footer else { return [] }
        return part(element, key: "footer", id: "\(element.id).footer", part: .footer,
                    label: footer, traits: .staticText, states: [], ancestors: ancestors)
    }

    /// One part stop, with the learner's settings for `key` applied; empty when the learner
    /// made the part not an accessibility element. States (dimmed, selected) are UIKit's and
    /// stay even when the traits are replaced, as `Element.resolvedTraits` does for views.
    static func part(_ element: Element, key: String, id: String, part: StopPart,
                     label: String, value: String? = nil, traits: Traits, states: Traits, role: StopRole = [],
                     ancestors: [String]) -> [VoiceOverStop] {
        let settings = element.parts[key] ?? PartProperties()
        if settings.isAccessibilityElement == false { return [] }
        let traits = (settings.accessibilityTraits ?? traits).union(states)
        var role = role
        // A part given `.toggleButton` is a switch, as any element with it is (FocusOrder.role).
        if traits.contains(.toggleButton) { role.insert(.switchControl) }
        return [VoiceOverStop(id: id, elementID: element.id, part: part,
                          label: settings.accessibilityLabel ?? label,
                          value: settings.accessibilityValue ?? value, hint: settings.accessibilityHint,
                          traits: traits, role: role, ancestors: ancestors + [element.id])]
    }
}

/// A `UIStepper`'s value and limits with UIKit's defaults: 0 to 100 in steps of 1
/// (docs/voiceover.md VO-5.4).
struct StepperRange {
    var value: Double
    var minimum: Double
    var maximum: Double
    var step: Double

    init(_ element: Element) {
        minimum = element.minimumValue ?? 0
        maximum = max(element.maximumValue ?? 100, minimum)
        step = element.stepValue ?? 1
        value = min(max(element.value ?? minimum, minimum), maximum)
    }
}
