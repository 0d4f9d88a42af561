import Foundation
import Presentation
import Progress
import RoomClient
import Synchronization

// room-load: plays many learners against a room on this machine and reports the latency of
// their checks reaching the room, and whether any result was lost. Bounded in time and in
// learners; loopback only (scripts/room-load.sh starts the server).

let options = LoadOptions.parseOrExit()
let room: RoomURL
do {
    room = try RoomURL.parse(options.room)
} catch {
    _ = DiagnosticPrinter.report(error)
    exit(64)
}
guard room.server.hasPrefix("http://127.0.0.1") || room.server.hasPrefix("http://localhost")
        || room.server.hasPrefix("http://[::1]") else {
    FileHandle.standardError.write(Data("error: room-load only plays against a room on this machine (127.0.0.1)\n".utf8))
    exit(64)
}

/// The status JSON's parts the tool reads.
struct Status: Decodable {
    struct Exercise: Decodable { var id: String }
    struct Learner: Decodable {
        struct Result: Decodable { var attempts: Int }
        var name: String
        var results: [String: Result]
    }
    var exercises: [Exercise]
    var learners: [Learner]
}

func status() throws -> Status {
    try JSONDecoder().decode(Status.self, from: try RoomClient(address: room, timeout: 30).status(token: options.token))
}

func say(_ line: String) {
    print(line)
    fflush(nil)
}

let scratch = NSTemporaryDirectory() + "axtutor-room-load-" + UUID().uuidString
defer { try? FileManager.default.removeItem(atPath: scratch) }
let exercises: [String]
do {
    exercises = try status().exercises.map(\.id)
} catch {
    FileHandle.standardError.write(Data("error: cannot read the room's status: \(error)\n".utf8))
    exit(69)
}
guard !exercises.isEmpty else {
    FileHandle.standardError.write(Data("error: the room's course has no exercises\n".utf8))
    exit(65)
}

// Everyone joins at once.
let run = UUID().uuidString.prefix(4)
let joined = Mutex<[LoadLearner]>([])
let joinFailures = Mutex<[String]>([])
DispatchQueue.concurrentPerform(iterations: options.learners) { number in
    let name = "load-\(run)-\(number + 1)"
    do {
        let learner = try LoadLearner(name: name, room: room, scratch: scratch, exercises: exercises)
        joined.withLock { $0.append(learner) }
    } catch {
        joinFailures.withLock { $0.append("\(name): \(error)") }
    }
}
for failure in joinFailures.withLock({ $0 }).prefix(5) { FileHandle.standardError.write(Data("join failed: \(failure)\n".utf8)) }
let learners = joined.withLock { $0 }
say("\(learners.count) of \(options.learners) learners joined room \(room.code); checking for \(Int(options.seconds)) s, "
    + "one check per learner every \(options.interval) s")

// Each learner checks at a steady rate, its first check spread over one interval.
let latencies = Mutex<[Double]>([])
let stopped = Mutex(0)
let problems = Mutex<[String]>([])
let finished = Mutex<[LoadLearner]>([])
let deadline = Date().addingTimeInterval(options.seconds)
let group = DispatchGroup()
for (offset, learner) in learners.enumerated() {
    group.enter()
    let start = Date().addingTimeInterval(options.interval * Double(offset) / Double(max(1, learners.count)))
    let thread = Thread {
        var learner = learner
        var next = start
        while next < deadline {
            let wait = next.timeIntervalSinceNow
            if wait > 0 { usleep(UInt32(wait * 1_000_000)) }
            do {
                if let seconds = try learner.check() {
                    latencies.withLock { $0.append(seconds) }
                } else {
                    stopped.withLock { $0 += 1 }
                }
            } catch {
                problems.withLock { $0.append("\(learner.name): \(error)") }
            }
            next = next.addingTimeInterval(options.interval)
        }
        finished.withLock { $0.append(learner) }
        group.leave()
    }
    thread.stackSize = 1 << 20
    thread.start()
}
group.wait()

// What is still waiting is sent now; then the room's count is compared with the learners'.
let players = finished.withLock { $0 }
var unsent = 0
for learner in players { unsent += (try? learner.flush()) ?? learner.checks }
let checks = players.reduce(0) { $0 + $1.checks }
let sent = checks - unsent
var stored = 0
do {
    let names = Set(players.map(\.name))
    for learner in try status().learners where names.contains(learner.name) {
        stored += learner.results.values.reduce(0) { $0 + $1.attempts }
    }
} catch {
    FileHandle.standardError.write(Data("error: cannot read the room's status: \(error)\n".utf8))
    exit(69)
}
let sorted = latencies.withLock { $0 }.sorted()
func percentile(_ fraction: Double) -> String {
    guard !sorted.isEmpty else { return "n/a" }
    let index = min(sorted.count - 1, Int((Double(sorted.count) * fraction).rounded(.up)) - 1)
    return String(format: "%.1f ms", sorted[max(0, index)] * 1000)
}
for problem in problems.withLock({ $0 }).prefix(5) { FileHandle.standardError.write(Data("check failed: \(problem)\n".utf8)) }
let lost = checks - stored
say("checks \(checks) (\(String(format: "%.1f", Double(checks) / options.seconds)) a second), "
    + "\(stopped.withLock { $0 }) sent late after a stopped drain, \(unsent) never sent")
say("latency from check to stored in the room: p50 \(percentile(0.5)), p99 \(percentile(0.99)), "
    + "max \(percentile(1.0)) over \(sorted.count) checks")
say("sent \(sent), stored \(stored), lost \(lost)")
exit(lost == 0 && joinFailures.withLock({ $0 }).isEmpty && problems.withLock({ $0 }).isEmpty ? 0 : 1)
