import Foundation
import TestSupport
import Testing
@testable import RoomServer

/// The store tests against a real PostgreSQL started by the test itself.
@Suite(.serialized,
       .enabled(if: PostgresServer.isInstalled,
                "PostgreSQL is not installed (no /usr/lib/postgresql/*/bin/initdb): apt-get install postgresql"))
struct PostgresRoomStoreTests {

    /// A fresh PostgreSQL and a store on it holding `Fixtures.room()`, given to `body`; the store
    /// is closed and the server stopped after.
    private func withRoom(_ body: (PostgresServer, PostgresRoomStore, RoomRecord) async throws -> Void) async throws {
        let server = try await offThePool { try PostgresServer() }
        defer { server.stop() }
        let store = try await PostgresRoomStore(url: server.url)
        let room = Fixtures.room()
        try await store.createRoom(room)
        try await body(server, store, room)
        try await store.close()
    }
    @Test func theStoreContractHoldsWithTwoServersOnOneDatabase() async throws {
        let server = try await offThePool { try PostgresServer() }
        defer { server.stop() }
        let store = try await PostgresRoomStore(url: server.url)
        let second = try await PostgresRoomStore(url: server.url)
        try await StoreContract.run(store, second: second)
        try await store.close()
        try await second.close()
    }

    @Test func twoServersServeOneRoom() async throws {
        let server = try await offThePool { try PostgresServer() }
        defer { server.stop() }
        let first = RoomAPI(store: try await PostgresRoomStore(url: server.url), course: Fixtures.course)
        let second = RoomAPI(store: try await PostgresRoomStore(url: server.url), course: Fixtures.course)
        try await RouteScenario.joinOnOneServerReadOnTheOther(first, second)
        try await first.store.close()
        try await second.store.close()
    }

    @Test func theRoomIsExportedFromPostgreSQLAfterItExpired() async throws {
        let server = try await offThePool { try PostgresServer() }
        defer { server.stop() }
        let store = try await PostgresRoomStore(url: server.url)
        try await RouteScenario.exportAfterExpiry(store)
        try await store.close()
    }

    @Test func theStoreServesAtOnceAfterPostgreSQLRestarts() async throws {
        try await withRoom { server, store, room in
            let ada = Fixtures.learner("Ada", UUID().uuidString)
            #expect(try await store.addLearner(ada, cap: 100) == .added)
            // Calls at once, so the pool holds several connections when PostgreSQL ends them.
            try await withThrowingTaskGroup(of: Void.self) { group in
                for _ in 0..<8 { group.addTask { _ = try await store.learners(room: room.code) } }
                try await group.waitForAll()
            }
            try await offThePool { try server.restart() }
            #expect(try await store.room(room.code) == room)
            #expect(try await store.learners(room: room.code) == [ada])
            #expect(try await store.learner(room: room.code, secretHash: ada.secretHash) == ada)
            let result = Fixtures.result(ada.id, "traits/button/01-icon", passed: true, at: 30)
            #expect(try await store.addResult(result, room: room.code, received: Fixtures.start) == .stored)
            let grace = Fixtures.learner("Grace", UUID().uuidString, joined: 1)
            #expect(try await store.addLearner(grace, cap: 100) == .added)
            try await store.setUnlocked(["traits/button"], room: room.code)
            #expect(try await store.results(room: room.code) == [result])
            #expect(try await store.version(room: room.code) == 4)
        }
    }

    @Test func aJoinWaitingWhenPostgreSQLRestartsIsRunAgain() async throws {
        try await withRoom { server, store, room in
            // Another session holds the room's row, so the join waits for it; once it waits,
            // PostgreSQL restarts and ends both sessions in the middle of their transactions.
            let holder = try server.psql([
                "BEGIN",
                "SELECT 'locked' FROM room WHERE code = '\(room.code.value)' FOR UPDATE",
                """
                DO $$ BEGIN
                    FOR i IN 1..1000 LOOP
                        PERFORM pg_stat_clear_snapshot();
                        EXIT WHEN EXISTS (SELECT 1 FROM pg_stat_activity WHERE wait_event_type = 'Lock');
                        PERFORM pg_sleep(0.01);
                    END LOOP;
                END $$
                """,
                "SELECT 'join waits' FROM pg_stat_activity WHERE wait_event_type = 'Lock'",
                "SELECT pg_sleep(30)",
            ])
            try holder.waitForOutput(timeout: 10) { $0.contains("locked") }
            let ada = Fixtures.learner("Ada", UUID().uuidString)
            let join = Task { try await store.addLearner(ada, cap: 1) }
            try holder.waitForOutput(timeout: 15) { $0.contains("join waits") }
            // Longer than a call waits for connections: the time a join waits its turn is not
            // time waited for a connection.
            try await Task.sleep(for: .seconds(2.5))
            try await offThePool { try server.restart() }
            #expect(try await join.value == .added)
            #expect(try await store.learners(room: room.code) == [ada])
            #expect(try await store.version(room: room.code) == 1)
            #expect(holder.wait().status != 0, "the holder's session was ended, its lock with it")
        }
    }

