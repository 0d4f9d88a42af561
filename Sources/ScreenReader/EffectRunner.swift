import AXModel

/// Runs the effects of code the app runs (an adjustment's body, a custom action's handler)
/// against the screen: one run per gesture, with the body's locals (`let`) its own.
struct EffectRunner {
    /// The adjusted element: what `self` and the body's bare property names mean.
    let selfID: String
    private var locals: [String: (value: PropertyValue, type: SwiftDescription.SwiftType)] = [:]
    /// What the body posted for the reader to speak, in order.
    private var announced: [String] = []
    /// Where the body last asked focus to move, if it did.
    private var focus: FocusRequest?
    /// What a `return true` / `return false` said, when one ran.
    private var returned: Bool?
    /// Blocks queued with `DispatchQueue.main.async`, run after the code that queued them.
    private var queued: [[Effect]] = []
    /// Composables that were not composed when the code began: Compose composes what the code
    /// shows only after it returns, so a requester on one is not attached yet (TB-7.12).
    private var uncomposed: Set<String> = []

    /// A notification that moves focus: to an element, or to the screen's first stop.
    enum FocusRequest: Equatable {
        case element(String)
        case firstStop
    }

    private init(selfID: String) {
        self.selfID = selfID
    }

    /// Runs effects in order, until a `return`, and returns the announcements they posted.
    @discardableResult
    static func run(_ effects: [Effect], selfID: String, on screen: inout Screen) -> [String] {
        runPosting(effects, selfID: selfID, on: &screen).announced
    }

    /// Runs effects in order, until a `return`: the announcements they posted, and where the
    /// last focus notification asked focus to go.
    static func runPosting(_ effects: [Effect], selfID: String, on screen: inout Screen, uncomposed: Set<String> = [])
        -> (announced: [String], focus: FocusRequest?, returned: Bool?) {
        var runner = EffectRunner(selfID: selfID)
        runner.uncomposed = uncomposed
        _ = runner.run(effects, on: &screen)
        // What the code queued on the main queue runs once it has returned, in order.
        while !runner.queued.isEmpty {
            let block = runner.queued.removeFirst()
            let returned = runner.returned
            _ = runner.run(block, on: &screen)
            runner.returned = returned
        }
        refreshBindings(on: &screen)
        return (runner.announced, runner.focus, runner.returned)
    }

    /// The value of an expression computed for the element `selfID`, on the screen as it is now.
    static func value(of expression: Expression, selfID: String, on screen: Screen) -> PropertyValue {
        EffectRunner(selfID: selfID).evaluate(expression, in: screen)
    }

    /// SwiftUI computes a view's modifiers again when the state they read changes: each bound
    /// property takes its expression's value on the screen as it is now.
    static func refreshBindings(on screen: inout Screen) {
        for element in screen.allElements where !element.bindings.isEmpty {
            let runner = EffectRunner(selfID: element.id)
            let values = element.bindings.mapValues { runner.evaluate($0, in: screen) }
            screen.modify(element.id) { element in
                for (property, value) in values.sorted(by: { $0.key < $1.key }) {
                    EffectRunner.assign(value, to: property, of: &element)
                }
            }
        }
    }

