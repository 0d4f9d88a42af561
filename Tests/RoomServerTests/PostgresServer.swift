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
    private let process: Process

    var url: String { "postgres://axtutor@127.0.0.1:\(port)/postgres" }

    /// Creates the cluster and starts the server; throws when it does not come up.
    init() throws {
        guard let bin = Self.binFolder else { throw RoomStoreError("PostgreSQL is not installed") }
        folder = Fixtures.temporaryFolder("postgres")
        port = Self.freePort()
        let asRoot = getuid() == 0
        if asRoot {
            try Self.run("/bin/chown", ["-R", "postgres:postgres", folder])
            try Self.run("/bin/chmod", ["755", (folder as NSString).deletingLastPathComponent])
        }
        let data = folder + "/data"
        try Self.run(bin + "/initdb", ["-D", data, "-U", "axtutor", "-A", "trust", "--no-sync", "-E", "UTF8"],
                     asPostgres: asRoot)
        process = Process()
        let command = [bin + "/postgres", "-D", data, "-h", "127.0.0.1", "-p", String(port), "-k", folder,
                       "-c", "fsync=off", "-c", "max_connections=40"]
        if asRoot {
            process.executableURL = URL(fileURLWithPath: "/usr/sbin/runuser")
            process.arguments = ["-u", "postgres", "--"] + command
        } else {
            process.executableURL = URL(fileURLWithPath: command[0])
            process.arguments = Array(command.dropFirst())
        }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle(forWritingAtPath: "/dev/null")
        try process.run()
        let ready = bin + "/pg_isready"
        for _ in 0..<100 {
            if (try? Self.run(ready, ["-h", "127.0.0.1", "-p", String(port), "-q"])) != nil { return }
            usleep(100_000)
        }
        stop()
        throw RoomStoreError("PostgreSQL did not start on port \(port)")
    }

    /// Stops the server (fast shutdown) and removes the cluster.
    func stop() {
        if process.isRunning {
            // runuser passes SIGINT on to postgres: a fast shutdown.
            kill(process.processIdentifier, SIGINT)
            process.waitUntilExit()
        }
        try? FileManager.default.removeItem(atPath: folder)
    }

    private static func run(_ path: String, _ arguments: [String], asPostgres: Bool = false) throws {
        let process = Process()
        if asPostgres {
            process.executableURL = URL(fileURLWithPath: "/usr/sbin/runuser")
            process.arguments = ["-u", "postgres", "--", path] + arguments
        } else {
            process.executableURL = URL(fileURLWithPath: path)
            process.arguments = arguments
        }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw RoomStoreError("\(path) failed with status \(process.terminationStatus)")
        }
    }

    /// A loopback port nobody listens on now.
    static func freePort() -> Int {
        let socketFD = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
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
