import AXModel

/// An adjustment's bodies written back as Swift: a learner's `extension` shown as the UIKit code
/// it is, once the statements became effects. `switch` comes back as the `if` chain it was
/// lowered to and `x = x + 1` as `x += 1`: the same meaning, in code that compiles.
enum SwiftBodyCode {
    /// `extension TYPE { override func accessibilityIncrement() { … } … }`, one line each.
    static func extensionLines(of type: String, increment: [Effect]?, decrement: [Effect]?) -> [String] {
        var lines = ["extension \(type) {"]
        for (name, effects) in [("accessibilityIncrement", increment), ("accessibilityDecrement", decrement)] {
            guard let effects else { continue }
            lines.append("    override func \(name)() {")
            lines += statements(effects, indent: "        ")
            lines.append("    }")
        }
        lines.append("}")
        return lines
    }

    static func statements(_ effects: [Effect], indent: String) -> [String] {
        var lines: [String] = []
        for (index, effect) in effects.enumerated() {
            switch effect {
            case .set(let target, let property, let value):
                lines.append(indent + "\(path(target, property)) = \(expression(value))")
            case .add(let target, let property, let amount):
                lines.append(indent + "\(path(target, property)) \(change(amount))")
            case .setVariable(let name, let value):
                lines.append(indent + "\(name) = \(expression(value))")
            case .addToVariable(let name, let amount):
                lines.append(indent + "\(name) \(change(amount))")
            case .declare(let name, let value):
                let keyword = assigns(name, in: effects[(index + 1)...]) ? "var" : "let"
                lines.append(indent + "\(keyword) \(name) = \(expression(value))")
            case .branch(let conditions, let then, let otherwise):
                if then.isEmpty && otherwise == [.stop] {
                    lines.append(indent + "guard \(self.conditions(conditions)) else { return }")
                } else {
                    lines += branch(self.conditions(conditions), then, otherwise, indent: indent)
                }
            case .branchAny(let alternatives, let then, let otherwise):
                let test = alternatives.map { $0.map(condition).joined(separator: " && ") }.joined(separator: " || ")
                lines += then.isEmpty && otherwise == [.stop] ? [indent + "guard \(test) else { return }"]
                    : branch(test, then, otherwise, indent: indent)
            case .stop:
                lines.append(indent + "return")
            case .sendActions(let target, let event):
                lines.append(indent + "\(path(target, "sendActions"))(for: .\(event))")
            }
        }
        return lines
    }

    /// `if … { … } else if … { … } else { … }`
    private static func branch(_ test: String, _ then: [Effect], _ otherwise: [Effect],
                               indent: String) -> [String] {
        var lines = [indent + "if \(test) {"] + statements(then, indent: indent + "    ")
        var rest = otherwise
        while case .branch(let next, let nextThen, let nextOtherwise)? = rest.first, rest.count == 1,
              !(nextThen.isEmpty && nextOtherwise == [.stop]) {
            lines.append(indent + "} else if \(self.conditions(next)) {")
            lines += statements(nextThen, indent: indent + "    ")
            rest = nextOtherwise
        }
        if !rest.isEmpty {
            lines.append(indent + "} else {")
            lines += statements(rest, indent: indent + "    ")
        }
        lines.append(indent + "}")
        return lines
    }

    /// Whether a later statement (or one nested in a later branch) changes `name`.
    private static func assigns(_ name: String, in effects: ArraySlice<Effect>) -> Bool {
        effects.contains { effect in
            switch effect {
            case .setVariable(name, _), .addToVariable(name, _): true
            case .branch(_, let then, let otherwise), .branchAny(_, let then, let otherwise):
                assigns(name, in: then[...]) || assigns(name, in: otherwise[...])
            default: false
            }
        }
    }

    private static func path(_ target: String, _ property: String) -> String {
        target == "self" ? property : "\(target).\(property)"
    }

    private static func change(_ amount: Double) -> String {
        amount < 0 ? "-= \(PropertyValue.format(-amount))" : "+= \(PropertyValue.format(amount))"
    }

    static func conditions(_ conditions: [Condition]) -> String {
        conditions.map(condition).joined(separator: ", ")
    }

    private static func condition(_ condition: Condition) -> String {
        if condition.comparison == .equal, condition.right == .bool(true) { return expression(condition.left) }
        if condition.comparison == .equal, condition.right == .bool(false) { return "!" + expression(condition.left) }
        return "\(expression(condition.left)) \(condition.comparison.rawValue) \(expression(condition.right))"
    }

    static func expression(_ expression: Expression) -> String {
        switch expression {
        case .string(let text): return String(reflecting: text)
        case .number(let number): return PropertyValue.format(number)
        case .bool(let flag): return String(flag)
        case .property(let target, let property): return path(target, property)
        case .variable(let name): return name
        case .interpolation(let parts):
            return "\"" + parts.map { part in
                if case .string(let text) = part { return String(String(reflecting: text).dropFirst().dropLast()) }
                return "\\(" + self.expression(part) + ")"
            }.joined() + "\""
        case .wholeNumber(let inner): return "Int(\(self.expression(inner)))"
        case .sum(let left, let right, let negated):
            return "\(self.expression(left)) \(negated ? "-" : "+") \(self.expression(right))"
        case .conditional(let conditions, .bool(true), .bool(false)):
            return conditions.map(condition).joined(separator: " && ")
        case .conditional(let conditions, let then, let otherwise):
            return "\(self.conditions(conditions).replacingOccurrences(of: ", ", with: " && ")) ? "
                + "\(self.expression(then)) : \(self.expression(otherwise))"
        case .formatted(let format, let arguments):
            return "String(format: \(String(reflecting: format))"
                + arguments.map { ", " + self.expression($0) }.joined() + ")"
        }
    }
}