    @Test func callsMadeWhilePostgreSQLRestartsEndInTime() async throws {
        try await withRoom { server, store, room in
            let clock = ContinuousClock()
            // Eight callers at once, before and through the restart, so that some take a connection
            // just as PostgreSQL ends it.
            try await withThrowingTaskGroup(of: Void.self) { group in
                for _ in 0..<8 { group.addTask { _ = try await store.version(room: room.code) } }
                try await group.waitForAll()
            }
            let end = clock.now + .seconds(2)
            let longest = Longest()
            Task {
                await longest.set(await withTaskGroup(of: Duration.self) { group in
                    for _ in 0..<8 {
                        group.addTask {
                            var slowest = Duration.zero
                            while clock.now < end {
                                let start = clock.now
                                _ = try? await store.version(room: room.code)
                                slowest = max(slowest, start.duration(to: clock.now))
                            }
                            return slowest
                        }
                    }
                    return await group.reduce(.zero, max)
                })
            }
            try await offThePool { try server.restart() }
            // Not awaited: a call that never ends must fail the test, not hang it.
            while await longest.value == nil, clock.now < end + .seconds(5) {
                try await Task.sleep(for: .milliseconds(50))
            }
            let value = try #require(await longest.value, "a call never ended")
            #expect(value < .seconds(3))
            #expect(try await store.version(room: room.code) == 0)
        }
    }

    @Test func aCallWithPostgreSQLDownFailsInSecondsAndTheNextServesOnceItIsBack() async throws {
        try await withRoom { server, store, room in
            try await offThePool { try server.shutDown() }
            let clock = ContinuousClock()
            let down = clock.now
            let errors = await withTaskGroup(of: (any Error)?.self) { group in
                for _ in 0..<4 {
                    group.addTask {
                        do {
                            _ = try await store.version(room: room.code)
                            return nil
                        } catch {
                            return error
                        }
                    }
                }
                return await group.reduce(into: [(any Error)?]()) { $0.append($1) }
            }
            #expect(errors.allSatisfy { $0 is NoConnection }, "\(errors)")
            #expect(down.duration(to: clock.now) < .seconds(5))
            try await offThePool { try server.start() }
            let back = clock.now
            #expect(try await store.room(room.code) == room)
            #expect(back.duration(to: clock.now) < .seconds(1), "served at once, not after a back-off")
        }
    }

    /// A write whose commit's answer was lost is run again; it finds its own row.
    @Test func aWriteRunAgainFindsItsOwnRow() async throws {
        try await withRoom { server, store, room in
            try await store.createRoom(room)
            var other = room
            other.facilitatorHash = Secret.hash("another token")
            await #expect(throws: RoomStoreError.self) { try await store.createRoom(other) }
            let ada = Fixtures.learner("Ada", UUID().uuidString)
            #expect(try await store.addLearner(ada, cap: 1) == .added)
            #expect(try await store.addLearner(ada, cap: 1) == .added, "the same join again, with the room at its cap")
            #expect(try await store.addLearner(Fixtures.learner("Grace", UUID().uuidString), cap: 1) == .roomFull)
            #expect(try await store.addLearner(Fixtures.learner("ada", UUID().uuidString), cap: 2) == .nameTaken)
            #expect(try await store.learners(room: room.code) == [ada])
            #expect(try await store.version(room: room.code) == 1, "the join again changes nothing")
        }
    }

    @Test func aWrongURLSaysWhatFailed() async throws {
        let refusing = try RefusingPort()
        let port = refusing.port
        let error = await #expect(throws: RoomStoreError.self) {
            _ = try await PostgresRoomStore(url: "postgres://axtutor:secret@127.0.0.1:\(port)/none", timeout: 2)
        }
        #expect(error?.description.hasPrefix("cannot use the PostgreSQL database postgres://axtutor:***@127.0.0.1:\(port)/none: ") == true)
        withExtendedLifetime(refusing) {}
    }
}

/// The longest call of several callers, once all have ended.
private actor Longest {
    private(set) var value: Duration?

    func set(_ value: Duration) {
        self.value = value
    }
}
