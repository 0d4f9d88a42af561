/// What Swift's string interpolation writes for a property of a UIKit view, by the type UIKit
/// declares: `UILabel.text` is `String?`, so `"\(caption.text)"` is `Optional("Dark Theme")`
/// (and `nil` when there is none); `UISlider.value` is `Float` and `UIStepper.value` `Double`,
/// so 4 is written `4.0`. The texts come from Swift's own `description` of those types.
public enum SwiftDescription {
    /// The Swift type a property has on an element, as far as interpolation is concerned.
    public enum SwiftType: Sendable, Equatable {
        case optionalString, float, double, bool
        /// No UIKit type: a stand-in for the learner's own variable (a custom view's `value`),
        /// written as a whole number when it is one.
        case untyped

        /// The type once unwrapped (`x ?? …`, `x!`): a `String?` becomes plain text.
        public var unwrapped: SwiftType { self == .optionalString ? .untyped : self }

        /// The type's name in Swift, for messages.
        public var name: String {
            switch self {
            case .optionalString: "String?"
            case .float: "Float"
            case .double: "Double"
            case .bool: "Bool"
            case .untyped: "not optional"
            }
        }
    }

    /// The number properties of the controls that declare them.
    private static let numberProperties: Set<String> = ["value", "minimumValue", "maximumValue", "stepValue"]

    /// The type of `property` on an element of `type`.
    public static func type(of property: String, on type: ElementType?) -> SwiftType {
        if numberProperties.contains(property) {
            switch type {
            case .UISlider?: return .float
            case .UIStepper?, .Slider?: return .double
            default: return .untyped
            }
        }
        switch ElementProperty.named(property)?.kind {
        case .optionalString?: return .optionalString
        case .bool?: return .bool
        default: return .untyped
        }
    }

    /// `x.formatted()`: Foundation's default number style in the en_US locale the course speaks,
    /// thousands grouped with commas, at most six fraction digits (halves to even), no trailing
    /// zeros: `12345.67` is `12,345.67`, `1.5` is `1.5`, `3.0` is `3`. With `fractionLength`
    /// (`.precision(.fractionLength(2))`), that many digits, trailing zeros kept: `1.50`.
    public static func formatted(_ number: Double, fractionLength: Int? = nil) -> String {
        guard number.isFinite else { return number.isNaN ? "NaN" : (number < 0 ? "-∞" : "∞") }
        let digits = min(fractionLength ?? 6, 6)
        var unit: Int64 = 1
        for _ in 0..<digits { unit *= 10 }
        let scaled = (abs(number) * Double(unit)).rounded(.toNearestOrEven)
        guard scaled < 9e15 else { return String(format: "%.0f", number) }
        let micro = Int64(scaled)
        let whole = String(micro / unit)
        var fraction = digits == 0 ? "" : String(micro % unit)
        fraction = String(repeating: "0", count: digits - fraction.count) + fraction
        while fractionLength == nil, fraction.hasSuffix("0") { fraction.removeLast() }
        var grouped = ""
        for (index, digit) in whole.enumerated() {
            if index > 0, (whole.count - index) % 3 == 0 { grouped.append(",") }
            grouped.append(digit)
        }
        let sign = number < 0 && micro > 0 ? "-" : ""
        return sign + grouped + (fraction.isEmpty ? "" : "." + fraction)
    }

    /// `value` as `"\(x.property)"` writes it.
    public static func interpolated(_ value: PropertyValue, as type: SwiftType) -> String {
        switch (type, value) {
        case (.optionalString, .nil_): return "nil"
        case (.optionalString, .string(let text)): return "Optional(\(String(reflecting: text)))"
        case (.float, .number(let number)): return String(describing: Float(number))
        case (.double, .number(let number)): return String(describing: number)
        default:
            if case .traits(let traits) = value {
                return "UIAccessibilityTraits(rawValue: \(traits.rawValue))"
            }
            return value.text ?? ""
        }
    }

    /// `Int(x)`: the number truncated toward zero, as Swift's `Int.init(_:)` does; nil when
    /// Swift would trap (not finite, or out of `Int`'s range).
    public static func wholeNumber(_ number: Double) -> Int? {
        guard number.isFinite, number > -9.2e18, number < 9.2e18 else { return nil }
        return Int(number)
    }
}
