import Foundation

/// Keeps a pack's outline between runs so that `list` need not parse every Markdown file:
/// the outline is stored with the size and modification time of every file of the pack (and
/// of the running binary, whose readers made it), and used only while all of them match.
/// Any difference — a file edited, added or removed, another axtutor — loads the pack again,
/// with every check, and stores the new outline. The cache is an optimisation only: a cache
/// that cannot be read or written is ignored.
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
        let fingerprint = Self.fingerprint(of: root, executable: executable)
        let file = cacheFile(for: root)
        if let data = FileManager.default.contents(atPath: file), let entry = Entry(text: String(decoding: data, as: UTF8.self)),
           entry.version == Entry.currentVersion, entry.fingerprint == fingerprint {
            return entry.outline
        }
        let outline = CourseOutline(try CourseLoader.load(from: root), root: root)
        store(Entry(version: Entry.currentVersion, fingerprint: fingerprint, outline: outline), at: file)
        return outline
    }

    /// What is cached for one pack, as tab-separated lines: a `version` line, a `stamp` line
    /// per file, a `course` line, then `lesson` and `exercise` lines (an exercise's last two
    /// fields `bonus` or empty, and its file in the pack) in course order. Not JSON:
    /// both Foundation JSON readers look up protocol conformances at run time, which in a cold
    /// process costs more than the rest of `list` together.
    struct Entry: Equatable {
        static let currentVersion = 3
        var version: Int
        var fingerprint: [Stamp]
        var outline: CourseOutline

        init(version: Int, fingerprint: [Stamp], outline: CourseOutline) {
            self.version = version
            self.fingerprint = fingerprint
            self.outline = outline
        }

        /// The entry as text.
        var text: String {
            var lines = ["version\t\(version)"]
            lines += fingerprint.map { "stamp\t\($0.size)\t\($0.modified)\t" + Self.escape($0.path) }
            lines.append("course\t" + Self.escape(outline.id) + "\t" + Self.escape(outline.title))
            lines += outline.lessons.map {
                "lesson\t" + [$0.id, $0.kind.rawValue, $0.title].map(Self.escape).joined(separator: "\t")
            }
            lines += outline.exercises.map {
                "exercise\t" + [$0.id, $0.lesson, $0.title, $0.bonus ? "bonus" : "", $0.file ?? ""].map(Self.escape)
                    .joined(separator: "\t")
            }
            return lines.joined(separator: "\n") + "\n"
        }

        /// The entry in `text`, or nil when it is not one (a missing, extra or mistyped field).
        init?(text: String) {
            var version: Int?
            var fingerprint: [Stamp] = []
            var course: (id: String, title: String)?
            var lessons: [CourseOutline.LessonEntry] = []
            var exercises: [CourseOutline.ExerciseEntry] = []
            // Bytes, not Characters: grapheme breaking would cost more than the rest of `list`.
            for line in Array(text.utf8).split(separator: UInt8(ascii: "\n")) {
                let fields = line.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false)
                    .map { Self.unescape(String(decoding: $0, as: UTF8.self)) }
                switch (fields.first, fields.count) {
                case ("version", 2): version = Int(fields[1])
                case ("stamp", 4):
                    guard let size = Int64(fields[1]), let modified = Int64(fields[2]) else { return nil }
                    fingerprint.append(Stamp(path: fields[3], size: size, modified: modified))
                case ("course", 3): course = (fields[1], fields[2])
                case ("lesson", 4):
                    guard let kind = Lesson.Kind(rawValue: fields[2]) else { return nil }
                    lessons.append(.init(id: fields[1], title: fields[3], kind: kind))
                case ("exercise", 6):
                    guard fields[4].isEmpty || fields[4] == "bonus" else { return nil }
                    exercises.append(.init(id: fields[1], lesson: fields[2], title: fields[3], bonus: fields[4] == "bonus",
                                           file: fields[5].isEmpty ? nil : fields[5]))
                default: return nil
                }
            }
            guard let version, let course else { return nil }
            self.init(version: version, fingerprint: fingerprint,
                      outline: CourseOutline(id: course.id, title: course.title, lessons: lessons, exercises: exercises))
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

    /// One file's path, size and modification time in nanoseconds.
    struct Stamp: Equatable {
        var path: String
        var size: Int64
        var modified: Int64
    }

    /// Every place the pack's load reads or checks — what `PackWalker` finds: `course.yaml`,
    /// the folders and files under `Lessons/` and `Exercises/` (a link stamped as its target) —
    /// and the binary, in a fixed order. The walk is the load's own, so it never leaves the
    /// pack; a link it refuses makes the load fail, and a pack that fails is never cached.
    static func fingerprint(of root: String, executable: String) -> [Stamp] {
        func stamp(_ path: String) -> Stamp {
            var status = stat()
            guard stat(path, &status) == 0 else { return Stamp(path: path, size: -1, modified: -1) }
            #if canImport(Darwin)
            let modified = status.st_mtimespec
            #else
            let modified = status.st_mtim
            #endif
            return Stamp(path: path, size: Int64(status.st_size),
                         modified: Int64(modified.tv_sec) * 1_000_000_000 + Int64(modified.tv_nsec))
        }
        let walker = PackWalker(root: root)
        return [stamp(executable), stamp(root), stamp(walker.name("Lessons")), stamp(walker.name("Exercises"))]
            + walker.visits.map { $0.refused ? Stamp(path: walker.name($0.relative), size: -1, modified: -1)
                                             : stamp(walker.name($0.relative)) }
            + walker.problems.map { Stamp(path: $0.file ?? "", size: -1, modified: -1) }
    }

    /// `outline-<hash of the pack's real path>.txt` in the cache folder.
    func cacheFile(for root: String) -> String {
        let real = URL(fileURLWithPath: root).standardizedFileURL.resolvingSymlinksInPath().path
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
