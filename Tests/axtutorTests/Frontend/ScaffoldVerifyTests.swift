import AXModel
import Course
import Foundation
import TestSupport
import Testing
@testable import axtutor

/// A scaffolded pack fails `verify` on each blank, and passes once they are filled.
@Suite struct ScaffoldVerifyTests {
    let folder = NSTemporaryDirectory() + "axtutor-new-" + UUID().uuidString

    /// The problems' lines, without the source excerpts under them (` 3 | …` and its caret).
    func verifyErrors() -> [String] {
        VerifyFrontend.run(course: folder).errors.split(separator: "\n")
            .filter { line in
                // An excerpt line is a gutter (a line number or nothing) then ` | `.
                guard let bar = line.range(of: " | ") else { return true }
                return !line[..<bar.lowerBound].allSatisfy { $0 == " " || $0.isNumber }
            }
            .map { $0.replacingOccurrences(of: folder, with: "NEW") }
    }

    func fill(_ relative: String, _ edit: (String) -> String) throws {
        let path = folder + "/" + relative
        let text = try String(contentsOfFile: path, encoding: .utf8)
        try edit(text).write(toFile: path, atomically: true, encoding: .utf8)
    }

    @Test func scaffoldsFailVerifyUntilFilledThenPass() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(NewFrontend.course(at: folder).exitCode == 0)
        #expect(verifyErrors() == [
            "NEW/course.yaml:3:9: error: blank left to fill in: the course's title",
            "NEW/course.yaml:4:11: error: blank left to fill in: shown once, the first time a learner opens the pack",
            "NEW/course.yaml:5:9: error: blank left to fill in: shown when every exercise is done",
            "NEW/course.yaml:6:10: error: 'lessons' in course.yaml lists no lessons",
        ])
        #expect(NewFrontend.lesson("traits/header", course: folder).exitCode == 0)
        #expect(NewFrontend.exercise(lesson: "traits/header", name: "title-not-heading", course: folder).text
            == "created \(folder)/Exercises/traits/header/01-title-not-heading.md\nnext: fill in its blanks, then run 'axtutor verify --course \(folder)'\n")
        let errors = verifyErrors()
        #expect(errors.count == 14)
        #expect(errors.contains("NEW/Lessons/traits/header.md:3:9: error: blank left to fill in: the lesson's title"))
        #expect(errors.contains("NEW/Exercises/traits/header/01-title-not-heading.md:18:1: error: blank left to fill in: what VoiceOver should say on the fixed screen"))

        try fill("course.yaml") {
            $0.replacingOccurrences(of: "\"FILL IN: the course's title\"", with: "Headings")
                .replacingOccurrences(of: "\"FILL IN: shown once, the first time a learner opens the pack\"", with: "Hello.")
                .replacingOccurrences(of: "\"FILL IN: shown when every exercise is done\"", with: "Done.")
        }
        try fill("Lessons/traits/header.md") { _ in
            "---\nid: traits/header\ntitle: Headings\nkind: trait\n---\nA heading starts a section.\n"
        }
        try fill("Exercises/traits/header/01-title-not-heading.md") { _ in
            try! String(contentsOfFile: TestPack.original + "/Exercises/traits/header/01-missing-trait.md", encoding: .utf8)
                .replacingOccurrences(of: "id: header-missing-trait", with: "id: title-not-heading")
        }
        #expect(verifyErrors() == [])
        #expect(VerifyFrontend.run(course: folder).exitCode == 0)
    }
}
