import AXModel
import Foundation
import Testing

/// End-to-end runs of the built `axtutor audit`.
@Suite struct AuditCommandTests {
    let darkTheme = AxtutorBinary.packageRoot.appendingPathComponent("Examples/dark-theme.yaml").path

    @Test func findingsAreLocatedLinesThenASummary() throws {
        let run = try AxtutorBinary.run(["audit", darkTheme])
        #expect(run.status == 1)
        #expect(run.stdout == """
            \(darkTheme):13:9: warning: [duplicate-announcement] 'caption' and 'themeSwitch' both say 'Dark Theme': \
            VoiceOver reads the name on the text, then again as 'Dark Theme, switch button, off', two swipes for one \
            setting. Group them into one stop that works as the control (make the view around them the \
            accessibility element, with the control's traits and value) (lesson: concepts/grouping)
            1 finding: 1 warning

            """)
        #expect(run.stderr.isEmpty)
    }

    @Test func aCleanScreenFromStandardInput() throws {
        let run = try AxtutorBinary.run(["audit", "-"], stdin: "elements:\n  - id: ok\n    type: UIButton\n    title: OK\n")
        #expect(run.status == 0)
        #expect(run.stdout == "No findings.\n")
    }

    @Test func jsonIsAnArrayOfFindings() throws {
        let run = try AxtutorBinary.run(["audit", darkTheme, "--json"])
        #expect(run.status == 1)
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: String]])
        #expect(objects.count == 1)
        #expect(Set(objects[0].keys) == ["rule", "severity", "element", "message", "lesson"])
        #expect(objects[0]["rule"] == "duplicate-announcement")
        #expect(objects[0]["element"] == "themeSwitch")
        #expect(objects[0]["lesson"] == "concepts/grouping")
    }

    @Test func aBadScreenIsLocatedAndExits65() throws {
        let run = try AxtutorBinary.run(["audit", "-"], stdin: "elements:\n  - id: x\n    type: UIButon\n")
        #expect(run.status == 65)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == "<stdin>:3:11: error: unknown type 'UIButon': \(ElementType.listed(on: .ios)) — did you mean 'UIButton'?\n")
    }

    @Test func anAndroidScreenIsAuditedWithTheAndroidRules() throws {
        let clean = try AxtutorBinary.run(["audit", "-"], stdin: "platform: android\nelements: []\n")
        #expect(clean.status == 0)
        let run = try AxtutorBinary.run(["audit", "-"], stdin: "platform: android\nelements:\n  - id: share\n    type: ImageButton\n")
        #expect(run.status == 1)
        #expect(run.stdout.hasPrefix("<stdin>:3:5: error: [android-name-missing] 'share' is a button with no name"))
    }

    @Test func aMissingScreenExits66() throws {
        let run = try AxtutorBinary.run(["audit", "/nonexistent/screen.yaml"])
        #expect(run.status == 66)
        #expect(run.stderr == "/nonexistent/screen.yaml: error: no such file\n")
    }

    @Test func theRulesAreListed() throws {
        let run = try AxtutorBinary.run(["audit", "--rules"])
        #expect(run.status == 0)
        #expect(run.stdout.split(separator: "\n").count == 28)
        #expect(run.stdout.contains("media-without-session") && run.stdout.contains("bidi-override"))
    }

    @Test func noScreenIsAUsageError() throws {
        let run = try AxtutorBinary.run(["audit"])
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("Error: Name a screen file (or - for standard input), or give --rules.\n"))
    }
}
