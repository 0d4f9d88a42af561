import Foundation

/// The room tables and every query, written once in SQL that SQLite and PostgreSQL both take
/// (`$1`-style parameters, `ON CONFLICT DO NOTHING`, DOUBLE PRECISION seconds since 1970).
/// Parameters are numbered in the order they appear: SQLite binds `$N` by first appearance.
enum RoomSchema {
    /// The tables, created when missing.
    static let statements: [String] =
        [
            """
            CREATE TABLE IF NOT EXISTS room (
                code TEXT PRIMARY KEY,
                course TEXT NOT NULL,
                facilitator_hash TEXT NOT NULL,
                created DOUBLE PRECISION NOT NULL,
                expires DOUBLE PRECISION NOT NULL,
                paced BOOLEAN NOT NULL,
                unlocked TEXT NOT NULL,
                version BIGINT NOT NULL DEFAULT 0
            )
            """,
            """
            CREATE TABLE IF NOT EXISTS learner (
                id TEXT PRIMARY KEY,
                room TEXT NOT NULL REFERENCES room (code),
                name TEXT NOT NULL,
                name_key TEXT NOT NULL,
                secret_hash TEXT NOT NULL UNIQUE,
                joined DOUBLE PRECISION NOT NULL,
                UNIQUE (room, name_key)
            )
            """,
            """
            CREATE TABLE IF NOT EXISTS result (
                room TEXT NOT NULL REFERENCES room (code),
                id TEXT NOT NULL,
                learner TEXT NOT NULL REFERENCES learner (id),
                exercise TEXT NOT NULL,
                passed BOOLEAN NOT NULL,
                attempts INTEGER NOT NULL,
                hints_used INTEGER NOT NULL,
                seconds INTEGER NOT NULL,
                at DOUBLE PRECISION NOT NULL,
                statements TEXT,
                received DOUBLE PRECISION NOT NULL,
                PRIMARY KEY (room, id)
            )
            """,
        ]

    /// Columns added after the first release, in order: each store adds those it lacks (SQLite
    /// through its migrator, PostgreSQL with `ADD COLUMN IF NOT EXISTS`), so a database written
    /// by an earlier server keeps its rooms.
    static let addedColumns: [(table: String, column: String, definition: String)] = [
        ("room", "joins_open", "BOOLEAN NOT NULL DEFAULT TRUE"),
        ("learner", "removed", "DOUBLE PRECISION"),
        ("learner", "rejoin_until", "DOUBLE PRECISION"),
    ]

    /// `ALTER TABLE … ADD COLUMN …` for one added column.
    static func addColumn(_ added: (table: String, column: String, definition: String), ifNotExists: Bool) -> String {
        "ALTER TABLE \(added.table) ADD COLUMN \(ifNotExists ? "IF NOT EXISTS " : "")\(added.column) \(added.definition)"
    }

    static let insertRoom = """
        INSERT INTO room (code, course, facilitator_hash, created, expires, paced, unlocked)
        VALUES ($1, $2, $3, $4, $5, $6, $7)
        """
    static let selectRoom = """
        SELECT course, facilitator_hash, created, expires, paced, unlocked, joins_open FROM room WHERE code = $1
        """
    /// The rooms of a course still open at a time, newest first (for `serve`'s note on resuming).
    static let selectOpenRooms = """
        SELECT code FROM room WHERE course = $1 AND expires > $2 ORDER BY created DESC
        """
    static let insertLearner = """
        INSERT INTO learner (id, room, name, name_key, secret_hash, joined)
        VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING
        """
    static let selectLearnerID = "SELECT id FROM learner WHERE id = $1"
    /// A learner by secret, removed or not (a removed learner is told so).
    static let selectLearnerBySecret = """
        SELECT id, name, secret_hash, joined, removed, rejoin_until FROM learner WHERE room = $1 AND secret_hash = $2
        """
    /// The learners in the room: the removed ones are not.
    static let selectLearners = """
        SELECT id, name, secret_hash, joined, removed, rejoin_until FROM learner WHERE room = $1 AND removed IS NULL
        ORDER BY joined, name
        """
    static let selectLearnerIDByName = """
        SELECT id FROM learner WHERE room = $1 AND name_key = $2 AND removed IS NULL
        """
    /// Removes a learner: kept with their results, out of the room's view, the name free again.
    static let removeLearner = """
        UPDATE learner SET removed = $1, name_key = 'removed:' || id, rejoin_until = NULL
        WHERE room = $2 AND name_key = $3 AND removed IS NULL
        """
    static let allowRejoin = """
        UPDATE learner SET rejoin_until = $1 WHERE room = $2 AND name_key = $3 AND removed IS NULL
        """
    /// A learner the facilitator let rejoin takes a new secret, once, before the consent runs out.
    static let rejoin = """
        UPDATE learner SET secret_hash = $1, rejoin_until = NULL
        WHERE room = $2 AND name_key = $3 AND removed IS NULL AND rejoin_until > $4
        """

    static let insertResult = """
        INSERT INTO result (room, id, learner, exercise, passed, attempts, hints_used, seconds, at, statements, received)
        VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) ON CONFLICT DO NOTHING
        """
    static let selectResultOwner = "SELECT learner FROM result WHERE room = $1 AND id = $2"
    static let selectResults = """
        SELECT result.id, learner, exercise, passed, attempts, hints_used, seconds, at, statements
        FROM result JOIN learner ON learner.id = result.learner
        WHERE result.room = $1 AND learner.removed IS NULL ORDER BY at, received
        """
    static let updateUnlocked = "UPDATE room SET unlocked = $1, version = version + 1 WHERE code = $2"
    static let bumpVersion = "UPDATE room SET version = version + 1 WHERE code = $1"
    static let countLearners = "SELECT count(*) FROM learner WHERE room = $1 AND removed IS NULL"
    static let updateExpires = "UPDATE room SET expires = $1, version = version + 1 WHERE code = $2"
    static let updateJoinsOpen = "UPDATE room SET joins_open = $1, version = version + 1 WHERE code = $2"
    /// PostgreSQL: holds the room's row until the transaction ends, so one room's joins are
    /// counted one at a time (SQLite writes one transaction at a time anyway).
    static let lockRoom = "SELECT version FROM room WHERE code = $1 FOR UPDATE"
    static let selectVersion = "SELECT version FROM room WHERE code = $1"

    /// A learner's name as compared in a room: without case.
    static func nameKey(_ name: String) -> String {
        name.lowercased()
    }

    /// A list of strings as stored: a JSON array.
    static func encode(_ list: [String]) -> String {
        JSONText.array(list)
    }

    /// A stored JSON array of strings; empty when it does not read.
    static func decode(_ text: String) -> [String] {
        (try? JSONDecoder().decode([String].self, from: Data(text.utf8))) ?? []
    }
}
