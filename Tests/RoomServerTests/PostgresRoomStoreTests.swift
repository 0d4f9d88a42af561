import Foundation
import Testing
@testable import RoomServer

/// The store tests against a real PostgreSQL started by the test itself.
@Suite(.serialized,
       .enabled(if: PostgresServer.isInstalled,
                "PostgreSQL is not installed (no /usr/lib/postgresql/*/bin/initdb): apt-get install postgresql"))
struct PostgresRoomStoreTests {
    @Test func theStoreContractHoldsWithTwoServersOnOneDatabase() async throws {
        let server = try PostgresServer()
        defer { server.stop() }
        let store = try await PostgresRoomStore(url: server.url)
        let second = try await PostgresRoomStore(url: server.url)
        try await StoreContract.run(store, second: second)
        try await store.close()
        try await second.close()
    }

    @Test func twoServersServeOneRoom() async throws {
        let server = try PostgresServer()
        defer { server.stop() }
        let first = RoomAPI(store: try await PostgresRoomStore(url: server.url), course: Fixtures.course)
        let second = RoomAPI(store: try await PostgresRoomStore(url: server.url), course: Fixtures.course)
        try await RouteScenario.joinOnOneServerReadOnTheOther(first, second)
        try await first.store.close()
        try await second.store.close()
    }

    @Test func theRoomIsExportedFromPostgreSQLAfterItExpired() async throws {
        let server = try PostgresServer()
        defer { server.stop() }
        let store = try await PostgresRoomStore(url: server.url)
        try await RouteScenario.exportAfterExpiry(store)
        try await store.close()
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
