import Foundation
import GRDB

/// One learner's progress in one course, kept in an SQLite file that several axtutor
/// processes may share: every write is one transaction, the journal is WAL, and a busy
/// timeout lets two terminals of the same learner take turns.
public final class ProgressStore: Sendable {
    /// The database file.
    public let path: String
    public let learner: String
    public let course: String
    private let queue: DatabaseQueue

    /// How long a write waits for another process holding the database before failing.
    public static let busyTimeout: TimeInterval = 10

    /// Opens (creating both when missing) `progress.sqlite` in the folder `directory`.
    public static func open(at directory: String, learner: String, course: String) throws -> ProgressStore {
        try StateDirectory.create(directory)
        return try ProgressStore(
            path: StateDirectory.joined(directory, StateDirectory.databaseFileName),
            learner: learner, course: course)
    }

    /// Opens the database file at `path`, creating it when missing. A file that is not an
    /// axtutor progress database, or one from a newer axtutor, is refused and left untouched.
    public init(path: String, learner: String, course: String) throws {
        self.path = path
        self.learner = learner
        self.course = course
        try Self.checkHeader(path)
        var configuration = Configuration()
        configuration.busyMode = .timeout(Self.busyTimeout)
        configuration.label = "axtutor.progress"
        do {
            queue = try DatabaseQueue(path: path, configuration: configuration)
        } catch {
            throw Self.translate(error, path)
        }
        try guarded(path) {
            try checkOwnership()
            try Self.retryingWhileBusy {
                try queue.writeWithoutTransaction { db in
                    let mode = try String.fetchOne(db, sql: "PRAGMA journal_mode")
                    if mode != "wal" {
                        try db.execute(sql: "PRAGMA journal_mode = WAL")
                    }
                }
            }
            try Self.retryingWhileBusy { try migrate() }
        }
    }

    // MARK: Attempts, hints, completion

    /// Records an attempt and returns its id; a passing attempt completes the exercise in
    /// the same transaction, so a kill between the two cannot separate them. While the
    /// learner is in a room, the result to send it joins the outbox in that transaction too.
    @discardableResult
    public func record(_ attempt: Attempt) throws -> Int64 {
        let statements = String(decoding: try JSONEncoder().encode(attempt.statements), as: UTF8.self)
        return try write { db in
            try db.execute(
                sql: """
                    INSERT INTO attempt (learner, course, exercise, time, statements, passed, hintsUsed, duration)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                    """,
                arguments: [learner, course, attempt.exercise, attempt.time.timeIntervalSince1970,
                            statements, attempt.passed, attempt.hintsUsed, attempt.duration])
            let id = db.lastInsertedRowID
            if attempt.passed {
                try insertCompletion(db, exercise: attempt.exercise, time: attempt.time)
            }
            try queueResult(db, attempt)
            return id
        }
    }

    /// Notes that hints up to `level` were revealed for `exercise`; a lower level never
    /// takes back a higher one.
    public func recordHint(exercise: String, level: Int) throws {
        try write { db in
            try db.execute(
                sql: """
                    INSERT INTO hint (learner, course, exercise, level) VALUES (?, ?, ?, ?)
                    ON CONFLICT (learner, course, exercise) DO UPDATE SET level = max(level, excluded.level)
                    """,
                arguments: [learner, course, exercise, level])
        }
    }

    private func insertCompletion(_ db: Database, exercise: String, time: Date) throws {
        try db.execute(
            sql: "INSERT OR IGNORE INTO completion (learner, course, exercise, time) VALUES (?, ?, ?, ?)",
            arguments: [learner, course, exercise, time.timeIntervalSince1970])
    }

    // MARK: Reading

    /// The attempts at `exercise` (every exercise when nil), oldest first.
    public func attempts(exercise: String? = nil) throws -> [Attempt] {
        try read { db in
            var sql = "SELECT * FROM attempt WHERE learner = ? AND course = ?"
            var arguments: StatementArguments = [learner, course]
            if let exercise {
                sql += " AND exercise = ?"
                arguments += [exercise]
            }
            return try Row.fetchAll(db, sql: sql + " ORDER BY id", arguments: arguments).map(Self.attempt)
        }
    }

    /// What the learner has done on `exercise`; all zero when nothing is recorded.
    public func progress(for exercise: String) throws -> ExerciseProgress {
        try allProgress(only: exercise).first ?? ExerciseProgress(exercise: exercise)
    }

