import Foundation
import Testing
@testable import axtutor

/// The sibling's runs: waited on with a bound, and reaped as soon as they end whether waited on
/// or not, so that none is left defunct.
@Suite struct SiblingProcessTests {
    @Test func aRunIsWaitedOnForItsStatus() throws {
        let run = try SiblingProcess("/bin/sh", ["-c", "exit 3"], output: .none)
        #expect(run.wait() == 3)
        #expect(run.wait(upTo: 0) == 3)
    }

    @Test func aWaitEndsAtItsBoundWhileTheRunGoesOn() throws {
        let run = try SiblingProcess("/bin/sh", ["-c", "sleep 5"], output: .none)
        let start = Date()
        #expect(run.wait(upTo: 0.3) == nil)
        let waited = Date().timeIntervalSince(start)
        #expect(waited >= 0.25 && waited < 2, "waited \(waited) s")
        kill(run.pid, SIGKILL)
        #expect(run.wait(upTo: 5) == 128 + SIGKILL)
    }

    @Test func aRunNobodyWaitsOnIsReapedWhenItEnds() throws {
        let run = try SiblingProcess("/bin/sh", ["-c", "exit 0"], output: .none)
        let deadline = Date().addingTimeInterval(5)
        while run.exitStatus == nil, Date() < deadline { usleep(10_000) }
        #expect(run.exitStatus == 0)
        // Reaped: not even a zombie is left to signal.
        #expect(kill(run.pid, 0) == -1 && errno == ESRCH)
    }
}
