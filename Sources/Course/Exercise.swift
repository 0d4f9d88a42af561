import AXModel

/// One exercise as written: a broken screen, the transcript the fixed screen must produce,
/// hints and a solution. The blocks stay text here; `PreparedExercise` parses them.
public struct Exercise: Sendable, Equatable {
    /// Unique in the pack.
    public var id: String
    /// The id of the lesson it belongs to.
    public var lesson: String
    public var title: String
    public var platform: Platform
    /// When false, hint lines are left out of grading (`compare: {hints: false}`).
    public var compareHints: Bool
    public var audit: AuditRequirement
    /// `bonus: true`: left out of the normal path, offered to learners who finished the lessons
    /// they may take (in a paced workshop room, or at the end of the course).
    public var bonus: Bool
    /// The Markdown before the screen block: the situation and what is wrong.
    public var prose: [MarkdownNode]
    public var screen: CodeBlock
    public var expect: CodeBlock
    public var hints: [Hint]
    /// The first ```solution block: the one the tutor shows.
    public var solution: CodeBlock
    /// Further ```solution blocks: other right fixes, each proved by `verify`.
    public var otherSolutions: [CodeBlock]
    /// The file it was read from, as diagnostics name it.
    public var file: String
    /// Where its `id` was written, to point at a duplicate.
    public var idLocation: SourceLocation

    public init(id: String, lesson: String, title: String, platform: Platform = .ios,
                compareHints: Bool = true, audit: AuditRequirement = .none, bonus: Bool = false,
                prose: [MarkdownNode] = [], screen: CodeBlock, expect: CodeBlock,
                hints: [Hint], solution: CodeBlock, otherSolutions: [CodeBlock] = [], file: String,
                idLocation: SourceLocation = SourceLocation(line: 1, column: 1)) {
        self.id = id
        self.lesson = lesson
        self.title = title
        self.platform = platform
        self.compareHints = compareHints
        self.audit = audit
        self.bonus = bonus
        self.prose = prose
        self.screen = screen
        self.expect = expect
        self.hints = hints
        self.solution = solution
        self.otherSolutions = otherSolutions
        self.file = file
        self.idLocation = idLocation
    }
}

/// A fenced block's text and where its first line sits in the Markdown file.
public struct CodeBlock: Sendable, Equatable {
    public var text: String
    /// File line of the block's first content line (the line after the opening fence).
    public var line: Int
    /// Columns to add to a position inside the block (an indented fence).
    public var columnOffset: Int

    public init(text: String, line: Int, columnOffset: Int = 0) {
        self.text = text
        self.line = line
        self.columnOffset = columnOffset
    }

    /// Moves a problem found in the block's own text to its place in the Markdown file.
    public func relocate(_ diagnostic: Diagnostic, file: String) -> Diagnostic {
        diagnostic.relocated(file: file, lineOffset: line - 1,
                             columnOffset: diagnostic.line == nil ? 0 : columnOffset)
    }
}

/// One numbered hint, from the exercise's `## Hints` list.
public struct Hint: Sendable, Equatable {
    public var number: Int
    /// The hint as Markdown nodes (it may hold code spans).
    public var content: [MarkdownNode]
    public var line: Int

    public init(number: Int, content: [MarkdownNode], line: Int) {
        self.number = number
        self.content = content
        self.line = line
    }

    /// The hint's words; code spans keep their backticks.
    public var text: String {
        func flatten(_ node: MarkdownNode) -> String {
            switch node.kind {
            case .code: return "`\(node.literal)`"
            case .text: return node.literal
            case .softBreak, .lineBreak: return " "
            default: return node.children.map(flatten).joined()
            }
        }
        return content.map(flatten).joined(separator: " ")
    }
}

/// What the Audit target must find on the fixed screen: kept as written until Audit exists.
public enum AuditRequirement: Sendable, Equatable {
    /// No audit is asked for.
    case none
    /// `audit: clean`: no rule of the exercise's platform may fire.
    case clean
    /// `audit: [rule, …]`: these rules must not fire.
    case rules([String])
}

extension Exercise {
    /// Every ```solution block, the first first.
    public var solutions: [CodeBlock] { [solution] + otherSolutions }
}
