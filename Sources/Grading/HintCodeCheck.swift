import AXModel
import Course
import FixScript

/// A hint's code span written as a statement on one of the screen's elements must be a
/// statement the tutor accepts there: a learner copies it as it is, and a hint that names a
/// trait, property or element that does not exist sends them after an error (`verify`).
enum HintCodeCheck {
    /// One problem, at the hint's line, for each such span the tutor refuses on the broken screen.
    /// The problem stands where the statement's own problem does inside the span, when the
    /// span is found on its line of the file, with the statement's suggestion.
    static func problems(in exercise: Exercise, screen: Screen) -> [Diagnostic] {
        let ids = Set(screen.allElements.map(\.id))
        var problems: [Diagnostic] = []
        var lines: [Substring]?
        for hint in exercise.hints {
            for node in codeSpans(in: hint.content) where isStatement(node.literal, on: ids) {
                let span = node.literal
                do {
                    let statements = try FixScript.parse(span, file: nil, platform: exercise.platform)
                    _ = try FixScript.apply(statements, to: screen, file: nil)
                } catch {
                    let first = Diagnostics.items(in: error).first
                    let reason = first?.message ?? "\(error)"
                    // The span's line in the file, and the problem's column inside it.
                    if lines == nil {
                        lines = ((try? String(contentsOfFile: exercise.file, encoding: .utf8)) ?? "")
                            .split(separator: "\n", omittingEmptySubsequences: false)
                    }
                    var (line, column) = (hint.line, 1)
                    // The hint's own lines, from its first: the span is on the first that holds it.
                    for spanLine in hint.line..<(hint.line + 20) {
                        guard let lines, lines.indices.contains(spanLine - 1),
                              let found = lines[spanLine - 1].range(of: "`" + span + "`") else { continue }
                        let start = lines[spanLine - 1].distance(from: lines[spanLine - 1].startIndex, to: found.lowerBound) + 2
                        (line, column) = (spanLine, start + max(0, (first?.line == 1 ? first?.column ?? 1 : 1) - 1))
                        break
                    }
                    problems.append(Diagnostic(file: exercise.file, line: line, column: column,
                                               message: "hint \(hint.number) shows `\(span)`, which the tutor refuses "
                                                   + "on this screen: \(reason)", suggestion: first?.suggestion))
                }
            }
        }
        return problems
    }

    /// The code span nodes of Markdown (a hint, a story), in order, with where each stands.
    static func codeSpans(in nodes: [MarkdownNode]) -> [MarkdownNode] {
        nodes.flatMap { node in node.kind == .code ? [node] : codeSpans(in: node.children) }
    }

    /// A span that starts with an element of the screen, then `.` or `[`, and sets or calls
    /// something (`=` or `(`): a whole statement, not a fragment such as `.header`.
    static func isStatement(_ span: String, on ids: Set<String>) -> Bool {
        let head = span.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        guard ids.contains(String(head)), let next = span.dropFirst(head.count).first, next == "." || next == "[" else {
            return false
        }
        return span.contains("=") || span.contains("(") || span.contains("{")
    }
}
