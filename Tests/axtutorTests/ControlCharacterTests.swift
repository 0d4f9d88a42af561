import Foundation
import Testing

/// Text from a screen or a pack never drives the terminal: escape sequences and bidirectional
/// controls in labels, titles, prose and hints are printed spelled out (`\u{1B}`) by every
/// command, and the JSON outputs escape them.
@Suite struct ControlCharacterTests {
    /// A title that would retitle the terminal window and clear the screen.
    static let attack = #"\e]0;PWNED\a\e[2J"#
    static let shown = #"\u{1B}]0;PWNED\u{07}\u{1B}[2J"#

    /// Whether `text` holds a character that would reach the terminal as a control: C0 (tab,
    /// line feed and a carriage return before a line feed aside), DEL, C1, or a bidirectional control.
    static func drivesTheTerminal(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        return scalars.indices.contains { index in
            let value = scalars[index].value
            if value == 0x0D { return index + 1 == scalars.count || scalars[index + 1] != "\n" }
            return (value < 0x20 && value != 0x09 && value != 0x0A) || (0x7F...0x9F).contains(value)
                || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
        }
    }

    /// The fixture pack, its course title, a lesson title, an exercise's title, prose, hint and
    /// screen carrying control characters (YAML escapes in the front matter, raw in Markdown).
    static func hostilePack() throws -> String {
        let folder = NSTemporaryDirectory() + "axtutor-hostile-" + UUID().uuidString
        let pack = folder + "/pack"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: ReportCommandTests.pack, toPath: pack)
        func edit(_ file: String, _ replacements: [(String, String)]) throws {
            var text = try String(contentsOfFile: pack + "/" + file, encoding: .utf8)
            for (old, new) in replacements { text = text.replacingOccurrences(of: old, with: new) }
            try text.write(toFile: pack + "/" + file, atomically: true, encoding: .utf8)
        }
        try edit("course.yaml", [("title: Fixture course", "title: \"Fixture \(attack) course\"")])
        try edit("Lessons/controls/switch.md", [("title: Switches", #"title: "Switches \u202E""#)])
        try edit("Exercises/controls/switch/02-unlabelled.md", [
            ("title: The Wi-Fi switch has no name", #"title: "The Wi-Fi \e[31mswitch""#),
            ("The switch sits beside an icon", "The switch \u{1B}]0;PWNED\u{07}sits beside an icon"),
            ("    isOn: true\n", "    isOn: true\n    accessibilityHint: \"Toggles \(attack)\"\n"),
            ("1. Give the switch", "1. Give \u{1B}[2J the switch"),
        ])
        return pack
    }

    static func screen(_ yaml: String) throws -> String {
        let file = NSTemporaryDirectory() + "axtutor-hostile-\(UUID().uuidString).yaml"
        try yaml.write(toFile: file, atomically: true, encoding: .utf8)
        return file
    }

    static let hostileScreen = """
        elements:
          - id: title
            type: UILabel
            text: "Settings \(attack)"
            accessibilityTraits: [header]
          - id: pay
            type: UIButton
            accessibilityLabel: "Pay \\u202E01$"
            accessibilityHint: "Then \\x9b2J"

        """

    @Test func speakSpellsThemOut() throws {
        let file = try Self.screen(Self.hostileScreen)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let run = try AxtutorBinary.run(["speak", file])
        #expect(run.stdout == "Settings \(Self.shown), heading\n" + #"Pay \u{202E}01$, button"# + "\n"
                + #"hint: Then \u{9B}2J"# + "\n")
        let played = try AxtutorBinary.run(["speak", file, "--gestures", "swipe right; touch pay"])
        #expect(played.stdout == "> swipe right\nSettings \(Self.shown), heading\n> touch pay\n"
                + #"Pay \u{202E}01$, button"# + "\n" + #"hint: Then \u{9B}2J"# + "\n")
    }

    @Test func speakJSONEscapesThemAndMeansTheSame() throws {
        let file = try Self.screen(Self.hostileScreen)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let run = try AxtutorBinary.run(["speak", file, "--json"])
        #expect(!Self.drivesTheTerminal(run.stdout))
        #expect(run.stdout.contains(#""Pay \u202e01$, button""#) && run.stdout.contains(#""Then \u009b2J""#))
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
        #expect(objects.map { $0["speech"] as? String }
                == ["Settings \u{1B}]0;PWNED\u{07}\u{1B}[2J, heading", "Pay \u{202E}01$, button"])
        #expect(objects[1]["hint"] as? String == "Then \u{9B}2J")
    }

    @Test func anErrorShowsThemAndItsCaretLinesUp() throws {
        let file = try Self.screen("elements:\n  - id: x\n    type: UIButton\n    title: \"\\e[2J\"\n    tilte: ok\n")
        defer { try? FileManager.default.removeItem(atPath: file) }
        let unknown = try AxtutorBinary.run(["speak", file])
        #expect(unknown.status == 65)
        #expect(!Self.drivesTheTerminal(unknown.stderr))
        let raw = try Self.screen("elements:\n  - id: x\n    type: UIButtn\u{1B}[2J\n")
        defer { try? FileManager.default.removeItem(atPath: raw) }
        let run = try AxtutorBinary.run(["speak", raw])
        #expect(run.status == 65)
        #expect(run.stderr == """
            \(raw):3:18: error: invalid YAML: control characters are not allowed (found U+001B)

            """)
    }

    @Test func auditFlagsTheOverrideAndShowsIt() throws {
        let file = try Self.screen(Self.hostileScreen)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let run = try AxtutorBinary.run(["audit", file])
        #expect(run.status == 1)
        #expect(run.stdout.hasPrefix(#"\#(file):6:5: error: [bidi-override] the label 'Pay \u{202E}01$' of a button 'pay' holds U+202E (right-to-left override): "#))
        #expect(!Self.drivesTheTerminal(run.stdout))
    }

    @Test func listProgressAndEveryReportShowThem() throws {
        let pack = try Self.hostilePack()
        let state = (pack as NSString).deletingLastPathComponent + "/state"
        defer { try? FileManager.default.removeItem(atPath: (pack as NSString).deletingLastPathComponent) }
        let title = "Fixture \(Self.shown) course"
        let list = try AxtutorBinary.run(["list", "--course", pack, "--state", state])
        #expect(list.stdout.hasPrefix(title + "\n"))
        #expect(list.stdout.contains(#"controls/switch          Switches \u{202E} (control)"#))
        #expect(list.stdout.contains(#"  switch-unlabelled      not started  The Wi-Fi \u{1B}[31mswitch"#))
        let progress = try AxtutorBinary.run(["progress", "--course", pack, "--state", state])
        #expect(progress.stdout.hasPrefix(title + "\n"))
        let text = try AxtutorBinary.run(["report", "--course", pack, "--state", state])
        #expect(text.stdout.hasPrefix(title + "\nLearner: "))
        let csv = try AxtutorBinary.run(["report", "--format", "csv", "--course", pack, "--state", state])
        #expect(csv.stdout.contains(#"switch-unlabelled,controls/switch,The Wi-Fi \u{1B}[31mswitch,not started,"#))
        let junit = try AxtutorBinary.run(["report", "--format", "junit", "--course", pack, "--state", state])
        #expect(junit.stdout.contains("<testsuites name=\"\(title)\""))
        let json = try AxtutorBinary.run(["report", "--format", "json", "--course", pack, "--state", state])
        let document = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        #expect(document?["title"] as? String == "Fixture \u{1B}]0;PWNED\u{07}\u{1B}[2J course")
        for run in [list, progress, text, csv, junit, json] {
            #expect(run.status == 0)
            #expect(!Self.drivesTheTerminal(run.stdout + run.stderr), "\(run.stdout)")
        }
    }

    @Test func theTutorShowsThem() throws {
        let pack = try Self.hostilePack()
        let state = (pack as NSString).deletingLastPathComponent + "/state"
        defer { try? FileManager.default.removeItem(atPath: (pack as NSString).deletingLastPathComponent) }
        let input = "goto switch-unlabelled\nhint\nwifi.accessibilityLabel = \"Wi-\\u{1B}Fi\"\ncheck\nshow\nlist\nquit\n"
        for colour in ["never", "always"] {
            let run = try AxtutorBinary.run(["--course", pack, "--state", state, "--color", colour], stdin: input)
            #expect(run.status == 0)
            // Colour adds the tutor's own SGR sequences and nothing else.
            let text = (run.stdout + run.stderr).replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "",
                                                                       options: .regularExpression)
            #expect(text.contains("Your progress is saved") && !Self.drivesTheTerminal(text), "\(text)")
            for line in [#"Exercise 3 of 3: The Wi-Fi \u{1B}[31mswitch"#, #"Lesson: Switches \u{202E}"#,
                         #"The switch \u{1B}]0;PWNED\u{07}sits beside an icon, with no text"#,
                         "  Toggles \(Self.shown), switch button, on",
                         #"Hint 1 of 1: Give \u{1B}[2J the switch the name a sighted user reads"#,
                         #"heard:    Wi-\u{1B}Fi, switch button, on"#,
                         #"    accessibilityLabel: "Wi-\u{1B}Fi""#] {
                #expect(text.contains(line), "\(line)")
            }
        }
    }

    @Test func checkShowsWhatWasHeard() throws {
        let pack = try Self.hostilePack()
        let state = (pack as NSString).deletingLastPathComponent + "/state"
        defer { try? FileManager.default.removeItem(atPath: (pack as NSString).deletingLastPathComponent) }
        let run = try AxtutorBinary.run(["check", "switch-unlabelled", "--fix", "-", "--course", pack, "--state", state],
                                        stdin: "wifi.accessibilityLabel = \"Wi-\\u{9B}Fi\"\n")
        #expect(run.status == 1)
        #expect(run.stdout.contains(#"        heard:    Wi-\u{9B}Fi, switch button, on"#))
        #expect(!Self.drivesTheTerminal(run.stdout + run.stderr))
    }
}
