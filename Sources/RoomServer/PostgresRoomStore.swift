import AXModel
import Foundation
import Logging
import PostgresNIO
import RoomProtocol

/// Rooms in PostgreSQL (PostgresNIO), for rooms run continuously or behind several servers:
/// every server on the same database serves every room.
///
/// PostgreSQL may restart or go away while a room runs. PostgresNIO's pool does not come back
/// at once: after failing to connect it waits out a back-off that grows to a minute before it
/// tries again, and after a minute of failures it refuses every call until a try succeeds. So a
/// call waits at most a second for a connection, and a pool that gave none is replaced by a
/// fresh one, which connects when asked; a call whose connection was lost runs again at once on
/// another. A call waits for connections two seconds in all (the time its work held a connection,
/// such as a join waiting its turn for the room's row, is not waiting): with PostgreSQL away, it
/// fails in two. Every write is harmless to run again after its commit's answer was lost.
public final class PostgresRoomStore: RoomStore {
    private let pool: Pool
    private let logger: Logger

    /// How long a try waits for a connection, how long a call waits for connections in all, and
    /// at most how many tries it makes.
    private static let connectionWait: Duration = .seconds(1)
    private static let callWait: Duration = .seconds(2)
    private static let tries = 5

    /// Connects to the database named by a `postgres://user:password@host:port/database` URL
    /// (`?host=/socket/folder` for a Unix socket) and creates the tables when missing; gives up
    /// after `timeout` seconds without a connection.
    public init(url: String, timeout: Int = 15) async throws {
        pool = Pool(try Self.configuration(url))
        logger = Logger(label: "axtutor.room.postgres")
        do {
            // A pool whose first connects failed backs off for longer each time: a fresh one is
            // tried every few seconds until the timeout.
            let end = ContinuousClock.now + .seconds(timeout)
            while true {
                let client = await pool.client
                do {
                    try await Self.withConnection(client, waitingUntil: min(ContinuousClock.now + .seconds(3), end)) {
                        [self] connection in try await migrate(on: connection)
                    }
                    break
                } catch let error as NoConnection {
                    guard ContinuousClock.now < end else { throw error }
                    await pool.replace(client)
                }
            }
        } catch {
            await pool.close()
            throw RoomStoreError("cannot use the PostgreSQL database \(Self.redacted(url)): \(Self.words(error))")
        }
    }

    /// The URL without its password, for messages.
    static func redacted(_ url: String) -> String {
        guard var components = URLComponents(string: url), components.password != nil else { return url }
        components.password = "***"
        return components.string ?? url
    }

    /// An error in words: PostgresNIO hides a server's message from `description`, and a
    /// transaction's error holds the one that ended it.
    static func words(_ error: any Error) -> String {
        let error = cause(error)
        if let error = error as? PSQLError {
            if let message = error.serverInfo?[.message] { return message }
            if let underlying = error.underlying { return words(underlying) }
            return "\(error.code)"
        }
        return "\(error)"
    }

    /// The error that ended a transaction (its `BEGIN`, its work or its `COMMIT`), or `error` itself.
    static func cause(_ error: any Error) -> any Error {
        guard let failed = error as? PostgresTransactionError else { return error }
        return failed.beginError ?? failed.closureError ?? failed.commitError ?? error
    }

    /// Whether `error` says the connection was lost (closed, reset, or ended by PostgreSQL
    /// shutting down or ending the session) rather than what a query did; a constraint or
    /// any other SQL error is not a lost connection.
    static func lostConnection(_ error: any Error) -> Bool {
        if error is ConnectionClosed { return true }
        guard let error = cause(error) as? PSQLError else { return false }
        switch error.code {
        case .serverClosedConnection, .clientClosedConnection, .connectionError, .uncleanShutdown:
            return true
        case .server:
            // Class 08, connection exceptions; 57P, an administrator's or a crash's shutdown.
            let state = error.serverInfo?[.sqlState] ?? ""
            return state.hasPrefix("08") || state.hasPrefix("57P")
        default:
            return false
        }
    }

