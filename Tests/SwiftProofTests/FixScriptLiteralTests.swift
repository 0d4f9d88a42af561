import FixScript
import Foundation
import SwiftParser
import SwiftSyntax
import TestSupport
import Testing

/// Every statement the FixScript, tutor and grading tests have the tutor accept parses with
/// Apple's Swift parser.
/// The statements are found in the test sources themselves: each string literal without
/// interpolation that the tutor's parser accepts as iOS statements is one, so a test added
/// later is covered without a list to keep.
@Suite struct FixScriptLiteralTests {
    /// The test folders read, from the repository's root.
    static let folders = ["Tests/FixScriptTests", "Tests/TutorTests", "Tests/axtutorTests", "Tests/GradingTests"]

    @Test func everyAcceptedStatementInTheFixScriptTestsIsSwift() throws {
        var checked = 0
        var errors: [String] = []
        for folder in Self.folders {
            let base = TestPack.repository + "/" + folder
            let files = (FileManager.default.enumerator(atPath: base)?.allObjects as? [String] ?? [])
                .filter { $0.hasSuffix(".swift") }.sorted()
            for name in files {
                let text = try String(contentsOfFile: base + "/" + name, encoding: .utf8)
                for (line, literal) in Self.literals(in: text) {
                    guard let context = MarkdownSwift.statementContext(literal) else { continue }
                    checked += 1
                    errors += SwiftProof.errors(in: MarkdownSwift.withoutInterfaceBuilder(literal), context: context,
                                                origin: "\(folder)/\(name):\(line)")
                }
            }
        }
        #expect(checked > 100, "too few accepted statements found: the scan is broken")
        #expect(errors == [])
    }

    /// Each string literal's value and its line, read by Apple's parser from a test source.
    static func literals(in source: String) -> [(Int, String)] {
        let tree = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        final class Collector: SyntaxVisitor {
            var found: [(AbsolutePosition, String)] = []
            override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
                if let value = node.representedLiteralValue { found.append((node.positionAfterSkippingLeadingTrivia, value)) }
                return .visitChildren
            }
        }
        let collector = Collector(viewMode: .sourceAccurate)
        collector.walk(tree)
        return collector.found.map { (converter.location(for: $0.0).line, $0.1) }
    }
}
