import AXModel
import Testing
@testable import Course

@Suite struct FrontendTests {
    @Test func listShowsLessonsAndExercisesInCourseOrder() {
        let output = ListFrontend.run(course: TestPack.original, plain: true)
        #expect(output.exitCode == 0)
        #expect(output.text == """
            Fixture course

            traits/header            Headings (trait)
              header-missing-trait   The settings title is not a heading
            controls/switch          Switches (control)
              switch-duplicate-name  The theme switch says its name twice
              switch-unlabelled      The Wi-Fi switch has no name

            """)
    }

    @Test func listOfABrokenPackFails() throws {
        let pack = try TestPack()
        defer { pack.cleanUp() }
        try pack.replace("course.yaml", "title:", with: "titel:")
        let output = ListFrontend.run(course: pack.root, plain: true)
        #expect(output.exitCode == 65)
        #expect(output.errors.hasSuffix("course.yaml:3:1: error: unknown key 'titel' in course.yaml — did you mean 'title'?\n"
            + pack.root + "/course.yaml:1:1: error: course.yaml is missing 'title'\n"))
    }

    @Test func lessonByID() {
        let output = LessonFrontend.run(id: "controls/switch", course: TestPack.original, width: 80, plain: true)
        #expect(output == CommandOutput(text: """
            Switches

            A switch is read as its label, switch button, and on or off.

            """))
    }

    @Test func anUnknownLessonSuggestsANearMiss() {
        let output = LessonFrontend.run(id: "controls/swich", course: TestPack.original, width: 80, plain: true)
        #expect(output == CommandOutput(
            errors: "error: no lesson 'controls/swich' in this course — did you mean 'controls/switch'?\n", exitCode: 66))
    }

    @Test func locatorOrder() throws {
        let packs: Set<String> = ["/usr/share/axtutor", "/src/repo"]
        let isPack = { (path: String) in packs.contains(path) }
        #expect(try CourseLocator.locate(option: "x", environment: ["AXTUTOR_COURSE": "y"],
                                         executable: "/usr/bin/axtutor", isPack: isPack) == "x")
        #expect(try CourseLocator.locate(option: nil, environment: ["AXTUTOR_COURSE": "y"],
                                         executable: "/usr/bin/axtutor", isPack: isPack) == "y")
        #expect(try CourseLocator.locate(option: nil, environment: [:],
                                         executable: "/usr/bin/axtutor", isPack: isPack) == "/usr/share/axtutor")
        #expect(try CourseLocator.locate(option: nil, environment: [:],
                                         executable: "/src/repo/.build/debug/axtutor", isPack: isPack) == "/src/repo")
        #expect(throws: Diagnostic(message: "no course pack found: pass --course DIR or set AXTUTOR_COURSE", exitCode: 66)) {
            try CourseLocator.locate(option: nil, environment: [:], executable: "/opt/axtutor", isPack: isPack)
        }
    }
}
