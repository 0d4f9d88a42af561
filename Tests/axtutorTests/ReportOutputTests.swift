import Foundation
import GRDB
import TestSupport
import Testing

/// `report --output` writes into what it is given as the shell's `>` would: a FIFO (standing
/// in for a device), a symbolic link's target, a hard-linked file keep what they are; only a
/// new file or a regular file of the learner's own is replaced whole. The state folder's files
/// are refused, and a write error ends with 74. No test touches the machine's own /dev.
@Suite struct ReportOutputTests {
    static let pack = ReportCommandTests.pack

    /// A temporary folder, the state folder with two checks inside it at `state`.
    func folders() throws -> (root: String, state: String) {
        let root = NSTemporaryDirectory() + "axtutor-output-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        let state = try ReportCommandTests.stateWithTwoChecks()
        try FileManager.default.moveItem(atPath: state, toPath: root + "/state")
        return (root, root + "/state")
    }

    func report(_ state: String, _ output: String, format: String = "csv") throws -> ChildOutput {
        try AxtutorBinary.run(["report", "--course", Self.pack, "--state", state, "--format", format, "--output", output])
    }

    func kind(_ path: String) -> mode_t {
        var status = stat()
        return lstat(path, &status) == 0 ? status.st_mode & S_IFMT : 0
    }

    func text(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    static let header = "exercise,lesson,title,status,done,attempts,failed_attempts,practice,hints_used,seconds"

    @Test func aFIFOIsWrittenIntoAndStaysAFIFO() throws {
        let (root, state) = try folders()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let fifo = root + "/device"
        #expect(mkfifo(fifo, 0o600) == 0)
        let received = ReadBox()
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            received.data = FileHandle(forReadingAtPath: fifo)?.readDataToEndOfFile()
            done.signal()
        }
        let run = try report(state, fifo)
        #expect(done.wait(timeout: .now() + 10) == .success)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(kind(fifo) == S_IFIFO)
        #expect(received.data.map { String(decoding: $0, as: UTF8.self) }?.hasPrefix(Self.header) == true)
    }

    @Test func aSymbolicLinkIsWrittenThroughAndStaysALink() throws {
        let (root, state) = try folders()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let target = root + "/target.csv", link = root + "/link.csv"
        try Data("old\n".utf8).write(to: URL(fileURLWithPath: target))
        #expect(symlink(target, link) == 0)
        #expect(try report(state, link).status == 0)
        #expect(kind(link) == S_IFLNK)
        #expect(text(target)?.hasPrefix(Self.header) == true)
        let dangling = root + "/dangling.csv"
        #expect(symlink(root + "/made-by-the-report.csv", dangling) == 0)
        #expect(try report(state, dangling).status == 0)
        #expect(kind(dangling) == S_IFLNK)
        #expect(text(root + "/made-by-the-report.csv")?.hasPrefix(Self.header) == true)
    }

    @Test func aHardLinkedFileIsWrittenInPlaceSoEveryNameSeesTheReport() throws {
        let (root, state) = try folders()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let first = root + "/a.csv", second = root + "/b.csv"
        try Data("old\n".utf8).write(to: URL(fileURLWithPath: first))
        #expect(link(first, second) == 0)
        #expect(try report(state, first).status == 0)
        #expect(text(second)?.hasPrefix(Self.header) == true)
    }

    @Test func aFileOfTheLearnersOwnIsReplacedWholeAndKeepsItsMode() throws {
        let (root, state) = try folders()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let file = root + "/report.csv"
        try Data(String(repeating: "old line\n", count: 1000).utf8).write(to: URL(fileURLWithPath: file))
        #expect(chmod(file, 0o640) == 0)
        let run = try report(state, file)
        #expect(run.status == 0)
        #expect(run.stdout == "Wrote the csv report to \(file).\n")
        #expect(text(file)?.hasPrefix(Self.header) == true)
        #expect(text(file)?.contains("old line") == false)
        var status = stat()
        #expect(lstat(file, &status) == 0 && status.st_mode & 0o7777 == 0o640)
        #expect(try FileManager.default.contentsOfDirectory(atPath: root).sorted() == ["report.csv", "state"])
    }

