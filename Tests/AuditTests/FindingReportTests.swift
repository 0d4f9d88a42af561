import AXModel
import Audit
import Testing

/// The words and the JSON of `axtutor audit`.
struct FindingReportTests {
    static let error = Finding(rule: "label-missing", severity: .error, element: "share",
                               location: SourceLocation(line: 3, column: 5), message: "no \"name\"",
                               lesson: "concepts/name-role-value")
    static let warning = Finding(rule: "no-heading", severity: .warning, element: "title", location: nil,
                                 message: "no heading", lesson: "traits/header")

    @Test func oneLineAFindingLikeACompiler() {
        #expect(FindingReport.line(Self.error, file: "s.yaml")
                == "s.yaml:3:5: error: [label-missing] no \"name\" (lesson: concepts/name-role-value)")
        #expect(FindingReport.line(Self.warning, file: "s.yaml")
                == "s.yaml: warning: [no-heading] no heading (lesson: traits/header)")
        #expect(FindingReport.line(Self.error, file: "s.yaml", color: true)
                == "s.yaml:3:5: \u{1B}[31merror\u{1B}[0m: [label-missing] no \"name\" (lesson: concepts/name-role-value)")
    }

    @Test func theSummaryIsInWords() {
        #expect(FindingReport.summary([]) == "No findings.")
        #expect(FindingReport.summary([Self.error]) == "1 finding: 1 error")
        #expect(FindingReport.summary([Self.warning, Self.warning]) == "2 findings: 2 warnings")
        #expect(FindingReport.summary([Self.error, Self.error, Self.warning]) == "3 findings: 2 errors, 1 warning")
        #expect(FindingReport.text([], file: "s.yaml") == "No findings.\n")
    }

    /// A screen of thousands of the same mistake prints the first hundred and a count (an
    /// instructor's 15,000 buttons printed 15,001 lines).
    @Test func theTextStopsAfterAHundredFindings() {
        let lines = FindingReport.text(Array(repeating: Self.warning, count: 250), file: "s.yaml").split(separator: "\n")
        #expect(lines.count == Diagnostic.problemLimit + 2)
        #expect(lines[Diagnostic.problemLimit] == "and 150 more findings not shown: --json lists every one")
        #expect(lines.last == "250 findings: 250 warnings")
    }

    @Test func jsonHasTheDocumentedKeysSorted() {
        #expect(FindingReport.json([Self.error]) == """
            [
              {
                "element" : "share",
                "lesson" : "concepts/name-role-value",
                "message" : "no \\"name\\"",
                "rule" : "label-missing",
                "severity" : "error"
              }
            ]

            """)
        #expect(FindingReport.json([]) == "[]\n")
    }
}
