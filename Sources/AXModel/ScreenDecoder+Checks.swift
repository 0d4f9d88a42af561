import Yams

/// The checks that need a whole element: values inside their ranges, `accessibilityElements`
/// naming its children.
extension ScreenDecoder {
    mutating func checkRanges(_ element: Element, _ values: [String: Node]) {
        // A UIKit view has `accessibilityCustomContent` only through its own class's conformance.
        if element.type.framework == .uikit, element.customContent != nil, element.className == nil, let node = values["customContent"] {
            report("'customContent': a \(element.type.name) has custom content only when the app's class conforms to "
                   + "AXCustomContentProvider: give the element its class, as in 'class: Dog\(element.type.name.dropFirst(2))'", at: node)
        }
        switch element.type {
        case .UISlider, .UIStepper, .Slider: checkRange(element, values)
        case .UISegmentedControl:
            checkIndex(element.selectedSegmentIndex, key: "selectedSegmentIndex", count: element.segments?.count ?? 0,
                       noun: "segment", allowsNone: true, values)
            checkPartIndexes(element, values)
        case .UITabBar:
            checkIndex(element.selectedIndex, key: "selectedIndex", count: element.items?.count ?? 0,
                       noun: "item", allowsNone: false, values)
            checkPartIndexes(element, values)
            if let badges = element.badges, let node = values["badges"], badges.count > (element.items?.count ?? 0) {
                let count = element.items?.count ?? 0
                report("'badges': \(badges.count) badge values, but the bar has \(count) item\(count == 1 ? "" : "s")", at: node)
            }
        case .UIProgressView:
            if let progress = element.progress, let node = values["progress"], !(0...1).contains(progress) {
                report("progress \(PropertyValue.format(progress)) is outside 0...1", at: node)
            }
        case .UIPageControl: checkPages(element, values)
        case .UIActivityIndicatorView where element.isAnimating != true && element.hidesWhenStopped == false:
            // No source says what VoiceOver reads for a stopped indicator left on screen (VO-5.15).
            if let node = values["hidesWhenStopped"] {
                report("a stopped UIActivityIndicatorView that stays on screen is not modelled: no source says what "
                       + "VoiceOver reads for it; give it 'isAnimating: true', or leave 'hidesWhenStopped' true so it hides "
                       + "when stopped", at: node)
            }
        default: break
        }
    }

    /// A slider's or stepper's minimum, maximum, value and step.
    private mutating func checkRange(_ element: Element, _ values: [String: Node]) {
        let isSlider = element.type.isSlider
        let defaultMaximum: Double = isSlider ? 1 : 100
        let low = element.minimumValue ?? 0
        let high = element.maximumValue ?? defaultMaximum
        let written = values["minimumValue"] != nil || values["maximumValue"] != nil
        let type = element.type.name
        if low > high, let minimum = values["minimumValue"], values["maximumValue"] != nil {
            report("minimumValue \(PropertyValue.format(low)) is above maximumValue \(PropertyValue.format(high))",
                   at: minimum)
        } else if low > high, let minimum = values["minimumValue"] {
            report("minimumValue \(PropertyValue.format(low)) is above \(type)'s default maximumValue "
                   + "\(PropertyValue.format(high)): set maximumValue too", at: minimum)
        } else if low > high, let maximum = values["maximumValue"] {
            report("maximumValue \(PropertyValue.format(high)) is below \(type)'s default minimumValue "
                   + "\(PropertyValue.format(low)): set minimumValue too", at: maximum)
        } else if low <= high, let value = element.value, let node = values["value"], !(low...high).contains(value) {
            let range = "\(PropertyValue.format(low))...\(PropertyValue.format(high))"
            if written {
                report("value \(PropertyValue.format(value)) is outside minimumValue...maximumValue (\(range))",
                       at: node)
            } else {
                report("value \(PropertyValue.format(value)) is outside \(range), the default range of a "
                       + "\(type): set minimumValue and maximumValue", at: node)
            }
        }
        if let step = element.stepValue, step <= 0, let node = values["stepValue"] {
            report("stepValue must be above 0, found \(PropertyValue.format(step))", at: node)
        }
    }

    /// A SwiftUI `Picker`: its style, which must be `segmented` (the only one modelled: Apple's
    /// `SegmentedPickerStyle` "presents the options in a segmented control", whose segments
    /// VoiceOver reads as UIKit's, docs/voiceover.md VO-7.11), and its `selection`, one of its
    /// options' titles, made the index of the selected segment.
    mutating func resolvePicker(_ element: inout Element, _ values: [String: Node], at node: Node) {
        if let styleNode = values["pickerStyle"] {
            if let style = styleNode.scalar?.string, style != "segmented" {
                report("pickerStyle '\(style)' is not modelled: only 'segmented' is (a menu, wheel or inline picker "
                       + "has no source for what VoiceOver says); describe such a picker's parts with other views",
                       at: styleNode, suggestion: NearMiss.suggestion(for: style, in: ["segmented"]))
            }
        } else {
            report("a Picker needs 'pickerStyle: segmented', as `.pickerStyle(.segmented)` gives it: the segmented "
                   + "style is the only one modelled", at: node)
        }
        guard let selectionNode = values["selection"], let selection = selectionNode.scalar?.string else { return }
        let options = element.segments ?? []
        if let index = options.firstIndex(of: selection) {
            element.selectedSegmentIndex = index
        } else {
            let listed = options.isEmpty ? "the picker has no options" : "its options are " + options.map { "'\($0)'" }.joined(separator: ", ")
            report("selection '\(selection)' is not one of the picker's options: \(listed)", at: selectionNode,
                   suggestion: NearMiss.suggestion(for: selection, in: options))
        }
    }

    /// A selected index inside a list of segments or items (-1 for none where UIKit allows it).
    private mutating func checkIndex(_ index: Int?, key: String, count: Int, noun: String, allowsNone: Bool,
                                     _ values: [String: Node]) {
        guard let index, let node = values[key] else { return }
        if index >= 0 && index < count || allowsNone && index == -1 { return }
        let none = allowsNone ? ", or -1 for none" : ""
        let range = count == 0
            ? "there are no \(noun)s"
            : "there \(count == 1 ? "is" : "are") \(count) \(noun)\(count == 1 ? "" : "s") (0...\(count - 1)\(none))"
        report("\(key) \(index) is out of range: \(range)", at: node)
    }

    /// A page control's page count and current page.
    private mutating func checkPages(_ element: Element, _ values: [String: Node]) {
        let pages = element.numberOfPages ?? 0
        if pages < 0, let node = values["numberOfPages"] {
            report("numberOfPages cannot be negative, found \(pages)", at: node)
            return
        }
        guard let page = element.currentPage, let node = values["currentPage"] else { return }
        if page < 0 {
            report("currentPage cannot be negative, found \(page)", at: node)
        } else if page > 0 && page >= pages {
            report("currentPage \(page) is out of range: "
                   + (pages == 0 ? "there are no pages (set numberOfPages)"
                                 : "there \(pages == 1 ? "is 1 page (0...0)" : "are \(pages) pages (0...\(pages - 1))")"),
                   at: node)
        }
    }

    /// Every id in `accessibilityElements` names a child of the element.
    mutating func checkAccessibilityElements(_ element: Element, _ node: Node?) {
        guard let sequence = node?.sequence, let ids = element.accessibilityElements else { return }
        let children = element.children.map(\.id)
        for (id, item) in zip(ids, sequence) where !children.contains(id) {
            report("'\(id)' in accessibilityElements is not a child of '\(element.id)'", at: item,
                   suggestion: NearMiss.suggestion(for: id, in: children))
        }
    }
}
