import Foundation
import Progress
import TestSupport
import Testing

/// A learner whose room server hangs (it accepts connections and never answers), through the
/// real binaries: the tutor starts, moves on and quits without waiting on it, and the room
/// commands end within their timeouts without spinning, every result kept for later.
@Suite(.enabled(if: RoomServerProcess.binary != nil && AxtutorBinary.url != nil))
struct SilentRoomEndToEndTests {
    let pack = AxtutorBinary.packageRoot.appendingPathComponent("Tests/CourseTests/Fixtures/pack").path
    let state: TemporaryFolder
    let relay: PortRelay
    let store: ProgressStore
    static let code = "K7Q2-9XMD"
    /// What may pass beyond a timeout before a command has ended (a debug build starting on a
    /// loaded machine included).
    static let margin: TimeInterval = 2
    /// Processor time a command may use, its start included: far below what spinning through
    /// its timeout would take.
    static let processorBudget: Double = 0.6

    static let environment = ["NO_COLOR": "1", "HOME": "/nonexistent", "AXTUTOR_LEARNER": "e2e",
                              "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"]

    /// A learner of the fixture course in a paced room at a silent address, who last heard
    /// that the room unlocked the first lesson only.
    init() throws {
        state = try TemporaryFolder()
        relay = try PortRelay()
        relay.fallSilent()
        store = try ProgressStore.open(at: state.path, learner: "e2e", course: "fixture-course")
        try store.join(RoomMembership(url: relay.address, code: Self.code, learnerID: "l1", secret: "s",
                                      name: "Ada"))
        try store.setPace(RoomPace(paced: true, unlocked: ["traits/header"]), code: Self.code)
    }

    /// Runs `executable` with the learner's state and returns what it did and its seconds.
    func timed(_ executable: URL?, _ arguments: [String], stdin: String? = nil) throws -> (ChildOutput, TimeInterval) {
        let start = Date()
        let output = try ChildProcess.run(try #require(executable).path, arguments, environment: Self.environment,
                                          stdin: stdin)
        return (output, Date().timeIntervalSince(start))
    }

    @Test func theTutorStartsMovesOnAndQuitsWithoutWaitingOnTheRoom() throws {
        defer { relay.stop(); state.remove() }
        let (run, elapsed) = try timed(AxtutorBinary.url, ["--course", pack, "--state", state.path, "learn"],
                                       stdin: "title.accessibilityTraits.insert(.header)\ncheck\nnext\nquit\n")
        #expect(run.status == 0)
        // The pace last heard: the next lesson is still locked.
        #expect(run.stdout.contains("The facilitator has not unlocked the next lesson, Switches, yet."))
        // At most one wait for the pace at the start and one on `next`.
        #expect(elapsed < 2 * 2.5 + Self.margin, "took \(elapsed) s")
        #expect(run.cpuSeconds < 2 * Self.processorBudget, "used \(run.cpuSeconds) s of processor time")
        // The check is in the outbox, for the sender to deliver when the room answers again.
        #expect(try store.outboxSummary().waiting == 1)
    }

    @Test func sendingToASilentRoomEndsWithinItsTimeoutAndKeepsTheResults() throws {
        defer { relay.stop(); state.remove() }
        for passed in [false, true] {
            try store.record(Attempt(exercise: "header-missing-trait", time: Date(), statements: [], passed: passed,
                                     hintsUsed: 0, duration: 3))
        }
        let (run, elapsed) = try timed(AxtutorBinary.url, ["room", "send", "--timeout", "1", "--state", state.path])
        #expect(run.status == 69)
        #expect(run.stderr == "error: the room at \(relay.address) cannot be reached: no answer in 1 s\n")
        #expect(elapsed < 1 + Self.margin, "took \(elapsed) s")
        #expect(run.cpuSeconds < Self.processorBudget, "used \(run.cpuSeconds) s of processor time")
        #expect(try store.outboxSummary().waiting == 2)
    }

    /// Told the course or not: a learner's room is the one they joined last.
    @Test(arguments: [["--course-id", "fixture-course"], []])
    func askingASilentRoomItsPaceEndsWithinItsTimeoutWithTheLastOne(_ course: [String]) throws {
        defer { relay.stop(); state.remove() }
        let (run, elapsed) = try timed(URL(fileURLWithPath: try #require(RoomServerProcess.binary)),
                                       ["pace", "--timeout", "1", "--state", state.path, "--learner", "e2e"] + course)
        #expect(run.status == 0)
        #expect(run.stdout == #"{"paced":true,"unlocked":["traits/header"]}"# + "\n")
        #expect(run.stderr == "warning: the room at \(relay.address) cannot be reached: no answer in 1 s; "
                + "using the lessons it last unlocked\n")
        #expect(elapsed < 1 + Self.margin, "took \(elapsed) s")
        #expect(run.cpuSeconds < Self.processorBudget, "used \(run.cpuSeconds) s of processor time")
    }

    @Test func theFacilitatorsStatusOfASilentRoomEndsWithinItsTimeout() throws {
        defer { relay.stop(); state.remove() }
        let (run, elapsed) = try timed(AxtutorBinary.url, ["room", "status", "\(relay.address)/\(Self.code)",
                                                           "--token", "t", "--timeout", "1"])
        #expect(run.status == 69)
        #expect(run.stderr == "error: the room at \(relay.address) cannot be reached: no answer in 1 s\n")
        #expect(elapsed < 1 + Self.margin, "took \(elapsed) s")
        #expect(run.cpuSeconds < Self.processorBudget, "used \(run.cpuSeconds) s of processor time")
    }
}
