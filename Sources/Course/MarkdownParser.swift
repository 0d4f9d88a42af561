import CMark

/// Parses CommonMark with libcmark and copies its node tree into `MarkdownNode` values.
public enum MarkdownParser {
    /// The document tree of `text`; libcmark accepts any text, so this cannot fail.
    public static func parse(_ text: String) -> MarkdownNode {
        var bytes = Array(text.utf8)
        let root: OpaquePointer? = bytes.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.map { base in
                base.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                    cmark_parse_document($0, buffer.count, CMARK_OPT_DEFAULT)
                }
            } ?? cmark_parse_document("", 0, CMARK_OPT_DEFAULT)
        }
        guard let root else { return MarkdownNode(kind: .document) }
        defer { cmark_node_free(root) }
        return copy(root)
    }

    /// Walks libcmark's tree with its iterator, building each node as its exit event arrives.
    private static func copy(_ root: OpaquePointer) -> MarkdownNode {
        guard let iterator = cmark_iter_new(root) else { return MarkdownNode(kind: .document) }
        defer { cmark_iter_free(iterator) }
        // A stack of nodes still open: each collects its children until it is exited.
        var stack: [MarkdownNode] = []
        var finished = MarkdownNode(kind: .document)
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard let node = cmark_iter_get_node(iterator) else { continue }
            let isLeaf = !isContainer(node)
            if event == CMARK_EVENT_ENTER {
                let value = makeNode(node)
                if isLeaf {
                    append(value, to: &stack, finished: &finished)
                } else {
                    stack.append(value)
                }
            } else if event == CMARK_EVENT_EXIT, let value = stack.popLast() {
                append(value, to: &stack, finished: &finished)
            }
        }
        return finished
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
