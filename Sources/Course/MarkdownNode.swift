/// One node of a CommonMark document, copied out of libcmark's tree as a plain value.
public struct MarkdownNode: Sendable, Equatable {
    /// What a node is: the CommonMark block and inline kinds axtutor reads and renders.
    public enum Kind: Sendable, Equatable {
        case document
        case blockQuote
        case list(ordered: Bool, start: Int, tight: Bool)
        case item
        case codeBlock(info: String)
        case htmlBlock
        case paragraph
        case heading(level: Int)
        case thematicBreak
        case text
        case softBreak
        case lineBreak
        case code
        case htmlInline
        case emphasis
        case strong
        case link(url: String)
        case image(url: String)
        case other
    }

    public var kind: Kind
    /// The node's own text: a text run, a code span, a code block's contents.
    public var literal: String
    public var children: [MarkdownNode]
    /// 1-based line in the Markdown text that was parsed; 0 where libcmark gives none.
    public var line: Int
    /// 1-based column in that line; 0 where libcmark gives none.
    public var column: Int

    public init(kind: Kind, literal: String = "", children: [MarkdownNode] = [],
                line: Int = 0, column: Int = 0) {
        self.kind = kind
        self.literal = literal
        self.children = children
        self.line = line
        self.column = column
    }

    /// The words of this node and everything under it, without any markup.
    public var plainText: String {
        switch kind {
        case .text, .code, .codeBlock, .htmlInline: return literal
        case .softBreak: return " "
        case .lineBreak: return "\n"
        default: return children.map(\.plainText).joined()
        }
    }
}
