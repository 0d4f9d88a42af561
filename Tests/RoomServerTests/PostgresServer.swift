import Foundation
import TestSupport
@testable import RoomServer

/// A real PostgreSQL from Debian's packages, started for the tests in a temporary cluster that
/// listens on a Unix socket in its own folder only (no TCP port to pick, so none to collide
/// on), and stopped afterwards. As root it runs as the `postgres` user.
final class PostgresServer: Sendable {
    /// `initdb` of the newest installed PostgreSQL, or nil.
    static let binFolder: String? = {
        let root = "/usr/lib/postgresql"
        let versions = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
        return versions.sorted { (Int($0) ?? 0) < (Int($1) ?? 0) }.reversed()
            .map { "\(root)/\($0)/bin" }
            .first { FileManager.default.isExecutableFile(atPath: "\($0)/initdb") }
    }()

    static var isInstalled: Bool { binFolder != nil }

    let folder: String
    private let bin: String
    private let asRoot: Bool
    private var options: String { "-c listen_addresses= -p 5432 -k \(folder) -c fsync=off -c max_connections=40" }

    /// The database through the cluster's socket (`.s.PGSQL.5432` in its folder).
    var url: String { "postgres://axtutor@localhost/postgres?host=\(folder)" }
    private var data: String { folder + "/data" }

    /// Creates the cluster and starts the server (`pg_ctl start -w` waits until it takes
    /// connections); throws when it does not come up.
    init() throws {
        guard let bin = Self.binFolder else { throw RoomStoreError("PostgreSQL is not installed") }
        self.bin = bin
        folder = Fixtures.temporaryFolder("postgres")
        asRoot = getuid() == 0
        if asRoot {
            // PostgreSQL refuses to run as root: the cluster belongs to the postgres user.
            try Self.run("/bin/chown", ["-R", "postgres:postgres", folder])
        }
        try Self.run(bin + "/initdb", ["-D", folder + "/data", "-U", "axtutor", "-A", "trust", "--no-sync",
                                       "-E", "UTF8"], asPostgres: asRoot)
        do {
            try start()
        } catch {
            stop()
            throw error
        }
    }

    /// Starts the server on the cluster and waits until it takes connections.
    func start() throws {
        try Self.run(bin + "/pg_ctl", ["-D", data, "-l", folder + "/log", "-o", options, "-w", "-t", "30", "start"],
                     asPostgres: asRoot)
    }

    /// Stops the server (fast shutdown: open sessions are ended), keeping the cluster for `start()`.
    func shutDown() throws {
        try Self.run(bin + "/pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"], asPostgres: asRoot)
    }

    /// Stops the server and starts it again on the same cluster, as an administrator's restart does.
    func restart() throws {
        try shutDown()
        try start()
    }

    /// `psql` as the test user, started and left running: each of `commands` runs in turn, its
    /// rows printed (unaligned, one a line) as soon as it ends.
    func psql(_ commands: [String]) throws -> ChildProcess {
        try ChildProcess(bin + "/psql", ["-h", folder, "-U", "axtutor", "-d", "postgres", "-X", "-A", "-t",
                                         "-v", "ON_ERROR_STOP=1"] + commands.flatMap { ["-c", $0] })
    }

    /// Stops the server (fast shutdown) and removes the cluster.
    func stop() {
        try? shutDown()
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// Runs a command to its end (a child whose output goes to files, so `pg_ctl start`, which
    /// leaves the server behind, does not keep the test waiting on a pipe).
    private static func run(_ path: String, _ arguments: [String], asPostgres: Bool = false) throws {
        let argv = asPostgres ? ["-u", "postgres", "--", path] + arguments : arguments
        let output = try ChildProcess.run(asPostgres ? "/usr/sbin/runuser" : path, argv)
        guard output.status == 0 else {
            throw RoomStoreError("\(path) failed with status \(output.status): \(output.stdout)\(output.stderr)")
        }
    }
}

/// A loopback port held bound and never listened on, for a connection that must be refused:
/// while the test holds it, nothing else can take the port and answer.
final class RefusingPort {
    let port: Int
    private let descriptor: Int32

    init() throws {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, length) }
        }
        guard descriptor >= 0, bound == 0 else {
            close(descriptor)
            throw RoomStoreError("cannot bind a loopback port: \(String(cString: strerror(errno)))")
        }
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        self.descriptor = descriptor
        port = Int(UInt16(bigEndian: address.sin_port))
    }

    deinit { close(descriptor) }
}
