import AXModel
import Testing
@testable import Course

@Suite struct ExerciseReaderTests {
    static let good = """
        ---
        id: header-missing-trait
        lesson: traits/header
        title: The settings title is not a heading
        ---
        Prose.

        ```screen
        elements:
          - id: title
            type: UILabel
            text: Settings
        ```

        ```expect
        > swipe right
        Settings, heading
        ```

        ## Hints
        1. Headings are a trait.

        ```solution
        title.accessibilityTraits.insert(.header)
        ```
        """

    func problems(_ text: String) -> [String] {
        do {
            _ = try ExerciseReader.read(text, file: "ex.md")
            return []
        } catch let error as Diagnostics {
            return error.items.map(\.rendered)
        } catch {
            return ["\(error)"]
        }
    }

    func problems(replacing old: String, with new: String) -> [String] {
        problems(Self.good.replacingOccurrences(of: old, with: new))
    }

    @Test func readsEveryPart() throws {
        let exercise = try ExerciseReader.read(Self.good, file: "ex.md")
        #expect(exercise.id == "header-missing-trait")
        #expect(exercise.lesson == "traits/header")
        #expect(exercise.platform == .ios)
        #expect(exercise.compareHints)
        #expect(exercise.audit == .none)
        #expect(exercise.bonus == false)
        #expect(exercise.prose.map(\.plainText) == ["Prose."])
        #expect(exercise.screen == CodeBlock(text: "elements:\n  - id: title\n    type: UILabel\n    text: Settings\n", line: 9))
        #expect(exercise.expect == CodeBlock(text: "> swipe right\nSettings, heading\n", line: 16))
        #expect(exercise.hints == [Hint(number: 1, content: exercise.hints[0].content, line: 21)])
        #expect(exercise.solution.text == "title.accessibilityTraits.insert(.header)\n")
        #expect(exercise.idLocation == SourceLocation(line: 2, column: 5))
    }

