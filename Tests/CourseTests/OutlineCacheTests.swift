import AXModel
import Foundation
import TestSupport
import Testing
@testable import Course

@Suite struct OutlineCacheTests {
    /// A pack copy, an empty cache folder beside it, and the cache over both.
    struct Setup {
        let pack: TestPack
        let directory: String
        let cache: OutlineCache

        init(executable: String = #filePath) throws {
            pack = try TestPack()
            directory = pack.root + "-cache"
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            cache = OutlineCache(directory: directory, executable: executable)
        }

        var cacheFile: String { cache.cacheFile(for: pack.root) }

        /// Rewrites the cached outline's title, keeping its fingerprint: a later read that
        /// returns this title came from the cache.
        func tamperWithCachedTitle(_ title: String) throws {
            var entry = try cachedEntry
            entry.outline.title = title
            try entry.text.write(toFile: cacheFile, atomically: true, encoding: .utf8)
        }

        /// Moves the cached stamping an hour ahead, so no stamp is within the racy window and a
        /// read trusts the stamps alone, without walking the pack.
        func stampLongAfterTheEdits() throws {
            var entry = try cachedEntry
            entry.stamped = OutlineCache.Stamp.now() + 3_600_000_000_000
            try entry.text.write(toFile: cacheFile, atomically: true, encoding: .utf8)
        }

        /// Sets a place's modification time back to what `stamp` recorded, to the nanosecond,
        /// as a change within one tick of the file system's clock leaves it.
        func restoreTime(of relative: String, to stamp: OutlineCache.Stamp) throws {
            let nanoseconds = Int(stamp.modified % 1_000_000_000)
            let seconds = Int(stamp.modified / 1_000_000_000)
            var times = [timespec(tv_sec: seconds, tv_nsec: nanoseconds), timespec(tv_sec: seconds, tv_nsec: nanoseconds)]
            #expect(utimensat(AT_FDCWD, pack.root + "/" + relative, &times, 0) == 0)
        }

        /// The entry the cache holds now.
        var cachedEntry: OutlineCache.Entry {
            get throws { try #require(OutlineCache.Entry(text: try String(contentsOfFile: cacheFile, encoding: .utf8))) }
        }

        /// Adds `03-copy.md`, the unlabelled switch exercise again as `switch-copy`, to `folder`.
        func addCopyExercise(in folder: String = "Exercises/controls/switch") throws {
            try pack.write(folder + "/03-copy.md", try pack.read("Exercises/controls/switch/02-unlabelled.md")
                .replacingOccurrences(of: "id: switch-unlabelled", with: "id: switch-copy"))
        }

        func cleanUp() {
            pack.cleanUp()
            try? FileManager.default.removeItem(atPath: directory)
        }
    }

    @Test func theOutlineIsThePacksLessonsAndExercisesInCourseOrder() throws {
        let setup = try Setup()
        defer { setup.cleanUp() }
        let outline = try setup.cache.outline(of: setup.pack.root)
        #expect(outline == CourseOutline(try CourseLoader.load(from: setup.pack.root), root: setup.pack.root))
        #expect(outline.title == "Fixture course")
        #expect(outline.exercise("switch-unlabelled")?.file == "Exercises/controls/switch/02-unlabelled.md")
        #expect(outline.lessons.map(\.id) == ["traits/header", "controls/switch"])
        #expect(outline.exercises(of: "controls/switch").map(\.id) == ["switch-duplicate-name", "switch-unlabelled"])
        #expect(FileManager.default.fileExists(atPath: setup.cacheFile))
    }

    @Test func anUnchangedPackIsReadFromTheCache() throws {
        let setup = try Setup()
        defer { setup.cleanUp() }
        _ = try setup.cache.outline(of: setup.pack.root)
        try setup.tamperWithCachedTitle("From the cache")
        #expect(try setup.cache.outline(of: setup.pack.root).title == "From the cache")
    }

