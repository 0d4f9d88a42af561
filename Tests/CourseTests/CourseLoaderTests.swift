import AXModel
import Foundation
import TestSupport
import Testing
@testable import Course

@Suite struct CourseLoaderTests {
    @Test func loadsTheFixturePackInCourseOrder() throws {
        let pack = try CourseLoader.load(from: TestPack.original)
        #expect(pack.manifest.id == "fixture-course")
        #expect(pack.manifest.title == "Fixture course")
        #expect(pack.lessons.map(\.id) == ["traits/header", "controls/switch"])
        #expect(pack.lessons.map(\.kind) == [.trait, .control])
        #expect(pack.exercises.map(\.id) == ["header-missing-trait", "switch-duplicate-name", "switch-unlabelled"])
        let unlabelled = try #require(pack.exercise("switch-unlabelled"))
        #expect(unlabelled.compareHints == false)
        #expect(unlabelled.audit == .clean)
        #expect(unlabelled.hints.map(\.text) == ["Give the switch the name a sighted user reads from the icon."])
        let duplicate = try #require(pack.exercise("switch-duplicate-name"))
        #expect(duplicate.screen.line == 14)
        #expect(duplicate.screen.text.hasPrefix("elements:\n  - id: title\n"))
        #expect(duplicate.expect.line == 33)
        #expect(duplicate.hints.map(\.number) == [1, 2, 3])
        #expect(duplicate.hints[1].text == "Make `row` the accessibility element and give it the switch's name.")
        #expect(duplicate.solution.text.hasPrefix("row.isAccessibilityElement = true\n"))
        #expect(duplicate.prose.count == 1)
    }

    @Test func aMissingFolderIsReported() {
        let problems = CourseLoader.scan(from: "/nonexistent/pack").problems
        #expect(problems.map(\.rendered) == ["/nonexistent/pack: error: no such folder"])
        #expect(problems.first?.exitCode == 66)
    }

    @Test func aFolderWithoutCourseYAMLIsNotAPack() throws {
        let pack = try TestPack()
        defer { pack.cleanUp() }
        try pack.remove("course.yaml")
        #expect(pack.problems() == ["PACK/course.yaml: error: not a course pack: the folder has no course.yaml"])
    }

    @Test func loadThrowsEveryProblemAndNoPack() throws {
        let pack = try TestPack()
        defer { pack.cleanUp() }
        try pack.replace("Lessons/controls/switch.md", "kind: control", with: "kind: contrl")
        try pack.replace("Exercises/traits/header/01-missing-trait.md", "title:", with: "titel:")
        do {
            _ = try CourseLoader.load(from: pack.root)
            Issue.record("a broken pack loaded")
        } catch let error as Diagnostics {
            #expect(error.items.count == 3)
        }
    }

