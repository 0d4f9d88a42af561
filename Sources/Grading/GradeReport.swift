import AXModel
import Foundation
import Presentation
import ScreenReader

/// Turns a `GradeResult` into JSON (its text for the terminal is `GradeText` in the Tutor
/// module, one renderer for the tutor and `axtutor check`).
public enum GradeReport {
    /// `{"exercise", "passed", "steps": [{"gesture", "lines": [{"expected", "actual", "heard"}], "unexpected"}],
    /// "audit": [{"rule", "passed", "findings": [{"rule", "severity", "element", "message", "lesson"}]}],
    /// "takenOffScreen": [{"element", "message"}]}`.
    public static func json(_ result: GradeResult, exercise: String) -> String {
        let document = JSONResult(
            exercise: exercise, passed: result.passed,
            steps: result.steps.map { step in
                JSONStep(gesture: step.gesture.description,
                         lines: step.lines.map {
                             JSONLine(expected: words($0.expected), actual: $0.actual.map(words), heard: $0.heard)
                         },
                         unexpected: step.unexpected.map(words), refused: step.refused)
            },
            audit: result.audit.map { check in
                JSONAudit(rule: check.rule, passed: check.passed, findings: check.findings.map {
                    JSONFinding(rule: $0.rule, severity: $0.severity.rawValue, element: $0.element,
                                message: $0.message, lesson: $0.lesson)
                })
            },
            takenOffScreen: result.hiddenFromEveryone.map { JSONTakenOff(element: $0.id, message: $0.message) })
        let encoder = JSONOutput.encoder(pretty: true)
        let data = (try? encoder.encode(document)) ?? Data()
        return TerminalText.json(String(decoding: data, as: UTF8.self)) + "\n"
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
        /// Views the fix took off the screen for everyone, which no solution does.
        var takenOffScreen: [JSONTakenOff]
    }

    private struct JSONTakenOff: Encodable {
        var element: String
        var message: String
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
        /// Written only when the gesture could not be made as the expect writes it.
        var refused: String?
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
