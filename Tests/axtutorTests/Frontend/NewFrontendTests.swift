import AXModel
import Course
import Foundation
import TestSupport
import Testing
@testable import axtutor

@Suite struct NewFrontendTests {
    let folder = NSTemporaryDirectory() + "axtutor-new-" + UUID().uuidString

    @Test func aSecondExerciseIsNumberedNext() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = NewFrontend.course(at: folder)
        _ = NewFrontend.lesson("controls/switch", course: folder)
        _ = NewFrontend.exercise(lesson: "controls/switch", name: "one", course: folder)
        #expect(NewFrontend.exercise(lesson: "controls/switch", name: "two", course: folder).exitCode == 0)
        #expect(CourseLoader.fileNames(in: folder + "/Exercises/controls/switch") == ["01-one.md", "02-two.md"])
        #expect(NewFrontend.exercise(lesson: "controls/switch", name: "two", course: folder) == CommandOutput(
            errors: "\(folder)/Exercises/controls/switch/02-two.md: error: already exists; not overwritten\n", exitCode: 73))
    }

    @Test func badNamesAreRefused() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = NewFrontend.course(at: folder)
        #expect(NewFrontend.lesson("../escape", course: folder) == CommandOutput(
            errors: "error: lesson id '../escape' leads outside the course pack: use '<area>/<slug>'\n", exitCode: 65))
        #expect(NewFrontend.exercise(lesson: "traits/header", name: "x", course: folder) == CommandOutput(
            errors: "\(folder)/Lessons/traits/header.md: error: no such lesson: create it first with 'axtutor new lesson traits/header'\n", exitCode: 66))
        #expect(NewFrontend.course(at: folder).exitCode == 73)
    }

    @Test func addingALessonToEitherListShape() {
        #expect(Scaffold.addingLesson("b/c", to: "id: x\nlessons: []\n") == "id: x\nlessons: [b/c]\n")
        #expect(Scaffold.addingLesson("b/c", to: "lessons: [a/b]\n") == "lessons: [a/b, b/c]\n")
        #expect(Scaffold.addingLesson("b/c", to: "lessons:\n    - a/b\nfinal: x\n") == "lessons:\n    - a/b\n    - b/c\nfinal: x\n")
        #expect(Scaffold.addingLesson("b/c", to: "lessons: a/b\n") == nil)
    }
}
