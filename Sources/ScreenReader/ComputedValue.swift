import AXModel

/// What an expression the app computes for a view is on the screen as it is now: a getter's
/// value (`override var accessibilityValue: String? { get { … } }`), computed as the code that
/// runs on a gesture computes its values.
public enum ComputedValue {
    /// `expression`'s value, `self` and bare property names being the element `selfID`.
    public static func of(_ expression: Expression, selfID: String, on screen: Screen) -> PropertyValue {
        EffectRunner.value(of: expression, selfID: selfID, on: screen)
    }
}
