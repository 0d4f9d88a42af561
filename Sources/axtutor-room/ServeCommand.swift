import AXModel
import ArgumentParser
import Course
import Foundation
import Hummingbird
import Logging
import NIOConcurrencyHelpers
import NIOCore
import Presentation
import Progress
import RoomProtocol
import RoomServer

/// `axtutor-room serve`: opens a room for the course and serves it until stopped.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve", abstract: "Open a workshop room for the course and serve it until stopped (Ctrl-C).")

    @Option(help: "The address to listen on.")
    var host = "127.0.0.1"

    @Option(help: "The port to listen on (0 picks a free one).")
    var port = 8080

    @Option(help: ArgumentHelp("sqlite:PATH or postgres://USER:PASSWORD@HOST:PORT/DATABASE "
                               + "(default: sqlite: room.sqlite in the state folder).", valueName: "url"))
    var database: String?

    @Option(help: ArgumentHelp("The course pack folder (default: $AXTUTOR_COURSE, the pack this folder is in, "
                               + "the installed pack, or this repository's)."))
    var course: String?

    @Option(help: ArgumentHelp("The folder for the default database (default: $AXTUTOR_STATE, "
                               + "$XDG_STATE_HOME/axtutor or ~/.local/state/axtutor).", valueName: "dir"))
    var state: String?

    @Flag(help: "Paced mode: lessons open one at a time, as the facilitator unlocks them.")
    var paced = false

    @Option(help: "Hours until the room code expires.")
    var expires: Double = 12

    @Option(help: "The most learners the room takes; a join beyond is refused with a message.")
    var maxLearners: Int = RoomLimits.standard.learnersPerRoom

    @Option(help: ArgumentHelp("Serve again a room this database already has, after a restart, instead of "
                               + "opening a new one (its learners, results and pace go on).", valueName: "code"))
    var resume: String?

    @Flag(help: "Print the room's code and URLs as one JSON object.")
    var json = false

    func validate() throws {
        guard (0...65_535).contains(port) else { throw ValidationError("--port must be from 0 to 65535") }
        guard expires > 0, expires <= RoomLimits.longestRoomHours else {
            throw ValidationError("--expires must be more than 0 and at most \(Int(RoomLimits.longestRoomHours)) hours")
        }
        guard (1...1_000).contains(maxLearners) else {
            throw ValidationError("--max-learners must be from 1 to 1000")
        }
        if let resume {
            guard RoomCode(resume) != nil else {
                throw ValidationError("--resume takes a room code such as K7Q2-9XMD, not '\(resume.prefix(40))'")
            }
            guard !paced else {
                throw ValidationError("--resume serves the room as it was: --paced does not apply (it keeps its pace)")
            }
        }
    }

    func run() async throws {
        let environment = ProcessInfo.processInfo.environment
        let packPath = try CourseLocator.locate(option: course, environment: environment,
                                                executable: Self.executablePath(),
                                                currentDirectory: FileManager.default.currentDirectoryPath)
        let outline = CourseOutline(try CourseLoader.load(from: packPath))
        let store = try await openStore(environment: environment)
        var limits = RoomLimits.standard
        limits.learnersPerRoom = maxLearners
        let api = RoomAPI(store: store, course: outline, limits: limits)
        let room: RoomRecord, token: String?
        if let code = resume.flatMap(RoomCode.init) {
            (room, token) = (try await api.resumeRoom(code), nil)
            if !room.isOpen(at: Date()) {
                Self.note("room \(room.code) ended at \(StatusWords.time(room.expires)): its page, results and downloads "
                          + "are served; extend it from the page to let learners back in")
            }
        } else {
            (room, token) = try await api.openRoom(paced: paced, hours: expires)
        }
        let others = resume == nil ? try await api.otherOpenRooms(than: room.code) : []
        // The port bound, for the command that serves the room again (`--port 0` picks one).
        let bound = NIOLockedValueBox(port)
        let resumeCommand = self.resumeCommand
        var logger = Logger(label: "axtutor-room")
        logger.logLevel = environment["LOG_LEVEL"].flatMap(Logger.Level.init(rawValue:)) ?? .warning
        // Listening on every address: the URLs name this machine instead.
        let shown = ["0.0.0.0", "::"].contains(host) ? ProcessInfo.processInfo.hostName : host
        let json = self.json
        let app = Application(
            router: api.router(),
            configuration: .init(address: .hostname(host, port: port), serverName: "axtutor-room"),
            onServerRunning: { channel in
                let port = channel.localAddress?.port ?? 0
                bound.withLockedValue { $0 = port }
                for other in others {
                    Self.note("room \(other), opened earlier, is still open in this database, and this server serves it "
                              + "too: its learners go on. This start also opened the new room below; to go on with "
                              + "\(other) alone, stop this server and start it with: " + resumeCommand(other, port))
                }
                let announcement = RoomAnnouncement(host: shown, port: port, code: room.code, token: token,
                                                    coursePack: course == nil ? nil : packPath)
                print(json ? announcement.json : announcement.text, terminator: "")
                fflush(nil)
            },
            logger: logger)
        do {
            try await app.runService()
            // Stopped (Ctrl-C): the room stays in the database, to be served again.
            Self.note("room \(room.code) is no longer served; its learners' results wait on their machines. "
                      + "Serve it again with: " + resumeCommand(room.code, bound.withLockedValue { $0 }))
        } catch let error as IOError {
            try? await store.close()
            throw Diagnostic(message: "cannot listen on \(host) port \(port): "
                                 + String(cString: strerror(error.errnoCode)).lowercased()
                                 + (error.errnoCode == EADDRINUSE ? " (choose another with --port)" : ""),
                             exitCode: 69)
        } catch {
            try? await store.close()
            throw error
        }
        try await store.close()
    }

    /// The command that serves `code` again as this server serves it: the same address, port,
    /// course pack and database, so learners' addresses still lead to it.
    func resumeCommand(_ code: RoomCode, port: Int) -> String {
        var words = ["axtutor", "room", "serve", "--resume", code.description, "--port", String(port)]
        if host != "127.0.0.1" { words += ["--host", host] }
        if let course { words += ["--course", course] }
        if let database { words += ["--database", database] } else if let state { words += ["--state", state] }
        if maxLearners != RoomLimits.standard.learnersPerRoom { words += ["--max-learners", String(maxLearners)] }
        return words.map(ShellWord.quoted).joined(separator: " ")
    }

    /// A note on standard error, apart from the announcement on standard output.
    static func note(_ text: String) {
        var printer = DiagnosticPrinter()
        FileHandle.standardError.write(Data(printer.text([Diagnostic(severity: .note, message: text,
                                                                     showsSource: false)]).utf8))
    }

    /// The store `--database` names, or SQLite in the state folder.
    func openStore(environment: [String: String]) async throws -> any RoomStore {
        let location: DatabaseLocation
        if let database {
            guard let named = DatabaseLocation(database) else {
                throw ValidationError("--database must be sqlite:PATH or postgres://…, not '\(database)'")
            }
            location = named
        } else {
            let folder = try StateDirectory.prepare(flag: state, environment: environment)
            location = .sqlite(path: StateDirectory.joined(folder, "room.sqlite"))
        }
        switch location {
        case .sqlite(let path):
            do {
                return try SQLiteRoomStore(path: path)
            } catch {
                throw RoomStoreError("cannot open the room database \(path): \(error)")
            }
        case .postgres(let url):
            return try await PostgresRoomStore(url: url)
        }
    }

    /// The running binary, links followed (`/proc/self/exe` on Linux).
    static func executablePath() -> String {
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            return path
        }
        return Bundle.main.executablePath ?? CommandLine.arguments.first ?? "axtutor-room"
    }
}
