import Foundation
import Progress
import RoomProtocol
import TestSupport
import Testing
@testable import RoomClient

/// A room server that accepts connections and never answers: every call ends within its
/// timeout, as an unreachable room, and the sender keeps its rows.
@Suite struct SilentRoomTests {
    /// What may pass beyond a timeout before the call has returned (a loaded machine included).
    static let margin: TimeInterval = 1.5

    /// Runs `body` and returns its wall-clock seconds.
    func seconds(_ body: () throws -> Void) rethrows -> TimeInterval {
        let start = Date()
        try body()
        return Date().timeIntervalSince(start)
    }

    func silentRoom() throws -> (PortRelay, RoomURL) {
        let relay = try PortRelay()
        relay.fallSilent()
        return (relay, try RoomURL.parse(relay.address + "/K7Q2-9XMD"))
    }

    @Test func aSilentRoomEndsEachRequestWithinItsTimeout() throws {
        let (relay, address) = try silentRoom()
        defer { relay.stop() }
        for timeout in [1.0, 0.5] {
            var failure: RoomClientError?
            let elapsed = seconds {
                do {
                    _ = try RoomClient(address: address, timeout: timeout).pace(secret: "s")
                } catch {
                    failure = error as? RoomClientError
                }
            }
            #expect(failure?.isUnreachable == true)
            #expect(failure?.exitCode == 69)
            #expect(failure?.message == "the room at \(relay.address) cannot be reached: no answer in "
                    + (timeout == 1 ? "1 s" : "0.5 s"))
            // Not ended by a timer rounded down to 0, nor by one that waits for silence.
            #expect(elapsed >= timeout - 0.05 && elapsed < timeout + Self.margin, "took \(elapsed) s")
        }
    }

    @Test func aRoomNamedByItsHostIsLookedUpWithinTheSameTimeout() throws {
        let (relay, _) = try silentRoom()
        defer { relay.stop() }
        // `localhost` may name ::1 first, where nothing listens: the next address is tried.
        let address = try RoomURL.parse("http://localhost:\(relay.port)/K7Q2-9XMD")
        var failure: RoomClientError?
        let elapsed = seconds {
            do {
                _ = try RoomClient(address: address, timeout: 1).pace(secret: "s")
            } catch {
                failure = error as? RoomClientError
            }
        }
        #expect(failure?.message == "the room at http://localhost:\(relay.port) cannot be reached: no answer in 1 s")
        #expect(elapsed < 1 + Self.margin, "took \(elapsed) s")
    }

    @Test func aSilentRoomStopsTheDrainOnTimeAndKeepsEveryRow() throws {
        let (relay, address) = try silentRoom()
        defer { relay.stop() }
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try ProgressStore.open(at: folder.path, learner: "ada", course: "axtutor")
        try store.join(RoomMembership(url: address.server, code: address.code, learnerID: "l1", secret: "s",
                                      name: "Ada"))
        for passed in [false, true] {
            try store.record(Attempt(exercise: "traits/button/01-icon", time: Date(), statements: [], passed: passed,
                                     hintsUsed: 0, duration: 3))
        }
        var report = ResultSender.Report()
        let elapsed = try seconds { report = try ResultSender.drain(store, stateDirectory: folder.path, timeout: 1) }
        #expect(elapsed < 1 + Self.margin, "took \(elapsed) s")
        #expect(report.sent == 0 && report.refused == 0)
        #expect(report.stopped?.message == "the room at \(relay.address) cannot be reached: no answer in 1 s")
        #expect(try store.outboxSummary() == OutboxSummary(waiting: 2))
    }

    @Test func aSenderWaitsForAnotherOneItsTimeoutAtMost() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file(ResultSender.lockFileName)
        let holder = try SendLock(path: path, timeout: 1)
        var failure: RoomClientError?
        let elapsed = seconds {
            do {
                _ = try SendLock(path: path, timeout: 0.5)
            } catch {
                failure = error as? RoomClientError
            }
        }
        withExtendedLifetime(holder) {}
        #expect(elapsed >= 0.45 && elapsed < 0.5 + Self.margin, "took \(elapsed) s")
        #expect(failure == RoomClientError(message: "another sender is still sending from this state folder "
                                           + "(waited 0.5 s); the results go with it or with the next check",
                                           exitCode: 75))
    }

    @Test func aRoomThatClosesWithoutAnsweringIsUnreachableAtOnce() throws {
        let relay = try PortRelay()
        defer { relay.stop() }
        relay.forward(to: nil)
        let address = try RoomURL.parse(relay.address + "/K7Q2-9XMD")
        #expect(throws: RoomClientError.unreachable(relay.address, "the connection was closed without an answer")) {
            try RoomClient(address: address, timeout: 5).pace(secret: "s")
        }
    }

    @Test(arguments: [0, -1, .nan, .infinity, 3601, 1e300])
    func aTimeoutOutsideItsRangeIsRefusedInWords(_ timeout: Double) throws {
        let address = try RoomURL.parse("http://127.0.0.1:9/K7Q2-9XMD")
        #expect(throws: RoomClientError(message: "a timeout of \(timeout) seconds cannot be used: give more than 0 "
                                        + "and at most 3600", exitCode: 64)) {
            try RoomClient(address: address, timeout: timeout).pace(secret: "s")
        }
    }
}
