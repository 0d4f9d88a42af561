import AXModel
import Foundation
import Presentation

/// Turns findings into text: one compiler-style line each with a summary in words, or JSON.
public enum FindingReport {
    /// `FILE:LINE:COLUMN: warning: [rule-id] message (lesson: traits/button)`; the severity in
    /// words always, in colour only when `color` is true; control characters quoted from the
    /// screen are spelled visibly.
    public static func line(_ finding: Finding, file: String?, color: Bool = false) -> String {
        var place = [file, finding.location.map { "\($0.line)" }, finding.location.map { "\($0.column)" }]
            .compactMap { $0 }.joined(separator: ":")
        if !place.isEmpty { place += ": " }
        let word = finding.severity.rawValue
        let severity = color ? ANSI.paint(word, [finding.severity == .error ? "31" : "33"]) : word
        return TerminalText.visible(place) + severity
            + TerminalText.visible(": [\(finding.rule)] \(finding.message) (lesson: \(finding.lesson))")
    }

    /// `3 findings: 2 errors, 1 warning`, `1 finding: 1 error`, `No findings.`
    public static func summary(_ findings: [Finding]) -> String {
        guard !findings.isEmpty else { return "No findings." }
        let errors = findings.filter { $0.severity == .error }.count
        let warnings = findings.count - errors
        let parts = [errors > 0 ? count(errors, "error") : nil, warnings > 0 ? count(warnings, "warning") : nil]
        return "\(count(findings.count, "finding")): \(parts.compactMap { $0 }.joined(separator: ", "))"
    }

    /// `1 error`, `2 warnings`.
    static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }

    /// Every finding's line, then the summary, each ending with a new line.
    /// At most `Diagnostic.problemLimit` lines, then how many more there are (the summary counts
    /// all), so that a screen of thousands of the same mistake does not flood the terminal.
    public static func text(_ findings: [Finding], file: String?, color: Bool = false) -> String {
        let shown = findings.prefix(Diagnostic.problemLimit).map { line($0, file: file, color: color) }
        let rest = findings.count - shown.count
        let more = rest > 0 ? ["and \(count(rest, "more finding")) not shown: --json lists every one"] : []
        return (shown + more + [summary(findings)]).joined(separator: "\n") + "\n"
    }

    /// `[{"rule", "severity", "element", "message", "lesson"}]` (keys sorted, so the output is
    /// the same every run).
    public static func json(_ findings: [Finding]) -> String {
        encode(findings.map { finding in
            ["rule": finding.rule, "severity": finding.severity.rawValue, "element": finding.element,
             "message": finding.message, "lesson": finding.lesson]
        })
    }

    /// Objects of string values as pretty-printed JSON with sorted keys, ending in a new line.
    public static func encode(_ objects: [[String: String]]) -> String {
        guard !objects.isEmpty else { return "[]\n" }
        let encoder = JSONOutput.encoder(pretty: true)
        return TerminalText.json(String(decoding: (try? encoder.encode(objects)) ?? Data("[]".utf8), as: UTF8.self)) + "\n"
    }
}
