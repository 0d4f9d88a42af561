import Foundation
@testable import RoomServer

/// A real PostgreSQL from Debian's packages, started for the tests in a temporary cluster on
/// a free loopback port and stopped afterwards. As root it runs as the `postgres` user.
final class PostgresServer {
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
    let port: Int
    private let bin: String
    private let asRoot: Bool

    var url: String { "postgres://axtutor@127.0.0.1:\(port)/postgres" }
    private var data: String { folder + "/data" }

    /// Creates the cluster and starts the server (`pg_ctl start -w` waits until it takes
    /// connections); throws when it does not come up.
    init() throws {
        guard let bin = Self.binFolder else { throw RoomStoreError("PostgreSQL is not installed") }
        self.bin = bin
        folder = Fixtures.temporaryFolder("postgres")
        port = Self.freePort()
        asRoot = getuid() == 0
        if asRoot {
            // PostgreSQL refuses to run as root: the cluster belongs to the postgres user.
            try Self.run("/bin/chown", ["-R", "postgres:postgres", folder])
        }
        try Self.run(bin + "/initdb", ["-D", folder + "/data", "-U", "axtutor", "-A", "trust", "--no-sync",
                                       "-E", "UTF8"], asPostgres: asRoot)
        let options = "-h 127.0.0.1 -p \(port) -k \(folder) -c fsync=off -c max_connections=40"
        do {
            try Self.run(bin + "/pg_ctl", ["-D", folder + "/data", "-l", folder + "/log", "-o", options, "-w",
                                           "-t", "30", "start"], asPostgres: asRoot)
        } catch {
            stop()
            throw error
        }
    }

    /// Stops the server (fast shutdown) and removes the cluster.
    func stop() {
        try? Self.run(bin + "/pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"], asPostgres: asRoot)
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// Runs a command to its end with `posix_spawn` and `waitpid` (Foundation's `Process`
    /// can miss the exit of a command, such as `pg_ctl start`, that leaves a daemon behind).
    private static func run(_ path: String, _ arguments: [String], asPostgres: Bool = false) throws {
        let argv = asPostgres ? ["/usr/sbin/runuser", "-u", "postgres", "--", path] + arguments : [path] + arguments
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t? = nil
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for descriptor in [0, 1, 2] {
            posix_spawn_file_actions_addopen(&actions, Int32(descriptor), "/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY, 0)
        }
        let cArguments = argv.map { strdup($0) } + [nil]
        let environment = ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (cArguments + environment).forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, argv[0], &actions, nil, cArguments, environment)
        guard spawned == 0 else { throw RoomStoreError("cannot start \(argv[0]): \(String(cString: strerror(spawned)))") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        guard status == 0 else {
            throw RoomStoreError("\(path) failed with status \(status)")
        }
    }

    /// A loopback port nobody listens on now.
    static func freePort() -> Int {
        #if canImport(Darwin)
        let socketFD = socket(AF_INET, SOCK_STREAM, 0)
        #else
        let socketFD = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #endif
        defer { close(socketFD) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socketFD, $0, length) }
        }
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socketFD, $0, &length) }
        }
        return Int(UInt16(bigEndian: address.sin_port))
    }
}
