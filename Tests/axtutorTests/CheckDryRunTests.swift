import Foundation
import Testing

/// `axtutor check … --dry-run` grades as `check` does and leaves the learner's progress as it was.
@Suite struct CheckDryRunTests {
    static let pack = AxtutorBinary.packageRoot.appendingPathComponent("Tests/CourseTests/Fixtures/pack").path
    static let right = "wifi.accessibilityLabel = \"Wi-Fi\"\n"
    static let wrong = "wifi.accessibilityLabel = \"Wifi\"\n"

    static func check(_ fix: String, state: String, dryRun: Bool) throws -> (status: Int32, stdout: String) {
        let run = try AxtutorBinary.run(["check", "switch-unlabelled", "--course", pack, "--state", state, "--fix", "-"]
                                        + (dryRun ? ["--dry-run"] : []), stdin: fix)
        return (run.status, run.stdout)
    }

    /// Every file of the state folder and its bytes.
    static func contents(of state: String) -> [String: Data] {
        let files = (try? FileManager.default.subpathsOfDirectory(atPath: state)) ?? []
        var out: [String: Data] = [:]
        for file in files { out[file] = FileManager.default.contents(atPath: state + "/" + file) }
        return out
    }

    @Test func aDryRunGradesAsCheckDoes() throws {
        let state = NSTemporaryDirectory() + "axtutor-dry-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: state) }
        let passing = try Self.check(Self.right, state: state, dryRun: true)
        let failing = try Self.check(Self.wrong, state: state, dryRun: true)
        #expect(passing.status == 0)
        #expect(failing.status == 1)
        #expect(passing.stdout == (try Self.check(Self.right, state: state + "-real", dryRun: false)).stdout)
        try? FileManager.default.removeItem(atPath: state + "-real")
    }

    /// A fix with no statements grades the screen as it is, and says so (a learner's empty file
    /// was graded "not yet" with nothing to tell why).
    @Test func anEmptyFixIsSaidToHoldNoStatements() throws {
        let run = try AxtutorBinary.run(["check", "switch-unlabelled", "--course", Self.pack, "--fix", "-", "--dry-run"],
                                        stdin: "// nothing yet\n\n")
        #expect(run.status == 1)
        #expect(run.stderr == "<stdin>: note: no fix statements: the screen is graded as it is\n")
        // An unknown exercise is the error, and nothing is said of the fix (the note came first).
        let unknown = try AxtutorBinary.run(["check", "no-such-exercise", "--course", Self.pack, "--fix", "-", "--dry-run"],
                                            stdin: "\n")
        #expect(unknown.status == 66)
        #expect(!unknown.stderr.contains("note:"))
        // A constant alone changes nothing either, and is named.
        let constant = try AxtutorBinary.run(["check", "switch-unlabelled", "--course", Self.pack, "--fix", "-", "--dry-run"],
                                             stdin: "let label = \"Wi-Fi\"\n")
        #expect(constant.stderr
            == "<stdin>: note: no fix statements: label changes nothing until a statement reads it, so the screen is graded as it is\n")
    }

    @Test func aDryRunOnAFreshStateCreatesNoProgress() throws {
        let state = NSTemporaryDirectory() + "axtutor-dry-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: state) }
        _ = try Self.check(Self.right, state: state, dryRun: true)
        #expect(Self.contents(of: state).isEmpty)
    }

    @Test func aDryRunLeavesTheSQLiteProgressUntouched() throws {
        let state = NSTemporaryDirectory() + "axtutor-dry-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: state) }
        #expect(try Self.check(Self.wrong, state: state, dryRun: false).status == 1)
        let before = Self.contents(of: state)
        #expect(before.keys.contains { $0.hasSuffix("progress.sqlite") })
        #expect(try Self.check(Self.right, state: state, dryRun: true).status == 0)
        #expect(try Self.check(Self.wrong, state: state, dryRun: true).status == 1)
        #expect(Self.contents(of: state) == before)
        let progress = try AxtutorBinary.run(["report", "--course", Self.pack, "--state", state, "--format", "csv"])
        let row = progress.stdout.components(separatedBy: "\r\n").first { $0.hasPrefix("switch-unlabelled,") }
        let fields = row?.split(separator: ",", omittingEmptySubsequences: false).map(String.init) ?? []
        // attempts, failed_attempts: the one real check, none of the dry runs
        #expect(fields.count == 10 && fields[5] == "1" && fields[6] == "1")
    }
}
