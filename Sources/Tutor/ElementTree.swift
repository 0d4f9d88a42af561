import AXModel

/// The `show` command's text: each element of a screen, indented by depth, with the
/// accessibility properties VoiceOver reads from it and the on-screen ones that are set.
enum ElementTree {
    /// Properties always listed (resolved as VoiceOver sees them) when they have a value.
    static let accessibility = ["accessibilityLabel", "accessibilityValue", "accessibilityHint",
                                "accessibilityTraits", "isAccessibilityElement"]
    /// Flags listed only when they are on (or, for `isEnabled`, off).
    static let flags = ["accessibilityElementsHidden", "accessibilityViewIsModal", "shouldGroupAccessibilityChildren",
                        "isHidden", "isSelected"]
    /// On-screen properties listed when set.
    static let content = ["text", "title", "placeholder", "isOn", "value", "minimumValue", "maximumValue", "stepValue"]

    static func lines(_ screen: Screen) -> [String] {
        if screen.elements.isEmpty { return ["(the screen has no elements)"] }
        var out: [String] = []
        func walk(_ elements: [Element], depth: Int) {
            for element in elements {
                let indent = String(repeating: "  ", count: depth)
                out.append(indent + "\(element.id) (\(element.type.rawValue))")
                for (name, value) in properties(of: element) {
                    out.append(indent + "    \(name): \(value)")
                }
                walk(element.children, depth: depth + 1)
            }
        }
        walk(screen.elements, depth: 0)
        return out
    }

    /// The properties worth showing, with their values as Swift writes them.
    static func properties(of element: Element) -> [(String, String)] {
        var result: [(String, String)] = []
        for name in accessibility {
            if let value = element.property(name), value != .nil_ { result.append((name, written(value))) }
        }
        for name in flags where element.property(name) == .bool(true) { result.append((name, "true")) }
        if element.property("isEnabled") == .bool(false) { result.append(("isEnabled", "false")) }
        for name in content {
            // Every element answers isOn (false); only a switch shows it.
            if name == "isOn", element.type.rawValue != "UISwitch" { continue }
            guard let value = element.property(name), value != .nil_ else { continue }
            result.append((name, written(value)))
        }
        return result
    }

    static func written(_ value: PropertyValue) -> String {
        switch value {
        case .string(let text): return "\"\(text)\""
        case .traits(let traits): return "[" + traits.swiftNames.map { "." + $0 }.joined(separator: ", ") + "]"
        case .ids(let ids): return "[" + ids.joined(separator: ", ") + "]"
        case .strings(let texts): return "[" + texts.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
        case .containerType(let type): return "." + type.rawValue
        case .nil_: return "nil"
        default: return value.text ?? ""
        }
    }
}