    /// Runs `work` on a connection of `client`, waiting for one until `deadline`: a pool that
    /// cannot connect would wait for a minute. The work itself is not timed (a join waits its
    /// turn for the room's row), but it is given up once its connection has closed: a query
    /// written just as its connection closes is never answered (PostgresNIO 1.x drops it), so
    /// the work runs in a task of its own that is then left behind. Fails with `NoConnection`
    /// when no connection came, and with `ConnectionClosed` for work given up; `lease` says
    /// when the connection came.
    static func withConnection<Result: Sendable>(
        _ client: PostgresClient, waitingUntil deadline: ContinuousClock.Instant, lease: Lease = Lease(),
        _ work: @escaping @Sendable (PostgresConnection) async throws -> Result
    ) async throws -> Result {
        let waited = ContinuousClock.now.duration(to: deadline) / .seconds(1)
        let (outcomes, outcome) = AsyncStream.makeStream(of: Swift.Result<Result, any Error>.self)
        let worker = Task {
            do {
                outcome.yield(.success(try await client.withConnection { connection in
                    await lease.take(connection)
                    return try await work(connection)
                }))
            } catch {
                let taken = await lease.connection != nil
                outcome.yield(.failure(taken ? error : NoConnection("the pool refused: \(words(error))")))
            }
        }
        // Looks every tenth of a second: a closed connection is seen at once, not at the deadline.
        let watcher = Task {
            while true {
                if let connection = await lease.connection {
                    if connection.isClosed { return outcome.yield(.failure(ConnectionClosed())) }
                } else if ContinuousClock.now >= deadline {
                    return outcome.yield(.failure(NoConnection(String(format: "none within %.2g s", waited))))
                }
                try await Task.sleep(for: .milliseconds(100))
            }
        }
        defer {
            worker.cancel()
            watcher.cancel()
            outcome.finish()
        }
        // The first outcome counts; none comes when the caller is cancelled.
        for await result in outcomes { return try result.get() }
        throw CancellationError()
    }

    /// The client configuration a URL names.
    static func configuration(_ url: String) throws -> PostgresClient.Configuration {
        guard let components = URLComponents(string: url), let scheme = components.scheme,
              scheme == "postgres" || scheme == "postgresql" else {
            throw RoomStoreError("not a postgres:// URL: \(url)")
        }
        let user = components.user ?? ProcessInfo.processInfo.environment["USER"] ?? "postgres"
        let password = components.password
        let database = components.path.count > 1 ? String(components.path.dropFirst()) : nil
        let socketFolder = components.queryItems?.first { $0.name == "host" }?.value
        let port = components.port ?? 5432
        if let socketFolder, socketFolder.hasPrefix("/") {
            return PostgresClient.Configuration(unixSocketPath: "\(socketFolder)/.s.PGSQL.\(port)", username: user,
                                                password: password, database: database)
        }
        let host = components.host.flatMap { $0.isEmpty ? nil : $0 } ?? "127.0.0.1"
        let tls: PostgresClient.Configuration.TLS =
            components.queryItems?.contains { $0.name == "sslmode" && $0.value == "require" } == true
            ? .require(.makeClientConfiguration()) : .disable
        return PostgresClient.Configuration(host: host, port: port, username: user, password: password,
                                            database: database, tls: tls)
    }

    /// Creates the tables once, whichever server gets there first (an advisory lock orders them).
    private func migrate(on connection: PostgresConnection) async throws {
        try await connection.withTransaction(logger: logger) { connection in
            try await connection.query("SELECT pg_advisory_xact_lock(1095259221)", logger: logger)
            for statement in RoomSchema.statements {
                try await connection.query(PostgresQuery(unsafeSQL: statement), logger: logger)
            }
            for added in RoomSchema.addedColumns {
                try await connection.query(PostgresQuery(unsafeSQL: RoomSchema.addColumn(added, ifNotExists: true)),
                                           logger: logger)
            }
        }
    }

