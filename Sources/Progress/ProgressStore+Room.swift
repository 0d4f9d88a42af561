import Foundation
import GRDB
import Presentation

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
        try read { db in try currentRoom(db) }
    }

    /// The course of the room this learner joined last, in any course (for a command that is
    /// not told the course); nil when they have joined none.
    public func courseOfLastRoom() throws -> String? {
        try read { db in
            try db.storedRows("room", path: path, sql: "SELECT rowid, * FROM room WHERE learner = ? ORDER BY rowid",
                              arguments: [learner]) { row in (try row.text("course"), try Self.room(row)) }
                .enumerated().max { ($0.element.1.joinedAt, $0.offset) < ($1.element.1.joinedAt, $1.offset) }?
                .element.0
        }
    }

    /// Keeps the pace the room `code` gave, for when it cannot be reached.
    public func setPace(_ pace: RoomPace, code: String) throws {
        let unlocked = try JSONOutput.string(pace.unlocked, pretty: false)
        try write { db in
            try db.execute(
                sql: "UPDATE room SET paced = ?, unlocked = ? WHERE learner = ? AND course = ? AND code = ?",
                arguments: [pace.paced, unlocked, learner, course, code])
        }
    }

    /// Keeps what the room said when it refused the learner, or forgets it (nil) once it answers.
    public func setRefusal(_ words: String?, code: String) throws {
        try write { db in
            try db.execute(sql: "UPDATE room SET refused = ? WHERE learner = ? AND course = ? AND code = ?",
                           arguments: [words, learner, course, code])
        }
    }

    /// This learner's results still to send, and those the room refused.
    public func outboxSummary() throws -> OutboxSummary {
        try read { db in
            let waiting = try Int.fetchOne(
                db, sql: "SELECT count(*) FROM outbox WHERE learner = ? AND course = ? AND failed IS NULL",
                arguments: [learner, course]) ?? 0
            let failed = try db.storedRows("outbox", path: path, sql: """
                SELECT rowid, * FROM outbox WHERE learner = ? AND course = ? AND failed IS NOT NULL ORDER BY id
                """, arguments: [learner, course], Self.result)
            let held = try db.storedRows("outbox", path: path, sql: """
                SELECT rowid, * FROM outbox WHERE learner = ? AND course = ? AND failed IS NULL AND held IS NOT NULL
                ORDER BY id
                """, arguments: [learner, course], Self.result)
            return OutboxSummary(waiting: waiting, failed: failed, held: held)
        }
    }

    // MARK: For the sender (the whole file)

    /// Up to `limit` results waiting to be sent, oldest first, each with its room.
    public func pendingResults(limit: Int = 100) throws -> [PendingResult] {
        try read { db in
            // Two queries rather than a join, so that a damaged value names its own table and row.
            let results = try db.storedRows("outbox", path: path, sql: """
                SELECT rowid, * FROM outbox WHERE failed IS NULL AND EXISTS (
                    SELECT 1 FROM room WHERE room.learner = outbox.learner AND room.course = outbox.course
                                             AND room.code = outbox.code)
                ORDER BY id LIMIT ?
                """, arguments: [limit]) { row in (try row.text("learner"), try row.text("course"), try Self.result(row)) }
            return try results.compactMap { learner, course, result in
                try db.storedRows("room", path: path, sql: """
                    SELECT rowid, * FROM room WHERE learner = ? AND course = ? AND code = ?
                    """, arguments: [learner, course, result.code], Self.room)
                    .first.map { PendingResult(result: result, room: $0) }
            }
        }
    }

    /// Forgets a result the room has stored.
    public func removeResult(_ uuid: String) throws {
        try write { db in try db.execute(sql: "DELETE FROM outbox WHERE uuid = ?", arguments: [uuid]) }
    }

    /// Notes why the room holds a result for now: it stays waiting, and is sent again later.
    public func markHeld(_ uuid: String, reason: String) throws {
        try write { db in
            try db.execute(sql: "UPDATE outbox SET held = ? WHERE uuid = ?", arguments: [reason, uuid])
        }
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
        guard let room = try currentRoom(db) else { return }
        // A check after the exercise was passed in this room is practice: the room has the pass
        // already, and counting it as one more (failed) check would make the exercise look
        // harder than it was. A pass from before joining the room was never sent, so it counts.
        let passedBefore = try Int.fetchOne(db, sql: """
            SELECT count(*) FROM attempt WHERE learner = ? AND course = ? AND exercise = ? AND passed AND time >= ?
                AND id < (SELECT max(id) FROM attempt WHERE learner = ? AND course = ? AND exercise = ?)
            """, arguments: [learner, course, attempt.exercise, room.joinedAt.timeIntervalSince1970, learner, course,
                             attempt.exercise]) ?? 0
        if passedBefore > 0 { return }
        let durations = try db.storedRows("attempt", path: path, sql: """
            SELECT rowid, duration FROM attempt WHERE learner = ? AND course = ? AND exercise = ?
            """, arguments: [learner, course, attempt.exercise]) { try $0.seconds("duration") }
        let attempts = max(durations.count, 1)
        let seconds = min(max(durations.reduce(0, +), 0), Double(StoredRow.counts.upperBound))
        let statements = room.shareStatements
            ? try JSONOutput.string(attempt.statements, pretty: false) : nil
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

    /// The room this learner joined last in this course. Every row of theirs is decoded (the
    /// latest is picked here, not by SQLite's ordering, which sorts text past any number).
    private func currentRoom(_ db: Database) throws -> RoomMembership? {
        try db.storedRows("room", path: path, sql: "SELECT rowid, * FROM room WHERE learner = ? AND course = ? ORDER BY rowid",
                          arguments: [learner, course], Self.room)
            .enumerated().max { ($0.element.joinedAt, $0.offset) < ($1.element.joinedAt, $1.offset) }?.element
    }

    /// A room row, every column checked.
    static func room(_ row: StoredRow) throws -> RoomMembership {
        _ = try (row.text("learner"), row.text("course"))
        var pace: RoomPace?
        if let paced = try row.optionalFlag("paced"), let text = try row.optionalText("unlocked") {
            pace = RoomPace(paced: paced, unlocked: (try? JSONDecoder().decode([String].self, from: Data(text.utf8))) ?? [])
        }
        return RoomMembership(url: try row.text("url"), code: try row.text("code"), learnerID: try row.text("learnerID"),
                              secret: try row.text("secret"), name: try row.text("name"),
                              shareStatements: try row.flag("shareStatements"), joinedAt: try row.time("joinedAt"),
                              pace: pace, refused: try row.optionalText("refused"))
    }

    /// An outbox row, every column checked.
    static func result(_ row: StoredRow) throws -> OutboxResult {
        _ = try (row.text("learner"), row.text("course"))
        let statements = try row.optionalText("statements").map { text in
            (try? JSONDecoder().decode([String].self, from: Data(text.utf8))) ?? [text]
        }
        return OutboxResult(uuid: try row.text("uuid"), code: try row.text("code"), exercise: try row.text("exercise"),
                            passed: try row.flag("passed"), attempts: try row.count("attempts"),
                            hintsUsed: try row.count("hintsUsed"), seconds: try row.count("seconds"),
                            at: try row.time("at"), statements: statements, failed: try row.optionalText("failed"),
                            held: try row.optionalText("held"))
    }
}