    @Test func anEditedFileLoadsThePackAgain() throws {
        let setup = try Setup()
        defer { setup.cleanUp() }
        _ = try setup.cache.outline(of: setup.pack.root)
        try setup.tamperWithCachedTitle("Stale")
        try setup.pack.replace("Exercises/controls/switch/02-unlabelled.md", "title: The Wi-Fi switch has no name",
                               with: "title: The Wi-Fi switch is nameless")
        let outline = try setup.cache.outline(of: setup.pack.root)
        #expect(outline.title == "Fixture course")
        #expect(outline.exercises.map(\.title).contains("The Wi-Fi switch is nameless"))
    }

    @Test func anAddedOrRemovedFileLoadsThePackAgain() throws {
        let setup = try Setup()
        defer { setup.cleanUp() }
        _ = try setup.cache.outline(of: setup.pack.root)
        try setup.addCopyExercise()
        #expect(try setup.cache.outline(of: setup.pack.root).exercises.map(\.id).contains("switch-copy"))
        try setup.pack.remove("Exercises/controls/switch/03-copy.md")
        #expect(!(try setup.cache.outline(of: setup.pack.root).exercises.map(\.id).contains("switch-copy")))
    }

    @Test func aPlaceAddedShowsInItsFolderStampWithoutAWalk() throws {
        let setup = try Setup()
        defer { setup.cleanUp() }
        _ = try setup.cache.outline(of: setup.pack.root)
        try setup.stampLongAfterTheEdits()
        try setup.tamperWithCachedTitle("From the cache")
        #expect(try setup.cache.outline(of: setup.pack.root).title == "From the cache")
        usleep(20_000)  // past the file system's tick, so the folder's time moves
        try setup.addCopyExercise()
        let outline = try setup.cache.outline(of: setup.pack.root)
        #expect(outline.title == "Fixture course")
        #expect(outline.exercises.map(\.id).contains("switch-copy"))
    }

    @Test func aFileReplacedWithTheSameSizeAndTimesIsToldApartByItsInode() throws {
        let setup = try Setup()
        defer { setup.cleanUp() }
        _ = try setup.cache.outline(of: setup.pack.root)
        try setup.stampLongAfterTheEdits()
        let file = "Exercises/controls/switch/02-unlabelled.md"
        let folder = "Exercises/controls/switch"
        let entry = try setup.cachedEntry
        let fileStamp = try #require(entry.fingerprint.first { $0.path.hasSuffix(file) })
        let folderStamp = try #require(entry.fingerprint.first { $0.path.hasSuffix(folder) })
        // Written beside and renamed over (a new inode), one letter changed (the same size).
        try setup.pack.write(folder + "/.new", try setup.pack.read(file).replacingOccurrences(of: "has no name", with: "has no NAME"))
        #expect(rename(setup.pack.root + "/" + folder + "/.new", setup.pack.root + "/" + file) == 0)
        try setup.restoreTime(of: file, to: fileStamp)
        try setup.restoreTime(of: folder, to: folderStamp)
        #expect(try setup.cache.outline(of: setup.pack.root).exercises.map(\.title).contains("The Wi-Fi switch has no NAME"))
    }

    @Test func aPlaceAddedWithinATickOfTheStampingIsFoundByAWalk() throws {
        let setup = try Setup()
        defer { setup.cleanUp() }
        _ = try setup.cache.outline(of: setup.pack.root)
        try setup.tamperWithCachedTitle("Stale")
        let folder = "Exercises/controls/switch"
        let entry = try setup.cachedEntry
        let folderStamp = try #require(entry.fingerprint.first { $0.path.hasSuffix(folder) })
        try setup.addCopyExercise(in: folder)
        try setup.restoreTime(of: folder, to: folderStamp)
        #expect(try setup.cache.outline(of: setup.pack.root).exercises.map(\.id).contains("switch-copy"))
    }

    @Test func anotherBinaryLoadsThePackAgain() throws {
        let setup = try Setup()
        defer { setup.cleanUp() }
        _ = try setup.cache.outline(of: setup.pack.root)
        try setup.tamperWithCachedTitle("Stale")
        let other = OutlineCache(directory: setup.directory, executable: TestPack.original + "/course.yaml")
        #expect(try other.outline(of: setup.pack.root).title == "Fixture course")
    }

