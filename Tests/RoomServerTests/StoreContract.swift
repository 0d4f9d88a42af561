import Foundation
import RoomProtocol
import Testing
@testable import RoomServer

/// The behaviour every `RoomStore` must have, run against SQLite and PostgreSQL alike.
enum StoreContract {
    static func run(_ store: any RoomStore, second: (any RoomStore)? = nil) async throws {
        let room = RoomRecord(code: RoomCode.random(), course: "drills", facilitatorHash: Secret.hash("f"),
                              created: Fixtures.start, expires: Fixtures.start.addingTimeInterval(3600),
                              paced: true, unlocked: ["traits/button"])
        try await store.createRoom(room)
        #expect(try await store.room(room.code) == room)
        #expect(try await store.room(RoomCode.random()) == nil)
        #expect(try await store.version(room: room.code) == 0)

        var ada = Fixtures.learner("Ada", UUID().uuidString)
        ada.room = room.code
        var grace = Fixtures.learner("Grace", UUID().uuidString, joined: 1)
        grace.room = room.code
        #expect(try await store.addLearner(ada))
        #expect(try await store.addLearner(grace))
        var shadow = Fixtures.learner("ada", UUID().uuidString, joined: 2)
        shadow.room = room.code
        #expect(try await !store.addLearner(shadow), "names are compared without case")
        #expect(try await store.learners(room: room.code) == [ada, grace])
        #expect(try await store.learner(room: room.code, secretHash: ada.secretHash) == ada)
        #expect(try await store.learner(room: room.code, secretHash: Secret.hash("nobody")) == nil)
        #expect(try await store.version(room: room.code) == 2)

        var result = Fixtures.result(ada.id, "traits/button/01-icon", passed: false, attempts: 2, at: 30)
        result.statements = ["icon.accessibilityLabel = \"Play\""]
        #expect(try await store.addResult(result, room: room.code, received: Fixtures.start) == .stored)
        #expect(try await store.addResult(result, room: room.code, received: Fixtures.start) == .alreadyStored)
        var stolen = result
        stolen.learner = grace.id
        #expect(try await store.addResult(stolen, room: room.code, received: Fixtures.start) == .takenByAnotherLearner)
        #expect(try await store.results(room: room.code) == [result])
        #expect(try await store.version(room: room.code) == 3, "a repost changes nothing")

        try await store.setUnlocked(["traits/button", "traits/header"], room: room.code)
        #expect(try await store.room(room.code)?.unlocked == ["traits/button", "traits/header"])
        #expect(try await store.version(room: room.code) == 4)

        // A second server on the same database sees and changes the same room.
        if let second {
            #expect(try await second.room(room.code)?.unlocked == ["traits/button", "traits/header"])
            let other = Fixtures.result(grace.id, "traits/header/01-title", passed: true, at: 40)
            #expect(try await second.addResult(other, room: room.code, received: Fixtures.start) == .stored)
            #expect(try await store.version(room: room.code) == 5)
            #expect(try await store.results(room: room.code).count == 2)
        }
    }
}

@Suite struct SQLiteRoomStoreTests {
    @Test func theStoreContractHolds() async throws {
        let path = Fixtures.temporaryFolder("sqlite") + "/room.sqlite"
        let store = try SQLiteRoomStore(path: path)
        let second = try SQLiteRoomStore(path: path)
        try await StoreContract.run(store, second: second)
        try await store.close()
        try await second.close()
    }
}
