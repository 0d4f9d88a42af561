import Foundation
import TestSupport
import Testing
@testable import RoomServer

/// The real `axtutor-room serve` on a free loopback port, talked to with curl, and the real
/// `axtutor room status` (through the sibling binary) reading it.
@Suite(.serialized, .enabled(if: Binaries.roomURL != nil, "axtutor-room is not built"))
struct ServeEndToEndTests {
    @Test func aRoomFromStartToStatus() async throws {
        let folder = Fixtures.temporaryFolder("e2e")
        let server = try RoomServerProcess(course: Binaries.packageRoot.path, database: "\(folder)/room.sqlite",
                                           paced: true)
        defer { server.stop() }
        let room = server.announcement
        let code = room.code
        let token = try #require(room.facilitatorToken)
        let learnerURL = room.learnerURL
        let base = server.server
        #expect(room.facilitatorURL == "\(base)/rooms/\(code)?token=\(token)")

        let join = try Curl.send("POST", "\(base)/api/rooms/\(code)/learners", body: #"{"name": "Ada"}"#)
        #expect(join.status == 201)
        let secret = try #require(join.json["secret"] as? String)
        let course = try #require(join.json["course"] as? String)
        #expect(course == "axtutor")

        let status = try Curl.send("GET", "\(base)/api/rooms/\(code)/status", bearer: token)
        let exercise = try #require((status.json["exercises"] as? [[String: Any]])?.first?["id"] as? String)
        for attempt in 1...3 {
            let body = """
                {"id": "\(UUID())", "exercise": "\(exercise)", "passed": false, "attempts": \(attempt),
                 "hintsUsed": 0, "seconds": \(attempt * 20), "at": "\(RouteClient.now(Double(attempt)))"}
                """
            #expect(try Curl.send("POST", "\(base)/api/rooms/\(code)/results", bearer: secret, body: body).status == 201)
        }
        let refused = try Curl.send("GET", "\(base)/api/rooms/\(code)/status", bearer: secret)
        #expect(refused.status == 403)

        // The printed address: the token moves into a cookie and out of the address bar.
        let jar = folder + "/cookies"
        let first = try Curl.send("GET", "\(base)/rooms/\(code)?token=\(token)", cookies: jar)
        #expect(first.status == 303)
        let page = try Curl.send("GET", "\(base)/rooms/\(code)", cookies: jar)
        #expect(page.status == 200)
        #expect(!page.body.contains(token), "the page does not carry the token")
        #expect(try Curl.send("GET", "\(base)/rooms/\(code)").status == 401)
        #expect(page.body.contains("<th scope=\"row\">Ada</th>"))
        #expect(page.body.contains("stuck: 3 failed checks"))
        #expect(page.body.contains("<code>axtutor --room \(learnerURL) --name NAME</code>"))

        let events = try Curl.send("GET", "\(base)/api/rooms/\(code)/events?token=\(token)", maxTime: 2)
        #expect(events.body.contains("event: status\ndata: {"))

        // The facilitator's terminal, through axtutor's `room` command and the sibling binary.
        let report = try Binaries.run(Binaries.axtutorURL ?? Binaries.roomURL!,
                                      (Binaries.axtutorURL == nil ? [] : ["room"])
                                        + ["status", learnerURL, "--token", token])
        #expect(report.status == 0, "\(report.stderr)")
        #expect(report.stdout.contains("Paced: unlocked lessons: "))
        #expect(report.stdout.contains("Ada: 0 of "))
        #expect(report.stdout.contains("(3 failed checks)"))
        let wrong = try Binaries.run(Binaries.roomURL!, ["status", learnerURL, "--token", "wrong"])
        #expect(wrong.status == 77)
        #expect(wrong.stderr == "error: the room refused (401): wrong facilitator token\n")
    }

    /// A server stopped mid-workshop serves the same room again with `--resume CODE`: its
    /// learners, results and pace go on, the facilitator's cookie still opens the page, and a
    /// restart without it says which room it did not resume.
    @Test func aRestartedServerResumesItsRoom() throws {
        let folder = Fixtures.temporaryFolder("resume")
        let database = "\(folder)/room.sqlite"
        let first = try RoomServerProcess(course: Binaries.packageRoot.path, database: database, paced: true)
        let code = first.announcement.code
        let token = try #require(first.announcement.facilitatorToken)
        let join = try Curl.send("POST", "\(first.server)/api/rooms/\(code)/learners", body: #"{"name": "Ada"}"#)
        let secret = try #require(join.json["secret"] as? String)
        let jar = folder + "/cookies"
        #expect(try Curl.send("GET", "\(first.server)/rooms/\(code)?token=\(token)", cookies: jar).status == 303)
        let stopped = first.stop()
        // The command serves the room again as it was served: port, course pack, database.
        #expect(stopped.stderr.contains("note: room \(code) is no longer served; its learners' results wait on their "
                                        + "machines. Serve it again with: axtutor room serve --resume \(code) --port "
                                        + "\(first.port) --course \(Binaries.packageRoot.path) --database sqlite:\(database)"),
                "\(stopped.stderr)")

        let plain = try RoomServerProcess(course: Binaries.packageRoot.path, database: database)
        #expect(plain.announcement.code != code, "a restart without --resume opens a new room")
        #expect(plain.notes.contains("note: room \(code), opened earlier, is still open in this database, and this server "
                                     + "serves it too: its learners go on. This start also opened the new room below; to go on "
                                     + "with \(code) alone, stop this server and start it with: axtutor room serve "
                                     + "--resume \(code) --port \(plain.port)"))
        plain.stop()

        let resumed = try RoomServerProcess(course: Binaries.packageRoot.path, database: database,
                                            arguments: ["--resume", code])
        defer { resumed.stop() }
        #expect(resumed.announcement.code == code)
        #expect(resumed.announcement.facilitatorToken == nil, "the server keeps only the token's hash")
        #expect(resumed.announcement.facilitatorURL == "\(resumed.server)/rooms/\(code)")
        let pace = try Curl.send("GET", "\(resumed.server)/api/rooms/\(code)/pace", bearer: secret)
        #expect(pace.status == 200, "the learner's secret still works")
        #expect(pace.json["paced"] as? Bool == true, "the pace goes on")
        #expect(try Curl.send("GET", "\(resumed.server)/rooms/\(code)", cookies: jar).status == 200,
                "the facilitator's browser goes straight in")

        let unknown = try Binaries.run(Binaries.roomURL!, ["serve", "--port", "0", "--database", "sqlite:" + database,
                                                           "--course", Binaries.packageRoot.path, "--resume", "ZZZZ-ZZZZ"])
        #expect(unknown.status == 66)
        #expect(unknown.stderr.contains("error: no room ZZZZ-ZZZZ in this database: --resume serves a room this "
                                        + "database already has (see --database and --state)"))
        let paced = try Binaries.run(Binaries.roomURL!, ["serve", "--resume", code, "--paced"])
        #expect(paced.status == 64)
        #expect(paced.stderr.contains("--resume serves the room as it was: --paced does not apply (it keeps its pace)"))
    }

    @Test(.enabled(if: Binaries.axtutorURL != nil, "axtutor is not built"))
    func axtutorSaysWhenItsSiblingIsMissing() throws {
        let folder = Fixtures.temporaryFolder("lonely")
        let copy = folder + "/axtutor"
        try copyExecutable(Binaries.axtutorURL!.path, to: copy)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try Binaries.run(URL(fileURLWithPath: copy), ["room", "serve"])
        #expect(run.status == 69)
        #expect(run.stderr == "error: axtutor-room is missing: it should be beside axtutor, at \(folder)/axtutor-room "
                + "(swift build makes it; make install installs both)\n")
    }

    @Test func aBadDatabaseSaysSo() throws {
        let run = try Binaries.run(Binaries.roomURL!, ["serve", "--port", "0", "--database", "mysql://x",
                                                       "--course", Binaries.packageRoot.path])
        #expect(run.status == 64)
        #expect(run.stderr.contains("--database must be sqlite:PATH or postgres://…, not 'mysql://x'"))
    }
}

