import Foundation

/// The room tables and every query, written once in SQL that SQLite and PostgreSQL both take
/// (`$1`-style parameters, `ON CONFLICT DO NOTHING`, DOUBLE PRECISION seconds since 1970).
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

    static let insertRoom = """
        INSERT INTO room (code, course, facilitator_hash, created, expires, paced, unlocked)
        VALUES ($1, $2, $3, $4, $5, $6, $7)
        """
    static let selectRoom = """
        SELECT course, facilitator_hash, created, expires, paced, unlocked FROM room WHERE code = $1
        """
    static let insertLearner = """
        INSERT INTO learner (id, room, name, name_key, secret_hash, joined)
        VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING
        """
    static let selectLearnerID = "SELECT id FROM learner WHERE id = $1"
    static let selectLearnerBySecret = """
        SELECT id, name, secret_hash, joined FROM learner WHERE room = $1 AND secret_hash = $2
        """
    static let selectLearners = """
        SELECT id, name, secret_hash, joined FROM learner WHERE room = $1 ORDER BY joined, name
        """
    static let insertResult = """
        INSERT INTO result (room, id, learner, exercise, passed, attempts, hints_used, seconds, at, statements, received)
        VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) ON CONFLICT DO NOTHING
        """
    static let selectResultOwner = "SELECT learner FROM result WHERE room = $1 AND id = $2"
    static let selectResults = """
        SELECT id, learner, exercise, passed, attempts, hints_used, seconds, at, statements
        FROM result WHERE room = $1 ORDER BY at, received
        """
    static let updateUnlocked = "UPDATE room SET unlocked = $1, version = version + 1 WHERE code = $2"
    static let bumpVersion = "UPDATE room SET version = version + 1 WHERE code = $1"
    static let countLearners = "SELECT count(*) FROM learner WHERE room = $1"
    /// PostgreSQL: holds the room's row until the transaction ends, so one room's joins are
    /// counted one at a time (SQLite writes one transaction at a time anyway).
    static let lockRoom = "SELECT version FROM room WHERE code = $1 FOR UPDATE"
    static let selectVersion = "SELECT version FROM room WHERE code = $1"

    /// A list of strings as stored: a JSON array.
    static func encode(_ list: [String]) -> String {
        JSONText.array(list)
    }

    /// A stored JSON array of strings; empty when it does not read.
    static func decode(_ text: String) -> [String] {
        (try? JSONDecoder().decode([String].self, from: Data(text.utf8))) ?? []
    }
}
