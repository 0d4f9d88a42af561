/// The style `formatted(_:)` is given (iOS 15): Foundation's number style (`formatted()`,
/// `.formatted(.number)`) or its percent style (`.formatted(.percent)`), either with a fixed count
/// of fraction digits (`.precision(.fractionLength(0))`), as the en_US locale the course speaks
/// writes them (docs/decisions.md, "`formatted()` speaks en_US").
public struct NumberStyle: Sendable, Equatable {
    public var percent: Bool
    /// `.precision(.fractionLength(N))`: N digits, zeros kept; nil for Foundation's at most six.
    public var fractionLength: Int?

    /// The argument as the learner wrote it, for the code shown: `` for `formatted()`, `.number`,
    /// `.percent.precision(.fractionLength(0))`.
    public var written: String

    /// `formatted()`: the number style with its default precision.
    public static let number = NumberStyle(percent: false, fractionLength: nil, written: "")

    public init(percent: Bool, fractionLength: Int?, written: String) {
        self.percent = percent
        self.fractionLength = fractionLength
        self.written = written
    }

    /// The type of the number formatted, which changes what is written: a `Float` is formatted
    /// as the `Double` it widens to (`Float(0.15)` is 0.15000000596…), and an integer's percent
    /// style takes the number as the percentage itself (`1.formatted(.percent)` is "1%").
    public enum Operand: Sendable { case int, float, double }

    /// The text Foundation writes for `number` of `operand`'s type in this style: a Float or a
    /// Double's percent is the number times 100 (`0.15` is "15%"; a Float's "15.000001%").
    public func format(_ number: Double, as operand: Operand) -> String {
        var value = operand == .float ? Double(Float(number)) : number
        if percent, operand != .int { value *= 100 }
        return SwiftDescription.formatted(value, fractionLength: fractionLength) + (percent ? "%" : "")
    }
}
