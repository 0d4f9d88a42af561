/// Custom increment/decrement behaviour a learner gives an element (`accessibilityIncrement()`,
/// SwiftUI's `.accessibilityAdjustableAction`): a list of effects run on swipe up or down. A
/// direction left nil was not overridden: the control keeps its own (a `UISlider` subclass
/// that overrides only `accessibilityIncrement()` still moves down by UIKit's step).
public struct Adjustment: Sendable, Equatable {
    public var increment: [Effect]?
    public var decrement: [Effect]?
    public init(increment: [Effect]? = nil, decrement: [Effect]? = nil) {
        self.increment = increment
        self.decrement = decrement
    }
}

/// One statement of an adjustment body, run against the screen.
public indirect enum Effect: Sendable, Equatable {
    /// `target.property = expression`; the target `self` is the adjusted element.
    case set(target: String, property: String, to: Expression)
    /// `target.value += amount` (negative to decrement), kept inside the element's range.
    case add(target: String, property: String, amount: Double)
    /// `rating = expression`: a state variable of the screen or a local of the body.
    case setVariable(String, to: Expression)
    /// `rating += amount`: a variable changed as Swift changes it, with no range.
    case addToVariable(String, amount: Double)
    /// `let name = expression` (or `var`): a local of the body, from here to its end.
    case declare(String, Expression)
    /// `if A, B { … } else { … }`, `guard A else { return }`, a `switch` case: the first list
    /// when every condition holds, else the second.
    case branch(when: [Condition], then: [Effect], otherwise: [Effect])
    /// `if A && B || C { … }`: the first list when every condition of any alternative holds.
    case branchAny(when: [[Condition]], then: [Effect], otherwise: [Effect])
    /// `switch rating { case 1: … default: … }`: the branches it is (`effects`, tried in order),
    /// kept together with the value it chooses by so the code shown is the switch written.
    case switched(over: Expression, [Effect])
    /// `return`: nothing after it runs.
    case stop
    /// `return true` / `return false` in a handler that says whether it succeeded: nothing
    /// after it runs.
    case returns(Bool)
    /// `sendActions(for: .valueChanged)` (`target` `self` or another control): tells the app's
    /// own handlers, which VoiceOver does not hear; kept so the code shown after a pass has it.
    case sendActions(target: String, event: String)
    /// UIKit's `row.removeFromSuperview()`: the view leaves the screen, for VoiceOver as for
    /// everyone (a deleted row); kept as written so the code shown after a pass has it.
    case removeFromSuperview(target: String)
    /// `pay()`, `openURL(termsURL)`: a function of the app's own, called by name, as written. The
    /// tutor cannot know what it does, so it is not run (what the screen says the app does on a
    /// tap still happens); kept so the code shown after a pass has it.
    case appCall(String)
    /// `UIAccessibility.post(notification: .announcement, argument: …)`, SwiftUI's
    /// `AccessibilityNotification.Announcement(…).post()`: the reader speaks the text and
    /// focus stays (docs/voiceover.md VO-8.7, VO-8.11).
    case announce(Expression)
    /// `UIAccessibility.post(notification: .screenChanged / .layoutChanged, argument: element)`:
    /// focus moves to the element (nil: the first element after a screen change; nothing after
    /// a layout change) and it is read (docs/voiceover.md VO-8.8, VO-8.9).
    case moveFocus(to: String?, screenChanged: Bool)
    /// `effects` written one way of several that do the same: kept together with how they were
    /// written so the code shown after a pass is the code typed.
    case spelled(Spelling, [Effect])
    /// Android's `view.performAccessibilityAction(AccessibilityNodeInfo.ACTION_ACCESSIBILITY_FOCUS,
    /// null)`: TalkBack's focus moves to the view and reads it, as `moveFocus` does (TB-7.11); kept
    /// apart so the code shown after a pass is the call written.
    case accessibilityFocus(String)
    /// Android's `view.requestFocus()`: input focus moves to the view when it can take it
    /// (focusable), and TalkBack's focus follows (docs/talkback.md TB-7.11).
    case requestFocus(String)
    /// Compose's `NAME.requestFocus()`: input focus moves to the node the `FocusRequester` NAME is
    /// attached to, when it can take it, and TalkBack's focus follows (docs/talkback.md TB-7.12).
    case requestFocusThrough(String)
    /// `DispatchQueue.main.async { … }`, or `asyncAfter(deadline: DEADLINE) { … }` (the deadline as
    /// written, not modelled): the block runs once the code that queued it has returned.
    case later([Effect], deadline: String?)
}

