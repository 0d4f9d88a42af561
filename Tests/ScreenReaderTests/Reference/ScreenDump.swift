import AXModel

/// A generated screen written out in the screen file's keys, so a failing case can be read and
/// tried with `axtutor speak` (part settings, which screen files do not take, are written as
/// `# part` comments: they come from fix statements).
enum ScreenDump {
    static func yaml(_ screen: Screen) -> String {
        var lines = ["elements:"]
        for element in screen.elements { write(element, depth: 1, into: &lines) }
        return lines.joined(separator: "\n")
    }

    static func write(_ element: Element, depth: Int, into lines: inout [String]) {
        let pad = String(repeating: "  ", count: depth)
        lines.append("\(pad)- id: \(element.id)")
        var keys: [(String, String)] = [("type", element.type.rawValue)]
        func add(_ key: String, _ value: String?) { if let value { keys.append((key, value)) } }
        func quoted(_ text: String?) -> String? { text.map { "\"\($0)\"" } }
        add("accessibilityLabel", quoted(element.accessibilityLabel))
        add("accessibilityValue", quoted(element.accessibilityValue))
        add("accessibilityHint", quoted(element.accessibilityHint))
        add("accessibilityTraits", element.accessibilityTraits.map { "[\($0.swiftNames.joined(separator: ", "))]" })
        add("isAccessibilityElement", element.isAccessibilityElement.map(String.init))
        add("accessibilityElementsHidden", element.accessibilityElementsHidden ? "true" : nil)
        add("accessibilityViewIsModal", element.accessibilityViewIsModal ? "true" : nil)
        add("shouldGroupAccessibilityChildren", element.shouldGroupAccessibilityChildren ? "true" : nil)
        add("accessibilityElements", element.accessibilityElements.map { "[\($0.joined(separator: ", "))]" })
        add("accessibilityContainerType", element.accessibilityContainerType?.rawValue)
        add("isHidden", element.isHidden ? "true" : nil)
        add("isEnabled", element.isEnabled ? nil : "false")
        add("isSelected", element.isSelected ? "true" : nil)
        add("text", quoted(element.text))
        add("title", quoted(element.title))
        add("image", quoted(element.image))
        add("placeholder", quoted(element.placeholder))
        add("isOn", element.isOn.map(String.init))
        add("value", element.value.map { "\($0)" })
        add("minimumValue", element.minimumValue.map { "\($0)" })
        add("maximumValue", element.maximumValue.map { "\($0)" })
        add("isSecureTextEntry", element.isSecureTextEntry ? "true" : nil)
        add("isEditing", element.isEditing ? "true" : nil)
        add("segments", element.segments.map { "[\($0.map { "\"\($0)\"" }.joined(separator: ", "))]" })
        add("selectedSegmentIndex", element.selectedSegmentIndex.map(String.init))
        add("items", element.items.map { "[\($0.map { "\"\($0)\"" }.joined(separator: ", "))]" })
        add("selectedIndex", element.selectedIndex.map(String.init))
        add("accessoryType", element.accessoryType?.rawValue)
        add("progress", element.progress.map { "\($0)" })
        add("backTitle", quoted(element.backTitle))
        add("numberOfPages", element.numberOfPages.map(String.init))
        add("currentPage", element.currentPage.map(String.init))
        for (key, value) in keys { lines.append("\(pad)  \(key): \(value)") }
        for key in element.parts.keys.sorted() {
            let part = element.parts[key]!
            var settings: [String] = []
            if let label = part.accessibilityLabel { settings.append("accessibilityLabel \"\(label)\"") }
            if let value = part.accessibilityValue { settings.append("accessibilityValue \"\(value)\"") }
            if let hint = part.accessibilityHint { settings.append("accessibilityHint \"\(hint)\"") }
            if let traits = part.accessibilityTraits { settings.append("accessibilityTraits [\(traits.swiftNames.joined(separator: ", "))]") }
            if let isElement = part.isAccessibilityElement { settings.append("isAccessibilityElement \(isElement)") }
            lines.append("\(pad)  # part \(key): \(settings.joined(separator: ", "))")
        }
        if let level = element.headingLevel {
            lines.append("\(pad)  # fix: \(element.id).accessibilityHeading(.h\(level))")
        }
        if !element.children.isEmpty {
            lines.append("\(pad)  children:")
            for child in element.children { write(child, depth: depth + 2, into: &lines) }
        }
    }
}
