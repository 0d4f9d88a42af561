import Foundation
import GRDB
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
        #expect(try await store.addLearner(ada, cap: 100) == .added)
        #expect(try await store.addLearner(grace, cap: 100) == .added)
        var shadow = Fixtures.learner("ada", UUID().uuidString, joined: 2)
        shadow.room = room.code
        #expect(try await store.addLearner(shadow, cap: 100) == .nameTaken, "names are compared without case")
        var third = Fixtures.learner("Lin", UUID().uuidString, joined: 3)
        third.room = room.code
        #expect(try await store.addLearner(third, cap: 2) == .roomFull, "a room at its cap takes no one more")
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
        try await joinsStopAtTheCap(store, second: second ?? store)
        try await theFacilitatorRunsTheRoom(store)
    }

    /// Ending, extending and closing a room; removing a learner and letting one rejoin.
    static func theFacilitatorRunsTheRoom(_ store: any RoomStore) async throws {
        let room = RoomRecord(code: RoomCode.random(), course: "drills", facilitatorHash: Secret.hash("f"),
                              created: Fixtures.start, expires: Fixtures.start.addingTimeInterval(3600),
                              paced: false, unlocked: [])
        try await store.createRoom(room)
        #expect(try await store.room(room.code)?.joinsOpen == true, "a new room takes new learners")
        #expect(try await store.openRooms(course: "drills", now: Fixtures.start).contains(room.code))
        try await store.setJoinsOpen(false, room: room.code)
        #expect(try await store.room(room.code)?.joinsOpen == false)
        try await store.setExpires(Fixtures.start.addingTimeInterval(60), room: room.code)
        #expect(try await store.room(room.code)?.expires == Fixtures.start.addingTimeInterval(60))
        #expect(try await !store.openRooms(course: "drills", now: Fixtures.start.addingTimeInterval(61))
            .contains(room.code))
        #expect(try await store.openRooms(course: "other", now: Fixtures.start).isEmpty)
        #expect(try await store.version(room: room.code) == 2)

        var ada = Fixtures.learner("Ada", UUID().uuidString)
        ada.room = room.code
        #expect(try await store.addLearner(ada, cap: 100) == .added)
        #expect(try await store.addLearner(ada, cap: 100) == .added, "a join retried after a lost answer finds its row")
        _ = try await store.addResult(Fixtures.result(ada.id, "traits/button/01-icon", passed: true, at: 5),
                                      room: room.code, received: Fixtures.start)

        // Rejoining needs the facilitator's consent, is used once, and runs out.
        #expect(try await store.rejoin(named: "ada", room: room.code, secretHash: "new", now: Fixtures.start) == nil)
        #expect(try await store.allowRejoin(named: "ADA", room: room.code, until: Fixtures.start.addingTimeInterval(900)))
        #expect(try await store.allowRejoin(named: "Nobody", room: room.code, until: Fixtures.start) == false)
        #expect(try await store.rejoin(named: "ada", room: room.code, secretHash: "late",
                                       now: Fixtures.start.addingTimeInterval(901)) == nil, "the consent ran out")
        let back = try await store.rejoin(named: "ada", room: room.code, secretHash: "new", now: Fixtures.start)
        #expect(back?.id == ada.id && back?.secretHash == "new", "the same learner, a new secret")
        #expect(try await store.learner(room: room.code, secretHash: ada.secretHash) == nil, "the old secret is gone")
        #expect(try await store.rejoin(named: "ada", room: room.code, secretHash: "again", now: Fixtures.start) == nil,
                "the consent is used once")
        #expect(try await store.results(room: room.code).count == 1, "the results stay the learner's")

        // A removed learner leaves the room's view with their results; the name is free again.
        #expect(try await store.removeLearner(named: "Ada", room: room.code, at: Fixtures.start))
        #expect(try await store.removeLearner(named: "Ada", room: room.code, at: Fixtures.start) == false)
        #expect(try await store.learners(room: room.code).isEmpty)
        #expect(try await store.results(room: room.code).isEmpty)
        #expect(try await store.learner(room: room.code, secretHash: "new")?.removed == true)
        var another = Fixtures.learner("Ada", UUID().uuidString, joined: 9)
        another.room = room.code
        #expect(try await store.addLearner(another, cap: 1) == .added, "the removed learner no longer counts")
    }

    /// Twenty learners join at once through two servers, into a room that takes five: five join.
    static func joinsStopAtTheCap(_ store: any RoomStore, second: any RoomStore) async throws {
        let room = RoomRecord(code: RoomCode.random(), course: "drills", facilitatorHash: Secret.hash("f"),
                              created: Fixtures.start, expires: Fixtures.start.addingTimeInterval(3600),
                              paced: false, unlocked: [])
        try await store.createRoom(room)
        let outcomes = try await withThrowingTaskGroup(of: LearnerInsertion.self) { group in
            for index in 0..<20 {
                var learner = Fixtures.learner("Learner \(index)", UUID().uuidString, joined: TimeInterval(index))
                learner.room = room.code
                let server = index.isMultiple(of: 2) ? store : second
                group.addTask { try await server.addLearner(learner, cap: 5) }
            }
            return try await group.reduce(into: [LearnerInsertion]()) { $0.append($1) }
        }
        #expect(outcomes.filter { $0 == .added }.count == 5)
        #expect(outcomes.filter { $0 == .roomFull }.count == 15)
        #expect(try await store.learners(room: room.code).count == 5)
        #expect(try await store.version(room: room.code) == 5, "a refused join changes nothing")
    }
}

@Suite struct SQLiteRoomStoreTests {
    /// A database written by the first release (no `joins_open`, `removed`, `rejoin_until`)
    /// keeps its rooms and learners and gains the columns.
    @Test func aDatabaseFromTheFirstReleaseIsMigrated() async throws {
        let path = Fixtures.temporaryFolder("sqlite-v1") + "/room.sqlite"
        let old = try DatabaseQueue(path: path)
        try await old.write { db in
            for statement in RoomSchema.statements { try db.execute(sql: statement) }
            try db.execute(sql: "CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY)")
            try db.execute(sql: "INSERT INTO grdb_migrations VALUES ('v1')")
            try db.execute(sql: RoomSchema.insertRoom, arguments: ["K7Q29XMD", "drills", "h", 1.0, 9e9, false, "[]"])
            try db.execute(sql: RoomSchema.insertLearner, arguments: ["a", "K7Q29XMD", "Ada", "ada", "s", 2.0])
        }
        try old.close()
        let store = try SQLiteRoomStore(path: path)
        let room = try #require(try await store.room(RoomCode("K7Q2-9XMD")!))
        #expect(room.joinsOpen)
        #expect(try await store.learners(room: room.code).map(\.name) == ["Ada"])
        try await store.close()
    }

    @Test func theStoreContractHolds() async throws {
        let path = Fixtures.temporaryFolder("sqlite") + "/room.sqlite"
        let store = try SQLiteRoomStore(path: path)
        let second = try SQLiteRoomStore(path: path)
        try await StoreContract.run(store, second: second)
        try await store.close()
        try await second.close()
    }
}
