import AXModel
import Testing
@testable import Course

@Suite struct FrontendTests {
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
