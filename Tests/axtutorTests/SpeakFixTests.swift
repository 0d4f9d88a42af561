import Foundation
import Testing

/// End-to-end runs of `axtutor speak SCREEN --fix FILE|-`.
@Suite struct SpeakFixTests {
    let darkTheme = AxtutorBinary.packageRoot.appendingPathComponent("Examples/dark-theme.yaml").path
    let grouping = """
        row.isAccessibilityElement = true
        row.accessibilityLabel = "Dark Theme"
        row.accessibilityTraits = themeSwitch.accessibilityTraits
        row.accessibilityValue = themeSwitch.accessibilityValue
        """

    @Test func fixFromAFileIsAppliedBeforeSpeaking() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("speak-fix-\(UUID()).swift")
        try grouping.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let run = try AxtutorBinary.run(["speak", darkTheme, "--fix", file.path])
        #expect(run.status == 0)
        #expect(run.stdout == """
            Settings, heading
            Dark Theme, switch button, off
            hint: Double tap to toggle setting.

            """)
    }

    @Test func fixFromStandardInputWithGestures() throws {
        let run = try AxtutorBinary.run(["speak", darkTheme, "--fix", "-", "--gestures", "swipe right; swipe right; swipe right"],
                                        stdin: grouping)
        #expect(run.status == 0)
        #expect(run.stdout == """
            > swipe right
            Settings, heading
            > swipe right
            Dark Theme, switch button, off
            hint: Double tap to toggle setting.
            > swipe right

            """)
    }

    @Test func badStatementIsLocatedAndExits65() throws {
        let run = try AxtutorBinary.run(["speak", darkTheme, "--fix", "-"], stdin: "row.accessibilityTraits.insert(.heading)\n")
        #expect(run.status == 65)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == "<stdin>:1:32: error: unknown trait '.heading' — did you mean '.header'?\n")
    }

    @Test func missingFixFileExits66() throws {
        let run = try AxtutorBinary.run(["speak", darkTheme, "--fix", "/nonexistent/fix.swift"])
        #expect(run.status == 66)
        #expect(run.stderr == "/nonexistent/fix.swift: error: no such file\n")
    }

    @Test func aHugePasteGivesAHundredShortErrors() throws {
        // 8 KB of bad escapes on one line printed 48.6 MB; 20 KB on lines under the limit.
        let line = "caption.accessibilityLabel = \"" + String(repeating: "\\q", count: 480) + "\"\n"
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("speak-paste-\(UUID()).swift")
        try String(repeating: line, count: 20).write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let run = try AxtutorBinary.run(["speak", darkTheme, "--fix", file.path])
        #expect(run.status == 65)
        #expect(run.stderr.utf8.count < 40_000)
        let messages = run.stderr.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(messages.count == 101)
        #expect(messages.last == "\(file.path): error: too many problems: stopping after the first 100")
        #expect(run.stderr.split(separator: "\n").allSatisfy { $0.count < 1_200 })
    }
}

