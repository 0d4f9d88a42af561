/// One of a screen's app variables (`state: {rating: 3}`): its value now and the type Swift
/// infers from the value it starts with (`var rating = 3` is an `Int`, `= 2.5` a `Double`,
/// `= "Good"` a `String`, `= true` a `Bool`).
public struct StateVariable: Sendable, Equatable {
    public enum Kind: String, Sendable {
        case int = "Int", double = "Double", string = "String", bool = "Bool"
    }

    public var value: PropertyValue
    public var kind: Kind

    public init(value: PropertyValue, kind: Kind) {
        self.value = value
        self.kind = kind
    }

    /// How `"\(variable)"` writes it: a `Double` keeps its `.0`.
    public var swiftType: SwiftDescription.SwiftType {
        switch kind {
        case .double: .double
        case .bool: .bool
        case .int, .string: .untyped
        }
    }
}
