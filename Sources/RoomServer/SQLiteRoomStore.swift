import Foundation
import GRDB
import RoomProtocol

/// Rooms in one SQLite file (GRDB), the default: one facilitator on one machine.
public final class SQLiteRoomStore: RoomStore {
    private let pool: DatabasePool
    /// The database file.
    public let path: String

    /// Opens (creating when missing) the database at `path`.
    public init(path: String) throws {
        self.path = path
        var configuration = Configuration()
        configuration.busyMode = .timeout(10)
        configuration.label = "axtutor.room"
        pool = try DatabasePool(path: path, configuration: configuration)
        try Self.migrator.migrate(pool)
    }

    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1") { db in
            for statement in RoomSchema.statements {
                try db.execute(sql: statement)
            }
        }
        migrator.registerMigration("v2") { db in
            for added in RoomSchema.addedColumns {
                try db.execute(sql: RoomSchema.addColumn(added, ifNotExists: false))
            }
        }
        return migrator
    }

    public func createRoom(_ room: RoomRecord) async throws {
        try await pool.write { db in
            try db.execute(sql: RoomSchema.insertRoom, arguments: [
                room.code.value, room.course, room.facilitatorHash, room.created.timeIntervalSince1970,
                room.expires.timeIntervalSince1970, room.paced, RoomSchema.encode(room.unlocked),
            ])
        }
    }

    public func room(_ code: RoomCode) async throws -> RoomRecord? {
        try await pool.read { db in
            try Row.fetchOne(db, sql: RoomSchema.selectRoom, arguments: [code.value]).map { row in
                RoomRecord(code: code, course: row["course"], facilitatorHash: row["facilitator_hash"],
                           created: Date(timeIntervalSince1970: row["created"]),
                           expires: Date(timeIntervalSince1970: row["expires"]), paced: row["paced"],
                           unlocked: RoomSchema.decode(row["unlocked"]), joinsOpen: row["joins_open"])
            }
        }
    }

    public func addLearner(_ learner: LearnerRecord, cap: Int) async throws -> LearnerInsertion {
        try await pool.write { db in
            let count = try Int.fetchOne(db, sql: RoomSchema.countLearners, arguments: [learner.room.value]) ?? 0
            guard count < cap else { return .roomFull }
            try db.execute(sql: RoomSchema.insertLearner, arguments: [
                learner.id, learner.room.value, learner.name, RoomSchema.nameKey(learner.name), learner.secretHash,
                learner.joined.timeIntervalSince1970,
            ])
            guard db.changesCount > 0 else {
                // A join retried after its answer was lost finds its own row.
                let holder = try String.fetchOne(db, sql: RoomSchema.selectLearnerIDByName,
                                                 arguments: [learner.room.value, RoomSchema.nameKey(learner.name)])
                return holder == learner.id ? .added : .nameTaken
            }
            try db.execute(sql: RoomSchema.bumpVersion, arguments: [learner.room.value])
            return .added
        }
    }

    public func learner(room: RoomCode, secretHash: String) async throws -> LearnerRecord? {
        try await pool.read { db in
            try Row.fetchOne(db, sql: RoomSchema.selectLearnerBySecret, arguments: [room.value, secretHash])
                .map { Self.learner($0, room: room) }
        }
    }

    public func learners(room: RoomCode) async throws -> [LearnerRecord] {
        try await pool.read { db in
            try Row.fetchAll(db, sql: RoomSchema.selectLearners, arguments: [room.value])
                .map { Self.learner($0, room: room) }
        }
    }

    private static func learner(_ row: Row, room: RoomCode) -> LearnerRecord {
        LearnerRecord(id: row["id"], room: room, name: row["name"], secretHash: row["secret_hash"],
                      joined: Date(timeIntervalSince1970: row["joined"]), removed: (row["removed"] as Double?) != nil,
                      rejoinUntil: (row["rejoin_until"] as Double?).map(Date.init(timeIntervalSince1970:)))
    }

    public func addResult(_ result: ResultRecord, room: RoomCode, received: Date) async throws -> ResultInsertion {
        try await pool.write { db in
            try db.execute(sql: RoomSchema.insertResult, arguments: [
                room.value, result.id, result.learner, result.exercise, result.passed, result.attempts,
                result.hintsUsed, result.seconds, result.at.timeIntervalSince1970,
                result.statements.map(RoomSchema.encode), received.timeIntervalSince1970,
            ])
            if db.changesCount > 0 {
                try db.execute(sql: RoomSchema.bumpVersion, arguments: [room.value])
                return .stored
            }
            let owner = try String.fetchOne(db, sql: RoomSchema.selectResultOwner, arguments: [room.value, result.id])
            return owner == result.learner ? .alreadyStored : .takenByAnotherLearner
        }
    }

    public func results(room: RoomCode) async throws -> [ResultRecord] {
        try await pool.read { db in
            try Row.fetchAll(db, sql: RoomSchema.selectResults, arguments: [room.value]).map { row in
                ResultRecord(id: row["id"], learner: row["learner"], exercise: row["exercise"], passed: row["passed"],
                             attempts: row["attempts"], hintsUsed: row["hints_used"], seconds: row["seconds"],
                             at: Date(timeIntervalSince1970: row["at"]),
                             statements: (row["statements"] as String?).map(RoomSchema.decode))
            }
        }
    }

    public func setUnlocked(_ lessons: [String], room: RoomCode) async throws {
        try await pool.write { db in
            try db.execute(sql: RoomSchema.updateUnlocked, arguments: [RoomSchema.encode(lessons), room.value])
        }
    }

    public func setExpires(_ expires: Date, room: RoomCode) async throws {
        try await pool.write { db in
            try db.execute(sql: RoomSchema.updateExpires, arguments: [expires.timeIntervalSince1970, room.value])
        }
    }

    public func setJoinsOpen(_ open: Bool, room: RoomCode) async throws {
        try await pool.write { db in
            try db.execute(sql: RoomSchema.updateJoinsOpen, arguments: [open, room.value])
        }
    }

    public func removeLearner(named name: String, room: RoomCode, at now: Date) async throws -> Bool {
        try await changesLearner(RoomSchema.removeLearner, name: name, room: room, now.timeIntervalSince1970)
    }

    public func allowRejoin(named name: String, room: RoomCode, until: Date) async throws -> Bool {
        try await changesLearner(RoomSchema.allowRejoin, name: name, room: room, until.timeIntervalSince1970)
    }

    /// Runs an update of one learner found by name (`$1` `value`, `$2` room, `$3` name), bumping
    /// the room's version when it changed a row.
    private func changesLearner(_ sql: String, name: String, room: RoomCode, _ value: Double) async throws -> Bool {
        try await pool.write { db in
            try db.execute(sql: sql, arguments: [value, room.value, RoomSchema.nameKey(name)])
            guard db.changesCount > 0 else { return false }
            try db.execute(sql: RoomSchema.bumpVersion, arguments: [room.value])
            return true
        }
    }

    public func rejoin(named name: String, room: RoomCode, secretHash: String, now: Date) async throws -> LearnerRecord? {
        try await pool.write { db in
            try db.execute(sql: RoomSchema.rejoin, arguments: [secretHash, room.value, RoomSchema.nameKey(name),
                                                               now.timeIntervalSince1970])
            if db.changesCount > 0 { try db.execute(sql: RoomSchema.bumpVersion, arguments: [room.value]) }
            // As the PostgreSQL store: whoever holds the new secret has rejoined.
            return try Row.fetchOne(db, sql: RoomSchema.selectLearnerBySecret, arguments: [room.value, secretHash])
                .map { Self.learner($0, room: room) }
        }
    }

    public func openRooms(course: String, now: Date) async throws -> [RoomCode] {
        try await pool.read { db in
            try String.fetchAll(db, sql: RoomSchema.selectOpenRooms, arguments: [course, now.timeIntervalSince1970])
                .compactMap(RoomCode.init)
        }
    }

    public func version(room: RoomCode) async throws -> Int64 {
        try await pool.read { db in
            try Int64.fetchOne(db, sql: RoomSchema.selectVersion, arguments: [room.value]) ?? 0
        }
    }

    public func close() async throws {
        try pool.close()
    }
}
