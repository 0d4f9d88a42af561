import SwiftParser
import SwiftSyntax

/// A value the source spells out: a literal, or a name bound to one in the same type
/// (`let title = "Settings"`, `@State private var isOn = true`, an argument a view was made with).
enum SourceValue: Equatable, Sendable {
    case string(String)
    case number(Double)
    case bool(Bool)
    case list([SourceValue])
    /// `Transaction(merchant: "Coffee Corner", amount: "-$4.50")`: a value of the app's own type
    /// made with every argument labelled and spelled out, read through its labels (`tx.merchant`).
    case record([String: SourceValue])

    var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    var number: Double? {
        if case .number(let value) = self { return value }
        return nil
    }

    var bool: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    /// A number or a string as text, as a `ForEach` row shows it through `Text("\(item)")`.
    var text: String? {
        switch self {
        case .string(let text): text
        case .number(let value): ScreenWriter.number(value)
        default: nil
        }
    }
}

/// The names a piece of source may read, each bound to a value it spells out.
struct Constants {
    var values: [String: SourceValue] = [:]
    /// Names a `ForEach` binds to each item in turn: not the name of one view.
    var itemNames: Set<String> = []
    /// Stored properties declared with `var` (`@State private var frozen = false`): their value is
    /// the one the view starts with, and may change.
    var variables: Set<String> = []

    subscript(name: String) -> SourceValue? {
        get { values[name] }
        set { values[name] = newValue }
    }