/// How an effect that has more than one spelling was written.
public enum Spelling: Sendable, Equatable {
    /// `UIAccessibility.post(notification: .layoutChanged / .screenChanged / .pageScrolled,
    /// argument: "…")`, or SwiftUI's `AccessibilityNotification.LayoutChanged("…").post()`: a
    /// notification beside `.announcement` that carries a string, which the reader speaks (after
    /// a screen change it then starts from the first element; docs/voiceover.md VO-8.8 to
    /// VO-8.10). Not an announcement, though it sounds like one.
    case notification(String)
    /// AndroidX's `ViewCompat.setStateDescription(view, "…")`, the setter that works on every API
    /// level, rather than the View's own property.
    case viewCompat
    /// Android's `VIEW.announceForAccessibility(…)` (`self`: the view the code runs for): VIEW
    /// sends the announcement, and Android drops an event from a view that is not shown, itself
    /// or a parent hidden (docs/talkback.md TB-7.8).
    case announcedBy(String)
}

extension Effect {
    /// The effects this one runs inside it: a branch's, a switch's, a queued block's.
    public var inner: [Effect] {
        switch self {
        case .branch(_, let then, let otherwise), .branchAny(_, let then, let otherwise): then + otherwise
        case .switched(_, let effects), .later(let effects, _), .spelled(_, let effects): effects
        default: []
        }
    }

    /// Whether any of `effects`, or any effect they run inside them, passes `test`.
    public static func any(in effects: [Effect], where test: (Effect) -> Bool) -> Bool {
        effects.contains { test($0) || any(in: $0.inner, where: test) }
    }
}

/// A value computed when an effect runs.
public indirect enum Expression: Sendable, Equatable {
    /// `nil` in Swift, `null` in Kotlin: an optional property cleared.
    case nil_
    case string(String)
    case number(Double)
    /// A whole number written with a point (`1.0`): a Swift or Kotlin floating-point literal,
    /// which is a `Float` or a `Double`, never an `Int` (`count + 1.0` on an `Int` does not
    /// compile). A literal with a fraction (`0.5`) is `number`, as its value says as much.
    case pointLiteral(Double)
    case bool(Bool)
    case property(target: String, property: String)
    /// A state variable the screen declares (`state:`) or a local of the body.
    case variable(String)
    /// `"\(rating) of 5"`: parts joined as text, each as Swift's interpolation writes it.
    case interpolation([Expression])
    /// `Int(stepper.value)`: a number truncated toward zero.
    case wholeNumber(Expression)
    /// `String(Int(value))`: a number or a text as text, as Swift's interpolation writes it.
    case described(Expression)
    /// `value + 1`, `rating - step`: numbers added (`negated`: the second subtracted).
    case sum(Expression, Expression, negated: Bool)
    /// `value * 100`, `count / 2` (`divided`): numbers multiplied or divided.
    case product(Expression, Expression, divided: Bool)
    /// `rating == 1 ? "star" : "stars"`: the first value when every condition holds.
    case conditional(when: [Condition], Expression, Expression)
    /// `String(format: "%.1f", value)`: the numbers and texts written into the format.
    case formatted(String, [Expression])
    /// `caption.text ?? "Saved"`: the left value, or the right one when it is nil.
    case coalesced(Expression, Expression)
    /// `"\(rating)" + " stars"`: two texts joined with `+`.
    case joined(Expression, Expression)
    /// `min(value + 1, maximumValue)` (`largest` false) or `max(…)`: the smaller or larger number.
    case extreme(largest: Bool, Expression, Expression)
    /// The value an optional binding gives (`if let text = caption.text`): the optional's value,
    /// of its type without the `?`; it is read only where the binding held (not nil).
    case unwrapped(Expression)
    /// `Float(x)` or `Double(x)`: the number as that Swift type.
    case converted(to: String, Expression)
    /// `value.rounded()`: the nearest whole number, halves away from zero, of the same type.
    case rounded(Expression)
    /// `value.formatted()`: the number as text, in Foundation's default number style
    /// (`SwiftDescription.formatted`).
    case numberFormatted(Expression, NumberStyle)
    /// `NSAttributedString(string: TEXT, attributes: […])`: its string, which VoiceOver speaks (the
    /// attributes change how, not what); the attributes kept as written, for the code shown.
    case attributed(Expression, attributes: String?)
    /// `NSLocalizedString("Saved", comment: "…")`, or `String(localized: "Saved")` when `comment` is
    /// nil: the text in the app's own language, which the model takes to be the key (it has no
    /// other table); the lookup kept as written, for the code shown.
    case localized(String, comment: String?)
    /// `text.isEmpty`: whether a `String` holds no characters, a Bool (Swift's `String.isEmpty`).
    case isEmpty(Expression)
}

