import AXModel

/// The inner parts of controls that statements can reach (`stepper.increment`, `tabs[1]`) and the
/// traits UIKit gives them before the app sets any.
enum Parts {
    /// Why `reference` names no part of `element`, or nil when it does (or names no part).
    static func problem(_ reference: ElementReference, in element: Element) -> Problem? {
        guard let part = reference.part else { return nil }
        let location = reference.partLocation ?? reference.location
        let index = Int(part)
        switch reference.accessor {
        case "items" where element.type != .UITabBar,
             "imageForSegment" where element.type != .UISegmentedControl, "forSegmentAt" where element.type != .UISegmentedControl:
            return Problem(.accessorOnWrongControl(reference.accessor ?? "", element: element.id, type: element.type),
                           at: location)
        case "imageForSegment":
            if let index, let segments = element.segments, segments.indices.contains(index), !segments[index].isEmpty {
                let title = segments[index]
                return Problem(.titledSegmentImage("\(element.id)[\(index)]", title: title), at: location)
            }
        default:
            break
        }
        switch element.type {
        case .UIStepper:
            guard Parser.partNames.contains(part) else {
                return Problem(.noParts(element.id, type: element.type, part: reference.spelled), at: location)
            }
            // The tutor's name for a stop, not Swift: UIKit has no public way to the buttons.
            return Problem(.stepperButton(reference.spelled, stepper: element.id), at: location)
        case .UISegmentedControl, .UITabBar:
            guard let index else { return Problem(.numberedParts(element.id, type: element.type), at: location) }
            let count = (element.type == .UITabBar ? element.items : element.segments)?.count ?? 0
            guard index < count else {
                let noun = element.type == .UITabBar ? "items" : "segments"
                return Problem(.partOutOfRange(reference.swiftSpelled, count: count, noun: noun), at: location)
            }
            guard reference.accessor == nil else { return nil }
            // `tabs[1]` names a stop in the tutor; in Swift neither control has a subscript.
            if element.type == .UITabBar {
                return Problem(.partShortcut(reference.spelled, type: element.type, real: "\(element.id).items?[\(index)]"),
                               at: location)
            }
            if let title = element.segments?[index], !title.isEmpty {
                return Problem(.titledSegmentPart(reference.spelled, title: title), at: location)
            }
            return Problem(.partShortcut(reference.spelled, type: element.type,
                                         real: "\(element.id).imageForSegment(at: \(index))?"),
                           at: location)
        default:
            return Problem(.noParts(element.id, type: element.type, part: index == nil ? part : "[\(part)]"), at: location)
        }
    }

    /// A part's traits before the app sets any: each is a button; the selected segment or tab
    /// is also `.selected`.
    static func defaultTraits(of part: String, in element: Element) -> Traits {
        var traits: Traits = .button
        if let index = Int(part) {
            let selected = element.type == .UITabBar ? element.selectedIndex : element.selectedSegmentIndex
            if selected == index { traits.insert(.selected) }
        }
        return traits
    }

    /// A part's property by name, as it stands (its default traits when unset).
    static func property(_ name: String, of part: String, in element: Element) -> PropertyValue {
        let properties = element.parts[part] ?? PartProperties()
        switch name {
        case "accessibilityLabel": return properties.accessibilityLabel.map(PropertyValue.string) ?? .nil_
        case "accessibilityValue": return properties.accessibilityValue.map(PropertyValue.string) ?? .nil_
        case "accessibilityHint": return properties.accessibilityHint.map(PropertyValue.string) ?? .nil_
        case "accessibilityTraits": return .traits(properties.accessibilityTraits ?? defaultTraits(of: part, in: element))
        case "isAccessibilityElement": return .bool(properties.isAccessibilityElement ?? true)
        case "isEnabled": return .bool(properties.isEnabled ?? true)
        default: return .nil_
        }
    }

    /// Sets a part's property; false when the value is of the wrong kind.
    static func set(_ name: String, to value: PropertyValue, of part: String, in element: inout Element) -> Bool {
        if name == "badgeValue" {
            // A tab bar item's badge: "" stands for none in the screen, as a nil badge reads nothing.
            guard element.type == .UITabBar, let index = Int(part), let items = element.items, items.indices.contains(index)
            else { return false }
            var badges = element.badges ?? Array(repeating: "", count: items.count)
            while badges.count < items.count { badges.append("") }
            switch value {
            case .string(let text): badges[index] = text
            case .nil_: badges[index] = ""
            default: return false
            }
            element.badges = badges
            return true
        }
        // A tab bar item and a segment can be disabled; a stepper's buttons follow the stepper.
        if name == "isEnabled", ![.UITabBar, .UISegmentedControl].contains(element.type) { return false }
        var properties = element.parts[part] ?? PartProperties()
        guard properties.set(name, to: value) else { return false }
        element.parts[part] = properties
        return true
    }
}
