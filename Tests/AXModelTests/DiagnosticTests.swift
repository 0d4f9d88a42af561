import Testing
@testable import AXModel

@Suite struct DiagnosticTests {
    let source = "elements:\n  - id: save\n    type: UIButon\n"

    @Test func excerptPutsACaretUnderTheColumn() {
        let diagnostic = Diagnostic(file: "s.yaml", line: 3, column: 11, message: "unknown type 'UIButon'")
        #expect(diagnostic.excerpt(in: source) == """
               3 |     type: UIButon
                 |           ^
            """)
    }

    @Test func excerptOfTheLoadersOwnDiagnostic() throws {
        do {
            _ = try ScreenLoader.parse(source, file: "s.yaml")
            Issue.record("loaded")
        } catch let diagnostics as Diagnostics {
            let first = try #require(diagnostics.items.first)
            #expect(first.rendered + "\n" + (first.excerpt(in: source) ?? "") == """
                s.yaml:3:11: error: unknown type 'UIButon' — did you mean 'UIButton'?
                   3 |     type: UIButon
                     |           ^
                """)
        }
    }

    @Test func excerptWithoutAColumnHasNoCaret() {
        let diagnostic = Diagnostic(line: 2, message: "m")
        #expect(diagnostic.excerpt(in: source) == "   2 |   - id: save")
    }

    @Test func excerptWithoutALineIsNil() {
        #expect(Diagnostic(message: "m").excerpt(in: source) == nil)
        #expect(Diagnostic(line: 40, column: 1, message: "m").excerpt(in: source) == nil)
        #expect(Diagnostic(line: 0, column: 1, message: "m").excerpt(in: source) == nil)
    }

    @Test func excerptKeepsTabsSoTheCaretLinesUp() {
        let diagnostic = Diagnostic(line: 1, column: 3, message: "m")
        #expect(diagnostic.excerpt(in: "\tx\ty") == "   1 | \tx\ty\n     | \t ^")
    }

    @Test func excerptCountsCharactersNotBytes() {
        let diagnostic = Diagnostic(line: 1, column: 7, message: "m")
        #expect(diagnostic.excerpt(in: "text: é!") == "   1 | text: é!\n     |       ^")
    }

    @Test func excerptPastTheEndOfTheLine() {
        let diagnostic = Diagnostic(line: 1, column: 5, message: "m")
        #expect(diagnostic.excerpt(in: "ab") == "   1 | ab\n     |     ^")
    }

    @Test func excerptOnCRLFText() {
        let diagnostic = Diagnostic(line: 2, column: 1, message: "m")
        #expect(diagnostic.excerpt(in: "a\r\nb\r\n") == "   2 | b\n     | ^")
    }

    @Test func wideLineNumbers() {
        let text = String(repeating: "\n", count: 12_344) + "x"
        #expect(Diagnostic(line: 12_345, column: 1, message: "m").excerpt(in: text) == "12345 | x\n      | ^")
    }

    @Test func loaderColumnsCountCharacters() {
        // `é` written as e + combining accent is one character but two Unicode scalars.
        #expect(loaderProblems("elements: [{id: a, type: UILabel, text: e\u{301}x, titel: 1}]") == [
            "s.yaml:1:45: error: unknown key 'titel' — did you mean 'title'?",
        ])
    }
}
