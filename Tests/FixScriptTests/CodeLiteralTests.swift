import Testing
@testable import FixScript

/// String literals in the code the tutor shows: Swift's and Kotlin's escapes.
@Suite struct CodeLiteralTests {
    @Test func swiftEscapesQuotesBackslashesLineBreaksAndControlCharacters() {
        #expect(CodeLiteral.swift(#"Say "hi" \ now"#) == #""Say \"hi\" \\ now""#)
        #expect(CodeLiteral.swift("two\nlines\tand\r\u{7}") == #""two\nlines\tand\r\u{7}""#)
        #expect(CodeLiteral.swift("Costs $5, 20°, café") == #""Costs $5, 20°, café""#)
    }

    @Test func kotlinEscapesTheDollarThatWouldStartATemplate() {
        #expect(CodeLiteral.kotlin("Costs $price") == #""Costs \$price""#)
        #expect(CodeLiteral.kotlin(#"Say "hi" \ now"#) == #""Say \"hi\" \\ now""#)
        #expect(CodeLiteral.kotlin("two\nlines\u{8}\u{7}") == #""two\nlines\b\u0007""#)
    }

    @Test func theInsideOfALiteralHasNoQuotes() {
        #expect(CodeLiteral.swiftEscaped(#"a "b""#) == #"a \"b\""#)
        #expect(CodeLiteral.kotlinEscaped("$a") == #"\$a"#)
    }
}