    @Test func bonusIsReadFromTheFrontMatter() throws {
        let text = Self.good.replacingOccurrences(of: "title: The", with: "bonus: true\ntitle: The")
        #expect(try ExerciseReader.read(text, file: "ex.md").bonus)
        #expect(problems(replacing: "title: The", with: "bonus: often\ntitle: The") == [
            "ex.md:4:8: error: 'bonus' must be true or false",
        ])
    }

    @Test func missingFrontMatter() {
        #expect(problems(replacing: "---\nid:", with: "id:") == [
            "ex.md:1:1: error: missing front matter: the file must start with a '---' line, its YAML keys, and another '---' line",
        ])
    }

    @Test func unclosedFrontMatter() {
        #expect(problems("---\nid: x\n") == [
            "ex.md:1:1: error: front matter is never closed: add a '---' line after its keys",
        ])
    }

    @Test func brokenFrontMatterYAML() {
        #expect(problems(replacing: "title: The settings", with: "title: [The settings") == [
            "ex.md:5:1: error: invalid YAML: did not find expected ',' or ']' (while parsing a flow sequence on line 4); check the indentation of this line",
        ])
    }

    @Test func unknownKeyWithSuggestion() {
        #expect(problems(replacing: "title:", with: "titel:") == [
            "ex.md:4:1: error: unknown key 'titel' in exercise front matter — did you mean 'title'?",
            "ex.md:2:1: error: exercise front matter is missing 'title'",
        ])
    }

    @Test func unknownPlatformAndCompareKey() {
        #expect(problems(replacing: "title: The", with: "platform: andriod\ncompare: {hint: false}\ntitle: The") == [
            "ex.md:4:11: error: unknown platform 'andriod': use ios or android — did you mean 'android'?",
            "ex.md:5:11: error: unknown key 'hint' in 'compare' — did you mean 'hints'?",
        ])
    }

    @Test func auditIsCleanOrAList() throws {
        #expect(problems(replacing: "title: The", with: "audit: claen\ntitle: The") == [
            "ex.md:4:8: error: 'audit' must be 'clean' or a list of rule ids, not 'claen' — did you mean 'clean'?",
        ])
        let listed = try ExerciseReader.read(
            Self.good.replacingOccurrences(of: "title: The", with: "audit: [duplicate-announcement]\ntitle: The"),
            file: "ex.md")
        #expect(listed.audit == .rules(["duplicate-announcement"]))
    }

    @Test func anUnknownAuditRuleIsPlacedWithANearMiss() {
        #expect(problems(replacing: "title: The", with: "audit: [no-heading, dupliate-announcement]\ntitle: The") == [
            "ex.md:4:21: error: unknown audit rule 'dupliate-announcement' ('axtutor audit --rules' lists them) "
                + "— did you mean 'duplicate-announcement'?",
        ])
    }

    @Test func anAuditRuleOfTheOtherPlatformIsPlaced() {
        #expect(problems(replacing: "title: The", with: "audit: [no-heading, android-name-missing]\ntitle: The") == [
            "ex.md:4:21: error: audit rule 'android-name-missing' reads android screens, and this exercise is ios "
                + "('axtutor audit --rules' lists each rule's platform)",
        ])
        #expect(problems(replacing: "title: The", with: "platform: android\naudit: [label-missing]\ntitle: The") == [
            "ex.md:5:9: error: audit rule 'label-missing' reads ios screens, and this exercise is android "
                + "('axtutor audit --rules' lists each rule's platform)",
        ])
    }

    @Test func missingExpect() {
        #expect(problems(replacing: "```expect", with: "```text") == [
            "ex.md:1:1: error: missing ```expect block: the transcript the fixed screen must produce",
        ])
    }

    @Test func aSecondScreenBlock() {
        #expect(problems(replacing: "```expect", with: "```screen") == [
            "ex.md:15:1: error: a second ```screen block: an exercise has one",
            "ex.md:1:1: error: missing ```expect block: the transcript the fixed screen must produce",
        ])
    }

    @Test func hintsMustBeANumberedListOfOneToThree() {
        #expect(problems(replacing: "1. Headings are a trait.", with: "- Headings are a trait.") == [
            "ex.md:20:1: error: '## Hints' must be followed by a numbered list (1. 2. 3.)",
        ])
        #expect(problems(replacing: "1. Headings are a trait.", with: "1. a\n2. b\n3. c\n4. d") == [
            "ex.md:21:1: error: an exercise gives 1 to 3 hints; this one gives 4",
        ])
        #expect(problems(replacing: "## Hints\n1. Headings are a trait.", with: "") == [
            "ex.md:1:1: error: missing '## Hints' section: a numbered list of 1 to 3 hints",
        ])
    }

    @Test func windowsLineEndingsRead() throws {
        let exercise = try ExerciseReader.read(Self.good.replacingOccurrences(of: "\n", with: "\r\n"), file: "ex.md")
        #expect(exercise.id == "header-missing-trait")
        #expect(exercise.screen.line == 9)
        #expect(exercise.expect.text == "> swipe right\nSettings, heading\n")
    }
}

extension ExerciseReaderTests {
    @Test func absurdMarkdownNestingIsRefused() {
        let quotes = String(repeating: ">", count: 100_000)
        #expect(problems(replacing: "Prose.", with: quotes + " deep") == [
            "ex.md:6:64: error: Markdown nests more than 64 levels deep",
        ])
    }

    @Test func absurdYAMLNestingIsRefused() {
        let brackets = String(repeating: "[", count: 100_000)
        #expect(problems(replacing: "title: The settings", with: "title: \(brackets)") == [
            "ex.md:4:263: error: nesting deeper than 256 levels: exercise front matter may nest lists and mappings at most 256 deep",
        ])
    }
}

extension ExerciseReaderTests {
    @Test func moreThanOneSolutionBlockGivesOtherRightFixes() throws {
        let text = Self.good + "\n\n```solution\ntitle.accessibilityTraits = [.header]\n```\n"
        let exercise = try ExerciseReader.read(text, file: "ex.md")
        #expect(exercise.solution == CodeBlock(text: "title.accessibilityTraits.insert(.header)\n", line: 24))
        #expect(exercise.otherSolutions == [CodeBlock(text: "title.accessibilityTraits = [.header]\n", line: 28)])
        #expect(exercise.solutions.count == 2)
    }
}
