import Foundation
import Progress
import RoomProtocol
import TestSupport
import Testing
@testable import RoomClient

/// The sender without a room to reach: nothing is lost, nothing is marked failed.
@Suite struct ResultSenderTests {
    /// A progress store in `folder`, its learner a member of the room at `room`.
    static func joinedStore(at folder: String, room: String) throws -> ProgressStore {
        let store = try ProgressStore.open(at: folder, learner: "ada", course: "axtutor")
        try store.join(RoomMembership(url: room, code: "K7Q2-9XMD", learnerID: "l1", secret: "s", name: "Ada"))
        return store
    }

    /// The relay answers every request with `status` and the JSON `words`.
    static func answer(_ relay: PortRelay, _ status: String, _ words: String, headers: String = "") {
        relay.answer(with: "HTTP/1.1 \(status)\r\nContent-Type: application/json\r\n"
                     + "Content-Length: \(words.utf8.count)\r\n\(headers)\r\n" + words)
    }

    @Test func aRoomThatCannotBeReachedStopsTheDrainAndKeepsEveryRow() throws {
        let folder = NSTemporaryDirectory() + "axtutor-sender-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // Port 9 (discard) on loopback: nothing listens there, so the connection is refused.
        let store = try Self.joinedStore(at: folder, room: "http://127.0.0.1:9")
        for passed in [false, true] {
            try store.record(Attempt(exercise: "traits/button/01-icon", time: Date(), statements: [], passed: passed,
                                     hintsUsed: 0, duration: 3))
        }
        let report = try ResultSender.drain(store, stateDirectory: folder, timeout: 2)
        #expect(report.sent == 0 && report.refused == 0)
        #expect(report.stopped?.isUnreachable == true)
        #expect(report.stopped?.message.hasPrefix("the room at http://127.0.0.1:9 cannot be reached: ") == true)
        #expect(try store.outboxSummary() == OutboxSummary(waiting: 2))
        #expect(FileManager.default.fileExists(atPath: folder + "/" + ResultSender.lockFileName))
    }

    @Test func aBusyRoomIsTriedAgainAfterGrowingPausesThatEndWithinTheTimeout() throws {
        let relay = try PortRelay()
        defer { relay.stop() }
        Self.answer(relay, "429 Too Many Requests", #"{"error":"too many results at once"}"#, headers: "Retry-After: 1\r\n")
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try Self.joinedStore(at: folder.path, room: relay.address)
        try store.record(Attempt(exercise: "traits/button/01-icon", time: Date(), statements: [], passed: true,
                                 hintsUsed: 0, duration: 3))
        let start = Date()
        let report = try ResultSender.drain(store, stateDirectory: folder.path, timeout: 2)
        let elapsed = Date().timeIntervalSince(start)
        // Pauses of 0.1, 0.2, 0.3, 0.4 and 0.5 s end within 2 s; the next, 0.6 s, would not.
        #expect(relay.connections == 6)
        #expect(elapsed >= 1.5 && elapsed < 3.5, "took \(elapsed) s")
        #expect(report.stopped == RoomClientError(message: "the room asks to slow down (429); the rest is sent with "
                                                  + "the next check", exitCode: 75))
        #expect(try store.outboxSummary() == OutboxSummary(waiting: 1))
    }

    /// 423: the room holds the result for now. It is kept with the reason, tried once in this
    /// drain (which then ends), and sent again by a later one.
    @Test func aResultTheRoomHoldsStaysWaitingAndTheDrainEnds() throws {
        let relay = try PortRelay()
        defer { relay.stop() }
        Self.answer(relay, "423 Locked", #"{"error":"the lesson 'traits/header' is not unlocked in this room"}"#)
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try Self.joinedStore(at: folder.path, room: relay.address)
        for exercise in ["traits/header/01-title", "traits/header/02-sections"] {
            try store.record(Attempt(exercise: exercise, time: Date(), statements: [], passed: false, hintsUsed: 0,
                                     duration: 3))
        }
        let report = try ResultSender.drain(store, stateDirectory: folder.path, timeout: 2)
        #expect(report.held == 2 && report.sent == 0 && report.refused == 0 && report.stopped == nil)
        #expect(relay.connections == 2, "each held result is tried once a drain")
        let summary = try store.outboxSummary()
        #expect(summary.waiting == 2 && summary.failed.isEmpty)
        #expect(summary.held.map(\.held) == Array(repeating: "the lesson 'traits/header' is not unlocked in this room", count: 2))
        #expect(SendCommand.summary(report)
                == "sent 0 results, 2 held by the room for now (sent again later; see axtutor progress)")
    }

    @Test func theSummarySaysWhatWasSentInWords() {
        #expect(SendCommand.summary(ResultSender.Report(sent: 1)) == "sent 1 result")
        #expect(SendCommand.summary(ResultSender.Report(sent: 0, alreadyStored: 2, refused: 1))
                == "sent 0 results, 2 already in the room, 1 refused (see axtutor progress)")
    }

    @Test func aResultIsSentWithTheKeysTheRoomKnowsOnly() throws {
        let result = OutboxResult(uuid: "u1", code: "K7Q2-9XMD", exercise: "traits/button/01-icon", passed: true,
                                  attempts: 3, hintsUsed: 1, seconds: 95, at: Date(timeIntervalSince1970: 1_795_340_460))
        #expect(String(decoding: RoomClient.encode(ResultMessage(result)), as: UTF8.self)
                == #"{"at":"2026-11-22T09:41:00Z","attempts":3,"exercise":"traits/button/01-icon","hintsUsed":1,"id":"u1","passed":true,"seconds":95}"#)
        var shared = result
        shared.statements = ["a.b = 1"]
        #expect(String(decoding: RoomClient.encode(ResultMessage(shared)), as: UTF8.self)
                .hasSuffix(#","seconds":95,"statements":["a.b = 1"]}"#))
    }
}