    /// False once a `return` ran.
    private mutating func run(_ effects: [Effect], on screen: inout Screen) -> Bool {
        for effect in effects {
            switch effect {
            case .set(let target, let property, let expression):
                let value = evaluate(expression, in: screen)
                screen.modify(resolve(target, in: screen)) { element in
                    EffectRunner.assign(EffectRunner.clamped(value, property, of: element), to: property, of: &element)
                }
            case .add(let target, let property, let amount):
                screen.modify(resolve(target, in: screen)) { element in
                    EffectRunner.add(amount, to: property, of: &element)
                }
            case .setVariable(let name, let expression):
                let value = evaluate(expression, in: screen)
                if locals[name] != nil {
                    locals[name]?.value = value
                } else {
                    screen.state[name]?.value = value
                }
            case .addToVariable(let name, let amount):
                if let local = locals[name], case .number(let number) = local.value {
                    locals[name]?.value = .number(number + amount)
                } else if case .number(let number)? = screen.state[name]?.value {
                    screen.state[name]?.value = .number(number + amount)
                }
            case .declare(let name, let expression):
                locals[name] = (evaluate(expression, in: screen), swiftType(expression, in: screen))
            case .branch(let conditions, let then, let otherwise):
                let taken = conditions.allSatisfy { holds($0, in: screen) }
                if !run(taken ? then : otherwise, on: &screen) { return false }
            case .branchAny(let alternatives, let then, let otherwise):
                let taken = alternatives.contains { $0.allSatisfy { holds($0, in: screen) } }
                if !run(taken ? then : otherwise, on: &screen) { return false }
            case .spelled(.announcedBy(let id), let announcement):
                // Android sends no event from a view that is not shown (TB-7.8).
                if Self.isShown(resolve(id, in: screen), in: screen), !run(announcement, on: &screen) { return false }
            case .switched(_, let branches), .spelled(_, let branches):
                if !run(branches, on: &screen) { return false }
            case .stop:
                return false
            case .returns(let result):
                returned = result
                return false
            case .sendActions(let target, "valueChanged"):
                // The app's own handler, as far as the screen says what it does (`valueLabel`).
                screen.sendValueChanged(from: resolve(target, in: screen))
            case .sendActions, .appCall:
                break  // the app's own code: nothing VoiceOver hears
            case .removeFromSuperview(let target):
                // Gone from the screen, for VoiceOver as for everyone.
                screen.modify(resolve(target, in: screen)) { $0.isHidden = true }
            case .announce(let expression):
                if let text = evaluate(expression, in: screen).text, !text.isEmpty { announced.append(text) }
            case .requestFocus(let id):
                // Only a view that can take input focus takes it (TB-7.11).
                let target = resolve(id, in: screen)
                if let element = screen.element(target), element.androidFocusable, !element.isHidden { focus = .element(target) }
            case .requestFocusThrough(let requester):
                // The node the requester is attached to, when it takes input focus (TB-7.12).
                if let node = screen.allElements.first(where: { $0.android.focusRequester == requester }),
                   node.androidFocusable, !node.android.focusRequesterFindsNoTarget, !node.isHidden,
                   !uncomposed.contains(node.id) {
                    focus = .element(node.id)
                }
            case .accessibilityFocus(let target):
                focus = .element(resolve(target, in: screen))
            case .moveFocus(let target, let screenChanged):
                if let target {
                    focus = .element(resolve(target, in: screen))
                } else if screenChanged {
                    focus = .firstStop
                }
            case .later(let block, _):
                queued.append(block)
            }
        }
        return true
    }

    /// An element id: `self` is the adjusted element unless an element has that id.
    /// Whether a view is shown: neither it nor a view that holds it hidden (Android's
    /// `View.isShown()`); a view not on the screen is not.
    static func isShown(_ id: String, in screen: Screen) -> Bool {
        func shown(in elements: [Element]) -> Bool? {
            for element in elements {
                if element.id == id { return !element.isHidden }
                if let found = shown(in: element.children) { return found && !element.isHidden }
            }
            return nil
        }
        return shown(in: screen.elements) ?? false
    }

    private func resolve(_ id: String, in screen: Screen) -> String {
        id == "self" && screen.element("self") == nil ? selfID : id
    }

    /// Sets a property, converting between text and numbers where the property needs it
    /// (`accessibilityValue = rating` stores `"3"`).
    static func assign(_ value: PropertyValue, to property: String, of element: inout Element) {
        // An android view's attributes by their Android names (`visibility`, `contentDescription`).
        let platform = element.type.platform
        if element.setProperty(property, to: value, on: platform) { return }
        switch value {
        case .number, .bool:
            if let text = value.text { element.setProperty(property, to: .string(text), on: platform) }
        case .string(let text):
            if let number = Double(text) { element.setProperty(property, to: .number(number), on: platform) }
        default:
            break
        }
    }

    /// A value set on a `UISlider` or `UIStepper` kept inside its range, as UIKit keeps it
    /// (Apple's documentation of `UISlider.value`: "If you try to set a value that's below the
    /// minimum or above the maximum value, the minimum or maximum value is set instead";
    /// `UIStepper.value` is "clamped" to `minimumValue`...`maximumValue`).
    static func clamped(_ value: PropertyValue, _ property: String, of element: Element) -> PropertyValue {
        guard property == "value", element.type == .UISlider || element.type == .UIStepper, case .number(let number) = value,
              case .number(let low)? = element.property("minimumValue"),
              case .number(let high)? = element.property("maximumValue"), low <= high else { return value }
        return .number(min(max(number, low), high))
    }

