import AXModel

/// Interface Builder's accessibility checkboxes: `ib row "Selected" = on`. "User Interaction
/// Enabled" is the inverse of `notEnabled`: unticking it adds the trait.
extension Parser {
    /// The "Enabled" checkbox of the Accessibility section, which is `isAccessibilityElement`.
    static let accessibilityEnabledCheckbox = "Accessibility Enabled"

    static var checkboxes: [String] {
        [accessibilityEnabledCheckbox] + TraitName.all.compactMap(\.interfaceBuilder)
    }

    /// The checkbox a label nearly names: a near spelling, the same words in another order or
    /// form ("Frequent Updates" for "Updates Frequently"), or the trait's Swift name
    /// (`updatesFrequently`).
    static func checkbox(near label: String) -> String? {
        if let near = NearMiss.suggestion(for: label, in: checkboxes) { return near }
        let words = label.lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init)
        let sameWords = checkboxes.first { checkbox in
            var left = checkbox.lowercased().split(separator: " ").map(String.init)
            guard left.count == words.count else { return false }
            for word in words {
                guard let index = left.firstIndex(where: { $0.hasPrefix(word) || word.hasPrefix($0) }) else { return false }
                left.remove(at: index)
            }
            return true
        }
        if let sameWords { return sameWords }
        let squashed = label.lowercased().filter(\.isLetter)
        return TraitName.all.first { $0.swift.lowercased() == squashed }?.interfaceBuilder
    }

    /// `ib ELEMENT "Checkbox" = on|off` (also `checked`/`unchecked`, `true`/`false`).
    mutating func interfaceBuilderStatement() throws(Problem) -> Statement {
        let start = advance().location
        let idToken = try expectIdentifier("an element id after 'ib'")
        let target = ElementReference(id: idToken.text, location: idToken.location)
        try checkValid()
        guard case .string(let parts) = current.kind, parts.count == 1, case .text(let label) = parts[0] else {
            throw Problem(.expected("a checkbox name in quotes, such as \"Button\"", found: current), at: current.location)
        }
        let labelToken = advance()
        let checkbox = Parser.checkboxes.first { $0.lowercased() == label.lowercased() }
        guard let checkbox else {
            throw Problem(.unknownCheckbox(label, suggestion: Parser.checkbox(near: label)),
                          at: labelToken.location)
        }
        try expectSymbol("=", "'=' after the checkbox name")
        try checkValid()
        let state = current
        let checked: Bool
        switch state.identifier {
        case "on", "checked", "true": checked = true
        case "off", "unchecked", "false": checked = false
        default:
            // A checkbox is ticked or not: on/checked/true, off/unchecked/false; `yes` and `no` are near misses.
            let suggestion: String? = switch state.identifier { case "yes": "on"; case "no": "off"; default: nil }
            throw Problem(.expected("on or off (also checked or unchecked, true or false)", found: state, suggestion: suggestion),
                          at: state.location)
        }
        advance()
        if checkbox == Parser.accessibilityEnabledCheckbox {
            return Statement(target: target, change: .set(property: "isAccessibilityElement", value: .constant(.bool(checked))),
                             location: start)
        }
        guard let trait = TraitName.all.first(where: { $0.interfaceBuilder == checkbox })?.trait else {
            throw Problem(.unknownCheckbox(label, suggestion: nil), at: labelToken.location)
        }
        let adds = trait == .notEnabled ? !checked : checked
        let value = Value.constant(.traits(trait))
        return Statement(target: target, change: adds ? .insertTraits(value) : .removeTraits(value), location: start)
    }
}
