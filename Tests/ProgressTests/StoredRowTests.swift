import Foundation
import TestSupport
import GRDB
import Testing
@testable import Progress

/// A damaged progress database — a value of the wrong type or out of range in any column of
/// any table — is refused with the table, row and column named, exit 65, and never written to;
/// no reader stops the program.
@Suite struct StoredRowTests {
    /// A database with a row in every table: attempts (failed and passed), a hint, flags and
    /// the current exercise, a room with a pace, a waiting result and a refused one.
    static func populated(_ folder: TemporaryFolder) throws -> String {
        let store = try ProgressStore.open(at: folder.path, learner: "ada", course: "axtutor")
        let at = Date(timeIntervalSince1970: 1_790_000_000)
        try store.record(Attempt(exercise: "a", time: at, statements: ["x.y = 1"], passed: false, hintsUsed: 0,
                                 duration: 10))
        try store.recordHint(exercise: "a", level: 1)
        try store.set(.welcomeShown)
        try store.setCurrent(exercise: "a")
        try store.join(RoomMembership(url: "http://127.0.0.1:8080", code: "K7Q2-9XMD", learnerID: "l1",
                                      secret: "s", name: "Ada", shareStatements: true, joinedAt: at))
        try store.setPace(RoomPace(paced: true, unlocked: ["controls/switch"]), code: "K7Q2-9XMD")
        try store.record(Attempt(exercise: "a", time: at, statements: ["x.y = 2"], passed: true, hintsUsed: 1,
                                 duration: 20))
        try store.record(Attempt(exercise: "b", time: at, statements: ["x.y = 3"], passed: false, hintsUsed: 0,
                                 duration: 5))
        if let first = try store.pendingResults().first { try store.markFailed(first.result.uuid, reason: "gone") }
        return store.path
    }

    /// Runs `sql` on the file with a connection of its own, then closes it (the WAL checkpointed).
    static func mutate(_ path: String, _ sql: String) throws {
        let raw = try DatabaseQueue(path: path)
        try raw.write { try $0.execute(sql: sql) }
        try raw.close()
    }

    /// Every read the commands make, in the order `learn` and `progress` make them.
    static func readEverything(_ store: ProgressStore) throws {
        _ = try store.allProgress()
        _ = try store.progress(for: "a")
        _ = try store.attempts()
        _ = try store.current()
        _ = try store.flag(.welcomeShown)
        _ = try store.flag(.finalShown)
        _ = try store.learners()
        _ = try store.currentRoom()
        _ = try store.outboxSummary()
        _ = try store.pendingResults()
    }