extension Expression {
    /// Whether the expression is a Swift `Int` by how it is written: `Int(x)`, a whole literal,
    /// or arithmetic on those (a variable's type is the screen's, and is not assumed).
    public var isWrittenAsInt: Bool {
        switch self {
        case .wholeNumber: true
        case .number(let number): number == number.rounded()
        case .sum(let left, let right, _), .product(let left, let right, _): left.isWrittenAsInt && right.isWrittenAsInt
        default: false
        }
    }
}

/// A comparison in an adjustment body: `guard`, `if`, a ternary or a `switch` case.
public struct Condition: Sendable, Equatable {
    public enum Comparison: String, Sendable {
        case less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">=", equal = "==", notEqual = "!="

        /// Whether `a` and `b` are in this relation.
        public func holds<T: Comparable>(_ a: T, _ b: T) -> Bool {
            switch self {
            case .less: a < b
            case .lessOrEqual: a <= b
            case .greater: a > b
            case .greaterOrEqual: a >= b
            case .equal: a == b
            case .notEqual: a != b
            }
        }

        /// `==` or `!=`, which Swift also has for Bool and optionals (Equatable, not Comparable).
        public var isEquality: Bool { self == .equal || self == .notEqual }

        /// Whether two values are in this relation as Swift compares them: two numbers or two
        /// Strings; two Bools, or nil with anything, only for equality. Nil when Swift would not
        /// compare them (the types differ, or they are not Comparable).
        public func holds(_ a: PropertyValue, _ b: PropertyValue) -> Bool? {
            switch (a, b) {
            case (.number(let x), .number(let y)): holds(x, y)
            case (.string(let x), .string(let y)): holds(x, y)
            case (.bool(let x), .bool(let y)) where isEquality: (x == y) == (self == .equal)
            case (.nil_, _) where isEquality, (_, .nil_) where isEquality: (a == b) == (self == .equal)
            default: nil
            }
        }
    }
    public var left: Expression
    public var comparison: Comparison
    public var right: Expression
    public init(left: Expression, comparison: Comparison, right: Expression) {
        self.left = left
        self.comparison = comparison
        self.right = right
    }
}

extension Expression {
    /// A number literal as it was written: `pointLiteral` for a whole number written with a
    /// point (`1.0`), `number` otherwise.
    public static func literal(_ value: Double, written: String) -> Expression {
        written.contains(".") && value == value.rounded() ? .pointLiteral(value) : .number(value)
    }

    /// The value of a number literal, however it was written.
    public var literalNumber: Double? {
        switch self {
        case .number(let value), .pointLiteral(let value): value
        default: nil
        }
    }
}

extension Effect {
    /// `guard A, B else { return }`: stop unless every condition holds.
    public static func stopUnless(_ conditions: Condition...) -> Effect {
        .branch(when: conditions, then: [], otherwise: [.stop])
    }
}

extension Expression {
    /// The expression with each read of the variable `name` replaced by `value`: a lambda's
    /// parameter given the argument it is called with.
    public func replacing(variable name: String, with value: Expression) -> Expression {
        replacing(.variable(name), with: value)
    }

