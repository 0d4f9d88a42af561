import Foundation
import Progress
import RoomClient

/// One played learner: a progress database of its own in a scratch folder, joined to the room;
/// each check is recorded (the outbox row with it) and drained by the real sender, as the
/// detached `axtutor-room send` does after a check in axtutor.
struct LoadLearner {
    let name: String
    let folder: String
    let store: ProgressStore
    /// Exercise ids of the room's course, in order.
    let exercises: [String]
    private(set) var checks = 0

    /// Joins the room as `name`, with a fresh progress database under `scratch`.
    init(name: String, room: RoomURL, scratch: String, exercises: [String]) throws {
        self.name = name
        self.exercises = exercises
        folder = StateDirectory.joined(scratch, name)
        let joined = try RoomClient(address: room, timeout: 30).join(name: name)
        store = try ProgressStore.open(at: folder, learner: name, course: joined.course)
        try store.join(RoomMembership(url: room.server, code: room.code, learnerID: joined.learner,
                                      secret: joined.secret, name: name))
    }

    /// One check: two failures, then a pass, then the next exercise. Returns the seconds from
    /// recording the check to the room having stored it, or nil when the drain stopped early.
    mutating func check() throws -> Double? {
        let exercise = exercises[(checks / 3) % exercises.count]
        let passed = checks % 3 == 2
        checks += 1
        let started = Date()
        try store.record(Attempt(exercise: exercise, time: started, statements: ["x.accessibilityLabel = \"\(checks)\""],
                                 passed: passed, hintsUsed: checks % 2, duration: 5))
        let report = try ResultSender.drain(store, stateDirectory: folder, timeout: 10)
        return report.stopped == nil ? Date().timeIntervalSince(started) : nil
    }

    /// Sends what is still waiting (after a stopped drain); returns how many results still wait.
    func flush() throws -> Int {
        _ = try ResultSender.drain(store, stateDirectory: folder, timeout: 30)
        let summary = try store.outboxSummary()
        return summary.waiting + summary.failed.count
    }
}
