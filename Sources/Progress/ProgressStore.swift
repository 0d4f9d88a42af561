import Foundation
import GRDB
import Presentation

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
            // One read transaction looks at everything; a file already in use writes nothing.
            let (journalMode, migrated) = try queue.read { db in
                try checkOwnership(db)
                try checkRows(db)
                return (try String.fetchOne(db, sql: "PRAGMA journal_mode"),
                        try ProgressSchema.migrator.hasCompletedMigrations(db))
            }
            if journalMode != "wal" {
                try Self.retryingWhileBusy {
                    try queue.writeWithoutTransaction { db in
                        if try String.fetchOne(db, sql: "PRAGMA journal_mode") != "wal" {
                            try db.execute(sql: "PRAGMA journal_mode = WAL")
                        }
                    }
                }
            }
            if !migrated { try Self.retryingWhileBusy { try migrate() } }
        }
    }

    // MARK: Attempts, hints, completion

    /// Records an attempt and returns its id; a passing attempt completes the exercise in
    /// the same transaction, so a kill between the two cannot separate them. While the
    /// learner is in a room, the result to send it joins the outbox in that transaction too.
    @discardableResult
    public func record(_ attempt: Attempt) throws -> Int64 {
        let statements = try JSONOutput.string(attempt.statements, pretty: false)
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
            var sql = "SELECT rowid, * FROM attempt WHERE learner = ? AND course = ?"
            var arguments: StatementArguments = [learner, course]
            if let exercise {
                sql += " AND exercise = ?"
                arguments += [exercise]
            }
            return try db.storedRows("attempt", path: path, sql: sql + " ORDER BY id", arguments: arguments,
                                     Self.attempt)
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

    /// Sums the rows up here rather than in SQL, so that every row is decoded with its damage
    /// reported (SQLite's `max` and `sum` take text as readily as numbers).
    private func allProgress(only exercise: String?) throws -> [ExerciseProgress] {
        try read { db in
            let filter = exercise == nil ? "" : " AND exercise = ?"
            var arguments: StatementArguments = [learner, course]
            if let exercise { arguments += [exercise] }
            var table: [String: ExerciseProgress] = [:]
            var checks: [String: [(passed: Bool, time: Date)]] = [:]
            try db.storedRows("attempt", path: path, sql: """
                SELECT rowid, exercise, passed, time FROM attempt WHERE learner = ? AND course = ?\(filter)
                """, arguments: arguments) { row in
                let id = try row.text("exercise"), passed = try row.flag("passed"), time = try row.time("time")
                checks[id, default: []].append((passed, time))
                var entry = table[id] ?? ExerciseProgress(exercise: id)
                entry.lastAttemptAt = max(entry.lastAttemptAt ?? time, time)
                table[id] = entry
            }
            try db.storedRows("hint", path: path, sql: """
                SELECT rowid, exercise, level FROM hint WHERE learner = ? AND course = ?\(filter)
                """, arguments: arguments) { row in
                let id = try row.text("exercise")
                table[id, default: ExerciseProgress(exercise: id)].hintsRevealed = try row.count("level")
            }
            try db.storedRows("completion", path: path, sql: """
                SELECT rowid, exercise, time FROM completion WHERE learner = ? AND course = ?\(filter)
                """, arguments: arguments) { row in
                let id = try row.text("exercise")
                table[id, default: ExerciseProgress(exercise: id)].completedAt = try row.time("time")
            }
            // A check after the first pass is practice, never a failure.
            for (id, list) in checks {
                let completed = table[id]?.completedAt
                for check in list {
                    if let completed, check.time > completed {
                        table[id]?.practice += 1
                    } else {
                        table[id]?.attempts += 1
                        if !check.passed { table[id]?.failedAttempts += 1 }
                    }
                }
            }
            return table.values.sorted { $0.exercise < $1.exercise }
        }
    }

    /// The learners with anything recorded in this course, by name (for a facilitator's report).
    public func learners() throws -> [String] {
        try read { db in
            var names = Set<String>()
            for table in ["attempt", "hint", "completion", "learnerState", "draft"] {
                try db.storedRows(table, path: path, sql: "SELECT rowid, learner FROM \(table) WHERE course = ?",
                                  arguments: [course]) { names.insert(try $0.text("learner")) }
            }
            return names.sorted()
        }
    }

    // MARK: Resetting

    /// Forgets everything recorded on `exercise`: attempts, hints and completion.
    public func reset(exercise: String) throws {
        try write { db in
            for table in ["attempt", "hint", "completion", "draft"] {
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

    // MARK: Statements typed and not checked

    /// Keeps the statements applied on `exercise` (oldest first), in place of those kept before;
    /// none forgets them.
    public func saveDraft(exercise: String, statements: [String], time: Date = Date()) throws {
        let json = try JSONOutput.string(statements, pretty: false)
        try write { db in
            if statements.isEmpty {
                try db.execute(sql: "DELETE FROM draft WHERE learner = ? AND course = ? AND exercise = ?",
                               arguments: [learner, course, exercise])
            } else {
                try db.execute(sql: """
                    INSERT INTO draft (learner, course, exercise, statements, time) VALUES (?, ?, ?, ?, ?)
                    ON CONFLICT (learner, course, exercise) DO UPDATE SET statements = excluded.statements, time = excluded.time
                    """, arguments: [learner, course, exercise, json, time.timeIntervalSince1970])
            }
        }
    }

    /// The statements kept on `exercise` from an earlier run, oldest first (none when none).
    public func draft(exercise: String) throws -> [String] {
        try read { db in
            try db.storedRows("draft", path: path, sql: """
                SELECT rowid, statements FROM draft WHERE learner = ? AND course = ? AND exercise = ?
                """, arguments: [learner, course, exercise]) { try ProgressStore.draftStatements($0) }.first ?? []
        }
    }

    /// A draft row's statements, decoded from their JSON array.
    static func draftStatements(_ row: StoredRow) throws -> [String] {
        let text = try row.text("statements")
        guard let statements = try? JSONDecoder().decode([String].self, from: Data(text.utf8)) else {
            throw row.damaged("statements", "holds text that is not a list of statements")
        }
        return statements
    }

    // MARK: Where the learner is

    /// Remembers the exercise the learner is on (nil: none).
    public func setCurrent(exercise: String?) throws {
        try updateState(column: "currentExercise", value: exercise)
    }

    /// The exercise the learner was last on, if any.
    public func current() throws -> String? {
        try read { db in
            try db.storedRows("learnerState", path: path, sql: """
                SELECT rowid, currentExercise FROM learnerState WHERE learner = ? AND course = ?
                """, arguments: [learner, course]) { try $0.optionalText("currentExercise") }.first ?? nil
        }
    }

    /// Whether the once-per-course message `flag` names has been shown.
    public func flag(_ flag: ProgressFlag) throws -> Bool {
        try read { db in
            try db.storedRows("learnerState", path: path, sql: """
                SELECT rowid, \(flag.rawValue) FROM learnerState WHERE learner = ? AND course = ?
                """, arguments: [learner, course]) { try $0.flag(flag.rawValue) }.first ?? false
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

    /// A migration that fails because another process applied it meanwhile ("table attempt
    /// already exists") is retried from what is applied now, as long as that keeps growing.
    private func migrate() throws {
        let migrator = ProgressSchema.migrator
        func applied() throws -> Int {
            try queue.read { db in try db.tableExists("grdb_migrations") ? migrator.appliedMigrations(db).count : 0 }
        }
        while true {
            let before = try applied()
            do {
                return try migrator.migrate(queue)
            } catch {
                if try queue.read({ try migrator.hasCompletedMigrations($0) }) { return }
                guard try applied() > before else { throw error }
            }
        }
    }

    /// Refuses a database that holds tables but not our application id, or a newer schema.
    private func checkOwnership(_ db: Database) throws {
        let applicationID = try Int32.fetchOne(db, sql: "PRAGMA application_id") ?? 0
        let userVersion = try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0
        // A concurrent first open may have made GRDB's bookkeeping table (and its index).
        let objects = try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master WHERE tbl_name <> 'grdb_migrations'") ?? 0
        if applicationID == ProgressSchema.applicationID {
            if userVersion > ProgressSchema.version {
                throw ProgressError.newerSchema(path, found: userVersion, known: ProgressSchema.version)
            }
        } else if applicationID != 0 || objects != 0 {
            throw ProgressError.foreignDatabase(path)
        }
        let known = Set(ProgressSchema.migrator.migrations)
        let applied = try db.tableExists("grdb_migrations")
            ? db.storedRows("grdb_migrations", path: path, sql: "SELECT rowid, identifier FROM grdb_migrations") {
                try $0.text("identifier")
            } : []
        if let unknown = applied.first(where: { !known.contains($0) }) {
            throw ProgressError.unknownMigration(path, unknown)
        }
    }

    /// Decodes every row of every table there is, before anything is written: a damaged file
    /// is refused whole, naming the first damaged row, rather than half used.
    private func checkRows(_ db: Database) throws {
        for (table, decode) in ProgressSchema.rowCheckers where try db.tableExists(table) {
            _ = try db.storedRows(table, path: path, sql: "SELECT rowid, * FROM \(table)", decode)
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

    /// An attempt row (`SELECT rowid, *`), every column checked.
    static func attempt(_ row: StoredRow) throws -> Attempt {
        _ = try (row.text("learner"), row.text("course"))
        let text = try row.text("statements")
        let statements = (try? JSONDecoder().decode([String].self, from: Data(text.utf8))) ?? [text]
        return Attempt(
            id: row.rowID, exercise: try row.text("exercise"), time: try row.time("time"), statements: statements,
            passed: try row.flag("passed"), hintsUsed: try row.count("hintsUsed"), duration: try row.seconds("duration"))
    }

    fileprivate static func translate(_ error: Error, _ path: String) -> Error {
        guard let error = error as? DatabaseError else { return error }
        switch error.resultCode {
        case .SQLITE_NOTADB, .SQLITE_CORRUPT:
            return ProgressError.notADatabase(path)
        case .SQLITE_FULL, .SQLITE_IOERR, .SQLITE_CANTOPEN, .SQLITE_READONLY, .SQLITE_PERM:
            return ProgressError.inputOutput(path, DiskState.reason(for: path, full: error.resultCode == .SQLITE_FULL)
                                                   ?? error.message ?? "\(error.resultCode)")
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
