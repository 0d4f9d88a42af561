import AXModel
import Course
import Audit

/// One audit rule an exercise requires to stay silent on the fixed screen, and what it found.
public struct AuditCheck: Sendable, Equatable {
    /// The rule's id.
    public var rule: String
    /// The rule's findings on the fixed screen: none when the check passes.
    public var findings: [Finding]

    public init(rule: String, findings: [Finding] = []) {
        self.rule = rule
        self.findings = findings
    }

    public var passed: Bool { findings.isEmpty }

    /// The checks an exercise's requirement asks for on a fixed screen (`drawn`: the broken
    /// screen as designed): `clean` is every rule of the screen's platform. Rule ids the
    /// auditor does not know, or of the other platform, are left out: the exercise reader
    /// reports them where they are written.
    public static func run(_ requirement: AuditRequirement, on screen: Screen,
                           drawn: Screen?) -> [AuditCheck] {
        let rules: [any AuditRule]
        switch requirement {
        case .none: return []
        case .clean: rules = AuditRules.all(for: screen.platform)
        case .rules(let ids):
            var seen: Set<String> = []
            rules = ids.compactMap { id in seen.insert(id).inserted ? AuditRules.rule(id) : nil }
                .filter { $0.platform == screen.platform }
        }
        let findings = Auditor.audit(screen, rules: rules, drawn: drawn)
        return rules.map { rule in AuditCheck(rule: rule.id, findings: findings.filter { $0.rule == rule.id }) }
    }
}
