/// One of a screen's app variables (`state: {rating: 3}`): its value now and the type Swift
/// infers from the value it starts with (`var rating = 3` is an `Int`, `= 2.5` a `Double`,
/// `= "Good"` a `String`, `= true` a `Bool`).
public struct StateVariable: Sendable, Equatable {
    public enum Kind: String, Sendable {
        case int = "Int", double = "Double", string = "String", bool = "Bool"
    }

    public var value: PropertyValue
    public var kind: Kind
    /// Declared `@AccessibilityFocusState` (a `Bool`): true while VoiceOver's focus is on the view
    /// bound to it, and setting it true moves focus there (docs/voiceover.md VO-8.12).
    public var isAccessibilityFocus = false

    public init(value: PropertyValue, kind: Kind, isAccessibilityFocus: Bool = false) {
        self.value = value
        self.kind = kind
        self.isAccessibilityFocus = isAccessibilityFocus
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
