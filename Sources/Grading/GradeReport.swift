import AXModel
import Foundation
import Presentation
import ScreenReader

/// Turns a `GradeResult` into text for the terminal (colour and symbols, or plain words)
/// or into JSON.
public enum GradeReport {
    /// The result line by line: each expected line marked heard or missed, with what was said.
    /// `plain`: words instead of symbols and no colour; `color`: false for `--color never`.
    public static func text(_ result: GradeResult, exercise: String, plain: Bool, color: Bool = true) -> String {
        let ansi = color && !plain
        func paint(_ text: String, _ code: String) -> String {
            ansi ? ANSI.paint(text, [code]) : text
        }
        var out: [String] = []
        let verdict = result.passed ? "passed" : "not yet"
        let findings = result.auditFindings.count
        let audited = findings == 0 ? "" : ", \(findings) audit \(findings == 1 ? "finding" : "findings")"
        out.append(paint("\(exercise): \(verdict) (\(result.heardCount) of \(result.expectedCount) lines heard\(audited))",
                         result.passed ? "32" : "31"))
        for step in result.steps {
            out.append(TerminalText.visible("> \(step.gesture)"))
            for line in step.lines {
                if line.heard {
                    out.append(plain ? "  heard: \(shown(line.expected))"
                                     : "  " + paint("✓", "32") + " \(shown(line.expected))")
                } else {
                    out.append(plain ? "  missed: \(shown(line.expected))"
                                     : "  " + paint("✗", "31") + " \(shown(line.expected))")
                    out.append("      said instead: \(line.actual.map(shown) ?? "nothing")")
                }
            }
            for line in step.unexpected {
                out.append(plain ? "  not expected: \(shown(line))"
                                 : "  " + paint("+", "31") + " \(shown(line)) (not expected)")
            }
        }
        out += auditLines(result, plain: plain, paint: paint)
        return out.joined(separator: "\n") + "\n"
    }

    /// The audit checklist: a heading, then a line for each rule (passed or failed), each
    /// finding's message under a failed rule; for `audit: clean`, one line when nothing fires.
    static func auditLines(_ result: GradeResult, plain: Bool, paint: (String, String) -> String) -> [String] {
        guard !result.audit.isEmpty else { return [] }
        func mark(_ passed: Bool) -> String {
            plain ? (passed ? "passed:" : "failed:") : paint(passed ? "✓" : "✗", passed ? "32" : "31")
        }
        let clean = result.auditRequirement == .clean
        var out = ["", clean ? "audit: no rule may fire on the fixed screen" : "audit: these rules may not fire on the fixed screen"]
        for check in result.audit where !(clean && check.passed) {
            out.append("  \(mark(check.passed)) \(check.rule) \(check.passed ? "did not fire" : "fired")")
            for finding in check.findings {
                out.append(TerminalText.visible("      \(finding.message) (lesson: \(finding.lesson))"))
            }
        }
        if clean, result.auditPassed { out.append("  \(mark(true)) no rule fired") }
        return out
    }

    /// `{"exercise", "passed", "steps": [{"gesture", "lines": [{"expected", "actual", "heard"}], "unexpected"}],
    /// "audit": [{"rule", "passed", "findings": [{"rule", "severity", "element", "message", "lesson"}]}]}`.
    public static func json(_ result: GradeResult, exercise: String) -> String {
        let document = JSONResult(
            exercise: exercise, passed: result.passed,
            steps: result.steps.map { step in
                JSONStep(gesture: step.gesture.description,
                         lines: step.lines.map {
                             JSONLine(expected: words($0.expected), actual: $0.actual.map(words), heard: $0.heard)
                         },
                         unexpected: step.unexpected.map(words))
            },
            audit: result.audit.map { check in
                JSONAudit(rule: check.rule, passed: check.passed, findings: check.findings.map {
                    JSONFinding(rule: $0.rule, severity: $0.severity.rawValue, element: $0.element,
                                message: $0.message, lesson: $0.lesson)
                })
            })
        let encoder = JSONOutput.encoder(pretty: true)
        let data = (try? encoder.encode(document)) ?? Data()
        return TerminalText.json(String(decoding: data, as: UTF8.self)) + "\n"
    }

    /// A line as the terminal shows it: as a transcript writes it, control characters spelled visibly.
    static func shown(_ line: Transcript.Line) -> String {
        TerminalText.visible(words(line))
    }

    /// A line as a transcript writes it: `hint: ` before a hint.
    static func words(_ line: Transcript.Line) -> String {
        switch line {
        case .speech(let words): words
        case .hint(let words): "hint: \(words)"
        }
    }

    /// The JSON document: one exercise's result.
    private struct JSONResult: Encodable {
        var exercise: String
        var passed: Bool
        var steps: [JSONStep]
        /// One entry per rule the exercise's audit names; empty without an audit.
        var audit: [JSONAudit]
    }

    /// One audit rule the exercise names, and its findings on the fixed screen.
    private struct JSONAudit: Encodable {
        var rule: String
        var passed: Bool
        var findings: [JSONFinding]
    }

    /// One finding, with the keys `axtutor audit --json` uses.
    private struct JSONFinding: Encodable {
        var rule: String
        var severity: String
        var element: String
        var message: String
        var lesson: String
    }

    /// One gesture in the JSON document.
    private struct JSONStep: Encodable {
        var gesture: String
        var lines: [JSONLine]
        var unexpected: [String]
    }

    /// One expected line in the JSON document; `actual` is written as `null` when nothing was said.
    private struct JSONLine: Encodable {
        var expected: String
        var actual: String?
        var heard: Bool

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(expected, forKey: .expected)
            try container.encode(actual, forKey: .actual)
            try container.encode(heard, forKey: .heard)
        }

        enum CodingKeys: String, CodingKey { case expected, actual, heard }
    }
}
