import Course
import FixScript
import Foundation
import TestSupport
import Testing

/// Every piece of iOS code the course and the docs hold parses with Apple's Swift parser:
/// each ```swift block and each iOS exercise's ```solution block whole, and each code span
/// (in hints, lessons and docs) that the tutor accepts as iOS statements — the tutor's own
/// parser decides what is a statement, so a new span is checked without a list to keep.
@Suite struct CourseSwiftTests {
    /// The folders of Markdown read, from the repository's root.
    static let folders = ["Lessons", "Exercises", "docs"]

    @Test func everyIOSStatementInTheCourseAndDocsIsSwift() throws {
        let pieces = try Self.folders.flatMap { try MarkdownSwift.pieces(under: TestPack.repository, folder: $0) }
        #expect(pieces.count > 100, "too few pieces found: the scan is broken")
        let errors = pieces.flatMap { SwiftProof.errors(in: $0.code, context: $0.context, origin: $0.origin) }
        #expect(errors == [])
    }
}

/// Swift found in Markdown files, each piece with the file and line it starts at.
enum MarkdownSwift {
    struct Piece {
        var code: String
        var context: SwiftProof.Context
        var origin: String
    }

    /// The pieces of every `.md` file under `folder`, in path order.
    static func pieces(under root: String, folder: String) throws -> [Piece] {
        let base = root + "/" + folder
        let files = (FileManager.default.enumerator(atPath: base)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".md") }.sorted()
        return try files.flatMap { name -> [Piece] in
            let text = try String(contentsOfFile: base + "/" + name, encoding: .utf8)
            let android = text.contains("\nplatform: android")
            return pieces(in: MarkdownParser.parse(text), file: folder + "/" + name, android: android)
        }
    }

    private static func pieces(in node: MarkdownNode, file: String, android: Bool) -> [Piece] {
        var found: [Piece] = []
        switch node.kind {
        case .codeBlock(let info):
            let language = info.split(separator: " ").first.map(String.init) ?? ""
            if language == "swift" || (language == "solution" && !android) {
                found.append(Piece(code: withoutInterfaceBuilder(node.literal), context: .statements,
                                   origin: "\(file):\(node.line + 1)"))
            }
        case .code:
            if let context = statementContext(node.literal) {
                found.append(Piece(code: node.literal, context: context, origin: "\(file):\(node.line)"))
            }
        default:
            break
        }
        return found + node.children.flatMap { pieces(in: $0, file: file, android: android) }
    }

    /// Statements when the tutor accepts the span as iOS statements; modifiers when it is a
    /// SwiftUI modifier chain the tutor accepts after a view's id (`.accessibilityHidden(true)`).
    static func statementContext(_ span: String) -> SwiftProof.Context? {
        if span.hasPrefix("ib ") { return nil }
        if span.hasPrefix(".") {
            let statements = try? FixScript.parse("view" + span, file: nil, platform: .ios)
            return statements?.isEmpty == false ? .modifiers : nil
        }
        let statements = try? FixScript.parse(span, file: nil, platform: .ios)
        return statements?.isEmpty == false ? .statements : nil
    }

    /// Interface Builder checkbox lines (`ib row "Button" = on`) are the tutor's words for a
    /// checkbox, not Swift: blanked, so the other lines keep their numbers.
    static func withoutInterfaceBuilder(_ code: String) -> String {
        code.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces).hasPrefix("ib ") ? "" : String($0) }
            .joined(separator: "\n")
    }
}