    /// Runs a call's `work`: again at once after a lost connection, on a fresh pool after the
    /// pool gave no connection (see the type's comment); SQL errors are thrown as they come.
    private func run<Result: Sendable>(_ work: @escaping @Sendable (PostgresConnection) async throws -> Result)
        async throws -> Result {
        var end = ContinuousClock.now + Self.callWait
        var tried = 0
        func mayTryAgain() -> Bool { tried < Self.tries && ContinuousClock.now < end }
        while true {
            tried += 1
            let client = await pool.client
            let lease = Lease()
            do {
                let deadline = min(ContinuousClock.now + Self.connectionWait, end)
                return try await Self.withConnection(client, waitingUntil: deadline, lease: lease, work)
            } catch let error as NoConnection {
                await pool.replace(client)
                guard mayTryAgain() else { throw error }
            } catch where Self.lostConnection(error) {
                // The time the work held its connection was not spent waiting for one.
                if let taken = await lease.taken { end += taken.duration(to: .now) }
                guard mayTryAgain() else { throw error }
                logger.info("lost a connection to PostgreSQL, trying again: \(Self.words(error))")
            }
        }
    }

    private func query(_ sql: String, _ values: [(any PostgresThrowingDynamicTypeEncodable)?]) throws -> PostgresQuery {
        var bindings = PostgresBindings(capacity: values.count)
        for value in values {
            if let value {
                try bindings.append(value)
            } else {
                bindings.appendNull()
            }
        }
        return PostgresQuery(unsafeSQL: sql, binds: bindings)
    }

    /// Whether a query gave any row (an insert `RETURNING` one, a `SELECT` that found one).
    private func anyRow(_ sql: String, _ values: [(any PostgresThrowingDynamicTypeEncodable)?],
                        on connection: PostgresConnection) async throws -> Bool {
        for try await _ in try await connection.query(try query(sql, values), logger: logger) { return true }
        return false
    }

    /// Stores the room; run again after its insert was committed, it finds its own row.
    public func createRoom(_ room: RoomRecord) async throws {
        try await run { [self] connection in
            let inserted = try await anyRow(RoomSchema.insertRoom + " ON CONFLICT DO NOTHING RETURNING code", [
                room.code.value, room.course, room.facilitatorHash, room.created.timeIntervalSince1970,
                room.expires.timeIntervalSince1970, room.paced, RoomSchema.encode(room.unlocked),
            ], on: connection)
            if inserted { return }
            guard try await self.room(room.code, on: connection) == room else {
                throw RoomStoreError("the room code \(room.code.value) is taken")
            }
        }
    }

    public func room(_ code: RoomCode) async throws -> RoomRecord? {
        try await run { [self] connection in try await room(code, on: connection) }
    }

    private func room(_ code: RoomCode, on connection: PostgresConnection) async throws -> RoomRecord? {
        let rows = try await connection.query(try query(RoomSchema.selectRoom, [code.value]), logger: logger)
        for try await (course, hash, created, expires, paced, unlocked, joinsOpen)
            in rows.decode((String, String, Double, Double, Bool, String, Bool).self) {
            return RoomRecord(code: code, course: course, facilitatorHash: hash,
                              created: Date(timeIntervalSince1970: created),
                              expires: Date(timeIntervalSince1970: expires), paced: paced,
                              unlocked: RoomSchema.decode(unlocked), joinsOpen: joinsOpen)
        }
        return nil
    }

    /// Adds the learner as the protocol says; run again after its commit's answer was lost, it
    /// finds the learner it added (the id is new for every join) and says `.added` again.
    public func addLearner(_ learner: LearnerRecord, cap: Int) async throws -> LearnerInsertion {
        try await run { [self] connection in
            try await connection.withTransaction(logger: logger) { connection in
                for try await _ in try await connection.query(try query(RoomSchema.lockRoom, [learner.room.value]),
                                                              logger: logger) {}
                if try await anyRow(RoomSchema.selectLearnerID, [learner.id], on: connection) { return .added }
                var count = 0
                for try await row in try await connection.query(try query(RoomSchema.countLearners,
                                                                          [learner.room.value]), logger: logger) {
                    count = try row.decode(Int.self)
                }
                guard count < cap else { return .roomFull }
                guard try await anyRow(RoomSchema.insertLearner + " RETURNING id", [
                    learner.id, learner.room.value, learner.name, RoomSchema.nameKey(learner.name), learner.secretHash,
                    learner.joined.timeIntervalSince1970,
                ], on: connection) else { return .nameTaken }
                try await connection.query(try query(RoomSchema.bumpVersion, [learner.room.value]), logger: logger)
                return .added
            }
        }
    }