    @Test func aFileFromTheFutureFormatIsRefused() throws {
        let pack = try TestPack()
        defer { pack.cleanUp() }
        try pack.write("course.yaml", "format_version: 2\nid: x\nnew_key: 1\n")
        #expect(pack.problems() == [
            "PACK/course.yaml:1:17: error: format_version 2 is newer than this axtutor reads (1): update axtutor",
        ])
    }

    @Test func nonUTF8FilesAreLocated() throws {
        let pack = try TestPack()
        defer { pack.cleanUp() }
        var bytes = Array("---\nid: traits/header\ntitle: Caf".utf8)
        bytes += [0xE9, 0x0A]
        try Data(bytes).write(to: URL(fileURLWithPath: pack.path("Lessons/traits/header.md")))
        #expect(pack.problems() == [
            "PACK/Lessons/traits/header.md:3:11: error: the file is not UTF-8 text: byte 0xE9 cannot start or continue a character; save it as UTF-8",
        ])
    }

    @Test func aHugeFileIsRefusedBeforeItIsRead() throws {
        let pack = try TestPack()
        defer { pack.cleanUp() }
        let path = pack.path("Exercises/traits/header/01-missing-trait.md")
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: 50 * 1024 * 1024)
        try handle.close()
        #expect(pack.problems() == [
            "PACK/Exercises/traits/header/01-missing-trait.md:1:1: error: the file is 50.0 MB: a course file may be at most 1.0 MB",
        ])
    }

    @Test func aSymbolicLinkOutOfThePackIsRefused() throws {
        let pack = try TestPack()
        defer { pack.cleanUp() }
        try pack.remove("Lessons/controls/switch.md")
        try FileManager.default.createSymbolicLink(atPath: pack.path("Lessons/controls/switch.md"),
                                                   withDestinationPath: "/etc/hostname")
        #expect(pack.problems() == [
            "PACK/Lessons/controls/switch.md:1:1: error: symbolic link leads outside the course pack (to /etc/hostname); refused",
        ])
    }

    @Test func aLessonIDWithDotDotIsRefused() throws {
        let pack = try TestPack()
        defer { pack.cleanUp() }
        try pack.replace("course.yaml", "[traits/header, controls/switch]",
                         with: "[traits/header, controls/switch, ../../etc]")
        #expect(pack.problems() == [
            "PACK/course.yaml:6:43: error: lesson id '../../etc' leads outside the course pack: use '<area>/<slug>'",
        ])
    }

    @Test func strayFilesAreReported() throws {
        let pack = try TestPack()
        defer { pack.cleanUp() }
        try pack.write("Lessons/controls/notes.txt", "x")
        try pack.write("Exercises/controls/switch/draft.md", "x")
        try pack.write("Exercises/readme.md", "x")
        #expect(pack.problems() == [
            "PACK/Lessons/controls/notes.txt:1:1: error: stray file: lessons are Lessons/<area>/<slug>.md",
            "PACK/Exercises/controls/switch/draft.md:1:1: error: stray file: exercises are Exercises/<area>/<slug>/NN-name.md",
            "PACK/Exercises/readme.md:1:1: error: stray file: exercises are Exercises/<area>/<slug>/NN-name.md",
        ])
    }

    @Test func lessonsMustBeListedAndListedLessonsMustExist() throws {
        let pack = try TestPack()
        defer { pack.cleanUp() }
        try pack.replace("course.yaml", "[traits/header, controls/switch]", with: "[traits/headers]")
        #expect(pack.problems() == [
            "PACK/course.yaml:6:11: error: lesson 'traits/headers' is listed but Lessons/traits/headers.md does not exist — did you mean 'traits/header'?",
            "PACK/Lessons/controls/switch.md:1:1: error: lesson 'controls/switch' is not listed in course.yaml 'lessons'",
            "PACK/Lessons/traits/header.md:1:1: error: lesson 'traits/header' is not listed in course.yaml 'lessons'",
        ])
    }

    @Test func anExerciseFolderNeedsItsLesson() throws {
        let pack = try TestPack()
        defer { pack.cleanUp() }
        try pack.write("Exercises/controls/slider/01-x.md", try pack.read("Exercises/controls/switch/02-unlabelled.md")
            .replacingOccurrences(of: "id: switch-unlabelled\nlesson: controls/switch", with: "id: slider-x\nlesson: controls/slider"))
        #expect(pack.problems() == [
            "PACK/Exercises/controls/slider: error: exercise folder has no lesson: add Lessons/controls/slider.md",
        ])
    }

    @Test func exerciseIDsAreUnique() throws {
        let pack = try TestPack()
        defer { pack.cleanUp() }
        try pack.replace("Exercises/controls/switch/02-unlabelled.md", "id: switch-unlabelled",
                         with: "id: header-missing-trait")
        #expect(pack.problems() == [
            "PACK/Exercises/controls/switch/02-unlabelled.md:2:5: error: exercise id 'header-missing-trait' is already used by PACK/Exercises/traits/header/01-missing-trait.md",
        ])
    }

    @Test func anExerciseInTheWrongLessonFolderIsReported() throws {
        let pack = try TestPack()
        defer { pack.cleanUp() }
        try pack.replace("Exercises/controls/switch/02-unlabelled.md", "lesson: controls/switch",
                         with: "lesson: traits/header")
        #expect(pack.problems() == [
            "PACK/Exercises/controls/switch/02-unlabelled.md:3:9: error: exercise is in the folder of lesson 'controls/switch' but names lesson 'traits/header'",
        ])
    }
}

extension CourseLoaderTests {
    @Test func aFIFOIsRefusedWithoutBlocking() throws {
        let pack = try TestPack()
        defer { pack.cleanUp() }
        try pack.remove("Lessons/controls/switch.md")
        #expect(mkfifo(pack.path("Lessons/controls/switch.md"), 0o600) == 0)
        #expect(pack.problems() == ["PACK/Lessons/controls/switch.md: error: is not a regular file"])
    }

    @Test func aSymbolicLinkInsideThePackIsFollowed() throws {
        let pack = try TestPack()
        defer { pack.cleanUp() }
        try FileManager.default.moveItem(atPath: pack.path("Lessons/controls/switch.md"), toPath: pack.path("switch.md"))
        try FileManager.default.createSymbolicLink(atPath: pack.path("Lessons/controls/switch.md"),
                                                   withDestinationPath: "../../switch.md")
        #expect(pack.problems() == [])
    }
}