    /// `property += amount`, kept inside the element's `minimumValue`...`maximumValue` when
    /// those are set (UIKit's 0...1 for a slider and 0...100 for a stepper when they are not). A missing number starts from the minimum, else 0; a property holding
    /// text that reads as a number stays text.
    static func add(_ amount: Double, to property: String, of element: inout Element) {
        let current = element.property(property)
        var number: Double
        switch current {
        case .number(let n)?: number = n
        case .string(let s)?: number = Double(s) ?? (element.minimumValue ?? 0)
        default: number = element.minimumValue ?? 0
        }
        // A UISlider's value is a Float, and so is its arithmetic.
        number = element.type == .UISlider && property == "value" ? Double(Float(number) + Float(amount)) : number + amount
        // The range as UIKit has it: a slider or stepper left unset keeps its defaults.
        if case .number(let low)? = element.property("minimumValue") { number = max(number, low) }
        if case .number(let high)? = element.property("maximumValue") { number = min(number, high) }
        if case .string? = current {
            element.setProperty(property, to: .string(PropertyValue.format(number)))
        } else {
            assign(.number(number), to: property, of: &element)
        }
    }

    /// An expression's value as text, as `"\(x)"` writes it in Swift and `"${x}"` (or `x.toString()`,
    /// or `+`) in Kotlin, where a null is "null" (kotlinlang.org, `Any?.toString()`).
    private func written(_ expression: Expression, in screen: Screen) -> String {
        let value = evaluate(expression, in: screen)
        if screen.platform == .android { return value == .nil_ ? "null" : value.text ?? "" }
        return SwiftDescription.interpolated(value, as: swiftType(expression, in: screen))
    }

    /// The value of an expression on the screen as it is now.
    func evaluate(_ expression: Expression, in screen: Screen) -> PropertyValue {
        switch expression {
        case .nil_: return .nil_
        case .string(let s), .localized(let s, _): return .string(s)
        case .number(let n), .pointLiteral(let n): return .number(n)
        case .bool(let b): return .bool(b)
        case .property(let target, let property):
            return screen.element(resolve(target, in: screen))?.property(property, on: screen.platform) ?? .nil_
        case .variable(let name):
            return locals[name]?.value ?? screen.state[name]?.value ?? .nil_
        case .interpolation(let parts):
            return .string(parts.map { written($0, in: screen) }.joined())
        case .described(let inner):
            return .string(written(inner, in: screen))
        case .wholeNumber(let inner):
            guard case .number(let number) = evaluate(inner, in: screen),
                  let whole = SwiftDescription.wholeNumber(number) else { return .nil_ }
            return .number(Double(whole))
        case .conditional(let conditions, let then, let otherwise):
            return evaluate(conditions.allSatisfy { holds($0, in: screen) } ? then : otherwise, in: screen)
        case .sum(let left, let right, let negated):
            guard let a = EffectRunner.number(evaluate(left, in: screen)),
                  let b = EffectRunner.number(evaluate(right, in: screen)) else { return .nil_ }
            return .number(negated ? a - b : a + b)
        case .product(let left, let right, let divided):
            guard let a = EffectRunner.number(evaluate(left, in: screen)),
                  let b = EffectRunner.number(evaluate(right, in: screen)) else { return .nil_ }
            // A UISlider's Float multiplies as a Float; Ints divide whole (the parser refused a literal 0).
            if swiftType(left, in: screen) == .float || swiftType(right, in: screen) == .float {
                return .number(Double(divided ? Float(a) / Float(b) : Float(a) * Float(b)))
            }
            guard divided else { return .number(a * b) }
            if left.isWrittenAsInt, right.isWrittenAsInt {
                return b == 0 ? .nil_ : .number((a / b).rounded(.towardZero))
            }
            return .number(a / b)
        case .coalesced(let optional, let fallback):
            let value = evaluate(optional, in: screen)
            return value == .nil_ ? evaluate(fallback, in: screen) : value
        case .joined(let left, let right):
            return .string(written(left, in: screen) + written(right, in: screen))
        case .unwrapped(let inner), .converted(_, let inner), .attributed(let inner, _):
            return evaluate(inner, in: screen)
        case .rounded(let inner):
            // Swift's `rounded()`: to the nearest whole number, halves away from zero.
            guard let number = EffectRunner.number(evaluate(inner, in: screen)) else { return .nil_ }
            return .number(number.rounded(.toNearestOrAwayFromZero))
        case .numberFormatted(let inner, let style):
            guard let number = EffectRunner.number(evaluate(inner, in: screen)) else { return .nil_ }
            return .string(style.format(number, as: operand(inner, in: screen)))
        case .isEmpty(let inner):
            // The parser took only a String here, never an optional one.
            return .bool(evaluate(inner, in: screen).text?.isEmpty ?? true)
        case .extreme(let largest, let left, let right):
            guard let a = EffectRunner.number(evaluate(left, in: screen)),
                  let b = EffectRunner.number(evaluate(right, in: screen)) else { return .nil_ }
            return .number(largest ? max(a, b) : min(a, b))
        case .formatted(let format, let arguments):
            guard let format = try? FormatString(format) else { return .nil_ }
            return .string(format.format(arguments.map { evaluate($0, in: screen) }))
        }
    }

