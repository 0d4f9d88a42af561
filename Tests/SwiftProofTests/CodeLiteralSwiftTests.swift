import FixScript
import SwiftParser
import SwiftSyntax
import Testing

/// A label the tutor writes into Swift it shows is one string literal that Apple's parser reads
/// back as the same text, whatever the label holds.
@Suite struct CodeLiteralSwiftTests {
    static let texts = [
        #"Say "hi""#, #"C:\Users"#, "two\nlines", "tab\there", "bell\u{7}", "\r", "$5 and \\(x)", "café ☕️",
        "\u{7F}", "#\"raw\"#", "",
    ]

    @Test(arguments: texts) func aSwiftLiteralParsesBackToItsText(_ text: String) {
        let tree = Parser.parse(source: "let label = " + CodeLiteral.swift(text))
        final class Finder: SyntaxVisitor {
            var values: [String] = []
            override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
                values.append(node.representedLiteralValue ?? "<not a plain literal>")
                return .skipChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(tree)
        #expect(!tree.hasError)
        #expect(finder.values == [text])
    }
}
