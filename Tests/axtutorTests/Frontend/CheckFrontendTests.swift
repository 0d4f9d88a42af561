import AXModel
import Course
import Presentation
import TestSupport
import Testing
import Tutor
@testable import axtutor

@Suite struct CheckFrontendTests {
    func check(_ fix: String, exercise: String = "switch-unlabelled", json: Bool = false) -> CommandOutput {
        CheckFrontend.run(exercise: exercise, fix: fix, fixName: "fix.swift", course: TestPack.original,
                          json: json, plain: true)
    }

    @Test func aRightFixPasses() {
        let passed = check("wifi.accessibilityLabel = \"wi-fi\"\n")
        #expect(passed.exitCode == 0)
        #expect(passed.text.hasPrefix("""
            switch-unlabelled: passed (1 of 1 expected lines heard)
            > swipe right
              match expected: Wi-Fi, switch button, on
                    heard:    wi-fi, switch button, on

            audit: no rule may fire on your screen
              pass  no rule fired

            Why this works:
              - wifi's name
            """))
        // A pass shows the app code too, as the tutor's own check does; a failure does not.
        #expect(passed.text.contains("In a UIKit app:\n  wifi.accessibilityLabel = \"wi-fi\""))
        #expect(!check("wifi.accessibilityLabel = \"Network\"\n").text.contains("Why this works"))
    }

    @Test func aWrongFixFailsWithWhatWasHeard() {
        #expect(check("wifi.accessibilityLabel = \"Network\"\n") == CommandOutput(text: """
            switch-unlabelled: not yet (0 of 1 expected lines heard)
            > swipe right
              wrong expected: Wi-Fi, switch button, on
                    heard:    Network, switch button, on

            audit: no rule may fire on your screen
              pass  no rule fired

            """, exitCode: 1))
    }

    @Test func hintsAreComparedUnlessTurnedOff() {
        let output = check("row.isAccessibilityElement = true\nrow.accessibilityLabel = \"Dark Theme\"\n",
                           exercise: "switch-duplicate-name")
        #expect(output.exitCode == 1)
        #expect(output.text.contains("  wrong expected: hint: Double tap to toggle setting.\n"))
    }

    @Test func theSolutionOfEachFixtureExercisePasses() throws {
        let pack = try CourseLoader.load(from: TestPack.original)
        for exercise in pack.exercises {
            #expect(check(exercise.solution.text, exercise: exercise.id).exitCode == 0, "\(exercise.id)")
        }
    }

    @Test func aBadStatementIsLocatedWithAnExcerpt() {
        #expect(check("wifi.accessibilityLabel = \"Wi-Fi\"\nwifi.accessibilityTraits.insert(.heading)\n") == CommandOutput(errors: """
            fix.swift:2:33: error: unknown trait '.heading' — did you mean '.header'?
               2 | wifi.accessibilityTraits.insert(.heading)
                 |                                 ^

            """, exitCode: 65))
    }

    @Test func anUnknownExercise() {
        #expect(check("", exercise: "switch-unlabeled") == CommandOutput(
            errors: "error: no exercise 'switch-unlabeled' in this course — did you mean 'switch-unlabelled'?\n", exitCode: 66))
    }

    @Test func aMissingFixFile() {
        #expect(CheckFrontend.run(exercise: "switch-unlabelled", fixFile: "/nonexistent/fix.swift",
                                  course: TestPack.original, json: false, plain: true)
            == CommandOutput(errors: "/nonexistent/fix.swift: error: no such file\n", exitCode: 66))
    }

    @Test func json() {
        let output = check("wifi.accessibilityLabel = \"Wi-Fi\"\n", json: true)
        #expect(output.exitCode == 0)
        #expect(output.text.contains("\"passed\" : true"))
    }

    @Test func aFixFromADeviceIsRead() {
        let output = CheckFrontend.run(exercise: "switch-unlabelled", fixFile: "/dev/null",
                                       course: TestPack.original, json: false, plain: true)
        #expect(output.exitCode == 1)
        #expect(output.text.hasPrefix("switch-unlabelled: not yet (0 of 1 expected lines heard, 1 audit finding)\n"))
    }

    @Test func aFixThatSoundsRightButFailsTheAuditIsNotYet() throws {
        let pack = try TestPack()
        try pack.write("Exercises/controls/switch/03-state.md", """
            ---
            id: switch-state
            lesson: controls/switch
            title: The Wi-Fi switch says on in its name
            audit: [label-punctuation, label-missing]
            ---
            The label says the state.

            ```screen
            elements:
              - id: wifi
                type: UISwitch
                isOn: true
                accessibilityLabel: Wi-Fi on
            ```

            ```expect
            > swipe right
            Wi-Fi, switch button, on
            hint: Double tap to toggle setting.
            ```

            ## Hints
            1. The switch says on by itself.

            ```solution
            wifi.accessibilityLabel = "Wi-Fi"
            ```

            """)
        let output = CheckFrontend.run(exercise: "switch-state", fix: "wifi.accessibilityLabel = \"Wi-Fi.\"\n",
                                       fixName: "fix.swift", course: pack.root, json: false, plain: true)
        #expect(output == CommandOutput(text: """
            switch-state: not yet (2 of 2 expected lines heard, 1 audit finding)
            > swipe right
              match expected: Wi-Fi, switch button, on
                    heard:    Wi-Fi., switch button, on
              match expected: hint: Double tap to toggle setting.
                    heard:    hint: Double tap to toggle setting.

            audit: these rules must not fire on your screen
              fail  label-punctuation fired
                    the label 'Wi-Fi.' of the switch 'wifi' ends in a period: VoiceOver
                    pauses there as at the end of a sentence before it says the role. A
                    control's name is a name, not a sentence: wifi.accessibilityLabel =
                    "Wi-Fi" (lesson: concepts/name-role-value)
              pass  label-missing did not fire

            """, exitCode: 1))
        let json = CheckFrontend.run(exercise: "switch-state", fix: "wifi.accessibilityLabel = \"Wi-Fi.\"\n",
                                     fixName: "fix.swift", course: pack.root, json: true, plain: true)
        #expect(json.text.contains("\"rule\" : \"label-punctuation\""))
        #expect(json.text.contains("\"passed\" : false"))
    }
}

/// `axtutor check` and the tutor's `check` say a grade in the same words, from one renderer.
@Suite struct CheckAndTutorGradeTests {
    @Test func checkPrintsTheGradeInTheTutorsWords() throws {
        let pack = try CourseLoader.load(from: TestPack.original)
        let index = try #require(pack.exercises.firstIndex { $0.id == "switch-unlabelled" })
        for fix in ["wifi.accessibilityLabel = \"Network\"", "wifi.accessibilityLabel = \"Wi-Fi\""] {
            var session = Session(pack: pack, index: index)
            _ = session.handle(line: fix)
            let graded = try #require(session.handle(line: "check").first)
            let tutor = SessionRenderer(style: TextStyle(width: 80, plain: true)).render(graded)
                .split(separator: "\n", omittingEmptySubsequences: false)
            let command = CheckFrontend.run(exercise: "switch-unlabelled", fix: fix + "\n", fixName: "fix.swift",
                                            course: TestPack.original, json: false, plain: true).text
                .split(separator: "\n", omittingEmptySubsequences: false)
            // The verdict line names the exercise instead of "check"; every other line is the same.
            #expect(command.first.map(String.init) == tutor.first.map { "switch-unlabelled" + $0.dropFirst("check".count) })
            // A pass goes on with why it works, which the tutor says as an event of its own.
            #expect(Array(command.dropFirst().prefix(tutor.count - 1)) == Array(tutor.dropFirst()))
        }
    }
}
