import AXModel
import FixScript

/// Turns parsed Android fix statements into the Kotlin an Android developer writes: a View's
/// attribute under its Kotlin property name (`isAccessibilityHeading`, `labelFor = R.id.email`),
/// and a Compose modifier as the `Modifier` expression passed to the composable. Where a View
/// has no property for a change, the real API is written out or the line says so in words.
struct AndroidCode {
    /// The statements as Kotlin lines. `inputs` are the learner's inputs, one entry a check:
    /// a Compose statement is shown from its own input, the modifier as typed.
    func kotlin(_ statements: [FixScript.Statement], inputs: [String]) -> [String] {
        var lines: [String] = []
        var composeShown: Set<Int> = []
        var offsets: [Int] = []  // the first line of each input in the joined source
        var line = 1
        for input in inputs {
            offsets.append(line)
            line += input.split(separator: "\n", omittingEmptySubsequences: false).count
        }
        for statement in statements {
            if statement.compose {
                let inputOfStatement = (offsets.lastIndex { $0 <= statement.location.line }) ?? 0
                guard composeShown.insert(inputOfStatement).inserted, inputOfStatement < inputs.count else { continue }
                lines += compose(inputs[inputOfStatement], id: statement.target.id)
            } else if let code = view(statement), !lines.contains(code) {
                lines += code.split(separator: "\n").map(String.init)
            }
        }
        return lines
    }

    // MARK: Views

    /// One View statement as Kotlin (lines joined by new lines), or a `//` line in words.
    func view(_ statement: FixScript.Statement) -> String? {
        let id = statement.target.id
        switch statement.change {
        case .set(let property, let value):
            switch property {
            case "labelFor":
                return "\(id).labelFor = \(kotlin(value))"
            case "importantForAccessibility":
                guard case .constant(.string(let importance)) = value else { return nil }
                return "\(id).importantForAccessibility = View.IMPORTANT_FOR_ACCESSIBILITY_\(Self.constant(importance))"
            case "roleDescription":
                // A View has no roleDescription property: the node info its delegate fills in has.
                return """
                    ViewCompat.setAccessibilityDelegate(\(id), object : AccessibilityDelegateCompat() {
                        override fun onInitializeAccessibilityNodeInfo(host: View, info: AccessibilityNodeInfoCompat) {
                            super.onInitializeAccessibilityNodeInfo(host, info)
                            info.roleDescription = \(kotlin(value))
                        }
                    })
                    """
            case "selection":
                return "\(id).setSelection(\(kotlin(value)))"
            default:
                return "\(id).\(Self.propertyName(property)) = \(kotlin(value))"
            }
        case .add(let property, let amount):
            let whole = PropertyValue.format(abs(amount))
            return "\(id).\(Self.propertyName(property)) \(amount < 0 ? "-=" : "+=") \(whole)"
        default:
            return "// \(id): this change has no View attribute in Kotlin"
        }
    }

    /// The Kotlin property for an attribute: flags take `is` (`isEnabled`, `isAccessibilityHeading`).
    static func propertyName(_ attribute: String) -> String {
        let flags = ["enabled", "selected", "checked", "clickable", "focusable", "screenReaderFocusable",
                     "accessibilityHeading"]
        guard flags.contains(attribute), let first = attribute.first else { return attribute }
        return "is" + first.uppercased() + attribute.dropFirst()
    }

    /// `noHideDescendants` → `NO_HIDE_DESCENDANTS`.
    static func constant(_ camel: String) -> String {
        camel.reduce(into: "") { result, character in
            if character.isUppercase { result += "_" }
            result += character.uppercased()
        }
    }

    /// A value as Kotlin source: strings with `$` escaped, `null`, another view's property.
    func kotlin(_ value: FixScript.Value) -> String {
        switch value {
        case .constant(let constant): return kotlin(constant)
        case .read(let reference, let property): return "\(reference.id).\(Self.propertyName(property))"
        case .elements(let references): return references.first.map { "R.id.\($0.id)" } ?? "View.NO_ID"
        case .interpolation(let parts):
            return "\"" + parts.map { part in
                if case .constant(.string(let text)) = part { return escaped(text) }
                return "${" + kotlin(part) + "}"
            }.joined() + "\""
        default: return "null"
        }
    }

    private func kotlin(_ value: PropertyValue) -> String {
        switch value {
        case .string(let text): return "\"" + escaped(text) + "\""
        case .number(let number): return PropertyValue.format(number)
        case .bool(let flag): return flag ? "true" : "false"
        case .ids(let ids): return ids.first.map { "R.id.\($0)" } ?? "View.NO_ID"
        default: return "null"
        }
    }

    private func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "$", with: "\\$").replacingOccurrences(of: "\n", with: "\\n")
    }

    // MARK: Compose

    /// A Compose input as the modifier passed to the composable: the tutor's `id.modifier =`,
    /// `id:` and `id.semantics` heads become `Modifier`, the rest is shown as typed.
    func compose(_ input: String, id: String) -> [String] {
        var lines = input.split(whereSeparator: \.isNewline).map(String.init)
            .filter { !$0.allSatisfy(\.isWhitespace) }
        guard !lines.isEmpty else { return [] }
        let shared = lines.map { $0.prefix { $0 == " " || $0 == "\t" }.count }.min() ?? 0
        lines = lines.map { String($0.dropFirst(shared)) }
        var first = Substring(lines[0])
        for prefix in ["binding.", "this.", "self."] where first.hasPrefix(prefix) { first = first.dropFirst(prefix.count) }
        if first.hasPrefix(id) {
            var rest = first.dropFirst(id.count).drop { $0 == " " }
            if rest.hasPrefix(".modifier") {
                rest = rest.dropFirst(".modifier".count).drop { $0 == " " }
                if rest.hasPrefix("=") { rest = rest.dropFirst().drop { $0 == " " } }
            } else if rest.hasPrefix(":") {
                rest = rest.dropFirst().drop { $0 == " " }
            } else if rest.hasPrefix(".") {
                rest = "Modifier" + rest
            }
            lines[0] = String(rest)
        }
        return ["// the modifier of the composable \(id)"] + lines
    }
}
