import Foundation
import AXModel
import Grading
import Presentation
import ScreenReader

/// A grade as the learner reads it, in the same words in the tutor and from `axtutor check`:
/// a verdict line (`passed` / `not yet`), then under each gesture every expected line marked
/// `right` or `wrong` with what was heard, lines heard that should not be marked `extra`, and
/// the audit as a checklist (`pass` / `fail`). Words always; colour and symbols only add to
/// them (never with `--plain`).
public struct GradeText: Sendable {
    public var style: TextStyle
    /// What the verdict line starts with: `check` in the tutor, the exercise id from `axtutor check`.
    public var title: String

    public init(style: TextStyle, title: String) {
        self.style = style
        self.title = title
    }

    /// The grade's lines, without new lines.
    public func lines(_ result: GradeResult) -> [String] {
        let extra = result.steps.reduce(0) { $0 + $1.unexpected.count }
        let findings = result.auditFindings.count
        let summary = "(\(result.heardCount) of \(result.expectedCount) expected lines heard"
            + (extra == 0 ? "" : ", \(extra) \(extra == 1 ? "line" : "lines") heard that should not be")
            + (findings == 0 ? "" : ", \(findings) audit \(findings == 1 ? "finding" : "findings")")
            + (result.hiddenFromEveryone.isEmpty ? ")" : ", \(result.hiddenFromEveryone.count) "
                + (result.hiddenFromEveryone.count == 1 ? "view" : "views") + " taken off the screen)")
        var out: [String]
        if result.passed {
            out = [style.paint((style.plain ? "" : "✓ ") + "\(title): passed " + summary, "32")]
        } else {
            out = [style.paint((style.plain ? "" : "✗ ") + "\(title): not yet " + summary, "31")]
        }
        let width = style.plain ? 5 : 7
        func mark(_ word: String, _ symbol: String, _ code: String) -> String {
            let text = style.plain ? word : symbol + " " + word
            return "  " + style.paint(text, code) + String(repeating: " ", count: width - text.count) + " "
        }
        let blank = String(repeating: " ", count: width + 3)
        for step in result.steps {
            out.append(TerminalText.visible("> \(step.gesture)"))
            if let refused = step.refused {
                out += style.wrap(refused, indent: mark("wrong", "✗", "31"), hanging: blank)
            }
            if step.lines.isEmpty && step.unexpected.isEmpty && step.refused == nil {
                // The goal says so too: a gesture that should be silent, and was.
                out.append("  (nothing is said)")
            }
            for line in step.lines {
                // "match", not "right": read aloud after "> swipe right", "right expected" was taken for a direction.
                let first = line.heard ? mark("match", "✓", "32") : mark("wrong", "✗", "31")
                out += style.wrap(words(line.expected), indent: first + "expected: ", hanging: blank + "          ")
                out += style.wrap(line.actual.map(words) ?? "nothing", indent: blank + "heard:    ",
                                  hanging: blank + "          ")
                if !line.heard, let actual = line.actual, let note = Self.swiftNote(expected: words(line.expected),
                                                                                     heard: words(actual)) {
                    out += style.wrap("note: " + note, indent: blank, hanging: blank + "      ")
                }
            }
            for extra in step.unexpected {
                out += style.wrap(words(extra) + " (not expected)", indent: mark("extra", "+", "31") + "heard:    ",
                                  hanging: blank + "          ")
            }
        }
        switch result.stopShift {
        case .extra(let step, let heard, let expected)?:
            out += style.wrap("note: at gesture \(step + 1) the screen has a stop the expect does not, '\(heard)', where "
                              + "'\(expected)' should come; every stop after it is heard one swipe late", indent: "  ",
                              hanging: "        ")
        case .missing(let step, let expected)?:
            out += style.wrap("note: at gesture \(step + 1) the stop '\(expected)' is never reached; every stop after "
                              + "it is heard one swipe early", indent: "  ", hanging: "        ")
        case nil:
            break
        }
        for hidden in result.hiddenFromEveryone {
            out += style.wrap(hidden.message, indent: mark("wrong", "✗", "31"), hanging: blank)
        }
        for dimmed in result.dimmedButResponds {
            out += style.wrap("note: " + dimmed.message, indent: "  ", hanging: "        ")
        }
        return out + auditChecklist(result, mark: mark, blank: blank)
    }

    /// Beside the transcript, the audit as a checklist: `pass  duplicate-announcement did not
    /// fire`, `fail  label-missing fired` with each finding's message under it. For `audit: clean` only
    /// the rules that fired are listed, or one line when none did.
    private func auditChecklist(_ result: GradeResult, mark: (String, String, String) -> String,
                                blank: String) -> [String] {
        guard !result.audit.isEmpty else { return [] }
        let clean = result.auditRequirement == .clean
        var out = ["", clean ? "audit: no rule may fire on your screen" : "audit: these rules must not fire on your screen"]
        for check in result.audit where !(clean && check.passed) {
            let first = check.passed ? mark("pass", "✓", "32") : mark("fail", "✗", "31")
            out.append(first + check.rule + (check.passed ? " did not fire" : " fired"))
            for finding in check.findings {
                out += style.wrap("\(finding.message) (lesson: \(finding.lesson))", indent: blank, hanging: blank)
            }
        }
        if clean, result.auditPassed { out.append(mark("pass", "✓", "32") + "no rule fired") }
        return out
    }

    /// Why a wrong line may be Swift writing a value as its type says rather than as meant:
    /// `Optional("…")` from a `String?`, `5.0` from a `Float` or `Double`; nil otherwise.
    static func swiftNote(expected: String, heard: String) -> String? {
        if heard.contains("Optional("), !expected.contains("Optional(") {
            return "Swift writes a String? inside \\( ) as Optional(\"…\"): unwrap it, as in \\(caption.text ?? \"\")"
        }
        // A number heard as `4.0` where the expected line says `4`.
        guard let range = heard.range(of: #"\d+\.0(?!\d)"#, options: .regularExpression) else { return nil }
        let decimal = String(heard[range])
        let whole = String(decimal.dropLast(2))
        let words = expected.split(whereSeparator: { !$0.isNumber && $0 != "." }).map(String.init)
        guard !words.contains(decimal), words.contains(whole) else { return nil }
        return "a Float or Double inside \\( ) keeps its decimals (\(decimal)): wrap it in Int( ), as in "
            + "\\(Int(value)), to say \(whole)"
    }

    /// A line as a transcript writes it: `hint: ` before a hint.
    private func words(_ line: Transcript.Line) -> String {
        switch line {
        case .speech(let words): words
        case .hint(let words): "hint: \(words)"
        }
    }
}
