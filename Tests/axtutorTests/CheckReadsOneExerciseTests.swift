import Foundation
import TestSupport
import Testing

/// `axtutor check` reads only the exercise's own file while the outline cache vouches that the
/// pack is as it was when it last loaded whole, and loads the whole pack again once a file changed.
@Suite struct CheckReadsOneExerciseTests {
    static let fixture = AxtutorBinary.packageRoot.appendingPathComponent("Tests/CourseTests/Fixtures/pack").path
    static let right = "wifi.accessibilityLabel = \"Wi-Fi\"\n"
    static let other = "/Exercises/controls/switch/01-duplicate-name.md"

    /// A copy of the fixture pack and a state folder, removed afterwards.
    static func withPack(_ body: (_ pack: String, _ state: String) throws -> Void) throws {
        let base = NSTemporaryDirectory() + "axtutor-one-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: base) }
        try FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: fixture, toPath: base + "/pack")
        try body(base + "/pack", base + "/state")
    }

    static func check(_ pack: String, _ state: String, _ extra: [String] = []) throws -> ChildOutput {
        try AxtutorBinary.run(["check", "switch-unlabelled", "--course", pack, "--state", state, "--fix", "-"] + extra,
                              stdin: right)
    }

    /// Another exercise's file overwritten with bytes that do not parse, same size and same
    /// modification time to the nanosecond (what the cache stamps).
    static func damageKeepingStamp(_ path: String) throws {
        var before = stat()
        #expect(stat(path, &before) == 0)
        try Data(repeating: UInt8(ascii: "x"), count: Int(before.st_size)).write(to: URL(fileURLWithPath: path))
        #if canImport(Darwin)
        var times = [before.st_atimespec, before.st_mtimespec]
        #else
        var times = [before.st_atim, before.st_mtim]
        #endif
        #expect(utimensat(AT_FDCWD, path, &times, 0) == 0)
    }

    @Test func whileTheCacheVouchesForThePackOnlyTheExercisesFileIsRead() throws {
        try Self.withPack { pack, state in
            #expect(try Self.check(pack, state).status == 0)
            try Self.damageKeepingStamp(pack + Self.other)
            let again = try Self.check(pack, state)
            #expect(again.status == 0)
            #expect(again.stdout.contains("switch-unlabelled: passed"))
        }
    }

    @Test func aChangedFileLoadsTheWholePackAgainWithEveryCheck() throws {
        try Self.withPack { pack, state in
            #expect(try Self.check(pack, state).status == 0)
            try "not an exercise\n".write(toFile: pack + Self.other, atomically: false, encoding: .utf8)
            let again = try Self.check(pack, state)
            #expect(again.status == 65)
            #expect(again.stderr.contains("01-duplicate-name.md"))
        }
    }

    @Test func aDryRunLoadsTheWholePackAndWritesNoCache() throws {
        try Self.withPack { pack, state in
            #expect(try Self.check(pack, state).status == 0)
            try Self.damageKeepingStamp(pack + Self.other)
            #expect(try Self.check(pack, state, ["--dry-run"]).status == 65)
        }
    }
}
