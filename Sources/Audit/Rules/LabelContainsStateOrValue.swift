import AXModel
import ScreenReader

/// `label-contains-state-or-value`: a state word (`on`, `off`, `checked`, `selected`) or the
/// current number inside a label, where it goes stale as soon as the control changes (seed 002).
public struct LabelContainsStateOrValue: AuditRule {
    public init() {}
    public let id = "label-contains-state-or-value"
    public let severity = AuditSeverity.error
    public let platform = Platform.ios
    public let lesson = "concepts/name-role-value"
    public let description = "A label holds a state word or the current value, which belong in the value or the traits."

    /// Words that state a switch's or a checkbox's state.
    static let switchStates: Set<String> = ["on", "off", "checked", "unchecked", "selected", "unselected",
                                            "enabled", "disabled"]
    /// State words that `.selected` says, on any element.
    static let selectionStates: Set<String> = ["selected", "unselected", "checked", "unchecked"]

    public func findings(in context: AuditContext) -> [Finding] {
        context.stops.compactMap { stop in
            guard let label = context.label(of: stop) else { return nil }
            let words = label.words
            if stop.role.contains(.switchControl), let last = words.last, Self.switchStates.contains(last) {
                return finding(stop.elementID, in: context,
                               "the switch's label '\(label)' holds the state '\(last)': VoiceOver says "
                               + "'\(context.speech(of: stop))', and the label stays the same when the switch "
                               + "changes. VoiceOver already says on or off from the value; name the setting "
                               + "only: \(context.labelling(stop, "\(LabelRepeatsRole.dropLastWord(of: label))"))")
            }
            let (unplaced, position) = Self.position(in: label)
            let placedWords = unplaced.words
            if !stop.role.contains(.switchControl),
               let word = [placedWords.first, placedWords.last].compactMap({ $0 }).first(where: Self.selectionStates.contains),
               !(word == "selected" && stop.traits.contains(.selected)) {
                let name = placedWords.first == word
                    ? String(unplaced.drop { $0.isLetter }.drop { !$0.isLetter && !$0.isNumber })
                    : LabelRepeatsRole.dropLastWord(of: unplaced)
                return finding(stop.elementID, in: context,
                               "the label '\(label)' holds the state '\(word)': VoiceOver says "
                               + "'\(context.speech(of: stop))' whether it is chosen or not, because the state is "
                               + "frozen into the name. Keep the name in the label and the state in the trait: "
                               + "\(context.labelling(stop, name)), and "
                               + "\(context.adding(.selected, to: stop)) while it is chosen"
                               + (position.map { ", with '\($0)' in accessibilityValue" } ?? ""))
            }
            if let position {
                // `Express, 2 of 2`: a place among the choices is the element's value (the segmented-control lesson).
                return finding(stop.elementID, in: context,
                               "the label '\(label)' holds the position '\(position)': it is no part of the name "
                               + "(Voice Control users say the name), and it goes stale when the choices change. Keep "
                               + "the name in the label and the position in the value: \(context.labelling(stop, unplaced)), "
                               + "and \(stop.id).accessibilityValue = \"\(position)\"")
            }
            if let number = currentNumber(in: label, of: stop, context: context) {
                let kind = context.element(stop.elementID)?.type == .UIStepper ? "stepper" : context.kind(of: stop)
                let name = Self.removing(number, from: label)
                let fix = name.isEmpty ? "\(stop.id).accessibilityValue = \"\(number)\""
                    : "\(context.labelling(stop, name)), with the number in accessibilityValue"
                return finding(stop.elementID, in: context,
                               "the \(kind)'s label '\(label)' holds its current value \(number): VoiceOver "
                               + "speaks only the value after a change, so the label goes stale. Keep the name "
                               + "in the label and the number in the value: \(fix)")
            }
            return nil
        }
    }

    /// A label whose last clause is a place among choices (`Express, 2 of 2`): the label without
    /// it, and the place; the label itself and nil otherwise.
    static func position(in label: String) -> (String, String?) {
        var clauses = label.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        guard clauses.count >= 2, let last = clauses.last else { return (label, nil) }
        let parts = last.split(separator: " ")
        guard parts.count == 3, parts[1] == "of", let place = Int(parts[0]), let count = Int(parts[2]),
              place >= 1, place <= count else { return (label, nil) }
        clauses.removeLast()
        return (clauses.joined(separator: ", "), last)
    }

    /// The label without the number and the words after it in its clause (a unit: `%`,
    /// `times`), spaces and commas tidied: `Volume` for `Volume 50%`, `Playback speed` for
    /// `Playback speed, 1.5 times`.
    static func removing(_ number: String, from label: String) -> String {
        let clauses = label.split(separator: ",", omittingEmptySubsequences: false).map { clause -> String in
            let words = clause.split(separator: " ").map(String.init)
            guard let index = words.firstIndex(where: { $0 == number || $0 == number + "%" }) else {
                return words.joined(separator: " ")
            }
            return words[..<index].joined(separator: " ")
        }
        return clauses.filter { !$0.isEmpty }.joined(separator: ", ")
    }

    /// The control's current number when the label of a slider, stepper or other adjustable
    /// element holds it.
    func currentNumber(in label: String, of stop: VoiceOverStop, context: AuditContext) -> String? {
        let element = context.element(stop.elementID)
        let isStepper = element?.type == .UIStepper
        guard isStepper || stop.traits.contains(.adjustable) else { return nil }
        var current = Set((stop.value ?? "").numbers)
        if let value = element?.value { current.insert(value.written) }
        return label.numbers.first(where: current.contains)
    }

    public let failing = [
        """
        elements:
          - ↓id: wifi
            type: UISwitch
            isOn: true
            accessibilityLabel: Wi-Fi on
        """,
        """
        elements:
          - ↓id: volume
            type: UISlider
            value: 0.5
            accessibilityLabel: Volume 50%
        """,
        """
        elements:
          - ↓id: chip
            type: UIButton
            title: Vegan selected
        """,
        """
        elements:
          - ↓id: express
            type: UIButton
            title: Express
            accessibilityLabel: Express, 2 of 2
        """,
    ]

    public let passing = [
        """
        elements:
          - id: wifi
            type: UISwitch
            isOn: true
            accessibilityLabel: Wi-Fi
          - id: volume
            type: UISlider
            value: 0.5
            accessibilityLabel: Volume
          - id: chip
            type: UIButton
            title: Vegan
            isSelected: true
          - id: turnOff
            type: UIButton
            title: Turn lights off
        """,
    ]
}
