import AXModel

/// Writes a screen as the YAML text of a screen file (docs/screen-format.md): each element's
/// `id` and `type`, then only the keys it sets, in the order the format lists them, so that
/// `ScreenLoader` reads the same screen back.
public enum ScreenWriter {
    /// The file's text, with `comment` lines (if any) at its top.
    public static func yaml(_ screen: Screen, comment: [String] = []) -> String {
        var lines = comment.map { "# " + $0 }
        if screen.platform != .ios { lines.append("platform: \(screen.platform.rawValue)") }
        if !screen.state.isEmpty {
            lines.append("state:")
            for (name, variable) in screen.state.sorted(by: { $0.key < $1.key }) {
                lines.append("  \(name): \(stateValue(variable))")
            }
        }
        if screen.elements.isEmpty {
            lines.append("elements: []")
        } else {
            lines.append("elements:")
            for element in screen.elements { write(element, indent: "  ", into: &lines) }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One element as a list item at `indent`, its children nested under it.
    static func write(_ element: Element, indent: String, into lines: inout [String]) {
        let inner = indent + "  "
        lines.append("\(indent)- id: \(element.id)")
        lines.append("\(inner)type: \(element.type.name)")
        for (key, value) in keys(of: element) { lines.append("\(inner)\(key): \(value)") }
        guard !element.children.isEmpty else { return }
        lines.append("\(inner)children:")
        for child in element.children { write(child, indent: inner + "  ", into: &lines) }
    }

    /// The keys the element sets, with their values written as YAML.
    static func keys(of element: Element) -> [(String, String)] {
        var keys: [(String, String)] = []
        func add(_ key: String, _ value: String?) { if let value { keys.append((key, value)) } }
        add("class", element.className)
        add("accessibilityLabel", element.accessibilityLabel.map(scalar))
        add("accessibilityValue", element.accessibilityValue.map(scalar))
        add("accessibilityHint", element.accessibilityHint.map(scalar))
        add("accessibilityLanguage", element.accessibilityLanguage.map(scalar))
        add("accessibilityTraits", element.accessibilityTraits.map(traits))
        if !element.accessibilityDirectTouchOptions.isEmpty {
            add("accessibilityDirectTouchOptions", "[" + DirectTouchOption.ordered(element.accessibilityDirectTouchOptions)
                .map(\.rawValue).joined(separator: ", ") + "]")
        }
        add("isAccessibilityElement", element.isAccessibilityElement.map(String.init))
        add("accessibilityElementsHidden", element.accessibilityElementsHidden ? "true" : nil)
        add("accessibilityViewIsModal", element.accessibilityViewIsModal ? "true" : nil)
        add("shouldGroupAccessibilityChildren", element.shouldGroupAccessibilityChildren ? "true" : nil)
        add("accessibilityElements", element.accessibilityElements.map { "[\($0.joined(separator: ", "))]" })
        add("accessibilityContainerType", element.accessibilityContainerType.map(\.rawValue))
        add("isHidden", element.isHidden ? "true" : nil)
        add("isEnabled", element.isEnabled ? nil : "false")
        add("isSelected", element.isSelected ? "true" : nil)
        add("text", element.text.map(scalar))
        add("title", element.title.map(scalar))
        add("image", element.image.map(scalar))
        add("decorative", element.decorative ? "true" : nil)
        add("systemImage", element.systemImage ? "true" : nil)
        add("header", element.header.map(scalar))
        add("footer", element.footer.map(scalar))
        add("placeholder", element.placeholder.map(scalar))
        add("isOn", element.isOn.map(String.init))
        add("value", element.value.map(number))
        add("minimumValue", element.minimumValue.map(number))
        add("maximumValue", element.maximumValue.map(number))
        add("stepValue", element.stepValue.map(number))
        add("isSecureTextEntry", element.isSecureTextEntry ? "true" : nil)
        add("isEditing", element.isEditing ? "true" : nil)
        if element.type == .Picker {
            add("pickerStyle", "segmented")
            add("options", element.segments.map(list))
            if let index = element.selectedSegmentIndex, let options = element.segments, options.indices.contains(index) {
                add("selection", scalar(options[index]))
            }
        } else {
            add("segments", element.segments.map(list))
            add("selectedSegmentIndex", element.selectedSegmentIndex.map(String.init))
        }
        add("items", element.items.map(list))
        add("selectedIndex", element.selectedIndex.map(String.init))
        add("badges", element.badges.map(list))
        if !element.parts.isEmpty { add("parts", parts(element.parts)) }
        add("accessoryType", element.accessoryType.map(\.rawValue))
        add("progress", element.progress.map(number))
        add("backTitle", element.backTitle.map(scalar))
        add("numberOfPages", element.numberOfPages.map(String.init))
        add("currentPage", element.currentPage.map(String.init))
        add("isAnimating", element.isAnimating.map(String.init))
        add("hidesWhenStopped", element.hidesWhenStopped.map(String.init))
        if !element.onActivate.isEmpty { add("onActivate", activations(element.onActivate)) }
        // Actions the app offers, by name (an announcement the screen gives one is written with it).
        if !element.customActions.isEmpty {
            add("customActions", "[" + element.customActions.map { action in
                if case .announce(.string(let text))? = action.effects.first, action.effects.count == 1 {
                    return "{name: \(scalar(action.name)), announce: \(scalar(text))}"
                }
                return scalar(action.name)
            }.joined(separator: ", ") + "]")
        }
        add("required", element.required ? "true" : nil)
        add("childBehavior", element.childBehavior.map(\.rawValue))
        add("headingLevel", element.headingLevel.map(String.init))
        add("sortPriority", element.sortPriority.map(ScreenWriter.number))
        add("speechSpellsOutCharacters", element.speechSpellsOutCharacters ? "true" : nil)
        return keys
    }

    // MARK: Values

    /// Trait names as Swift spells them: `[button, header]`.
    static func traits(_ traits: Traits) -> String {
        let names = TraitName.all.filter { $0.trait != .none && traits.contains($0.trait) }.map(\.swift)
        return "[\(names.joined(separator: ", "))]"
    }

    /// `{1: {accessibilityLabel: Inbox}, 2: {isEnabled: false}}`: settings on a control's parts, by index.
    static func parts(_ parts: [String: PartProperties]) -> String {
        let written = parts.sorted { (Int($0.key) ?? 0) < (Int($1.key) ?? 0) }.map { key, part -> String in
            let settings: [(String, String?)] = [
                ("accessibilityLabel", part.accessibilityLabel.map { flowScalar($0) }),
                ("accessibilityValue", part.accessibilityValue.map { flowScalar($0) }),
                ("accessibilityHint", part.accessibilityHint.map { flowScalar($0) }),
                ("accessibilityTraits", part.accessibilityTraits.map(traits)),
                ("isAccessibilityElement", part.isAccessibilityElement.map { String($0) }),
                ("isEnabled", part.isEnabled.map { String($0) }),
            ]
            return "\(key): {" + settings.compactMap { name, value in value.map { "\(name): \($0)" } }.joined(separator: ", ") + "}"
        }
        return "{\(written.joined(separator: ", "))}"
    }

    /// `[Day, Week, Month]`, each item quoted when it must be.
    static func list(_ items: [String]) -> String {
        "[\(items.map { flowScalar($0) }.joined(separator: ", "))]"
    }

    /// A state variable's first value as its type reads back: a Double keeps its point (`3.0`).
    static func stateValue(_ variable: StateVariable) -> String {
        switch variable.value {
        case .number(let value): variable.kind == .double ? String(value) : number(value)
        case .bool(let flag): flag ? "true" : "false"
        default: scalar(variable.value.text ?? "")
        }
    }

    /// A whole number without a decimal point; any other as Swift prints it.
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    static func activations(_ actions: [Activation]) -> String {
        let written = actions.map { action -> String in
            switch action {
            case .toggleSelected, .toggleOn, .playSound, .playMedia: action.key
            case .openURL(let text), .navigate(let text), .announce(let text), .show(let text), .hide(let text), .toggle(let text):
                "{\(action.key): \(flowScalar(text))}"
            }
        }
        return written.count == 1 ? written[0] : "[\(written.joined(separator: ", "))]"
    }

    // MARK: Strings

    /// Words YAML reads as a boolean or null when unquoted.
    private static let reservedWords: Set<String> = ["y", "n", "yes", "no", "on", "off", "true", "false", "null", "~"]

    /// Text as a block-context scalar: plain when YAML reads it back as the same string, else
    /// double-quoted.
    static func scalar(_ text: String) -> String {
        isPlain(text, flow: false) ? text : quoted(text)
    }

    /// Text inside `[ … ]` or `{ … }`, where `,` `[` `]` `{` `}` also need quotes.
    static func flowScalar(_ text: String) -> String {
        isPlain(text, flow: true) ? text : quoted(text)
    }

    /// Whether `text` reads back as itself unquoted: it starts with a letter, holds letters,
    /// digits, spaces and a few marks, and is not a word or number YAML gives another meaning.
    static func isPlain(_ text: String, flow: Bool) -> Bool {
        guard let first = text.unicodeScalars.first, first.properties.isAlphabetic, first.isASCII,
              text.last != " ", !reservedWords.contains(text.lowercased()),
              !text.contains(": "), !text.contains(" #"), !text.hasSuffix(":") else { return false }
        let marks = flow ? " .'!?()&/-:;%+*@#" : " .,'!?()&/-:;%+*@#[]{}"
        return text.unicodeScalars.allSatisfy { scalar in
            (scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)))
                || (scalar.isASCII && marks.unicodeScalars.contains(scalar))
                || (!scalar.isASCII && scalar.properties.isAlphabetic)
        }
    }

    /// `"…"` with YAML's escapes for quotes, backslashes and every control or line-breaking
    /// character.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                let value = scalar.value
                if value < 0x20 || (0x7F...0x9F).contains(value) || value == 0x2028 || value == 0x2029
                    || value == 0xFEFF {
                    out += value <= 0xFF ? "\\x" + hex(value, digits: 2) : "\\u" + hex(value, digits: 4)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    private static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
