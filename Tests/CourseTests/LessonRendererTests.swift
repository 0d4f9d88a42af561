import Foundation
import TestSupport
import Testing
@testable import Course

/// Golden tests: the rendered lesson is compared with a file in Snapshots/, recorded when missing.
@Suite struct LessonRendererTests {
    static let snapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Snapshots").path

    func assertSnapshot(_ text: String, named name: String) throws {
        let path = Self.snapshots + "/" + name
        guard let expected = FileManager.default.contents(atPath: path) else {
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            Issue.record("recorded snapshot \(name); run the test again")
            return
        }
        #expect(text == String(decoding: expected, as: UTF8.self))
    }

    func headerLesson() throws -> Lesson {
        let pack = try CourseLoader.load(from: TestPack.original)
        return try #require(pack.lesson("traits/header"))
    }

    @Test func colourRendering() throws {
        try assertSnapshot(LessonRenderer(width: 60).render(try headerLesson()), named: "header-colour.txt")
    }

    @Test func plainRendering() throws {
        try assertSnapshot(LessonRenderer(width: 60, plain: true).render(try headerLesson()), named: "header-plain.txt")
    }

    @Test func plainHasNoEscapesOrSymbols() throws {
        let text = LessonRenderer(width: 60, plain: true).render(try headerLesson())
        #expect(!text.contains("\u{1B}"))
        #expect(!text.contains("•"))
        #expect(!text.contains("│"))
    }

    @Test func wrapsToTheWidth() {
        let body = MarkdownParser.parse("one two three four five six seven eight nine ten eleven twelve")
        #expect(LessonRenderer(width: 20, plain: true).render(body.children) == """
            one two three four
            five six seven eight
            nine ten eleven
            twelve

            """)
    }

    @Test func listsHangTheirIndent() {
        let body = MarkdownParser.parse("- alpha beta gamma delta epsilon zeta\n- eta\n\n3. one\n4. two\n")
        #expect(LessonRenderer(width: 20, plain: true).render(body.children) == """
            - alpha beta gamma
              delta epsilon zeta
            - eta

            3. one
            4. two

            """)
    }

    @Test func linksShowTheirAddress() {
        let body = MarkdownParser.parse("See [the guide](https://example.com/a) or <https://example.com/b>.")
        #expect(LessonRenderer(width: 80, plain: true).render(body.children)
            == "See the guide (https://example.com/a) or https://example.com/b.\n")
    }

    @Test func aLessonWithoutATopHeadingGetsItsTitle() throws {
        let lesson = Lesson(id: "a/b", title: "Switches", kind: .control,
                            body: MarkdownParser.parse("Text."), file: "b.md")
        #expect(LessonRenderer(plain: true).render(lesson) == "Switches\n\nText.\n")
    }
}

extension LessonRendererTests {
    @Test func noColourKeepsSymbols() throws {
        let text = LessonRenderer(width: 60, color: false).render(try headerLesson())
        #expect(!text.contains("\u{1B}"))
        #expect(text.contains("• Short titles work best"))
        #expect(text.contains("│ title.accessibilityTraits.insert(.header)"))
    }
}

extension LessonRendererTests {
    @Test func theIntroductionIsTheTextBeforeTheFirstSection() throws {
        let intro = try headerLesson().introduction
        #expect(LessonRenderer(width: 80, plain: true).render(intro) == """
            A heading marks the start of a section. VoiceOver says heading after its label,
            and the rotor headings setting jumps from one to the next.

            """)
    }

    @Test func everyBundledLessonRendersInBothModes() throws {
        let pack = try CourseLoader.load(from: TestPack.repository)
        for lesson in pack.lessons {
            let plain = LessonRenderer(width: 80, plain: true).render(lesson)
            #expect(!plain.contains("\u{1B}"), "\(lesson.id)")
            for line in plain.split(separator: "\n") where !line.hasPrefix("    ") {
                #expect(line.count <= 80 || !line.contains(" "), "\(lesson.id): \(line)")
            }
            #expect(!LessonRenderer(width: 80).render(lesson).isEmpty)
        }
    }
}

extension LessonRendererTests {
    /// A lesson's control characters are spelled out, in colour too: the only escapes left are
    /// the renderer's own styles, and wrapping counts the spelled-out width.
    @Test func controlCharactersInALessonAreSpelledOut() {
        let lesson = Lesson(id: "a/b", title: "Title \u{1B}]0;PWNED\u{07}", kind: .control,
                            body: MarkdownParser.parse("Text \u{1B}[2J **bold \u{202E}**\n\n```\ncode \u{9B}2J\n```\n"),
                            file: "b.md")
        #expect(LessonRenderer(width: 80, plain: true).render(lesson) == #"""
            Title \u{1B}]0;PWNED\u{07}

            Text \u{1B}[2J bold \u{202E}

            Code:
                code \u{9B}2J

            """#)
        let coloured = LessonRenderer(width: 80).render(lesson)
        let styles = coloured.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
        #expect(!styles.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x9B || $0.value == 0x202E })
        #expect(styles.contains(#"code \u{9B}2J"#))
    }
}
