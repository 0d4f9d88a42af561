import AXModel
import Audit
import Presentation

/// `axtutor audit SCREEN`: the findings of the audit rules of the screen's platform (ios or
/// android) on one screen, one compiler-style line each and a summary, or JSON. Exits 0 when
/// clean, 1 with findings, 65 for a bad screen.
public enum AuditFrontend {
    /// Audits a loaded screen, named `name` in every line (the path, or `<stdin>`).
    public static func run(screen: Screen, name: String, json: Bool, color: Bool = false) -> CommandOutput {
        let findings = Auditor.audit(screen)
        let text = json ? FindingReport.json(findings) : FindingReport.text(findings, file: name, color: color)
        return CommandOutput(text: text, exitCode: findings.isEmpty ? 0 : 1)
    }

    /// `axtutor audit --rules`: every rule with its id, severity, lesson, platform and
    /// description.
    public static func rules(json: Bool) -> CommandOutput {
        let rules = AuditRules.all
        if json {
            return CommandOutput(text: FindingReport.encode(rules.map { rule in
                ["id": rule.id, "severity": rule.severity.rawValue, "lesson": rule.lesson,
                 "platform": rule.platform.rawValue, "description": rule.description]
            }))
        }
        let idWidth = rules.map(\.id.count).max() ?? 0
        let lessonWidth = rules.map(\.lesson.count).max() ?? 0
        let platformWidth = Platform.allCases.map(\.rawValue.count).max() ?? 0
        let lines = rules.map { rule in
            pad(rule.id, idWidth) + "  " + pad(rule.severity.rawValue, 7) + "  " + pad(rule.lesson, lessonWidth)
                + "  " + pad(rule.platform.rawValue, platformWidth) + "  " + rule.description
        }
        return CommandOutput(text: lines.joined(separator: "\n") + "\n")
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }
}
