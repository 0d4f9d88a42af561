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
