import Foundation
import Testing

/// The shared options may stand before the subcommand, as global options do.
@Suite struct GlobalOptionsTests {
    static let pack = AxtutorBinary.packageRoot.appendingPathComponent("Tests/CourseTests/Fixtures/pack").path

    @Test func optionsBeforeASubcommandApplyToIt() throws {
        let run = try AxtutorBinary.run(["--course", Self.pack, "--plain", "lesson", "controls/switch"])
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("Switches\n"))
    }

    @Test func optionsBeforeANestedSubcommandApplyToIt() throws {
        let folder = NSTemporaryDirectory() + "axtutor-global-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(try AxtutorBinary.run(["new", "course", folder]).status == 0)
        let run = try AxtutorBinary.run(["--course", folder, "new", "lesson", "traits/header"])
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("created \(folder)/Lessons/traits/header.md"))
    }
}