    /// Every exercise with anything recorded (attempt, hint or completion), by exercise id.
    public func allProgress() throws -> [ExerciseProgress] {
        try allProgress(only: nil)
    }

    private func allProgress(only exercise: String?) throws -> [ExerciseProgress] {
        try read { db in
            let filter = exercise == nil ? "" : " AND exercise = ?"
            var arguments: StatementArguments = [learner, course]
            if let exercise { arguments += [exercise] }
            var table: [String: ExerciseProgress] = [:]
            for row in try Row.fetchAll(db, sql: """
                SELECT exercise, count(*) AS attempts, sum(NOT passed) AS failed, max(time) AS last
                FROM attempt WHERE learner = ? AND course = ?\(filter) GROUP BY exercise
                """, arguments: arguments) {
                let id: String = row["exercise"]
                table[id, default: ExerciseProgress(exercise: id)].attempts = row["attempts"]
                table[id, default: ExerciseProgress(exercise: id)].failedAttempts = row["failed"]
                table[id, default: ExerciseProgress(exercise: id)].lastAttemptAt =
                    (row["last"] as Double?).map(Date.init(timeIntervalSince1970:))
            }
            for row in try Row.fetchAll(db, sql: """
                SELECT exercise, level FROM hint WHERE learner = ? AND course = ?\(filter)
                """, arguments: arguments) {
                let id: String = row["exercise"]
                table[id, default: ExerciseProgress(exercise: id)].hintsRevealed = row["level"]
            }
            for row in try Row.fetchAll(db, sql: """
                SELECT exercise, time FROM completion WHERE learner = ? AND course = ?\(filter)
                """, arguments: arguments) {
                let id: String = row["exercise"]
                table[id, default: ExerciseProgress(exercise: id)].completedAt =
                    Date(timeIntervalSince1970: row["time"])
            }
            return table.values.sorted { $0.exercise < $1.exercise }
        }
    }

    /// The learners with anything recorded in this course, by name (for a facilitator's report).
    public func learners() throws -> [String] {
        try read { db in
            try String.fetchAll(db, sql: """
                SELECT learner FROM attempt WHERE course = ?
                UNION SELECT learner FROM hint WHERE course = ?
                UNION SELECT learner FROM completion WHERE course = ?
                UNION SELECT learner FROM learnerState WHERE course = ?
                ORDER BY learner
                """, arguments: [course, course, course, course])
        }
    }

    // MARK: Resetting

    /// Forgets everything recorded on `exercise`: attempts, hints and completion.
    public func reset(exercise: String) throws {
        try write { db in
            for table in ["attempt", "hint", "completion"] {
                try db.execute(
                    sql: "DELETE FROM \(table) WHERE learner = ? AND course = ? AND exercise = ?",
                    arguments: [learner, course, exercise])
            }
        }
    }

    /// Forgets everything this learner did in this course, flags and current exercise included.
    public func resetAll() throws {
        try write { db in
            for table in ["attempt", "hint", "completion", "learnerState"] {
                try db.execute(
                    sql: "DELETE FROM \(table) WHERE learner = ? AND course = ?",
                    arguments: [learner, course])
            }
        }
    }

    // MARK: Where the learner is

    /// Remembers the exercise the learner is on (nil: none).
    public func setCurrent(exercise: String?) throws {
        try updateState(column: "currentExercise", value: exercise)
    }

    /// The exercise the learner was last on, if any.
    public func current() throws -> String? {
        try read { db in
            try String.fetchOne(
                db, sql: "SELECT currentExercise FROM learnerState WHERE learner = ? AND course = ?",
                arguments: [learner, course])
        }
    }

    /// Whether the once-per-course message `flag` names has been shown.
    public func flag(_ flag: ProgressFlag) throws -> Bool {
        try read { db in
            try Bool.fetchOne(
                db, sql: "SELECT \(flag.rawValue) FROM learnerState WHERE learner = ? AND course = ?",
                arguments: [learner, course]) ?? false
        }
    }

    public func set(_ flag: ProgressFlag, to value: Bool = true) throws {
        try updateState(column: flag.rawValue, value: value)
    }