    @Test func anEntryReadsBackAsItWasWritten() throws {
        let outline = CourseOutline(try CourseLoader.load(from: TestPack.original))
        let entry = OutlineCache.Entry(version: 1, stamped: OutlineCache.Stamp.now(),
                                       fingerprint: OutlineCache.fingerprint(of: TestPack.original, executable: #filePath),
                                       outline: outline)
        #expect(OutlineCache.Entry(text: entry.text) == entry)
        #expect(entry.fingerprint.count > 8)
        var odd = entry
        odd.outline.title = "Tabs\tand\nlines and a \\ backslash"
        odd.outline.exercises[0].title = "\\t is not a tab"
        odd.outline.exercises[0].framework = .compose
        #expect(OutlineCache.Entry(text: odd.text) == odd)
        #expect(OutlineCache.Entry(text: "version\t1\n") == nil)
        #expect(OutlineCache.Entry(text: entry.text + "lesson\tx\tnot-a-kind\tTitle\n") == nil)
        #expect(OutlineCache.Entry(text: entry.text.replacingOccurrences(of: "stamp\t", with: "stamp\tx")) == nil)
        #expect(OutlineCache.Entry(text: entry.text + "stamp\t1\t2\t-3\t4\t/a\n") == nil)
    }

    /// `list` says which exercises are SwiftUI or Jetpack Compose (a learner could not tell), read
    /// from the screen's `type:` keys.
    @Test func anExercisesFrameworkIsReadFromItsScreensTypes() {
        #expect(CourseOutline.declarativeFramework(of: "elements:\n  - id: a\n    type: UILabel\n  - {id: b, type: Text}\n") == .swiftUI)
        #expect(CourseOutline.declarativeFramework(of: "platform: android\nelements:\n  - {id: a, type: \"Composable\"}\n") == .compose)
        #expect(CourseOutline.declarativeFramework(of: "elements:\n  - {id: a, type: UIButton}\n") == nil)
        #expect(CourseOutline.declarativeFramework(of: "elements:\n  - {id: a, type: TextView}\n") == nil)
    }

    @Test func aStampsNumbersAreDigitsThatFitAnInt64() {
        func number(_ text: String) -> Int64? { OutlineCache.Entry.number(Array(text.utf8)[...]) }
        #expect(number("0") == 0)
        #expect(number("-1") == -1)
        #expect(number("1764245000123456789") == 1_764_245_000_123_456_789)
        #expect(number("9223372036854775807") == Int64.max)
        #expect(number("9223372036854775808") == nil)
        #expect(number("99999999999999999999") == nil)
        #expect(number("") == nil)
        #expect(number("-") == nil)
        #expect(number("12a") == nil)
        #expect(number("+3") == nil)
        #expect(number(" 3") == nil)
    }

    @Test func aBrokenPackThrowsItsProblemsAndIsNotCached() throws {
        let setup = try Setup()
        defer { setup.cleanUp() }
        try setup.pack.replace("course.yaml", "title:", with: "titel:")
        #expect(throws: Diagnostics.self) { try setup.cache.outline(of: setup.pack.root) }
        #expect(!FileManager.default.fileExists(atPath: setup.cacheFile))
    }

    @Test func aCorruptCacheIsIgnoredAndReplaced() throws {
        let setup = try Setup()
        defer { setup.cleanUp() }
        try Data("not a cache\n".utf8).write(to: URL(fileURLWithPath: setup.cacheFile))
        #expect(try setup.cache.outline(of: setup.pack.root).title == "Fixture course")
        try setup.tamperWithCachedTitle("Rewritten")
        #expect(try setup.cache.outline(of: setup.pack.root).title == "Rewritten")
    }

    @Test func aCacheFolderThatCannotBeWrittenOnlyCostsTime() throws {
        let setup = try Setup()
        defer { setup.cleanUp() }
        let cache = OutlineCache(directory: setup.directory + "/missing/folder", executable: #filePath)
        #expect(try cache.outline(of: setup.pack.root).title == "Fixture course")
    }
}
