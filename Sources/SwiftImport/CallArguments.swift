import SwiftSyntax

/// One call's arguments and closures, found by label as SwiftUI's initialisers take them.
struct CallArguments {
    let call: FunctionCallExprSyntax

    /// The first argument when it has no label (`Text("Hi")`, `Toggle("Wi-Fi", isOn: …)`).
    var first: ExprSyntax? {
        guard let argument = call.arguments.first, argument.label == nil else { return nil }
        return argument.expression
    }

    /// The argument with this label.
    func labeled(_ label: String) -> ExprSyntax? {
        call.arguments.first { $0.label?.text == label }?.expression
    }

    /// The trailing closure.
    var trailing: ClosureExprSyntax? { call.trailingClosure }

    /// A closure by label, written after the call (`label: { … }`) or as an argument.
    func closure(_ label: String) -> ClosureExprSyntax? {
        call.additionalTrailingClosures.first { $0.label.text == label }?.closure
            ?? labeled(label)?.as(ClosureExprSyntax.self)
    }

    /// The view content: the trailing closure, or a `content:` argument.
    var content: ClosureExprSyntax? { trailing ?? closure("content") }

    /// The names a closure's parameters are given (`item in`, `(index, item) in`); `$0` when none.
    static func parameters(of closure: ClosureExprSyntax) -> [String] {
        switch closure.signature?.parameterClause {
        case .simpleInput(let list)?: return list.map(\.name.text)
        case .parameterClause(let clause)?: return clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        case nil: return ["0"]
        }
    }

    /// The type a call makes: `Text` for `Text(…)` and `SwiftUI.Text(…)`.
    static func typeName(_ called: ExprSyntax) -> String? {
        if let reference = called.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = called.as(MemberAccessExprSyntax.self),
           member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "SwiftUI" {
            return member.declName.baseName.text
        }
        if let generic = called.as(GenericSpecializationExprSyntax.self) { return typeName(generic.expression) }
        return nil
    }
}
