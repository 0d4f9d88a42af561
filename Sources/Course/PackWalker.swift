import AXModel
import Foundation

/// The one walk over a course pack's folders, for every command: loading a pack (`learn`,
/// `check`, `progress`, `verify`) reads the files it finds, and the outline cache (`list`,
/// `report`) stamps the same places. It goes to `course.yaml`, `Lessons/<area>/<file>` and
/// `Exercises/<area>/<slug>/<file>`, hidden names left out, never deeper; a symbolic link is
/// followed only when it stays inside the pack, and one that leads out, loops or leads
/// nowhere is refused where it is found.
struct PackWalker {
    /// One place the walk found.
    struct Visit: Equatable {
        enum Role: Equatable {
            /// `course.yaml`.
            case manifest
            /// `Lessons`, `Exercises` or an area folder.
            case folder
            /// A file under `Lessons/<area>/` named `<slug>.md`; `id` is `<area>/<slug>`.
            case lesson(id: String)
            /// A folder `Exercises/<area>/<slug>`, for the lesson `<area>/<slug>`.
            case exerciseFolder(lesson: String)
            /// A file `Exercises/<area>/<slug>/NN-name.md`.
            case exercise(lesson: String)
            /// Something that does not fit the layout; `rule` says what does.
            case stray(rule: String)
        }

        /// The path inside the pack, such as `Lessons/controls/switch.md`.
        var relative: String
        var role: Role
        /// A lesson or exercise file that is a refused link: there, but not to be read.
        var refused = false
    }

    static let lessonRule = "lessons are Lessons/<area>/<slug>.md"
    static let exerciseRule = "exercises are Exercises/<area>/<slug>/NN-name.md"

    /// The pack folder as given, and its real path.
    let root: String
    let realRoot: String
    /// Everything found, in walking order (by name within each folder).
    private(set) var visits: [Visit] = []
    /// Refused links.
    private(set) var problems: [Diagnostic] = []

    /// Walks the pack in `root`.
    init(root: String) {
        self.root = root
        realRoot = Self.realPath(root) ?? root
        walk()
    }

    /// How diagnostics name a file of the pack: the pack folder as given, then the path in it.
    func name(_ relative: String) -> String {
        root == "." ? relative : (root.hasSuffix("/") ? root + relative : root + "/" + relative)
    }

    // MARK: The walk

    private mutating func walk() {
        var status = stat()
        if lstat(name("course.yaml"), &status) == 0, usable("course.yaml") {
            visits.append(Visit(relative: "course.yaml", role: .manifest))
        }
        if usable("Lessons"), CourseLoader.isDirectory(name("Lessons")) {
            visits.append(Visit(relative: "Lessons", role: .folder))
            for area in listing("Lessons") {
                let areaPath = "Lessons/\(area.name)"
                guard usable(areaPath, area.kind) else { continue }
                guard isDirectory(areaPath, area.kind), Identifiers.isName(area.name) else {
                    visits.append(Visit(relative: areaPath, role: .stray(rule: Self.lessonRule)))
                    continue
                }
                visits.append(Visit(relative: areaPath, role: .folder))
                for file in listing(areaPath) {
                    let relative = "\(areaPath)/\(file.name)"
                    let slug = file.name.hasSuffix(".md") ? String(file.name.dropLast(3)) : ""
                    guard Identifiers.isName(slug), !isDirectory(relative, file.kind) else {
                        if usable(relative, file.kind) {
                            visits.append(Visit(relative: relative, role: .stray(rule: Self.lessonRule)))
                        }
                        continue
                    }
                    visits.append(Visit(relative: relative, role: .lesson(id: "\(area.name)/\(slug)"),
                                        refused: !usable(relative, file.kind)))
                }
            }
        }
        if usable("Exercises"), CourseLoader.isDirectory(name("Exercises")) {
            visits.append(Visit(relative: "Exercises", role: .folder))
            for area in listing("Exercises") {
                let areaPath = "Exercises/\(area.name)"
                guard usable(areaPath, area.kind) else { continue }
                guard isDirectory(areaPath, area.kind), Identifiers.isName(area.name) else {
                    visits.append(Visit(relative: areaPath, role: .stray(rule: Self.exerciseRule)))
                    continue
                }
                visits.append(Visit(relative: areaPath, role: .folder))
                for slug in listing(areaPath) {
                    let folder = "\(areaPath)/\(slug.name)"
                    guard usable(folder, slug.kind) else { continue }
                    guard isDirectory(folder, slug.kind), Identifiers.isName(slug.name) else {
                        visits.append(Visit(relative: folder, role: .stray(rule: Self.exerciseRule)))
                        continue
                    }
                    let lesson = "\(area.name)/\(slug.name)"
                    visits.append(Visit(relative: folder, role: .exerciseFolder(lesson: lesson)))
                    for file in listing(folder) {
                        let relative = "\(folder)/\(file.name)"
                        guard Self.isExerciseFileName(file.name), !isDirectory(relative, file.kind) else {
                            if usable(relative, file.kind) {
                                visits.append(Visit(relative: relative, role: .stray(rule: Self.exerciseRule)))
                            }
                            continue
                        }
                        visits.append(Visit(relative: relative, role: .exercise(lesson: lesson),
                                            refused: !usable(relative, file.kind)))
                    }
                }
            }
        }
    }

