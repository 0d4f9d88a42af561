import AXModel
import Course
import FixScript

/// A hint's code span written as a statement on one of the screen's elements must be a
/// statement the tutor accepts there: a learner copies it as it is, and a hint that names a
/// trait, property or element that does not exist sends them after an error (`verify`).
enum HintCodeCheck {
    /// One problem, at the hint's line, for each such span the tutor refuses on the broken screen.
    static func problems(in exercise: Exercise, screen: Screen) -> [Diagnostic] {
        let ids = Set(screen.allElements.map(\.id))
        var problems: [Diagnostic] = []
        for hint in exercise.hints {
            for span in codeSpans(in: hint.content).map(\.literal) where isStatement(span, on: ids) {
                do {
                    let statements = try FixScript.parse(span, file: nil, platform: exercise.platform)
                    _ = try FixScript.apply(statements, to: screen, file: nil)
                } catch {
                    let reason = Diagnostics.items(in: error).first?.message ?? "\(error)"
                    problems.append(Diagnostic(file: exercise.file, line: hint.line, column: 1,
                                               message: "hint \(hint.number) shows `\(span)`, which the tutor refuses "
                                                   + "on this screen: \(reason)"))
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
