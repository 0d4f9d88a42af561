import AXModel
import Foundation

/// Keeps a pack's outline between runs so that `list` need not parse every Markdown file:
/// the outline is stored with the stamp (size, modification time, device and inode) of every
/// folder and file of the pack and of the running binary, whose readers made it, and used only
/// while all of them match. Any difference — a file edited or replaced, an entry added to or
/// removed from a folder (which changes the folder's time), another axtutor — loads the pack
/// again, with every check, and stores the new outline. So a run that uses the cache stats the
/// stamped places and reads no folder. The cache is an optimisation only: a cache that cannot
/// be read or written is ignored.
public struct OutlineCache: Sendable {
    /// The folder the cache files go in (the state folder).
    public var directory: String
    /// The running binary, part of the fingerprint.
    public var executable: String

    public init(directory: String, executable: String) {
        self.directory = directory
        self.executable = executable
    }

    /// The outline of the pack in `root`: from the cache when nothing changed, otherwise from
    /// a full load (which throws the pack's problems, as `CourseLoader.load` does).
    public func outline(of root: String) throws -> CourseOutline {
        let file = cacheFile(for: root)
        if let data = FileManager.default.contents(atPath: file), let entry = Entry(bytes: [UInt8](data)),
           entry.version == Entry.currentVersion, entry.isCurrent(for: root, executable: executable) {
            return entry.outline
        }
        let stamped = Stamp.now()
        let fingerprint = Self.fingerprint(of: root, executable: executable)
        let outline = CourseOutline(try CourseLoader.load(from: root), root: root)
        store(Entry(version: Entry.currentVersion, stamped: stamped, fingerprint: fingerprint, outline: outline), at: file)
        return outline
    }

    /// What is cached for one pack, as tab-separated lines: a `version` line, a `stamped` line
    /// (when the stamps were taken), a `stamp` line per place, a `course` line, then `lesson`
    /// and `exercise` lines (an exercise's last three fields `bonus` or empty, its file in the
    /// pack, and its framework when SwiftUI or Jetpack Compose) in course order. Not JSON:
    /// both Foundation JSON readers look up protocol conformances at run time, which in a cold
    /// process costs more than the rest of `list` together.
    struct Entry: Equatable {
        static let currentVersion = 5
        var version: Int
        /// When the stamps were taken, in nanoseconds since 1970.
        var stamped: Int64
        var fingerprint: [Stamp]
        var outline: CourseOutline

        init(version: Int, stamped: Int64, fingerprint: [Stamp], outline: CourseOutline) {
            self.version = version
            self.stamped = stamped
            self.fingerprint = fingerprint
            self.outline = outline
        }

        /// Whether the pack in `root` is still what this entry stamped: the binary and the pack
        /// first, then every place the walk found, each stamped alike now. A folder's time
        /// changes with its entries, so a place added or removed shows without reading the
        /// folder; a path is stamped through links, so a link that now leads elsewhere has
        /// another device or inode. A file system keeps times in coarse ticks, so a place
        /// changed within `racyWindow` of the stamping may have kept its time: then the pack is
        /// walked again and its places compared too (as Git treats a "racily clean" file).
        func isCurrent(for root: String, executable: String) -> Bool {
            let expected = [executable, root]
            guard fingerprint.count >= expected.count,
                  zip(fingerprint, expected).allSatisfy({ $0.path == $1 }) else { return false }
            let unchanged = fingerprint.allSatisfy { stamp in
                stamp.size < 0 ? Stamp.of(stamp.path).size < 0 : Stamp.of(stamp.path) == stamp
            }
            guard unchanged else { return false }
            // The binary (the first stamp) makes no place of the pack appear or go.
            let racy = fingerprint.dropFirst().contains { $0.size >= 0 && $0.modified >= stamped - Self.racyWindow }
            return !racy || OutlineCache.fingerprint(of: root, executable: executable) == fingerprint
        }

        /// Two seconds: more than any file system's tick (FAT's is two seconds, ext4's a jiffy).
        static let racyWindow: Int64 = 2_000_000_000

