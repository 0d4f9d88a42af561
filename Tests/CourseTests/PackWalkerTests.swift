import AXModel
import Foundation
import TestSupport
import Testing
@testable import Course

/// One walk for every command: the load and the outline cache's fingerprint visit the same
/// places, never through a link out of the pack, and a refused link is located and says why.
@Suite struct PackWalkerTests {
    @Test func theFingerprintNeverFollowsALinkOutOfThePack() throws {
        let pack = try TestPack()
        let outside = pack.root + "-outside"
        defer {
            pack.cleanUp()
            try? FileManager.default.removeItem(atPath: outside)
        }
        try FileManager.default.createDirectory(atPath: outside + "/deep/er", withIntermediateDirectories: true)
        try Data("x".utf8).write(to: URL(fileURLWithPath: outside + "/deep/er/file"))
        try FileManager.default.createSymbolicLink(atPath: pack.path("Exercises/escape"), withDestinationPath: outside)
        let stamps = OutlineCache.fingerprint(of: pack.root, executable: #filePath)
        #expect(!stamps.contains { $0.path.hasPrefix(pack.path("Exercises/escape/")) })
        #expect(pack.problems() == [
            "PACK/Exercises/escape:1:1: error: symbolic link leads outside the course pack (to PACK-outside); refused",
        ])
    }

    @Test func theFingerprintStampsWhatTheLoadReads() throws {
        let pack = try TestPack()
        defer { pack.cleanUp() }
        let walker = PackWalker(root: pack.root)
        let read = walker.visits.filter {
            switch $0.role {
            case .manifest, .lesson, .exercise: true
            default: false
            }
        }.map { pack.path($0.relative) }
        let stamped = Set(OutlineCache.fingerprint(of: pack.root, executable: #filePath).map(\.path))
        #expect(read.count == 6)
        #expect(read.allSatisfy(stamped.contains))
    }

    @Test func aLinkThatLoopsSaysSo() throws {
        let pack = try TestPack()
        defer { pack.cleanUp() }
        try pack.remove("Lessons/controls/switch.md")
        try FileManager.default.createSymbolicLink(atPath: pack.path("Lessons/controls/switch.md"),
                                                   withDestinationPath: "switch.md")
        #expect(pack.problems() == [
            "PACK/Lessons/controls/switch.md:1:1: error: its symbolic links lead round in a loop; refused",
        ])
    }

    @Test func aLinkToNothingSaysWhereItLeads() throws {
        let pack = try TestPack()
        defer { pack.cleanUp() }
        try pack.remove("Lessons/controls/switch.md")
        try FileManager.default.createSymbolicLink(atPath: pack.path("Lessons/controls/switch.md"),
                                                   withDestinationPath: "gone.md")
        #expect(pack.problems() == [
            "PACK/Lessons/controls/switch.md:1:1: error: symbolic link leads to gone.md, which does not exist",
        ])
    }

    @Test func readingALoopSaysItLoops() throws {
        let folder = NSTemporaryDirectory() + "axtutor-loop-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createSymbolicLink(atPath: folder + "/a", withDestinationPath: "b")
        try FileManager.default.createSymbolicLink(atPath: folder + "/b", withDestinationPath: "a")
        #expect(throws: Diagnostic(file: "fix", message: "cannot be read: its symbolic links lead round in a loop",
                                   exitCode: 66)) {
            try CourseLoader.readText(atPath: folder + "/a", name: "fix")
        }
    }
}
