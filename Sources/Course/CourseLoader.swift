import AXModel
import Foundation

/// Reads a course pack from disk: every file access of the Course target happens here.
/// A pack loads whole or not at all; `scan` gives what loaded beside every problem, for `verify`.
public enum CourseLoader {
    /// The pack in `root`, or every problem found in it, thrown as `Diagnostics`.
    public static func load(from root: String) throws -> CoursePack {
        let scan = scan(from: root)
        guard scan.problems.isEmpty, let pack = scan.pack else { throw Diagnostics(scan.problems) }
        return pack
    }

    /// One exercise read alone from its file, for a command that needs no other (`check`).
    /// Only for an entry of an outline that `OutlineCache` vouches for: the cache holds an
    /// outline only while every file of the pack is as it was when the whole pack loaded, so
    /// the pack still loads whole. Nil when the file no longer holds that exercise.
    public static func exercise(_ entry: CourseOutline.ExerciseEntry, in root: String) throws -> Exercise? {
        guard let relative = entry.file else { return nil }
        let name = fileName(relative, in: root)
        let text = try readText(atPath: name, name: name)
        let exercise = try ExerciseReader.read(text, file: name, expectedLesson: entry.lesson)
        return exercise.id == entry.id ? exercise : nil
    }

    /// How diagnostics name a file of the pack in `root`: the pack folder as given, then the
    /// path in it.
    static func fileName(_ relative: String, in root: String) -> String {
        root == "." ? relative : (root.hasSuffix("/") ? root + relative : root + "/" + relative)
    }

    /// `file`'s path inside the pack in `root` (the inverse of `fileName`); nil when it is not in it.
    static func relativePath(of file: String, in root: String) -> String? {
        let prefix = fileName("", in: root)
        guard file.hasPrefix(prefix) else { return nil }
        return String(file.dropFirst(prefix.count))
    }

    /// True when `path` is a folder holding a `course.yaml`.
    public static func isCoursePack(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path + "/course.yaml", isDirectory: &isDirectory)
            && !isDirectory.boolValue
    }

    /// What one pass over a pack found: the pack (nil without a readable manifest), every
    /// exercise that read cleanly even when the pack did not, and every problem.
    public struct Scan: Sendable {
        public var pack: CoursePack?
        public var exercises: [Exercise]
        public var problems: [Diagnostic]
    }

    /// Everything that loaded and every problem, all files checked in one pass.
    public static func scan(from root: String) -> Scan {
        var reader = PackReader(root: root)
        return reader.read()
    }

    /// Reads one course file (see `SourceFile.read`); `name` is how diagnostics call it. Pack
    /// files must be regular files; `regularOnly: false` also takes a pipe, as for fixes.
    public static func readText(atPath path: String, name: String, regularOnly: Bool = true) throws(Diagnostic) -> String {
        try SourceFile.read(atPath: path, name: name, kind: "a course file", regularOnly: regularOnly)
    }

    /// The pack's entries in one folder, sorted by name, hidden files left out.
    static func entries(_ path: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted()
    }

    static func isDirectory(_ path: String) -> Bool {
        var flag: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &flag) && flag.boolValue
    }

    public static func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: path)
    }
}

/// One pass over a pack, reading what `PackWalker` finds into lessons, exercises and problems.
private struct PackReader {
    let root: String
    var problems: [Diagnostic] = []

    init(root: String) {
        self.root = root
    }

    /// How diagnostics name a file of the pack: the pack folder as given, then the path in it.
    func name(_ relative: String) -> String {
        CourseLoader.fileName(relative, in: root)
    }

    func path(_ relative: String) -> String { name(relative) }

    mutating func text(_ relative: String) -> String? {
        do {
            return try CourseLoader.readText(atPath: path(relative), name: name(relative))
        } catch {
            problems.append(error)
            return nil
        }
    }

    mutating func stray(_ relative: String, _ rule: String) {
        // A stray file is placed at its start, as other problems with a whole file are; a folder has no lines.
        let place: Int? = CourseLoader.isDirectory(path(relative)) ? nil : 1
        problems.append(Diagnostic(file: name(relative), line: place, column: place, message: "stray file: \(rule)",
                                   showsSource: false))
    }

    mutating func read() -> CourseLoader.Scan {
        guard CourseLoader.isDirectory(root) else {
            return .init(pack: nil, exercises: [],
                         problems: [Diagnostic(file: root, message: "no such folder", exitCode: 66)])
        }
        let walker = PackWalker(root: root)
        guard walker.visits.contains(where: { $0.role == .manifest })
                || walker.problems.contains(where: { $0.file == name("course.yaml") }) else {
            return .init(pack: nil, exercises: [],
                         problems: [Diagnostic(file: name("course.yaml"),
                                               message: "not a course pack: the folder has no course.yaml",
                                               exitCode: 66)])
        }
        problems = walker.problems
        var manifest: CourseManifest?
        if walker.visits.contains(where: { $0.role == .manifest }), let text = text("course.yaml") {
            do {
                manifest = try ManifestReader.read(text, file: name("course.yaml"))
            } catch let error as Diagnostics {
                problems += error.items
            } catch {
                problems.append(Diagnostic(file: name("course.yaml"), message: "\(error)"))
            }
        }
        let lessons = readLessons(walker.visits)
        let exercises = readExercises(walker.visits, lessonFiles: Set(lessons.keys))
        let everyExercise = exercises.keys.sorted().flatMap { exercises[$0] ?? [] }
        guard let manifest else { return .init(pack: nil, exercises: everyExercise, problems: problems) }
        let pack = assemble(manifest, lessons: lessons, exercises: exercises)
        return .init(pack: pack, exercises: everyExercise, problems: problems)
    }