    /// The expression with each part equal to `match` (a variable, another view's property)
    /// replaced by `value`.
    public func replacing(_ match: Expression, with value: Expression) -> Expression {
        func replaced(_ expression: Expression) -> Expression { expression.replacing(match, with: value) }
        if self == match { return value }
        switch self {
        case .nil_, .string, .number, .pointLiteral, .bool, .property, .variable: return self
        case .interpolation(let parts): return .interpolation(parts.map(replaced))
        case .wholeNumber(let inner): return .wholeNumber(replaced(inner))
        case .described(let inner): return .described(replaced(inner))
        case .sum(let left, let right, let negated): return .sum(replaced(left), replaced(right), negated: negated)
        case .product(let left, let right, let divided): return .product(replaced(left), replaced(right), divided: divided)
        case .conditional(let conditions, let then, let otherwise):
            return .conditional(when: conditions.map { $0.replacing(match, with: value) }, replaced(then), replaced(otherwise))
        case .formatted(let format, let arguments): return .formatted(format, arguments.map(replaced))
        case .coalesced(let left, let right): return .coalesced(replaced(left), replaced(right))
        case .joined(let left, let right): return .joined(replaced(left), replaced(right))
        case .extreme(let largest, let left, let right): return .extreme(largest: largest, replaced(left), replaced(right))
        case .unwrapped(let inner): return .unwrapped(replaced(inner))
        case .converted(let type, let inner): return .converted(to: type, replaced(inner))
        case .rounded(let inner): return .rounded(replaced(inner))
        case .attributed(let inner, let attributes): return .attributed(replaced(inner), attributes: attributes)
        case .localized: return self
        case .numberFormatted(let inner, let style): return .numberFormatted(replaced(inner), style)
        case .isEmpty(let inner): return .isEmpty(replaced(inner))
        }
    }
}

extension Condition {
    /// The condition with each read of the variable `name` replaced by `value`.
    public func replacing(variable name: String, with value: Expression) -> Condition {
        replacing(.variable(name), with: value)
    }

    /// The condition with each part equal to `match` replaced by `value`.
    public func replacing(_ match: Expression, with value: Expression) -> Condition {
        var condition = self
        condition.left = left.replacing(match, with: value)
        condition.right = right.replacing(match, with: value)
        return condition
    }
}

extension Effect {
    /// The effect with each read of the variable `name` replaced by `value`, in what it sets,
    /// tests and says.
    public func replacing(variable name: String, with value: Expression) -> Effect {
        replacing(.variable(name), with: value)
    }

    /// The effect with each part equal to `match` replaced by `value`, in what it sets, tests and says.
    public func replacing(_ match: Expression, with value: Expression) -> Effect {
        func replaced(_ expression: Expression) -> Expression { expression.replacing(match, with: value) }
        func all(_ effects: [Effect]) -> [Effect] { effects.map { $0.replacing(match, with: value) } }
        switch self {
        case .set(let target, let property, let expression): return .set(target: target, property: property, to: replaced(expression))
        case .setVariable(let variable, let expression): return .setVariable(variable, to: replaced(expression))
        case .declare(let local, let expression): return .declare(local, replaced(expression))
        case .branch(let conditions, let then, let otherwise):
            return .branch(when: conditions.map { $0.replacing(match, with: value) }, then: all(then), otherwise: all(otherwise))
        case .branchAny(let alternatives, let then, let otherwise):
            return .branchAny(when: alternatives.map { $0.map { $0.replacing(match, with: value) } }, then: all(then),
                              otherwise: all(otherwise))
        case .announce(let expression): return .announce(replaced(expression))
        case .later(let effects, let deadline): return .later(all(effects), deadline: deadline)
        case .spelled(let spelling, let effects): return .spelled(spelling, all(effects))
        case .switched(let subject, let effects): return .switched(over: replaced(subject), all(effects))
        case .add, .addToVariable, .stop, .returns, .sendActions, .removeFromSuperview, .appCall, .moveFocus, .accessibilityFocus,
             .requestFocus, .requestFocusThrough:
            return self
        }
    }
}
