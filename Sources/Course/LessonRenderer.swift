import AXModel
import Presentation

/// Renders Markdown (a libcmark tree) as terminal text wrapped to a width: ANSI styles and
/// symbols, or in `plain` mode no colour and words instead of symbols, for screen readers.
public struct LessonRenderer: Sendable {
    /// Width, plain words and colour (never in plain mode).
    public var textStyle: TextStyle

    public init(width: Int = 80, plain: Bool = false, color: Bool = true) {
        textStyle = TextStyle(width: width, plain: plain, color: color)
    }

    private var width: Int { textStyle.width }
    private var plain: Bool { textStyle.plain }
    private var ansi: Bool { textStyle.color }

    /// A lesson: its title as a heading (unless its body opens with one), then its body.
    public func render(_ lesson: Lesson) -> String {
        var blocks = lesson.body.children
        if case .heading(level: 1)? = blocks.first?.kind {} else {
            blocks.insert(MarkdownNode(kind: .heading(level: 1),
                                       children: [MarkdownNode(kind: .text, literal: lesson.title)]),
                          at: 0)
        }
        return render(blocks)
    }

    /// Blocks of Markdown (a document's children, an exercise's prose).
    public func render(_ blocks: [MarkdownNode]) -> String {
        lines(blocks, indent: "").joined(separator: "\n") + "\n"
    }

    /// Blocks separated by blank lines, each line starting with `indent`.
    private func lines(_ blocks: [MarkdownNode], indent: String, tight: Bool = false) -> [String] {
        var result: [String] = []
        for block in blocks {
            let rendered = lines(block, indent: indent)
            if rendered.isEmpty { continue }
            if !result.isEmpty, !tight { result.append("") }
            result += rendered
        }
        return result
    }

    private func lines(_ block: MarkdownNode, indent: String) -> [String] {
        switch block.kind {
        case .paragraph:
            return inline(block.children, style: []).wrapped(width: width, prefix: indent, plain: !ansi)
        case .heading(let level):
            let style: StyledText.Style = level == 1 ? [.heading, .underline] : [.heading]
            return inline(block.children, style: style).wrapped(width: width, prefix: indent, plain: !ansi)
        case .codeBlock:
            return codeLines(block.literal, indent: indent)
        case .list(let ordered, let start, let tight):
            var result: [String] = []
            for (offset, item) in block.children.enumerated() {
                let marker = ordered ? "\(start + offset). " : textStyle.bullet
                let inner = indent + String(repeating: " ", count: marker.count)
                var itemLines = lines(item.children, indent: inner, tight: tight)
                if itemLines.isEmpty { itemLines = [inner] }
                itemLines[0] = indent + marker + itemLines[0].dropFirst(inner.count)
                if !result.isEmpty, !tight { result.append("") }
                result += itemLines
            }
            return result
        case .item:
            return lines(block.children, indent: indent)
        case .blockQuote:
            let quoted = lines(block.children, indent: indent + (plain ? "  " : "┃ "))
            return plain ? [indent + "Quote:"] + quoted : quoted
        case .thematicBreak:
            return plain ? [] : [indent + dim(String(repeating: "─", count: max(1, width - indent.count)))]
        case .htmlBlock:
            return block.literal.split(separator: "\n", omittingEmptySubsequences: false)
                .dropLast(block.literal.hasSuffix("\n") ? 1 : 0).map { indent + TerminalText.visible($0) }
        default:
            return inline([block], style: []).wrapped(width: width, prefix: indent, plain: !ansi)
        }
    }

    /// A code block, never wrapped: a bar in the margin, or in plain mode a "Code:" line.
    private func codeLines(_ code: String, indent: String) -> [String] {
        var body = code.split(separator: "\n", omittingEmptySubsequences: false).map(TerminalText.visible)
        if code.hasSuffix("\n") { body.removeLast() }
        if plain { return [indent + "Code:"] + body.map { indent + "    " + $0 } }
        return body.map {
            indent + dim("│") + " " + StyledText.draw(StyledText.Run(text: $0, style: .code), plain: !ansi)
        }
    }

    private func dim(_ text: String) -> String {
        StyledText.draw(StyledText.Run(text: text, style: .dim), plain: !ansi)
    }

    /// Inline nodes as styled words.
    private func inline(_ nodes: [MarkdownNode], style: StyledText.Style) -> StyledText {
        var text = StyledText()
        add(nodes, style: style, to: &text)
        text.finish()
        return text
    }

    private func add(_ nodes: [MarkdownNode], style: StyledText.Style, to text: inout StyledText) {
        for node in nodes {
            switch node.kind {
            case .text, .htmlInline:
                text.append(node.literal, style: style)
            case .code:
                text.append(node.literal, style: style.union(.code))
            case .softBreak:
                text.space()
            case .lineBreak:
                text.breakLine()
            case .emphasis:
                add(node.children, style: style.union(.italic), to: &text)
            case .strong:
                add(node.children, style: style.union(.bold), to: &text)
            case .link(let url):
                add(node.children, style: style.union(.link), to: &text)
                if node.plainText != url {
                    text.space()
                    text.append("(\(url))", style: style)
                }
            case .image(let url):
                let alt = node.plainText
                text.append(plain ? "Image: \(alt)" : "[\(alt)]", style: style)
                text.space()
                text.append("(\(url))", style: style)
            default:
                add(node.children, style: style, to: &text)
            }
        }
    }
}