    private func updateState(column: String, value: (any DatabaseValueConvertible)?) throws {
        try write { db in
            try db.execute(
                sql: """
                    INSERT INTO learnerState (learner, course, \(column)) VALUES (?, ?, ?)
                    ON CONFLICT (learner, course) DO UPDATE SET \(column) = excluded.\(column)
                    """,
                arguments: [learner, course, value])
        }
    }

    // MARK: Plumbing

    func write<T>(_ body: (Database) throws -> T) throws -> T {
        try guarded(path) { try queue.write(body) }
    }

    func read<T>(_ body: (Database) throws -> T) throws -> T {
        try guarded(path) { try queue.read(body) }
    }

    /// Brings the schema up to date. Two processes opening a new file at once may both find
    /// the same migration missing: each runs in one transaction, so the loser's fails whole,
    /// and what counts is that the migrations are complete afterwards.
    /// Runs `body` again while SQLite answers "database is locked" without waiting, for at most
    /// `busyTimeout`. SQLite's busy handler does not cover every case: switching to WAL, and a
    /// transaction that reads before it writes, fail at once when another process creating the
    /// same file holds the lock (seen with four processes opening a new database together).
    static func retryingWhileBusy(_ body: () throws -> Void) throws {
        let deadline = Date().addingTimeInterval(busyTimeout)
        while true {
            do {
                return try body()
            } catch let error as DatabaseError
                        where (error.resultCode == .SQLITE_BUSY || error.resultCode == .SQLITE_LOCKED)
                        && Date() < deadline {
                usleep(10_000)
            }
        }
    }

    private func migrate() throws {
        let migrator = ProgressSchema.migrator
        do {
            try migrator.migrate(queue)
        } catch {
            guard try queue.read({ try migrator.hasCompletedMigrations($0) }) else { throw error }
        }
    }

    /// Refuses a database that holds tables but not our application id, or a newer schema.
    private func checkOwnership() throws {
        let (applicationID, userVersion, objects) = try queue.read { db in
            (try Int32.fetchOne(db, sql: "PRAGMA application_id") ?? 0,
             try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0,
             // A concurrent first open may have made GRDB's bookkeeping table (and its index).
             try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master WHERE tbl_name <> 'grdb_migrations'") ?? 0)
        }
        if applicationID == ProgressSchema.applicationID {
            if userVersion > ProgressSchema.version {
                throw ProgressError.newerSchema(path, found: userVersion, known: ProgressSchema.version)
            }
        } else if applicationID != 0 || objects != 0 {
            throw ProgressError.foreignDatabase(path)
        }
    }

    /// Refuses, from the raw header, a file SQLite should never be given to write to.
    private static func checkHeader(_ path: String) throws {
        guard let handle = FileHandle(forReadingAtPath: path) else { return }
        defer { try? handle.close() }
        let bytes = [UInt8]((try? handle.read(upToCount: 100)) ?? Data())
        switch DatabaseHeader.classify(bytes) {
        case .empty:
            return
        case .notSQLite:
            throw ProgressError.notADatabase(path)
        case .sqlite(let applicationID, _):
            // Zero may be our own file whose first transaction still sits in the WAL.
            if applicationID != 0 && applicationID != UInt32(bitPattern: ProgressSchema.applicationID) {
                throw ProgressError.foreignDatabase(path)
            }
        }
    }

    private static func attempt(_ row: Row) -> Attempt {
        let text: String = row["statements"]
        let statements = (try? JSONDecoder().decode([String].self, from: Data(text.utf8))) ?? [text]
        return Attempt(
            id: row["id"], exercise: row["exercise"],
            time: Date(timeIntervalSince1970: row["time"]), statements: statements,
            passed: row["passed"], hintsUsed: row["hintsUsed"], duration: row["duration"])
    }

    fileprivate static func translate(_ error: Error, _ path: String) -> Error {
        guard let error = error as? DatabaseError else { return error }
        switch error.resultCode {
        case .SQLITE_NOTADB, .SQLITE_CORRUPT:
            return ProgressError.notADatabase(path)
        default:
            return ProgressError.inputOutput(path, error.message ?? "\(error.resultCode)")
        }
    }
}

/// Runs `body`, turning SQLite's errors into `ProgressError`s that name the file.
private func guarded<T>(_ path: String, _ body: () throws -> T) throws -> T {
    do {
        return try body()
    } catch {
        throw ProgressStore.translate(error, path)
    }
}
