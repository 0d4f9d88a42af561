import Foundation
import AXModel
import Testing
@testable import axtutor
import Presentation

/// `axtutor audit` below the command line: words, JSON, exit statuses, the rule list.
@Suite struct AuditFrontendTests {
    static let screen = """
        elements:
          - id: shareButton
            type: UIButton
            image: share
          - id: wifi
            type: UISwitch
            isOn: true
            accessibilityLabel: Wi-Fi.
        """

    func run(_ text: String, json: Bool = false) throws -> CommandOutput {
        AuditFrontend.run(screen: try ScreenLoader.parse(text, file: "s.yaml"), name: "s.yaml", json: json)
    }

    @Test func findingsThenASummaryAndExitOne() throws {
        #expect(try run(Self.screen) == CommandOutput(text: """
            s.yaml:2:5: error: [label-missing] 'shareButton' is a button with no name: VoiceOver reads its image's \
            file name, 'share, button', so a listener cannot tell what it is for. Name it: \
            shareButton.accessibilityLabel = "…" (lesson: concepts/name-role-value)
            s.yaml:5:5: warning: [label-punctuation] the label 'Wi-Fi.' of the switch 'wifi' ends in a period: \
            VoiceOver pauses there as at the end of a sentence before it says the role. A control's name is a \
            name, not a sentence: wifi.accessibilityLabel = "Wi-Fi" (lesson: concepts/name-role-value)
            2 findings: 1 error, 1 warning

            """, exitCode: 1))
    }

    @Test func aCleanScreenSaysSoAndExitsZero() throws {
        #expect(try run("elements:\n  - id: ok\n    type: UIButton\n    title: OK\n")
                == CommandOutput(text: "No findings.\n"))
        #expect(try run("elements:\n  - id: ok\n    type: UIButton\n    title: OK\n", json: true)
                == CommandOutput(text: "[]\n"))
    }

    @Test func jsonHasTheFiveKeys() throws {
        let output = try run(Self.screen, json: true)
        #expect(output.exitCode == 1)
        #expect(output.text.hasPrefix("""
            [
              {
                "element" : "shareButton",
                "lesson" : "concepts/name-role-value",
                "message" : "'shareButton' is a button with no name
            """))
    }

    @Test func anAndroidScreenIsAuditedWithTheAndroidRulesOnly() throws {
        let clean = try ScreenLoader.parse("platform: android\nelements: []\n", file: "a.yaml")
        #expect(AuditFrontend.run(screen: clean, name: "a.yaml", json: false).exitCode == 0)
        // An unnamed image button breaks an android rule; the ios rules (label-missing) stay out.
        let screen = try ScreenLoader.parse("platform: android\nelements:\n  - id: share\n    type: ImageButton\n",
                                            file: "a.yaml")
        let output = AuditFrontend.run(screen: screen, name: "a.yaml", json: false)
        #expect(output.exitCode == 1)
        #expect(output.text.hasPrefix("a.yaml:3:5: error: [android-name-missing] 'share' is a button with no name: "
                                      + "TalkBack says only 'Unlabelled, Button'"))
        #expect(!output.text.contains("[label-missing]"))
    }

    @Test func theRuleListHasEveryRule() throws {
        let lines = AuditFrontend.rules(json: false).text.split(separator: "\n")
        #expect(lines.count == 28)
        let first = String(lines.first ?? "")
        #expect(first.split(separator: " ", omittingEmptySubsequences: true).prefix(3)
                == ["label-missing", "error", "concepts/name-role-value"])
        #expect(first.hasSuffix("  An interactive element or an informative image has no name."))
        let column = first.count - "An interactive element or an informative image has no name.".count
        #expect(lines.allSatisfy { $0.dropFirst(column - 2).hasPrefix("  ") && $0.dropFirst(column).first != " " })
        let json = AuditFrontend.rules(json: true).text
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: String]])
        #expect(objects.count == 28)
        #expect(objects.first == ["id": "label-missing", "severity": "error", "lesson": "concepts/name-role-value",
                                  "platform": "ios",
                                  "description": "An interactive element or an informative image has no name."])
        #expect(objects.last?["platform"] == "android")
    }
}
