import AXModel
import Course
import Foundation
import TestSupport
import Testing
@testable import axtutor
import Presentation

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
            errors: "\(folder)/Exercises/controls/switch/02-two.md: error: an exercise named 'two' already exists in "
                + "controls/switch; not overwritten: give the new one another name (as in 'two-2'), or edit that file\n",
            exitCode: 73))
    }

    @Test func badNamesAreRefused() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = NewFrontend.course(at: folder)
        #expect(NewFrontend.lesson("../escape", course: folder) == CommandOutput(
            errors: "error: lesson id '../escape' leads outside the course pack: use '<area>/<slug>'\n", exitCode: 65))
        #expect(NewFrontend.exercise(lesson: "traits/header", name: "x", course: folder) == CommandOutput(
            errors: "\(folder)/Lessons/traits/header.md: error: no such lesson in this course: create it first with 'axtutor new lesson traits/header --course \(folder)'\n", exitCode: 66))
        #expect(NewFrontend.course(at: folder).exitCode == 73)
    }

    @Test func addingALessonToEitherListShape() {
        #expect(Scaffold.addingLesson("b/c", to: "id: x\nlessons: []\n") == "id: x\nlessons: [b/c]\n")
        #expect(Scaffold.addingLesson("b/c", to: "lessons: [a/b]\n") == "lessons: [a/b, b/c]\n")
        #expect(Scaffold.addingLesson("b/c", to: "lessons:\n    - a/b\nfinal: x\n") == "lessons:\n    - a/b\n    - b/c\nfinal: x\n")
        #expect(Scaffold.addingLesson("b/c", to: "lessons: a/b\n") == nil)
    }

    @Test func aLessonAlreadyListedIsNotAddedTwice() throws {
        #expect(Scaffold.addingLesson("b/c", to: "lessons: [a/b, \"b/c\"]\n") == "lessons: [a/b, \"b/c\"]\n")
        #expect(Scaffold.addingLesson("b/c", to: "lessons:\n  - b/c  # later\n  - a/b\n") == "lessons:\n  - b/c  # later\n  - a/b\n")
        #expect(Scaffold.lists("b/c", in: "lessons:\n  - a/b\nfinal: b/c\n") == false)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = NewFrontend.course(at: folder)
        try "format_version: 1\nid: p\ntitle: P\nwelcome: W\nfinal: F\nlessons:\n  - controls/switch\n"
            .write(toFile: folder + "/course.yaml", atomically: true, encoding: .utf8)
        let made = NewFrontend.lesson("controls/switch", course: folder)
        #expect(made.text == """
            created \(folder)/Lessons/controls/switch.md; 'controls/switch' was already in the lessons in \(folder)/course.yaml
            next: fill in its blanks, then add an exercise with 'axtutor new exercise controls/switch NAME --course \(folder)'

            """)
        #expect(try String(contentsOfFile: folder + "/course.yaml", encoding: .utf8).components(separatedBy: "controls/switch").count == 2)
    }

    @Test func aLessonTalksOfThePlatformItIsFor() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = NewFrontend.course(at: folder)
        _ = NewFrontend.lesson("concepts/live-regions", course: folder, platform: .android)
        _ = NewFrontend.lesson("concepts/focus", course: folder)
        #expect(try String(contentsOfFile: folder + "/Lessons/concepts/live-regions.md", encoding: .utf8)
            .contains("why a TalkBack user cares.\n\n## What TalkBack does"))
        #expect(try String(contentsOfFile: folder + "/Lessons/concepts/focus.md", encoding: .utf8)
            .contains("why a VoiceOver user cares.\n\n## What VoiceOver does"))
    }

    @Test func anAndroidLessonGetsAnAndroidScaffoldThatVerifiesOnceFilled() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = NewFrontend.course(at: folder)
        try "format_version: 1\nid: p\ntitle: P\nwelcome: W\nfinal: F\nlessons: []\n"
            .write(toFile: folder + "/course.yaml", atomically: true, encoding: .utf8)
        _ = NewFrontend.lesson("android/headings", course: folder)
        #expect(NewFrontend.exercise(lesson: "android/headings", name: "title", course: folder).exitCode == 0)
        let path = folder + "/Exercises/android/headings/01-title.md"
        var text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains("title: \"FILL IN: what is wrong, in a few words\"\nplatform: android\n---"))
        #expect(text.contains("```screen\n# FILL IN: the broken screen; this one is an example to replace.\nplatform: android\n"))
        for (blank, filled) in [
            ("FILL IN: what is wrong, in a few words", "A title that is not a heading"),
            ("FILL IN: the situation, what a TalkBack user hears today, and what is wrong.", "The title is plain text."),
            ("# FILL IN: the broken screen; this one is an example to replace.\n", ""),
            ("FILL IN: what TalkBack should say on the fixed screen", "Settings, Heading"),
            ("FILL IN: a first nudge", "It starts a section."), ("FILL IN: closer", "A View attribute."),
            ("FILL IN: almost the answer", "`titleLabel.isAccessibilityHeading = true`"),
            ("FILL IN: the Kotlin or Java statements that fix the screen", "titleLabel.isAccessibilityHeading = true"),
        ] {
            text = text.replacingOccurrences(of: blank, with: filled)
        }
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let lesson = folder + "/Lessons/android/headings.md"
        var lessonText = try String(contentsOfFile: lesson, encoding: .utf8)
        #expect(lessonText.contains("## What TalkBack does") && !lessonText.contains("VoiceOver"))
        for blank in ["FILL IN: the lesson's title", "FILL IN: two to four sentences: what it is for, and why a TalkBack user cares.",
                      "FILL IN: what is spoken on focus and in what order, and what is not spoken.",
                      "  # FILL IN: trait, control or concept, then delete this comment"] {
            lessonText = lessonText.replacingOccurrences(of: blank, with: blank.hasPrefix("  #") ? "" : "Headings")
        }
        try lessonText.write(toFile: lesson, atomically: true, encoding: .utf8)
        let verified = VerifyFrontend.run(course: folder)
        #expect(verified.errors == "")
        #expect(verified.exitCode == 0)
        #expect(NewFrontend.exercise(lesson: "android/headings", name: "from-swift", course: folder,
                                     from: "View.swift", platform: .android).exitCode == 64)
    }
}