    @Test func theProgressDatabaseIsRefusedAndLeftAsItIs() throws {
        let (root, state) = try folders()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let database = state + "/progress.sqlite"
        let before = FileManager.default.contents(atPath: database)
        let run = try report(state, database)
        #expect(run.status == 73)
        #expect(run.stderr == "\(database): error: cannot write the report there: it is an axtutor progress database, "
                + "and writing over it would lose the progress it holds; choose another file\n")
        #expect(FileManager.default.contents(atPath: database) == before)
        let copy = root + "/another-learners-progress.sqlite"
        try FileManager.default.copyItem(atPath: database, toPath: copy)
        let other = try report(state, copy)
        #expect(other.status == 73)
        #expect(other.stderr.hasPrefix("\(copy): error: cannot write the report there: it is an axtutor progress database"))
        #expect(FileManager.default.contents(atPath: copy) == before)
        let progress = try AxtutorBinary.run(["progress", "--course", Self.pack, "--state", state, "--plain"])
        #expect(progress.stdout.contains("switch-unlabelled      done         2         0"))
    }

    @Test func everyOtherWayIntoTheStateFolderIsRefused() throws {
        let (root, state) = try folders()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let database = state + "/progress.sqlite"
        try Data("history line\n".utf8).write(to: URL(fileURLWithPath: state + "/history"))
        #expect(symlink(database, root + "/innocent.csv") == 0)
        #expect(link(database, root + "/hard.csv") == 0)
        #expect(symlink(state, root + "/state-link") == 0)
        _ = try AxtutorBinary.run(["report", "--course", Self.pack, "--state", state])   // caches the outline
        let before = try FileManager.default.contentsOfDirectory(atPath: state).sorted().map {
            ($0, FileManager.default.contents(atPath: state + "/" + $0))
        }
        for target in [state + "/history", state + "/progress.sqlite-wal", state + "/new.csv", root + "/innocent.csv",
                       root + "/hard.csv", root + "/state-link/notes.csv", state + "/../state/x.csv"] {
            let run = try report(state, target)
            #expect(run.status == 73, "\(target)")
            #expect(run.stderr.hasPrefix("\(target): error: cannot write the report there: it is "), "\(run.stderr)")
        }
        let run = try report(state, state + "/history")
        #expect(run.stderr == "\(state)/history: error: cannot write the report there: it is in axtutor's state folder "
                + "(\(state)), which holds your progress; choose a file outside it\n")
        let after = try FileManager.default.contentsOfDirectory(atPath: state).sorted().map {
            ($0, FileManager.default.contents(atPath: state + "/" + $0))
        }
        #expect(after.map(\.0) == before.map(\.0) && after.map(\.1) == before.map(\.1))
    }

    @Test func aFolderIsRefused() throws {
        let (root, state) = try folders()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let run = try report(state, root)
        #expect(run.status == 73)
        #expect(run.stderr == "\(root): error: cannot write the report: it is a folder\n")
    }

    /// On a full disk (a small tmpfs filled up, in a private mount namespace): a new file, a
    /// file there already and standard output all end with 74 and the system's reason.
    @Test(.enabled(if: ConfinedState.available)) func aFullDiskEndsWith74AndSaysWhy() throws {
        let (root, state) = try folders()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let disk = root + "/disk"
        try FileManager.default.createDirectory(atPath: disk, withIntermediateDirectories: true)
        let report = "\"$AXTUTOR\" report --course \"$PACK\" --state \"$STATE\" --format json"
        let run = try ConfinedState.run("""
            mount -t tmpfs -o size=64k tmpfs "$DISK" && echo old > "$DISK/old.json" && \(ConfinedState.fill("DISK"))
            \(report) --output "$DISK/new.json"; echo "new $?"
            \(report) --output "$DISK/old.json"; echo "old $?"
            \(report) > "$DISK/stdout.json"; echo "stdout $?"
            """, environment: ["AXTUTOR": AxtutorBinary.url?.path ?? "axtutor", "PACK": Self.pack, "STATE": state,
                               "DISK": disk])
        #expect(run.stdout == "new 74\nold 74\nstdout 74\n")
        #expect(run.stderr == """
            \(disk)/new.json: error: cannot write the report: No space left on device
            \(disk)/old.json: error: cannot write the report: No space left on device
            error: cannot write the report to standard output: No space left on device

            """)
    }
}

/// What a reader thread received.
final class ReadBox: @unchecked Sendable {
    var data: Data?
}
