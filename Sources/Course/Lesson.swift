/// One lesson: a trait, a control or a concept explained in Markdown.
public struct Lesson: Sendable, Equatable {
    /// What a lesson is about.
    public enum Kind: String, Sendable, CaseIterable, Equatable {
        case trait, control, concept
    }

    /// `<area>/<slug>`, the same as its path under `Lessons/`.
    public var id: String
    public var title: String
    public var kind: Kind
    /// The Markdown after the front matter, as a libcmark tree.
    public var body: MarkdownNode
    /// The file it was read from, as diagnostics name it.
    public var file: String

    public init(id: String, title: String, kind: Kind, body: MarkdownNode, file: String) {
        self.id = id
        self.title = title
        self.kind = kind
        self.body = body
        self.file = file
    }

    /// The blocks before the first section heading (a leading title heading left out): the
    /// introduction the tutor shows on its own before the rest.
    public var introduction: [MarkdownNode] {
        var blocks = body.children[...]
        if case .heading(level: 1)? = blocks.first?.kind { blocks = blocks.dropFirst() }
        return Array(blocks.prefix { if case .heading = $0.kind { false } else { true } })
    }
}
