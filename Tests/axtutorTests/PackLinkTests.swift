import Foundation
import TestSupport
import Testing

/// A symbolic link in a pack's `Exercises/` to `/`: every command refuses it at once with the
/// same located error (`list` once walked the whole file system through it).
@Suite struct PackLinkTests {
    @Test func everyCommandRefusesALinkToTheRootAtOnce() throws {
        let pack = NSTemporaryDirectory() + "axtutor-linked-pack-" + UUID().uuidString
        let state = pack + "-state"
        defer {
            try? FileManager.default.removeItem(atPath: pack)
            try? FileManager.default.removeItem(atPath: state)
        }
        try FileManager.default.copyItem(atPath: ReportCommandTests.pack, toPath: pack)
        try FileManager.default.createSymbolicLink(atPath: pack + "/Exercises/escape", withDestinationPath: "/")
        let expected = "\(pack)/Exercises/escape:1:1: error: symbolic link leads outside the course pack (to /); refused"
        for command in [["list"], ["learn"], ["progress"], ["report"], ["verify"], ["lesson", "traits/header"],
                        ["check", "switch-unlabelled", "--fix", "-"]] {
            let started = Date()
            let run = try Self.run(command + ["--course", pack, "--state", state], seconds: 10)
            #expect(Date().timeIntervalSince(started) < 10, "\(command) took too long")
            #expect(run.status == 65, "\(command)")
            #expect(run.stderr.contains(expected), "\(command): \(run.stderr)")
        }
    }

    /// The error about a link refused for leading out of the pack shows no line of what it leads to.
    @Test func aRefusedLinkNeverEchoesTheFileItLeadsTo() throws {
        let pack = NSTemporaryDirectory() + "axtutor-linked-pack-" + UUID().uuidString
        defer {
            for path in [pack, pack + "-state", pack + "-secret"] { try? FileManager.default.removeItem(atPath: path) }
        }
        try FileManager.default.copyItem(atPath: ReportCommandTests.pack, toPath: pack)
        try Data("the secret first line\n".utf8).write(to: URL(fileURLWithPath: pack + "-secret"))
        try FileManager.default.removeItem(atPath: pack + "/Lessons/controls/switch.md")
        try FileManager.default.createSymbolicLink(atPath: pack + "/Lessons/controls/switch.md",
                                                   withDestinationPath: pack + "-secret")
        for command in [["verify"], ["learn"], ["list"]] {
            let run = try Self.run(command + ["--course", pack, "--state", pack + "-state"], seconds: 10)
            #expect(run.status == 65)
            #expect(run.stderr.contains("\(pack)/Lessons/controls/switch.md:1:1: error: symbolic link leads outside "
                                        + "the course pack (to \(pack)-secret); refused"), "\(command): \(run.stderr)")
            #expect(!run.stderr.contains("secret first line"), "\(command)")
        }
    }

    /// Runs axtutor, killing it (SIGKILL: a walk of the whole disk may not stop for less) after `seconds`.
    static func run(_ arguments: [String], seconds: TimeInterval) throws -> ChildOutput {
        guard let url = AxtutorBinary.url else { throw AxtutorBinary.NotBuilt() }
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(["NO_COLOR": "1"]) { $1 }
        let err = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning && Date() < deadline { usleep(20_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return ChildOutput(stdout: "", stderr: String(decoding: errData, as: UTF8.self),
                                 status: process.terminationStatus)
    }
}