    /// Lessons by id, read from `Lessons/<area>/<slug>.md`; what does not fit is stray.
    mutating func readLessons(_ visits: [PackWalker.Visit]) -> [String: Lesson?] {
        var lessons: [String: Lesson?] = [:]
        for visit in visits where visit.relative.hasPrefix("Lessons/") {
            switch visit.role {
            case .stray(let rule):
                stray(visit.relative, rule)
            case .lesson(let id):
                guard !visit.refused, let text = text(visit.relative) else {
                    lessons[id] = .some(nil)
                    continue
                }
                do {
                    lessons[id] = try LessonReader.read(text, file: name(visit.relative), expectedID: id)
                } catch {
                    problems += (error as? Diagnostics)?.items ?? []
                    lessons[id] = .some(nil)
                }
            default:
                break
            }
        }
        return lessons
    }

    /// Exercises by lesson id, each lesson's in file-name order.
    mutating func readExercises(_ visits: [PackWalker.Visit], lessonFiles: Set<String>) -> [String: [Exercise]] {
        var exercises: [String: [Exercise]] = [:]
        for visit in visits where visit.relative.hasPrefix("Exercises/") {
            switch visit.role {
            case .stray(let rule):
                stray(visit.relative, rule)
            case .exerciseFolder(let lesson) where !lessonFiles.contains(lesson):
                problems.append(Diagnostic(file: name(visit.relative),
                                           message: "exercise folder has no lesson: add Lessons/\(lesson).md"))
            case .exercise(let lesson):
                guard !visit.refused, let text = text(visit.relative) else { continue }
                do {
                    let exercise = try ExerciseReader.read(text, file: name(visit.relative), expectedLesson: lesson)
                    exercises[lesson, default: []].append(exercise)
                } catch {
                    problems += (error as? Diagnostics)?.items ?? []
                }
            default:
                break
            }
        }
        return exercises
    }

    /// Puts lessons and exercises in course order and checks the pack as a whole.
    mutating func assemble(_ manifest: CourseManifest, lessons: [String: Lesson?],
                           exercises: [String: [Exercise]]) -> CoursePack {
        let listed = Set(manifest.lessons)
        var ordered: [Lesson] = []
        for (index, id) in manifest.lessons.enumerated() {
            switch lessons[id] {
            case .some(.some(let lesson)): ordered.append(lesson)
            case .some(.none): break
            case .none:
                let place = index < manifest.lessonLocations.count
                    ? manifest.lessonLocations[index] : SourceLocation(line: 1, column: 1)
                problems.append(Diagnostic(file: name("course.yaml"), line: place.line, column: place.column,
                                           message: "lesson '\(id)' is listed but Lessons/\(id).md does not exist",
                                           suggestion: NearMiss.suggestion(for: id, in: lessons.keys)))
            }
        }
        for id in lessons.keys.sorted() where !listed.contains(id) {
            problems.append(Diagnostic(file: name("Lessons/\(id).md"), line: 1, column: 1,
                                       message: "lesson '\(id)' is not listed in course.yaml 'lessons'"))
        }
        var allExercises: [Exercise] = []
        for lesson in manifest.lessons {
            allExercises += exercises[lesson] ?? []
        }
        var seen: [String: Exercise] = [:]
        for exercise in allExercises {
            if let first = seen[exercise.id] {
                problems.append(Diagnostic(file: exercise.file, line: exercise.idLocation.line,
                                           column: exercise.idLocation.column,
                                           message: "exercise id '\(exercise.id)' is already used by \(first.file)"))
            } else {
                seen[exercise.id] = exercise
            }
        }
        return CoursePack(root: root, manifest: manifest, lessons: ordered, exercises: allExercises)
    }
}

// MARK: - Writing, for the `new` scaffolds

extension CourseLoader {
    /// Writes a new file, making its folders; refuses to overwrite (exit 73, cannot create).
    public static func create(atPath path: String, contents: String, name: String) throws(Diagnostic) {
        if FileManager.default.fileExists(atPath: path) {
            throw Diagnostic(file: name, message: "already exists; not overwritten", exitCode: 73)
        }
        try write(atPath: path, contents: contents, name: name)
    }

    /// Writes a file whole (atomically), making its folders.
    public static func write(atPath path: String, contents: String, name: String) throws(Diagnostic) {
        let url = URL(fileURLWithPath: path)
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(),
                                                    withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: url, options: .atomic)
        } catch {
            throw Diagnostic(file: name, message: "cannot be written: \(error.localizedDescription)", exitCode: 73)
        }
    }

    /// Makes a folder and its parents.
    public static func createFolder(atPath path: String, name: String) throws(Diagnostic) {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw Diagnostic(file: name, message: "cannot be created: \(error.localizedDescription)", exitCode: 73)
        }
    }

    /// The names in a folder, sorted; empty when there is no such folder.
    public static func fileNames(in path: String) -> [String] {
        entries(path)
    }
}
