import Foundation
import TestSupport
import GRDB
import Testing
@testable import Progress

/// The room tables: joining, the outbox written with the attempt, the sender's calls, and a
/// database from before rooms.
@Suite struct RoomOutboxTests {
    private let room = RoomMembership(url: "http://127.0.0.1:8080", code: "K7Q2-9XMD", learnerID: "l1",
                                      secret: "s3cret", name: "Ada", joinedAt: Date(timeIntervalSince1970: 1000))

    private func attempt(_ exercise: String, passed: Bool, hints: Int = 0, duration: TimeInterval = 30) -> Attempt {
        Attempt(exercise: exercise, time: Date(timeIntervalSince1970: 2000), statements: ["a.b = 1", "c.d = 2"],
                passed: passed, hintsUsed: hints, duration: duration)
    }

    @Test func outsideARoomNothingIsQueued() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try ProgressStore.open(at: folder.path, learner: "ada", course: "axtutor")
        try store.record(attempt("traits/button/01-icon", passed: false))
        #expect(try store.currentRoom() == nil)
        #expect(try store.pendingResults().isEmpty)
        #expect(try store.outboxSummary() == OutboxSummary())
    }

    @Test func theCourseOfTheRoomJoinedLastIsFoundWithoutNamingIt() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let anyCourse = try ProgressStore.open(at: folder.path, learner: "ada", course: "")
        #expect(try anyCourse.courseOfLastRoom() == nil)
        try ProgressStore.open(at: folder.path, learner: "ada", course: "axtutor").join(room)
        var later = room
        later.code = "AAAA-BBBB"
        later.joinedAt = Date(timeIntervalSince1970: 5000)
        try ProgressStore.open(at: folder.path, learner: "ada", course: "fixture-course").join(later)
        try ProgressStore.open(at: folder.path, learner: "grace", course: "other").join(later)
        #expect(try anyCourse.courseOfLastRoom() == "fixture-course")
    }

    @Test func inARoomEachCheckQueuesOneResultCountingTheChecksSoFar() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try ProgressStore.open(at: folder.path, learner: "ada", course: "axtutor")
        try store.record(attempt("traits/button/01-icon", passed: false, duration: 10))
        try store.join(room)
        try store.record(attempt("traits/button/01-icon", passed: false, duration: 20))
        try store.record(attempt("traits/button/01-icon", passed: true, hints: 1, duration: 45.4))
        let pending = try store.pendingResults()
        #expect(pending.map(\.result.attempts) == [2, 3])
        #expect(pending.map(\.result.passed) == [false, true])
        #expect(pending.map(\.result.seconds) == [30, 75])
        #expect(pending.map(\.result.hintsUsed) == [0, 1])
        #expect(pending.allSatisfy { $0.result.statements == nil && $0.result.code == "K7Q2-9XMD" })
        #expect(pending.allSatisfy { $0.room == room })
        #expect(Set(pending.map(\.result.uuid)).count == 2)
        #expect(try store.outboxSummary().waiting == 2)
    }

    /// A check after a pass in the room is practice: the room has the pass, and a failed
    /// practice check would count as one more failed attempt there.
    @Test func aPracticeCheckAfterAPassIsNotSent() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try ProgressStore.open(at: folder.path, learner: "ada", course: "axtutor")
        try store.join(room)
        try store.record(attempt("traits/button/01-icon", passed: true))
        try store.record(attempt("traits/button/01-icon", passed: false))
        try store.record(attempt("traits/button/01-icon", passed: true))
        #expect(try store.pendingResults().map(\.result.passed) == [true])
    }

    /// A result the room holds for now keeps its reason and stays waiting, to be sent again.
    @Test func aHeldResultStaysWaitingWithItsReason() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try ProgressStore.open(at: folder.path, learner: "ada", course: "axtutor")
        try store.join(room)
        try store.record(attempt("traits/header/01-title", passed: false))
        let uuid = try #require(try store.pendingResults().first?.result.uuid)
        try store.markHeld(uuid, reason: "the lesson 'traits/header' is not unlocked")
        let summary = try store.outboxSummary()
        #expect(summary.waiting == 1)
        #expect(summary.held.map(\.held) == ["the lesson 'traits/header' is not unlocked"])
        #expect(summary.failed.isEmpty)
        #expect(try store.pendingResults().map(\.result.uuid) == [uuid], "it is sent again")
    }

    @Test func statementsAreQueuedOnlyWhenTheLearnerAgreed() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try ProgressStore.open(at: folder.path, learner: "ada", course: "axtutor")
        var sharing = room
        sharing.shareStatements = true
        try store.join(sharing)
        try store.record(attempt("traits/button/01-icon", passed: true))
        #expect(try store.pendingResults().first?.result.statements == ["a.b = 1", "c.d = 2"])
    }

    @Test func aRecordThatFailsWritesNeitherTheAttemptNorTheResult() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try ProgressStore.open(at: folder.path, learner: "ada", course: "axtutor")
        try store.join(room)
        let raw = try DatabaseQueue(path: store.path)
        try raw.write { db in
            try db.execute(sql: """
                CREATE TRIGGER refuse BEFORE INSERT ON outbox BEGIN SELECT RAISE(ABORT, 'outbox refused'); END
                """)
        }
        #expect(throws: ProgressError.self) { try store.record(attempt("traits/button/01-icon", passed: true)) }
        #expect(try store.attempts().isEmpty)
        #expect(try store.progress(for: "traits/button/01-icon").isCompleted == false)
        #expect(try store.pendingResults().isEmpty)
        try raw.close()
    }

    @Test func theSenderRemovesStoredResultsAndKeepsRefusedOnes() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try ProgressStore.open(at: folder.path, learner: "ada", course: "axtutor")
        try store.join(room)
        for passed in [false, false, true] { try store.record(attempt("traits/button/01-icon", passed: passed)) }
        let pending = try store.pendingResults()
        try store.removeResult(pending[0].result.uuid)
        try store.markFailed(pending[1].result.uuid, reason: "unknown exercise")
        #expect(try store.pendingResults().map(\.result.uuid) == [pending[2].result.uuid])
        let summary = try store.outboxSummary()
        #expect(summary.waiting == 1)
        #expect(summary.failed.map(\.failed) == ["unknown exercise"])
        #expect(try store.pendingResults(limit: 0).isEmpty)
    }

    @Test func thePaceIsKeptWithTheRoomAndSurvivesAJoinAgain() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try ProgressStore.open(at: folder.path, learner: "ada", course: "axtutor")
        try store.join(room)
        #expect(try store.currentRoom()?.pace == nil)
        try store.setPace(RoomPace(paced: true, unlocked: ["traits/button"]), code: room.code)
        try store.join(room)
        let pace = try #require(try store.currentRoom()?.pace)
        #expect(pace == RoomPace(paced: true, unlocked: ["traits/button"]))
        #expect(pace.allows(lesson: "traits/button"))
        #expect(!pace.allows(lesson: "traits/header"))
        #expect(RoomPace(paced: false, unlocked: []).allows(lesson: "traits/header"))
    }

    @Test func theLastRoomJoinedIsTheCurrentOne() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try ProgressStore.open(at: folder.path, learner: "ada", course: "axtutor")
        try store.join(room)
        var other = room
        other.code = "ABCD-EFGH"
        other.joinedAt = Date(timeIntervalSince1970: 5000)
        try store.join(other)
        #expect(try store.currentRoom()?.code == "ABCD-EFGH")
        let bob = try ProgressStore.open(at: folder.path, learner: "bob", course: "axtutor")
        #expect(try bob.currentRoom() == nil)
    }

    @Test func aDatabaseFromBeforeRoomsOpensAndKeepsItsAttempts() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("progress.sqlite")
        do {
            let old = try DatabaseQueue(path: path)
            try ProgressSchema.migrator.migrate(old, upTo: "v1")
            try old.write { db in
                try db.execute(sql: """
                    INSERT INTO attempt (learner, course, exercise, time, statements, passed, hintsUsed, duration)
                    VALUES ('ada', 'axtutor', 'traits/button/01-icon', 500, '["a.b = 1"]', 1, 0, 12)
                    """)
                #expect(try Int.fetchOne(db, sql: "PRAGMA user_version") == 1)
            }
            try old.close()
        }
        let store = try ProgressStore(path: path, learner: "ada", course: "axtutor")
        #expect(try store.attempts().map(\.statements) == [["a.b = 1"]])
        #expect(try store.progress(for: "traits/button/01-icon").isCompleted == false)
        try store.join(room)
        try store.record(attempt("traits/button/01-icon", passed: true))
        #expect(try store.pendingResults().map(\.result.attempts) == [2])
        let raw = try DatabaseQueue(path: path)
        #expect(try raw.read { try Int.fetchOne($0, sql: "PRAGMA user_version") } == 4)
        try raw.close()
    }
}
