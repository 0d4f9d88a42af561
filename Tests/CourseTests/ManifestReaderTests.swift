import AXModel
import Testing
@testable import Course

@Suite struct ManifestReaderTests {
    func problems(_ text: String) -> [String] {
        do {
            _ = try ManifestReader.read(text, file: "course.yaml")
            return []
        } catch let error as Diagnostics {
            return error.items.map(\.rendered)
        } catch {
            return ["\(error)"]
        }
    }

    @Test func readsAManifest() throws {
        let manifest = try ManifestReader.read("""
            format_version: 1
            id: drills
            title: Drills
            welcome: Hello.
            final: Done.
            lessons: [traits/header, controls/text-field]
            """, file: "course.yaml")
        #expect(manifest.lessons == ["traits/header", "controls/text-field"])
        #expect(manifest.lessonLocations == [SourceLocation(line: 6, column: 11), SourceLocation(line: 6, column: 26)])
    }

    @Test func reportsEveryProblemAtOnce() {
        #expect(problems("""
            format_version: 0
            id: my drills
            titel: Drills
            lessons: [header, traits/header, traits/header]
            """) == [
            "course.yaml:3:1: error: unknown key 'titel' in course.yaml — did you mean 'title'?",
            "course.yaml:1:17: error: format_version 0 is not one this axtutor reads: use 1",
            "course.yaml:2:5: error: course id 'my drills' may only hold letters, digits, '-' and '_'",
            "course.yaml:1:1: error: course.yaml is missing 'title'",
            "course.yaml:1:1: error: course.yaml is missing 'welcome'",
            "course.yaml:1:1: error: course.yaml is missing 'final'",
            "course.yaml:4:11: error: lesson id 'header' must be '<area>/<slug>' (letters, digits, '-' and '_'), like 'controls/switch'",
            "course.yaml:4:34: error: lesson 'traits/header' is listed twice in course.yaml",
        ])
    }

    @Test func notAMapping() {
        #expect(problems("- a\n- b\n") == ["course.yaml:1:1: error: course.yaml must be a YAML mapping of keys to values"])
    }
}

extension ManifestReaderTests {
    @Test func brokenYAMLIsLocated() {
        #expect(problems("format_version: 1\nid: x\ntitle: \"unclosed\n") == [
            "course.yaml:4:1: error: invalid YAML: found unexpected end of stream (while scanning a quoted scalar on line 3)",
        ])
    }
}
