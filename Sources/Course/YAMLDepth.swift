import AXModel

/// A rough, never-undercounting measure of how deeply YAML nests, taken before the text reaches
/// Yams (whose composer recurses once a level): front matter nested absurdly deep is refused
/// instead of exhausting the stack. Course YAML is flat, so the limit is low.
enum YAMLDepth {
    static let limit = 64

    /// Where the estimated depth first passes `limit`: leading spaces, plus `- `/`? ` markers
    /// opening a line, plus open `[` and `{` (quotes not skipped: it over-counts, never under).
    static func firstExcess(in text: String, limit: Int = limit) -> SourceLocation? {
        var flow = 0
        var lineNumber = 0
        for line in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
            lineNumber += 1
            var depth = 0
            var column = 0
            var leading = true
            for scalar in line.unicodeScalars {
                column += 1
                switch scalar {
                case " " where leading:
                    depth += 1
                case "-", "?":
                    if leading { depth += 1 }
                case "[", "{":
                    leading = false
                    flow += 1
                case "]", "}":
                    leading = false
                    flow = max(0, flow - 1)
                default:
                    leading = false
                }
                if depth + flow > limit { return SourceLocation(line: lineNumber, column: column) }
            }
        }
        return nil
    }
}
