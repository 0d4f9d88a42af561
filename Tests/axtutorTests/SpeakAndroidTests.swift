import AXModel
import Foundation
import Testing

/// End-to-end runs of `axtutor speak` on an android screen: TalkBack reads it by default.
@Suite struct SpeakAndroidTests {
    let settings = AxtutorBinary.packageRoot.appendingPathComponent("Examples/android-settings.yaml").path
    let darkTheme = AxtutorBinary.packageRoot.appendingPathComponent("Examples/dark-theme.yaml").path

    @Test func talkBackReadsAnAndroidScreenByDefault() throws {
        let run = try AxtutorBinary.run(["speak", settings])
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        #expect(run.stdout == """
            Settings, Heading
            Email
            Edit box for Email
            hint: Double-tap to edit text
            checked, Remember me, Check box
            hint: Double-tap to toggle
            On, Wi-Fi, Switch
            hint: Double-tap to toggle
            40%, Volume, Slider
            hint: "Swipe up" or "Swipe down" to adjust
            Submit, Button
            hint: Double-tap to activate

            """)
        #expect(try AxtutorBinary.run(["speak", settings, "--reader", "talkback"]).stdout == run.stdout)
    }

    @Test func json() throws {
        let run = try AxtutorBinary.run(["speak", settings, "--json"])
        #expect(run.status == 0)
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
        #expect(objects.map { $0["id"] as? String } == ["title", "emailLabel", "email", "remember", "wifi", "volume", "submit"])
        #expect(objects[0]["speech"] as? String == "Settings, Heading")
        #expect(objects[0]["hint"] is NSNull)
        #expect(objects[5]["hint"] as? String == "\"Swipe up\" or \"Swipe down\" to adjust")
    }

    @Test func gestures() throws {
        let run = try AxtutorBinary.run(["speak", settings, "--gestures",
                                         "swipe right; swipe right; swipe right; swipe right; swipe right; double tap; swipe right; swipe up"])
        #expect(run.status == 0)
        #expect(run.stdout == """
            > swipe right
            Settings, Heading
            > swipe right
            Email
            > swipe right
            Edit box for Email
            hint: Double-tap to edit text
            > swipe right
            checked, Remember me, Check box
            hint: Double-tap to toggle
            > swipe right
            On, Wi-Fi, Switch
            hint: Double-tap to toggle
            > double tap
            Off
            > swipe right
            40%, Volume, Slider
            hint: "Swipe up" or "Swipe down" to adjust
            > swipe up
            45%

            """)
    }

    @Test func gesturesAsJSON() throws {
        let run = try AxtutorBinary.run(["speak", settings, "--json", "--gestures", "swipe right"])
        #expect(run.status == 0)
        let steps = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
        #expect((steps.first?["lines"] as? [[String: String]]) == [["speech": "Settings, Heading"]])
    }

    @Test func aReaderForTheOtherPlatformIsRefused() throws {
        let voiceOver = try AxtutorBinary.run(["speak", settings, "--reader", "voiceover"])
        #expect(voiceOver.status == 65)
        #expect(voiceOver.stdout.isEmpty)
        #expect(voiceOver.stderr == "\(settings): error: this is an android screen; VoiceOver reads ios screens: "
                + "leave out --reader, or use --reader talkback\n")
        let talkBack = try AxtutorBinary.run(["speak", darkTheme, "--reader", "talkback"])
        #expect(talkBack.status == 65)
        #expect(talkBack.stderr == "\(darkTheme): error: this is an ios screen; TalkBack reads android screens: "
                + "leave out --reader, or use --reader voiceover\n")
    }

    @Test func aBadAndroidScreenIsLocated() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("axtutor-android-\(UUID().uuidString).yaml")
        try "platform: android\nelements:\n  - id: a\n    type: UIButton\n".write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let run = try AxtutorBinary.run(["speak", file.path])
        #expect(run.status == 65)
        #expect(run.stderr.hasPrefix("\(file.path):4:11: error: unknown type 'UIButton': android screens use Android classes; \(ElementType.listed(on: .android)) — did you mean 'Button'?\n"))
    }
}