        /// The entry as text.
        var text: String {
            var lines = ["version\t\(version)", "stamped\t\(stamped)"]
            lines += fingerprint.map {
                "stamp\t\($0.size)\t\($0.modified)\t\($0.device)\t\($0.inode)\t" + Self.escape($0.path)
            }
            lines.append("course\t" + Self.escape(outline.id) + "\t" + Self.escape(outline.title))
            lines += outline.lessons.map {
                "lesson\t" + [$0.id, $0.kind.rawValue, $0.title].map(Self.escape).joined(separator: "\t")
            }
            lines += outline.exercises.map {
                "exercise\t" + [$0.id, $0.lesson, $0.title, $0.bonus ? "bonus" : "", $0.file ?? "",
                                 $0.framework?.rawValue ?? ""].map(Self.escape).joined(separator: "\t")
            }
            return lines.joined(separator: "\n") + "\n"
        }

        /// The entry in `text`, or nil when it is not one (a missing, extra or mistyped field).
        init?(text: String) {
            self.init(bytes: Array(text.utf8))
        }

        /// The entry in these UTF-8 bytes. Read as bytes, and only the texts made into strings:
        /// grapheme breaking, or a string for every number, would cost more than the rest of `list`.
        init?(bytes: [UInt8]) {
            var version: Int?
            var stamped: Int64?
            var fingerprint: [Stamp] = []
            var course: (id: String, title: String)?
            var lessons: [CourseOutline.LessonEntry] = []
            var exercises: [CourseOutline.ExerciseEntry] = []
            for line in bytes.split(separator: UInt8(ascii: "\n")) {
                let fields = line.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false)
                func text(_ index: Int) -> String { Self.unescape(String(decoding: fields[index], as: UTF8.self)) }
                func number(_ index: Int) -> Int64? { Self.number(fields[index]) }
                switch (fields.count, Self.keyword(fields[0])) {
                case (2, "version"): version = number(1).map(Int.init)
                case (2, "stamped"): stamped = number(1)
                case (6, "stamp"):
                    guard let size = number(1), let modified = number(2),
                          let device = number(3).flatMap(UInt64.init(exactly:)),
                          let inode = number(4).flatMap(UInt64.init(exactly:)) else { return nil }
                    fingerprint.append(Stamp(path: text(5), size: size, modified: modified, device: device, inode: inode))
                case (3, "course"): course = (text(1), text(2))
                case (4, "lesson"):
                    guard let kind = Lesson.Kind(rawValue: text(2)) else { return nil }
                    lessons.append(.init(id: text(1), title: text(3), kind: kind))
                case (7, "exercise"):
                    let bonus = text(4)
                    guard bonus.isEmpty || bonus == "bonus" else { return nil }
                    let file = text(5)
                    let framework = text(6)
                    guard framework.isEmpty || Framework(rawValue: framework) != nil else { return nil }
                    exercises.append(.init(id: text(1), lesson: text(2), title: text(3), bonus: bonus == "bonus",
                                           file: file.isEmpty ? nil : file, framework: Framework(rawValue: framework)))
                default: return nil
                }
            }
            guard let version, let stamped, let course else { return nil }
            self.init(version: version, stamped: stamped, fingerprint: fingerprint,
                      outline: CourseOutline(id: course.id, title: course.title, lessons: lessons, exercises: exercises))
        }

        /// A line's first field, when it is one of the entry's keywords.
        private static func keyword(_ field: ArraySlice<UInt8>) -> String? {
            field.count <= 8 ? String(decoding: field, as: UTF8.self) : nil
        }

        /// A field of decimal digits, with an optional minus, as a number: nil for anything else
        /// or a number past `Int64`.
        static func number(_ field: ArraySlice<UInt8>) -> Int64? {
            var digits = field[...]
            let negative = digits.first == UInt8(ascii: "-")
            if negative { digits = digits.dropFirst() }
            guard !digits.isEmpty, digits.count <= 19 else { return nil }
            var value: Int64 = 0
            for byte in digits {
                guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
                let (times, overflowTimes) = value.multipliedReportingOverflow(by: 10)
                let (sum, overflowSum) = times.addingReportingOverflow(Int64(byte - UInt8(ascii: "0")))
                guard !overflowTimes, !overflowSum else { return nil }
                value = sum
            }
            return negative ? -value : value
        }

