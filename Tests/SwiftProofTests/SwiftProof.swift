import SwiftDiagnostics
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// Parses a piece of Swift with Apple's parser inside the context it has in an app, and
/// reports each syntax error at its line in the piece (1-based), with where the piece came from.
enum SwiftProof {
    /// Where a piece sits in an app.
    enum Context {
        /// Statements in a method body; an `extension` (the tutor's adjustable form) at file scope.
        case statements
        /// Modifiers (lines starting with `.`, comments between them) chained on a SwiftUI view.
        case modifiers
    }

    /// `origin:line: error: message` for every syntax error of `code`, none when it parses.
    static func errors(in code: String, context: Context, origin: String) -> [String] {
        let lines = code.split(separator: "\n", omittingEmptySubsequences: false)
        let (prefix, suffix): (String, String)
        switch context {
        case .statements:
            let fileScope = lines.contains { $0.hasPrefix("extension ") }
            (prefix, suffix) = fileScope ? ("", "") : ("func fix() {\n", "\n}")
        case .modifiers:
            (prefix, suffix) = ("var body: some View {\n    Text(\"view\")\n", "\n}")
        }
        let source = prefix + code + suffix
        let tree = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: origin, tree: tree)
        let shift = prefix.filter { $0 == "\n" }.count
        return ParseDiagnosticsGenerator.diagnostics(for: tree).map { diagnostic in
            let line = diagnostic.location(converter: converter).line - shift
            let text = line >= 1 && line <= lines.count ? String(lines[line - 1]) : "(end)"
            return "\(origin):\(line): error: \(diagnostic.message) in: \(text)"
        }
    }
}
