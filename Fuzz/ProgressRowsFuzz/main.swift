// libFuzzer harness: a progress database damaged in any column of any row, or in its schema
// version and migrations, never crashes a reader; a refusal leaves the file byte for byte as
// it was. Built by scripts/fuzz.sh with `swiftc -sanitize=fuzzer` against GRDB and Sources/Progress.
//
// The input is a list of damages, each an operation byte and its operands:
//   op % 6 == 0  table, column, row, 8 bytes: an INTEGER
//   op % 6 == 1  table, column, row, 8 bytes: a REAL (any bit pattern)
//   op % 6 == 2  table, column, row, length, bytes: TEXT (not always UTF-8)
//   op % 6 == 3  table, column, row, length, bytes: a BLOB
//   op % 6 == 4  table, column, row: NULL
//   op % 6 == 5  which: the user version, an unknown migration, or another application id
import Foundation
import GRDB
import Progress

/// The folder the database is rebuilt in for every input, and a copy of the healthy file.
/// (Kept on disk, not in a global: LeakSanitizer reports a global's buffer as leaked.)
let folder = NSTemporaryDirectory() + "axtutor-progress-fuzz-\(getpid())"
let database = folder + "/progress.sqlite"
let pristine = folder + "-pristine.sqlite"
/// The tables damaged, GRDB's bookkeeping included.
let tables = ["attempt", "completion", "hint", "learnerState", "room", "outbox", "grdb_migrations"]

@_cdecl("LLVMFuzzerInitialize")
public func fuzzInitialize(_ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>) -> CInt {
    try? FileManager.default.removeItem(atPath: folder)
    try! FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    do {
        let store = try! ProgressStore.open(at: folder, learner: "ada", course: "axtutor")
        let at = Date(timeIntervalSince1970: 1_790_000_000)
        try! store.record(Attempt(exercise: "a", time: at, statements: ["x.y = 1"], passed: false, hintsUsed: 0, duration: 10))
        try! store.recordHint(exercise: "a", level: 1)
        try! store.set(.welcomeShown)
        try! store.setCurrent(exercise: "a")
        try! store.join(RoomMembership(url: "http://127.0.0.1:8080", code: "K7Q2-9XMD", learnerID: "l1", secret: "s",
                                       name: "Ada", shareStatements: true, joinedAt: at))
        try! store.setPace(RoomPace(paced: true, unlocked: ["controls/switch"]), code: "K7Q2-9XMD")
        try! store.record(Attempt(exercise: "a", time: at, statements: ["x.y = 2"], passed: true, hintsUsed: 1, duration: 20))
        try! store.record(Attempt(exercise: "b", time: at, statements: ["x.y = 3"], passed: false, hintsUsed: 0, duration: 5))
        if let first = try! store.pendingResults().first { try! store.markFailed(first.result.uuid, reason: "gone") }
    }
    try? FileManager.default.removeItem(atPath: pristine)
    try! FileManager.default.copyItem(atPath: database, toPath: pristine)
    atexit {
        try? FileManager.default.removeItem(atPath: folder)
        try? FileManager.default.removeItem(atPath: pristine)
    }
    return 0
}

/// Reads the input a byte at a time; zeros once it runs out.
struct Bytes {
    var bytes: [UInt8]
    var offset = 0
    var isEmpty: Bool { offset >= bytes.count }
    mutating func next() -> UInt8 {
        defer { offset += 1 }
        return offset < bytes.count ? bytes[offset] : 0
    }
    mutating func next(_ count: Int) -> [UInt8] { (0..<count).map { _ in next() } }
    mutating func word() -> UInt64 { next(8).reduce(0) { $0 << 8 | UInt64($1) } }
}

/// Applies the damages the input describes; a damage the schema refuses (NOT NULL, UNIQUE) is skipped.
func damage(_ input: inout Bytes) throws {
    let raw = try DatabaseQueue(path: database)
    defer { try? raw.close() }
    var count = 0
    while !input.isEmpty && count < 16 {
        count += 1
        let op = input.next() % 6
        if op == 5 {
            let sql = switch input.next() % 3 {
            case 0: "PRAGMA user_version = \(input.next())"
            case 1: "INSERT OR IGNORE INTO grdb_migrations VALUES ('v\(input.next())')"
            default: "PRAGMA application_id = \(Int32(bitPattern: UInt32(truncatingIfNeeded: input.word())))"
            }
            try? raw.writeWithoutTransaction { try $0.execute(sql: sql) }
            continue
        }
        let table = tables[Int(input.next()) % tables.count]
        let names = try raw.read { try $0.columns(in: table).map(\.name) }
        let column = names[Int(input.next()) % names.count]
        let row = Int(input.next() % 4) + 1
        let value: (String, StatementArguments) = switch op {
        case 0: ("?", [Int64(bitPattern: input.word())])
        case 1: ("?", [Double(bitPattern: input.word())])
        case 2: ("CAST(? AS TEXT)", [Data(input.next(Int(input.next() % 64)))])
        case 3: ("?", [Data(input.next(Int(input.next() % 64)))])
        default: ("NULL", [])
        }
        try? raw.write { db in
            try db.execute(sql: "UPDATE \(table) SET \(column) = \(value.0) WHERE rowid = \(row)", arguments: value.1)
        }
    }
}

/// The folder's files and their bytes.
func contents() -> [String: Data] {
    var result: [String: Data] = [:]
    for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] {
        result[name] = FileManager.default.contents(atPath: folder + "/" + name)
    }
    return result
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] {
        try? FileManager.default.removeItem(atPath: folder + "/" + name)
    }
    try! FileManager.default.copyItem(atPath: pristine, toPath: database)
    var input = Bytes(bytes: Array(UnsafeBufferPointer(start: data, count: size)))
    do {
        try damage(&input)
    } catch {
        return 0
    }
    let before = contents()
    do {
        let store = try ProgressStore.open(at: folder, learner: "ada", course: "axtutor")
        _ = try store.allProgress()
        _ = try store.progress(for: "a")
        _ = try store.attempts()
        _ = try store.current()
        _ = try store.flag(.welcomeShown)
        _ = try store.learners()
        _ = try store.currentRoom()
        _ = try store.outboxSummary()
        _ = try store.pendingResults()
        try store.record(Attempt(exercise: "a", time: Date(), statements: ["x"], passed: true, hintsUsed: 2, duration: 1))
        try store.recordHint(exercise: "b", level: 2)
        _ = try store.allProgress()
    } catch let error as ProgressError {
        _ = error.diagnostic.rendered
        // A file refused as damaged, foreign or newer is never written to.
        if error.exitCode == 65 && contents() != before {
            fatalError("refused as \(error.diagnostic.rendered) but the file changed")
        }
    } catch {
        fatalError("an error that is not a ProgressError: \(error)")
    }
    return 0
}
