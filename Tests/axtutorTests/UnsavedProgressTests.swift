import Foundation
import GRDB
import TestSupport
import Testing

/// A check that could not be saved says so after its grade, and a run where anything could not
/// be saved never ends with "Your progress is saved": on a full disk, in a read-only state
/// folder, and when SQLite refuses the write.
@Suite(.serialized) struct UnsavedProgressTests {
    static let pack = AxtutorBinary.packageRoot.appendingPathComponent("Tests/CourseTests/Fixtures/pack").path
    static let fix = "wifi.accessibilityLabel = \"Wi-Fi\"\n"
    static let notRecorded = "This check was not recorded in your progress."
    static let unsavedFarewell = "Some of your progress was not saved: the errors above say why. Type "

    func environment(_ state: String, _ fixFile: String) -> [String: String] {
        ["STATE": state, "AXTUTOR": AxtutorBinary.url?.path ?? "axtutor", "PACK": Self.pack, "FIX": fixFile,
         "NO_COLOR": "1", "AXTUTOR_LEARNER": "e2e"]
    }

    /// A fresh folder for the state and a file holding the passing fix.
    func folders() throws -> (state: String, fix: String, remove: () -> Void) {
        let root = NSTemporaryDirectory() + "axtutor-unsaved-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: root + "/state", withIntermediateDirectories: true)
        try Data(Self.fix.utf8).write(to: URL(fileURLWithPath: root + "/fix.txt"))
        return (root + "/state", root + "/fix.txt", { try? FileManager.default.removeItem(atPath: root) })
    }

    static let check = "\"$AXTUTOR\" check switch-unlabelled --fix \"$FIX\" --course \"$PACK\" --state \"$STATE\""

    @Test(.enabled(if: ConfinedState.available)) func aCheckOnAFullDiskShowsItsGradeThenSaysItWasNotRecorded() throws {
        let (state, fix, remove) = try folders()
        defer { remove() }
        let run = try ConfinedState.run("""
            mount -t tmpfs -o size=512k tmpfs "$STATE" && \(Self.check) > /dev/null && \(ConfinedState.fill("STATE")) && \
            \(Self.check)
            """, environment: environment(state, fix))
        #expect(run.stdout.contains("switch-unlabelled: passed (1 of 1 expected lines heard)"))
        #expect(run.stderr.contains("\(state)/progress.sqlite: error: cannot use the progress database: the disk that "
                                    + "holds it is full (free some space, or choose another folder with --state DIR)"),
                "\(run.stderr)")
        #expect(run.stderr.hasSuffix(Self.notRecorded + "\n"))
        #expect(run.status == 74)
    }

    @Test(.enabled(if: ConfinedState.available)) func aCheckInAReadOnlyStateFolderShowsItsGradeThenSaysItWasNotRecorded() throws {
        let (state, fix, remove) = try folders()
        defer { remove() }
        let run = try ConfinedState.run("""
            mount --bind "$STATE" "$STATE" && mount -o remount,bind,ro "$STATE" && \(Self.check)
            """, environment: environment(state, fix))
        #expect(run.stdout.contains("switch-unlabelled: passed (1 of 1 expected lines heard)"))
        #expect(run.stderr == "\(state)/progress.sqlite: error: cannot use the progress database: the folder that "
                + "holds it is read-only (choose another folder with --state DIR)\n" + Self.notRecorded + "\n")
        #expect(run.status == 74)
    }

    /// A learner's run in a terminal while the disk fills: the grade, the error, the plain
    /// words, and a farewell that does not claim a save.
    @Test(.enabled(if: ConfinedState.available && TerminalSession.available))
    func theTutorOnADiskThatFillsSaysSoAndNeverClaimsASave() throws {
        let (state, fix, remove) = try folders()
        defer { remove() }
        let terminal = try TerminalSession(ConfinedState.command("""
            mount -t tmpfs -o size=1m tmpfs "$STATE" && exec "$AXTUTOR" learn switch-unlabelled --course "$PACK" \
            --state "$STATE"
            """), environment: environment(state, fix).merging(["TERM": "xterm", "HOME": "/nonexistent"]) { $1 })
        try terminal.waitFor("switch-unlabelled> ")
        ConfinedState.fill(path: state, seenBy: try terminal.pid())
        try terminal.enter(Self.fix.trimmingCharacters(in: .newlines))
        try terminal.enter("check")
        let screen = try terminal.waitFor(Self.notRecorded)
        #expect(screen.contains("check: passed"))
        #expect(screen.contains("\(state)/progress.sqlite: error: cannot use the progress database: the disk that "
                                + "holds it is full"))
        try terminal.enter("quit")
        let end = try terminal.waitFor("to carry on.")
        #expect(end.contains(Self.unsavedFarewell))
        #expect(!end.contains("Your progress is saved"))
    }

    /// Without a special file system: SQLite itself refuses the attempt (a trigger raises).
    @Test func aRefusedWriteInAPipedRunIsSaidAndTheFarewellClaimsNoSave() throws {
        let (state, _, remove) = try folders()
        defer { remove() }
        let first = try AxtutorBinary.run(["learn", "switch-unlabelled", "--course", Self.pack, "--state", state],
                                          stdin: "quit\n")
        #expect(first.stdout.contains("Your progress is saved. Type ") && first.stdout.hasSuffix(" to carry on.\n"))
        let raw = try DatabaseQueue(path: state + "/progress.sqlite")
        try raw.write { db in
            try db.execute(sql: "CREATE TRIGGER refuse BEFORE INSERT ON attempt BEGIN SELECT RAISE(ABORT, 'refused'); END")
        }
        try raw.close()
        let run = try AxtutorBinary.run(["learn", "switch-unlabelled", "--course", Self.pack, "--state", state],
                                        stdin: Self.fix + "check\nquit\n")
        #expect(run.stdout.contains("check: passed"))
        #expect(run.stderr == "\(state)/progress.sqlite: error: cannot use the progress database: refused\n")
        let order = ["check: passed", Self.notRecorded, "Why this works:"].map { run.stdout.range(of: $0)?.lowerBound }
        #expect(order.allSatisfy { $0 != nil } && order == order.sorted { $0! < $1! }, "\(run.stdout)")
        #expect(run.stdout.contains(Self.unsavedFarewell) && run.stdout.hasSuffix(" to carry on.\n"))
        #expect(!run.stdout.contains("Your progress is saved"))
    }
}
