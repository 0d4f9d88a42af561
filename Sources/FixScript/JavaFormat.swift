import AXModel
import Foundation

/// The part of Java's `String.format` an Android string resource may use when code passes it
/// arguments (`getString(R.string.episode, title)`): `%s` (any value as text), `%d` (a whole
/// number), `%f` and `%.2f` (a number), positions (`%1$s`, `%2$d`) and `%%`. Java throws where a
/// value does not fit its specifier or an argument is missing; the model says so instead of
/// speaking text the app would never show. Extra arguments are ignored, as Java ignores them.
enum JavaFormat {
    enum Failure: Error, Equatable {
        /// A specifier the model does not read (`%x`, `%tY`, a width).
        case unsupported(String)
        /// Specifier `spec` needs argument `index` (1-based) and the call passes `count`.
        case missing(spec: String, index: Int, count: Int)
        /// `%d` given text or a fraction, `%f` given text: the argument as Kotlin writes it.
        case mismatch(spec: String, index: Int, found: String)
    }

    /// `text` with each specifier replaced by its argument.
    static func format(_ text: String, _ arguments: [PropertyValue]) -> Result<String, Failure> {
        var result = ""
        var next = 0
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            index = text.index(after: index)
            guard character == "%" else {
                result.append(character)
                continue
            }
            // `%[position$][.precision]conversion`
            var spec = "%"
            var digits = ""
            var position: Int?
            var precision: Int?
            while index < text.endIndex, text[index].isASCII, text[index].isNumber {
                digits.append(text[index]); spec.append(text[index]); index = text.index(after: index)
            }
            if index < text.endIndex, text[index] == "$", let number = Int(digits), number > 0 {
                position = number
                digits = ""
                spec.append("$"); index = text.index(after: index)
            }
            if index < text.endIndex, text[index] == "." {
                spec.append("."); index = text.index(after: index)
                var places = ""
                while index < text.endIndex, text[index].isASCII, text[index].isNumber {
                    places.append(text[index]); spec.append(text[index]); index = text.index(after: index)
                }
                precision = Int(places)
                if precision == nil || precision! > 20 { return .failure(.unsupported(spec)) }
            }
            guard digits.isEmpty, index < text.endIndex else {
                if index < text.endIndex { spec.append(text[index]) }
                return .failure(.unsupported(spec))
            }
            let conversion = text[index]
            spec.append(conversion)
            index = text.index(after: index)
            if conversion == "%", position == nil, precision == nil {
                result.append("%")
                continue
            }
            guard "sdf".contains(conversion), precision == nil || conversion == "f" else {
                return .failure(.unsupported(spec))
            }
            let argument: Int
            if let position {
                argument = position - 1
            } else {
                argument = next
                next += 1
            }
            guard argument < arguments.count else {
                return .failure(.missing(spec: spec, index: argument + 1, count: arguments.count))
            }
            let value = arguments[argument]
            switch (conversion, value) {
            case ("s", .nil_): result += "null"
            case ("s", _):
                guard let text = value.text else { return .failure(.mismatch(spec: spec, index: argument + 1, found: "a value")) }
                result += text
            case ("d", .number(let number)) where number == number.rounded() && abs(number) < 1e15:
                result += String(Int(number))
            case ("f", .number(let number)):
                result += String(format: "%.\(precision ?? 6)f", locale: Locale(identifier: "en_US_POSIX"), number)
            default:
                return .failure(.mismatch(spec: spec, index: argument + 1, found: describe(value)))
            }
        }
        return .success(result)
    }

    /// A value as Kotlin shows it in a message: `"Pilot"`, `2.5`, `null`.
    static func describe(_ value: PropertyValue) -> String {
        switch value {
        case .string(let text): return "the text \"\(text)\""
        case .number(let number): return "the number \(PropertyValue.format(number))"
        case .bool(let flag): return "the Boolean \(flag)"
        case .nil_: return "null"
        default: return "a value"
        }
    }
}
