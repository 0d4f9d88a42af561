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
        let child = try ChildProcess(writer, [folder.path, "ada", "axtutor", "200", "child"])
        let store = try ProgressStore.open(at: folder.path, learner: "ada", course: "axtutor")
        for number in 1...200 { try store.record(Self.attempt("parent", number)) }
        let ended = child.wait()
        #expect(ended.status == 0, "\(ended.stderr)")
        #expect(try store.attempts(exercise: "child").count == 200)
        #expect(try store.attempts(exercise: "parent").count == 200)
    }

    @Test func fourProcessesCreatingTheFileAtOnceAllSucceed() throws {
        let writer = try #require(builtExecutable("progress-writer"), "progress-writer is not built")
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let children = try (1...4).map { number in
            try ChildProcess(writer, [folder.path, "ada", "axtutor", "20", "writer\(number)"])
        }
        #expect(children.map { $0.wait().status } == [0, 0, 0, 0])
        let store = try ProgressStore.open(at: folder.path, learner: "ada", course: "axtutor")
        #expect(try store.allProgress().map(\.attempts) == [20, 20, 20, 20])
    }

    @Test func everyAttemptReportedCommittedSurvivesSIGKILL() throws {
        let writer = try #require(builtExecutable("progress-writer"), "progress-writer is not built")
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let child = try ChildProcess(writer, [folder.path, "ada", "axtutor", "0", "killed"])
        // Read what the child reports until it has committed a good number, then kill it mid-write.
        try child.waitForOutput(timeout: 20) { $0.split(separator: "\n").count >= 120 }
        let ended = child.terminate(SIGKILL)
        let text = ended.stdout
        #expect(ended.signal == SIGKILL)
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
