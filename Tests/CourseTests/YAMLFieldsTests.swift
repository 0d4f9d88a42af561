import AXModel
import Testing
@testable import Course

/// Course files are read by the same stack as screens: the same limits on nesting, aliases
/// and problems, the same words for YAML errors, the same line breaks.
@Suite struct YAMLFieldsTests {
    func exerciseProblems(_ text: String) -> [String] {
        ExerciseReaderTests().problems(text)
    }

    func manifestProblems(_ text: String) -> [String] {
        ManifestReaderTests().problems(text)
    }

    @Test func anAliasBombInFrontMatterIsRefusedWhereItPassesTheLimit() {
        // 30 KB of text, 200 times through aliases: 6 MB once expanded.
        let big = String(repeating: "x", count: 30_000)
        let aliases = Array(repeating: "*t", count: 200).joined(separator: ", ")
        let text = ExerciseReaderTests.good.replacingOccurrences(
            of: "title: The settings title is not a heading",
            with: "title: &t \"\(big)\"\naudit: [\(aliases)]")
        #expect(exerciseProblems(text) == [
            "ex.md:5:281: error: the document is larger than 2.0 MB once its aliases are expanded: repeat less through aliases",
        ])
    }

    @Test func anAliasCannotBeAKeyInCourseYAML() {
        var text = "format_version: 1\na0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1...4 {
            text += "a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]\n"
        }
        text += "{*a4 : 1}: 2\n"
        #expect(manifestProblems(text) == [
            "course.yaml:7:2: error: an alias cannot be a key here: write the key's name",
        ])
    }

    @Test func yamlErrorsAreWordedAsForScreens() {
        #expect(manifestProblems("format_version: 1\nid: x\ntitle: \"unclosed\n") == [
            "course.yaml:4:1: error: invalid YAML: found unexpected end of stream (while scanning a quoted scalar on line 3)",
        ])
        #expect(manifestProblems("format_version: 1\n---\nid: x\n") == [
            "course.yaml:2:1: error: course.yaml holds one YAML document; a second one starts here",
        ])
    }

    @Test func nestingIsLimitedAsForScreens() {
        let brackets = String(repeating: "[", count: 100_000)
        #expect(manifestProblems("format_version: 1\nid: \(brackets)") == [
            "course.yaml:2:260: error: nesting deeper than 256 levels: course.yaml may nest lists and mappings at most 256 deep",
        ])
    }

    @Test func unknownKeysStopAtTheLimit() {
        let keys = (0..<5_000).map { "titel\($0): x" }.joined(separator: "\n")
        let found = exerciseProblems(ExerciseReaderTests.good.replacingOccurrences(of: "title: The", with: keys + "\ntitle: The"))
        #expect(found.count == Diagnostic.problemLimit + 1)
        #expect(found.first == "ex.md:4:1: error: unknown key 'titel0' in exercise front matter — did you mean 'title'?")
        #expect(found.last == "ex.md: error: too many problems: stopping after the first 100")
    }

    @Test func frontMatterWithLoneCarriageReturnsIsRead() throws {
        let text = ExerciseReaderTests.good.replacingOccurrences(of: "\n", with: "\r")
        let exercise = try ExerciseReader.read(text, file: "ex.md")
        #expect(exercise.id == "header-missing-trait")
        #expect(exercise.idLocation == SourceLocation(line: 2, column: 5))
        #expect(exerciseProblems(text.replacingOccurrences(of: "title:", with: "titel:")).first
                == "ex.md:4:1: error: unknown key 'titel' in exercise front matter — did you mean 'title'?")
    }
}
