import Foundation
import GRDB

/// The room side of the store: joining, the pace cache, and the outbox the sender drains.
/// Joining and the summary are this learner's in this course; the sender's calls cover the
/// whole file, since one `axtutor-room send` drains every result waiting in it.
extension ProgressStore {
    /// Remembers the room joined; it becomes the room results are sent to (joining the same
    /// code again replaces its secret and name, and keeps its cached pace).
    public func join(_ room: RoomMembership) throws {
        try write { db in
            try db.execute(
                sql: """
                    INSERT INTO room (learner, course, code, url, learnerID, secret, name, shareStatements, joinedAt)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
                    ON CONFLICT (learner, course, code) DO UPDATE SET url = excluded.url,
                        learnerID = excluded.learnerID, secret = excluded.secret, name = excluded.name,
                        shareStatements = excluded.shareStatements, joinedAt = excluded.joinedAt
                    """,
                arguments: [learner, course, room.code, room.url, room.learnerID, room.secret, room.name,
                            room.shareStatements, room.joinedAt.timeIntervalSince1970])
        }
    }

    /// The room last joined, if any.
    public func currentRoom() throws -> RoomMembership? {
        try read { db in try Self.currentRoom(db, learner: learner, course: course) }
    }

    /// Keeps the pace the room `code` gave, for when it cannot be reached.
    public func setPace(_ pace: RoomPace, code: String) throws {
        let unlocked = String(decoding: try JSONEncoder().encode(pace.unlocked), as: UTF8.self)
        try write { db in
            try db.execute(
                sql: "UPDATE room SET paced = ?, unlocked = ? WHERE learner = ? AND course = ? AND code = ?",
                arguments: [pace.paced, unlocked, learner, course, code])
        }
    }

    /// This learner's results still to send, and those the room refused.
    public func outboxSummary() throws -> OutboxSummary {
        try read { db in
            let waiting = try Int.fetchOne(
                db, sql: "SELECT count(*) FROM outbox WHERE learner = ? AND course = ? AND failed IS NULL",
                arguments: [learner, course]) ?? 0
            let failed = try Row.fetchAll(
                db, sql: "SELECT * FROM outbox WHERE learner = ? AND course = ? AND failed IS NOT NULL ORDER BY id",
                arguments: [learner, course]).map(Self.result)
            return OutboxSummary(waiting: waiting, failed: failed)
        }
    }

    // MARK: For the sender (the whole file)

    /// Up to `limit` results waiting to be sent, oldest first, each with its room.
    public func pendingResults(limit: Int = 100) throws -> [PendingResult] {
        try read { db in
            try Row.fetchAll(db, sql: """
                SELECT outbox.*, room.url, room.learnerID, room.secret, room.name, room.shareStatements,
                       room.joinedAt, room.paced, room.unlocked
                FROM outbox JOIN room USING (learner, course, code)
                WHERE outbox.failed IS NULL ORDER BY outbox.id LIMIT ?
                """, arguments: [limit]).map { row in
                PendingResult(result: Self.result(row), room: Self.room(row))
            }
        }
    }

    /// Forgets a result the room has stored.
    public func removeResult(_ uuid: String) throws {
        try write { db in try db.execute(sql: "DELETE FROM outbox WHERE uuid = ?", arguments: [uuid]) }
    }

    /// Marks a result the room refused: it stays, with the reason, and is not sent again.
    public func markFailed(_ uuid: String, reason: String) throws {
        try write { db in
            try db.execute(sql: "UPDATE outbox SET failed = ? WHERE uuid = ?", arguments: [reason, uuid])
        }
    }

    // MARK: Inside `record`'s transaction

    /// Adds the attempt's result to the outbox when the learner is in a room: `attempts` counts
    /// the checks on the exercise so far (this one is already inserted), `seconds` their time.
    func queueResult(_ db: Database, _ attempt: Attempt) throws {
        guard let room = try Self.currentRoom(db, learner: learner, course: course) else { return }
        let totals = try Row.fetchOne(
            db, sql: """
                SELECT count(*) AS attempts, coalesce(sum(duration), 0) AS seconds
                FROM attempt WHERE learner = ? AND course = ? AND exercise = ?
                """, arguments: [learner, course, attempt.exercise])
        let attempts: Int = totals?["attempts"] ?? 1
        let seconds: Double = totals?["seconds"] ?? attempt.duration
        let statements = room.shareStatements
            ? String(decoding: try JSONEncoder().encode(attempt.statements), as: UTF8.self) : nil
        try db.execute(
            sql: """
                INSERT INTO outbox (uuid, learner, course, code, exercise, passed, attempts, hintsUsed, seconds, at,
                                    statements)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """,
            arguments: [UUID().uuidString.lowercased(), learner, course, room.code, attempt.exercise, attempt.passed,
                        attempts, attempt.hintsUsed, Int(seconds.rounded()), attempt.time.timeIntervalSince1970,
                        statements])
    }

    // MARK: Rows

    private static func currentRoom(_ db: Database, learner: String, course: String) throws -> RoomMembership? {
        try Row.fetchOne(
            db, sql: "SELECT * FROM room WHERE learner = ? AND course = ? ORDER BY joinedAt DESC, rowid DESC LIMIT 1",
            arguments: [learner, course]).map(room)
    }

    private static func room(_ row: Row) -> RoomMembership {
        var pace: RoomPace?
        if let paced: Bool = row["paced"], let text: String = row["unlocked"] {
            pace = RoomPace(paced: paced, unlocked: (try? JSONDecoder().decode([String].self, from: Data(text.utf8))) ?? [])
        }
        return RoomMembership(url: row["url"], code: row["code"], learnerID: row["learnerID"], secret: row["secret"],
                              name: row["name"], shareStatements: row["shareStatements"],
                              joinedAt: Date(timeIntervalSince1970: row["joinedAt"]), pace: pace)
    }

    private static func result(_ row: Row) -> OutboxResult {
        let statements = (row["statements"] as String?).map { text in
            (try? JSONDecoder().decode([String].self, from: Data(text.utf8))) ?? [text]
        }
        return OutboxResult(uuid: row["uuid"], code: row["code"], exercise: row["exercise"], passed: row["passed"],
                            attempts: row["attempts"], hintsUsed: row["hintsUsed"], seconds: row["seconds"],
                            at: Date(timeIntervalSince1970: row["at"]), statements: statements, failed: row["failed"])
    }
}
