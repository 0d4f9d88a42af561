import AXModel
import SwiftSyntax

/// A SwiftUI view's `@State` properties whose first value the source spells out (`@State private
/// var rating = 3`): the screen's `state:`, which a fix's actions and modifiers read and change by
/// name, as the view's code does. A value computed or given by a caller is not read.
enum StateDeclarations {
    static func read(in members: MemberBlockItemListSyntax) -> [String: StateVariable] {
        var state: [String: StateVariable] = [:]
        for member in members {
            guard let variable = member.decl.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.var),
                  variable.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "State" })
            else { continue }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      let value = binding.initializer?.value, let first = first(value) else { continue }
                state[name] = first
            }
        }
        return state
    }

    /// A literal's value, typed as Swift infers it: `3` an Int, `3.0` a Double, text, a Bool.
    private static func first(_ value: ExprSyntax) -> StateVariable? {
        var negative = false
        var literal = value
        if let prefix = value.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
            negative = true
            literal = prefix.expression
        }
        if let integer = literal.as(IntegerLiteralExprSyntax.self), let number = integer.representedLiteralValue {
            return StateVariable(value: .number(Double(negative ? -number : number)), kind: .int)
        }
        if let float = literal.as(FloatLiteralExprSyntax.self), let number = float.representedLiteralValue {
            return StateVariable(value: .number(negative ? -number : number), kind: .double)
        }
        guard !negative else { return nil }
        if let string = literal.as(StringLiteralExprSyntax.self), let text = string.representedLiteralValue {
            return StateVariable(value: .string(text), kind: .string)
        }
        if let boolean = literal.as(BooleanLiteralExprSyntax.self) {
            return StateVariable(value: .bool(boolean.literal.tokenKind == .keyword(.true)), kind: .bool)
        }
        return nil
    }
}
