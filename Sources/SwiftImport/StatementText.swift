import FixScript
import SwiftSyntax

/// A UIKit statement written out for the tutor's statement reader: `self.` dropped, each view
/// named by its element id, each name bound to a value replaced by that value. Nil when the
/// statement reads anything else (a value computed at run time).
struct StatementText {
    /// Element ids by the Swift names the views have.
    let ids: [String: String]
    let constants: Constants
    /// Names that are the same in every app (types, literals' words).
    static let known: Set<String> = ["UIAccessibilityTraits", "UIAccessibility", "UIAccessibilityContainerType",
                                     "true", "false", "nil"]

    func render(_ node: Syntax) -> String? {
        if let literal = node.as(StringLiteralExprSyntax.self) {
            return constants.evaluate(ExprSyntax(literal))?.string.map(CodeLiteral.swift)
        }
        if let member = node.as(MemberAccessExprSyntax.self) {
            if let base = member.base {
                if base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
                    return name(member.declName.baseName.text)
                }
                guard let rendered = render(Syntax(base)) else { return nil }
                return rendered + "." + member.declName.baseName.text
            }
            return "." + member.declName.baseName.text
        }
        if let reference = node.as(DeclReferenceExprSyntax.self) {
            return name(reference.baseName.text)
        }
        if let token = node.as(TokenSyntax.self) {
            if case .identifier = token.tokenKind { return nil }
            return (token.leadingTrivia.isEmpty ? "" : " ") + token.text
        }
        var text = ""
        for child in node.children(viewMode: .sourceAccurate) {
            guard let part = render(child) else { return nil }
            text += part
        }
        return text
    }

    /// A name: a view's id, a value the source binds, or a name every app knows.
    private func name(_ text: String) -> String? {
        if let id = ids[text] { return id }
        if let value = constants[text] {
            switch value {
            case .string(let string): return CodeLiteral.swift(string)
            case .number(let number): return ScreenWriter.number(number)
            case .bool(let bool): return String(bool)
            case .list, .record: return nil
            }
        }
        return Self.known.contains(text) ? text : nil
    }
}
