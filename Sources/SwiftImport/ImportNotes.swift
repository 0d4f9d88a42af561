import AXModel
import SwiftSyntax

/// What an import could not read, each a note at its place in the Swift file
/// (`RowView.swift:42:9: note: 'RatingView' is a view of your own: describe it in the screen`).
struct ImportNotes {
    let file: String
    let converter: SourceLocationConverter
    /// The file's bytes, to count columns in characters.
    let bytes: [UInt8]
    private(set) var items: [Diagnostic] = []
    /// Notes past `Diagnostic.problemLimit` are counted, not kept.
    private(set) var leftOut = 0

    init(file: String, tree: SourceFileSyntax) {
        self.file = file
        converter = SourceLocationConverter(fileName: file, tree: tree)
        bytes = tree.syntaxTextBytes
    }

    /// A note at the start of `node` (after its leading trivia).
    mutating func note(_ message: String, at node: some SyntaxProtocol) {
        guard items.count < Diagnostic.problemLimit else {
            leftOut += 1
            return
        }
        let place = location(of: node)
        let diagnostic = Diagnostic(file: file, line: place.line, column: place.column, severity: .note,
                                    message: message)
        if !items.contains(diagnostic) { items.append(diagnostic) }
    }

    /// Where `node` starts: its line and its column counted in characters.
    func location(of node: some SyntaxProtocol) -> AXModel.SourceLocation {
        location(at: node.positionAfterSkippingLeadingTrivia)
    }

    /// The line and character column of a position in the file.
    func location(at position: AbsolutePosition) -> AXModel.SourceLocation {
        let place = converter.location(for: position)
        let lineStart = converter.position(ofLine: place.line, column: 1)
        let start = lineStart.utf8Offset, end = position.utf8Offset
        let column = start <= end && end <= bytes.count
            ? String(decoding: bytes[start..<end], as: UTF8.self).count + 1 : place.column
        return AXModel.SourceLocation(line: place.line, column: column)
    }

    /// The notes, with one more when some were left out.
    var all: [Diagnostic] {
        let sorted = items.enumerated().sorted { a, b in
            (a.element.line ?? 0, a.element.column ?? 0, a.offset) < (b.element.line ?? 0, b.element.column ?? 0, b.offset)
        }.map(\.element)
        guard leftOut > 0 else { return sorted }
        return sorted + [Diagnostic(file: file, severity: .note,
                                   message: "\(leftOut) more notes left out: the first \(Diagnostic.problemLimit) are shown")]
    }

    /// The source text of a node, on one line and at most 60 characters, for quoting in a note.
    static func quote(_ node: some SyntaxProtocol) -> String {
        let words = node.trimmedDescription.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return words.count <= 60 ? words : words.prefix(57) + "…"
    }
}
