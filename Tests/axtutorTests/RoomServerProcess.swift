import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A real `axtutor-room serve` on loopback for the end-to-end tests, with the room it opened;
/// and the binaries' runs the learner side makes (each learner with a state folder of its own).
final class RoomServerProcess {
    /// `axtutor-room` beside the built `axtutor`.
    static let binary: URL? = AxtutorBinary.url.map {
        $0.deletingLastPathComponent().appendingPathComponent("axtutor-room")
    }.flatMap { FileManager.default.isExecutableFile(atPath: $0.path) ? $0 : nil }

    static var available: Bool { binary != nil && AxtutorBinary.url != nil }

    /// What `serve --json` prints.
    struct Announcement: Decodable {
        var code: String
        var learnerURL: String
        var facilitatorURL: String
        var facilitatorToken: String
    }

    let process = Process()
    let announcement: Announcement

    /// Starts the server (`port` 0: a free one) on `database` and waits for its room.
    init(course: String, database: String, port: Int = 0, paced: Bool = false) throws {
        guard let binary = Self.binary else { throw AxtutorBinary.NotBuilt() }
        process.executableURL = binary
        process.arguments = ["serve", "--host", "127.0.0.1", "--port", String(port), "--database", "sqlite:" + database,
                             "--course", course, "--json"] + (paced ? ["--paced"] : [])
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        var text = Data()
        while !text.contains(UInt8(ascii: "}")) {
            let chunk = out.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            text += chunk
        }
        announcement = try JSONDecoder().decode(Announcement.self, from: text)
    }

    /// `http://127.0.0.1:PORT`.
    var server: String {
        let url = announcement.learnerURL
        return String(url[..<(url.range(of: "/", options: .backwards)?.lowerBound ?? url.endIndex)])
    }

    var port: Int { URL(string: announcement.learnerURL)?.port ?? 0 }

    func stop() {
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
    }

    deinit { stop() }

    /// `GET` a facilitator endpoint of a room (this server's own by default), as JSON.
    func facilitator(_ path: String, room: Announcement? = nil) async throws -> [String: Any] {
        let room = room ?? announcement
        let url = URL(string: "\(server)/api/rooms/\(room.code)/\(path)")!
        var request = URLRequest(url: url)
        request.setValue("Bearer \(room.facilitatorToken)", forHTTPHeaderField: "Authorization")
        let (data, _) = try await URLSession.shared.data(for: request)
        return (try JSONSerialization.jsonObject(with: data)) as? [String: Any] ?? [:]
    }

    /// Runs a binary with arguments and an environment of its own, and waits for it.
    static func run(_ binary: URL, _ arguments: [String], environment: [String: String] = [:],
                    stdin: String? = nil) throws -> AxtutorBinary.Run {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.environment = ["NO_COLOR": "1", "HOME": "/nonexistent", "AXTUTOR_LEARNER": "e2e",
                               "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"]
            .merging(environment) { $1 }
        let out = Pipe(), err = Pipe(), input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = stdin == nil ? FileHandle.nullDevice : input
        try process.run()
        if let stdin {
            input.fileHandleForWriting.write(Data(stdin.utf8))
            try input.fileHandleForWriting.close()
        }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return AxtutorBinary.Run(stdout: String(decoding: outData, as: UTF8.self),
                                 stderr: String(decoding: errData, as: UTF8.self), status: process.terminationStatus)
    }
}
