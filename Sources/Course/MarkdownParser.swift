import AXModel
import CMark

/// Parses CommonMark with libcmark and copies its node tree into `MarkdownNode` values.
public enum MarkdownParser {
    /// How deeply nodes may nest; deeper ones are left out (and reported by `parseChecked`),
    /// so that no input can exhaust the stack of the code that walks the tree.
    public static let maximumDepth = 64

    /// The document tree of `text`; libcmark accepts any text, so this cannot fail.
    public static func parse(_ text: String) -> MarkdownNode {
        parseChecked(text).document
    }

    /// The document tree, and where nesting first went past `maximumDepth` (nil when it never did).
    public static func parseChecked(_ text: String) -> (document: MarkdownNode, tooDeep: SourceLocation?) {
        var bytes = Array(text.utf8)
        let root: OpaquePointer? = bytes.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.map { base in
                base.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                    cmark_parse_document($0, buffer.count, CMARK_OPT_DEFAULT)
                }
            } ?? cmark_parse_document("", 0, CMARK_OPT_DEFAULT)
        }
        guard let root else { return (MarkdownNode(kind: .document), nil) }
        defer { cmark_node_free(root) }
        return copy(root)
    }

    /// Walks libcmark's tree with its iterator, building each node as its exit event arrives.
    private static func copy(_ root: OpaquePointer) -> (document: MarkdownNode, tooDeep: SourceLocation?) {
        guard let iterator = cmark_iter_new(root) else { return (MarkdownNode(kind: .document), nil) }
        defer { cmark_iter_free(iterator) }
        // A stack of nodes still open: each collects its children until it is exited.
        var stack: [MarkdownNode] = []
        var finished = MarkdownNode(kind: .document)
        var tooDeep: SourceLocation?
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard let node = cmark_iter_get_node(iterator) else { continue }
            let isLeaf = !isContainer(node)
            if event == CMARK_EVENT_ENTER {
                let value = makeNode(node)
                if !isLeaf, stack.count >= maximumDepth {
                    // Skip the whole subtree: the iterator resumes after this node's exit.
                    if tooDeep == nil { tooDeep = SourceLocation(line: value.line, column: value.column) }
                    cmark_iter_reset(iterator, node, CMARK_EVENT_EXIT)
                    continue
                }
                if isLeaf {
                    append(value, to: &stack, finished: &finished)
                } else {
                    stack.append(value)
                }
            } else if event == CMARK_EVENT_EXIT, let value = stack.popLast() {
                append(value, to: &stack, finished: &finished)
            }
        }
        return (finished, tooDeep)
    }

    /// The problem of a Markdown body nested past `maximumDepth`, at its place in the file.
    static func tooDeep(_ place: SourceLocation, file: String, lineOffset: Int) -> Diagnostic {
        Diagnostic(file: file, line: place.line + lineOffset, column: place.column,
                   message: "Markdown nests more than \(maximumDepth) levels deep")
    }

    private static func append(_ node: MarkdownNode, to stack: inout [MarkdownNode],
                               finished: inout MarkdownNode) {
        if stack.isEmpty {
            finished = node
        } else {
            stack[stack.count - 1].children.append(node)
        }
    }

    /// Nodes libcmark reports with both an enter and an exit event, even when empty.
    private static func isContainer(_ node: OpaquePointer) -> Bool {
        switch cmark_node_get_type(node) {
        case CMARK_NODE_CODE_BLOCK, CMARK_NODE_HTML_BLOCK, CMARK_NODE_THEMATIC_BREAK,
             CMARK_NODE_TEXT, CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK, CMARK_NODE_CODE,
             CMARK_NODE_HTML_INLINE:
            return false
        default:
            return true
        }
    }

    private static func makeNode(_ node: OpaquePointer) -> MarkdownNode {
        MarkdownNode(kind: kind(of: node), literal: string(cmark_node_get_literal(node)),
                     line: Int(cmark_node_get_start_line(node)),
                     column: Int(cmark_node_get_start_column(node)))
    }

    private static func kind(of node: OpaquePointer) -> MarkdownNode.Kind {
        switch cmark_node_get_type(node) {
        case CMARK_NODE_DOCUMENT: .document
        case CMARK_NODE_BLOCK_QUOTE: .blockQuote
        case CMARK_NODE_LIST:
            .list(ordered: cmark_node_get_list_type(node) == CMARK_ORDERED_LIST,
                  start: Int(cmark_node_get_list_start(node)),
                  tight: cmark_node_get_list_tight(node) != 0)
        case CMARK_NODE_ITEM: .item
        case CMARK_NODE_CODE_BLOCK: .codeBlock(info: string(cmark_node_get_fence_info(node)))
        case CMARK_NODE_HTML_BLOCK: .htmlBlock
        case CMARK_NODE_PARAGRAPH: .paragraph
        case CMARK_NODE_HEADING: .heading(level: Int(cmark_node_get_heading_level(node)))
        case CMARK_NODE_THEMATIC_BREAK: .thematicBreak
        case CMARK_NODE_TEXT: .text
        case CMARK_NODE_SOFTBREAK: .softBreak
        case CMARK_NODE_LINEBREAK: .lineBreak
        case CMARK_NODE_CODE: .code
        case CMARK_NODE_HTML_INLINE: .htmlInline
        case CMARK_NODE_EMPH: .emphasis
        case CMARK_NODE_STRONG: .strong
        case CMARK_NODE_LINK: .link(url: string(cmark_node_get_url(node)))
        case CMARK_NODE_IMAGE: .image(url: string(cmark_node_get_url(node)))
        default: .other
        }
    }

    private static func string(_ pointer: UnsafePointer<CChar>?) -> String {
        pointer.map { String(cString: $0) } ?? ""
    }
}
