import GRDB

/// The progress database's identity (application id, schema version) and its migrations.
enum ProgressSchema {
    /// `PRAGMA application_id`: "AXTU" in ASCII, so that `file(1)` and axtutor know the file.
    static let applicationID: Int32 = 0x4158_5455
    /// `PRAGMA user_version` after the last migration below.
    static let version = 1

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
        return migrator
    }
}
