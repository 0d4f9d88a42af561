/// Custom increment/decrement behaviour a learner gives an element (`accessibilityIncrement()`,
/// SwiftUI's `.accessibilityAdjustableAction`): a list of effects run on swipe up or down.
public struct Adjustment: Sendable, Equatable {
    public var increment: [Effect]
    public var decrement: [Effect]
    public init(increment: [Effect] = [], decrement: [Effect] = []) {
        self.increment = increment
        self.decrement = decrement
    }
}

/// One change an adjustment makes to an element of the screen.
public enum Effect: Sendable, Equatable {
    /// `target.property = expression`
    case set(target: String, property: String, to: Expression)
    /// `target.value += amount` (negative to decrement), kept inside the element's range.
    case add(target: String, property: String, amount: Double)
    /// `guard target.property < limit else { return }`-style bound: stop when reached.
    case stopUnless(Condition)
}

/// A value computed when an effect runs.
public indirect enum Expression: Sendable, Equatable {
    case string(String)
    case number(Double)
    case bool(Bool)
    case property(target: String, property: String)
    /// `"\(rating) of 5"`: parts joined as text, each as Swift's interpolation writes it.
    case interpolation([Expression])
    /// `Int(stepper.value)`: a number truncated toward zero.
    case wholeNumber(Expression)
}

/// A comparison used by `guard` in an adjustment body.
public struct Condition: Sendable, Equatable {
    public enum Comparison: String, Sendable { case less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">=", equal = "==", notEqual = "!=" }
    public var left: Expression
    public var comparison: Comparison
    public var right: Expression
    public init(left: Expression, comparison: Comparison, right: Expression) {
        self.left = left
        self.comparison = comparison
        self.right = right
    }
}
