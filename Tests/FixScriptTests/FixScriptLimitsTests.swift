import Testing
import AXModel
@testable import FixScript

/// Whatever is pasted, the errors for it stay few and short: at most `Diagnostic.problemLimit`
/// of them, no line longer than `Lexer.maximumLineLength` is read, and excerpts are cut around
/// the caret. 8 KB of bad escapes once printed 48.6 MB.
@Suite struct FixScriptLimitsTests {
    /// The diagnostics for `source` applied to the dark-theme screen.
    func problems(_ source: String) -> [Diagnostic] {
        do {
            _ = try FixScript.apply(source, to: Fixtures.darkTheme, file: "fix.swift")
            return []
        } catch let diagnostics as Diagnostics {
            return diagnostics.items
        } catch {
            return [Diagnostic(message: "unexpected \(error)")]
        }
    }

    /// Everything the printer would show: each message with its excerpt.
    func printed(_ source: String) -> String {
        problems(source).map { [$0.rendered, $0.excerpt(in: source)].compactMap { $0 }.joined(separator: "\n") }
            .joined(separator: "\n")
    }

    @Test func errorsStopAtTheLimit() {
        let line = "caption.accessibilityLabel = \"" + String(repeating: "\\q", count: 300) + "\"\n"
        let found = problems(String(repeating: line, count: 30))
        #expect(found.count == Diagnostic.problemLimit + 1)
        #expect(found.first?.rendered == "fix.swift:1:31: error: unknown escape '\\q' in a string: use \\n, \\t, \\\", \\\\ or \\u{…}")
        #expect(found.last?.rendered == "fix.swift: error: too many problems: stopping after the first 100")
    }

    @Test func statementErrorsStopAtTheLimitToo() {
        let found = problems(String(repeating: "nope.accessibilityLabel = \"x\"\n", count: 5_000))
        #expect(found.count == Diagnostic.problemLimit + 1)
        #expect(found[99].line == 100)
        #expect(found.last?.message == "too many problems: stopping after the first 100")
    }

    @Test func fewerProblemsThanTheLimitAreAllReportedWithoutANote() {
        let found = problems(String(repeating: "nope.accessibilityLabel = \"x\"\n", count: 100))
        #expect(found.count == 100)
        #expect(found.allSatisfy { $0.message.hasPrefix("no element 'nope'") })
    }

    @Test func anOverlongLineIsOneLocatedError() {
        let source = "caption.accessibilityLabel = \"" + String(repeating: "\\q", count: 4_000) + "\"\n"
            + "caption.accessibilityHint = 3\n"
        #expect(problems(source).map(\.rendered) == [
            "fix.swift:1:1: error: this line is longer than 1000 characters, far longer than a statement: write one statement a line",
            "fix.swift:2:29: error: 'accessibilityHint' expects a string or nil, not a number — did you mean '\"3\"'?",
        ])
    }

    @Test func aLineJustUnderTheLimitIsRead() throws {
        let label = String(repeating: "a", count: Lexer.maximumLineLength - 40)
        let source = "caption.accessibilityLabel = \"\(label)\""
        #expect(source.count < Lexer.maximumLineLength)
        let screen = try FixScript.apply(source, to: Fixtures.darkTheme, file: nil)
        #expect(screen.element("caption")?.accessibilityLabel == label)
    }

    @Test func whatIsPrintedStaysSmallWhateverIsPasted() {
        // 20 KB of bad escapes on lines just under the limit, and 20 KB on one line.
        let line = "caption.accessibilityLabel = \"" + String(repeating: "\\q", count: 480) + "\"\n"
        let many = printed(String(repeating: line, count: 20))
        #expect(many.utf8.count < 40_000)
        let one = printed("caption.accessibilityLabel = \"" + String(repeating: "\\q", count: 10_000) + "\"")
        #expect(one.utf8.count < 500)
    }
}
