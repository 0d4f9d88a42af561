/// A value a property can hold, as read or written by name (fix statements, adjustments).
public enum PropertyValue: Sendable, Equatable {
    case string(String)
    case number(Double)
    case bool(Bool)
    case traits(Traits)
    case ids([String])
    case strings([String])
    case containerType(ContainerType)
    case accessoryType(AccessoryType)
    case directTouchOptions(Set<DirectTouchOption>)
    case nil_

    /// The value as VoiceOver would read it as text: numbers without a needless `.0`.
    public var text: String? {
        switch self {
        case .string(let s): return s
        case .number(let n): return PropertyValue.format(n)
        case .bool(let b): return b ? "true" : "false"
        default: return nil
        }
    }

    /// `3` for 3.0, `2.5` for 2.5.
    public static func format(_ number: Double) -> String {
        if number == number.rounded(), abs(number) < 1e15 { return String(Int(number)) }
        // A `Float` (a UISlider's value) kept as a Double is written as Swift writes the Float:
        // 5.1, not 5.099999904632568.
        if let single = Float(exactly: number), single.isFinite { return String(describing: single) }
        return String(number)
    }
}
