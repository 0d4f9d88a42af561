import Foundation
import TestSupport
import Testing
@testable import Progress

/// Two writers on one file (two terminals of one learner) lose nothing; a killed writer loses
/// at most the attempt in flight.
@Suite struct ConcurrencyTests {
    private static func attempt(_ exercise: String, _ number: Int) -> Attempt {
        Attempt(exercise: exercise, time: Date(timeIntervalSince1970: Double(number)),
                statements: ["n.accessibilityLabel = \"\(number)\""], passed: false, hintsUsed: 0, duration: 1)
    }

    @Test func twoStoresOnTwoThreadsLoseNothing() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let first = try ProgressStore.open(at: folder.path, learner: "ada", course: "axtutor")
        let second = try ProgressStore.open(at: folder.path, learner: "ada", course: "axtutor")
        let count = 100
        try await withThrowingTaskGroup(of: Void.self) { group in
            for (store, exercise) in [(first, "left"), (second, "right")] {
                group.addTask {
                    for number in 1...count {
                        try store.record(Self.attempt(exercise, number))
                        try store.recordHint(exercise: exercise, level: number)
                    }
                }
            }
            try await group.waitForAll()
        }
        let reopened = try ProgressStore.open(at: folder.path, learner: "ada", course: "axtutor")
        #expect(try reopened.attempts(exercise: "left").map(\.time.timeIntervalSince1970)
                == (1...count).map(Double.init))
        #expect(try reopened.attempts(exercise: "right").count == count)
        #expect(try reopened.progress(for: "right").hintsRevealed == count)
    }

    @Test func aChildProcessAndThisOneWriteSideBySide() throws {
        let writer = try #require(builtExecutable("progress-writer"), "progress-writer is not built")
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let child = Process()
        child.executableURL = URL(fileURLWithPath: writer)
        child.arguments = [folder.path, "ada", "axtutor", "200", "child"]
        child.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        child.standardError = errors
        try child.run()
        let store = try ProgressStore.open(at: folder.path, learner: "ada", course: "axtutor")
        for number in 1...200 { try store.record(Self.attempt("parent", number)) }
        child.waitUntilExit()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(child.terminationStatus == 0, "\(message)")
        #expect(try store.attempts(exercise: "child").count == 200)
        #expect(try store.attempts(exercise: "parent").count == 200)
    }

    @Test func fourProcessesCreatingTheFileAtOnceAllSucceed() throws {
        let writer = try #require(builtExecutable("progress-writer"), "progress-writer is not built")
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let children = (1...4).map { number -> Process in
            let child = Process()
            child.executableURL = URL(fileURLWithPath: writer)
            child.arguments = [folder.path, "ada", "axtutor", "20", "writer\(number)"]
            child.standardOutput = FileHandle.nullDevice
            child.standardError = FileHandle.nullDevice
            return child
        }
        for child in children { try child.run() }
        for child in children { child.waitUntilExit() }
        #expect(children.map(\.terminationStatus) == [0, 0, 0, 0])
        let store = try ProgressStore.open(at: folder.path, learner: "ada", course: "axtutor")
        #expect(try store.allProgress().map(\.attempts) == [20, 20, 20, 20])
    }

    @Test func everyAttemptReportedCommittedSurvivesSIGKILL() throws {
        let writer = try #require(builtExecutable("progress-writer"), "progress-writer is not built")
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let child = Process()
        child.executableURL = URL(fileURLWithPath: writer)
        child.arguments = [folder.path, "ada", "axtutor", "0", "killed"]
        let output = Pipe()
        child.standardOutput = output
        try child.run()
        // Read what the child reports until it has committed a good number, then kill it mid-write.
        var text = ""
        let reader = output.fileHandleForReading
        let deadline = Date().addingTimeInterval(20)
        while text.split(separator: "\n").count < 120 && Date() < deadline {
            let chunk = reader.availableData
            if chunk.isEmpty { break }
            text += String(decoding: chunk, as: UTF8.self)
        }
        kill(child.processIdentifier, SIGKILL)
        child.waitUntilExit()
        text += String(decoding: reader.readDataToEndOfFile(), as: UTF8.self)
        #expect(child.terminationReason == .uncaughtSignal)
        // Only whole lines count: a line cut off by the kill was not reported.
        let reported = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
            .compactMap { line -> Int64? in
                let words = line.split(separator: " ")
                return words.count == 3 && words[0] == "committed" ? Int64(words[1]) : nil
            }
        #expect(reported.count >= 120)
        let store = try ProgressStore.open(at: folder.path, learner: "ada", course: "axtutor")
        let stored = Set(try store.attempts(exercise: "killed").compactMap(\.id))
        #expect(Set(reported).isSubset(of: stored))
        #expect(stored.count <= reported.count + 1)
    }
}