    /// The files of the folder and their bytes.
    static func contents(_ folder: TemporaryFolder) throws -> [String: Data] {
        var result: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            result[name] = FileManager.default.contents(atPath: folder.file(name))
        }
        return result
    }

    /// Damages the file with `sql` and expects `open` to refuse it with `expected`, the folder unchanged.
    private func expectRefused(_ sql: String, _ expected: (String) -> ProgressError) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try Self.populated(folder)
        try Self.mutate(path, sql)
        let before = try Self.contents(folder)
        #expect(throws: expected(path)) {
            try ProgressStore.open(at: folder.path, learner: "ada", course: "axtutor")
        }
        #expect(try Self.contents(folder) == before)
    }

    @Test func textWhereATimeBelongsNamesTheTableRowAndColumn() throws {
        try expectRefused("UPDATE attempt SET time = 'x' WHERE id = 2") {
            .damagedRow($0, table: "attempt", row: 2, column: "time", problem: "holds text where a time belongs")
        }
        let error = ProgressError.damagedRow("/s/progress.sqlite", table: "attempt", row: 2, column: "time",
                                             problem: "holds text where a time belongs")
        #expect(error.description == "/s/progress.sqlite: error: the progress database is damaged: table attempt, row 2, "
            + "column time holds text where a time belongs; it was left as it is (mend or delete that row with "
            + "sqlite3, move the file away to start afresh, or choose another folder with --state DIR)")
        #expect(error.exitCode == 65)
    }

    @Test func textWhereYesOrNoBelongs() throws {
        try expectRefused("UPDATE attempt SET passed = 'maybe' WHERE id = 1") {
            .damagedRow($0, table: "attempt", row: 1, column: "passed",
                        problem: "holds text where yes or no (1 or 0) belongs")
        }
    }

    @Test func aHugeNumberOfHints() throws {
        try expectRefused("UPDATE attempt SET hintsUsed = 1e300 WHERE id = 3") {
            .damagedRow($0, table: "attempt", row: 3, column: "hintsUsed",
                        problem: "holds the number 1e+300, out of range for a count")
        }
    }

    @Test func aBlobWhereTextBelongs() throws {
        try expectRefused("UPDATE completion SET exercise = x'00ff' WHERE exercise = 'a'") {
            .damagedRow($0, table: "completion", row: 1, column: "exercise",
                        problem: "holds a blob of 2 bytes where text belongs")
        }
    }

    @Test func theRoomAndTheOutboxAreCheckedToo() throws {
        try expectRefused("UPDATE room SET joinedAt = 'soon'") {
            .damagedRow($0, table: "room", row: 1, column: "joinedAt", problem: "holds text where a time belongs")
        }
        try expectRefused("UPDATE outbox SET seconds = -4 WHERE id = 2") {
            .damagedRow($0, table: "outbox", row: 2, column: "seconds",
                        problem: "holds the number -4, out of range for a count")
        }
    }

    /// A row damaged after the file was opened is reported by the read that meets it.
    @Test func aReaderMeetingADamagedRowThrowsInsteadOfTrapping() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try Self.populated(folder)
        let store = try ProgressStore.open(at: folder.path, learner: "ada", course: "axtutor")
        try Self.mutate(path, "UPDATE attempt SET time = 'x' WHERE id = 1")
        let expected = ProgressError.damagedRow(path, table: "attempt", row: 1, column: "time",
                                                problem: "holds text where a time belongs")
        #expect(throws: expected) { try store.allProgress() }
        #expect(throws: expected) { try store.attempts() }
        try Self.mutate(path, "UPDATE learnerState SET currentExercise = x'61'")
        #expect(throws: ProgressError.self) { try store.current() }
        try Self.mutate(path, "UPDATE room SET shareStatements = x'01'")
        #expect(throws: ProgressError.self) { try store.currentRoom() }
        #expect(throws: ProgressError.self) {
            try store.record(Attempt(exercise: "a", time: Date(), statements: [], passed: true, hintsUsed: 0, duration: 1))
        }
        try Self.mutate(path, "UPDATE room SET shareStatements = 1")
        #expect(try store.attempts(exercise: "b").count == 1)
    }

    @Test func aDatabaseWithAMigrationFromANewerAxtutorIsRefusedAndLeftAsItIs() throws {
        try expectRefused("INSERT INTO grdb_migrations VALUES ('v3-notes')") {
            .unknownMigration($0, "v3-notes")
        }
        #expect(ProgressError.unknownMigration("/s/p", "v3").description
                == "/s/p: error: the progress database was changed by a newer axtutor (migration 'v3', which this "
                + "one does not know); it was left as it is (update axtutor)")
    }

    /// Every column of every table given each kind of bad value: the file either opens and
    /// every read works, or is refused as damaged (65) and left byte for byte as it was.
    @Test func everyColumnGivenEveryKindOfBadValue() throws {
        let values = ["'x'", "''", "1e300", "-1e300", "-1", "9223372036854775807", "x'00ff'", "x''", "NULL", "0.5",
                      "'[\"a\"'"]
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        _ = try Self.populated(folder)
        let pristine = try Self.contents(folder)
        let raw = try DatabaseQueue(path: folder.file("progress.sqlite"))
        let columns = try raw.read { db in
            try ProgressSchema.rowCheckers.map { table, _ in
                (table, try db.columns(in: table).map(\.name).filter { $0 != "id" })
            }
        }
        try raw.close()
        var refused = 0
        for (table, names) in columns {
            for column in names {
                for value in values {
                    for (name, data) in pristine { try data.write(to: URL(fileURLWithPath: folder.file(name))) }
                    do {
                        try Self.mutate(folder.file("progress.sqlite"), "UPDATE \(table) SET \(column) = \(value)")
                    } catch let error as DatabaseError where error.resultCode == .SQLITE_CONSTRAINT {
                        continue   // NOT NULL or UNIQUE: the file cannot hold it
                    }
                    let before = try Self.contents(folder)
                    do {
                        let store = try ProgressStore.open(at: folder.path, learner: "ada", course: "axtutor")
                        try Self.readEverything(store)
                    } catch let error as ProgressError {
                        #expect(error.exitCode == 65, "\(table).\(column) = \(value): \(error)")
                        #expect(error.message.contains("table \(table), row "), "\(table).\(column) = \(value)")
                        #expect(try Self.contents(folder) == before, "\(table).\(column) = \(value) changed the file")
                        refused += 1
                    }
                }
            }
        }
        #expect(refused > 100)
    }
}
