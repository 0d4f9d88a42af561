import Audit
import Foundation
import Testing

/// `docs/audit-rules.md` documents every rule, with its severity and lesson.
struct AuditDocsTests {
    @Test func everyRuleIsDocumented() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let text = try String(contentsOf: root.appendingPathComponent("docs/audit-rules.md"), encoding: .utf8)
        for rule in AuditRules.all {
            #expect(text.contains("| `\(rule.id)` | \(rule.severity.rawValue) |"), "\(rule.id)")
            let row = text.split(separator: "\n").first { $0.hasPrefix("| `\(rule.id)` |") } ?? ""
            #expect(row.contains("| \(rule.lesson) |"), "\(rule.id)")
        }
    }
}
