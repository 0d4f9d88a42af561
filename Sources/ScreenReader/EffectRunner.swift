import AXModel

/// Runs the effects of a learner's custom adjustment (`Adjustment`) against the screen.
enum EffectRunner {
    /// Runs effects in order; `.stopUnless` ends the list when its condition is false.
    /// A target named `self` means the adjusted element when no element has that id.
    static func run(_ effects: [Effect], selfID: String, on screen: inout Screen) {
        func resolve(_ id: String) -> String {
            id == "self" && screen.element("self") == nil ? selfID : id
        }
        for effect in effects {
            switch effect {
            case .set(let target, let property, let expression):
                let value = evaluate(expression, in: screen, selfID: selfID)
                screen.modify(resolve(target)) { element in
                    assign(value, to: property, of: &element)
                }
            case .add(let target, let property, let amount):
                screen.modify(resolve(target)) { element in
                    add(amount, to: property, of: &element)
                }
            case .stopUnless(let condition):
                if !holds(condition, in: screen, selfID: selfID) { return }
            }
        }
    }

    /// Sets a property, converting between text and numbers where the property needs it
    /// (`accessibilityValue = rating` stores `"3"`).
    static func assign(_ value: PropertyValue, to property: String, of element: inout Element) {
        if element.setProperty(property, to: value) { return }
        switch value {
        case .number, .bool:
            if let text = value.text { element.setProperty(property, to: .string(text)) }
        case .string(let text):
            if let number = Double(text) { element.setProperty(property, to: .number(number)) }
        default:
            break
        }
    }

    /// `property += amount`, kept inside the element's `minimumValue`...`maximumValue` when
    /// those are set. A missing number starts from the minimum, else 0; a property holding
    /// text that reads as a number stays text.
    static func add(_ amount: Double, to property: String, of element: inout Element) {
        let current = element.property(property)
        var number: Double
        switch current {
        case .number(let n)?: number = n
        case .string(let s)?: number = Double(s) ?? (element.minimumValue ?? 0)
        default: number = element.minimumValue ?? 0
        }
        number += amount
        if let low = element.minimumValue { number = max(number, low) }
        if let high = element.maximumValue { number = min(number, high) }
        if case .string? = current {
            element.setProperty(property, to: .string(PropertyValue.format(number)))
        } else {
            assign(.number(number), to: property, of: &element)
        }
    }

    /// The value of an expression on the screen as it is now.
    static func evaluate(_ expression: Expression, in screen: Screen, selfID: String) -> PropertyValue {
        switch expression {
        case .string(let s): return .string(s)
        case .number(let n): return .number(n)
        case .bool(let b): return .bool(b)
        case .property(let target, let property):
            let id = target == "self" && screen.element("self") == nil ? selfID : target
            return screen.element(id)?.property(property) ?? .nil_
        case .interpolation(let parts):
            return .string(parts.map { part in
                SwiftDescription.interpolated(evaluate(part, in: screen, selfID: selfID),
                                              as: swiftType(part, in: screen, selfID: selfID))
            }.joined())
        case .wholeNumber(let inner):
            guard case .number(let number) = evaluate(inner, in: screen, selfID: selfID),
                  let whole = SwiftDescription.wholeNumber(number) else { return .nil_ }
            return .number(Double(whole))
        }
    }

    /// The Swift type of an element's property read in a body (ios screens): `stepper.value` is
    /// a `Double`, so `"\(stepper.value)"` says `3.0`; a custom view's own variable is untyped.
    static func swiftType(_ expression: Expression, in screen: Screen, selfID: String) -> SwiftDescription.SwiftType {
        guard screen.platform == .ios, case .property(let target, let property) = expression,
              target != "self" else { return .untyped }
        let id = target == "self" && screen.element("self") == nil ? selfID : target
        return SwiftDescription.type(of: property, on: screen.element(id)?.type)
    }

    /// Whether a `guard` condition holds: numbers (or text reading as numbers) compare as
    /// numbers, anything else compares as text; nil equals only nil.
    static func holds(_ condition: Condition, in screen: Screen, selfID: String) -> Bool {
        let left = evaluate(condition.left, in: screen, selfID: selfID)
        let right = evaluate(condition.right, in: screen, selfID: selfID)
        if let a = number(left), let b = number(right) {
            return compare(a, b, condition.comparison)
        }
        if left == .nil_ || right == .nil_ {
            let same = left == right
            return condition.comparison == .equal ? same : condition.comparison == .notEqual ? !same : false
        }
        return compare(left.text ?? "", right.text ?? "", condition.comparison)
    }

    static func number(_ value: PropertyValue) -> Double? {
        switch value {
        case .number(let n): n
        case .string(let s): Double(s)
        default: nil
        }
    }

    static func compare<T: Comparable>(_ a: T, _ b: T, _ comparison: Condition.Comparison) -> Bool {
        switch comparison {
        case .less: a < b
        case .lessOrEqual: a <= b
        case .greater: a > b
        case .greaterOrEqual: a >= b
        case .equal: a == b
        case .notEqual: a != b
        }
    }
}
