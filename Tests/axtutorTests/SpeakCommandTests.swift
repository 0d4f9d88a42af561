import AXModel
import Testing
import Foundation

/// End-to-end runs of the built `axtutor speak`.
@Suite struct SpeakCommandTests {
    let darkTheme = AxtutorBinary.packageRoot.appendingPathComponent("Examples/dark-theme.yaml").path

    @Test func speaksEveryStopWithItsHint() throws {
        let run = try AxtutorBinary.run(["speak", darkTheme])
        #expect(run.status == 0)
        #expect(run.stdout == """
            Settings, heading
            Dark Theme
            Dark Theme, switch button, off
            hint: Double tap to toggle setting.

            """)
        #expect(run.stderr.isEmpty)
    }

    @Test func jsonHasIdSpeechAndHintOrNull() throws {
        let run = try AxtutorBinary.run(["speak", darkTheme, "--json"])
        #expect(run.status == 0)
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
        #expect(objects.map { $0["id"] as? String } == ["title", "caption", "themeSwitch"])
        #expect(objects.map { $0["speech"] as? String } == ["Settings, heading", "Dark Theme", "Dark Theme, switch button, off"])
        #expect(objects[0]["hint"] is NSNull)
        #expect(objects[2]["hint"] as? String == "Double tap to toggle setting.")
    }

    @Test func gesturesPrintTheTranscript() throws {
        let run = try AxtutorBinary.run(["speak", darkTheme, "--gestures", "swipe right; swipe right; swipe right; double tap"])
        #expect(run.status == 0)
        #expect(run.stdout == """
            > swipe right
            Settings, heading
            > swipe right
            Dark Theme
            > swipe right
            Dark Theme, switch button, off
            hint: Double tap to toggle setting.
            > double tap
            on

            """)
    }

    @Test func speaksAStepperDecrementThenIncrement() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("speak-stepper-\(UUID()).yaml")
        try "elements:\n  - id: copies\n    type: UIStepper\n    value: 1\n    minimumValue: 1\n"
            .write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let run = try AxtutorBinary.run(["speak", file.path])
        #expect(run.status == 0)
        #expect(run.stdout == "Decrement, dimmed, button\nIncrement, button\n")
        let json = try AxtutorBinary.run(["speak", file.path, "--json"])
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(objects.map { $0["id"] as? String } == ["copies.decrement", "copies.increment"])
    }

    /// A screen with nothing to read prints no blank line; a note on standard error says why.
    @Test func aScreenWithNoStopsSaysSo() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("speak-empty-\(UUID()).yaml")
        try "elements: []\n".write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let run = try AxtutorBinary.run(["speak", file.path])
        #expect(run.status == 0 && run.stdout.isEmpty)
        #expect(run.stderr == "\(file.path): note: the screen has no focus stops: a screen reader reads nothing on it\n")
        let json = try AxtutorBinary.run(["speak", file.path, "--json"]).stdout
        #expect((try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [Any])?.isEmpty == true)
    }

    /// The screen may come from standard input, as `audit`'s may; a stop that says nothing is said
    /// so in words (an instructor missed the blank line).
    @Test func aScreenFromStandardInputAndASilentStop() throws {
        let screen = "elements:\n  - {id: amount, type: UIView, isAccessibilityElement: true}\n  - {id: t, type: UILabel, text: Hi}\n"
        let run = try AxtutorBinary.run(["speak", "-"], stdin: screen)
        #expect(run.status == 0)
        #expect(run.stdout == "(a stop where nothing is said)\nHi\n")
        let json = try AxtutorBinary.run(["speak", "-", "--json"], stdin: screen).stdout
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        #expect(objects.first?["speech"] as? String == "")
        let both = try AxtutorBinary.run(["speak", "-", "--fix", "-"], stdin: screen)
        #expect(both.status == 64)
        #expect(both.stderr.hasPrefix("Error: standard input holds one thing: give the screen or the fix statements as a file"))
    }

    @Test func gesturesAsJSON() throws {
        let run = try AxtutorBinary.run(["speak", darkTheme, "--json", "--gestures", "swipe right"])
        #expect(run.status == 0)
        let steps = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
        #expect(steps.first?["gesture"] as? String == "swipe right")
        #expect((steps.first?["lines"] as? [[String: String]]) == [["speech": "Settings, heading"]])
    }

    @Test func unknownGestureIsBadDataWithASuggestion() throws {
        let run = try AxtutorBinary.run(["speak", darkTheme, "--gestures", "swipe rigth"])
        #expect(run.status == 65)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == "--gestures: error: unknown gesture 'swipe rigth' — did you mean 'swipe right'?\n")
    }

    @Test func missingFileIsExit66() throws {
        let run = try AxtutorBinary.run(["speak", "/nonexistent/screen.yaml"])
        #expect(run.status == 66)
        #expect(run.stderr.hasPrefix("/nonexistent/screen.yaml"))
    }

    @Test func badScreenIsExit65WithItsPlace() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("axtutor-bad-\(UUID().uuidString).yaml")
        try "elements:\n  - id: a\n    type: UIButon\n".write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let run = try AxtutorBinary.run(["speak", file.path])
        #expect(run.status == 65)
        #expect(run.stderr == """
            \(file.path):3:11: error: unknown type 'UIButon': \(ElementType.listed(on: .ios)) — did you mean 'UIButton'?
               3 |     type: UIButon
                 |           ^

            """)
    }

    @Test func unknownReaderIsAUsageError() throws {
        let run = try AxtutorBinary.run(["speak", darkTheme, "--reader", "jaws"])
        #expect(run.status == 64)
        #expect(run.stderr.contains("jaws"))
    }

    @Test func helpGoesToStandardOutput() throws {
        let run = try AxtutorBinary.run(["speak", "--help"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("--gestures"))
    }

    @Test func aFileThatIsNotAScreenIsNotQuoted() throws {
        // As root, `speak /etc/shadow` printed a line of it under the error.
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("not-a-screen-\(UUID())")
        try "root:$6$salt$secrethash:19000:0:99999:7:::\nbin:*:19000:0:99999:7:::\n"
            .write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let run = try AxtutorBinary.run(["speak", file.path])
        #expect(run.status == 65)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == "\(file.path):1:1: error: not a screen: there is no 'elements' list\n")
    }
}

