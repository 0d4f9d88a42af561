import AXModel
import Audit
import Testing

/// The one generic test every rule gets: each failing example makes it fire exactly where its
/// `↓` markers say, each passing example keeps it silent. A new rule is tested the moment it
/// is listed in `AuditRules.all`.
struct AuditRuleExamplesTests {
    @Test(arguments: AuditRules.ids)
    func failingExamplesFireWhereMarked(_ id: String) throws {
        let rule = try #require(AuditRules.rule(id))
        #expect(!rule.failing.isEmpty, "\(id) has no failing example")
        for (index, example) in rule.failing.map(MarkedExample.init).enumerated() {
            #expect(!example.marks.isEmpty, "\(id)'s failing example \(index + 1) marks no finding with ↓")
            let screen = try ScreenLoader.parse(example.yaml, file: "\(id)-failing-\(index + 1).yaml")
            let findings = Auditor.audit(screen, rules: [rule])
            #expect(!findings.isEmpty, "\(id) does not fire on failing example \(index + 1)")
            #expect(findings.allSatisfy { $0.rule == id && $0.severity == rule.severity && rule.lessons.contains($0.lesson) })
            let landed = findings.map { $0.location.map { "\($0.line):\($0.column)" } ?? "nowhere" }.sorted()
            #expect(landed == example.marks.map { "\($0.line):\($0.column)" }.sorted(),
                    "\(id)'s findings on failing example \(index + 1) land at \(landed), not where ↓ marks")
        }
    }

    @Test(arguments: AuditRules.ids)
    func passingExamplesStaySilent(_ id: String) throws {
        let rule = try #require(AuditRules.rule(id))
        #expect(!rule.passing.isEmpty, "\(id) has no passing example")
        for (index, example) in rule.passing.enumerated() {
            let screen = try ScreenLoader.parse(example, file: "\(id)-passing-\(index + 1).yaml")
            let findings = Auditor.audit(screen, rules: [rule])
            #expect(findings.isEmpty, "\(id) fires on passing example \(index + 1): \(findings.map(\.message))")
        }
    }

    @Test func idsAreUniqueAndWellFormed() {
        let ids = AuditRules.ids
        #expect(Set(ids).count == ids.count)
        for id in ids {
            let words = id.split(separator: "-", omittingEmptySubsequences: false)
            #expect(!words.isEmpty && words.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isLowercase } },
                    "\(id) is not lower-case words joined by '-'")
        }
    }

    @Test func theIssuesRulesAreAllThere() {
        #expect(Set(AuditRules.ids).isSuperset(of: [
            "label-missing", "label-repeats-role", "label-contains-state-or-value", "traits-conflict",
            "adjustable-without-actions", "duplicate-announcement", "placeholder-as-label",
            "required-not-announced", "stepper-value-silent", "summary-element-count", "no-heading",
            "link-or-button", "label-punctuation", "hidden-visible-text", "updating-without-trait",
            "media-without-session", "appears-silently",
        ]))
        #expect(Set(AuditRules.all(for: .android).map(\.id)) == [
            "android-name-missing", "android-name-repeats-role", "android-state-in-name",
            "android-heading-in-description", "android-duplicate-stops", "android-appears-silently",
            "android-edit-text-description", "android-announcement",
        ])
    }

    @Test func everyRuleDescribesItself() {
        for rule in AuditRules.all {
            #expect(!rule.description.isEmpty && rule.description.hasSuffix("."), "\(rule.id)")
            #expect(rule.lesson.contains("/"), "\(rule.id)")
        }
    }
}
