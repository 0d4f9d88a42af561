import GRDB

/// The progress database's identity (application id, schema version) and its migrations.
enum ProgressSchema {
    /// `PRAGMA application_id`: "AXTU" in ASCII, so that `file(1)` and axtutor know the file.
    static let applicationID: Int32 = 0x4158_5455
    /// `PRAGMA user_version` after the last migration below.
    static let version = 4

    /// Each table and how one of its rows (`SELECT rowid, *`) is decoded, every column checked:
    /// what `ProgressStore` runs over the whole file when it opens it.
    static var rowCheckers: [(table: String, check: (StoredRow) throws -> Void)] {
        [
            ("attempt", { _ = try ProgressStore.attempt($0) }),
            ("completion", { _ = try ($0.text("learner"), $0.text("course"), $0.text("exercise"), $0.time("time")) }),
            ("hint", { _ = try ($0.text("learner"), $0.text("course"), $0.text("exercise"), $0.count("level")) }),
            ("learnerState", {
                _ = try ($0.text("learner"), $0.text("course"), $0.flag("welcomeShown"), $0.flag("finalShown"),
                         $0.optionalText("currentExercise"))
            }),
            ("room", { _ = try ProgressStore.room($0) }),
            ("outbox", { _ = try ProgressStore.result($0) }),
            ("draft", { _ = try ($0.text("learner"), $0.text("course"), $0.text("exercise"), ProgressStore.draftStatements($0),
                                 $0.time("time")) }),
        ]
    }

    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1") { db in
            try db.execute(sql: """
                PRAGMA application_id = \(applicationID);
                PRAGMA user_version = 1;
                CREATE TABLE attempt (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    learner TEXT NOT NULL,
                    course TEXT NOT NULL,
                    exercise TEXT NOT NULL,
                    time DOUBLE NOT NULL,
                    statements TEXT NOT NULL,
                    passed BOOLEAN NOT NULL,
                    hintsUsed INTEGER NOT NULL,
                    duration DOUBLE NOT NULL
                );
                CREATE INDEX attempt_by_exercise ON attempt (learner, course, exercise);
                CREATE TABLE completion (
                    learner TEXT NOT NULL,
                    course TEXT NOT NULL,
                    exercise TEXT NOT NULL,
                    time DOUBLE NOT NULL,
                    PRIMARY KEY (learner, course, exercise)
                );
                CREATE TABLE hint (
                    learner TEXT NOT NULL,
                    course TEXT NOT NULL,
                    exercise TEXT NOT NULL,
                    level INTEGER NOT NULL,
                    PRIMARY KEY (learner, course, exercise)
                );
                CREATE TABLE learnerState (
                    learner TEXT NOT NULL,
                    course TEXT NOT NULL,
                    welcomeShown BOOLEAN NOT NULL DEFAULT 0,
                    finalShown BOOLEAN NOT NULL DEFAULT 0,
                    currentExercise TEXT,
                    PRIMARY KEY (learner, course)
                );
                """)
        }
        // v2: workshop rooms. The room a learner joined (with the pace it last gave) and the
        // results waiting to be sent to it; a v1 file gains the two empty tables.
        migrator.registerMigration("v2") { db in
            try db.execute(sql: """
                PRAGMA user_version = 2;
                CREATE TABLE room (
                    learner TEXT NOT NULL,
                    course TEXT NOT NULL,
                    code TEXT NOT NULL,
                    url TEXT NOT NULL,
                    learnerID TEXT NOT NULL,
                    secret TEXT NOT NULL,
                    name TEXT NOT NULL,
                    shareStatements BOOLEAN NOT NULL DEFAULT 0,
                    joinedAt DOUBLE NOT NULL,
                    paced BOOLEAN,
                    unlocked TEXT,
                    PRIMARY KEY (learner, course, code)
                );
                CREATE TABLE outbox (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    uuid TEXT NOT NULL UNIQUE,
                    learner TEXT NOT NULL,
                    course TEXT NOT NULL,
                    code TEXT NOT NULL,
                    exercise TEXT NOT NULL,
                    passed BOOLEAN NOT NULL,
                    attempts INTEGER NOT NULL,
                    hintsUsed INTEGER NOT NULL,
                    seconds INTEGER NOT NULL,
                    at DOUBLE NOT NULL,
                    statements TEXT,
                    failed TEXT
                );
                """)
        }
        // v3: a result the room holds for now (a lesson not unlocked yet, a room that ended)
        // keeps the room's reason and is sent again later; a room that refuses the learner
        // (removed, ended) leaves its words with the membership, for the tutor to say.
        migrator.registerMigration("v3") { db in
            try db.execute(sql: """
                PRAGMA user_version = 3;
                ALTER TABLE outbox ADD COLUMN held TEXT;
                ALTER TABLE room ADD COLUMN refused TEXT;
                """)
        }
        // v4: the statements typed on an exercise and not yet taken back, kept between runs so
        // that quitting loses no work (a JSON array of the inputs, oldest first).
        migrator.registerMigration("v4") { db in
            try db.execute(sql: """
                PRAGMA user_version = 4;
                CREATE TABLE draft (
                    learner TEXT NOT NULL,
                    course TEXT NOT NULL,
                    exercise TEXT NOT NULL,
                    statements TEXT NOT NULL,
                    time DOUBLE NOT NULL,
                    PRIMARY KEY (learner, course, exercise)
                );
                """)
        }
        return migrator
    }
}
