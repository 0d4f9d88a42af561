import AXModel
import Audit

/// `axtutor audit SCREEN`: the audit rules' findings on one screen, one compiler-style line
/// each and a summary, or JSON. Exits 0 when clean, 1 with findings, 65 for a bad screen.
public enum AuditFrontend {
    /// Audits a loaded screen, named `name` in every line (the path, or `<stdin>`).
    public static func run(screen: Screen, name: String, json: Bool, color: Bool = false) -> CommandOutput {
        guard screen.platform == .ios else { return .failure([notIOS(screen, name: name)]) }
        let findings = Auditor.audit(screen)
        let text = json ? FindingReport.json(findings) : FindingReport.text(findings, file: name, color: color)
        return CommandOutput(text: text, exitCode: findings.isEmpty ? 0 : 1)
    }

    /// `axtutor audit --rules`: every rule with its id, severity, lesson and description.
    public static func rules(json: Bool) -> CommandOutput {
        let rules = AuditRules.all
        if json {
            return CommandOutput(text: FindingReport.encode(rules.map { rule in
                ["id": rule.id, "severity": rule.severity.rawValue, "lesson": rule.lesson,
                 "description": rule.description]
            }))
        }
        let idWidth = rules.map(\.id.count).max() ?? 0
        let lessonWidth = rules.map(\.lesson.count).max() ?? 0
        let lines = rules.map { rule in
            pad(rule.id, idWidth) + "  " + pad(rule.severity.rawValue, 7) + "  " + pad(rule.lesson, lessonWidth)
                + "  " + rule.description
        }
        return CommandOutput(text: lines.joined(separator: "\n") + "\n")
    }

    /// The refusal of a screen of another platform, at its `platform:` value (else its start).
    static func notIOS(_ screen: Screen, name: String) -> Diagnostic {
        let place = screen.platformLocation ?? SourceLocation(line: 1, column: 1)
        let platform = screen.platform.rawValue
        return Diagnostic(file: name, line: place.line, column: place.column,
                          message: "this is an \(platform) screen; audit reads ios screens (it has no \(platform) rules)")
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }
}
