import AXModel
import Foundation
import Logging
import PostgresNIO
import RoomProtocol

/// Rooms in PostgreSQL (PostgresNIO), for rooms run continuously or behind several servers:
/// every server on the same database serves every room.
public final class PostgresRoomStore: RoomStore {
    private let client: PostgresClient
    private let runner: Task<Void, Never>
    private let logger: Logger

    /// Connects to the database named by a `postgres://user:password@host:port/database` URL
    /// (`?host=/socket/folder` for a Unix socket) and creates the tables when missing; gives up
    /// after `timeout` seconds without an answer.
    public init(url: String, timeout: Int = 15) async throws {
        let configuration = try Self.configuration(url)
        client = PostgresClient(configuration: configuration)
        let client = client
        runner = Task { await client.run() }
        logger = Logger(label: "axtutor.room.postgres")
        do {
            try await Self.withTimeout(seconds: timeout) { [self] in try await migrate() }
        } catch {
            runner.cancel()
            throw RoomStoreError("cannot use the PostgreSQL database \(Self.redacted(url)): \(Self.words(error))")
        }
    }

    /// The URL without its password, for messages.
    static func redacted(_ url: String) -> String {
        guard var components = URLComponents(string: url), components.password != nil else { return url }
        components.password = "***"
        return components.string ?? url
    }

    /// An error in words: PostgresNIO hides a server's message from `description`.
    static func words(_ error: any Error) -> String {
        if let error = error as? PSQLError {
            if let message = error.serverInfo?[.message] { return message }
            if let underlying = error.underlying { return "\(underlying)" }
            return "\(error.code)"
        }
        return "\(error)"
    }