        /// Backslash, tab and line breaks written as `\\`, `\t`, `\n`, `\r`.
        static func escape(_ field: String) -> String {
            guard field.utf8.contains(where: { $0 == 0x5C || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) else { return field }
            var out = ""
            for character in field {
                switch character {
                case "\\": out += "\\\\"
                case "\t": out += "\\t"
                case "\n": out += "\\n"
                case "\r": out += "\\r"
                default: out.append(character)
                }
            }
            return out
        }

        static func unescape(_ field: String) -> String {
            guard field.utf8.contains(0x5C) else { return field }
            var out = ""
            var escaped = false
            for character in field {
                if escaped {
                    switch character {
                    case "t": out.append("\t")
                    case "n": out.append("\n")
                    case "r": out.append("\r")
                    default: out.append(character)
                    }
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else {
                    out.append(character)
                }
            }
            return out
        }
    }

    /// One place's path, size, modification time in nanoseconds, device and inode (through
    /// links); a place that cannot be stamped has size and time -1.
    struct Stamp: Equatable {
        var path: String
        var size: Int64
        var modified: Int64
        var device: UInt64 = 0
        var inode: UInt64 = 0

        /// The place at `path` as it is now.
        static func of(_ path: String) -> Stamp {
            var status = stat()
            guard stat(path, &status) == 0 else { return missing(path) }
            #if canImport(Darwin)
            let modified = status.st_mtimespec
            #else
            let modified = status.st_mtim
            #endif
            return Stamp(path: path, size: Int64(status.st_size),
                         modified: Int64(modified.tv_sec) * 1_000_000_000 + Int64(modified.tv_nsec),
                         device: UInt64(truncatingIfNeeded: status.st_dev), inode: UInt64(truncatingIfNeeded: status.st_ino))
        }

        /// A place that is not to be read (a refused link, a problem of the walk).
        static func missing(_ path: String) -> Stamp { Stamp(path: path, size: -1, modified: -1) }

        /// The time now, in the nanoseconds of a stamp.
        static func now() -> Int64 { Int64(Date().timeIntervalSince1970 * 1_000_000_000) }
    }

    /// Every place the pack's load reads or checks — what `PackWalker` finds: `course.yaml`,
    /// the folders and files under `Lessons/` and `Exercises/` (a link stamped as its target) —
    /// and the binary, in a fixed order. The walk is the load's own, so it never leaves the
    /// pack; a link it refuses makes the load fail, and a pack that fails is never cached.
    static func fingerprint(of root: String, executable: String) -> [Stamp] {
        let walker = PackWalker(root: root)
        return [Stamp.of(executable), Stamp.of(root), Stamp.of(walker.name("Lessons")), Stamp.of(walker.name("Exercises"))]
            + walker.visits.map { $0.refused ? Stamp.missing(walker.name($0.relative)) : Stamp.of(walker.name($0.relative)) }
            + walker.problems.map { Stamp.missing($0.file ?? "") }
    }

    /// `outline-<hash of the pack's real path>.txt` in the cache folder.
    func cacheFile(for root: String) -> String {
        let real = PackWalker.realPath(root) ?? URL(fileURLWithPath: root).standardizedFileURL.path
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325  // FNV-1a: stable across runs, unlike Hasher.
        for byte in real.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return directory + "/outline-" + String(hash, radix: 16) + ".txt"
    }

    /// Writes the entry atomically (a temporary file renamed over the old one); failures are
    /// ignored, as a missing cache only costs time.
    private func store(_ entry: Entry, at file: String) {
        try? Data(entry.text.utf8).write(to: URL(fileURLWithPath: file), options: .atomic)
    }
}
