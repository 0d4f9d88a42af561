import Testing
@testable import AXModel

@Suite struct DiagnosticTests {
    let source = "elements:\n  - id: save\n    type: UIButon\n"

    /// A statement the message already writes out is not offered again; a name is, even when the
    /// message holds it inside a longer word ('…_NOO' near '…_NO').
    @Test func aSuggestionTheMessageWritesOutIsNotRepeated() {
        #expect(Diagnostic(line: 1, column: 5, message: "in UIKit insert the trait: cell.accessibilityTraits.insert(.header)",
                           suggestion: "cell.accessibilityTraits.insert(.header)").rendered
            == "1:5: error: in UIKit insert the trait: cell.accessibilityTraits.insert(.header)")
        #expect(Diagnostic(line: 1, column: 5, message: "unknown importance 'IMPORTANT_FOR_ACCESSIBILITY_NOO'",
                           suggestion: "IMPORTANT_FOR_ACCESSIBILITY_NO").rendered
            == "1:5: error: unknown importance 'IMPORTANT_FOR_ACCESSIBILITY_NOO' — did you mean 'IMPORTANT_FOR_ACCESSIBILITY_NO'?")
    }

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
                s.yaml:3:11: error: unknown type 'UIButon': \(ElementType.listed(on: .ios)) — did you mean 'UIButton'?
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

    @Test func aLongLineIsShownAroundTheCaret() {
        let text = String(repeating: "a", count: 500) + "X" + String(repeating: "b", count: 500)
        let excerpt = Diagnostic(line: 1, column: 501, message: "m").excerpt(in: text)
        #expect(excerpt == "   1 | …" + String(repeating: "a", count: 40) + "X" + String(repeating: "b", count: 58) + "…\n"
                + "     | " + String(repeating: " ", count: 41) + "^")
        let start = Diagnostic(line: 1, column: 3, message: "m").excerpt(in: text)
        #expect(start == "   1 | " + String(repeating: "a", count: 100) + "…\n     |   ^")
        let end = Diagnostic(line: 1, column: 1_002, message: "m").excerpt(in: text)
        #expect(end == "   1 | …" + String(repeating: "b", count: 40) + "\n     | " + String(repeating: " ", count: 41) + "^")
        #expect(Diagnostic(line: 1, message: "m").excerpt(in: text) == "   1 | " + String(repeating: "a", count: 100) + "…")
    }

    @Test func excerptsOfAHugeLineStaySmall() {
        let line = String(repeating: "\\q", count: 100_000)
        let sizes = stride(from: 1, to: 200_000, by: 2_000).map {
            Diagnostic(line: 1, column: $0, message: "m").excerpt(in: line)?.utf8.count ?? 0
        }
        #expect(sizes.allSatisfy { $0 > 0 && $0 <= 2 * (Diagnostic.excerptWidth + 20) })
    }

    @Test func linesEndAsLibYAMLEndsThem() {
        let text = "a\rb\r\nc\nd\u{85}e\u{2028}f\u{2029}g"
        #expect(SourceLines(text).lines == ["a", "b", "c", "d", "e", "f", "g"])
        #expect((1...8).map { SourceLines.line($0, in: text)?.text } == ["a", "b", "c", "d", "e", "f", "g", nil])
        #expect(SourceLines.line(2, in: "x\n")?.text == "")
        #expect(SourceLines.line(2, in: "x\nabcdef\n", limit: 3).map { [String($0.text), "\($0.cut)"] } == ["abc", "true"])
        #expect(SourceLines.line(1, in: "éé", limit: 3).map { [String($0.text), "\($0.cut)"] } == ["é", "true"])
    }

    /// Found by the FixScript fuzzer: control characters quoted in a message are printed in
    /// several characters each (`\u{00}`), so the bound holds for the message as printed.
    @Test func aMessageOfControlCharactersStaysBoundedAsPrinted() {
        let message = "no checkbox \"" + String(repeating: "\u{0}", count: 900) + "\""
        let rendered = Diagnostic(file: "f", line: 1, column: 1, message: message).rendered
        #expect(rendered.count <= Diagnostic.messageLimit + 20)
        #expect(rendered.hasPrefix("f:1:1: error: no checkbox \"\\u{00}"))
        #expect(rendered.contains(" … "))
    }

    /// The source line under it is bounded as printed too.
    @Test func anExcerptOfControlCharactersStaysBoundedAsPrinted() throws {
        let source = "x = \"" + String(repeating: "\u{0}", count: 500) + "\""
        let excerpt = try #require(Diagnostic(file: "f", line: 1, column: 3, message: "m").excerpt(in: source))
        let lines = excerpt.split(separator: "\n")
        #expect(lines[0].count <= Diagnostic.excerptWidth + 10)
        #expect(lines[0].hasPrefix("   1 | x = \"\\u{00}"))
    }

    @Test func aFileThatIsNotTheRightKindShowsNoSource() {
        let diagnostic = Diagnostic(file: "f", line: 1, column: 1, message: "not a screen", showsSource: false)
        #expect(diagnostic.excerpt(in: "root:secret") == nil)
    }

    @Test func aMessageQuotingAHugeNameStaysBounded() {
        let message = "unknown key '" + String(repeating: "k", count: 1_000_000) + "' in a screen: expected platform"
        let bounded = Diagnostic(message: message).message
        #expect(bounded.count == Diagnostic.messageLimit - 1)
        #expect(bounded.hasPrefix("unknown key 'kkk"))
        #expect(bounded.contains(" … "))
        #expect(bounded.hasSuffix("kkk' in a screen: expected platform"))
        #expect(Diagnostic(message: "short").message == "short")
        #expect(Diagnostic(message: "m", suggestion: String(repeating: "k", count: 101)).suggestion == nil)
        #expect(Diagnostic(message: "m", suggestion: "title").suggestion == "title")
    }

    /// A YAML error moved into its file (an exercise's front matter, its screen block) names the
    /// file's lines in its words too: an instructor read "on line 3" for line 4.
    @Test func aRelocatedMessageNamesTheFilesLines() {
        let moved = Diagnostic(file: nil, line: 4, column: 1,
                               message: "invalid YAML: did not find expected ',' or ']' (while parsing a flow sequence on line 3)")
            .relocated(file: "e.md", lineOffset: 1)
        #expect(moved.line == 5)
        #expect(moved.message.hasSuffix("(while parsing a flow sequence on line 4)"))
        #expect(Diagnostic.shiftingLineNumbers(in: "duplicate key 'id': line 2 already sets it; see line 9 of the guide", by: 10)
                == "duplicate key 'id': line 12 already sets it; see line 9 of the guide")
    }
}