/// The built binaries beside the test bundle (or in `.build/debug`).
enum Binaries {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let roomURL = builtExecutable("axtutor-room").map(URL.init(fileURLWithPath:))
    static let axtutorURL = builtExecutable("axtutor").map(URL.init(fileURLWithPath:))

    /// Runs a program to its end, with a state folder of its own.
    static func run(_ url: URL, _ arguments: [String]) throws -> ChildOutput {
        try ChildProcess.runWithOwnState(url.path, arguments)
    }
}

/// HTTP requests through curl.
enum Curl {
    /// `cookies`: a file curl keeps the cookies in, sent with the request and updated from its answer.
    static func send(_ method: String, _ url: String, bearer: String? = nil, body: String? = nil,
                     cookies: String? = nil, maxTime: Int = 10) throws -> Answer {
        var arguments = ["-s", "-S", "-X", method, "-w", "\n%{http_code}", "--max-time", String(maxTime), url]
        if let cookies { arguments += ["-b", cookies, "-c", cookies] }
        if let bearer { arguments += ["-H", "Authorization: Bearer \(bearer)"] }
        if let body { arguments += ["-H", "Content-Type: application/json", "--data-binary", body] }
        let run = try Binaries.run(URL(fileURLWithPath: "/usr/bin/curl"), arguments)
        var text = run.stdout
        let lastLine = text.split(separator: "\n", omittingEmptySubsequences: false).last.map(String.init) ?? ""
        text = String(text.dropLast(lastLine.count)).replacingOccurrences(of: "\n$", with: "",
                                                                            options: .regularExpression)
        return Answer(status: Int(lastLine) ?? 0, headers: [:], body: text)
    }
}
