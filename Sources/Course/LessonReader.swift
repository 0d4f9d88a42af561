import AXModel

/// Reads a lesson file: front matter (`id`, `title`, `kind`) and a Markdown body.
public enum LessonReader {
    static let keys = ["id", "title", "kind"]

    /// The lesson in `text`; `FILL IN:` blanks left in it are problems too, read from `file` (pack-relative, `Lessons/<area>/<slug>.md`);
    /// `expectedID` is the id its path gives it. Throws `Diagnostics`.
    public static func read(_ text: String, file: String, expectedID: String) throws -> Lesson {
        try Blanks.reading(text, file: file) { try readParts(text, file: file, expectedID: expectedID) }
    }

    private static func readParts(_ text: String, file: String, expectedID: String) throws -> Lesson {
        var (parts, fields) = try FrontMatter.fields(of: text, file: file, what: "lesson front matter", known: keys)
        let id = fields.string("id")
        if let id, id != expectedID, let node = fields.node("id") {
            fields.report(node, "lesson id '\(id)' does not match its file \(file): use '\(expectedID)'")
        }
        let title = fields.string("title")
        var kind: Lesson.Kind?
        if let word = fields.string("kind") {
            kind = Lesson.Kind(rawValue: word)
            if kind == nil, let node = fields.node("kind") {
                let names = Lesson.Kind.allCases.map(\.rawValue)
                fields.report(node, "unknown lesson kind '\(word)': use \(names.joined(separator: ", "))",
                              suggestion: NearMiss.suggestion(for: word, in: names))
            }
        }
        guard fields.problems.isEmpty, let id, let title, let kind else {
            throw Diagnostics(fields.problems)
        }
        var (body, tooDeep) = MarkdownParser.parseChecked(parts.body)
        if let tooDeep {
            throw Diagnostics([MarkdownParser.tooDeep(tooDeep, file: file, lineOffset: parts.bodyLineOffset)])
        }
        body.shiftLines(by: parts.bodyLineOffset)
        return Lesson(id: id, title: title, kind: kind, body: body, file: file)
    }
}

extension MarkdownNode {
    /// Moves this node and its children down by `offset` lines (body lines to file lines).
    mutating func shiftLines(by offset: Int) {
        if line > 0 { line += offset }
        for index in children.indices { children[index].shiftLines(by: offset) }
    }
}
