import Foundation
import GRDB
import TestSupport
import Testing

/// Every command that reads progress, run on a damaged progress database: a located message
/// naming the table, row and column, exit 65, no backtrace, and the file left as it was.
@Suite struct DamagedProgressTests {
    static let pack = AxtutorBinary.packageRoot.appendingPathComponent("Tests/CourseTests/Fixtures/pack").path

    /// A state folder with one check recorded, then `sql` run on its database.
    static func damagedState(_ sql: String) throws -> String {
        let state = NSTemporaryDirectory() + "axtutor-damaged-" + UUID().uuidString
        let run = try AxtutorBinary.run(["check", "switch-unlabelled", "--course", pack, "--state", state, "--fix", "-"],
                                        stdin: "wifi.accessibilityLabel = \"Wi-Fi\"\n")
        #expect(run.status == 0)
        let raw = try DatabaseQueue(path: state + "/progress.sqlite")
        try raw.write { try $0.execute(sql: sql) }
        try raw.close()
        return state
    }

    @Test(arguments: [
        ("UPDATE attempt SET time = 'x'", "column time holds text where a time belongs"),
        ("UPDATE attempt SET passed = 'maybe'", "column passed holds text where yes or no (1 or 0) belongs"),
        ("UPDATE attempt SET hintsUsed = 1e300", "column hintsUsed holds the number 1e+300, out of range for a count"),
        ("UPDATE attempt SET statements = x'0001'", "column statements holds a blob of 2 bytes where text belongs"),
    ])
    func everyCommandRefusesTheDamagedFile(sql: String, problem: String) throws {
        let state = try Self.damagedState(sql)
        defer { try? FileManager.default.removeItem(atPath: state) }
        let database = state + "/progress.sqlite"
        let before = FileManager.default.contents(atPath: database)
        let commands: [([String], String?)] = [
            (["progress"], nil), (["progress", "--json"], nil), (["list"], nil), (["report"], nil),
            (["learn"], "quit\n"), (["check", "switch-unlabelled", "--fix", "-"], "wifi.accessibilityLabel = \"Wi-Fi\"\n"),
        ]
        for (arguments, input) in commands {
            let run = try AxtutorBinary.run(arguments + ["--course", Self.pack, "--state", state], stdin: input)
            #expect(run.status == 65, "\(arguments)")
            #expect(run.stderr.contains("\(database): error: the progress database is damaged: table attempt, row 1, "
                                        + problem + "; it was left as it is"), "\(arguments): \(run.stderr)")
            #expect(!run.stderr.contains("Fatal error"), "\(arguments)")
        }
        #expect(FileManager.default.contents(atPath: database) == before)
    }
}