    public func learner(room: RoomCode, secretHash: String) async throws -> LearnerRecord? {
        try await learnerRows(RoomSchema.selectLearnerBySecret, [room.value, secretHash], room: room).first
    }

    public func learners(room: RoomCode) async throws -> [LearnerRecord] {
        try await learnerRows(RoomSchema.selectLearners, [room.value], room: room)
    }

    private func learnerRows(_ sql: String, _ values: [(any PostgresThrowingDynamicTypeEncodable & Sendable)?],
                             room: RoomCode) async throws -> [LearnerRecord] {
        try await run { [self] connection in
            let rows = try await connection.query(try query(sql, values), logger: logger)
            var learners: [LearnerRecord] = []
            for try await (id, name, hash, joined, removed, rejoinUntil)
                in rows.decode((String, String, String, Double, Double?, Double?).self) {
                learners.append(LearnerRecord(id: id, room: room, name: name, secretHash: hash,
                                              joined: Date(timeIntervalSince1970: joined), removed: removed != nil,
                                              rejoinUntil: rejoinUntil.map(Date.init(timeIntervalSince1970:))))
            }
            return learners
        }
    }

    /// Stores the result once (its id makes a repost, or a try run again, harmless).
    public func addResult(_ result: ResultRecord, room: RoomCode, received: Date) async throws -> ResultInsertion {
        try await run { [self] connection in
            try await connection.withTransaction(logger: logger) { connection in
                if try await anyRow(RoomSchema.insertResult + " RETURNING id", [
                    room.value, result.id, result.learner, result.exercise, result.passed, result.attempts,
                    result.hintsUsed, result.seconds, result.at.timeIntervalSince1970,
                    result.statements.map(RoomSchema.encode), received.timeIntervalSince1970,
                ], on: connection) {
                    try await connection.query(try query(RoomSchema.bumpVersion, [room.value]), logger: logger)
                    return .stored
                }
                let owners = try await connection.query(
                    try query(RoomSchema.selectResultOwner, [room.value, result.id]), logger: logger)
                var owner: String?
                for try await (learner) in owners.decode(String.self) { owner = learner }
                return owner == result.learner ? .alreadyStored : .takenByAnotherLearner
            }
        }
    }

    public func results(room: RoomCode) async throws -> [ResultRecord] {
        try await run { [self] connection in
            let rows = try await connection.query(try query(RoomSchema.selectResults, [room.value]), logger: logger)
            var results: [ResultRecord] = []
            for try await (id, learner, exercise, passed, attempts, hints, seconds, at, statements)
                in rows.decode((String, String, String, Bool, Int, Int, Int, Double, String?).self) {
                results.append(ResultRecord(id: id, learner: learner, exercise: exercise, passed: passed,
                                            attempts: attempts, hintsUsed: hints, seconds: seconds,
                                            at: Date(timeIntervalSince1970: at),
                                            statements: statements.map(RoomSchema.decode)))
            }
            return results
        }
    }

    public func setUnlocked(_ lessons: [String], room: RoomCode) async throws {
        try await run { [self] connection in
            let update = try query(RoomSchema.updateUnlocked, [RoomSchema.encode(lessons), room.value])
            _ = try await connection.query(update, logger: logger)
        }
    }

    public func setExpires(_ expires: Date, room: RoomCode) async throws {
        try await run { [self] connection in
            let update = try query(RoomSchema.updateExpires, [expires.timeIntervalSince1970, room.value])
            _ = try await connection.query(update, logger: logger)
        }
    }

