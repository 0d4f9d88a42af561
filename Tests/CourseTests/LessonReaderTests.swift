import AXModel
import Testing
@testable import Course

@Suite struct LessonReaderTests {
    func problems(_ text: String, expectedID: String = "controls/switch") -> [String] {
        do {
            _ = try LessonReader.read(text, file: "switch.md", expectedID: expectedID)
            return []
        } catch let error as Diagnostics {
            return error.items.map(\.rendered)
        } catch {
            return ["\(error)"]
        }
    }

    @Test func readsALesson() throws {
        let lesson = try LessonReader.read("---\nid: controls/switch\ntitle: Switches\nkind: control\n---\n# Switches\n\nText.\n",
                                           file: "switch.md", expectedID: "controls/switch")
        #expect(lesson.title == "Switches")
        #expect(lesson.kind == .control)
        #expect(lesson.body.children.map(\.line) == [6, 8])
    }

    @Test func theIDMustMatchThePath() {
        #expect(problems("---\nid: controls/toggle\ntitle: Switches\nkind: control\n---\n") == [
            "switch.md:2:5: error: lesson id 'controls/toggle' does not match its file switch.md: use 'controls/switch'",
        ])
    }

    @Test func anUnknownKindSuggestsOne() {
        #expect(problems("---\nid: controls/switch\ntitle: Switches\nkind: controls\n---\n") == [
            "switch.md:4:7: error: unknown lesson kind 'controls': use trait, control, concept — did you mean 'control'?",
        ])
    }

    @Test func missingKeys() {
        #expect(problems("---\nid: controls/switch\n---\n") == [
            "switch.md:2:1: error: lesson front matter is missing 'title'",
            "switch.md:2:1: error: lesson front matter is missing 'kind'",
        ])
    }

    @Test func textMustBeText() {
        #expect(problems("---\nid: controls/switch\ntitle: [a, b]\nkind: control\n---\n") == [
            "switch.md:3:8: error: 'title' in lesson front matter must be text",
        ])
    }

    @Test func duplicateKeys() {
        #expect(problems("---\nid: controls/switch\ntitle: A\ntitle: B\nkind: control\n---\n").count == 1)
    }
}