    /// The Swift type of a value read in a body (ios screens): `stepper.value` is a `Double`,
    /// so `"\(stepper.value)"` says `3.0`; a variable has the type its first value gave it.
    /// The number type a format style is given: a whole number written as one (`Int(x)`, an Int
    /// state, a whole literal) is an Int, a Float property a Float, anything else a Double.
    func operand(_ expression: Expression, in screen: Screen) -> NumberStyle.Operand {
        if expression.isWrittenAsInt { return .int }
        if case .variable(let name) = expression, locals[name] == nil, screen.state[name]?.kind == .int { return .int }
        return swiftType(expression, in: screen) == .float ? .float : .double
    }

    func swiftType(_ expression: Expression, in screen: Screen) -> SwiftDescription.SwiftType {
        guard screen.platform == .ios else { return .untyped }
        switch expression {
        case .property(let target, let property):
            return SwiftDescription.type(of: property, on: screen.element(resolve(target, in: screen))?.type)
        case .variable(let name):
            return locals[name]?.type ?? screen.state[name]?.swiftType ?? .untyped
        case .conditional(_, let then, _):
            return swiftType(then, in: screen)
        case .coalesced(_, let fallback):
            return swiftType(fallback, in: screen)
        case .unwrapped(let inner):
            return swiftType(inner, in: screen).unwrapped
        case .rounded(let inner):
            return swiftType(inner, in: screen)
        case .converted(let type, _):
            return type == "Float" ? .float : .double
        case .pointLiteral:
            // `1.0` alone is a Double, as Swift infers a floating-point literal with nothing around it.
            return .double
        case .sum(let left, let right, _), .extreme(_, let left, let right), .product(let left, let right, _):
            // `value + 1` keeps the Float's type; a literal adopts the other side's.
            let (type, other) = (swiftType(left, in: screen), swiftType(right, in: screen))
            if case .pointLiteral = left, other != .untyped { return other }
            return type == .untyped ? other : type
        default:
            return .untyped
        }
    }

    /// Whether a condition holds: numbers (or text reading as numbers) compare as numbers,
    /// anything else compares as text; nil equals only nil.
    func holds(_ condition: Condition, in screen: Screen) -> Bool {
        let left = evaluate(condition.left, in: screen)
        let right = evaluate(condition.right, in: screen)
        if let a = EffectRunner.number(left), let b = EffectRunner.number(right) {
            return condition.comparison.holds(a, b)
        }
        if left == .nil_ || right == .nil_ {
            let same = left == right
            return condition.comparison == .equal ? same : condition.comparison == .notEqual ? !same : false
        }
        return condition.comparison.holds(left.text ?? "", right.text ?? "")
    }

    static func number(_ value: PropertyValue) -> Double? {
        switch value {
        case .number(let n): n
        case .string(let s): Double(s)
        default: nil
        }
    }
}