    /// The value of `expression` when the source spells it out, nil for anything computed.
    func evaluate(_ expression: ExprSyntax) -> SourceValue? {
        if let string = expression.as(StringLiteralExprSyntax.self) {
            if let text = string.representedLiteralValue { return .string(text) }
            return interpolated(string)
        }
        if let integer = expression.as(IntegerLiteralExprSyntax.self) {
            return integer.representedLiteralValue.map { .number(Double($0)) }
        }
        if let float = expression.as(FloatLiteralExprSyntax.self) {
            return float.representedLiteralValue.map { .number($0) }
        }
        if let boolean = expression.as(BooleanLiteralExprSyntax.self) {
            return .bool(boolean.literal.tokenKind == .keyword(.true))
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self) {
            switch (prefix.operator.text, evaluate(prefix.expression)) {
            case ("-", .number(let value)?): return .number(-value)
            case ("!", .bool(let value)?): return .bool(!value)
            default: return nil
            }
        }
        if let array = expression.as(ArrayExprSyntax.self) {
            var items: [SourceValue] = []
            for element in array.elements {
                guard let value = evaluate(element.expression) else { return nil }
                items.append(value)
            }
            return .list(items)
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
           let only = tuple.elements.first, only.label == nil {
            return evaluate(only.expression)
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
           case .record(let fields)? = evaluate(base) {
            return fields[member.declName.baseName.text]
        }
        if let name = Constants.name(of: expression) { return values[name] }
        if let call = expression.as(FunctionCallExprSyntax.self) { return text(of: call) ?? record(of: call) }
        if let sequence = expression.as(SequenceExprSyntax.self) { return joined(sequence) }
        return nil
    }

    /// `"Fee: " + "$0.00"`, `"Hello, " + name`: texts joined with `+`, when each is spelled out.
    private func joined(_ sequence: SequenceExprSyntax) -> SourceValue? {
        var text = ""
        for (index, element) in sequence.elements.enumerated() {
            if index % 2 == 1 {
                guard element.as(BinaryOperatorExprSyntax.self)?.operator.text == "+" else { return nil }
            } else {
                guard case .string(let piece)? = evaluate(element) else { return nil }
                text += piece
            }
        }
        return sequence.elements.count % 2 == 1 ? .string(text) : nil
    }

    /// `Transaction(merchant: "Coffee Corner", amount: "-$4.50")`: a type's name (capitalised, as
    /// Swift names types) called with labelled arguments the source spells out, and no closure.
    private func record(of call: FunctionCallExprSyntax) -> SourceValue? {
        guard let type = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              type.first?.isUppercase == true, call.trailingClosure == nil, !call.arguments.isEmpty else { return nil }
        var fields: [String: SourceValue] = [:]
        for argument in call.arguments {
            guard let label = argument.label?.text, let value = evaluate(argument.expression) else { return nil }
            fields[label] = value
        }
        return .record(fields)
    }

    /// `"Hello \(name)"` where every interpolated name is one the source binds.
    private func interpolated(_ literal: StringLiteralExprSyntax) -> SourceValue? {
        guard literal.openingPounds == nil, literal.openingQuote.tokenKind == .stringQuote else { return nil }
        var result = ""
        for segment in literal.segments {
            switch segment {
            case .stringSegment(let piece):
                guard let text = StringLiteralExprSyntax(
                    openingQuote: .stringQuoteToken(), segments: [.stringSegment(piece)],
                    closingQuote: .stringQuoteToken()).representedLiteralValue else { return nil }
                result += text
            case .expressionSegment(let inner):
                guard inner.expressions.count == 1, let only = inner.expressions.first, only.label == nil,
                      let value = evaluate(only.expression)?.text else { return nil }
                result += value
            }
        }
        return .string(result)
    }

    /// `Text("…")`, `String(localized: "…")`, `NSLocalizedString("…", comment: …)`,
    /// `LocalizedStringKey("…")`: the text they wrap (the development language's, as written).
    private func text(of call: FunctionCallExprSyntax) -> SourceValue? {
        guard let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              let first = call.arguments.first else { return nil }
        switch (callee, first.label?.text) {
        case ("Text", nil), ("Text", "verbatim"), ("LocalizedStringKey", nil), ("NSLocalizedString", nil),
             ("String", "localized"):
            guard case .string(let text)? = evaluate(first.expression) else { return nil }
            return .string(text)
        case ("Int", nil) where call.arguments.count == 1:
            // `Int(limit)`: the number truncated toward zero, as Swift converts a Double.
            guard case .number(let value)? = evaluate(first.expression), abs(value) < 1e15 else { return nil }
            return .number(value.rounded(.towardZero))
        default:
            return nil
        }
    }

    /// The value a binding starts with: `$isOn` (the property's), `.constant(true)`.
    func bound(_ expression: ExprSyntax) -> SourceValue? {
        if let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           member.declName.baseName.text == "constant",
           member.base == nil || member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Binding",
           call.arguments.count == 1, let only = call.arguments.first {
            return evaluate(only.expression)
        }
        return Constants.name(of: expression).flatMap { values[$0] }
    }

    /// The name an expression reads: `title`, `self.title`, `$isOn` (a binding to `isOn`).
    static func name(of expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil {
            let text = reference.baseName.text
            return text.hasPrefix("$") ? String(text.dropFirst()) : text
        }
        if let member = expression.as(MemberAccessExprSyntax.self),
           let base = member.base?.as(DeclReferenceExprSyntax.self), base.baseName.tokenKind == .keyword(.self) {
            return member.declName.baseName.text
        }
        return nil
    }

    /// `0...100`, `1..<10` (upper bound made inclusive for whole numbers): the bounds.
    func range(_ expression: ExprSyntax) -> (lower: Double, upper: Double, halfOpen: Bool)? {
        guard let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3 else { return nil }
        let parts = Array(sequence.elements)
        guard let op = parts[1].as(BinaryOperatorExprSyntax.self)?.operator.text, op == "..." || op == "..<",
              let lower = evaluate(parts[0])?.number, let upper = evaluate(parts[2])?.number else { return nil }
        return (lower, upper, op == "..<")
    }

    /// The values a struct's or class's own stored properties start with, when written out.
    static func stored(in members: MemberBlockItemListSyntax) -> Constants {
        var constants = Constants()
        for member in members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings where binding.accessorBlock == nil {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      let initial = binding.initializer?.value, let value = constants.evaluate(initial) else { continue }
                constants[name] = value
                if variable.bindingSpecifier.tokenKind == .keyword(.var) { constants.variables.insert(name) }
            }
        }
        return constants
    }
}