    // MARK: Listings

    /// What a folder's listing says a name is (`d_type`), so that the walk asks the file
    /// system again only for links and for file systems that do not say.
    enum Kind { case directory, notDirectory, link, unknown }

    /// The names in the folder `relative`, hidden ones left out, sorted, each with its kind.
    private func listing(_ relative: String) -> [(name: String, kind: Kind)] {
        guard let folder = opendir(name(relative)) else { return [] }
        defer { closedir(folder) }
        var found: [(name: String, kind: Kind)] = []
        while let entry = readdir(folder) {
            let entryName = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard !entryName.hasPrefix(".") else { continue }
            let kind: Kind = switch Int32(entry.pointee.d_type) {
            case Int32(DT_DIR): .directory
            case Int32(DT_LNK): .link
            case Int32(DT_UNKNOWN): .unknown
            default: .notDirectory
            }
            found.append((entryName, kind))
        }
        return found.sorted { $0.name < $1.name }
    }

    /// Whether `relative`, listed as `kind`, is a folder (a link's target decides for a link).
    private func isDirectory(_ relative: String, _ kind: Kind) -> Bool {
        switch kind {
        case .directory: true
        case .notDirectory: false
        case .link, .unknown: CourseLoader.isDirectory(name(relative))
        }
    }

    /// `usable(_:)` for a listed name: only a link (or a name of unknown kind) needs asking.
    private mutating func usable(_ relative: String, _ kind: Kind) -> Bool {
        kind == .directory || kind == .notDirectory ? true : usable(relative)
    }

    /// Whether the walk may use `relative`: true for anything that is not a symbolic link (its
    /// folder was already checked, so it needs no resolving, which costs a system call for
    /// every folder on its path) and for a link that resolves inside the pack. A link that
    /// leads out, loops or leads nowhere is reported and not used. (Every name comes from a
    /// listing of its folder, so something is there.)
    private mutating func usable(_ relative: String) -> Bool {
        var status = stat()
        guard lstat(name(relative), &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return true }
        guard let real = Self.realPath(name(relative)) else {
            let reason = errno
            let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: name(relative))) ?? "?"
            problems.append(reason == ELOOP
                ? Diagnostic(file: name(relative), line: 1, column: 1,
                             message: "its symbolic links lead round in a loop; refused")
                : Diagnostic(file: name(relative), line: 1, column: 1,
                             message: "symbolic link leads to \(target), which does not exist", exitCode: 66))
            return false
        }
        if real == realRoot || real.hasPrefix(realRoot == "/" ? "/" : realRoot + "/") { return true }
        problems.append(Diagnostic(file: name(relative), line: 1, column: 1,
                                   message: "symbolic link leads outside the course pack (to \(real)); refused"))
        return false
    }

    /// `NN-name.md`: two or more digits, a dash, a name.
    static func isExerciseFileName(_ file: String) -> Bool {
        guard file.hasSuffix(".md") else { return false }
        let stem = file.dropLast(3)
        guard let dash = stem.firstIndex(of: "-") else { return false }
        let number = stem[..<dash], rest = stem[stem.index(after: dash)...]
        return number.count >= 2 && number.allSatisfy(\.isASCII) && number.allSatisfy(\.isNumber)
            && Identifiers.isName(String(rest))
    }

    /// `realpath(3)`: links followed, nil (with `errno` set) when that fails.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
