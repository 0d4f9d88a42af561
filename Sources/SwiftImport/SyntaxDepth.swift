import AXModel
import SwiftSyntax

/// How deep a parsed file's syntax tree goes. Apple's parser limits how deeply blocks nest, not
/// how long a chain of calls is (`x.f().f().f()…`), and swift-syntax walks a tree recursively:
/// a file deeper than `limit` is refused before anything else reads it.
enum SyntaxDepth {
    /// Far deeper than real code: a SwiftUI body nested to the parser's own limit stays under it.
    static let limit = 2_000

    /// Where the tree first goes deeper than `limit`, or nil.
    static func tooDeep(_ tree: SourceFileSyntax) -> AbsolutePosition? {
        var stack: [(Syntax, Int)] = [(Syntax(tree), 0)]
        while let (node, depth) = stack.popLast() {
            if depth > limit { return node.position }
            for child in node.children(viewMode: .all).reversed() { stack.append((child, depth + 1)) }
        }
        return nil
    }

    /// A position as a line and a character column, counted in the source text itself (the
    /// tree is too deep to ask).
    static func location(of position: AbsolutePosition, in source: String) -> AXModel.SourceLocation {
        let bytes = Array(source.utf8.prefix(position.utf8Offset))
        let lineStart = (bytes.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 }) ?? 0
        let line = bytes.reduce(1) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
        let column = String(decoding: bytes[lineStart...], as: UTF8.self).count + 1
        return AXModel.SourceLocation(line: line, column: column)
    }
}
