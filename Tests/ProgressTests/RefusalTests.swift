import Foundation
import TestSupport
import GRDB
import Testing
@testable import Progress

/// Files that are not ours are refused with a clear message and never written to.
@Suite struct RefusalTests {
    private func contents(_ folder: TemporaryFolder) throws -> [String: Data] {
        var result: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            result[name] = FileManager.default.contents(atPath: folder.file(name))
        }
        return result
    }

    private func expectRefused(_ folder: TemporaryFolder, _ expected: ProgressError) throws {
        let before = try contents(folder)
        #expect(throws: expected) {
            try ProgressStore.open(at: folder.path, learner: "ada", course: "axtutor")
        }
        #expect(try contents(folder) == before)
    }

    @Test func aTextFileIsRefusedAndLeftAsItIs() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("progress.sqlite")
        #expect(FileManager.default.createFile(atPath: path, contents: Data("my notes, not a database\n".utf8)))
        try expectRefused(folder, ProgressError.notADatabase(path))
        #expect(ProgressError.notADatabase(path).description == "\(path): error: not an axtutor progress database: "
            + "the file is not SQLite or is damaged; it was left as it is "
            + "(move it away to start afresh, or choose another folder with --state DIR)")
        #expect(ProgressError.notADatabase(path).exitCode == 65)
    }

    @Test func aDamagedDatabaseIsRefusedAndLeftAsItIs() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("progress.sqlite")
        do {
            let store = try ProgressStore(path: path, learner: "ada", course: "axtutor")
            try store.record(Attempt(exercise: "a", time: Date(), statements: ["x"], passed: false,
                                     hintsUsed: 0, duration: 1))
        }
        // Checkpointed and closed: only the main file is left. Now scribble over its pages.
        var data = try #require(FileManager.default.contents(atPath: path))
        for offset in stride(from: 100, to: data.count, by: 7) { data[offset] = 0xA5 }
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            try FileManager.default.removeItem(atPath: folder.file(name))
        }
        #expect(FileManager.default.createFile(atPath: path, contents: data))
        try expectRefused(folder, ProgressError.notADatabase(path))
    }

    @Test func anotherProgramsDatabaseIsRefusedAndLeftAsItIs() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("progress.sqlite")
        do {
            let other = try DatabaseQueue(path: path)
            try other.write { try $0.execute(sql: "CREATE TABLE notes (text TEXT); INSERT INTO notes VALUES ('hi')") }
            try other.close()
        }
        try expectRefused(folder, ProgressError.foreignDatabase(path))
        #expect(ProgressError.foreignDatabase(path).description == "\(path): error: not an axtutor progress database: "
            + "it is another program's SQLite database; it was left as it is (choose another folder with --state DIR)")
    }

    @Test func aDatabaseWithAnotherApplicationIDIsRefused() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("progress.sqlite")
        do {
            let other = try DatabaseQueue(path: path)
            try other.write { try $0.execute(sql: "PRAGMA application_id = 1234") }
            try other.close()
        }
        try expectRefused(folder, ProgressError.foreignDatabase(path))
    }

    @Test func aDatabaseFromANewerAxtutorIsRefused() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("progress.sqlite")
        _ = try ProgressStore(path: path, learner: "ada", course: "axtutor")
        do {
            let raw = try DatabaseQueue(path: path)
            try raw.writeWithoutTransaction {
                try $0.execute(sql: "PRAGMA user_version = 7; PRAGMA journal_mode = DELETE")
            }
            try raw.close()
        }
        try expectRefused(folder, ProgressError.newerSchema(path, found: 7, known: ProgressSchema.version))
        #expect(ProgressError.newerSchema(path, found: 7, known: 2).description
                == "\(path): error: the progress database has schema version 7, newer than this axtutor knows (2); "
                + "it was left as it is (update axtutor)")
    }

    @Test func anEmptyFileBecomesAProgressDatabase() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("progress.sqlite")
        #expect(FileManager.default.createFile(atPath: path, contents: Data()))
        let store = try ProgressStore(path: path, learner: "ada", course: "axtutor")
        try store.set(.welcomeShown)
        let header = try #require(FileManager.default.contents(atPath: path))
        #expect(header.count >= 100)
    }

    @Test func theDatabaseIsInWALModeWithItsApplicationID() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("progress.sqlite")
        let store = try ProgressStore(path: path, learner: "ada", course: "axtutor")
        try store.set(.welcomeShown)
        let raw = try DatabaseQueue(path: path)
        let (mode, applicationID, version) = try raw.read { db in
            (try String.fetchOne(db, sql: "PRAGMA journal_mode"),
             try Int.fetchOne(db, sql: "PRAGMA application_id"),
             try Int.fetchOne(db, sql: "PRAGMA user_version"))
        }
        #expect(mode == "wal")
        #expect(applicationID == 0x4158_5455)
        #expect(version == 4)
    }
}
