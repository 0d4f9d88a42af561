import Foundation
import TestSupport
import Testing

/// `axtutor import` as a user runs it: the screen on standard output and notes on standard
/// error, a new `--output` file, never an existing one without `--force`, 65 for bad Swift.
@Suite struct ImportCommandTests {
    let folder = NSTemporaryDirectory() + "axtutor-import-" + UUID().uuidString
    static let corpus = AxtutorBinary.packageRoot.appendingPathComponent("Tests/SwiftImportTests/Corpus").path

    init() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    @Test func theScreenGoesToStandardOutputAndSpeaksAsItsGolden() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let source = Self.corpus + "/CartItemView.swift"
        let imported = try AxtutorBinary.run(["import", source])
        #expect(imported.status == 0)
        #expect(imported.stderr == "\(source):15:13: note: SwiftUI's Stepper is not modelled yet: describe it in the "
                + "screen with UIStepper, the control it draws\n"
                + "\(source):28:9: note: the tap's code is the app's: a double tap reaches it, but what it does is not "
                + "in the screen; say it with 'onActivate' (openURL, navigate, …). A tap gesture adds no trait: unless the "
                + "view is given .isButton or .isLink, VoiceOver does not say it can be activated\n")
        let screen = folder + "/cart.yaml"
        try imported.stdout.write(toFile: screen, atomically: true, encoding: .utf8)
        let spoken = try AxtutorBinary.run(["speak", screen])
        #expect(spoken.stdout == (try String(contentsOfFile: Self.corpus + "/CartItemView.transcript", encoding: .utf8)))
    }

    @Test func anExistingOutputIsReplacedOnlyWithForce() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let source = Self.corpus + "/LoginViewController.swift"
        let output = folder + "/login.yaml"
        let first = try AxtutorBinary.run(["import", source, "--output", output])
        #expect(first.status == 0)
        #expect(first.stdout == "wrote \(output): UIKit LoginViewController, 8 elements, 0 notes\n"
                + "next: 'axtutor speak \(output)' says what VoiceOver reads on it\n")
        try "kept".write(toFile: output, atomically: true, encoding: .utf8)
        let refused = try AxtutorBinary.run(["import", source, "--output", output])
        #expect(refused.status == 73)
        #expect(refused.stderr == "\(output): error: already exists; not overwritten: add --force to replace it\n")
        #expect(try String(contentsOfFile: output, encoding: .utf8) == "kept")
        let forced = try AxtutorBinary.run(["import", source, "--output", output, "--force"])
        #expect(forced.status == 0)
        #expect(try String(contentsOfFile: output, encoding: .utf8).contains("type: UISwitch"))
    }

    /// A screen file is YAML: a name with another extension is refused before anything is written.
    @Test func anOutputNamedAsAnotherFormatIsRefused() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let output = folder + "/login.json"
        let result = try AxtutorBinary.run(["import", Self.corpus + "/LoginViewController.swift", "--output", output])
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("Error: --output \(output): a screen file is YAML; name it \(folder)/login.yaml\n"))
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    @Test func swiftThatDoesNotParseExitsWith65AtItsPlace() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let source = folder + "/Broken.swift"
        try "import SwiftUI\nstruct Broken: View {\n    var body: some View {\n        Text(\"Hi\"\n    }\n}\n"
            .write(toFile: source, atomically: true, encoding: .utf8)
        let result = try AxtutorBinary.run(["import", source])
        #expect(result.status == 65)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("\(source):4:18: error: the Swift does not parse: "))
    }

    /// A screen file given to import is told at once; a file of errors on every line shows ten
    /// (an instructor's YAML gave one for nearly every line).
    @Test func aScreenFileOrAFileOfErrorsIsToldBriefly() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let screen = folder + "/account.yaml"
        try "elements:\n  - {id: t, type: UILabel, text: Hi}\n".write(toFile: screen, atomically: true, encoding: .utf8)
        let yaml = try AxtutorBinary.run(["import", screen])
        #expect(yaml.status == 65)
        #expect(yaml.stderr == "\(screen): error: this is a screen file, and import reads Swift (a .swift file): "
            + "'axtutor speak \(screen)' and 'axtutor audit \(screen)' read a screen\n")
        let source = folder + "/Notes.swift"
        try String(repeating: "# a note: here\nelements:\n  - id: t\n    type: UILabel\n", count: 10)
            .write(toFile: source, atomically: true, encoding: .utf8)
        let errors = try AxtutorBinary.run(["import", source])
        #expect(errors.status == 65)
        let lines = errors.stderr.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(lines.count == 11)
        #expect(lines.last?.hasSuffix("more syntax errors not shown: is this a Swift file?") == true)
    }

    @Test func helpTeachesWhatIsReadAndWhatIsLeftOut() throws {
        let help = try AxtutorBinary.run(["import", "--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("What the file does not spell out"))
        #expect(help.stdout.contains("axtutor new exercise controls/switch row-name --from Feed.swift --view RowView"))
    }
}
