import Foundation
import TestSupport
import Testing

/// Learners in a workshop room, through the real binaries: a server on loopback, three learners
/// with state folders of their own checking with `axtutor check`, one of them offline for a
/// while; every result reaches the room exactly once.
@Suite(.serialized, .enabled(if: RoomServerProcess.binary != nil && AxtutorBinary.url != nil))
struct RoomEndToEndTests {
    let pack = AxtutorBinary.packageRoot.appendingPathComponent("Tests/CourseTests/Fixtures/pack").path
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("axtutor-room-e2e-\(UUID().uuidString)").path

    init() throws {
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        for (name, text) in [("fail-header", "title.accessibilityLabel = \"Settings\"\n"),
                             ("pass-header", "title.accessibilityTraits.insert(.header)\n"),
                             ("fail-wifi", "wifi.accessibilityHint = \"Turns Wi-Fi on\"\n")] {
            try text.write(toFile: "\(scratch)/\(name)", atomically: true, encoding: .utf8)
        }
    }

    /// The learners' side of a run: no colour, no home folder (each learner passes `--state`).
    static let environment = ["NO_COLOR": "1", "HOME": "/nonexistent", "AXTUTOR_LEARNER": "e2e",
                              "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"]

    /// `axtutor check EXERCISE --fix FIX` as `name` in the room at `learnerURL`, with the
    /// learner's own state folder.
    func check(_ name: String, _ exercise: String, _ fix: String, room learnerURL: String) throws -> ChildOutput {
        try ChildProcess.run(try #require(AxtutorBinary.url).path, [
            "--course", pack, "--state", "\(scratch)/\(name)", "--room", learnerURL, "--name", name,
            "check", exercise, "--fix", "\(scratch)/\(fix)",
        ], environment: Self.environment)
    }

    func axtutor(_ name: String, _ arguments: [String], stdin: String? = nil) throws -> ChildOutput {
        try ChildProcess.run(try #require(AxtutorBinary.url).path,
                             ["--course", pack, "--state", "\(scratch)/\(name)"] + arguments,
                             environment: Self.environment, stdin: stdin)
    }

    func send(_ name: String) throws -> ChildOutput {
        try ChildProcess.run(try #require(RoomServerProcess.binary), ["send", "--state", "\(scratch)/\(name)"],
                             environment: Self.environment)
    }

    /// The room's results for each learner by name: exercise → (passed, attempts).
    func results(_ room: RoomServerProcess, code: RoomServerProcess.Announcement) async throws -> [String: [String: [String: Any]]] {
        let status = try await room.facilitator("status", room: code)
        var table: [String: [String: [String: Any]]] = [:]
        for learner in status["learners"] as? [[String: Any]] ?? [] {
            table[learner["name"] as? String ?? ""] = learner["results"] as? [String: [String: Any]] ?? [:]
        }
        return table
    }

    /// Failed checks the room counted on `exercise` (each stored result once).
    func failedChecks(_ room: RoomServerProcess, code: RoomServerProcess.Announcement, _ exercise: String) async throws -> Int {
        let hardest = try await room.facilitator("status", room: code)["hardest"] as? [[String: Any]] ?? []
        return hardest.first { $0["exercise"] as? String == exercise }?["failedChecks"] as? Int ?? 0
    }

    /// Waits (up to 15 s) for the background senders to deliver what `expected` says.
    func waitFor(_ room: RoomServerProcess, code: RoomServerProcess.Announcement,
                 _ expected: ([String: [String: [String: Any]]]) -> Bool) async throws -> Bool {
        for _ in 0..<150 {
            if expected(try await results(room, code: code)) { return true }
            try await Task.sleep(for: .milliseconds(100))
        }
        return false
    }

    @Test func threeLearnersOneOfThemOfflineEveryResultOnce() async throws {
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let database = "\(scratch)/room.sqlite"
        var room = try RoomServerProcess(course: pack, database: database)
        let opened = room.announcement
        let code = opened.code
        // The learners know the room by the relay's address, which outlives the server.
        let relay = try PortRelay()
        relay.forward(to: room.port)
        let learnerURL = "\(relay.address)/\(code)"

        let first = try check("Ada", "header-missing-trait", "fail-header", room: learnerURL)
        #expect(first.status == 1)
        #expect(first.stderr == "Joined room \(code) as Ada.\n")
        let second = try check("Ada", "header-missing-trait", "pass-header", room: learnerURL)
        #expect(second.status == 0)
        #expect(second.stderr == "")
        #expect(try check("Grace", "header-missing-trait", "pass-header", room: learnerURL).status == 0)
        #expect(try check("Linus", "header-missing-trait", "pass-header", room: learnerURL).status == 0)

        let online = try await waitFor(room, code: opened) { table in
            table["Ada"]?["header-missing-trait"]?["attempts"] as? Int == 2
                && table["Grace"]?["header-missing-trait"]?["passed"] as? Bool == true
                && table["Linus"]?["header-missing-trait"]?["passed"] as? Bool == true
        }
        #expect(online)

        // Linus loses the room: his checks wait in his outbox.
        room.stop()
        relay.forward(to: nil)
        #expect(try check("Linus", "switch-unlabelled", "fail-wifi", room: learnerURL).status == 1)
        #expect(try check("Linus", "switch-unlabelled", "fail-wifi", room: learnerURL).status == 1)
        let offline = try send("Linus")
        #expect(offline.status == 69)
        #expect(offline.stderr.contains("error: the room at \(relay.address) cannot be reached"))
        let progress = try axtutor("Linus", ["progress"])
        #expect(progress.stdout.contains("Room \(code) at \(relay.address), as Linus\n"
                                         + "2 results waiting to be sent (they go with the next check, or when the room is back)\n"))

        // A copy of Linus's outbox stands for a sender killed after posting, before deleting.
        try FileManager.default.copyItem(atPath: "\(scratch)/Linus", toPath: "\(scratch)/Linus-copy")

        // The room is back at the same address, on the same database: two senders at once
        // deliver each result once.
        room = try RoomServerProcess(course: pack, database: database)
        relay.forward(to: room.port)
        async let one = Task { try send("Linus") }.value
        async let two = Task { try send("Linus") }.value
        let (a, b) = try await (one, two)
        #expect(a.status == 0 && b.status == 0)
        #expect(Set([a.stdout, b.stdout]) == ["sent 2 results\n", "sent 0 results\n"])
        let resent = try send("Linus-copy")
        #expect(resent.status == 0)
        #expect(resent.stdout == "sent 0 results, 2 already in the room\n")
        let table = try await results(room, code: opened)
        #expect(table["Linus"]?["switch-unlabelled"]?["attempts"] as? Int == 2)
        #expect(table["Linus"]?["switch-unlabelled"]?["passed"] as? Bool == false)
        #expect(try await failedChecks(room, code: opened, "switch-unlabelled") == 2)
        #expect(try await failedChecks(room, code: opened, "header-missing-trait") == 1)
        #expect(try axtutor("Linus", ["progress"]).stdout.contains("every result has been sent"))
        room.stop()
    }

    @Test func aPacedRoomDoesNotOfferALockedLesson() async throws {
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let room = try RoomServerProcess(course: pack, database: "\(scratch)/room.sqlite", paced: true)
        let run = try axtutor("Ada", ["--room", room.announcement.learnerURL, "--name", "Ada", "learn"],
                              stdin: "title.accessibilityTraits.insert(.header)\ncheck\nnext\nquit\n")
        #expect(run.status == 0)
        #expect(run.stdout.contains("The facilitator has not unlocked the next lesson, Switches, yet."))
        #expect(!run.stdout.contains("Exercise 2 of 3"))
        room.stop()
    }

    /// A learner the facilitator removed is told at the tutor's start, in the room's words.
    @Test func aRemovedLearnerIsToldAtTheStart() async throws {
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let room = try RoomServerProcess(course: pack, database: "\(scratch)/room.sqlite")
        let learnerURL = room.announcement.learnerURL
        #expect(try check("Ada", "header-missing-trait", "fail-header", room: learnerURL).status == 1)
        _ = try await room.facilitator("remove", json: #"{"name": "Ada"}"#)
        let run = try axtutor("Ada", ["learn"], stdin: "quit\n")
        #expect(run.stdout.replacingOccurrences(of: "\n", with: " ").contains(
            "The workshop room: the room refused (403): the facilitator removed you from this room: nothing more is "
            + "recorded. Your own progress is kept here"), "\(run.stdout)")
        #expect(try axtutor("Ada", ["progress"]).stdout.contains("the room turned you away when last asked"))
        room.stop()
    }

    /// A paced room holds a result for a lesson it has not unlocked: the learner keeps it, is told
    /// why, and it counts once the facilitator unlocks the lesson (nothing is lost).
    @Test func aCheckOfALockedLessonWaitsUntilThePacedRoomUnlocksIt() async throws {
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let room = try RoomServerProcess(course: pack, database: "\(scratch)/room.sqlite", paced: true)
        let learnerURL = room.announcement.learnerURL
        #expect(try check("Ada", "switch-unlabelled", "fail-wifi", room: learnerURL).status == 1)
        // The sender the check started, or this one after it: the result is held either way.
        _ = try send("Ada")
        let progress = try axtutor("Ada", ["progress"])
        #expect(progress.stdout.contains("1 result the room holds for now (kept here, sent again with each check):"))
        #expect(progress.stdout.replacingOccurrences(of: "\n    ", with: " ")
                    .contains("switch-unlabelled, check 1, not passed: the lesson 'controls/switch' is not unlocked in "
                              + "this room, so the result for 'switch-unlabelled' waits on your machine and is sent once "
                              + "the facilitator unlocks it"))
        #expect(try await results(room, code: room.announcement)["Ada"]?.isEmpty == true)
        _ = try await room.facilitator("unlock", json: #"{"lesson": "controls/switch"}"#)
        _ = try send("Ada")
        #expect(try await results(room, code: room.announcement)["Ada"]?["switch-unlabelled"] != nil)
        #expect(try axtutor("Ada", ["progress"]).stdout.contains("every result has been sent"))
        room.stop()
    }

    @Test func aLessonUnlockedSinceTheStartIsOpenToGoto() async throws {
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let room = try RoomServerProcess(course: pack, database: "\(scratch)/room.sqlite", paced: true)
        let relay = try PortRelay()
        defer { relay.stop() }
        relay.forward(to: room.port)
        let learnerURL = "\(relay.address)/\(room.announcement.code)"
        #expect(try axtutor("Ada", ["--room", learnerURL, "--name", "Ada", "learn"], stdin: "quit\n").status == 0)
        // The next start's ask goes unanswered, so the tutor starts with the pace it knew (the
        // first lesson); meanwhile the facilitator unlocks the second.
        relay.fallSilent()
        let asked = relay.connections
        let learner = try ChildProcess(try #require(AxtutorBinary.url).path,
                                       ["--course", pack, "--state", "\(scratch)/Ada", "learn"],
                                       environment: Self.environment, stdin: "goto switch-unlabelled\nquit\n")
        for _ in 0..<500 where relay.connections == asked { try await Task.sleep(for: .milliseconds(20)) }
        #expect(relay.connections > asked)
        _ = try await room.facilitator("unlock", json: #"{"lesson": "controls/switch"}"#)
        relay.forward(to: room.port)
        let run = learner.wait()
        #expect(run.status == 0)
        #expect(!run.stdout.contains("has not unlocked"))
        #expect(run.stdout.contains("Exercise 3 of 3: The Wi-Fi switch has no name"))
        room.stop()
    }

    @Test func theFacilitatorExportsTheRoomAsCSVAndJSON() async throws {
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let room = try RoomServerProcess(course: pack, database: "\(scratch)/room.sqlite")
        let learnerURL = room.announcement.learnerURL
        let token = try #require(room.announcement.facilitatorToken)
        #expect(try check("Ada", "header-missing-trait", "fail-header", room: learnerURL).status == 1)
        #expect(try check("Ada", "header-missing-trait", "pass-header", room: learnerURL).status == 0)
        #expect(try await waitFor(room, code: room.announcement) {
            $0["Ada"]?["header-missing-trait"]?["passed"] as? Bool == true
        })
        // The facilitator's `axtutor room export`, which runs axtutor-room's export.
        func export(_ arguments: [String]) throws -> ChildOutput {
            try ChildProcess.run(try #require(AxtutorBinary.url).path, ["room", "export", learnerURL] + arguments,
                                 environment: Self.environment)
        }
        let file = "\(scratch)/room.csv"
        let csv = try export(["--token", token, "--output", file, "--timeout", "10"])
        #expect(csv.status == 0, "\(csv.stderr)")
        let lines = try String(contentsOfFile: file, encoding: .utf8).components(separatedBy: "\r\n")
        #expect(lines.first == "learner,exercise,passed,checks,hints,seconds,first_check,last_check")
        #expect(lines.dropFirst().first?.hasPrefix("Ada,header-missing-trait,true,2,0,") == true)
        let json = try export(["--token", token, "--format", "json"])
        #expect(json.status == 0, "\(json.stderr)")
        let exported = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        let rows = exported?["results"] as? [[String: Any]] ?? []
        #expect(rows.map { $0["learner"] as? String } == ["Ada"])
        #expect(rows.first?["checks"] as? Int == 2)
        let wrong = try export(["--token", token + "x"])
        #expect(wrong.status == 77)
        #expect(wrong.stderr.contains("wrong facilitator token"))
        room.stop()
    }

    @Test func withoutTheSiblingJoiningSaysWhatIsMissing() throws {
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let alone = URL(fileURLWithPath: scratch).appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: alone, withIntermediateDirectories: true)
        let copy = alone.appendingPathComponent("axtutor")
        try copyExecutable(try #require(AxtutorBinary.url).path, to: copy.path)
        let run = try ChildProcess.run(copy.path, ["--course", pack, "--state", "\(scratch)/Ada",
                                                   "--room", "http://127.0.0.1:9/K7Q2-9XMD", "--name", "Ada",
                                                   "check", "header-missing-trait", "--fix", "\(scratch)/pass-header"],
                                       environment: Self.environment)
        #expect(run.status == 69)
        #expect(run.stderr.hasSuffix("error: workshop rooms need axtutor-room, and it is not beside axtutor "
                                     + "(\(alone.path)/axtutor-room): install both with 'make install'\n"
                                     + "This check was not recorded in your progress.\n"))
    }
}