    public func setJoinsOpen(_ open: Bool, room: RoomCode) async throws {
        try await run { [self] connection in
            _ = try await connection.query(try query(RoomSchema.updateJoinsOpen, [open, room.value]), logger: logger)
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
        try await run { [self] connection in
            try await connection.withTransaction(logger: logger) { connection in
                guard try await anyRow(sql + " RETURNING id", [value, room.value, RoomSchema.nameKey(name)],
                                       on: connection) else { return false }
                try await connection.query(try query(RoomSchema.bumpVersion, [room.value]), logger: logger)
                return true
            }
        }
    }

    /// Run again after its commit's answer was lost, it finds the learner already holding the
    /// new secret and gives it again.
    public func rejoin(named name: String, room: RoomCode, secretHash: String, now: Date) async throws -> LearnerRecord? {
        _ = try await run { [self] connection in
            try await connection.withTransaction(logger: logger) { connection in
                guard try await anyRow(RoomSchema.rejoin + " RETURNING id", [
                    secretHash, room.value, RoomSchema.nameKey(name), now.timeIntervalSince1970,
                ], on: connection) else { return false }
                try await connection.query(try query(RoomSchema.bumpVersion, [room.value]), logger: logger)
                return true
            }
        }
        return try await learner(room: room, secretHash: secretHash)
    }

    public func openRooms(course: String, now: Date) async throws -> [RoomCode] {
        try await run { [self] connection in
            let rows = try await connection.query(try query(RoomSchema.selectOpenRooms, [course, now.timeIntervalSince1970]),
                                                  logger: logger)
            var codes: [RoomCode] = []
            for try await code in rows.decode(String.self) { RoomCode(code).map { codes.append($0) } }
            return codes
        }
    }

    public func version(room: RoomCode) async throws -> Int64 {
        try await run { [self] connection in
            let rows = try await connection.query(try query(RoomSchema.selectVersion, [room.value]), logger: logger)
            for try await version in rows.decode(Int64.self) { return version }
            return 0
        }
    }

    public func close() async throws {
        await pool.close()
    }
}

/// The pool the store's calls take connections from, with the task that runs it; replaced by a
/// fresh one when it gives no connection (see `PostgresRoomStore`).
private actor Pool {
    private(set) var client: PostgresClient
    private var runner: Task<Void, Never>
    private let configuration: PostgresClient.Configuration

    init(_ configuration: PostgresClient.Configuration) {
        self.configuration = configuration
        (client, runner) = Self.started(configuration)
    }

    /// Puts a fresh pool in place of `stale`, unless a call already has, and shuts the stale one
    /// down: its connections close, and calls waiting on it fail at once and try the fresh one.
    func replace(_ stale: PostgresClient) {
        guard stale === client else { return }
        runner.cancel()
        (client, runner) = Self.started(configuration)
    }

    /// Shuts the pool down and waits until it has.
    func close() async {
        runner.cancel()
        await runner.value
    }

    private static func started(_ configuration: PostgresClient.Configuration)
        -> (PostgresClient, Task<Void, Never>) {
        let client = PostgresClient(configuration: configuration)
        return (client, Task { await client.run() })
    }
}

/// The connection a try got, and when, once it has one: the wait for one is timed, the work on
/// it is not.
actor Lease {
    private(set) var connection: PostgresConnection?
    private(set) var taken: ContinuousClock.Instant?

    func take(_ connection: PostgresConnection) {
        self.connection = connection
        taken = .now
    }
}

/// A try's work given up because its connection closed under it.
struct ConnectionClosed: Error, CustomStringConvertible {
    var description: String { "the connection to PostgreSQL closed" }
}

/// A try that got no connection: none came in time, or the pool refused (it was shut down, or
/// gave up connecting).
struct NoConnection: Error, CustomStringConvertible {
    let reason: String

    init(_ reason: String) {
        self.reason = reason
    }

    var description: String { "no connection to PostgreSQL: \(reason)" }
}

/// A database location or connection that cannot be used, in words; exits 69 (unavailable).
public struct RoomStoreError: DiagnosticConvertible, CustomStringConvertible {
    public let description: String

    public var diagnostics: [Diagnostic] { [Diagnostic(message: description, exitCode: 69, showsSource: false)] }

    public init(_ description: String) {
        self.description = description
    }
}
