import AXModel
import Course
import TestSupport
import Testing
@testable import axtutor
import Presentation

/// `axtutor lesson` below the command line.
@Suite struct LessonFrontendTests {
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
}
