import SwiftSyntax

/// A text the app looks up in its strings (`NSLocalizedString("settings.title", comment: "")`,
/// `String(localized:)`, `LocalizedStringKey`, SwiftUI's `Text("…")`) is read as the words
/// written, which are the key: right when the key is the English text, as Apple's convention
/// has it, wrong for a key such as `settings.title`. The import has no strings file, so a key of
/// that shape gets a note.
enum LocalizationNotes {
    static func check(_ declaration: some SyntaxProtocol, notes: inout ImportNotes) {
        let finder = KeyFinder(viewMode: .sourceAccurate)
        finder.walk(declaration)
        for (key, node) in finder.keys {
            notes.note("'\(key)' looks like a key of the app's strings file, which the import cannot read: the screen "
                       + "shows the key; write the words your app shows for it in the screen", at: node)
        }
    }

    /// `settings.title`, `onboarding_welcome_body`: words of letters and digits, each starting with a
    /// letter, joined by dots or underscores, with no space.
    static func looksLikeKey(_ text: String) -> Bool {
        let words = text.split(separator: ".", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }
        guard words.count > 1, text.first?.isLowercase == true else { return false }
        return words.allSatisfy { word in
            word.first?.isLetter == true && word.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
        }
    }

    private final class KeyFinder: SyntaxVisitor {
        var keys: [(String, Syntax)] = []

        override func visit(_ call: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                  let first = call.arguments.first else { return .visitChildren }
            let looksUp = switch (callee, first.label?.text) {
            case ("NSLocalizedString", nil), ("LocalizedStringKey", nil), ("Text", nil), ("String", "localized"): true
            default: false
            }
            if looksUp, let literal = first.expression.as(StringLiteralExprSyntax.self),
               let text = literal.representedLiteralValue, Self.isNew(text, in: keys), LocalizationNotes.looksLikeKey(text) {
                keys.append((text, Syntax(first.expression)))
            }
            return .visitChildren
        }

        private static func isNew(_ key: String, in keys: [(String, Syntax)]) -> Bool {
            !keys.contains { $0.0 == key }
        }
    }
}
