import Testing
import AXModel
@testable import FixScript

@Suite struct LexerTests {
    private func kinds(_ source: String) -> [Token.Kind] {
        Lexer.tokenize(source).tokens.map(\.kind)
    }

    @Test func identifiersSymbolsNumbersAndEnd() {
        #expect(kinds("a.b |= ~c; 1.5") == [
            .identifier("a"), .symbol("."), .identifier("b"), .symbol("|="), .symbol("~"), .identifier("c"),
            .symbol(";"), .number(1.5), .end,
        ])
        // An exponent, as Swift and Kotlin write one; an `e` with no digits after is a name.
        #expect(kinds("1e3 2.5E-2 3e") == [.number(1000), .number(0.025), .number(3), .identifier("e"), .end])
    }

    @Test func commentsAndBlankLinesAreSkipped() {
        #expect(kinds("// hello\n\n  x /* in */ = 1 // end") == [
            .newline, .newline, .identifier("x"), .symbol("="), .number(1), .end,
        ])
    }

    @Test func columnsCountCharacters() {
        let tokens = Lexer.tokenize("é.x = \"ü\"\n  y").tokens
        #expect(tokens.map(\.location.column) == [1, 2, 3, 5, 7, 10, 3, 4])
        #expect(tokens.last?.location.line == 2)
    }

    @Test func stringEscapes() {
        let tokens = Lexer.tokenize(#""a\n\t\"\\\u{1F600}""#).tokens
        #expect(tokens[0].kind == .string([.text("a\n\t\"\\😀")]))
    }

    @Test func interpolationIsTokenized() {
        let tokens = Lexer.tokenize(#""\(value) of 5""#).tokens
        guard case .string(let parts) = tokens[0].kind, parts.count == 2,
              case .interpolation(let inner, let location) = parts[0] else {
            Issue.record("not an interpolation: \(tokens[0].kind)")
            return
        }
        #expect(inner.map(\.kind) == [.identifier("value")])
        #expect(inner[0].location.column == 4)
        #expect(location.column == 2)
        #expect(parts[1] == .text(" of 5"))
    }

    @Test func nestedParenthesesInInterpolation() {
        let tokens = Lexer.tokenize(#""\((a))""#).tokens
        guard case .string(let parts) = tokens[0].kind, case .interpolation(let inner, _) = parts[0] else {
            Issue.record("not an interpolation")
            return
        }
        #expect(inner.map(\.kind) == [.symbol("("), .identifier("a"), .symbol(")")])
    }

    @Test func lexicalProblems() {
        #expect(message(#"x.accessibilityLabel = "Dark"#) == "1:24: error: unterminated string: close it with \" on the same line")
        #expect(message("x.accessibilityLabel = “Dark”")
            == "1:24: error: '“' is a typographic quote: strings use straight quotes \"…\"")
        #expect(message("x.accessibilityLabel = #") == "1:24: error: unexpected character '#'")
        #expect(message("x.accessibilityLabel = $") == "1:24: error: expected a string or nil, found '$'",
                "'$' is Swift's binding prefix (.accessibilityFocused($isFocused)), out of place here")
        #expect(message(#"x.accessibilityLabel = "a\qb""#)
            == #"1:26: error: unknown escape '\q' in a string: use \n, \t, \", \\ or \u{…}"#)
        #expect(message(#"x.accessibilityLabel = "\u{110000}""#)
            == #"1:25: error: a Unicode escape is written \u{…} with 1 to 8 hex digits naming a character"#)
        #expect(message("img.isHidden = true /* open") == "1:21: error: unterminated comment: close it with */")
    }

    @Test func unterminatedInterpolationPointsAtTheString() {
        #expect(message(#"img.accessibilityLabel = "a \(caption.text"#)
            == "1:26: error: unterminated string: close it with \" on the same line")
    }
}