    /// Runs `work`, or fails once `seconds` have passed (a pool retrying a refused connection
    /// would otherwise wait without end).
    static func withTimeout(seconds: Int, _ work: @escaping @Sendable () async throws -> Void) async throws {
        try await withThrowingTaskGroup(of: Bool.self) { group in
            group.addTask {
                try await work()
                return true
            }
            group.addTask {
                try await Task.sleep(for: .seconds(seconds))
                return false
            }
            let finished = try await group.next() ?? false
            group.cancelAll()
            if !finished { throw RoomStoreError("no answer within \(seconds) seconds") }
        }
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
    private func migrate() async throws {
        try await client.withTransaction(logger: logger) { connection in
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

    public func createRoom(_ room: RoomRecord) async throws {
        try await client.query(try query(RoomSchema.insertRoom, [
            room.code.value, room.course, room.facilitatorHash, room.created.timeIntervalSince1970,
            room.expires.timeIntervalSince1970, room.paced, RoomSchema.encode(room.unlocked),
        ]), logger: logger)
    }

    public func room(_ code: RoomCode) async throws -> RoomRecord? {
        let rows = try await client.query(try query(RoomSchema.selectRoom, [code.value]), logger: logger)
        for try await (course, hash, created, expires, paced, unlocked, joinsOpen)
            in rows.decode((String, String, Double, Double, Bool, String, Bool).self) {
            return RoomRecord(code: code, course: course, facilitatorHash: hash,
                              created: Date(timeIntervalSince1970: created),
                              expires: Date(timeIntervalSince1970: expires), paced: paced,
                              unlocked: RoomSchema.decode(unlocked), joinsOpen: joinsOpen)
        }
        return nil
    }

    public func addLearner(_ learner: LearnerRecord, cap: Int) async throws -> LearnerInsertion {
        try await client.withTransaction(logger: logger) { connection in
            for try await _ in try await connection.query(try query(RoomSchema.lockRoom, [learner.room.value]), logger: logger) {}
            var count = 0
            for try await row in try await connection.query(try query(RoomSchema.countLearners, [learner.room.value]),
                                                            logger: logger) {
                count = try row.decode(Int.self)
            }
            guard count < cap else { return .roomFull }
            let rows = try await connection.query(try query(RoomSchema.insertLearner + " RETURNING id", [
                learner.id, learner.room.value, learner.name, RoomSchema.nameKey(learner.name), learner.secretHash,
                learner.joined.timeIntervalSince1970,
            ]), logger: logger)
            var inserted = false
            for try await _ in rows { inserted = true }
            guard inserted else {
                // A join retried after its answer was lost finds its own row.
                let holders = try await connection.query(try query(RoomSchema.selectLearnerIDByName, [
                    learner.room.value, RoomSchema.nameKey(learner.name),
                ]), logger: logger)
                var holder: String?
                for try await id in holders.decode(String.self) { holder = id }
                return holder == learner.id ? .added : .nameTaken
            }
            try await connection.query(try query(RoomSchema.bumpVersion, [learner.room.value]), logger: logger)
            return .added
        }
    }

    public func learner(room: RoomCode, secretHash: String) async throws -> LearnerRecord? {
        try await learnerRows(RoomSchema.selectLearnerBySecret, [room.value, secretHash], room: room).first
    }

    public func learners(room: RoomCode) async throws -> [LearnerRecord] {
        try await learnerRows(RoomSchema.selectLearners, [room.value], room: room)
    }

    private func learnerRows(_ sql: String, _ values: [(any PostgresThrowingDynamicTypeEncodable)?], room: RoomCode) async throws -> [LearnerRecord] {
        let rows = try await client.query(try query(sql, values), logger: logger)
        var learners: [LearnerRecord] = []
        for try await (id, name, hash, joined, removed) in rows.decode((String, String, String, Double, Double?).self) {
            learners.append(LearnerRecord(id: id, room: room, name: name, secretHash: hash,
                                          joined: Date(timeIntervalSince1970: joined), removed: removed != nil))
        }
        return learners
    }

    public func addResult(_ result: ResultRecord, room: RoomCode, received: Date) async throws -> ResultInsertion {
        try await client.withTransaction(logger: logger) { connection in
            let rows = try await connection.query(try query(RoomSchema.insertResult + " RETURNING id", [
                room.value, result.id, result.learner, result.exercise, result.passed, result.attempts,
                result.hintsUsed, result.seconds, result.at.timeIntervalSince1970,
                result.statements.map(RoomSchema.encode), received.timeIntervalSince1970,
            ]), logger: logger)
            var inserted = false
            for try await _ in rows { inserted = true }
            if inserted {
                try await connection.query(try query(RoomSchema.bumpVersion, [room.value]), logger: logger)
                return .stored
            }
            let owners = try await connection.query(try query(RoomSchema.selectResultOwner, [room.value, result.id]),
                                                    logger: logger)
            var owner: String?
            for try await (learner) in owners.decode(String.self) { owner = learner }
            return owner == result.learner ? .alreadyStored : .takenByAnotherLearner
        }
    }

    public func results(room: RoomCode) async throws -> [ResultRecord] {
        let rows = try await client.query(try query(RoomSchema.selectResults, [room.value]), logger: logger)
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

    public func setUnlocked(_ lessons: [String], room: RoomCode) async throws {
        try await client.query(try query(RoomSchema.updateUnlocked, [RoomSchema.encode(lessons), room.value]),
                               logger: logger)
    }

    public func setExpires(_ expires: Date, room: RoomCode) async throws {
        try await client.query(try query(RoomSchema.updateExpires, [expires.timeIntervalSince1970, room.value]),
                               logger: logger)
    }

    public func setJoinsOpen(_ open: Bool, room: RoomCode) async throws {
        try await client.query(try query(RoomSchema.updateJoinsOpen, [open, room.value]), logger: logger)
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
        try await client.withTransaction(logger: logger) { connection in
            let rows = try await connection.query(try query(sql + " RETURNING id", [value, room.value,
                                                                                    RoomSchema.nameKey(name)]),
                                                  logger: logger)
            var changed = false
            for try await _ in rows { changed = true }
            if changed { try await connection.query(try query(RoomSchema.bumpVersion, [room.value]), logger: logger) }
            return changed
        }
    }

    public func rejoin(named name: String, room: RoomCode, secretHash: String, now: Date) async throws -> LearnerRecord? {
        let changed = try await client.withTransaction(logger: logger) { connection in
            let rows = try await connection.query(try query(RoomSchema.rejoin + " RETURNING id", [
                secretHash, room.value, RoomSchema.nameKey(name), now.timeIntervalSince1970,
            ]), logger: logger)
            var changed = false
            for try await _ in rows { changed = true }
            if changed { try await connection.query(try query(RoomSchema.bumpVersion, [room.value]), logger: logger) }
            return changed
        }
        return changed ? try await learner(room: room, secretHash: secretHash) : nil
    }

    public func openRooms(course: String, now: Date) async throws -> [RoomCode] {
        let rows = try await client.query(try query(RoomSchema.selectOpenRooms, [course, now.timeIntervalSince1970]),
                                          logger: logger)
        var codes: [RoomCode] = []
        for try await code in rows.decode(String.self) { RoomCode(code).map { codes.append($0) } }
        return codes
    }

    public func version(room: RoomCode) async throws -> Int64 {
        let rows = try await client.query(try query(RoomSchema.selectVersion, [room.value]), logger: logger)
        for try await version in rows.decode(Int64.self) { return version }
        return 0
    }

    public func close() async throws {
        runner.cancel()
        await runner.value
    }
}

/// A database location or connection that cannot be used, in words; exits 69 (unavailable).
public struct RoomStoreError: DiagnosticConvertible, CustomStringConvertible {
    public let description: String

    public var diagnostics: [Diagnostic] { [Diagnostic(message: description, exitCode: 69, showsSource: false)] }

    public init(_ description: String) {
        self.description = description
    }
}
